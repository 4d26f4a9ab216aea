/**
 * Ireland: the banded word-processor template — the business name reversed out of a coloured header band,
 * From / Bill to / details in three columns, a borderless item table with alternating row shading and a VAT %
 * column (23 % and 13.5 %), VAT per rate in the totals, and IBAN / BIC and company registration in the footer.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, built, computeTotals, descHtml, esc, fmtDate, groupIban, iban, ieVat, iso, money, PAGE_CSS, qtyText,
  randomDate, rateText, roundDeposit, type DateStyle,
} from './templates-common.ts';
import { TRADES, tradeRows, type Trade } from './templates-items.ts';
import { customerParty, supplierParty } from './templates-names.ts';
import type { BuiltInvoice } from './render-document.ts';

const BANKS = [
  { name: 'AIB', code: 'AIBK', bic: 'AIBKIE2D', sort: '93' },
  { name: 'Bank of Ireland', code: 'BOFI', bic: 'BOFIIE2D', sort: '90' },
  { name: 'PTSB', code: 'IPBS', bic: 'IPBSIE2D', sort: '99' },
];
const THEMES = [{ band: '#14532d', shade: '#f0f7f2', head: '#dcefe2' }, { band: '#1e3a5f', shade: '#f2f5f9', head: '#dde6f0' }, { band: '#7c2d12', shade: '#fbf4f0', head: '#f3e1d6' }, { band: '#334155', shade: '#f4f5f7', head: '#e2e8f0' }];
const TAGLINES: Record<Trade, string> = {
  design: 'Graphic Design & Print', web: 'Websites · IT Support', handyman: 'Building & Maintenance',
  catering: 'Catering for Every Occasion', photo: 'Professional Photography', cleaning: 'Commercial & Domestic Cleaning',
};

export function ieTemplateInvoice(random: Random): BuiltInvoice {
  const trade = pick(random, TRADES);
  const supplier = supplierParty(random, 'ie', trade);
  const customer = customerParty(random, 'ie', supplier.city, 0.4);
  const theme = pick(random, THEMES);
  const font = pick(random, ['"Liberation Sans", Arial, sans-serif', '"DejaVu Sans", Verdana, sans-serif']);
  const small = font.includes('DejaVu');
  const dateStyle: DateStyle = pick(random, ['dmy', 'uk-long']);
  const date = randomDate(random);
  const due = chance(random, 0.7) ? addDays(date, pick(random, [14, 30, 30])) : null;
  const number = pick(random, [`INV-${date.getUTCFullYear()}-${String(int(random, 1, 300)).padStart(4, '0')}`, `${String(int(random, 1, 999)).padStart(4, '0')}`, `A${int(random, 1000, 1999)}`]);
  const po = chance(random, 0.4) ? pick(random, [`PO-${digits(random, 5)}`, `${digits(random, 6)}`]) : null;
  const vat = ieVat(random);
  const bank = pick(random, BANKS);
  const ibanValue = iban('IE', `${bank.code}${bank.sort}${digits(random, 4)}${digits(random, 8)}`);
  const cro = String(int(random, 100000, 799999));

  const rows = tradeRows(random, 'ie', trade, int(random, 3, 12));
  for (const row of rows) {
    row.rate = row.entry?.reduced ? 1350 : 2300;
    row.shownRate = row.rate;
  }
  const discountPct = chance(random, 0.25) ? pick(random, [5, 10]) : null;
  const shipping = chance(random, 0.3) ? pick(random, [750, 995, 1500, 2000]) : 0;
  const totals = computeTotals(rows, { discountPct, shipping, shippingRate: 2300, deposit: chance(random, 0.3) ? roundDeposit(random) : undefined });
  const eur = (c: number): string => (c < 0 ? `-€${money(-c, 'en')}` : `€${money(c, 'en')}`);

  const details: [string, string][] = [['Invoice No.', number], ['Invoice Date', fmtDate(date, dateStyle)]];
  if (due) details.push(['Due Date', fmtDate(due, dateStyle)]);
  if (po) details.push(['PO No.', po]);
  const body = rows.map((row, i) => `<tr class="${i % 2 ? 'alt' : ''}"><td>${descHtml(row.lines)}</td><td class="r">${row.qty === null ? '' : qtyText(row.qty, 'en')}</td><td class="r">${row.price === null ? '' : eur(row.price)}</td><td class="r">${rateText(row.rate, 'en')}%</td><td class="r">${eur(row.amount)}</td></tr>`).join('');
  const tot: string[] = [`<tr><td>Subtotal</td><td class="r">${eur(totals.subtotal)}</td></tr>`];
  if (totals.discount) tot.push(`<tr><td>Discount (${totals.discountPct}%)</td><td class="r">${eur(-totals.discount)}</td></tr>`);
  if (totals.shipping) tot.push(`<tr><td>${esc(pick(random, ['Delivery', 'Postage & packaging']))}</td><td class="r">${eur(totals.shipping)}</td></tr>`);
  const withBase = chance(random, 0.5);
  for (const t of totals.taxes) tot.push(`<tr><td>VAT @ ${rateText(t.rate, 'en')}%${withBase ? ` on ${eur(t.base)}` : ''}</td><td class="r">${eur(t.amount)}</td></tr>`);
  if (totals.taxes.length > 1) tot.push(`<tr><td>Total VAT</td><td class="r">${eur(totals.tax)}</td></tr>`);
  tot.push(`<tr class="total"><td>Total (EUR)</td><td class="r">${eur(totals.total)}</td></tr>`);
  if (totals.deposit) tot.push(`<tr><td>Less: deposit paid</td><td class="r">${eur(-totals.deposit)}</td></tr>`);
  tot.push(`<tr class="due"><td>Amount Due</td><td class="r">${eur(totals.due)}</td></tr>`);

  const notes = chance(random, 0.7) ? `<div class="notes"><b>Notes</b><br>${esc(pick(random, ['Thank you for your business — it is much appreciated.', 'Go raibh maith agat! Thank you for choosing us.', 'Please include the invoice number as the payment reference.']))}${due ? '' : '<br>Payment terms: 30 days from invoice date.'}</div>` : '';
  const signature = chance(random, 0.3) ? `<div class="sig"><div class="line"></div>${esc(supplier.person ?? '')}, Director</div>` : '';

  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${PAGE_CSS}
body{font-family:${font};font-size:${small ? 11 : 12}px;color:#2b2b2b;padding:0 0 100px;position:relative}
.band{background:${theme.band};color:#fff;padding:30px 48px 24px;display:flex;justify-content:space-between;align-items:flex-end}
.band .name{font-size:24px;font-weight:bold}.band .tag{opacity:0.85;margin-top:3px}.band .inv{font-size:32px;letter-spacing:3px;font-weight:bold}
.wrap{padding:24px 48px 0}
.cols{display:flex;justify-content:space-between;gap:20px;line-height:1.45}.cols .h{font-weight:bold;color:${theme.band};text-transform:uppercase;font-size:10.5px;letter-spacing:1px;margin-bottom:3px}
.det td{padding:1px 0 1px 10px}.det td:first-child{padding-left:0;color:#666}
table.items{width:100%;margin-top:24px}.items th{background:${theme.head};color:${theme.band};padding:7px 6px;text-align:left;font-size:11px}
.items th.r{text-align:right}.items td{padding:6px 6px;vertical-align:top}.items tr.alt td{background:${theme.shade}}.items .sub{color:#666;font-size:0.92em}
.lower{display:flex;justify-content:space-between;margin-top:14px;gap:30px}
.notes{line-height:1.5;max-width:330px;color:#444}.notes b{color:${theme.band}}
.tot td{padding:3px 6px}.tot td.r{min-width:105px}.tot tr.total td{border-top:1px solid ${theme.band};font-weight:bold}
.tot tr.due td{background:${theme.band};color:#fff;font-weight:bold;font-size:1.12em;padding:6px}
.sig{margin-top:30px;width:240px;color:#555}.sig .line{border-bottom:1px solid #444;height:26px;margin-bottom:3px}
.foot{position:absolute;left:48px;right:48px;bottom:34px;border-top:2px solid ${theme.band};padding-top:8px;font-size:0.86em;color:#555;line-height:1.5;text-align:center}
</style></head><body>
<div class="band"><div><div class="name dl">${esc(supplier.name)}</div><div class="tag">${esc(TAGLINES[trade])}</div></div><div class="inv">INVOICE</div></div>
<div class="wrap">
<div class="cols"><div><div class="h">From</div>${supplier.lines.map((l) => `<span class="dl">${esc(l)}</span>`).join('<br>')}<br><span class="dl">${esc(supplier.phone)}</span><br><span class="dl">${esc(supplier.email)}</span><br><span class="dl">VAT No. ${vat}</span></div>
<div><div class="h">Bill To</div><b class="dl">${esc(customer.name)}</b><br>${customer.person ? `<span class="dl">Attn: ${esc(customer.person)}</span><br>` : ''}${customer.lines.map((l) => `<span class="dl">${esc(l)}</span>`).join('<br>')}</div>
<div><div class="h">Invoice Details</div><table class="det">${details.map(([k, v]) => `<tr><td class="nw">${k}</td><td class="nw">${esc(v)}</td></tr>`).join('')}</table></div></div>
<table class="items"><thead><tr><th>Description</th><th class="r">Qty</th><th class="r">Unit Price</th><th class="r">VAT</th><th class="r">Amount</th></tr></thead><tbody>${body}</tbody></table>
<div class="lower"><div>${notes}${signature}</div><table class="tot">${tot.join('')}</table></div>
</div>
<div class="foot"><span class="dl">Payment by bank transfer to ${esc(bank.name)} · IBAN: ${groupIban(ibanValue)} · BIC: ${bank.bic}</span><br><span class="dl">${esc(supplier.name)} · Registered in Ireland No. ${cro} · Registered office: ${esc(supplier.lines.join(', '))}</span></div>
</body></html>`;

  return built(html, 'en', {
    supplier_name: supplier.name,
    supplier_tax_id: vat,
    customer_name: customer.name,
    invoice_number: number,
    po_number: po ?? undefined,
    date: iso(date),
    due_date: due ? iso(due) : undefined,
    currency: 'EUR',
    subtotal: totals.subtotal / 100,
    total_tax: totals.tax / 100,
    total_amount: totals.total / 100,
    amount_due: totals.due / 100,
    iban: ibanValue,
  }, rows);
}
