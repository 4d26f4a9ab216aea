/**
 * Australia: the "modern" online-design-tool invoice — a huge TAX INVOICE title, the business with its ABN
 * top right, invoice number and dates in a row of small-caps labels, a borderless item table separated by
 * hairlines, GST 10 % with "Total inc. GST", the amount due in a coloured box, and BSB / account details.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  abn, addDays, built, computeTotals, descHtml, esc, fmtDate, groupAbn, initialsOf, iso, logoSvg, money, PAGE_CSS,
  qtyText, randomDate, roundDeposit, type DateStyle,
} from './templates-common.ts';
import { TRADES, tradeRows } from './templates-items.ts';
import { customerParty, supplierParty } from './templates-names.ts';
import type { BuiltInvoice } from './render-document.ts';

const THEMES = [
  { accent: '#0f766e', ink: '#0b3b37', box: '#0f766e', boxText: '#ffffff' },
  { accent: '#e76f51', ink: '#264653', box: '#264653', boxText: '#ffffff' },
  { accent: '#6d28d9', ink: '#1e1b4b', box: '#ede9fe', boxText: '#1e1b4b' },
  { accent: '#d4a017', ink: '#1f2933', box: '#1f2933', boxText: '#f5d76e' },
];
const BANKS = [
  { name: 'Commonwealth Bank', bsb: '06' }, { name: 'Westpac', bsb: '03' }, { name: 'NAB', bsb: '08' },
  { name: 'ANZ', bsb: '01' }, { name: 'Bendigo Bank', bsb: '63' },
];

export function auTemplateInvoice(random: Random): BuiltInvoice {
  const trade = pick(random, TRADES);
  const supplier = supplierParty(random, 'au', trade);
  const customer = customerParty(random, 'au', supplier.city, 0.6);
  const theme = pick(random, THEMES);
  const title = pick(random, ['TAX INVOICE', 'Tax Invoice']);
  const dateStyle: DateStyle = pick(random, ['dmy', 'dmy', 'uk-short', 'uk-long']);
  const date = randomDate(random);
  const days = pick(random, [7, 14, 14, 30]);
  const due = chance(random, 0.8) ? addDays(date, days) : null;
  const number = pick(random, [`INV-${String(int(random, 1, 2999)).padStart(4, '0')}`, `${int(random, 1000, 4999)}`, `${supplier.name.replace(/[^A-Z]/g, '').slice(0, 2)}${digits(random, 4)}`]);
  const po = chance(random, 0.35) ? pick(random, [`PO${digits(random, 5)}`, `${digits(random, 6)}`]) : null;
  const abnValue = abn(random);
  const bank = pick(random, BANKS);
  const bsb = `${bank.bsb}${digits(random, 1)}-${digits(random, 3)}`;
  const account = `${digits(random, 4)} ${digits(random, 4)}`;
  const rows = tradeRows(random, 'au', trade, int(random, 3, 12));
  for (const row of rows) row.rate = 1000;
  const discountPct = chance(random, 0.25) ? pick(random, [5, 10, 20]) : null;
  const shipping = chance(random, 0.3) ? pick(random, [995, 1250, 1500, 2200, 3500]) : 0;
  const totals = computeTotals(rows, { discountPct, shipping, shippingRate: 1000, deposit: chance(random, 0.3) ? roundDeposit(random) : undefined });
  const aud = (c: number): string => (c < 0 ? `-$${money(-c, 'en')}` : `$${money(c, 'en')}`);
  const hourly = rows.some((r) => r.unit === 'h');

  const info: [string, string][] = [['Invoice No.', number], ['Issue Date', fmtDate(date, dateStyle)]];
  if (due) info.push(['Due Date', fmtDate(due, dateStyle)]);
  else info.push(['Terms', pick(random, ['Due on receipt', `${days} days`])]);
  if (po) info.push(['Order No.', po]);

  const body = rows.map((row) => `<tr><td>${descHtml(row.lines)}</td><td class="r">${row.qty === null ? '' : qtyText(row.qty, 'en')}</td><td class="r">${row.price === null ? '' : aud(row.price)}</td><td class="r">${aud(row.amount)}</td></tr>`).join('');
  const tot: string[] = [`<tr><td>Subtotal (ex. GST)</td><td class="r">${aud(totals.subtotal)}</td></tr>`];
  if (totals.discount) tot.push(`<tr><td>Discount ${totals.discountPct}%</td><td class="r">${aud(-totals.discount)}</td></tr>`);
  if (totals.shipping) tot.push(`<tr><td>${pick(random, ['Shipping', 'Freight', 'Delivery'])}</td><td class="r">${aud(totals.shipping)}</td></tr>`);
  tot.push(`<tr><td>GST 10%</td><td class="r">${aud(totals.tax)}</td></tr>`);
  tot.push(`<tr class="strong"><td>Total inc. GST</td><td class="r">${aud(totals.total)}</td></tr>`);
  if (totals.deposit) tot.push(`<tr><td>${pick(random, ['Less: Deposit paid', 'Less: Amount paid'])}</td><td class="r">${aud(-totals.deposit)}</td></tr>`);

  const logo = chance(random, 0.75) ? logoSvg(initialsOf(supplier.name), theme.accent, pick(random, ['circle', 'square', 'hex'] as const), 48) : '';
  const thanks = pick(random, ['Thank you!', 'Thanks for your business!', 'Cheers, and thank you!']);
  const terms = due
    ? `Please pay within ${days} days of the invoice date, quoting the invoice number as your reference.`
    : 'Please quote the invoice number as your payment reference.';

  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${PAGE_CSS}
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:12px;color:#333;padding:0 0 30px;position:relative}
.band{height:12px;background:${theme.accent}}
.wrap{padding:30px 50px 0}
.top{display:flex;justify-content:space-between;align-items:flex-start}
h1{font-family:"DejaVu Sans",sans-serif;font-size:46px;line-height:1;margin:6px 0 0;color:${theme.ink};letter-spacing:-1px;font-weight:bold}
.biz{text-align:right;line-height:1.45;font-size:11.5px}.biz .name{font-family:"DejaVu Sans",sans-serif;font-weight:bold;font-size:15px;color:${theme.ink}}
.biz{display:flex;gap:12px;align-items:flex-start}
.info{display:flex;gap:34px;margin:24px 0 18px;padding:12px 0;border-top:1px solid #ddd;border-bottom:1px solid #ddd}
.lab{font-size:9.5px;letter-spacing:1.5px;text-transform:uppercase;color:${theme.accent};font-weight:bold;margin-bottom:3px}
.val{font-size:13px;color:${theme.ink}}
.mid{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:18px}.mid .to{line-height:1.45}
.box{background:${theme.box};color:${theme.boxText};padding:14px 20px;min-width:220px;text-align:right;border-radius:6px}
.box .lab{color:${theme.boxText};opacity:0.85}.box .amt{font-family:"DejaVu Sans",sans-serif;font-size:26px;font-weight:bold}
table.items{width:100%}.items th{font-size:9.5px;letter-spacing:1.5px;text-transform:uppercase;color:${theme.accent};text-align:left;padding:6px 4px;border-bottom:2px solid ${theme.ink}}
.items th.r{text-align:right}.items td{padding:5px 4px;border-bottom:1px solid #e5e5e5;vertical-align:top}.items .sub{color:#777;font-size:11px}
.tot{margin:10px 0 0 auto;min-width:270px}.tot td{padding:4px 4px}.tot tr.strong td{font-weight:bold;font-size:14px;color:${theme.ink};border-top:2px solid ${theme.ink}}
.foot{display:flex;justify-content:space-between;margin-top:20px;gap:30px;align-items:flex-end}.pay{line-height:1.5}.pay td{padding:0 12px 0 0}
.thanks{font-family:"DejaVu Serif",serif;font-style:italic;font-size:24px;color:${theme.accent}}
.bottom{position:absolute;bottom:0;left:0;right:0;height:6px;background:${theme.accent}}
</style></head><body>
<div class="band"></div><div class="wrap">
<div class="top"><h1>${title}</h1><div class="biz">${logo ? `<div class="logo">${logo}</div>` : ''}<div><div class="name dl">${esc(supplier.name)}</div><span class="dl">ABN ${groupAbn(abnValue)}</span><br>${supplier.lines.map((l) => `<span class="dl">${esc(l)}</span>`).join('<br>')}<br><span class="dl">${esc(supplier.phone)} · ${esc(supplier.email)}</span></div></div></div>
<div class="info">${info.map(([k, v]) => `<div><div class="lab">${k}</div><div class="val nw">${esc(v)}</div></div>`).join('')}</div>
<div class="mid"><div class="to"><div class="lab">Billed To</div><b class="dl">${esc(customer.name)}</b><br>${customer.person ? `<span class="dl">Attn: ${esc(customer.person)}</span><br>` : ''}${customer.lines.map((l) => `<span class="dl">${esc(l)}</span>`).join('<br>')}</div>
<div class="box"><div class="lab">${totals.deposit ? 'Balance Due' : 'Amount Due'} (AUD)</div><div class="amt">${aud(totals.due)}</div>${due ? `<div>Due ${esc(fmtDate(due, dateStyle))}</div>` : ''}</div></div>
<table class="items"><thead><tr><th>Description</th><th class="r">${hourly ? 'Qty / Hrs' : 'Qty'}</th><th class="r">Unit Price</th><th class="r">Amount</th></tr></thead><tbody>${body}</tbody></table>
<table class="tot">${tot.join('')}</table>
<div class="foot"><div class="pay"><div class="lab">Payment Details</div><table><tr><td>Bank</td><td>${bank.name}</td></tr><tr><td>Account name</td><td class="nw">${esc(supplier.name)}</td></tr><tr><td>BSB</td><td>${bsb}</td></tr><tr><td>Account no.</td><td>${account}</td></tr><tr><td>Reference</td><td>${esc(number)}</td></tr></table><div style="margin-top:6px;max-width:360px">${esc(terms)}</div></div>
<div class="thanks">${thanks}</div></div>
</div><div class="bottom"></div>
</body></html>`;

  return built(html, 'en', {
    supplier_name: supplier.name,
    supplier_tax_id: abnValue,
    customer_name: customer.name,
    invoice_number: number,
    po_number: po ?? undefined,
    date: iso(date),
    due_date: due ? iso(due) : undefined,
    currency: 'AUD',
    subtotal: totals.subtotal / 100,
    total_tax: totals.tax / 100,
    total_amount: totals.total / 100,
    amount_due: totals.due / 100,
  }, rows);
}
