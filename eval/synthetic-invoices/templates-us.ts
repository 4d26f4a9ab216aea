/**
 * US: the word-processor "service invoice" template — logo and company block top left, a big coloured INVOICE
 * with a details box top right, Bill To / Ship To under coloured bars, a fully ruled item table with a taxable
 * column (T / Y / N), state sales tax on taxable lines only, and the Balance Due at the foot of the totals.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, built, computeTotals, descHtml, esc, fmtDate, initialsOf, iso, logoSvg, money, PAGE_CSS,
  qtyText, randomDate, rateText, roundDeposit, sentence, type DateStyle, type Row,
} from './templates-common.ts';
import { TRADES, tradeRows } from './templates-items.ts';
import { customerParty, siteParty, supplierParty, type Party } from './templates-names.ts';
import type { BuiltInvoice } from './render-document.ts';

/** Combined state + local sales tax of the template's cities, in basis points. */
const SALES_TAX: Record<string, number> = { TX: 825, NY: 875, CA: 875, IL: 1025, GA: 890, CO: 881, PA: 700 };
const ACCENTS = ['#1f3864', '#2e75b6', '#1b6f7a', '#7b2c2c', '#385723', '#404040'];

const usd = (c: number): string => (c < 0 ? `-$${money(-c, 'en')}` : `$${money(c, 'en')}`);

function partyHtml(p: Party, showPhone: boolean): string {
  const lines = [`<b class="dl">${esc(p.name)}</b>`];
  if (p.person) lines.push(`<span class="dl">Attn: ${esc(p.person)}</span>`);
  for (const l of p.lines) lines.push(`<span class="dl">${esc(l)}</span>`);
  if (showPhone) lines.push(`<span class="dl">${esc(p.phone)}</span>`);
  return lines.join('<br>');
}

