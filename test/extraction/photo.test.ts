import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { decodeImagePages, decodePng } from '../../src/extraction/sources/image.ts';
import { ocrImageFile } from '../../src/extraction/sources/ocr.ts';
import { stopOcr } from '../../src/extraction/sources/tesseract-engine.ts';
import { looksLikePhoto } from '../../src/extraction/sources/photo.ts';
import { straightenedPhoto } from '../../src/extraction/sources/photo-page.ts';
import { receiptPhotoJpeg } from '../helpers/photo-image.ts';
import { textPng } from '../helpers/text-image.ts';

const LINES = ['CORNER CAFE', '12 HIGH STREET', 'DATE 14/03/2024', 'LATTE 3.50', 'BAGEL 4.25', 'COOKIE 4.75', 'TOTAL 12.50', 'THANK YOU'];

after(stopOcr);

/** Turns (degrees) compared on the circle. */
const turnApart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('a receipt photographed on a table', () => {
  test('is told from a flat scan by its pixels', async () => {
    const [photo] = await decodeImagePages(receiptPhotoJpeg({ lines: LINES, angle: 12 }), 1);
    const scan = await decodePng(textPng({ width: 600, height: 900, lines: LINES, font: '28px monospace', x: 40, y: 60, lineGap: 60 }));
    assert.equal(looksLikePhoto(photo), true);
    assert.equal(looksLikePhoto(scan), false);
  });

  test('is turned level and cropped to its print', async () => {
    const [photo] = await decodeImagePages(receiptPhotoJpeg({ lines: LINES, angle: 12 }), 1);
    const level = await straightenedPhoto(photo);
    assert.ok(level);
    assert.ok(turnApart(level.turn, -12) <= 2, `turned by ${level.turn}`);
    // The print is ≈ 300 × 370 px of a 1000 × 1300 photo: the table is cut away.
    assert.ok(level.page.width < 600 && level.page.height < 600, `cropped to ${level.page.width} × ${level.page.height}`);
    assert.ok(level.lines.length >= LINES.length - 1, `${level.lines.length} lines found`);
    for (const line of level.lines) assert.ok(Math.abs(line.rect.axis[1]) < 0.05, 'every line level');
  });

  test('lying upside down and askew, it is turned the right way up', async () => {
    const [photo] = await decodeImagePages(receiptPhotoJpeg({ lines: LINES, angle: 190 }), 1);
    const level = await straightenedPhoto(photo);
    assert.ok(level);
    assert.ok(turnApart(level.turn, 170) <= 2, `turned by ${level.turn}`);
  });

  test('its text is read, each word saying which engine read it, the page marked a photo', async () => {
    for (const angle of [-8, 100]) {
      const { pages } = await ocrImageFile(receiptPhotoJpeg({ lines: LINES, angle }), { langs: 'eng', maxPages: 1, pageImages: false });
      assert.equal(pages[0].photo, true);
      const text = pages[0].lines.map((line) => line.text).join('\n');
      for (const wanted of ['CORNER CAFE', 'TOTAL 12.50', '14/03/2024', 'LATTE 3.50']) assert.ok(text.replace(/ +/g, ' ').includes(wanted), `${wanted} in:\n${text}`);
      assert.ok(pages[0].words.every((word) => word.engine === 'tesseract' || word.engine === 'ppocr'));
    }
  });
});
