/**
 * A British (GBP, VAT 20 %) or Irish (EUR, VAT 23 %) freight forwarder's invoice with many shipment lines: a dark
 * band with the brand, legal name, VAT number and "INVOICE · Page n of N" on every page, job references in a
 * monospace column, VAT codes S / Z per line (international freight zero-rated), "Carried forward" / "Brought
 * forward" across pages, a VAT analysis, totals and BACS details on the last page, trading conditions and the
 * company registration in the footer of every page.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, carriedBefore, chooseCount, computeTotals, dateLong, dateSlash, descHtml, drawDate, drawDeposit, esc, fc, flexRow, fq, lineItems, money,
  paginate, type Built, type Col, type Geometry, type Item, type Slot,
} from './multipage-common.ts';
import { britishBank, britishVat, groupIban, irishVat } from './multipage-ids.ts';
import { freightItems } from './multipage-items-b.ts';
import { enCustomer, enForwarder } from './multipage-names.ts';

const TOP = 31;
const FOOT = 15;
const H = { head1: 50, headN: 8, th: 7, r1: 5.2, r2: 8.8, carry: 6, brought: 6, totals: 80 };
const FLOW = 297 - TOP - FOOT - 2;
const GEOMETRY: Geometry = { first: FLOW - H.head1 - H.th, next: FLOW - H.headN - H.th, carry: H.carry, brought: H.brought, totals: H.totals };
const COLS: Col[] = [{ w: 21 }, { w: 83 }, { w: 13, a: 'ar' }, { w: 12, a: 'ac' }, { w: 15, a: 'ar' }, { w: 10, a: 'ac' }, { w: 20, a: 'ar' }];

const css = (navy: string, accent: string) => `
body { font-family: 'Liberation Sans', sans-serif; font-size: 8pt; color: #1f2933 }
.band { position: absolute; top: 0; left: 0; width: 210mm; height: 25mm; background: ${navy}; color: #fff; padding: 4mm 18mm 0 18mm }
.arrow { position: absolute; top: 5mm; left: 18mm; width: 0; height: 0; border-top: 7mm solid transparent; border-bottom: 7mm solid transparent; border-left: 11mm solid ${accent} }
.arrow2 { position: absolute; top: 5mm; left: 23mm; width: 0; height: 0; border-top: 7mm solid transparent; border-bottom: 7mm solid transparent; border-left: 11mm solid #fff; opacity: 0.85 }
.brand { position: absolute; top: 4mm; left: 38mm; width: 110mm } .brand .b { font: bold 17pt/8mm 'DejaVu Serif', serif; letter-spacing: 0.8mm }
.brand .l { font-size: 7.2pt; line-height: 3.5mm; opacity: 0.9 }
.inv { position: absolute; top: 4mm; right: 18mm; width: 45mm; text-align: right } .inv .t { font-size: 15pt; font-weight: bold; letter-spacing: 1.5mm; line-height: 8mm; color: ${accent} } .inv .p { font-size: 8pt }
.flow { position: absolute; top: ${TOP}mm; left: 18mm; width: 174mm }
.hd1 { position: relative; height: ${H.head1}mm }
.to { position: absolute; top: 0; left: 0; width: 80mm; height: 34mm; line-height: 4.2mm; font-size: 8.6pt }
.to .h, .det .h { font-size: 6.8pt; font-weight: bold; text-transform: uppercase; color: ${navy}; letter-spacing: 0.4mm; border-bottom: 0.3mm solid ${accent}; margin-bottom: 1.2mm; height: 4mm }
.det { position: absolute; top: 0; right: 0; width: 84mm; height: 40mm }
.det .r { display: flex; height: 4.4mm; line-height: 4.4mm } .det .k { width: 34mm; color: #52606d } .det .v { width: 50mm; font-weight: bold; text-align: right }
.svc { position: absolute; top: 42mm; left: 0; width: 174mm; height: 6mm; line-height: 6mm; font-size: 7.6pt; color: #52606d }
.hdn { height: ${H.headN}mm; line-height: 7mm; font-size: 8pt; color: #52606d }
.th { display: flex; height: ${H.th}mm; align-items: center; border-top: 0.5mm solid ${navy}; border-bottom: 0.3mm solid ${navy}; font-weight: bold; font-size: 7.4pt; color: ${navy} }
.th .c, .r1 .c, .r2 .c, .bf .c, .cf .c { padding: 0 1mm }
.r1, .r2 { display: flex; padding-top: 0.9mm; line-height: 3.6mm; border-bottom: 0.15mm solid #d9e2ec } .r1 { height: ${H.r1}mm } .r2 { height: ${H.r2}mm }
.r1 .c:first-child, .r2 .c:first-child { font-family: 'Liberation Mono', monospace; font-size: 7.4pt }
.dt { font-size: 7pt; color: #616e7c }
.bf, .cf { display: flex; height: ${H.carry}mm; align-items: center; font-weight: bold } .cf { border-top: 0.5mm solid ${navy} } .bf { border-bottom: 0.3mm solid ${navy}; color: #52606d }
.tot { height: ${H.totals}mm; position: relative }
.vata { position: absolute; top: 5mm; left: 0; width: 84mm } .vata .h { font-weight: bold; color: ${navy}; height: 5mm }
.vata .r { display: flex; height: 4.8mm; line-height: 4.8mm; border-bottom: 0.15mm solid #d9e2ec } .vata .r div { width: 21mm; text-align: right } .vata .r div:first-child { text-align: left } .vata .hr { font-weight: bold; font-size: 7pt; color: #52606d }
.sums { position: absolute; top: 5mm; right: 0; width: 80mm } .sums .r { display: flex; justify-content: space-between; height: 5.6mm; line-height: 5.6mm; padding: 0 2mm }
.sums .g { background: ${navy}; color: #fff; font-weight: bold; font-size: 9pt } .sums .d { border: 0.4mm solid ${navy}; font-weight: bold; font-size: 9pt }
.bacs { position: absolute; top: 42mm; left: 0; width: 174mm; height: 21mm; background: #f0f4f8; padding: 2mm 3mm; line-height: 4.1mm }
.cond { position: absolute; top: 65mm; left: 0; width: 174mm; height: 14mm; font-size: 6.6pt; line-height: 3.2mm; color: #52606d }
.foot { position: absolute; left: 18mm; width: 174mm; bottom: 5mm; height: 9mm; border-top: 0.3mm solid ${navy}; padding-top: 1.2mm; font-size: 6.4pt; line-height: 3.1mm; color: #52606d; text-align: center }
`;

export function englishFreightInvoice(random: Random, _index: number): Built {
  const country = chance(random, 0.67) ? 'GB' : 'IE';
  const [navy, accent] = pick(random, [['#102a43', '#f0b429'], ['#1b2a41', '#e4572e'], ['#0b3954', '#59c3c3']]);
  const supplier = enForwarder(random, country);
  const customer = enCustomer(random, country);
  const vat = country === 'GB' ? britishVat(random) : irishVat(random);
  const vatPrinted = country === 'GB' ? `GB ${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}` : vat;
  const bank = britishBank(random, country);
  const currency = country === 'GB' ? 'GBP' : 'EUR';
  const symbol = country === 'GB' ? '£' : '€';
  const standard = country === 'GB' ? 20 : 23;
  const date = drawDate(random);
  const longDates = chance(random, 0.6);
  const d = (iso: string) => (longDates ? dateLong(iso, 'en') : dateSlash(iso));
  const number = pick(random, [`INV-${digits(random, 6)}`, `SI${date.slice(2, 4)}${digits(random, 5)}`, `${int(random, 100000, 399999)}`]);
  const po = chance(random, 0.7) ? pick(random, [`PO-${digits(random, 5)}`, `${pick(random, ['WB', 'MT', 'NC'])}${digits(random, 6)}`, `4500${digits(random, 6)}`]) : null;
  const poLabel = pick(random, ['Your ref / PO', 'PO number', 'Customer order no.']);
  const account = `${customer.name.replace(/[^A-Z]/g, '').slice(0, 3)}${digits(random, 3)}`;
  const dueDays = pick(random, [30, 30, 14, 45]);
  const due = addDays(date, dueDays);
  const dueAsDate = chance(random, 0.7);
  const companyNo = country === 'GB' ? `0${digits(random, 7)}` : digits(random, 6);
  const target = chance(random, 0.5) ? 2 : 3;

  const pool = freightItems(random, country, date, 70, dateSlash);
  const slotsOf = (items: Item[]): Slot<Item>[] => items.map((item) => ({ height: item.lines.length > 1 ? H.r2 : H.r1, item }));
  const count = chooseCount(random, target, 25, 70, (n) => slotsOf(pool.slice(0, n)), GEOMETRY);
  const items = pool.slice(0, count);
  const pages = paginate(slotsOf(items), GEOMETRY);
  const deposit = chance(random, 0.2) ? drawDeposit(random, computeTotals(items).total) : 0;
  const totals = computeTotals(items, deposit);

  const P = pages.length;
  const m = (c: number) => fc(c, 'en');
  const code = (rate: number) => (rate === 0 ? 'Z' : 'S');
  const band = (k: number) => `<div class="band"><div class="arrow"></div><div class="arrow2"></div>
    <div class="brand"><div class="b c">${esc(supplier.short.toUpperCase())}</div><div class="l c">${esc(supplier.name)} · ${esc(supplier.place.street)}, ${esc(supplier.place.city)} ${supplier.place.postcode}</div>
      <div class="l c">Tel ${supplier.phone} · ${supplier.email} · VAT Reg. No. ${vatPrinted}</div></div>
    <div class="inv"><div class="t">INVOICE</div><div class="p">Page ${k + 1} of ${P}</div></div></div>`;
  const details: [string, string][] = [['Invoice No.', number], [country === 'GB' ? 'Invoice date / tax point' : 'Invoice date', d(date)],
    dueAsDate ? ['Due date', d(due)] : ['Terms', `${dueDays} days net`], ['Account no.', account], ...(po ? [[poLabel, po] as [string, string]] : []), ['Currency', currency]];
  const head1 = `<div class="hd1 fx">
    <div class="to fx"><div class="h">Invoice to</div>${customer.lines.map((l, i) => `<div class="c">${i === 0 ? `<b>${esc(l)}</b>` : esc(l)}</div>`).join('')}</div>
    <div class="det fx"><div class="h">Invoice details</div>${details.map(([k, v]) => `<div class="r"><div class="k c">${k}</div><div class="v c">${esc(v)}</div></div>`).join('')}</div>
    <div class="svc c">Charges for forwarding services rendered. VAT code S = standard rate ${standard}%, Z = zero-rated (international transport).</div></div>`;
  const headN = `<div class="hdn c">Invoice ${esc(number)} dated ${d(date)} – continued</div>`;
  const th = flexRow(COLS, ['Job ref', 'Description', 'Qty', 'Unit', 'Rate', 'VAT', `Net ${symbol}`], 'th');
  const row = (item: Item) => flexRow(COLS, [esc(item.article), descHtml(item.lines), item.qty === null ? '' : fq(item.qty, 'en'), esc(item.unit ?? ''), item.price === null ? '' : m(item.price), code(item.rate), m(item.amount)], item.lines.length > 1 ? 'r2' : 'r1');
  const carry = (text: string, value: number, cls: string) => flexRow([{ w: 154, a: 'ar' }, { w: 20, a: 'ar' }], [text, m(value)], cls);

  const vata = `<div class="vata"><div class="h">VAT analysis</div><div class="r hr"><div>Code</div><div>Rate</div><div>Net</div><div>VAT</div></div>
    ${totals.taxes.map((t) => `<div class="r"><div>${code(t.rate)}</div><div>${t.rate.toFixed(2)}%</div><div>${m(t.base)}</div><div>${m(t.tax)}</div></div>`).join('')}</div>`;
  const sums = `<div class="sums"><div class="r"><span>Total net</span><span>${symbol}${m(totals.subtotal)}</span></div><div class="r"><span>Total VAT</span><span>${symbol}${m(totals.tax)}</span></div>
    <div class="r g"><span>Invoice total ${currency}</span><span>${symbol}${m(totals.total)}</span></div>
    ${deposit ? `<div class="r"><span>Less: payment on account</span><span>-${symbol}${m(deposit)}</span></div><div class="r d"><span>Balance due</span><span>${symbol}${m(totals.due)}</span></div>` : ''}</div>`;
  const bacs = `<div class="bacs fx"><b>Payment</b> ${dueAsDate ? `due by ${d(due)}` : `strictly ${dueDays} days net from invoice date`}, quoting invoice number ${esc(number)}.<br>
    Bank: ${esc(bank.name)} · Sort code ${bank.sortCode} · Account no. ${bank.account} · Account name: ${esc(supplier.name)}<br>IBAN <span class="nw">${groupIban(bank.iban)}</span> · BIC/SWIFT ${bank.bic}</div>`;
  const cond = `<div class="cond fx">All business is transacted under the ${country === 'GB' ? 'BIFA Standard Trading Conditions 2021 Edition' : 'IIFA Standard Trading Conditions'}, copies of which are available on request. Duties and taxes paid on your behalf are
    disbursements and are payable on presentation. Claims must be notified in writing within 14 days of delivery.</div>`;
  const footer = `<div class="foot fx">${esc(supplier.name)} · Registered in ${country === 'GB' ? 'England and Wales' : 'Ireland'} No. ${companyNo} · Registered office: ${esc(supplier.place.street)}, ${esc(supplier.place.city)} ${supplier.place.postcode}<br>
    VAT Reg. No. ${vatPrinted} · EORI ${country === 'GB' ? `${vat}000` : vat}</div>`;

  const html = pages.map((slots, k) => {
    const parts = [k === 0 ? head1 : headN, th];
    if (k > 0) parts.push(carry(`Brought forward from page ${k}`, carriedBefore(pages, k), 'bf'));
    for (const slot of slots) if (slot.item) parts.push(row(slot.item));
    parts.push(k < P - 1 ? carry('Carried forward', carriedBefore(pages, k + 1), 'cf') : `<div class="tot fx">${vata}${sums}${bacs}${cond}</div>`);
    return `${band(k)}<div class="flow">${parts.join('\n')}</div>${footer}`;
  });

  return {
    language: 'en',
    css: css(navy, accent),
    pages: html,
    fields: {
      supplier_name: supplier.name, supplier_tax_id: vatPrinted.replace(/\s+/g, ''), customer_name: customer.name, invoice_number: number,
      ...(po ? { po_number: po } : {}), date, ...(dueAsDate ? { due_date: due } : {}), currency, subtotal: money(totals.subtotal),
      total_tax: money(totals.tax), total_amount: money(totals.total), amount_due: money(totals.due), iban: bank.iban,
    },
    line_items: lineItems(items),
  };
}
