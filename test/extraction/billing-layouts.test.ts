/**
 * Invoices laid out as statements, bills, folios and marketplace orders (eval/synthetic-invoices/software.ts
 * `--extra`): a letter-spaced letterhead, `Total hours`, `Total fees` over the tax, totals qualified `(excl. GST)`,
 * an Australian bill's day-first dates, item columns with qualifiers and a net amount, a date column, a guest,
 * an account number, `P.O. / Booking Ref.`, a discount over the subtotal.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makePdf } from '../helpers/make-pdf.ts';
import { extract } from '../../src/extraction/index.ts';
import type { Result } from '../../src/extraction/types.ts';

type Text = [x: number, y: number, text: string, size?: number];

async function read(texts: Text[]): Promise<Result> {
  const pdf = makePdf([{ texts: texts.map(([x, y, text, size]) => ({ x, y, text, size: size ?? 9 })) }]);
  return (await extract(new Uint8Array(pdf), 'invoice', { einvoice: false, ocrLangs: 'eng', maxPages: 5, renderPages: false })).result;
}

test('a statement: a letter-spaced letterhead, `Total hours` no total, `Total fees` the subtotal under the tax', async () => {
  const result = await read([
    [200, 800, 'H a r b o r C o n s u l t i n g L L C', 16], [220, 782, '3233 Sunset Blvd · Raleigh, NC 27601'],
    [50, 730, 'Brightline Plumbing Inc.'], [400, 740, 'Date'], [460, 740, '11/11/2024'],
    [50, 717, '7587 Elm Street'], [400, 727, 'Invoice No.'], [460, 727, '4708-3006'],
    [50, 704, 'Denver, CO 80202'], [400, 714, 'Payment Due'], [460, 714, '11/25/2024'],
    [50, 640, 'Date'], [120, 640, 'Description of services'], [330, 640, 'Hours'], [400, 640, 'Rate'], [480, 640, 'Amount'],
    [50, 625, '10/18/2024'], [120, 625, 'Labor'], [335, 625, '4.00'], [400, 625, '250.00'], [480, 625, '1,000.00'],
    [120, 610, 'Total hours'], [335, 610, '4.00'],
    [350, 580, 'Total fees'], [480, 580, '$1,000.00'], [350, 567, 'Sales Tax on fees (8.25%)'], [480, 567, '$82.50'],
    [350, 554, 'Total current charges'], [480, 554, '$1,082.50'], [350, 541, 'Balance due'], [480, 541, '$1,082.50'],
  ]);
  assert.equal(result.fields.supplier_name.value, 'Harbor Consulting LLC');
  assert.equal(result.fields.customer_name.value, 'Brightline Plumbing Inc.');
  assert.equal(result.fields.subtotal.value, 1000);
  assert.equal(result.fields.total_amount.value, 1082.5);
  assert.deepEqual(result.line_items.map((i) => [i.description, i.amount]), [['Labor', 1000]]);
});

test('an Australian bill: day-first dates from its ABN and state, `(excl. GST)` qualifiers, an account number', async () => {
  const result = await read([
    [50, 800, 'Pioneer Electric Pty Ltd', 14], [420, 800, 'Tax Invoice'], [420, 787, 'ABN 59 848 618 742'],
    [50, 786, '2187 Broadway, Melbourne VIC 3000'],
    [50, 750, 'Your account'], [330, 750, 'Account number 1733 115 081'],
    [50, 735, 'Harbor Electric Pty. Ltd.'], [330, 735, 'Invoice number 9664-1989'],
    [50, 722, '3879 Lake Drive'], [330, 722, 'Issue date'], [420, 722, '08/01/2022'],
    [50, 709, 'Perth WA 6000'], [330, 709, 'Due date'], [420, 709, '07/02/2022'],
    [50, 640, 'Service'], [250, 640, 'Quantity'], [330, 640, 'Rate'], [430, 640, 'Amount (excl. GST)'],
    [50, 625, 'Service call'], [255, 625, '2'], [330, 625, '$100.00'], [480, 625, '$200.00'],
    [330, 580, 'Total charges (excl. GST)'], [480, 580, '$200.00'], [330, 567, 'GST'], [480, 567, '$20.00'],
    [330, 554, 'Total new charges (incl. GST)'], [480, 554, '$220.00'],
    [50, 150, 'How to pay'], [330, 150, 'Customer'], [420, 150, 'Harbor Electric Pty. Ltd.'],
    [330, 137, 'Account number 1733 115 081'],
  ]);
  assert.equal(result.fields.date.value, '2022-01-08');
  assert.equal(result.fields.due_date.value, '2022-02-07');
  assert.equal(result.fields.currency.value, 'AUD');
  assert.equal(result.fields.customer_name.value, 'Harbor Electric Pty. Ltd.');
  assert.equal(result.fields.subtotal.value, 200);
  assert.equal(result.fields.total_amount.value, 220);
  assert.deepEqual(result.line_items.map((i) => [i.description, i.quantity, i.unit_price, i.amount]), [['Service call', 2, 100, 200]]);
});

test('a folio: a guest, `P.O. / Booking Ref.`, charges by date; a net amount column beside the gross one', async () => {
  const folio = await read([
    [200, 800, 'Ironwood Cleaning Services Ltd.', 14], [250, 760, 'INVOICE', 12],
    [50, 730, 'Guest / Company'], [50, 717, 'Ironwood Analytics'], [50, 704, '4007 Sunset Blvd'], [50, 691, 'Calgary, AB T2P 1J9'],
    [380, 730, 'Invoice No.'], [460, 730, 'INV-2025-460'], [380, 717, 'Invoice Date'], [460, 717, '2025-01-19'],
    [380, 704, 'P.O. / Booking Ref. 320247'],
    [50, 640, 'Date'], [130, 640, 'Description'], [300, 640, 'Qty'], [380, 640, 'Rate'], [480, 640, 'Charges'],
    [50, 625, '2025-01-13'], [130, 625, 'Lawn maintenance'], [305, 625, '2'], [380, 625, '366.50'], [480, 625, '733.00'],
    [350, 580, 'Subtotal'], [480, 580, '$733.00'], [350, 567, 'GST 5%'], [480, 567, '$36.65'], [350, 554, 'Total'], [480, 554, '$769.65'],
  ]);
  assert.equal(folio.fields.customer_name.value, 'Ironwood Analytics');
  assert.equal(folio.fields.po_number.value, '320247');
  assert.deepEqual(folio.line_items.map((i) => [i.description, i.amount]), [['Lawn maintenance', 733]]);
  const marketplace = await read([
    [50, 800, 'Order Invoice', 14], [50, 780, 'Sold By:'], [50, 767, 'Summit Digital'],
    [50, 640, 'Description'], [200, 640, 'Unit Price'], [270, 640, 'Qty'], [310, 640, 'Net Amount'], [380, 640, 'Tax Amount'], [460, 640, 'Total Amount'],
    [50, 625, 'Business cards'], [200, 625, '$10.00'], [275, 625, '5'], [310, 625, '$50.00'], [380, 625, '$4.44'], [460, 625, '$54.44'],
    [350, 580, 'Subtotal:'], [480, 580, '$50.00'], [350, 567, 'Tax (8.875%):'], [480, 567, '$4.44'], [350, 554, 'Grand Total:'], [480, 554, '$54.44'],
  ]);
  assert.deepEqual(marketplace.line_items.map((i) => [i.description, i.amount]), [['Business cards', 50]]);
});

test('a discount right over the subtotal ends the item table; OCR`s `P.0. NUMBER` is the order number', async () => {
  const result = await read([
    [50, 800, 'Juniper Electric Inc.', 14], [400, 800, 'INVOICE', 16], [380, 770, 'P.0. NUMBER'], [460, 770, ': 957719'],
    [50, 650, 'Qty'], [90, 650, 'Description'], [380, 650, 'Unit Price'], [480, 650, 'Amount'],
    [55, 635, '1'], [90, 635, 'SEO audit'], [380, 635, '1,280.00'], [480, 635, '1,280.00'],
    [50, 600, 'Please remit to:'], [330, 600, 'Discount (10%)'], [480, 600, '-$128.00'],
    [50, 587, 'Juniper Electric Inc.'], [330, 587, 'Subtotal'], [480, 587, '$1,152.00'],
    [330, 574, 'Invoice Total'], [480, 574, '$1,152.00'],
  ]);
  assert.deepEqual(result.line_items.map((i) => [i.description, i.amount]), [['SEO audit', 1280]]);
  assert.equal(result.fields.po_number.value, '957719');
});

test('OCR debris: `INV0ICE N0.` is the invoice number`s label, a lone `I` makes no heading row, table rules are no text', async () => {
  const result = await read([
    [50, 800, 'Silverleaf Digital Ltd.', 14], [300, 800, 'I', 14], [330, 800, 'I NVOI CE', 14], [50, 785, '1513 Broadway, Suite 856'],
    [50, 772, 'Vancouver, BC V6B 1A1'], [330, 760, 'INV0ICE N0. : 0164-0348'],
    [50, 650, 'Description'], [380, 650, 'Unit Price'], [480, 650, 'Amount'],
    [50, 635, '| SEO audit |'], [380, 635, '100.00'], [480, 635, '100.00'],
    [350, 580, 'Subtotal'], [480, 580, '$100.00'], [350, 567, 'Total'], [480, 567, '$100.00'],
  ]);
  assert.equal(result.fields.supplier_name.value, 'Silverleaf Digital Ltd.');
  assert.equal(result.fields.invoice_number.value, '0164-0348');
  assert.deepEqual(result.line_items.map((i) => [i.description, i.amount]), [['SEO audit', 100]]);
});
