/**
 * Canada: the spreadsheet invoice template printed with its gridlines — every cell ruled, merged header cells,
 * labels in upper case, blank item rows left in the grid, a discount entered as a negative item row, GST or
 * HST by province (Ontario 13 %, New Brunswick 15 %, Alberta 5 %) on the whole net, and accounting-format
 * totals with the dollar sign at the left edge of the cell.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, built, caGstNumber, computeTotals, descHtml, esc, fmtDate, iso, money, PAGE_CSS, qtyText, randomDate,
  roundDeposit, sentence, type DateStyle, type Row,
} from './templates-common.ts';
import { TRADES, tradeRows } from './templates-items.ts';
import { customerParty, siteParty, supplierParty, type Party } from './templates-names.ts';
import type { BuiltInvoice } from './render-document.ts';

const TAX: Record<string, { label: string; rate: number }> = {
  ON: { label: 'HST', rate: 1300 }, NB: { label: 'HST', rate: 1500 }, AB: { label: 'GST', rate: 500 },
};
const FILLS = [{ head: '#1f4e78', light: '#ddebf7' }, { head: '#375623', light: '#e2efda' }, { head: '#7f6000', light: '#fff2cc' }, { head: '#595959', light: '#ededed' }];

/** A cell; `span` columns wide. */
const cell = (content: string, cls = '', span = 1): string => `<td${span > 1 ? ` colspan="${span}"` : ''}${cls ? ` class="${cls}"` : ''}>${content}</td>`;
/** Accounting format: the dollar sign at the left edge, the number at the right. */
const acct = (c: number): string => `<div class="acct"><span>$</span><span>${c < 0 ? `(${money(-c, 'en')})` : money(c, 'en')}</span></div>`;

function partyCells(p: Party | null, i: number): string {
  if (!p) return '';
  const lines = [p.name, ...(p.person ? [`Attn: ${p.person}`] : []), ...p.lines, p.phone];
  return lines[i] === undefined ? '' : `<span class="dl">${esc(lines[i])}</span>`;
}

