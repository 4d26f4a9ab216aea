/**
 * A Spanish IT-hardware reseller's invoice (21 %): condensed sans-serif, a coloured stripe down the left edge with
 * the Registro Mercantil entry printed vertically in it, the supplier header and "FACTURA · Página n de N" on every
 * page, the customer and invoice data on page 1 only, serial numbers under the devices, "Suma y sigue" / "Suma
 * anterior" across pages, a horizontal totals band and the bank transfer box on the last page.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, carriedBefore, chooseCount, computeTotals, dateLong, dateSlash, descHtml, drawDate, drawDeposit, esc, fc, flexRow, fq, lineItems, money,
  paginate, type Built, type Col, type Geometry, type Item, type Slot,
} from './multipage-common.ts';
import { groupIban, spanishBank, spanishVat } from './multipage-ids.ts';
import { spanishHardwareItems } from './multipage-items-b.ts';
import { esCustomer, esSupplier } from './multipage-names.ts';

const TOP = 10;
const FOOT = 16;
const H = { band: 30, head1: 50, headN: 8, th: 8, r1: 5.4, r2: 8.8, carry: 6.5, brought: 6.5, totals: 64 };
const FLOW = 297 - TOP - FOOT - 2;
const GEOMETRY: Geometry = { first: FLOW - H.band - H.head1 - H.th, next: FLOW - H.band - H.headN - H.th, carry: H.carry, brought: H.brought, totals: H.totals };
const COLS: Col[] = [{ w: 21 }, { w: 82 }, { w: 13, a: 'ar' }, { w: 20, a: 'ar' }, { w: 14, a: 'ar' }, { w: 24, a: 'ar' }];

const css = (accent: string, soft: string) => `
body { font-family: 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif; font-stretch: condensed; font-size: 7.8pt; color: #262626 }
.stripe { position: absolute; top: 0; left: 0; width: 9mm; height: 297mm; background: ${accent} }
.reg { position: absolute; left: 2.6mm; top: 15mm; width: 4mm; height: 267mm; writing-mode: vertical-rl; transform: rotate(180deg); text-align: center; font-size: 5.8pt; line-height: 4mm; color: #fff; white-space: nowrap; overflow: hidden }
.flow { position: absolute; top: ${TOP}mm; left: 22mm; width: 174mm }
.band { position: relative; height: ${H.band}mm; border-bottom: 0.5mm solid ${accent} }
.mark { position: absolute; top: 1mm; left: 0; width: 14mm; height: 14mm; display: grid; grid-template-columns: 1fr 1fr; gap: 0.8mm }
.mark div { border-radius: 1mm; background: #d4d4d4 } .mark .a { background: ${accent} } .mark .b { background: ${soft} }
.sup { position: absolute; top: 0; left: 18mm; width: 92mm; line-height: 3.5mm; font-size: 7.2pt } .sup .n { font-size: 11pt; font-weight: bold; line-height: 5.5mm }
.doc { position: absolute; top: 0; right: 0; width: 60mm; text-align: right } .doc .t { font-size: 20pt; font-weight: bold; color: ${accent}; line-height: 9mm; letter-spacing: 0.6mm }
.doc .d { font-size: 7.6pt; line-height: 3.8mm }
.hd1 { position: relative; height: ${H.head1}mm }
.cli { position: absolute; top: 2mm; left: 0; width: 95mm; height: 34mm; background: ${soft}; border-radius: 2.5mm; padding: 2mm 3.5mm; line-height: 3.9mm; font-size: 8pt }
.cli .h, .dat .h { font-size: 6.4pt; font-weight: bold; color: ${accent}; text-transform: uppercase; letter-spacing: 0.3mm }
.dat { position: absolute; top: 2mm; right: 0; width: 74mm; height: 34mm; border: 0.3mm solid ${accent}; border-radius: 2.5mm; padding: 2mm 3.5mm }
.dat .h { height: 3.6mm; line-height: 3.6mm } .dat .dr { display: flex; height: 4.1mm; line-height: 4.1mm } .dat .dl0 { width: 28mm; color: #555 } .dat .dv { width: 38mm; font-weight: bold }
.intro { position: absolute; top: 39.5mm; left: 0; width: 174mm; height: 10mm; line-height: 4mm; font-size: 7.6pt; color: #444 }
.hdn { height: ${H.headN}mm; line-height: 7mm; font-size: 8pt; color: #555 }
.th { display: flex; height: ${H.th}mm; align-items: center; background: ${soft}; border-radius: 2mm; font-weight: bold; font-size: 7.2pt; color: ${accent}; text-transform: uppercase }
.th .c, .r1 .c, .r2 .c, .bf .c, .cf .c { padding: 0 1.2mm }
.r1, .r2 { display: flex; padding-top: 1mm; line-height: 3.6mm; border-bottom: 0.15mm dotted #aaa } .r1 { height: ${H.r1}mm } .r2 { height: ${H.r2}mm }
.dt { font-size: 6.8pt; color: #666 }
.bf, .cf { display: flex; height: ${H.carry}mm; align-items: center; font-weight: bold; color: ${accent} } .cf { border-top: 0.4mm solid ${accent} } .bf { border-bottom: 0.4mm solid ${accent} }
.tot { height: ${H.totals}mm; position: relative; padding-top: 5mm }
.band2 { display: flex; border: 0.35mm solid ${accent}; border-radius: 2mm; overflow: hidden }
.band2 .k { flex: 1 1 0; border-right: 0.25mm solid ${accent}; text-align: right; padding: 0 2mm } .band2 .k:last-child { border-right: 0; background: ${accent}; color: #fff }
.band2 .l { font-size: 6.2pt; text-transform: uppercase; height: 4.5mm; line-height: 4.5mm; color: inherit; opacity: 0.85 } .band2 .v { font-size: 9pt; font-weight: bold; height: 6mm; line-height: 6mm }
.pago { margin-top: 5mm; height: 24mm; background: ${soft}; border-radius: 2.5mm; padding: 2.5mm 4mm; line-height: 4.2mm }
.gracias { margin-top: 3mm; height: 8mm; line-height: 4mm; font-style: italic; color: #555 }
.foot { position: absolute; left: 22mm; width: 174mm; bottom: 5mm; height: 11mm; border-top: 0.2mm solid #bbb; padding-top: 1mm; font-size: 5.9pt; line-height: 2.8mm; color: #666 }
`;

export function spanishHardwareInvoice(random: Random, _index: number): Built {
  const [accent, soft] = pick(random, [['#d35400', '#fdf0e6'], ['#6a1b9a', '#f3e8f7'], ['#00796b', '#e3f2f0'], ['#c0392b', '#fbeceb']]);
  const supplier = esSupplier(random);
  const customer = esCustomer(random);
  const cif = spanishVat(random, 'B');
  const vatPrinted = chance(random, 0.5) ? cif : cif.slice(2);
  const customerCif = spanishVat(random, pick(random, ['A', 'B'])).slice(2);
  const bank = spanishBank(random);
  const date = drawDate(random);
  const longDate = chance(random, 0.3);
  const number = pick(random, [`FV${date.slice(2, 4)}-${digits(random, 5)}`, `A-${date.slice(0, 4)}/${digits(random, 4)}`, `${date.slice(0, 4)}/${int(random, 100, 3999)}`]);
  const po = chance(random, 0.7) ? pick(random, [`PED-${digits(random, 5)}`, `${digits(random, 6)}`, `OC ${date.slice(0, 4)}-${digits(random, 3)}`]) : null;
  const dueDays = pick(random, [30, 30, 60, 15]);
  const due = addDays(date, dueDays);
  const registry = `Inscrita en el Registro Mercantil de ${supplier.province}, Tomo ${int(random, 1000, 40000)}, Folio ${int(random, 1, 220)}, Hoja ${supplier.province.slice(0, 1)}-${digits(random, 6)}, Inscripción 1ª · CIF ${cif.slice(2)}`;
  const albaran = `ALB-${digits(random, 6)}`;
  const customerNo = `${int(random, 4300, 4399)}${digits(random, 4)}`;
  const target = chance(random, 0.5) ? 2 : 3;

  const pool = spanishHardwareItems(random, 70);
  const slotsOf = (items: Item[]): Slot<Item>[] => items.map((item) => ({ height: item.lines.length > 1 ? H.r2 : H.r1, item }));
  const count = chooseCount(random, target, 25, 70, (n) => slotsOf(pool.slice(0, n)), GEOMETRY);
  const items = pool.slice(0, count);
  const pages = paginate(slotsOf(items), GEOMETRY);
  const deposit = chance(random, 0.25) ? drawDeposit(random, computeTotals(items).total) : 0;
  const totals = computeTotals(items, deposit);

  const P = pages.length;
  const m = (c: number) => fc(c, 'de');
  const dateText = longDate ? dateLong(date, 'es') : dateSlash(date);
  const band = (k: number) => `<div class="band fx"><div class="mark"><div class="a"></div><div></div><div class="b"></div><div class="a"></div></div>
    <div class="sup"><div class="n c">${esc(supplier.name)}</div>NIF: ${vatPrinted}<br>${esc(supplier.place.street)} · ${supplier.place.postcode} ${esc(supplier.place.city)}<br>Tel. ${supplier.phone} · ${supplier.email}<br>${supplier.web}</div>
    <div class="doc"><div class="t">FACTURA</div><div class="d">Nº ${esc(number)}<br>Fecha: ${dateText}<br>Página ${k + 1} de ${P}</div></div></div>`;
  const datRows: [string, string][] = [['Nº de factura', number], ['Fecha', dateSlash(date)], ['Vencimiento', dateSlash(due)], ...(po ? [['Su pedido', po] as [string, string]] : []), ['Albarán', albaran], ['Nº cliente', customerNo]];
  const head1 = `<div class="hd1 fx">
    <div class="cli fx"><div class="h">Datos del cliente</div>${customer.lines.map((l, i) => `<div class="c">${i === 0 ? `<b>${esc(l)}</b>` : esc(l)}</div>`).join('')}<div class="c">NIF: ${customerCif}</div></div>
    <div class="dat fx"><div class="h">Datos de la factura</div>${datRows.map(([l, v]) => `<div class="dr"><div class="dl0 c">${l}</div><div class="dv c">${esc(v)}</div></div>`).join('')}</div>
    <div class="intro">Le facturamos el siguiente material y servicios, entregados según albarán ${albaran}. Los equipos incluyen la garantía del fabricante; los números de serie figuran bajo cada equipo.</div></div>`;
  const headN = `<div class="hdn c">Factura ${esc(number)} (continuación)</div>`;
  const th = flexRow(COLS, ['Referencia', 'Descripción', 'Cant.', 'Precio', 'Dto.', 'Importe'], 'th');
  const row = (item: Item) => flexRow(COLS, [esc(item.article), descHtml(item.lines), fq(item.qty ?? 0, 'de'), m(item.price ?? 0), item.discount ? `${item.discount}%` : '', m(item.amount)], item.lines.length > 1 ? 'r2' : 'r1');
  const carry = (text: string, value: number, cls: string) => flexRow([{ w: 150, a: 'ar' }, { w: 24, a: 'ar' }], [text, m(value)], cls);

  const cell = (label: string, value: string) => `<div class="k"><div class="l c">${label}</div><div class="v c">${value}</div></div>`;
  const t = totals.taxes[0];
  const totalsBlock = `<div class="tot fx"><div class="band2">${cell('Base imponible', m(totals.subtotal))}${cell('% IVA', `${t.rate} %`)}${cell('Cuota IVA', m(totals.tax))}${cell('Total factura', `${m(totals.total)} €`)}
      ${deposit ? `${cell('Anticipo recibido', `-${m(deposit)} €`)}${cell('Total a pagar', `${m(totals.due)} €`)}` : ''}</div>
    <div class="pago fx"><b>Forma de pago:</b> transferencia bancaria a ${dueDays} días · <b>Vencimiento:</b> ${dateSlash(due)}<br>
      Entidad: ${esc(bank.name)} · IBAN: ${groupIban(bank.iban)} · BIC: ${bank.bic}<br>Indique en el concepto el número de factura ${esc(number)}.
      ${chance(random, 0.5) ? '<br>Garantía de los equipos: 3 años (conforme a la normativa vigente), salvo indicación del fabricante.' : ''}</div>
    <div class="gracias">Gracias por su confianza.</div></div>`;
  const footer = `<div class="foot fx">De conformidad con el Reglamento (UE) 2016/679 (RGPD), le informamos de que sus datos se tratan por ${esc(supplier.name)} para la gestión de la relación comercial.
    Puede ejercer sus derechos de acceso, rectificación y supresión dirigiéndose a ${supplier.email}.</div>`;

  const html = pages.map((slots, k) => {
    const parts = [band(k), k === 0 ? head1 : headN, th];
    if (k > 0) parts.push(carry('Suma anterior', carriedBefore(pages, k), 'bf'));
    for (const slot of slots) if (slot.item) parts.push(row(slot.item));
    parts.push(k < P - 1 ? carry('Suma y sigue', carriedBefore(pages, k + 1), 'cf') : totalsBlock);
    return `<div class="stripe"></div><div class="reg">${esc(registry)}</div><div class="flow">${parts.join('\n')}</div>${footer}`;
  });

  return {
    language: 'es',
    css: css(accent, soft),
    pages: html,
    fields: {
      supplier_name: supplier.name, supplier_tax_id: vatPrinted, customer_name: customer.name, invoice_number: number, ...(po ? { po_number: po } : {}),
      date, due_date: due, currency: 'EUR', subtotal: money(totals.subtotal), total_tax: money(totals.tax), total_amount: money(totals.total),
      amount_due: money(totals.due), iban: bank.iban,
    },
    line_items: lineItems(items),
  };
}
