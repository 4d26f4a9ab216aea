import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DUE_DATE_LABELS } from '../../src/extraction/fields/labels.ts';
import { buildDoc, findLabels } from '../../src/extraction/fields/shared.ts';
import type { LayoutPage } from '../../src/extraction/types.ts';

function pageOf(rows: string[], source: LayoutPage['source']): LayoutPage {
  const lines = rows.map((text, r) => {
    const words = text.split(' ').map((t, i) => ({ text: t, bbox: [0.1 + i * 0.12, 0.1 + r * 0.03, 0.2 + i * 0.12, 0.12 + r * 0.03] as [number, number, number, number], confidence: 0.9 }));
    return { text, bbox: [0.1, 0.1 + r * 0.03, 0.9, 0.12 + r * 0.03] as [number, number, number, number], words };
  });
  return { number: 1, width: 1000, height: 1400, unit: 'px', rotation: 0, source, words: lines.flatMap((l) => l.words), lines };
}

const labelled = (rows: string[], source: LayoutPage['source']) => {
  const doc = buildDoc([pageOf(rows, source)]);
  return DUE_DATE_LABELS.flatMap((label) => findLabels(doc, label.pattern)).map((hit) => hit.line.text.slice(hit.start, hit.end));
};

test("a label whose words OCR ran together is found on an OCR'd page, not in a text layer", () => {
  assert.deepEqual(labelled(['Date: 21 September 2022', 'Paymentdue: 21 October 2022'], 'ocr'), ['Paymentdue']);
  assert.deepEqual(labelled(['Date: 21 September 2022', 'Paymentdue: 21 October 2022'], 'pdf_text'), []);
  assert.deepEqual(labelled(['Payment due: 21 October 2022'], 'ocr'), ['Payment due']);
});
