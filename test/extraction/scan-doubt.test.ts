import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scanDoubt, SURE_PAGE_MAX_DOUBTED, worthDetecting } from '../../src/extraction/sources/scan-doubt.ts';
import type { LayoutLine, Word } from '../../src/extraction/types.ts';

const word = (text: string, confidence: number, engine: Word['engine'] = 'tesseract'): Word => ({ text, bbox: [0, 0, 0.1, 0.01], confidence, engine });
const line = (...words: Word[]): LayoutLine => ({ text: words.map((w) => w.text).join(' '), bbox: [0, 0, 1, 0.01], words });

describe('scanDoubt', () => {
  it('counts the lines Tesseract doubts, its own words only, lines without a letter or digit left out', () => {
    const doubt = scanDoubt([line(word('TOTAL', 0.95), word('12.00', 0.9)), line(word('SDN', 0.5), word('BHD', 0.7)), line(word('---', 0.1)), line(word('ROW', 0.2, 'ppocr'))]);
    assert.deepEqual(doubt, { lines: 2, doubtedLines: 1, meanConfidence: 0.803 });
  });
});

describe('worthDetecting', () => {
  const page = (doubted: number) => [...Array.from({ length: doubted }, () => line(word('FAINT', 0.5))), line(word('SURE', 0.99))];
  it('runs the detector on a scan with more than a few doubted lines only', () => {
    assert.equal(worthDetecting(page(SURE_PAGE_MAX_DOUBTED)), false);
    assert.equal(worthDetecting(page(SURE_PAGE_MAX_DOUBTED + 1)), true);
  });
});
