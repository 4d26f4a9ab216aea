import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyDocument } from '../../src/extraction/classify.ts';
import type { LayoutPage } from '../../src/extraction/types.ts';

/** A page of the given text lines and shape (width × height in pixels); boxes do not matter here. */
function page(lines: string[], width = 1240, height = 1754): LayoutPage {
  const layoutLines = lines.map((text, i) => ({ text, bbox: [0.1, i * 0.03, 0.9, i * 0.03 + 0.02] as [number, number, number, number], words: [] }));
  return { number: 1, width, height, unit: 'px', rotation: 0, source: 'ocr', words: [], lines: layoutLines };
}

test('a till receipt headed TAX INVOICE, with an invoice number, is a receipt', () => {
  const receipt = page(['KEDAI MAJU SDN BHD', 'TAX INVOICE', 'Invoice No: 12345', 'Date: 12/03/2019 14:32', 'TOTAL 12.00', 'CASH 20.00']);
  assert.equal(classifyDocument([receipt]).type, 'receipt');
});

test('an invoice with business terms stays an invoice even when it mentions cash or a quantity', () => {
  const invoice = page(['ACME GmbH', 'Invoice', 'Bill to: Example Ltd', 'Due date: 2024-05-01', 'Qty  Description  Amount', 'Cash discount 2 %', 'IBAN DE89 3704 0044 0532 0130 00']);
  const result = classifyDocument([invoice]);
  assert.equal(result.type, 'invoice');
  assert.ok(result.confidence > 0.7);
});

test('a long narrow till roll is a receipt; a page with no cue at all is an undecided invoice', () => {
  assert.equal(classifyDocument([page(['SHOP', 'TOTAL 3.00'], 500, 1600)]).type, 'receipt');
  assert.deepEqual(classifyDocument([page(['Hello'])]), { type: 'invoice', confidence: 0.5 });
});
