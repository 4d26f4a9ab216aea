/**
 * Held-out layouts for measuring extraction on invoice styles that software-layouts.ts does not cover: an online
 * marketplace seller's invoice, a professional-services statement, a telecom/utility bill with a payment slip,
 * a hotel direct-bill folio, a two-column letter invoice with a reference box and a remit-to address, and a
 * monospaced print-out from an old accounting system. Same contract as software-layouts.ts.
 */
import { digits, int, pick, type Random } from './content.ts';
import type { SoftwareInvoice } from './software-content.ts';
import { br, description, esc, itemRows, page, qty, sumRows, type Rendered } from './software-layouts.ts';

export const EXTRA_LAYOUTS = ['marketplace', 'services-statement', 'utility-bill', 'hotel-folio', 'letter-remit', 'ledger-print'] as const;
export type ExtraLayout = (typeof EXTRA_LAYOUTS)[number];

type Item = SoftwareInvoice['items'][number];

const round2 = (value: number) => Math.round(value * 100) / 100;
const r = (value: string) => `<td class="r">${esc(value)}</td>`;
/** An amount without the currency sign, as many item tables print it. */
const num = (invoice: SoftwareInvoice, value: number) => invoice.money(value).replace('$', '');
const pairs = (rows: string[][], labelStyle = 'class="muted"') => rows.map(([l, v]) => `<tr style="white-space:nowrap"><td ${labelStyle}>${esc(l)}</td><td>${esc(v)}</td></tr>`).join('');

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Per-line tax as marketplaces print it; the rounding difference goes on the last line so the lines add up to the tax total. */
function lineTaxes(invoice: SoftwareInvoice): number[] | null {
  if (invoice.discount || !invoice.taxes.length) return null;
  const rate = invoice.taxes.reduce((sum, tax) => sum + tax.rate, 0);
  const taxes = invoice.items.map((item) => round2((item.amount * rate) / 100));
  taxes[taxes.length - 1] = round2(invoice.totalTax - taxes.slice(0, -1).reduce((sum, tax) => sum + tax, 0));
  return taxes;
}

function marketplace(invoice: SoftwareInvoice, random: Random): Rendered {
  const { supplier, customer, money } = invoice;
  const lineTax = lineTaxes(invoice);
  const rate = invoice.taxes.map((tax) => `${tax.rate}%`).join(' + ');
  const head = ['Sl. No', 'Description', 'Unit Price', 'Qty', 'Net Amount', ...(invoice.taxes.length ? ['Tax Rate'] : []), ...(lineTax ? ['Tax Amount', 'Total Amount'] : [])];
  const rows = itemRows(invoice, (item, index) => [`<td>${index + 1}</td>`, `<td>${description(item)}</td>`, r(money(item.unitPrice)), r(qty(item.quantity)), r(money(item.amount)),
    ...(invoice.taxes.length ? [r(rate)] : []), ...(lineTax ? [r(money(lineTax[index])), r(money(round2(item.amount + lineTax[index])))] : [])]);
  const footer = lineTax ? `<tr style="font-weight:bold"><td colspan="4">TOTAL:</td>${r(money(invoice.subtotal))}<td></td>${r(money(invoice.totalTax))}${r(money(invoice.total))}</tr>` : '';
  const refs = [['Order Number:', `${digits(random, 3)}-${digits(random, 7)}-${digits(random, 7)}`], ['Order Date:', invoice.formatDate(addDays(invoice.date, -int(random, 0, 4)))], ...(invoice.po ? [['Customer PO:', invoice.po]] : [])];
  const details = [['Invoice Number:', invoice.number], ['Invoice Date:', invoice.formatDate(invoice.date)], ['Payment Due:', invoice.formatDate(invoice.due)]];
  const body = `<style>table.grid td, table.grid th { border: 1px solid #888 } table.grid th { background: #ddd; -webkit-print-color-adjust: exact }</style>
<div style="display:flex;justify-content:space-between;align-items:baseline"><div class="big">${pick(random, ['Invoice', 'Tax Invoice', 'Order Invoice'])}</div><div class="muted">(Original for Recipient)</div></div>
<div style="display:flex;justify-content:space-between;margin-top:7mm"><div><b>Sold By:</b><br>${esc(supplier.name)}<br>${br(supplier.lines)}<br>${esc(supplier.email)}
<table style="margin-top:6mm">${pairs(refs, 'style="font-weight:bold;padding-left:0"')}</table></div>
<div style="text-align:right"><b>Billing Address:</b><br>${esc(customer.name)}<br>${br(customer.lines)}<br><br><b>Shipping Address:</b><br>${esc(customer.name)}<br>${br(customer.lines)}
<table style="margin:5mm 0 0 auto">${pairs(details, 'style="font-weight:bold;text-align:right"')}</table></div></div>
<table class="items grid"><tr>${head.map((h, i) => `<th${i > 1 ? ' class="r"' : ''}>${h}</th>`).join('')}</tr>${rows}${footer}</table>
${sumRows(invoice, { subtotal: 'Item(s) Subtotal:', total: 'Grand Total:', paid: 'Payment Received:', due: 'Amount Due:' }, (tax) => `${tax.label} (${tax.rate}%):`)}
<p style="margin-top:8mm">Please pay the amount due by <b>${esc(invoice.formatDate(invoice.due))}</b>. Questions about this order? Contact the seller at ${esc(supplier.email)}.</p>
<div style="text-align:right;margin-top:10mm">For ${esc(supplier.name)}:<br><br><br>Authorized Signatory</div>`;
  return { html: page(random, body), printed: { due: true, po: Boolean(invoice.po), tax: invoice.taxes.length > 0 } };
}

