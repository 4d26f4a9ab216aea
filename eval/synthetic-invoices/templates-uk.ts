/**
 * UK: the "classic" serif word-processor invoice — company name centred (often in small capitals) over a double rule,
 * INVOICE letter-spaced beneath, "Invoice to" and the invoice details side by side, a table ruled only above
 * and below, VAT at 20 %, bank details (sort code, account number, often the IBAN) and the company
 * registration and VAT numbers in the footer.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, built, computeTotals, descHtml, esc, fmtDate, gbVat, groupIban, iban, iso, money, PAGE_CSS, qtyText,
  randomDate, roundDeposit, type DateStyle,
} from './templates-common.ts';
import { TRADES, tradeRows } from './templates-items.ts';
import { customerParty, supplierParty } from './templates-names.ts';
import type { BuiltInvoice } from './render-document.ts';

const BANKS = [
  { name: 'Barclays Bank', code: 'BARC', bic: 'BARCGB22', sort: '20' },
  { name: 'NatWest', code: 'NWBK', bic: 'NWBKGB2L', sort: '60' },
  { name: 'Lloyds Bank', code: 'LOYD', bic: 'LOYDGB2L', sort: '30' },
  { name: 'HSBC UK', code: 'HBUK', bic: 'HBUKGB4B', sort: '40' },
  { name: 'Starling Bank', code: 'SRLG', bic: 'SRLGGB2L', sort: '60' },
];
const INKS = ['#1d3b2a', '#5a1a1a', '#1b2a4a', '#222222'];

export function ukTemplateInvoice(random: Random): BuiltInvoice {
  const trade = pick(random, TRADES);
  const supplier = supplierParty(random, 'uk', trade);
  const customer = customerParty(random, 'uk');
  const ink = pick(random, INKS);
  const font = pick(random, ['"Liberation Serif", "Times New Roman", serif', '"DejaVu Serif", Georgia, serif']);
  const dejavu = font.includes('DejaVu');
  const smallCaps = chance(random, 0.5);
  const dateStyle: DateStyle = pick(random, ['dmy', 'uk-long', 'uk-long']);
  const date = randomDate(random);
  const days = pick(random, [14, 30, 30]);
  const due = chance(random, 0.45) ? addDays(date, days) : null;
  const number = pick(random, [`INV-${int(random, 100, 1999)}`, `${String(int(random, 1, 999)).padStart(4, '0')}`, `${date.getUTCFullYear()}/${digits(random, 3)}`]);
  const po = chance(random, 0.45) ? pick(random, [`${digits(random, 6)}`, `PO-${digits(random, 5)}`, `${digits(random, 8)}`]) : null;
  const vat = gbVat(random);
  const vatShown = chance(random, 0.5) ? `GB ${vat.slice(2, 5)} ${vat.slice(5, 9)} ${vat.slice(9)}` : vat;
  const companyNo = pick(random, ['0', '1', '1', '0']) + digits(random, 7);
  const bank = pick(random, BANKS);
  const sort = bank.sort + digits(random, 4);
  const account = digits(random, 8);
  const ibanValue = iban('GB', `${bank.code}${sort}${account}`);
  const showIban = chance(random, 0.6);
  const rateColumn = chance(random, 0.35);

  const rows = tradeRows(random, 'uk', trade, int(random, 3, 12));
  for (const row of rows) {
    row.rate = 2000;
    row.shownRate = rateColumn ? 2000 : null;
  }
  const discountPct = chance(random, 0.25) ? pick(random, [5, 10, 10, 15]) : null;
  const shipping = chance(random, 0.3) ? pick(random, [495, 695, 950, 1200, 1500, 2500]) : 0;
  const totals = computeTotals(rows, { discountPct, shipping, shippingRate: 2000, deposit: chance(random, 0.3) ? roundDeposit(random) : undefined });
  const gbp = (c: number): string => (c < 0 ? `-£${money(-c, 'en')}` : `£${money(c, 'en')}`);

  const meta: [string, string][] = [['Invoice No.', number], [pick(random, ['Date', 'Invoice date', 'Date / tax point']), fmtDate(date, dateStyle)]];
  if (due) meta.push(['Due date', fmtDate(due, dateStyle)]);
  if (po) meta.push([pick(random, ['Your ref.', 'PO No.', 'Order No.']), po]);
  if (chance(random, 0.4)) meta.push(['Account', `${customer.name.replace(/[^A-Za-z]/g, '').slice(0, 4).toUpperCase()}${digits(random, 2)}`]);

  const head = `<tr><th class="l">Description</th><th class="r">Qty</th><th class="r">Unit price</th>${rateColumn ? '<th class="r">VAT</th>' : ''}<th class="r">Amount</th></tr>`;
  const body = rows.map((row) => `<tr><td>${descHtml(row.lines)}</td><td class="r">${row.qty === null ? '' : qtyText(row.qty, 'en')}${row.unit === 'h' ? ' hrs' : row.unit === 'day' ? ' days' : ''}</td><td class="r">${row.price === null ? '' : gbp(row.price)}</td>${rateColumn ? '<td class="r">20%</td>' : ''}<td class="r">${gbp(row.amount)}</td></tr>`).join('');

  const tot: string[] = [`<tr><td>Subtotal</td><td class="r">${gbp(totals.subtotal)}</td></tr>`];
  if (totals.discount) tot.push(`<tr><td>Less discount (${totals.discountPct}%)</td><td class="r">${gbp(-totals.discount)}</td></tr>`);
  if (totals.shipping) tot.push(`<tr><td>${pick(random, ['Delivery', 'Carriage', 'Postage &amp; packing'])}</td><td class="r">${gbp(totals.shipping)}</td></tr>`);
  tot.push(`<tr><td>VAT @ 20%</td><td class="r">${gbp(totals.tax)}</td></tr>`);
  tot.push(`<tr class="total"><td>Total</td><td class="r">${gbp(totals.total)}</td></tr>`);
  if (totals.deposit) tot.push(`<tr><td>${pick(random, ['Less: deposit received', 'Less: paid on account'])}</td><td class="r">${gbp(-totals.deposit)}</td></tr>`);
  tot.push(`<tr class="due"><td>${pick(random, ['Amount due', 'Balance due', 'Total due'])}</td><td class="r">${gbp(totals.due)}</td></tr>`);

  const bankRows: [string, string][] = [['Bank', bank.name], ['Account name', supplier.name], ['Sort code', `${sort.slice(0, 2)}-${sort.slice(2, 4)}-${sort.slice(4)}`], ['Account no.', account]];
  if (showIban) bankRows.push(['IBAN', groupIban(ibanValue)], ['BIC', bank.bic]);
  const terms = due
    ? `Payment terms: ${days} days. Please pay by ${fmtDate(due, dateStyle)}, quoting invoice number ${number}.`
    : `Payment terms: ${days} days from the date of invoice. Please quote invoice number ${number} with your payment.`;
  const thanks = chance(random, 0.6) ? `<p class="thanks">${pick(random, ['Thank you for your custom.', 'Many thanks for your business.', 'With thanks — we look forward to working with you again.'])}</p>` : '';
  const signature = chance(random, 0.3) ? `<div class="sig">Signed: <span class="line"></span> for and on behalf of ${esc(supplier.name)}</div>` : '';
  const address = [...supplier.lines].join(', ');

  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${PAGE_CSS}
body{font-family:${font};font-size:${dejavu ? 11.5 : 13}px;color:#1a1a1a;padding:48px 60px 100px}
.mast{text-align:center;border-bottom:4px double ${ink};padding-bottom:10px}
.mast .name{font-size:${dejavu ? 25 : 29}px;${smallCaps ? 'font-variant:small-caps;letter-spacing:2px;' : 'font-weight:bold;'}color:${ink}}
.mast .addr{margin-top:4px;font-size:0.92em}
h1{text-align:center;font-weight:normal;letter-spacing:8px;font-size:19px;margin:16px 0 14px;color:${ink}}
.two{display:flex;justify-content:space-between}.to{line-height:1.45}.to .lab{font-style:italic;color:#555}
.meta{align-self:flex-start}.meta td{padding:2px 0 2px 14px}.meta td:first-child{font-style:italic;color:#555;text-align:right}
table.items{width:100%;margin-top:20px}.items th{border-top:1.5px solid ${ink};border-bottom:1px solid ${ink};padding:5px 6px;font-weight:bold}
.items th.l{text-align:left}.items td{padding:4px 6px;vertical-align:top;border-bottom:1px dotted #aaa}.items tr:last-child td{border-bottom:1.5px solid ${ink}}
.items .sub{font-style:italic;color:#444;font-size:0.93em}
.tot{margin:10px 0 0 auto}.tot td{padding:2px 6px}.tot td.r{min-width:110px}
.tot tr.total td{border-top:1px solid #333;font-weight:bold}.tot tr.due td{font-weight:bold;border-bottom:3px double #333;font-size:1.08em}
.pay{margin-top:18px;display:flex;gap:36px;align-items:flex-start}.pay p{margin:0 0 6px}.bank td{padding:1px 10px 1px 0}.bank td:first-child{color:#555;font-style:italic}
.thanks{font-style:italic;margin-top:14px}.sig{margin-top:24px}.sig .line{display:inline-block;width:180px;border-bottom:1px solid #333}
.foot{position:absolute;left:60px;right:60px;bottom:36px;text-align:center;font-size:0.78em;color:#555;border-top:1px solid #bbb;padding-top:6px}
</style></head><body style="position:relative">
<div class="mast"><div class="name dl">${esc(supplier.name)}</div><div class="addr"><span class="dl">${esc(address)}</span><br><span class="dl">Tel: ${esc(supplier.phone)} · Email: ${esc(supplier.email)}</span></div></div>
<h1>INVOICE</h1>
<div class="two"><div class="to"><span class="lab">Invoice to:</span><br><b class="dl">${esc(customer.name)}</b><br>${customer.person ? `<span class="dl">FAO ${esc(customer.person)}</span><br>` : ''}${customer.lines.map((l) => `<span class="dl">${esc(l)}</span>`).join('<br>')}</div>
<table class="meta">${meta.map(([k, v]) => `<tr><td class="nw">${k}</td><td class="nw">${esc(v)}</td></tr>`).join('')}</table></div>
<table class="items"><thead>${head}</thead><tbody>${body}</tbody></table>
<table class="tot">${tot.join('')}</table>
<div class="pay"><div><p><b>${esc(terms.split('. ')[0])}.</b></p><p>${esc(terms.split('. ').slice(1).join('. '))}</p><p>Please pay by bank transfer to:</p></div><table class="bank">${bankRows.map(([k, v]) => `<tr><td class="nw">${k}</td><td class="nw">${esc(v)}</td></tr>`).join('')}</table></div>
${thanks}${signature}
<div class="foot"><span class="dl">${esc(supplier.name)} · Registered in England and Wales · Company No. ${companyNo}</span><br><span class="dl">Registered office: ${esc(address)} · VAT Reg No. ${vatShown}</span></div>
</body></html>`;

  return built(html, 'en', {
    supplier_name: supplier.name,
    supplier_tax_id: vat,
    customer_name: customer.name,
    invoice_number: number,
    po_number: po ?? undefined,
    date: iso(date),
    due_date: due ? iso(due) : undefined,
    currency: 'GBP',
    subtotal: totals.subtotal / 100,
    total_tax: totals.tax / 100,
    total_amount: totals.total / 100,
    amount_due: totals.due / 100,
    iban: showIban ? ibanValue : undefined,
  }, rows);
}