export function caTemplateInvoice(random: Random): BuiltInvoice {
  const trade = pick(random, TRADES);
  const supplier = supplierParty(random, 'ca', trade);
  const customer = customerParty(random, 'ca', supplier.city, 1);
  const shipTo = chance(random, 0.5) ? (chance(random, 0.5) ? siteParty(random, 'ca', customer) : customer) : null;
  const tax = TAX[supplier.city.region];
  const fill = pick(random, FILLS);
  const dateStyle: DateStyle = pick(random, ['iso', 'us-long', 'us-short', 'iso']);
  const date = randomDate(random);
  const due = chance(random, 0.7) ? addDays(date, pick(random, [15, 30, 30])) : null;
  const number = pick(random, [`${int(random, 100, 999)}`, `${date.getUTCFullYear()}-${digits(random, 3)}`, `INV${digits(random, 4)}`]);
  const po = chance(random, 0.45) ? pick(random, [`${int(random, 10000, 99999)}`, `PO-${digits(random, 4)}`]) : null;
  const gst = caGstNumber(random);

  const rows: Row[] = tradeRows(random, 'ca', trade, int(random, 3, 11));
  for (const row of rows) row.rate = tax.rate;
  if (chance(random, 0.3)) {
    const pct = pick(random, [5, 10, 15]);
    const amount = -Math.round((rows.reduce((s, r) => s + r.amount, 0) * pct) / 100);
    rows.push({ lines: [pick(random, [`Discount (${pct}%)`, `Less ${pct}% loyalty discount`])], qty: null, unit: null, price: null, amount, rate: tax.rate, shownRate: null, entry: null });
  }
  const shipping = chance(random, 0.35) ? int(random, 10, 60) * 100 + pick(random, [0, 0, 50, 99]) : 0;
  const totals = computeTotals(rows, { shipping, shippingRate: tax.rate, deposit: chance(random, 0.3) ? roundDeposit(random) : undefined });

  const meta: [string, string][] = [['DATE:', fmtDate(date, dateStyle)], ['INVOICE #:', number]];
  if (chance(random, 0.5)) meta.push(['CUSTOMER ID:', `C${digits(random, 4)}`]);
  if (po) meta.push(['P.O. #:', po]);
  if (due) meta.push(['DUE DATE:', fmtDate(due, dateStyle)]);
  const supplierLines = [...supplier.lines, `Phone ${supplier.phone}`, supplier.email, `${tax.label === 'HST' ? 'GST/HST' : 'GST'} No. ${gst.slice(0, 9)} ${gst.slice(9)}`];

  const grid: string[] = [];
  grid.push(`<tr class="big">${cell(`<span class="dl">${esc(supplier.name)}</span>`, 'name', 4)}${cell('INVOICE', 'title r', 2)}</tr>`);
  for (let i = 0; i < Math.max(supplierLines.length, meta.length); i++) {
    const m = meta[i];
    grid.push(`<tr>${cell(supplierLines[i] ? `<span class="dl">${esc(supplierLines[i])}</span>` : '', '', 3)}${cell('')}${cell(m ? m[0] : '', 'r b')}${cell(m ? `<span class="nw">${esc(m[1])}</span>` : '', 'r')}</tr>`);
  }
  grid.push(`<tr>${cell('', '', 6)}</tr>`);
  grid.push(`<tr class="hd">${cell('BILL TO', '', 3)}${cell(shipTo ? 'SHIP TO' : '', '', 3)}</tr>`);
  const partyRows = Math.max(3 + (customer.person ? 1 : 0) + customer.lines.length, shipTo ? 3 + (shipTo.person ? 1 : 0) + shipTo.lines.length : 0);
  for (let i = 0; i < partyRows; i++) grid.push(`<tr>${cell(partyCells(customer, i), i === 0 ? 'b' : '', 3)}${cell(partyCells(shipTo, i), i === 0 ? 'b' : '', 3)}</tr>`);
  grid.push(`<tr>${cell('', '', 6)}</tr>`);
  grid.push(`<tr class="hd">${cell('ITEM #')}${cell('DESCRIPTION', '', 2)}${cell('QTY', 'r')}${cell('UNIT PRICE', 'r')}${cell('LINE TOTAL', 'r')}</tr>`);
  rows.forEach((row, i) => {
    const code = row.entry ? `${trade.slice(0, 2).toUpperCase()}-${String(100 + ((i * 37 + row.amount) % 900)).padStart(3, '0')}` : '';
    grid.push(`<tr class="${i % 2 ? 'alt' : ''}">${cell(code)}${cell(descHtml(row.lines), '', 2)}${cell(row.qty === null ? '' : qtyText(row.qty, 'en'), 'r')}${cell(row.price === null ? '' : money(row.price, 'en'), 'r')}${cell(money(row.amount, 'en'), 'r')}</tr>`);
  });
  for (let i = rows.length; i < 10; i++) grid.push(`<tr class="${i % 2 ? 'alt' : ''}">${cell('')}${cell('', '', 2)}${cell('')}${cell('')}${cell('')}</tr>`);

  const notes = [
    'Thank you for your business!',
    `All amounts in Canadian dollars (CAD).`,
    pick(random, [`Please send payment by Interac e-Transfer to ${supplier.email}.`, sentence(`Make cheques payable to ${supplier.name}`), `Direct deposit: Inst. 00${int(random, 1, 4)}, Transit ${digits(random, 5)}, Acct ${digits(random, 7)}.`]),
    due ? `Payment due by ${fmtDate(due, dateStyle)}.` : pick(random, ['Payment due upon receipt.', 'Terms: Net 30.']),
  ];
  const totalRows: [string, string, string][] = [['SUBTOTAL', acct(totals.subtotal), '']];
  if (totals.shipping) totalRows.push(['SHIPPING', acct(totals.shipping), '']);
  totalRows.push([`${tax.label} (${tax.rate / 100}%)`, acct(totals.tax), '']);
  totalRows.push([totals.deposit ? 'TOTAL' : 'TOTAL (CAD)', acct(totals.total), 'tot']);
  if (totals.deposit) {
    totalRows.push(['LESS DEPOSIT', acct(-totals.deposit), '']);
    totalRows.push(['BALANCE DUE', acct(totals.due), 'tot']);
  }
  for (let i = 0; i < Math.max(notes.length, totalRows.length); i++) {
    const t = totalRows[i];
    grid.push(`<tr>${cell(notes[i] ? `<span class="dl${i === 0 ? ' b' : ''}">${esc(notes[i])}</span>` : '', 'note', 4)}${cell(t ? `<span class="dl">${t[0]}</span>` : '', `r b ${t ? t[2] : ''}`)}${cell(t ? t[1] : '', t ? t[2] : '')}</tr>`);
  }
  grid.push(`<tr>${cell('', '', 6)}</tr>`);
  grid.push(`<tr>${cell(`<span class="dl">If you have any questions about this invoice, please contact ${esc(supplier.person ?? '')}, ${esc(supplier.phone)}</span>`, 'c', 6)}</tr>`);

  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${PAGE_CSS}
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:11.5px;color:#000;padding:34px 34px}
table.sheet{width:100%;table-layout:fixed}.sheet td{border:1px solid #c8c8c8;padding:2px 5px;height:20px;vertical-align:bottom;overflow:hidden}
.sheet .b{font-weight:bold}.sheet tr.big td{height:38px}.sheet .name{font-size:19px;font-weight:bold;color:${fill.head}}
.sheet .title{font-size:24px;font-weight:bold;color:#7f7f7f;letter-spacing:1px}
.sheet tr.hd td{background:${fill.head};color:#fff;font-weight:bold}.sheet tr.alt td{background:${fill.light}}
.sheet .sub{color:#404040}.sheet td.tot{background:${fill.light};font-weight:bold;border-top:2px solid #000}
.acct{display:flex;justify-content:space-between}.sheet td.note{color:#404040}
</style></head><body>
<table class="sheet"><colgroup><col style="width:13%"><col style="width:22%"><col style="width:22%"><col style="width:10%"><col style="width:17%"><col style="width:16%"></colgroup>
${grid.join('\n')}</table>
</body></html>`;

  return built(html, 'en', {
    supplier_name: supplier.name,
    supplier_tax_id: gst,
    customer_name: customer.name,
    invoice_number: number,
    po_number: po ?? undefined,
    date: iso(date),
    due_date: due ? iso(due) : undefined,
    currency: 'CAD',
    subtotal: totals.subtotal / 100,
    total_tax: totals.tax / 100,
    total_amount: totals.total / 100,
    amount_due: totals.due / 100,
  }, rows);
}
