/**
 * An Italian food wholesaler's deferred invoice to a restaurant (fattura differita, 10 % / 22 %), as Italian
 * accounting software prints the courtesy copy: the same header on every page (logo, supplier, "Spett.le" box,
 * a boxed grid with number, date, page, payment terms, bank and IBAN), a fully ruled table grouped by DDT,
 * "A riportare" / "Riporto" across pages, VAT summary, totals and due date on the last page.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, carriedBefore, chooseCount, computeTotals, dateSlash, descHtml, drawDate, drawDeposit, endOfMonthPlus, esc, fc, flexRow, fmt, fq, lineItems,
  money, paginate, type Built, type Col, type Geometry, type Item, type Slot,
} from './multipage-common.ts';
import { groupIban, italianBank, italianVat } from './multipage-ids.ts';
import { italianFoodItems } from './multipage-items-a.ts';
import { itCustomer, itSupplier } from './multipage-names.ts';

const TOP = 10;
const FOOT = 14;
const H = { head: 64, th: 7, r1: 5, r2: 8.4, ddt: 5.4, carry: 6, brought: 6, totals: 72 };
const FLOW = 297 - TOP - FOOT - 2;
const GEOMETRY: Geometry = { first: FLOW - H.head - H.th, next: FLOW - H.head - H.th, carry: H.carry, brought: H.brought, totals: H.totals };
const COLS: Col[] = [{ w: 18 }, { w: 78 }, { w: 9, a: 'ac' }, { w: 16, a: 'ar' }, { w: 18, a: 'ar' }, { w: 10, a: 'ar' }, { w: 22, a: 'ar' }, { w: 11, a: 'ac' }];

const css = (accent: string) => `
body { font-family: 'Liberation Sans', sans-serif; font-size: 8pt; color: #111 }
.flow { position: absolute; top: ${TOP}mm; left: 14mm; width: 182mm }
.hd { position: relative; height: ${H.head}mm }
.sup { position: absolute; top: 0; left: 0; width: 100mm; height: 36mm; line-height: 3.7mm; font-size: 7.6pt }
.sup .top { display: flex; align-items: center; gap: 3mm; height: 12mm; margin-bottom: 1mm }
.logo { width: 12mm; height: 12mm; display: flex; flex: none } .logo div { width: 4mm; height: 12mm } .logo .g { background: #2e8b3d } .logo .w { background: #fff; border-top: 0.3mm solid #ccc; border-bottom: 0.3mm solid #ccc; font: bold 9pt/12mm 'Liberation Serif', serif; text-align: center; color: ${accent} } .logo .r { background: #c62828 }
.sup .n { font-size: 12pt; font-weight: bold; color: ${accent}; width: 85mm }
.cust { position: absolute; top: 0; right: 0; width: 78mm; height: 36mm; border: 0.3mm solid #333; padding: 1.5mm 3mm; line-height: 4mm; font-size: 8.4pt }
.cust .h { font-size: 7pt; font-style: italic; color: #555 }
.grid { position: absolute; top: 39mm; left: 0; width: 182mm; border: 0.3mm solid #333 }
.gr { display: flex; height: 7.5mm; border-bottom: 0.2mm solid #333 } .gr:last-child { border-bottom: 0 }
.gc { border-right: 0.2mm solid #333; padding: 0.4mm 1.2mm } .gc:last-child { border-right: 0 }
.gc .l { font-size: 5.8pt; color: #555; text-transform: uppercase; height: 2.6mm; line-height: 2.6mm } .gc .v { font-weight: bold; height: 4mm; line-height: 4mm }
.th { display: flex; height: ${H.th}mm; align-items: center; background: #e4e4e4; border: 0.3mm solid #333; font-weight: bold; font-size: 7.2pt }
.th .c, .r1 .c, .r2 .c, .ddt .c, .bf .c, .cf .c { border-right: 0.2mm solid #777; padding: 0 1mm; height: 100% }
.th .c { line-height: ${H.th - 0.6}mm } .c:last-child { border-right: 0 !important }
.r1, .r2, .ddt { display: flex; border-left: 0.3mm solid #333; border-right: 0.3mm solid #333; border-bottom: 0.1mm solid #ddd; padding-top: 0 } .r1 { height: ${H.r1}mm } .r2 { height: ${H.r2}mm }
.r1 .c, .r2 .c { padding-top: 0.8mm; line-height: 3.5mm } .dt { font-size: 7pt; color: #555 }
.ddt { height: ${H.ddt}mm; font-weight: bold; font-style: italic } .ddt .c { line-height: ${H.ddt}mm }
.bf, .cf { display: flex; height: ${H.carry}mm; border: 0.3mm solid #333; font-weight: bold; background: #f3f3f3 } .bf .c, .cf .c { line-height: ${H.carry - 0.6}mm }
.tot { height: ${H.totals}mm; position: relative; border-top: 0.3mm solid #333 }
.riep { position: absolute; top: 4mm; left: 0; width: 100mm; border: 0.3mm solid #333 } .riep .t { background: #e4e4e4; font-weight: bold; padding: 0 1.5mm; height: 5mm; line-height: 5mm }
.riep .rr { display: flex; height: 4.8mm; line-height: 4.8mm; border-top: 0.2mm solid #999 } .riep .rr div { padding: 0 1.5mm; text-align: right } .riep .rr .d { width: 46mm; text-align: left }
.riep .rr .a { width: 12mm } .riep .rr .i, .riep .rr .s { width: 21mm }
.boxes { position: absolute; top: 4mm; right: 0; width: 76mm } .bx { display: flex; justify-content: space-between; height: 6mm; line-height: 6mm; border: 0.3mm solid #333; border-top: 0; padding: 0 2mm } .bx:first-child { border-top: 0.3mm solid #333 }
.bx.big { font-weight: bold; font-size: 9.5pt; background: #f3f3f3 }
.scad { position: absolute; top: 38mm; left: 0; width: 182mm; height: 11mm; border: 0.3mm solid #333; padding: 1mm 2mm; line-height: 4.2mm }
.note { position: absolute; top: 52mm; left: 0; width: 182mm; height: 18mm; font-size: 6.8pt; line-height: 3.3mm; color: #444 }
.foot { position: absolute; left: 14mm; width: 182mm; bottom: 5mm; height: 8mm; border-top: 0.2mm solid #999; padding-top: 1mm; font-size: 6.3pt; line-height: 3mm; color: #555; text-align: center }
`;

const gridCell = (label: string, value: string, width: number) => `<div class="gc" style="width:${width}mm"><div class="l c">${label}</div><div class="v c">${value}</div></div>`;

interface Row { item: Item | null; ddt: string | null }

export function italianFoodInvoice(random: Random, _index: number): Built {
  const accent = pick(random, ['#14532d', '#7f1d1d', '#1e3a8a', '#3f3f46']);
  const supplier = itSupplier(random);
  const customer = itCustomer(random);
  const vat = italianVat(random);
  const printVatWithPrefix = chance(random, 0.6);
  const customerVat = italianVat(random).slice(2);
  const bank = italianBank(random);
  const date = drawDate(random);
  const year = date.slice(0, 4);
  const number = pick(random, [`${int(random, 12, 1900)}/${year}`, `FT ${year}/${String(int(random, 12, 1900)).padStart(4, '0')}`, `${int(random, 12, 1900)}/E`]);
  const po = chance(random, 0.6) ? pick(random, [`OC/${year}/${int(random, 10, 400)}`, `WEB-${digits(random, 5)}`, `ORD ${digits(random, 4)}`]) : null;
  const terms = pick(random, [{ text: 'Bonifico bancario 30 gg d.f.f.m.', due: endOfMonthPlus(date, 30) }, { text: 'Bonifico bancario 60 gg d.f.', due: addDays(date, 60) }, { text: 'Rimessa diretta 15 gg d.f.', due: addDays(date, 15) }, { text: 'Ri.Ba. 30 gg d.f.f.m.', due: endOfMonthPlus(date, 30) }]);
  const customerCode = `${int(random, 1, 9)}${digits(random, 3)}`;
  const sdi = Array.from({ length: 7 }, () => pick(random, [...'ABCDEFGHKLMNPRSTUVWXZ0123456789'])).join('');
  const rea = digits(random, 6);
  const capital = pick(random, ['10.000,00', '50.000,00', '100.000,00']);
  const agent = pick(random, ['Diretto', 'Sig. Bruno', 'Sig.ra Greco']);
  const target = chance(random, 0.5) ? 2 : 3;

  const pool = italianFoodItems(random, date, 70);
  // DDT groups over the pool: a header before the first item of each delivery, delivery dates rising to the invoice date.
  const starts = new Map<number, string>();
  let ddtDate = addDays(date, -int(random, 20, 28));
  let ddtNumber = int(random, 40, 900);
  for (let i = 0; i < pool.length; i += int(random, 5, 16)) {
    starts.set(i, `DDT n. ${ddtNumber} del ${dateSlash(ddtDate)}`);
    ddtNumber += int(random, 3, 40);
    ddtDate = addDays(ddtDate, int(random, 2, 6));
  }
  const slotsOf = (n: number): Slot<Row>[] => pool.slice(0, n).flatMap((item, i) => {
    const row: Slot<Row> = { height: item.lines.length > 1 ? H.r2 : H.r1, item: { item, ddt: null } };
    const header = starts.get(i);
    return header ? [{ height: H.ddt, item: { item: null, ddt: header }, keepWithNext: true }, row] : [row];
  });
  const count = chooseCount(random, target, 25, 70, slotsOf, GEOMETRY);
  const items = pool.slice(0, count);
  const pages = paginate(slotsOf(count), GEOMETRY).map((page) => page.map((slot) => ({ ...slot, item: slot.item ? { ...slot.item, amount: slot.item.item?.amount ?? 0 } : null })));
  const deposit = chance(random, 0.2) ? drawDeposit(random, computeTotals(items).total) : 0;
  const totals = computeTotals(items, deposit);

  const P = pages.length;
  const m = (c: number) => fc(c, 'de');
  const vatPrinted = printVatWithPrefix ? vat : vat.slice(2);
  const initial = supplier.short.replace(/^(Ingrosso Alimentare|Distribuzione Alimenti|Ho\.Re\.Ca\.)\s+/, '').slice(0, 1);
  const header = (k: number) => `<div class="hd fx">
    <div class="sup fx"><div class="top"><div class="logo"><div class="g"></div><div class="w">${initial}</div><div class="r"></div></div><div class="n c">${esc(supplier.name)}</div></div>
      <div class="c">${esc(supplier.place.street)} – ${supplier.place.postcode} ${esc(supplier.place.city)} (${supplier.province})</div>
      <div class="c">Tel. ${supplier.phone} – ${supplier.email}</div><div class="c">PEC: ${supplier.email.replace(/^[^@]+@/, '').replace(/\..*$/, '')}@pec.it</div>
      <div class="c">P.IVA e C.F. ${vatPrinted} – REA ${supplier.province}-${rea}</div><div class="c">Cap. soc. € ${capital} i.v.</div></div>
    <div class="cust fx"><div class="h">Spett.le</div>${customer.lines.map((l) => `<div class="c"><b>${esc(l)}</b></div>`).join('')}<div class="c">P.IVA ${customerVat}</div><div class="c">Cod. destinatario SDI: ${sdi}</div></div>
    <div class="grid"><div class="gr">${gridCell('Tipo documento', 'FATTURA DIFFERITA', 42)}${gridCell('Numero', esc(number), 34)}${gridCell('Data', dateSlash(date), 30)}${gridCell('Cod. cliente', customerCode, 28)}${gridCell('Pagina', `Pag. ${k + 1} di ${P}`, 48)}</div>
      <div class="gr">${gridCell('Pagamento', terms.text, 62)}${gridCell('Banca d\'appoggio', esc(bank.name), 44)}${gridCell('IBAN', groupIban(bank.iban), 76)}</div>
      <div class="gr">${gridCell('Vs. rif. ordine', po ? esc(po) : '—', 42)}${gridCell('Agente', agent, 34)}${gridCell('Porto', 'Franco', 30)}${gridCell('Causale', 'Vendita', 28)}${gridCell('Valuta', 'EUR', 48)}</div></div></div>`;
  const th = flexRow(COLS, ['Codice', 'Descrizione', 'U.M.', 'Quantità', 'Prezzo', 'Sc.%', 'Importo', 'IVA'], 'th');
  const row = (item: Item) => flexRow(COLS, [esc(item.article), descHtml(item.lines), esc(item.unit ?? ''), fq(item.qty ?? 0, 'de', 2), fmt((item.price ?? 0) / 100, 'de', 3), item.discount ? fmt(item.discount, 'de', 2) : '', m(item.amount), String(item.rate)], item.lines.length > 1 ? 'r2' : 'r1');
  const ddtRow = (text: string) => flexRow(COLS, ['', esc(text), '', '', '', '', '', ''], 'ddt');
  const carry = (text: string, value: number, cls: string) => flexRow([{ w: 149, a: 'ar' }, { w: 22, a: 'ar' }, { w: 11 }], [text, m(value), ''], cls);

  const names: Record<number, string> = { 22: 'Aliquota ordinaria', 10: 'Aliquota ridotta' };
  const totalsBlock = `<div class="tot fx">
    <div class="riep"><div class="t">Riepilogo IVA</div><div class="rr"><div class="a">Aliq.</div><div class="d">Descrizione</div><div class="i">Imponibile</div><div class="s">Imposta</div></div>
      ${totals.taxes.map((t) => `<div class="rr"><div class="a">${t.rate}%</div><div class="d">${names[t.rate]} ${t.rate}%</div><div class="i">${m(t.base)}</div><div class="s">${m(t.tax)}</div></div>`).join('')}</div>
    <div class="boxes"><div class="bx"><span>Totale imponibile</span><span>€ ${m(totals.subtotal)}</span></div><div class="bx"><span>Totale IVA</span><span>€ ${m(totals.tax)}</span></div>
      <div class="bx big"><span>Totale documento</span><span>€ ${m(totals.total)}</span></div>
      ${deposit ? `<div class="bx"><span>Acconto ricevuto</span><span>€ -${m(deposit)}</span></div><div class="bx big"><span>Netto a pagare</span><span>€ ${m(totals.due)}</span></div>` : ''}</div>
    <div class="scad"><b>Scadenze:</b> ${dateSlash(terms.due)} – € ${m(totals.due)} – ${terms.text}<br>Coordinate bancarie: ${esc(bank.name)} – IBAN ${groupIban(bank.iban)} – BIC ${bank.bic}</div>
    <div class="note">Contributo CONAI assolto ove dovuto. Merce consegnata con i documenti di trasporto sopra indicati; eventuali contestazioni entro 8 giorni dal ricevimento.<br>
      Copia di cortesia: l'originale della fattura elettronica è stato trasmesso tramite il Sistema di Interscambio ed è disponibile nell'area riservata dell'Agenzia delle Entrate.</div></div>`;
  const footer = `<div class="foot fx">${esc(supplier.name)} – Sede legale ${esc(supplier.place.street)}, ${supplier.place.postcode} ${esc(supplier.place.city)} – Registro Imprese di ${esc(supplier.place.city)} n. ${vat.slice(2)}</div>`;

  const html = pages.map((slots, k) => {
    const parts = [header(k), th];
    if (k > 0) parts.push(carry('Riporto', carriedBefore(pages, k), 'bf'));
    for (const slot of slots) if (slot.item) parts.push(slot.item.item ? row(slot.item.item) : ddtRow(slot.item.ddt ?? ''));
    parts.push(k < P - 1 ? carry('A riportare', carriedBefore(pages, k + 1), 'cf') : totalsBlock);
    return `<div class="flow">${parts.join('\n')}</div>${footer}`;
  });

  return {
    language: 'it',
    css: css(accent),
    pages: html,
    fields: {
      supplier_name: supplier.name, supplier_tax_id: vatPrinted, customer_name: customer.name, invoice_number: number, ...(po ? { po_number: po } : {}),
      date, due_date: terms.due, currency: 'EUR', subtotal: money(totals.subtotal), total_tax: money(totals.tax), total_amount: money(totals.total),
      amount_due: money(totals.due), iban: bank.iban,
    },
    line_items: lineItems(items),
  };
}
