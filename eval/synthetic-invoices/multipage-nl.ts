/**
 * A Dutch garden wholesaler's invoice (plants at 9 %, hard goods at 21 %): full letterhead with a leaf logo and the
 * company column on page 1 only, a compact running head "pagina n van N" after that, a light table with the rate
 * per row, "Transport" at the bottom and top of each page, a green totals panel on the left with btw per rate and
 * an optional aanbetaling, the payment request beside it, and KvK / BTW / IBAN in the footer of every page.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, carriedBefore, chooseCount, computeTotals, dateDashShort, dateLong, descHtml, drawDate, drawDeposit, esc, fc, flexRow, fq, lineItems,
  money, paginate, type Built, type Col, type Geometry, type Item, type Slot,
} from './multipage-common.ts';
import { dutchBank, dutchVat, groupIban } from './multipage-ids.ts';
import { dutchGardenItems } from './multipage-items-b.ts';
import { nlCustomer, nlSupplier } from './multipage-names.ts';

const TOP = 12;
const FOOT = 14;
const H = { head1: 100, headN: 14, th: 7, r1: 5, r2: 8.4, carry: 6, brought: 6, totals: 64 };
const FLOW = 297 - TOP - FOOT - 2;
const GEOMETRY: Geometry = { first: FLOW - H.head1 - H.th, next: FLOW - H.headN - H.th, carry: H.carry, brought: H.brought, totals: H.totals };
const COLS: Col[] = [{ w: 18 }, { w: 76 }, { w: 13, a: 'ar' }, { w: 11, a: 'ac' }, { w: 18, a: 'ar' }, { w: 22, a: 'ar' }, { w: 12, a: 'ar' }];

const css = (green: string, pale: string) => `
body { font-family: 'Liberation Sans', sans-serif; font-size: 8.2pt; color: #2b2b2b }
.flow { position: absolute; top: ${TOP}mm; left: 20mm; width: 170mm }
.hd1 { position: relative; height: ${H.head1}mm }
.brand { position: absolute; top: 0; left: 0; width: 100mm; height: 22mm; display: flex; align-items: center; gap: 3.5mm }
.leaf { position: relative; width: 15mm; height: 15mm; flex: none } .leaf .a { position: absolute; left: 0; top: 2mm; width: 9mm; height: 12mm; background: ${green}; border-radius: 0 80% 0 80% }
.leaf .b { position: absolute; left: 6mm; top: 0; width: 8mm; height: 11mm; background: #8bc34a; border-radius: 80% 0 80% 0; opacity: 0.9 }
.brand .n { font-size: 14pt; font-weight: bold; color: ${green}; line-height: 6mm } .brand .s { font-size: 7.4pt; color: #666; line-height: 3.6mm }
.company { position: absolute; top: 0; right: 0; width: 58mm; height: 34mm; font-size: 7.2pt; line-height: 3.55mm; color: #444 } .company b { color: #222 }
.to { position: absolute; top: 40mm; left: 0; width: 90mm; height: 24mm; font-size: 9pt; line-height: 4.4mm }
.title { position: absolute; top: 66mm; left: 0; width: 170mm; height: 9mm; font-size: 17pt; font-weight: bold; color: ${green} }
.meta { position: absolute; top: 77mm; left: 0; width: 170mm; display: flex; flex-wrap: wrap; height: 19mm }
.meta .p { width: 85mm; display: flex; height: 4.7mm; line-height: 4.7mm } .meta .l { width: 35mm; color: #666 } .meta .v { width: 50mm; font-weight: bold }
.hdn { height: ${H.headN}mm; display: flex; align-items: center; gap: 3mm; border-bottom: 0.3mm solid ${green}; margin-bottom: 1mm }
.hdn .leaf { transform: scale(0.55); transform-origin: left top; width: 9mm; height: 9mm } .hdn .x { margin-left: auto; font-size: 8pt; color: #555 }
.th { display: flex; height: ${H.th}mm; align-items: center; background: #eeeeee; font-weight: bold; font-size: 7.6pt; border-bottom: 0.3mm solid #999 }
.th .c, .r1 .c, .r2 .c, .bf .c, .cf .c { padding: 0 1.2mm }
.r1, .r2 { display: flex; padding-top: 0.9mm; line-height: 3.5mm; border-bottom: 0.15mm solid #e2e2e2 } .r1 { height: ${H.r1}mm } .r2 { height: ${H.r2}mm }
.dt { font-size: 7pt; color: #777; font-style: italic }
.bf, .cf { display: flex; height: ${H.carry}mm; align-items: center; font-style: italic; color: #333; background: ${pale} }
.tot { height: ${H.totals}mm; position: relative }
.panel { position: absolute; top: 5mm; left: 0; width: 82mm; background: ${pale}; border-left: 1.4mm solid ${green}; padding: 2mm 3mm }
.panel .tr { display: flex; justify-content: space-between; height: 5.2mm; line-height: 5.2mm } .panel .big { font-weight: bold; font-size: 9.5pt; border-top: 0.3mm solid ${green} }
.ask { position: absolute; top: 5mm; left: 90mm; width: 80mm; height: 56mm; line-height: 4.2mm; font-size: 7.8pt }
.foot { position: absolute; left: 20mm; width: 170mm; bottom: 6mm; height: 8mm; border-top: 0.3mm solid ${green}; padding-top: 1.3mm; font-size: 6.8pt; line-height: 3.2mm; color: #555; text-align: center }
`;

export function dutchGardenInvoice(random: Random, _index: number): Built {
  const [green, pale] = pick(random, [['#2e7d32', '#eef6ee'], ['#33691e', '#f1f6e9'], ['#00695c', '#e8f4f2']]);
  const supplier = nlSupplier(random);
  const customer = nlCustomer(random);
  const vat = dutchVat(random);
  const kvk = digits(random, 8);
  const bank = dutchBank(random);
  const date = drawDate(random);
  const longDate = chance(random, 0.35);
  const number = pick(random, [`${date.slice(0, 4)}-${digits(random, 4)}`, `F${date.slice(2, 4)}${digits(random, 5)}`, `VF-${digits(random, 6)}`]);
  const po = chance(random, 0.7) ? pick(random, [`IO-${digits(random, 5)}`, `${digits(random, 7)}`, `PO${date.slice(2, 4)}-${digits(random, 3)}`]) : null;
  const poLabel = pick(random, ['Inkoopordernummer', 'Uw referentie', 'Uw ordernummer']);
  const customerNo = digits(random, 5);
  const dueDays = pick(random, [14, 30, 30, 21]);
  const due = addDays(date, dueDays);
  const deliveryDate = addDays(date, -int(random, 1, 8));
  const target = chance(random, 0.5) ? 2 : 3;

  const pool = dutchGardenItems(random, 70);
  const slotsOf = (items: Item[]): Slot<Item>[] => items.map((item) => ({ height: item.lines.length > 1 ? H.r2 : H.r1, item }));
  const count = chooseCount(random, target, 25, 70, (n) => slotsOf(pool.slice(0, n)), GEOMETRY);
  const items = pool.slice(0, count);
  const pages = paginate(slotsOf(items), GEOMETRY);
  const deposit = chance(random, 0.25) ? drawDeposit(random, computeTotals(items).total) : 0;
  const totals = computeTotals(items, deposit);
  const depositDate = addDays(date, -int(random, 10, 30));

  const P = pages.length;
  const m = (c: number) => fc(c, 'de');
  const d = (iso: string) => (longDate ? dateLong(iso, 'nl') : dateDashShort(iso));
  const leaf = '<div class="leaf"><div class="a"></div><div class="b"></div></div>';
  const metas: [string, string][] = [['Factuurnummer', number], ['Klantnummer', customerNo], ['Factuurdatum', d(date)], ['Leverdatum', d(deliveryDate)], ['Vervaldatum', d(due)], ...(po ? [[poLabel, po] as [string, string]] : [])];
  const head1 = `<div class="hd1 fx">
    <div class="brand">${leaf}<div><div class="n c">${esc(supplier.name)}</div><div class="s">Groothandel in boomkwekerij- en tuinproducten</div></div></div>
    <div class="company fx"><b>${esc(supplier.name)}</b><br>${esc(supplier.place.street)}<br>${supplier.place.postcode} ${esc(supplier.place.city)}<br>T ${supplier.phone}<br>E ${supplier.email}<br>KvK ${kvk}<br>Btw-nr. ${vat}<br>IBAN ${groupIban(bank.iban)}</div>
    <div class="to fx">${customer.lines.map((l) => `<div class="c">${esc(l)}</div>`).join('')}</div>
    <div class="title">Factuur</div>
    <div class="meta fx">${metas.map(([l, v]) => `<div class="p"><div class="l c">${l}</div><div class="v c">${esc(v)}</div></div>`).join('')}</div></div>`;
  const headN = (k: number) => `<div class="hdn fx">${leaf}<div class="c"><b>${esc(supplier.name)}</b> · Factuur ${esc(number)}</div><div class="x c">pagina ${k + 1} van ${P}</div></div>`;
  const firstPageNumber = `<div style="position:absolute;top:${TOP + H.head1 - 6}mm;right:20mm;font-size:8pt;color:#555">pagina 1 van ${P}</div>`;
  const th = flexRow(COLS, ['Artikelnr.', 'Omschrijving', 'Aantal', 'Eenh.', 'Prijs', 'Bedrag', 'Btw'], 'th');
  const row = (item: Item) => flexRow(COLS, [esc(item.article), descHtml(item.lines), fq(item.qty ?? 0, 'de'), esc(item.unit ?? ''), m(item.price ?? 0), m(item.amount), `${item.rate}%`], item.lines.length > 1 ? 'r2' : 'r1');
  const carry = (text: string, value: number, cls: string) => flexRow([{ w: 136, a: 'ar' }, { w: 22, a: 'ar' }, { w: 12 }], [text, m(value), ''], cls);

  const panel = `<div class="panel"><div class="tr"><span>Subtotaal excl. btw</span><span>€ ${m(totals.subtotal)}</span></div>
    ${totals.taxes.map((t) => `<div class="tr"><span>Btw ${t.rate}% over € ${m(t.base)}</span><span>€ ${m(t.tax)}</span></div>`).join('')}
    ${totals.taxes.length > 1 ? `<div class="tr"><span>Totaal btw</span><span>€ ${m(totals.tax)}</span></div>` : ''}
    <div class="tr big"><span>Totaal incl. btw</span><span>€ ${m(totals.total)}</span></div>
    ${deposit ? `<div class="tr"><span>Reeds betaald (aanbetaling ${dateDashShort(depositDate)})</span><span>€ -${m(deposit)}</span></div><div class="tr big"><span>Te betalen</span><span>€ ${m(totals.due)}</span></div>` : ''}</div>`;
  const ask = `<div class="ask fx">Wij verzoeken u vriendelijk het verschuldigde bedrag van <b class="nw">€ ${m(totals.due)}</b> vóór ${d(due)} over te maken op rekening
    <span class="nw">${groupIban(bank.iban)}</span> (BIC ${bank.bic}) t.n.v. ${esc(supplier.name)}, onder vermelding van factuurnummer ${esc(number)}.<br><br>
    Levering franco ${esc(customer.lines[customer.lines.length - 1].replace(/^\d{4} [A-Z]{2} /, ''))}. Fust (CC-karren en trays) wordt apart verrekend.<br>
    Op al onze leveringen zijn onze algemene leveringsvoorwaarden van toepassing, gedeponeerd bij de Kamer van Koophandel onder nummer ${kvk}.</div>`;
  const footer = `<div class="foot fx">${esc(supplier.name)} · ${esc(supplier.place.street)}, ${supplier.place.postcode} ${esc(supplier.place.city)} · KvK ${kvk}<br>Btw ${vat} · IBAN ${groupIban(bank.iban)} · BIC ${bank.bic}</div>`;

  const html = pages.map((slots, k) => {
    const parts = [k === 0 ? head1 : headN(k), th];
    if (k > 0) parts.push(carry(`Transport van pagina ${k}`, carriedBefore(pages, k), 'bf'));
    for (const slot of slots) if (slot.item) parts.push(row(slot.item));
    parts.push(k < P - 1 ? carry('Transport', carriedBefore(pages, k + 1), 'cf') : `<div class="tot fx">${panel}${ask}</div>`);
    return `<div class="flow">${parts.join('\n')}</div>${k === 0 ? firstPageNumber : ''}${footer}`;
  });

  return {
    language: 'nl',
    css: css(green, pale),
    pages: html,
    fields: {
      supplier_name: supplier.name, supplier_tax_id: vat, customer_name: customer.name, invoice_number: number, ...(po ? { po_number: po } : {}),
      date, due_date: due, currency: 'EUR', subtotal: money(totals.subtotal), total_tax: money(totals.tax), total_amount: money(totals.total),
      amount_due: money(totals.due), iban: bank.iban,
    },
    line_items: lineItems(items),
  };
}