function servicesStatement(invoice: SoftwareInvoice, random: Random): Rendered {
  const { supplier, customer, money } = invoice;
  let offset = -int(random, 20, 30);
  const dates = invoice.items.map(() => invoice.formatDate(addDays(invoice.date, (offset = Math.min(0, offset + int(random, 1, 5))))));
  const refs = [['Date', invoice.formatDate(invoice.date)], ['Invoice No.', invoice.number], ['Client No.', digits(random, 5)], ['Matter No.', `${digits(random, 5)}-${digits(random, 3)}`],
    ...(invoice.po ? [['Your Ref.', invoice.po]] : []), ['Payment Due', invoice.formatDate(invoice.due)]];
  const hours = round2(invoice.items.reduce((sum, item) => sum + item.quantity, 0));
  const sums: [string, number, boolean?][] = [...(invoice.discount ? [['Less professional courtesy (10%)', -invoice.discount] as [string, number]] : []), ['Total fees', invoice.subtotal],
    ...invoice.taxes.map((tax): [string, number] => [`${tax.label} on fees (${tax.rate}%)`, tax.amount]), ['Total current charges', invoice.total],
    ...(invoice.paid ? [['Less payments received', -invoice.paid] as [string, number]] : []), ['Balance due', invoice.amountDue, true]];
  const body = `<div style="text-align:center;border-bottom:3px double #333;padding-bottom:4mm"><div style="font-size:1.7em;letter-spacing:3px">${esc(supplier.name)}</div>
<div style="margin-top:2mm">${esc(supplier.lines.join(' · '))}</div><div class="muted">Tel. ${esc(supplier.phone)} · ${esc(supplier.email)}</div></div>
<div style="display:flex;justify-content:space-between;margin-top:9mm"><div style="margin-top:4mm">${esc(customer.name)}<br>${br(customer.lines)}</div><table>${pairs(refs)}</table></div>
<p style="margin-top:7mm"><b>Matter:</b> ${esc(pick(random, ['General advisory', 'Contract review', 'Project support', 'Ongoing engagement']))}</p>
<div style="text-align:center;font-weight:bold;letter-spacing:1px;margin-top:4mm">${pick(random, ['STATEMENT FOR PROFESSIONAL SERVICES RENDERED', 'INVOICE FOR SERVICES RENDERED', 'STATEMENT OF SERVICES'])}</div>
<table class="items" style="margin-top:4mm"><tr style="border-bottom:1px solid #333"><th>Date</th><th>Description of services</th><th class="r">Hours</th><th class="r">Rate</th><th class="r">Amount</th></tr>
${itemRows(invoice, (item, index) => [`<td style="white-space:nowrap">${esc(dates[index])}</td>`, `<td>${description(item)}</td>`, r(item.quantity.toFixed(2)), r(num(invoice, item.unitPrice)), r(num(invoice, item.amount))])}
<tr style="border-top:1px solid #333"><td></td><td class="muted">Total hours</td>${r(hours.toFixed(2))}<td></td><td></td></tr></table>
<table class="sum">${sums.map(([label, value, bold]) => `<tr${bold ? ' style="font-weight:bold;border-top:1px solid #333"' : ''}><td>${esc(label)}</td>${r(money(value))}</tr>`).join('')}</table>
<p style="margin-top:10mm">Payment is due by ${esc(invoice.formatDate(invoice.due))}. Please quote invoice no. ${esc(invoice.number)} with your remittance.<br><span class="muted">Thank you for the opportunity to be of service.</span></p>`;
  return { html: page(random, body), printed: { due: true, po: Boolean(invoice.po), tax: invoice.taxes.length > 0 } };
}

