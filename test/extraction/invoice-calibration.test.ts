import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readTextPage } from '../../src/extraction/sources/text.ts';
import { analysePages } from '../../src/extraction/analyse.ts';
import { buildDoc } from '../../src/extraction/fields/shared.ts';
import { calibrateInvoiceFields, defaultInvoiceCalibration, fieldProbability, type InvoiceCalibration } from '../../src/extraction/model/invoice-calibration.ts';
import { invoiceReviewReasons } from '../../src/extraction/decode/invoice-review.ts';
import type { Field } from '../../src/extraction/types.ts';

const MODEL: InvoiceCalibration = {
  format: 1,
  fields: {
    total_amount: { text: { x: [0.5, 0.9], y: [0.8, 0.99] }, ocr: { x: [0.5, 0.9], y: [0.6, 0.9] } },
    po_number: { any: { x: [0.3, 0.8], y: [0.5, 0.7] } },
  },
};
const field = (value: string | number | null, confidence: number): Field => ({ value, raw: value === null ? null : String(value), confidence, page: 1, bbox: null });

test('a field confidence is mapped by its own field and kind of page, else its field over both kinds', () => {
  assert.equal(fieldProbability(MODEL, 'total_amount', 'text', 0.7), 0.895);
  assert.equal(fieldProbability(MODEL, 'total_amount', 'ocr', 0.9), 0.9);
  assert.equal(fieldProbability(MODEL, 'total_amount', 'ocr', 1), 0.9, 'clipped at the map’s ends');
  assert.equal(fieldProbability(MODEL, 'po_number', 'ocr', 0.8), 0.7);
  assert.equal(fieldProbability(MODEL, 'supplier_address', 'text', 0.5), 0.5, 'a field never labelled: the rules’ score stands');
});

test('empty fields and e-invoice fields keep their confidence', () => {
  const fields = { total_amount: field(12.5, 0.9), due_date: field(null, 0) };
  assert.equal(calibrateInvoiceFields(fields, 'pdf_text', MODEL).total_amount.confidence, 0.99);
  assert.equal(calibrateInvoiceFields(fields, 'pdf_text', MODEL).due_date.confidence, 0);
  assert.equal(calibrateInvoiceFields(fields, 'e_invoice', MODEL).total_amount.confidence, 0.9);
  assert.equal(calibrateInvoiceFields(fields, 'ocr', null).total_amount.confidence, 0.9);
});

test('the committed calibration maps every key invoice field for both kinds of page', () => {
  const model = defaultInvoiceCalibration();
  assert.ok(model, 'models/invoice-calibration.json is committed');
  for (const name of ['supplier_name', 'customer_name', 'invoice_number', 'date', 'total_amount', 'currency']) {
    for (const kind of ['text', 'ocr'] as const) {
      const p = fieldProbability(model, name, kind, 0.9);
      assert.ok(p > 0 && p <= 1, `${name} ${kind}: ${p}`);
    }
  }
});

const page = (lines: string[]) => readTextPage(new TextEncoder().encode(lines.join('\n')));
const INVOICE = [
  'ACME Supplies Ltd',
  'VAT No: GB 123 4567 89',
  '',
  'Bill to: Globex Corporation',
  'Invoice number: INV-2024-001',
  'Invoice date: 01/03/2024',
  '',
  'Subtotal                   £1,028.75',
  'VAT 20%                      £205.75',
  'Total                      £1,234.50',
];

test('an invoice calibrated is reviewed on the same evidence as before', () => {
  const result = analysePages([page(INVOICE)], 'invoice', 'pdf_text');
  assert.equal(result.fields.supplier_tax_id.value, 'GB123456789');
  assert.equal(result.needs_review, false);
  for (const f of Object.values(result.fields)) assert.ok(f.confidence >= 0 && f.confidence <= 1);
});

test('a labelled tax id printed but not returned as the supplier’s sends the invoice to review', () => {
  const pages = [page(INVOICE)];
  const result = analysePages(pages, 'invoice', 'pdf_text');
  const fields = { ...result.fields, supplier_tax_id: field(null, 0) };
  const reasons = invoiceReviewReasons({ source: result.source, fields, lineItems: result.line_items, taxes: result.taxes, checks: result.checks, pages, doc: buildDoc(pages) });
  assert.deepEqual(reasons, ['supplier_tax_id: a labelled tax id is printed but not read']);
  const customers = { ...fields, customer_tax_id: field('GB123456789', 0.8) };
  assert.deepEqual(invoiceReviewReasons({ source: result.source, fields: customers, lineItems: result.line_items, taxes: result.taxes, checks: result.checks, pages, doc: buildDoc(pages) }), [], 'the id printed is the customer’s');
});
