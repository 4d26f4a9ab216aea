/**
 * Layout families: each renders an invoice's content as one A4 HTML page. A family fixes where the parties,
 * the reference block, the table and the totals sit; fonts, colours and table borders vary within it.
 */
import { pick, type Invoice, type Random } from './content.ts';

export const FAMILIES = ['window-left', 'billto-centre', 'letterhead-right', 'footer-supplier', 'banded', 'plain-lines'] as const;
export type Family = (typeof FAMILIES)[number];
/** Decided before any score was seen: the code is fixed on the first four, the last two are only measured. */
export const HELD_OUT: readonly Family[] = ['banded', 'plain-lines'];

const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Style {
  font: string;
  size: number;
  accent: string;
  borders: boolean;
}

function style(random: Random): Style {
  return {
    font: pick(random, ["'Liberation Sans', sans-serif", "'DejaVu Sans', sans-serif", "'Liberation Serif', serif", "'DejaVu Serif', serif", "'Liberation Sans Narrow', sans-serif"]),
    size: pick(random, [10, 10.5, 11, 12]),
    accent: pick(random, ['#1f4e79', '#333333', '#7a1f1f', '#2e6b30', '#5b3a8c', '#000000']),
    borders: random() < 0.5,
  };
}

function page(s: Style, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 }
html, body { margin: 0; padding: 0; }
body { width: 210mm; height: 296mm; padding: 14mm 16mm; box-sizing: border-box; font-family: ${s.font}; font-size: ${s.size}pt; color: #111; position: relative; }
h1 { color: ${s.accent}; margin: 0; }
table.items { width: 100%; border-collapse: collapse; margin-top: 6mm; }
table.items th { text-align: left; border-bottom: 1.5px solid ${s.accent}; padding: 4px 5px; font-weight: bold; }
table.items td { padding: 4px 5px; vertical-align: top; ${s.borders ? 'border-bottom: 0.5px solid #999;' : ''} }
table.items .num { text-align: right; white-space: nowrap; }
table.totals { border-collapse: collapse; margin-left: auto; margin-top: 4mm; }
table.totals td { padding: 3px 6px; }
table.totals td.num { text-align: right; white-space: nowrap; }
table.totals tr.grand td { font-weight: bold; border-top: 1px solid #333; }
.small { font-size: 0.85em; color: #333; }
.detail { font-size: 0.9em; color: #444; }
table.meta td { padding: 2px 8px 2px 0; }
</style></head><body>${body}</body></html>`;
}

const lines = (values: string[]) => values.map(esc).join('<br>');

function itemsTable(invoice: Invoice): string {
  const { text, columns } = invoice;
  const head = [`<th>${esc(text.description)}</th>`];
  if (columns.quantity) head.push(`<th class="num">${esc(text.quantity)}</th>`);
  if (columns.unit) head.push(`<th>${esc(text.unit)}</th>`);
  if (columns.unitPrice) head.push(`<th class="num">${esc(text.unitPrice)}</th>`);
  if (columns.rate) head.push(`<th class="num">${esc(text.vatRate)}</th>`);
  head.push(`<th class="num">${esc(text.amount)}</th>`);
  const rows = invoice.items.map((item) => {
    const cells = [`<td>${esc(item.description)}${item.detail ? `<br><span class="detail">${esc(item.detail)}</span>` : ''}</td>`];
    const quantity = item.quantity === null ? '' : item.quantity.toFixed(Number.isInteger(item.quantity) ? 0 : 2).replace('.', text.decimal);
    if (columns.quantity) cells.push(`<td class="num">${quantity}</td>`);
    if (columns.unit) cells.push(`<td>${esc(item.unit ?? '')}</td>`);
    if (columns.unitPrice) cells.push(`<td class="num">${esc(invoice.money(item.unitPrice ?? 0, false))}</td>`);
    if (columns.rate) cells.push(`<td class="num">${String(item.rate).replace('.', text.decimal)} %</td>`);
    cells.push(`<td class="num">${esc(invoice.money(item.amount, false))}</td>`);
    return `<tr>${cells.join('')}</tr>`;
  });
  return `<table class="items"><thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function totalsTable(invoice: Invoice): string {
  const { text, labels } = invoice;
  const row = (label: string, value: number, grand = false) => `<tr${grand ? ' class="grand"' : ''}><td>${esc(label)}</td><td class="num">${esc(invoice.money(value))}</td></tr>`;
  const rows: string[] = [];
  if (invoice.discount) {
    rows.push(row(labels.subtotal.replace(/^(\S+).*$/u, '$1'), invoice.subtotal + invoice.discount));
    rows.push(row(text.discount, -invoice.discount));
  }
  rows.push(row(labels.subtotal, invoice.subtotal));
  for (const tax of invoice.taxes) {
    const rate = `${String(tax.rate).replace('.', text.decimal)} %`;
    rows.push(row(invoice.taxes.length > 1 ? `${text.tax[0]} ${rate}` : `${labels.tax} ${rate}`, tax.amount));
  }
  rows.push(row(labels.total, invoice.total, !invoice.paid));
  if (invoice.paid) {
    rows.push(row(text.paid, -invoice.paid));
    rows.push(row(labels.amountDue, invoice.amountDue, true));
  }
  return `<table class="totals">${rows.join('')}</table>`;
}

function metaPairs(invoice: Invoice): [string, string][] {
  const { labels } = invoice;
  const pairs: [string, string][] = [[labels.number, invoice.number], [labels.date, invoice.formatDate(invoice.date)]];
  if (invoice.due.printed === 'date') pairs.push([labels.due, invoice.formatDate(invoice.due.date)]);
  if (invoice.po) pairs.push([labels.po, invoice.po]);
  return pairs;
}

const metaTable = (invoice: Invoice) => `<table class="meta">${metaPairs(invoice).map(([l, v]) => `<tr><td>${esc(l)} :</td><td><b>${esc(v)}</b></td></tr>`).join('')}</table>`.replace(/ :<\/td>/g, invoice.lang === 'fr' ? ' :</td>' : ':</td>');

function paymentBlock(invoice: Invoice): string {
  const { text } = invoice;
  const iban = invoice.iban.replace(/(.{4})/g, '$1 ').trim();
  const terms = invoice.due.printed === 'terms' ? `<p>${esc(invoice.labels.terms)}</p>` : '';
  return `${terms}<p class="small"><b>${esc(text.bank)}</b><br>IBAN: ${iban}<br>BIC: ${invoice.supplier.name.slice(0, 4).toUpperCase().replace(/[^A-Z]/g, 'X')}${invoice.text.ibanCountry}2X</p>`;
}

function supplierBlock(invoice: Invoice, align: string): string {
  const { supplier, text } = invoice;
  return `<div style="text-align:${align}"><div style="font-size:1.5em;font-weight:bold">${esc(supplier.name)}</div>${lines(supplier.lines)}<br>${esc(text.supplierVat)}: ${esc(supplier.vatId)}</div>`;
}

const customerLines = (invoice: Invoice) => [invoice.customer.name, ...invoice.customer.lines];

function windowLeft(invoice: Invoice, s: Style): string {
  const { supplier } = invoice;
  return page(s, `${supplierBlock(invoice, 'left')}
<div style="margin-top:14mm;display:flex;justify-content:space-between">
<div style="width:85mm"><div class="small" style="font-size:0.7em;text-decoration:underline">${esc(supplier.name)} · ${esc(supplier.lines.join(' · '))}</div>${lines(customerLines(invoice))}</div>
<div>${metaTable(invoice)}</div></div>
<h1 style="margin-top:10mm;font-size:1.6em">${esc(invoice.text.invoice)}</h1>
${itemsTable(invoice)}${totalsTable(invoice)}${paymentBlock(invoice)}<p>${esc(invoice.text.thanks)}</p>`);
}

function billtoCentre(invoice: Invoice, s: Style): string {
  return page(s, `${supplierBlock(invoice, 'center')}<h1 style="text-align:center;margin-top:6mm">${esc(invoice.text.invoice)}</h1>
<div style="margin-top:8mm;display:flex;justify-content:space-between">
<div><b>${esc(invoice.labels.customer)}</b><br>${lines(customerLines(invoice))}</div><div>${metaTable(invoice)}</div></div>
${itemsTable(invoice)}${totalsTable(invoice)}${paymentBlock(invoice)}`);
}

function letterheadRight(invoice: Invoice, s: Style): string {
  const pairs = metaPairs(invoice);
  const boxes = `<table style="width:100%;border-collapse:collapse;margin-top:8mm"><tr>${pairs.map(([l]) => `<td style="border:1px solid #888;padding:3px;font-size:0.85em">${esc(l)}</td>`).join('')}</tr><tr>${pairs.map(([, v]) => `<td style="border:1px solid #888;padding:3px">${esc(v)}</td>`).join('')}</tr></table>`;
  return page(s, `<div style="display:flex;justify-content:space-between"><h1 style="font-size:2em">${esc(invoice.text.invoice)}</h1>${supplierBlock(invoice, 'right')}</div>
<div style="margin-top:10mm"><b>${esc(invoice.labels.customer)}:</b><br>${lines(customerLines(invoice))}<br>${esc(invoice.text.customerVat)}: ${esc(invoice.customer.vatId)}</div>
${boxes}${itemsTable(invoice)}${totalsTable(invoice)}${paymentBlock(invoice)}`);
}

function footerSupplier(invoice: Invoice, s: Style): string {
  const { supplier, text } = invoice;
  const iban = invoice.iban.replace(/(.{4})/g, '$1 ').trim();
  const terms = invoice.due.printed === 'terms' ? `<p>${esc(invoice.labels.terms)}</p>` : '';
  return page(s, `<div style="display:flex;justify-content:space-between"><div style="font-size:1.8em;font-weight:bold;color:${s.accent}">${esc(supplier.name)}</div><h1>${esc(text.invoice)}</h1></div>
<div style="margin-top:10mm;display:flex;justify-content:space-between"><div>${metaTable(invoice)}</div>
<div style="width:75mm;border:1px solid #aaa;padding:3mm"><span class="small">${esc(invoice.labels.customer)}</span><br>${lines(customerLines(invoice))}</div></div>
${itemsTable(invoice)}${totalsTable(invoice)}${terms}<p>${esc(text.thanks)}</p>
<div class="small" style="position:absolute;bottom:12mm;left:16mm;right:16mm;border-top:1px solid #999;padding-top:2mm;text-align:center">
${esc(supplier.name)} · ${esc(supplier.lines.join(', '))} · ${esc(text.supplierVat)} ${esc(supplier.vatId)} · IBAN ${iban}</div>`);
}

function banded(invoice: Invoice, s: Style): string {
  const { supplier, text } = invoice;
  return page(s, `<div style="margin:-14mm -16mm 0 -16mm;padding:8mm 16mm;background:${s.accent};color:white;display:flex;justify-content:space-between;-webkit-print-color-adjust:exact">
<div><div style="font-size:1.6em;font-weight:bold">${esc(supplier.name)}</div>${lines(supplier.lines)}</div><div style="font-size:2em;font-weight:bold">${esc(text.invoice)}</div></div>
<div style="margin-top:8mm;display:flex;justify-content:space-between"><div style="background:#eee;padding:3mm;width:80mm;-webkit-print-color-adjust:exact"><b>${esc(invoice.labels.customer)}</b><br>${lines(customerLines(invoice))}</div>
<div>${metaTable(invoice)}<div class="small">${esc(text.supplierVat)}: ${esc(supplier.vatId)}</div></div></div>
${itemsTable(invoice)}${totalsTable(invoice)}${paymentBlock(invoice)}`);
}

function plainLines(invoice: Invoice, s: Style): string {
  const { supplier, text } = invoice;
  const meta = metaPairs(invoice).map(([l, v]) => `${esc(l)}: ${esc(v)}`).join('<br>');
  return page(s, `<div>${esc(supplier.name)}<br>${lines(supplier.lines)}<br>${esc(text.supplierVat)} ${esc(supplier.vatId)}</div>
<div style="margin-top:8mm;margin-left:95mm">${esc(invoice.labels.customer)}:<br>${lines(customerLines(invoice))}</div>
<div style="margin-top:8mm"><b>${esc(text.invoice)}</b><br>${meta}</div>${itemsTable(invoice)}${totalsTable(invoice)}${paymentBlock(invoice)}`);
}

export function renderHtml(family: Family, invoice: Invoice, random: Random): string {
  const s = style(random);
  switch (family) {
    case 'window-left': return windowLeft(invoice, s);
    case 'billto-centre': return billtoCentre(invoice, s);
    case 'letterhead-right': return letterheadRight(invoice, s);
    case 'footer-supplier': return footerSupplier(invoice, s);
    case 'banded': return banded(invoice, s);
    case 'plain-lines': return plainLines(invoice, s);
  }
}
