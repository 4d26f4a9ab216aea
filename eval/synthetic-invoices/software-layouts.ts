/**
 * Layouts in the manner of common invoicing software (a payments platform's receipt-like invoice, a bookkeeping
 * package with BILL TO / SHIP TO and TERMS, an Australian TAX INVOICE with a payment advice slip, a numbered
 * item table with Balance Due, a coloured header band with Amount Due, a Canadian invoice with two sales
 * taxes). Each returns the page's HTML and which optional fields it printed.
 */
import { pick, type Random } from './content.ts';
import type { SoftwareInvoice } from './software-content.ts';

export const SOFTWARE_LAYOUTS = ['platform', 'bookkeeping', 'tax-invoice-advice', 'numbered-items', 'header-band', 'two-taxes'] as const;
export type SoftwareLayout = (typeof SOFTWARE_LAYOUTS)[number];

export interface Rendered { html: string; printed: { due: boolean; po: boolean; tax: boolean } }

export const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const br = (lines: string[]) => lines.map(esc).join('<br>');
export const qty = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

export function page(random: Random, body: string): string {
  const font = pick(random, ["'Liberation Sans', sans-serif", "'DejaVu Sans', sans-serif", "'Liberation Serif', serif"]);
  const size = pick(random, [9.5, 10, 11]);
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 } html, body { margin: 0; padding: 0; }
body { width: 210mm; height: 296mm; padding: 14mm 15mm; box-sizing: border-box; font-family: ${font}; font-size: ${size}pt; color: #222; position: relative; }
table { border-collapse: collapse; } td, th { padding: 4px 6px; vertical-align: top; }
th { text-align: left; } .r { text-align: right; white-space: nowrap; } .muted { color: #666; } .big { font-size: 1.6em; font-weight: bold; }
table.items { width: 100%; margin-top: 7mm; } table.sum { margin-left: auto; margin-top: 4mm; min-width: 70mm; }
</style></head><body>${body}</body></html>`;
}

export function itemRows(invoice: SoftwareInvoice, cells: (item: SoftwareInvoice['items'][number], index: number) => string[]): string {
  return invoice.items.map((item, index) => `<tr>${cells(item, index).join('')}</tr>`).join('');
}

export const description = (item: SoftwareInvoice['items'][number]) => `${esc(item.description)}${item.detail ? `<br><span class="muted">${esc(item.detail)}</span>` : ''}`;

export function sumRows(invoice: SoftwareInvoice, labels: { subtotal: string; total: string; paid?: string; due?: string }, taxLabel: (tax: SoftwareInvoice['taxes'][number]) => string): string {
  const row = (label: string, value: string, bold = false) => `<tr${bold ? ' style="font-weight:bold"' : ''}><td>${esc(label)}</td><td class="r">${esc(value)}</td></tr>`;
  const rows = [];
  if (invoice.discount) rows.push(row('Discount (10%)', invoice.money(-invoice.discount)));
  rows.push(row(labels.subtotal, invoice.money(invoice.subtotal)));
  for (const tax of invoice.taxes) rows.push(row(taxLabel(tax), invoice.money(tax.amount)));
  rows.push(row(labels.total, invoice.money(invoice.total), !labels.due));
  if (labels.due) {
    if (invoice.paid) rows.push(row(labels.paid ?? 'Amount paid', invoice.money(-invoice.paid)));
    rows.push(row(labels.due, invoice.money(invoice.amountDue), true));
  }
  return `<table class="sum">${rows.join('')}</table>`;
}

function platform(invoice: SoftwareInvoice, random: Random): Rendered {
  const { supplier, customer } = invoice;
  const meta = [['Invoice number', invoice.number], ['Date of issue', invoice.formatDate(invoice.date)], ['Date due', invoice.formatDate(invoice.due)]];
  const body = `<div style="display:flex;justify-content:space-between"><div class="big">Invoice</div><div style="font-weight:bold">${esc(supplier.name)}</div></div>
<table style="margin-top:6mm">${meta.map(([l, v]) => `<tr><td class="muted">${l}</td><td>${esc(v)}</td></tr>`).join('')}</table>
<div style="display:flex;gap:25mm;margin-top:7mm"><div><b>${esc(supplier.name)}</b><br>${br(supplier.lines)}<br>${esc(supplier.phone)}<br>${esc(supplier.email)}</div>
<div><b>Bill to</b><br>${esc(customer.name)}<br>${br(customer.lines)}</div></div>
<div style="font-size:1.4em;font-weight:bold;margin-top:8mm">${esc(invoice.money(invoice.amountDue))} ${invoice.currency} due ${esc(invoice.formatDate(invoice.due))}</div>
<table class="items"><tr style="border-bottom:1px solid #999"><th>Description</th><th class="r">Qty</th><th class="r">Unit price</th><th class="r">Amount</th></tr>
${itemRows(invoice, (item) => [`<td>${description(item)}</td>`, `<td class="r">${qty(item.quantity)}</td>`, `<td class="r">${invoice.money(item.unitPrice)}</td>`, `<td class="r">${invoice.money(item.amount)}</td>`])}</table>
${sumRows(invoice, { subtotal: 'Subtotal', total: 'Total', paid: 'Amount paid', due: 'Amount due' }, (tax) => `${tax.label} (${tax.rate}%)`)}
<div class="muted" style="position:absolute;bottom:12mm;left:15mm">${esc(invoice.number)} · ${esc(invoice.money(invoice.amountDue))} ${invoice.currency} due ${esc(invoice.formatDate(invoice.due))}</div>`;
  return { html: page(random, body), printed: { due: true, po: false, tax: invoice.taxes.length > 0 } };
}

function bookkeeping(invoice: SoftwareInvoice, random: Random): Rendered {
  const { supplier, customer } = invoice;
  const colour = pick(random, ['#2ca01c', '#0077c5', '#393a3d']);
  const meta = [['INVOICE #', invoice.number], ['DATE', invoice.formatDate(invoice.date)], ['DUE DATE', invoice.formatDate(invoice.due)], ['TERMS', `Net ${invoice.termsDays}`]];
  const body = `<div style="display:flex;justify-content:space-between"><div><b>${esc(supplier.name)}</b><br>${br(supplier.lines)}<br>${esc(supplier.phone)}<br>${esc(supplier.email)}</div>
<div style="color:${colour};font-size:1.8em">INVOICE</div></div>
<div style="display:flex;justify-content:space-between;margin-top:8mm"><div style="display:flex;gap:18mm"><div><span style="color:${colour}">BILL TO</span><br>${esc(customer.name)}<br>${br(customer.lines)}</div>
<div><span style="color:${colour}">SHIP TO</span><br>${esc(customer.name)}<br>${br(customer.lines)}</div></div>
<table>${meta.map(([l, v]) => `<tr><td style="color:${colour}" class="r">${l}</td><td>${esc(v)}</td></tr>`).join('')}</table></div>
<table class="items"><tr style="background:#e8f0f8;color:${colour}"><th>DATE</th><th>ACTIVITY</th><th class="r">QTY</th><th class="r">RATE</th><th class="r">AMOUNT</th></tr>
${itemRows(invoice, (item) => [`<td>${esc(invoice.formatDate(invoice.date))}</td>`, `<td>${description(item)}</td>`, `<td class="r">${qty(item.quantity)}</td>`, `<td class="r">${item.unitPrice.toFixed(2)}</td>`, `<td class="r">${item.amount.toFixed(2)}</td>`])}</table>
${sumRows(invoice, { subtotal: 'SUBTOTAL', total: 'TOTAL', paid: 'PAYMENT', due: 'BALANCE DUE' }, () => 'TAX')}`;
  return { html: page(random, body), printed: { due: true, po: false, tax: invoice.taxes.length > 0 } };
}

function taxInvoiceAdvice(invoice: SoftwareInvoice, random: Random): Rendered {
  const { supplier, customer } = invoice;
  const body = `<div style="display:flex;justify-content:space-between"><div><div class="big">TAX INVOICE</div><div style="margin-top:4mm">${esc(customer.name)}<br>${br(customer.lines)}</div></div>
<div style="display:flex;gap:8mm"><table>${[['Invoice Date', invoice.formatDate(invoice.date)], ['Invoice Number', invoice.number], ...(invoice.po ? [['Reference', invoice.po]] : []), ['ABN', supplier.taxId ?? '']].map(([l, v]) => `<tr><td><b>${l}</b><br>${esc(v)}</td></tr>`).join('')}</table>
<div>${esc(supplier.name)}<br>${br(supplier.lines)}</div></div></div>
<table class="items"><tr style="border-bottom:1px solid #000"><th>Description</th><th class="r">Quantity</th><th class="r">Unit Price</th><th class="r">GST</th><th class="r">Amount ${invoice.currency}</th></tr>
${itemRows(invoice, (item) => [`<td>${description(item)}</td>`, `<td class="r">${qty(item.quantity)}</td>`, `<td class="r">${item.unitPrice.toFixed(2)}</td>`, '<td class="r">10%</td>', `<td class="r">${item.amount.toFixed(2)}</td>`])}</table>
${sumRows(invoice, { subtotal: 'Subtotal', total: `TOTAL ${invoice.currency}`, paid: 'Less Amount Paid', due: invoice.paid ? `AMOUNT DUE ${invoice.currency}` : undefined }, () => 'TOTAL GST 10%')}
<p style="margin-top:8mm"><b>Due Date: ${esc(invoice.formatDate(invoice.due))}</b><br>Please pay by direct deposit. BSB 062-000, Account 1234 5678.</p>
<div style="position:absolute;bottom:14mm;left:15mm;right:15mm;border-top:1px dashed #555;padding-top:4mm;display:flex;justify-content:space-between">
<div><div class="big">PAYMENT ADVICE</div>To: ${esc(supplier.name)}<br>${br(supplier.lines)}</div>
<table>${[['Customer', customer.name], ['Invoice Number', invoice.number], ['Amount Due', invoice.amountDue.toFixed(2)], ['Due Date', invoice.formatDate(invoice.due)], ['Amount Enclosed', '']].map(([l, v]) => `<tr><td><b>${l}</b></td><td>${esc(v)}</td></tr>`).join('')}</table></div>`;
  return { html: page(random, body), printed: { due: true, po: Boolean(invoice.po), tax: true } };
}

function numberedItems(invoice: SoftwareInvoice, random: Random): Rendered {
  const { supplier, customer } = invoice;
  const meta = [['Invoice Date :', invoice.formatDate(invoice.date)], ['Terms :', `Net ${invoice.termsDays}`], ['Due Date :', invoice.formatDate(invoice.due)], ...(invoice.po ? [['P.O.# :', invoice.po]] : [])];
  const body = `<div style="display:flex;justify-content:space-between"><div><b style="font-size:1.2em">${esc(supplier.name)}</b><br>${br(supplier.lines)}<br>${esc(supplier.email)}</div>
<div class="r"><div style="font-size:2em">INVOICE</div># ${esc(invoice.number)}<br><br><span class="muted">Balance Due</span><br><b style="font-size:1.3em">${esc(invoice.money(invoice.amountDue))}</b></div></div>
<div style="display:flex;justify-content:space-between;margin-top:8mm"><div><span class="muted">Bill To</span><br><b>${esc(customer.name)}</b><br>${br(customer.lines)}</div>
<table>${meta.map(([l, v]) => `<tr><td class="r muted">${l}</td><td class="r">${esc(v)}</td></tr>`).join('')}</table></div>
<table class="items"><tr style="background:#3c3d3a;color:white;-webkit-print-color-adjust:exact"><th>#</th><th>Item &amp; Description</th><th class="r">Qty</th><th class="r">Rate</th><th class="r">Amount</th></tr>
${itemRows(invoice, (item, index) => [`<td>${index + 1}</td>`, `<td>${description(item)}</td>`, `<td class="r">${qty(item.quantity)}</td>`, `<td class="r">${item.unitPrice.toFixed(2)}</td>`, `<td class="r">${item.amount.toFixed(2)}</td>`])}</table>
${sumRows(invoice, { subtotal: 'Sub Total', total: 'Total', paid: 'Payment Made', due: 'Balance Due' }, (tax) => `${tax.label} (${tax.rate}%)`)}
<p style="margin-top:10mm" class="muted">Notes<br>Thanks for your business.</p>`;
  return { html: page(random, body), printed: { due: true, po: Boolean(invoice.po), tax: invoice.taxes.length > 0 } };
}

function headerBand(invoice: SoftwareInvoice, random: Random): Rendered {
  const { supplier, customer } = invoice;
  const colour = pick(random, ['#0b5394', '#1e2a3a', '#6a1b9a']);
  const body = `<div style="margin:-14mm -15mm 0 -15mm;padding:10mm 15mm;background:${colour};color:white;-webkit-print-color-adjust:exact;display:flex;justify-content:space-between">
<div style="font-size:1.6em;font-weight:bold">${esc(supplier.name)}</div><div class="r">${esc(supplier.phone)}<br>${br(supplier.lines)}</div></div>
<div style="display:flex;justify-content:space-between;margin-top:8mm"><div><span class="muted">Billed To</span><br>${esc(customer.name)}<br>${br(customer.lines)}</div>
<div><span class="muted">Date of Issue</span><br>${esc(invoice.formatDate(invoice.date))}<br><span class="muted">Due Date</span><br>${esc(invoice.formatDate(invoice.due))}</div>
<div><span class="muted">Invoice Number</span><br>${esc(invoice.number)}<br>${invoice.po ? `<span class="muted">Reference</span><br>${esc(invoice.po)}` : ''}</div>
<div class="r"><span class="muted">Amount Due (${invoice.currency})</span><br><span style="font-size:2em">${esc(invoice.money(invoice.amountDue))}</span></div></div>
<table class="items"><tr style="border-top:3px solid ${colour}"><th>Description</th><th class="r">Rate</th><th class="r">Qty</th><th class="r">Line Total</th></tr>
${itemRows(invoice, (item) => [`<td>${description(item)}</td>`, `<td class="r">${invoice.money(item.unitPrice)}</td>`, `<td class="r">${qty(item.quantity)}</td>`, `<td class="r">${invoice.money(item.amount)}</td>`])}</table>
${sumRows(invoice, { subtotal: 'Subtotal', total: 'Total', paid: 'Amount Paid', due: `Amount Due (${invoice.currency})` }, (tax) => tax.label)}
<p class="muted" style="margin-top:10mm">Terms<br>Please pay within ${invoice.termsDays} days. Thank you!</p>`;
  return { html: page(random, body), printed: { due: true, po: Boolean(invoice.po), tax: invoice.taxes.length > 0 } };
}

function twoTaxes(invoice: SoftwareInvoice, random: Random): Rendered {
  const { supplier, customer } = invoice;
  const body = `<div style="text-align:center"><div class="big">${esc(supplier.name)}</div>${esc(supplier.lines.join(', '))}<br>${esc(supplier.phone)}${supplier.taxId ? ` · GST/HST No. ${esc(supplier.taxId)}` : ''}</div>
<div style="text-align:center;font-size:1.4em;margin-top:6mm;letter-spacing:2px">INVOICE</div>
<div style="display:flex;justify-content:space-between;margin-top:8mm"><div><b>Invoice to:</b><br>${esc(customer.name)}<br>${br(customer.lines)}</div>
<div>Invoice No.: ${esc(invoice.number)}<br>Invoice Date: ${esc(invoice.formatDate(invoice.date))}<br>Payment Due: ${esc(invoice.formatDate(invoice.due))}${invoice.po ? `<br>P.O./S.O.: ${esc(invoice.po)}` : ''}</div></div>
<table class="items"><tr style="border-bottom:2px solid #000"><th>Items</th><th class="r">Quantity</th><th class="r">Price</th><th class="r">Amount</th></tr>
${itemRows(invoice, (item) => [`<td>${description(item)}</td>`, `<td class="r">${qty(item.quantity)}</td>`, `<td class="r">${invoice.money(item.unitPrice)}</td>`, `<td class="r">${invoice.money(item.amount)}</td>`])}</table>
${sumRows(invoice, { subtotal: 'Subtotal:', total: 'Total:', paid: 'Payment on ' + invoice.formatDate(invoice.date) + ':', due: `Amount Due (${invoice.currency}):` }, (tax) => `${tax.label} ${tax.rate}%:`)}`;
  return { html: page(random, body), printed: { due: true, po: Boolean(invoice.po), tax: true } };
}

export function renderSoftware(layout: SoftwareLayout, invoice: SoftwareInvoice, random: Random): Rendered {
  switch (layout) {
    case 'platform': return platform(invoice, random);
    case 'bookkeeping': return bookkeeping(invoice, random);
    case 'tax-invoice-advice': return taxInvoiceAdvice(invoice, random);
    case 'numbered-items': return numberedItems(invoice, random);
    case 'header-band': return headerBand(invoice, random);
    case 'two-taxes': return twoTaxes(invoice, random);
  }
}

/** Which region each layout's invoices come from. */
export const LAYOUT_REGION: Record<SoftwareLayout, 'us' | 'ca' | 'au'> = {
  platform: 'us', bookkeeping: 'us', 'tax-invoice-advice': 'au', 'numbered-items': 'us', 'header-band': 'us', 'two-taxes': 'ca',
};