function utilityBill(invoice: SoftwareInvoice, random: Random): Rendered {
  const { supplier, customer, money } = invoice;
  const colour = pick(random, ['#e4002b', '#00843d', '#5b2c86', '#0066b3']);
  const account = `${digits(random, 4)} ${digits(random, 3)} ${digits(random, 3)}`;
  const periodEnd = addDays(invoice.date, -int(random, 1, 5));
  const refs = [['Account number', account], ['Invoice number', invoice.number], ['Issue date', invoice.formatDate(invoice.date)],
    ['Billing period', `${invoice.formatDate(addDays(periodEnd, -int(random, 27, 30)))} – ${invoice.formatDate(periodEnd)}`]];
  const summary = [['Previous bill', money(0)], ['Payments received', money(-invoice.paid)], ['New charges', money(invoice.total)], ['Total amount due', money(invoice.amountDue)]];
  const slip = [['Customer', customer.name], ['Account number', account], ['Invoice number', invoice.number], ['Amount due', money(invoice.amountDue)], ['Due date', invoice.formatDate(invoice.due)]];
  const body = `<div style="display:flex;justify-content:space-between;border-left:8px solid ${colour};padding-left:4mm;-webkit-print-color-adjust:exact">
<div><div style="font-size:1.8em;font-weight:bold;color:${colour}">${esc(supplier.name)}</div>${esc(supplier.lines.join(', '))} · ${esc(supplier.phone)}</div>
<div style="text-align:right"><b>Tax Invoice</b><br>ABN ${esc(supplier.taxId ?? '')}</div></div>
<div style="display:flex;justify-content:space-between;margin-top:8mm"><div><div class="big">${pick(random, ['Your bill', 'Your account', 'Your statement'])}</div><div style="margin-top:3mm">${esc(customer.name)}<br>${br(customer.lines)}</div></div>
<table style="border:1px solid #bbb">${pairs(refs)}</table></div>
<div style="display:flex;gap:12mm;margin-top:6mm;padding:4mm 6mm;background:#f1f1f1;-webkit-print-color-adjust:exact">
<div><span class="muted">Amount due by ${esc(invoice.formatDate(invoice.due))}</span><br><span style="font-size:2em;font-weight:bold;color:${colour}">${esc(money(invoice.amountDue))}</span></div>
<div><span class="muted">Due date</span><br><span style="font-size:1.4em;font-weight:bold">${esc(invoice.formatDate(invoice.due))}</span></div></div>
<div style="margin-top:6mm;font-weight:bold">Account summary</div>
<table style="width:100%;margin-top:1mm"><tr>${summary.map(([l]) => `<td class="muted">${l}</td>`).join('')}</tr><tr>${summary.map(([, v]) => `<td><b>${esc(v)}</b></td>`).join('')}</tr></table>
<div style="margin-top:6mm;font-weight:bold;border-bottom:2px solid ${colour}">Your charges this period</div>
<table class="items" style="margin-top:1mm"><tr class="muted"><th>Service</th><th class="r">Quantity</th><th class="r">Rate</th><th class="r">Amount (excl. GST)</th></tr>
${itemRows(invoice, (item) => [`<td>${description(item)}</td>`, r(qty(item.quantity)), r(money(item.unitPrice)), r(money(item.amount))])}</table>
${sumRows(invoice, { subtotal: 'Total charges (excl. GST)', total: 'Total new charges (incl. GST)' }, () => 'GST')}
<div style="position:absolute;bottom:12mm;left:15mm;right:15mm;border-top:2px dashed #777;padding-top:3mm;display:flex;justify-content:space-between">
<div><b>How to pay</b><br>BPAY® Biller Code: ${digits(random, 5)} &nbsp; Ref: ${account.replace(/ /g, '')}<br>Direct debit, card or online at www.${esc(supplier.email.split('@')[1])}<br>Call ${esc(supplier.phone)}</div>
<table>${pairs(slip, 'style="font-weight:bold"')}</table></div>`;
  return { html: page(random, body), printed: { due: true, po: false, tax: true } };
}

