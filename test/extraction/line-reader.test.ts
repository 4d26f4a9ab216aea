import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { decodeImagePages } from '../../src/extraction/sources/image.ts';
import { readLines, readRows } from '../../src/extraction/sources/line-reader.ts';
import { ocrImageFile } from '../../src/extraction/sources/ocr.ts';
import { stopOcr } from '../../src/extraction/sources/tesseract-engine.ts';
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
  it('reads a row\'s value alone where it is asked to, not its label', async () => {
    const lines = ['TOTAL RM 45.60', 'DATE 12/03/2019 14:05'];
    const { pages, pagesAsRead } = await ocrImageFile(textPng({ width: 700, height: 300, lines, font: '30px sans-serif', x: 60, y: 100, lineGap: 100 }), { langs: 'eng', maxPages: 1, pageImages: false });
    const wanted = lines.map((text, i) => {
      const row = pages[0].lines.find((line) => line.text === text);
      assert.ok(row, pages[0].lines.map((line) => line.text).join(' / '));
      const value = row.words.find((word) => word.text === ['45.60', '12/03/2019'][i]);
      assert.ok(value);
      return { page: 1, bbox: row.bbox, words: row.words.map((word) => word.bbox), value: value.bbox };
    });
    const [total, date] = await readRows(wanted, new Map([[1, pagesAsRead[0]]]));
    assert.equal(total.text, '45.60');
    assert.equal(date.text, '12/03/2019');
    for (const [i, reading] of [total, date].entries()) {
      assert.deepEqual(reading.bbox, wanted[i].bbox);
      // The part read holds the value and stops short of the words beside it.
      assert.ok(reading.span && reading.span[0] <= wanted[i].value[0] && reading.span[2] >= wanted[i].value[2]);
    }
    assert.ok(date.span && date.span[2] < (pages[0].lines[1].words.find((w) => w.text === '14:05')?.bbox[0] ?? 0));
  });
  it('reads a row of a skewed page from the page deskewed, without its neighbours\' ink', async () => {
    after(stopOcr);
    // Lines 36 px apart turned by 3°: across its 640 px the total's line rises by 33 px, so its upright box
    // holds half of each neighbour (read so: `TOTALM45ASH54`).
    const lines = ['SUBTOTAL 41.00 SERVICE TAX 4.60 ROUNDING 0.00', 'TOTAL RM 45.60 CASH 50.00 CHANGE 4.40', 'THANK YOU PLEASE COME AGAIN 12/03/2019'];
    const page = textPng({ width: 1100, height: 400, lines, font: '26px sans-serif', x: 40, y: 130, lineGap: 36 });
    const skewed = await sharp(page).rotate(3, { background: '#fff' }).png().toBuffer();
    const { pages, pagesAsRead } = await ocrImageFile(skewed, { langs: 'eng', maxPages: 1, pageImages: false });
    const row = pages[0].lines.find((line) => line.text.includes('TOTAL RM'));
    assert.ok(row, pages[0].lines.map((line) => line.text).join(' / '));
    const [reading] = await readRows([{ page: 1, bbox: row.bbox, words: row.words.map((word) => word.bbox) }], new Map([[1, pagesAsRead[0]]]));
    assert.equal(reading.text.replace(/\s/g, ''), 'TOTALRM45.60CASH50.00CHANGE4.40');
    assert.deepEqual(reading.bbox, row.bbox);
    // Each character is placed on the upright page, within the row.
    for (const c of reading.characters ?? []) assert.ok(c.x !== undefined && c.x > row.bbox[0] - 0.02 && c.x < row.bbox[2] + 0.02, String(c.x));
  });
});
