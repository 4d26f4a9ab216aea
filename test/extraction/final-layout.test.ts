import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { receiptRows } from '../../src/extraction/fields/receipt.ts';
import { finalLayout } from '../../src/extraction/final-layout.ts';
import type { BBox, LayoutPage, RowReading } from '../../src/extraction/types.ts';
import { page } from '../helpers/receipt-page.ts';

const RECEIPT = ['KEDAI RUNCIT MAJU', 'Date: 23/12/17', 'Total RM 13.30', 'THANK YOU'];

function rowOf(pages: LayoutPage[], text: string) {
  const row = receiptRows(pages).find((r) => r.text === text);
  assert.ok(row, text);
  return row;
}

describe('finalLayout', () => {
  it('labels every word with its engine, Tesseract for an OCR page without readings', () => {
    const [layout] = finalLayout([page(RECEIPT)], []);
    assert.ok(layout.words.every((w) => w.engine === 'tesseract'));
    assert.ok(layout.lines.every((l) => l.words.every((w) => w.engine === 'tesseract')));
  });

  it("puts a value read again in place of Tesseract's words for it", () => {
    const pages = [page(RECEIPT)];
    const row = rowOf(pages, 'Total RM 13.30');
    const value = row.words[2].bbox;
    const reading: RowReading = { page: 1, bbox: row.bbox, text: '18.30', confidence: 0.97, span: value };
    const [layout] = finalLayout(pages, [reading]);
    const line = layout.lines.find((l) => l.text.startsWith('Total'));
    assert.equal(line?.text, 'Total RM 18.30');
    assert.deepEqual(line?.words.map((w) => w.engine), ['tesseract', 'tesseract', 'ppocr']);
    assert.deepEqual(line?.words[2].bbox, value as BBox);
    assert.equal(layout.words.length, pages[0].words.length);
  });

  it('merges a name read again word by word, each word from the surer engine', () => {
    const pages = [page([[0, 0.1, 'KEDAI RUNCIT MAJV', 0.4], 'Date: 23/12/17', 'Total RM 13.30'])];
    const row = rowOf(pages, 'KEDAI RUNCIT MAJV');
    // The second engine's characters where Tesseract's words stand (positions as fractions of the page).
    const characters = [...'KEDAIRUNCITMAJU'].map((char, i) => ({ char, probability: 0.98, x: 0.106 + (i < 5 ? i : i < 11 ? i + 1 : i + 2) * 0.012 }));
    const reading: RowReading = { page: 1, bbox: row.bbox, text: 'KEDAIRUNCITMAJU', confidence: 0.98, characters };
    const [layout] = finalLayout(pages, [reading]);
    assert.equal(layout.lines[0].text, 'KEDAI RUNCIT MAJU');
    assert.equal(layout.lines[0].words[2].engine, 'ppocr');
  });

  it('gives a row whose split words the second reading joined its merged words, none lost', () => {
    const pages = [page([[0, 0.1, 'GARDENIA BAK ERIES SDN BH D', 0.9], 'Date: 23/12/17', 'Total RM 13.30'])];
    const row = rowOf(pages, 'GARDENIA BAK ERIES SDN BH D');
    const spaced = 'GARDENIA BAKERIES SDN BHD';
    // Characters spread over the row's width, a space read where the printed words part.
    const [x0, , x1] = row.bbox;
    const characters = [...spaced.replace(/ /g, '')].map((char, i, all) => ({ char, probability: 0.95, x: x0 + ((i + 0.5) / all.length) * (x1 - x0) }));
    const reading: RowReading = { page: 1, bbox: row.bbox, text: spaced, confidence: 0.95, characters };
    const [layout] = finalLayout(pages, [reading]);
    const line = layout.lines[0];
    assert.ok(line.words.every((w) => typeof w.text === 'string'));
    assert.equal(line.text, line.words.map((w) => w.text).join(' '));
    assert.ok(!line.text.includes('BAK ERIES'), line.text);
  });
});