function hotelFolio(invoice: SoftwareInvoice, random: Random): Rendered {
  const { supplier, customer, money } = invoice;
  const nights = int(random, 2, 6);
  const arrival = addDays(invoice.date, -nights);
  const posted = (index: number) => invoice.formatDate(addDays(arrival, Math.floor((index * nights) / invoice.items.length)));
  const refs = [['Room No.', String(int(random, 101, 1420))], ['Arrival', invoice.formatDate(arrival)], ['Departure', invoice.formatDate(invoice.date)], ['Folio No.', digits(random, 6)],
    ['Invoice No.', invoice.number], ['Invoice Date', invoice.formatDate(invoice.date)], ...(invoice.po ? [['P.O. / Booking Ref.', invoice.po]] : []), ['Payment Due', invoice.formatDate(invoice.due)]];
  const body = `<div style="text-align:center"><div class="big" style="letter-spacing:2px">${esc(supplier.name)}</div>${esc(supplier.lines.join(' | '))}<br>${esc(supplier.phone)} | ${esc(supplier.email)}
${supplier.taxId ? `<br><span class="muted">GST/HST Reg. No. ${esc(supplier.taxId)}</span>` : ''}</div>
<div style="text-align:center;font-size:1.3em;font-weight:bold;margin-top:6mm;border-top:1px solid #999;border-bottom:1px solid #999;padding:2mm">${pick(random, ['DIRECT BILL INVOICE', 'GUEST FOLIO / INVOICE', 'INVOICE'])}</div>
<div style="display:flex;justify-content:space-between;margin-top:6mm"><div><span class="muted">Guest / Company</span><br><b>${esc(customer.name)}</b><br>${br(customer.lines)}</div>
<table>${pairs(refs)}</table></div>
<table class="items"><tr style="background:#eee;-webkit-print-color-adjust:exact"><th>Date</th><th>Description</th><th class="r">Qty</th><th class="r">Rate</th><th class="r">Charges</th></tr>
${itemRows(invoice, (item, index) => [`<td style="white-space:nowrap">${esc(posted(index))}</td>`, `<td>${description(item)}</td>`, r(qty(item.quantity)), r(num(invoice, item.unitPrice)), r(num(invoice, item.amount))])}</table>
<div style="border-top:1px solid #999;margin-top:2mm"></div>
${sumRows(invoice, { subtotal: pick(random, ['Subtotal', 'Charges before tax']), total: 'Total', paid: 'Payments / Credits', due: `Balance (${invoice.currency})` }, (tax) => `${tax.label} ${tax.rate}%`)}
<p style="margin-top:8mm">This account has been transferred to direct billing. The balance of ${esc(money(invoice.amountDue))} is payable by ${esc(invoice.formatDate(invoice.due))}.</p>
<p class="muted" style="margin-top:8mm">I agree that my liability for this bill is not waived.<br><br>Guest signature ____________________________</p>`;
  return { html: page(random, body), printed: { due: true, po: Boolean(invoice.po), tax: true } };
}

