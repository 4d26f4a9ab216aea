/**
 * An English "Credit Note" (UK business, VAT 20 %) or "Credit Memo" (US business, sales tax or none): credit note
 * number, original invoice, reason, items credited, total credit, and either a balance to be refunded or a note
 * that the credit was applied to the customer's account. Amounts positive on most, negative on some.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import {
  addDays, addressee, host, descCell, esc, footer, itemsTable, letterhead, makeFmt, makeStyle, metaTable, page, r2, randomDate, sum,
  totalsTable, truthItem, type Column, type Fields, type Layout,
} from './progress-common.ts';
import { makeParty, TRADES } from './progress-names.ts';

const GOODS: [string, string, number][] = [
  ['Nitrile examination gloves, size M', 'case of 10 boxes', 48.5], ['Thermal labels 100 x 150 mm', '10 rolls of 500', 36.9],
  ['Ergonomic mesh office chair', 'black, adjustable arms', 189], ['LED high bay 150 W', '5000 K, IP65', 112.4],
  ['Copier paper A4 80 gsm', 'box of 5 reams', 22.75], ['Stainless prep table 1500 mm', '', 345],
  ['Laser toner cartridge 26X', 'high yield', 129.99], ['Pallet wrap 17 micron', 'pack of 6 rolls', 41.2],
  ['Cordless drill driver 18 V', 'two batteries and case', 159], ['Safety boots S3, size 9', '', 64.95],
  ['Monthly service plan', 'pro-rata credit, 12 days', 95], ['Delivery charge', 'refunded in full', 12.5],
  ['Pipette tips 200 µl', 'racked, 960 per box', 58.4], ['USB-C docking station', '', 219],
];

export const enCreditNote: Layout = (random: Random) => {
  const us = chance(random, 0.45);
  const fmt = makeFmt(random, us ? 'us' : 'uk', us ? 'USD' : 'GBP');
  const style = makeStyle(random);
  const supplier = makeParty(random, us ? 'US' : 'UK', TRADES.enSupply);
  const customer = makeParty(random, us ? 'US' : 'UK', TRADES.enClient);
  const negative = chance(random, 0.25);
  const sign = negative ? -1 : 1;
  const taxRate = us ? pick(random, [8.25, 7.5, 6, 0]) : 20;
  const refund = chance(random, 0.5);
  const date = randomDate(random);
  const origDate = addDays(date, -int(random, 3, 75));
  const original = pick(random, [`INV-${digits(random, 5)}`, `${int(random, 10000, 99999)}`, `SI${digits(random, 6)}`]);
  const number = pick(random, [`CN-${digits(random, 5)}`, `CR${digits(random, 5)}`, `CM-${date.slice(0, 4)}-${digits(random, 3)}`, `${int(random, 1000, 9999)}`]);
  const po = chance(random, 0.4) ? pick(random, [`PO-${digits(random, 5)}`, `${digits(random, 6)}`]) : null;
  const rows = [...GOODS].sort(() => random() - 0.5).slice(0, int(random, 1, 10)).map(([text, detail, price]) => {
    const quantity = pick(random, [1, 1, 2, 3, 4, 5, 10]);
    return { sku: `${pick(random, ['A', 'K', 'P', 'T'])}${digits(random, 5)}`, lines: detail && chance(random, 0.4) ? [text, detail] : [text], quantity: sign * quantity, unitPrice: price, amount: r2(sign * quantity * price) };
  });
  const net = sum(rows.map((r) => r.amount));
  const tax = r2((net * taxRate) / 100);
  const total = r2(net + tax);
  const rateCol = !us && chance(random, 0.4);

  const cols: Column<(typeof rows)[number]>[] = [
    { head: pick(random, ['Item', 'SKU', 'Code']), cell: (r) => esc(r.sku) }, { head: pick(random, ['Description', 'Item description', 'Details']), cell: (r) => descCell(r.lines) },
    { head: pick(random, ['Qty', 'Quantity']), right: true, cell: (r) => String(r.quantity) },
    { head: pick(random, ['Unit price', 'Price', 'Rate']), right: true, cell: (r) => esc(fmt.n(r.unitPrice)) },
    { head: pick(random, ['Amount', 'Total', 'Line total']), right: true, cell: (r) => esc(fmt.n(r.amount)) },
  ];
  if (chance(random, 0.3)) cols.splice(0, 1);
  if (chance(random, 0.3)) { const q = cols.findIndex((c) => /^Q/.test(c.head)); cols.splice(q, 2, cols[q + 1], cols[q]); }
  if (rateCol) cols.splice(cols.length - 1, 0, { head: 'VAT', right: true, cell: () => '20%' });

  const title = us ? pick(random, ['Credit Memo', 'CREDIT MEMO', 'Credit Note']) : pick(random, ['Credit Note', 'CREDIT NOTE', 'VAT Credit Note']);
  const meta: [string, string][] = [[pick(random, us ? ['Credit Memo #', 'Credit memo no.', 'Memo number'] : ['Credit note number', 'Credit Note No.', 'Credit note no.']), number], [pick(random, ['Date', 'Credit date', 'Issue date']), fmt.d(date)],
    [pick(random, ['Original invoice', 'Against invoice', 'Ref. invoice']), original], [pick(random, ['Original invoice date', 'Invoice date']), fmt.d(origDate)], ['Account', `${customer.name.slice(0, 3).toUpperCase()}${digits(random, 3)}`]];
  if (po) meta.push([pick(random, ['Your PO', 'PO number', 'Customer PO']), po]);
  const reason = pick(random, ['Goods returned — damaged in transit', 'Returned: wrong item supplied', 'Pricing error on original invoice', 'Short delivery — items not received', 'Service cancelled mid-cycle', 'Goodwill credit agreed with account manager']);

  const totals: [string, string, boolean?][] = [[pick(random, ['Subtotal', 'Net total', 'Sub-total']), fmt.m(net)]];
  if (!us || taxRate) totals.push([us ? `Sales tax (${fmt.q(taxRate)}%)` : pick(random, ['VAT @ 20%', 'VAT 20%', 'Total VAT']), fmt.m(tax)]);
  totals.push([pick(random, ['Total credit', 'Credit total', us ? 'Total' : 'Total credit (inc. VAT)']), fmt.m(total), true]);
  if (refund) totals.push([pick(random, ['Balance to be refunded', 'Amount to be refunded', 'Refund due']), fmt.m(total), true]);
  const settle = refund
    ? pick(random, [`We will refund this amount to your original payment method within 5–10 working days.`, `A ${us ? 'check' : 'BACS payment'} for this amount will be issued within 14 days.`])
    : pick(random, [`This credit has been applied to your account and will be offset against your next invoice.`, `Credit applied to account — no refund will be issued. Please deduct it from your next payment.`]);
  const body = `${letterhead(style, supplier, [us ? `(${int(random, 201, 989)}) ${int(random, 200, 989)}-${digits(random, 4)}` : `Tel ${pick(random, ['020', '0161', '0117', '0131'])} ${digits(random, 4)} ${digits(random, 4)}`, `${pick(random, ['billing', 'accounts', 'ar'])}@${host(supplier.name)}${us ? '.com' : '.co.uk'}`])}
<div class="row"><div style="flex:1">${addressee(style, customer, supplier, pick(random, ['Credit to', 'Customer', 'Bill to']), chance(random, 0.4) ? [us ? 'Attn: Accounts Payable' : 'FAO: Accounts Payable'] : [])}</div><div>${metaTable(meta)}</div></div>
<h1>${esc(title)}</h1><p><b>${pick(random, ['Reason for credit', 'Reason', 'Credit reason'])}:</b> ${esc(reason)}</p>
${itemsTable(cols, rows)}${totalsTable(totals)}<p class="small">${esc(settle)}${taxRate === 0 ? ' No sales tax was charged on the original invoice (resale certificate on file).' : ''}</p>
${footer(us ? [[supplier.name, ...supplier.lines], ['Questions about this credit memo? Contact our billing team.', 'Thank you for your business.']]
    : [[supplier.name, ...supplier.lines], [`Registered in England and Wales, company no. ${digits(random, 8)}`, `${supplier.taxLabel} ${supplier.taxId}`], ['Credit notes are issued in accordance with our terms and conditions of sale.']])}`;

  const fields: Fields = {
    supplier_name: supplier.name, ...(us ? {} : { supplier_tax_id: supplier.taxId }), customer_name: customer.name, invoice_number: number,
    ...(po ? { po_number: po } : {}), date, currency: us ? 'USD' : 'GBP', subtotal: net, ...(!us || taxRate ? { total_tax: tax } : {}),
    total_amount: total, ...(refund ? { amount_due: total } : {}),
  };
  return { html: page(style, us ? 'en-US' : 'en-GB', body), language: 'en', fields, line_items: rows.map((r) => truthItem(r.lines, r.quantity, r.unitPrice, r.amount, rateCol ? 20 : null)) };
};