export function usTemplateInvoice(random: Random): BuiltInvoice {
  const trade = pick(random, TRADES);
  const supplier = supplierParty(random, 'us', trade);
  const customer = customerParty(random, 'us', supplier.city);
  const shipTo = chance(random, 0.5) ? siteParty(random, 'us', customer) : customer;
  const showShip = chance(random, 0.7);
  const rate = SALES_TAX[supplier.city.region];
  const accent = pick(random, ACCENTS);
  const font = pick(random, ['"Liberation Sans", Arial, sans-serif', '"DejaVu Sans", Verdana, sans-serif']);
  const small = font.includes('DejaVu');
  const dateStyle: DateStyle = pick(random, ['mdy', 'mdy', 'us-long', 'us-short']);
  const date = randomDate(random);
  const termsDays = pick(random, [0, 15, 30, 30, 45]);
  const due = termsDays && chance(random, 0.75) ? addDays(date, termsDays) : null;
  const number = pick(random, [`${int(random, 1001, 1499)}`, `INV-${date.getUTCFullYear()}-${digits(random, 3)}`, `00${int(random, 100, 999)}`]);
  const po = chance(random, 0.5) ? pick(random, [`PO-${digits(random, 5)}`, `${int(random, 4000, 9999)}`, `${digits(random, 2)}-${digits(random, 4)}`]) : null;
  const hourly = trade === 'web' || trade === 'photo' || trade === 'design' ? chance(random, 0.6) : false;
  const markStyle = pick(random, ['T', 'YN'] as const);

  const rows = tradeRows(random, 'us', trade, int(random, 3, 12));
  for (const row of rows) row.rate = row.entry?.goods ? rate : 0;
  if (!rows.some((r) => r.rate)) for (const row of rows.filter((_, i) => i % 2 === 0)) row.rate = rate;
  for (const row of rows) row.shownRate = row.rate;
  const discountPct = chance(random, 0.25) ? pick(random, [5, 10, 15]) : null;
  const shipping = chance(random, 0.4) ? int(random, 8, 90) * 100 + pick(random, [0, 50, 95]) : 0;
  const totals = computeTotals(rows, { discountPct, shipping, shippingRate: 0, deposit: chance(random, 0.3) ? roundDeposit(random) : undefined });

  const meta: [string, string][] = [['Invoice #', number], ['Date', fmtDate(date, dateStyle)]];
  if (due) meta.push(['Due Date', fmtDate(due, dateStyle)]);
  else meta.push(['Terms', termsDays ? `Net ${termsDays}` : 'Due on receipt']);
  if (po) meta.push(['P.O. #', po]);
  if (chance(random, 0.4)) meta.push(['Customer ID', `${customer.name.slice(0, 3).toUpperCase().replace(/[^A-Z]/g, 'X')}${digits(random, 3)}`]);

  const mark = (row: Row): string => (markStyle === 'T' ? (row.rate ? 'T' : '') : row.rate ? 'Y' : 'N');
  const qtyHead = hourly ? 'HOURS' : 'QTY';
  const priceHead = hourly ? 'RATE' : 'UNIT PRICE';
  const body = rows.map((row) => `<tr><td class="c">${row.qty === null ? '' : qtyText(row.qty, 'en')}</td><td>${descHtml(row.lines)}</td><td class="c">${mark(row)}</td><td class="r">${row.price === null ? '' : money(row.price, 'en')}</td><td class="r">${money(row.amount, 'en')}</td></tr>`).join('');
  const fillers = Math.max(0, 6 - rows.length);
  const blank = '<tr class="blank"><td></td><td></td><td></td><td></td><td></td></tr>'.repeat(fillers);

  const tot: string[] = [`<tr><td>Subtotal</td><td class="r">${usd(totals.subtotal)}</td></tr>`];
  if (totals.discount) tot.push(`<tr><td>Discount (${totals.discountPct}%)</td><td class="r">${usd(-totals.discount)}</td></tr>`);
  const taxBase = totals.taxes[0]?.base ?? 0;
  if (markStyle === 'YN') {
    tot.push(`<tr><td>Taxable</td><td class="r">${usd(taxBase)}</td></tr>`);
    tot.push(`<tr><td>Tax rate</td><td class="r">${rateText(rate, 'en')}%</td></tr>`);
    tot.push(`<tr><td>Sales Tax</td><td class="r">${usd(totals.tax)}</td></tr>`);
  } else tot.push(`<tr><td>Sales Tax (${rateText(rate, 'en')}%)</td><td class="r">${usd(totals.tax)}</td></tr>`);
  if (totals.shipping) tot.push(`<tr><td>Shipping &amp; Handling</td><td class="r">${usd(totals.shipping)}</td></tr>`);
  tot.push(`<tr class="total"><td>Total</td><td class="r">${usd(totals.total)}</td></tr>`);
  if (totals.deposit) tot.push(`<tr><td>Less: Deposit</td><td class="r">${usd(-totals.deposit)}</td></tr>`);
  tot.push(`<tr class="due"><td>Balance Due</td><td class="r">${usd(totals.due)}</td></tr>`);

  const notes = [
    markStyle === 'T' ? 'Items marked T are subject to sales tax.' : 'Taxable items marked Y.',
    pick(random, [sentence(`Make all checks payable to ${supplier.name}`), `Please make checks payable to ${supplier.name} or pay by Zelle to ${supplier.email}.`]),
    termsDays ? pick(random, [`Payment is due within ${termsDays} days.`, 'A 1.5% monthly finance charge applies to overdue balances.']) : 'We appreciate your prompt payment.',
  ];
  const website = `www.${supplier.email.split('@')[1]}`;
  const logo = chance(random, 0.8) ? `<div class="logo">${logoSvg(initialsOf(supplier.name), accent, pick(random, ['circle', 'square', 'hex'] as const))}</div>` : '';
  const signature = chance(random, 0.35) ? `<div class="sig"><div class="line"></div>Authorized Signature</div>` : '';

  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${PAGE_CSS}
body{font-family:${font};font-size:${small ? 11 : 12}px;color:#222;padding:40px 46px}
.head{display:flex;justify-content:space-between;align-items:flex-start}
.co{display:flex;gap:12px}.co .name{font-size:20px;font-weight:bold;color:${accent}}
.co .lines{line-height:1.4}
.title{font-size:34px;font-weight:bold;letter-spacing:2px;color:${accent};text-align:right;margin-bottom:8px}
.meta td{padding:3px 8px;border:1px solid #999}.meta td:first-child{background:#eef1f5;font-weight:bold;text-align:right}
.parties{display:flex;gap:24px;margin:22px 0 16px}.parties>div{flex:1}
.bar{background:${accent};color:#fff;font-weight:bold;padding:3px 8px;margin-bottom:6px;letter-spacing:1px}
.parties .p{padding:0 8px;line-height:1.4}
table.items{width:100%}.items th{background:${accent};color:#fff;padding:5px 6px;border:1px solid ${accent};font-size:11px}
.items td{border:1px solid #8c8c8c;padding:4px 6px;vertical-align:top}.items tr.blank td{height:20px}
.items .sub{color:#555;font-size:0.92em}
.bottom{display:flex;justify-content:space-between;margin-top:14px;gap:24px}
.notes{flex:1;border:1px solid #bbb;padding:8px;line-height:1.45;align-self:flex-start}.notes b{color:${accent}}
.tot td{padding:3px 8px}.tot td:first-child{text-align:right;font-weight:bold}.tot .r{min-width:110px;border:1px solid #bbb}
.tot tr.total td{border-top:2px solid #333;font-size:13px}.tot tr.due td{background:${accent};color:#fff;font-size:14px}
.sig{margin-top:34px;width:260px;color:#444}.sig .line{border-bottom:1px solid #333;height:28px;margin-bottom:4px}
.foot{text-align:center;margin-top:26px;color:#444;line-height:1.5}.foot .ty{font-style:italic;font-weight:bold;font-size:15px;color:${accent}}
</style></head><body>
<div class="head"><div class="co">${logo}<div class="lines"><div class="name dl">${esc(supplier.name)}</div>${supplier.lines.map((l) => `<span class="dl">${esc(l)}</span>`).join('<br>')}<br><span class="dl">Phone: ${esc(supplier.phone)}</span><br><span class="dl">${esc(supplier.email)}${chance(random, 0.5) ? ` · ${esc(website)}` : ''}</span></div></div>
<div><div class="title">INVOICE</div><table class="meta">${meta.map(([k, v]) => `<tr><td class="nw">${k}</td><td class="nw">${esc(v)}</td></tr>`).join('')}</table></div></div>
<div class="parties"><div><div class="bar">BILL TO</div><div class="p">${partyHtml(customer, chance(random, 0.5))}</div></div>
${showShip ? `<div><div class="bar">SHIP TO</div><div class="p">${partyHtml(shipTo, false)}</div></div>` : '<div></div>'}</div>
<table class="items"><colgroup><col style="width:9%"><col><col style="width:9%"><col style="width:15%"><col style="width:15%"></colgroup>
<thead><tr><th>${qtyHead}</th><th>DESCRIPTION</th><th>${markStyle === 'T' ? 'TAX' : 'TAXABLE'}</th><th>${priceHead}</th><th>AMOUNT</th></tr></thead><tbody>${body}${blank}</tbody></table>
<div class="bottom"><div class="notes"><b>Comments or Special Instructions</b><br>${notes.map(esc).join('<br>')}</div><table class="tot">${tot.join('')}</table></div>
${signature}
<div class="foot">If you have any questions about this invoice, please contact<br>${esc(supplier.person ?? supplier.name)}, ${esc(supplier.phone)}, ${esc(supplier.email)}<div class="ty">Thank You For Your Business!</div></div>
</body></html>`;

  return built(html, 'en', {
    supplier_name: supplier.name,
    customer_name: customer.name,
    invoice_number: number,
    po_number: po ?? undefined,
    date: iso(date),
    due_date: due ? iso(due) : undefined,
    currency: 'USD',
    subtotal: totals.subtotal / 100,
    total_tax: totals.tax / 100,
    total_amount: totals.total / 100,
    amount_due: totals.due / 100,
  }, rows);
}