function letterRemit(invoice: SoftwareInvoice, random: Random): Rendered {
  const { supplier, customer } = invoice;
  const refs = [['Invoice No.', invoice.number], ['Invoice Date', invoice.formatDate(invoice.date)], ['Customer No.', `C${digits(random, 5)}`], ...(invoice.po ? [['Your P.O. No.', invoice.po]] : []),
    ['Terms', `Net ${invoice.termsDays} days`], ['Due Date', invoice.formatDate(invoice.due)]];
  const body = `<style>table.box td { border-bottom: 1px solid #ccc; padding: 2mm 3mm } table.grid td, table.grid th { border: 1px solid #777 } div.totals table.sum { margin: 0 }</style>
<div style="display:flex;justify-content:space-between"><div><div style="font-size:1.5em;font-weight:bold">${esc(supplier.name)}</div>${br(supplier.lines)}<br>Phone ${esc(supplier.phone)}<br>${esc(supplier.email)}</div>
<div style="border:1.5px solid #333;min-width:72mm"><div style="background:#333;color:white;text-align:center;font-weight:bold;letter-spacing:3px;padding:1.5mm;-webkit-print-color-adjust:exact">INVOICE</div>
<table class="box" style="width:100%">${pairs(refs, 'style="font-weight:bold"')}</table></div></div>
<div style="margin-top:6mm;margin-left:8mm"><span class="muted">Sold to:</span><br><b>${esc(customer.name)}</b><br>${br(customer.lines)}</div>
<table class="items grid"><tr style="background:#eee;-webkit-print-color-adjust:exact"><th class="r">Qty</th><th>Description</th><th class="r">Unit Price</th><th class="r">Amount</th></tr>
${itemRows(invoice, (item) => [r(qty(item.quantity)), `<td>${description(item)}</td>`, r(num(invoice, item.unitPrice)), r(num(invoice, item.amount))])}</table>
<div style="display:flex;justify-content:space-between;align-items:flex-start;margin-top:6mm">
<div style="border:1px dashed #555;padding:3mm 5mm"><b>Please remit to:</b><br>${esc(supplier.name)}<br>P.O. Box ${int(random, 100, 9999)}<br>${esc(supplier.lines[1])}</div>
<div class="totals" style="border:1.5px solid #333;padding:1mm">${sumRows(invoice, { subtotal: 'Subtotal', total: 'Invoice Total', paid: 'Less: Deposit Received', due: `Amount Due (${invoice.currency})` }, (tax) => `${tax.label} @ ${tax.rate}%`)}</div></div>
<p class="muted" style="margin-top:10mm">${supplier.taxId ? `GST/HST Registration No. ${esc(supplier.taxId)}<br>` : ''}Terms: net ${invoice.termsDays} days. Interest of 2% per month is charged on overdue accounts.<br>Thank you for your business!</p>`;
  return { html: page(random, body), printed: { due: true, po: Boolean(invoice.po), tax: true } };
}

