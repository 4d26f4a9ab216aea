/**
 * Invoices as invoicing software lays them out (eval/synthetic-invoices/software.ts): keys with their values in
 * the next cell, a payment slip whose `To:` is the payee, a party label with the name in the next cell, item
 * tables headed `ACTIVITY` or by a word no table knows, `P.O./S.O.` and `Reference` keys.
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

const TOTALS: Text[] = [[350, 500, 'Subtotal'], [480, 500, '$100.00'], [350, 487, 'Tax (8%)'], [480, 487, '$8.00'], [350, 474, 'Total'], [480, 474, '$108.00']];

test('a key with its value in the next cell (`Date due   08/20/2022`) is no part of the name under it', async () => {
  const result = await read([
    [50, 800, 'Invoice', 18], [420, 800, 'Evergreen Roofing LLC'],
    [50, 770, 'Invoice number'], [130, 770, '0968-6520'],
    [50, 757, 'Date of issue'], [130, 757, '07/21/2022'],
    [50, 744, 'Date due'], [130, 744, '08/20/2022'],
    [50, 720, 'Evergreen Roofing LLC'], [250, 720, 'Bill to'],
    [50, 707, '1954 Hillcrest Ave'], [250, 707, 'Granite Electric Co.'],
    [50, 694, 'San Francisco, CA 94103'], [250, 694, '3219 Hillcrest Ave'],
    ...TOTALS,
  ]);
  assert.equal(result.fields.supplier_name.value, 'Evergreen Roofing LLC');
  assert.equal(result.fields.customer_name.value, 'Granite Electric Co.');
  assert.equal(result.fields.due_date.value, '2022-08-20');
});

test('on a payment slip `To:` is the payee, and a `Customer` key names the customer in the next cell', async () => {
  const result = await read([
    [50, 800, 'TAX INVOICE', 16], [250, 800, 'Invoice Date'], [400, 800, 'Evergreen Print Shop Pty Ltd'],
    [50, 780, 'Copperfield Analytics Pty. Ltd.'], [250, 787, '2 Jan 2023'], [400, 787, '6719 Commerce Way'],
    [50, 767, '1860 Hillcrest Ave'], [250, 770, 'Invoice Number'], [400, 774, 'Perth WA 6000'],
    [50, 754, 'Melbourne VIC 3000'], [250, 757, 'INV-2192'],
    ...TOTALS,
    [50, 150, 'PAYMENT ADVICE', 14], [300, 150, 'Customer'], [400, 150, 'Copperfield Analytics Pty. Ltd.'],
    [50, 135, 'To: Evergreen Print Shop Pty Ltd'], [300, 137, 'Invoice Number'], [400, 137, 'INV-2192'],
    [50, 122, '6719 Commerce Way'], [300, 124, 'Amount Due'], [400, 124, '108.00'],
  ]);
  assert.equal(result.fields.supplier_name.value, 'Evergreen Print Shop Pty Ltd');
  assert.equal(result.fields.customer_name.value, 'Copperfield Analytics Pty. Ltd.');
});

test('item tables headed `DATE  ACTIVITY  QTY  RATE  AMOUNT`, or with a description heading no table knows', async () => {
  const activity = await read([
    [50, 800, 'Maple Analytics', 12], [450, 800, 'INVOICE', 16], [50, 760, 'BILL TO'], [50, 747, 'Bluebird Landscaping Inc.'],
    [50, 650, 'DATE'], [150, 650, 'ACTIVITY'], [330, 650, 'QTY'], [400, 650, 'RATE'], [480, 650, 'AMOUNT'],
    [50, 635, '06/06/2024'], [150, 635, 'Lawn maintenance'], [335, 635, '1'], [400, 635, '60.00'], [480, 635, '60.00'],
    [50, 620, '06/06/2024'], [150, 620, 'Gutter cleaning'], [335, 620, '2'], [400, 620, '20.00'], [480, 620, '40.00'],
    ...TOTALS,
  ]);
  assert.deepEqual(activity.line_items.map((i) => [i.description, i.quantity, i.unit_price, i.amount]), [['Lawn maintenance', 1, 60, 60], ['Gutter cleaning', 2, 20, 40]]);
  const unnamed = await read([
    [50, 800, 'Maple Analytics', 12], [450, 800, 'INVOICE', 16],
    [50, 650, '#'], [80, 650, 'Work performed'], [330, 650, 'Qty'], [400, 650, 'Rate'], [480, 650, 'Amount'],
    [50, 635, '1'], [80, 635, 'Lawn maintenance'], [335, 635, '1'], [400, 635, '60.00'], [480, 635, '60.00'],
    [50, 620, '2'], [80, 620, 'Gutter cleaning'], [335, 620, '2'], [400, 620, '20.00'], [480, 620, '40.00'],
    ...TOTALS,
  ]);
  assert.deepEqual(unnamed.line_items.map((i) => [i.description, i.amount]), [['Lawn maintenance', 60], ['Gutter cleaning', 40]]);
});

test('`P.O./S.O.:` (OCR: `P.0./S.0.:`) and a bare `Reference` key give the order number', async () => {
  for (const [label, value] of [['P.O./S.O.:', 'PO-7946'], ['P.0./S.0.:', 'PO-7946'], ['Reference', '224466']]) {
    const result = await read([
      [50, 800, 'Summit Media Inc.', 14], [400, 800, 'INVOICE', 16],
      [350, 770, 'Invoice No.: 1573-5844'], [350, 757, 'Invoice Date: Oct 16, 2024'], [350, 744, label], [420, 744, value],
      ...TOTALS,
    ]);
    assert.equal(result.fields.po_number.value, value, label);
  }
});

test('a table whose header was not read: rows whose quantity × unit price is their amount, adding up to the subtotal', async () => {
  const result = await read([
    [50, 800, 'Pioneer Consulting Corp.', 14], [450, 800, 'INVOICE', 16],
    [50, 650, '1'], [80, 650, 'Software license'], [330, 650, '10'], [400, 650, '3752.00'], [480, 650, '37520.00'],
    [50, 635, '2'], [80, 635, 'Data migration'], [330, 635, '3'], [400, 635, '743.99'], [480, 635, '2231.97'],
    [80, 624, 'Legacy CRM export'],
    [350, 580, 'Sub Total'], [480, 580, '$39,751.97'], [350, 567, 'Total'], [480, 567, '$39,751.97'],
  ]);
  assert.deepEqual(result.line_items.map((i) => [i.description, i.quantity, i.unit_price, i.amount]), [
    ['Software license', 10, 3752, 37520],
    ['Data migration\nLegacy CRM export', 3, 743.99, 2231.97],
  ]);
});
