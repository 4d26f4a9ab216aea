import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeImagePages } from '../../src/extraction/sources/image.ts';
import { readLines } from '../../src/extraction/sources/line-reader.ts';
import { textPng } from '../helpers/text-image.ts';

describe('readLines (second OCR engine, PP-OCRv4 from disk)', () => {
  it('reads each boxed line of a page', async () => {
    const png = textPng({ width: 700, height: 300, lines: ['TOTAL RM 45.60', 'DATE 12/03/2019'], font: '30px sans-serif', x: 60, y: 100, lineGap: 100 });
    const [image] = await decodeImagePages(png, 1);
    // Baselines at y = 100 and 200 px; a 30 px font rises ~22 px above the baseline.
    const boxes: [number, number, number, number][] = [
      [60 / 700, 76 / 300, 330 / 700, 108 / 300],
      [60 / 700, 176 / 300, 340 / 700, 208 / 300],
    ];
    const [total, date] = await readLines(image, boxes);
    assert.match(total.text.replace(/\s/g, ''), /TOTALRM45\.60/);
    assert.match(date.text.replace(/\s/g, ''), /DATE12\/03\/2019/);
    for (const line of [total, date]) assert.ok(line.confidence > 0.8 && line.confidence <= 1, String(line.confidence));
  });
  it('reads nothing from nothing', async () => {
    const [image] = await decodeImagePages(textPng({ width: 100, height: 50, lines: [], font: '20px sans-serif', x: 0, y: 0, lineGap: 0 }), 1);
    assert.deepEqual(await readLines(image, []), []);
    assert.deepEqual(await readLines(image, [[0.5, 0.5, 0.5, 0.5]]), [{ text: '', confidence: 0 }]);
  });
});