function ledgerPrint(invoice: SoftwareInvoice, random: Random): Rendered {
  const { supplier, customer } = invoice;
  const width = 76;
  const spread = (left: string, right: string) => `${left}${right.padStart(Math.max(1, width - left.length))}`;
  const rule = (char: string) => char.repeat(width);
  const left = ['BILL TO:', `  ${customer.name}`, ...customer.lines.map((line) => `  ${line}`)];
  const right = [['INVOICE NO.', invoice.number], ['INVOICE DATE', invoice.formatDate(invoice.date)], ['DUE DATE', invoice.formatDate(invoice.due)], ['TERMS', `NET ${invoice.termsDays}`],
    ...(invoice.po ? [['P.O. NUMBER', invoice.po]] : [])].map(([label, value]) => `${label.padEnd(13)}: ${value}`);
  const columns = (q: string, d: string, u: string, a: string) => `${q.padStart(7)}  ${d.padEnd(35)}${u.padStart(16)}${a.padStart(16)}`.trimEnd();
  const itemLines = (item: Item) => [columns(qty(item.quantity), item.description, num(invoice, item.unitPrice), num(invoice, item.amount)), ...(item.detail ? [columns('', item.detail, '', '')] : [])];
  const total = (label: string, value: string) => `${' '.repeat(40)}${label.padEnd(20)}${value.padStart(16)}`;
  const totals = [...(invoice.discount ? [total('DISCOUNT 10%', num(invoice, -invoice.discount))] : []), total('SUBTOTAL', num(invoice, invoice.subtotal)),
    ...invoice.taxes.map((tax) => total(`${tax.label.toUpperCase()} ${tax.rate}%`, num(invoice, tax.amount))), total('TOTAL', num(invoice, invoice.total)),
    ...(invoice.paid ? [total('LESS PAYMENT', num(invoice, -invoice.paid))] : []), total(`AMOUNT DUE ${invoice.currency}`, invoice.money(invoice.amountDue))];
  const lines = [spread(supplier.name, 'I N V O I C E'), spread(supplier.lines[0], `PAGE 1 OF 1`), supplier.lines[1], `TEL ${supplier.phone}`, '',
    ...Array.from({ length: Math.max(left.length, right.length) }, (_, i) => `${(left[i] ?? '').padEnd(40)}${right[i] ?? ''}`.trimEnd()), '',
    rule('='), columns('QTY', 'DESCRIPTION', 'UNIT PRICE', 'AMOUNT'), rule('='), ...invoice.items.flatMap(itemLines), rule('-'), ...totals, rule('='), '',
    `PLEASE PAY BY ${invoice.formatDate(invoice.due)}.`, `MAKE CHECKS PAYABLE TO: ${supplier.name}`, '', `${' '.repeat(26)}*** CUSTOMER COPY ***`];
  const size = pick(random, [9.5, 10, 10.5]);
  const body = `<pre style="font-family:'Liberation Mono','DejaVu Sans Mono',monospace;font-size:${size}pt;line-height:1.35;margin:4mm 0 0 0">${esc(lines.join('\n'))}</pre>`;
  return { html: page(random, body), printed: { due: true, po: Boolean(invoice.po), tax: invoice.taxes.length > 0 } };
}

export function renderExtra(layout: ExtraLayout, invoice: SoftwareInvoice, random: Random): Rendered {
  switch (layout) {
    case 'marketplace': return marketplace(invoice, random);
    case 'services-statement': return servicesStatement(invoice, random);
    case 'utility-bill': return utilityBill(invoice, random);
    case 'hotel-folio': return hotelFolio(invoice, random);
    case 'letter-remit': return letterRemit(invoice, random);
    case 'ledger-print': return ledgerPrint(invoice, random);
  }
}

/** Which region each extra layout's invoices come from. */
export const EXTRA_REGION: Record<ExtraLayout, 'us' | 'ca' | 'au'> = {
  marketplace: 'us', 'services-statement': 'us', 'utility-bill': 'au', 'hotel-folio': 'ca', 'letter-remit': 'ca', 'ledger-print': 'us',
};
