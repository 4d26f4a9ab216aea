import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { createCanvas } from '@napi-rs/canvas';
import { extract } from '../../src/extraction/index.ts';
import { decodeImagePages, decodePng } from '../../src/extraction/sources/image.ts';
import { findPaper, holdingPrint } from '../../src/extraction/sources/paper-sheet.ts';
import { flattened, homography, mapPoint } from '../../src/extraction/sources/perspective.ts';
import { stopOcr } from '../../src/extraction/sources/tesseract-engine.ts';
import { sheetPhotoJpeg } from '../helpers/sheet-photo.ts';
import { textPng } from '../helpers/text-image.ts';

const LINES = ['ACME SUPPLIES LTD', 'INVOICE NO. 4711', 'DATE 14/03/2024', 'WIDGETS 10 x 12.00 120.00', 'SERVICE 80.00', 'SUBTOTAL 200.00', 'VAT 20% 40.00', 'TOTAL 240.00'];
const PAGE = textPng({ width: 1240, height: 1754, lines: LINES, font: '44px sans-serif', x: 110, y: 200, lineGap: 120 });

after(stopOcr);

describe('a printed page photographed at a slant', () => {
  test('its sheet is found on the desk, corners where they lie', async () => {
    const { jpeg, corners } = await sheetPhotoJpeg({ page: PAGE, angle: 7, keystone: 0.8 });
    const [photo] = await decodeImagePages(jpeg, 1);
    const found = await findPaper(photo);
    assert.ok(found, 'a sheet found');
    for (const [i, [x, y]] of found.entries()) {
      const apart = Math.hypot(x - corners[i][0], y - corners[i][1]);
      assert.ok(apart < 0.02 * photo.height, `corner ${i} at ${x.toFixed(0)},${y.toFixed(0)}, drawn at ${corners[i].map((v) => v.toFixed(0))}`);
    }
  });

  test('a flat scan, or a page as bright as what lies around it, has no sheet to find', async () => {
    assert.equal(await findPaper(await decodePng(PAGE)), null);
    assert.equal(await findPaper(await decodePng(textPng({ width: 1000, height: 1400, lines: LINES, font: '30px sans-serif', x: 300, y: 300, lineGap: 60, paper: '#f2f2f2' }))), null);
  });

  test('a band printed dark along its top (a letterhead) is paper: the sheet grows to hold the print on it', () => {
    const found: [number, number][] = [[100, 300], [900, 300], [900, 1400], [100, 1400]];
    // Print on the band above the top edge, print inside, and a line beside the sheet, off every edge's span.
    const print: [number, number][] = [[150, 200], [600, 180], [300, 800], [1000, 1500]];
    const grown = holdingPrint(found as never, print, { width: 1000, height: 1600 });
    assert.ok(grown[0][1] < 180 && grown[1][1] < 180 && grown[0][1] > 150, `top edge at ${grown[0][1]}`);
    assert.deepEqual([grown[0][0], grown[1][0]], [100, 900]);
    assert.deepEqual(grown.slice(2), found.slice(2));
  });

  test('the homography takes each corner where it is asked to, and the sheet comes out as tall as it was printed', async () => {
    const from: [number, number][] = [[10, 20], [400, 5], [430, 600], [0, 580]];
    const to: [number, number][] = [[0, 0], [300, 0], [300, 424], [0, 424]];
    const h = homography(from, to);
    assert.ok(h);
    for (const [i, p] of from.entries()) {
      const [x, y] = mapPoint(h, p);
      assert.ok(Math.abs(x - to[i][0]) < 1e-6 && Math.abs(y - to[i][1]) < 1e-6);
    }
    const { jpeg, corners } = await sheetPhotoJpeg({ page: PAGE, angle: 0, keystone: 0.85 });
    const [photo] = await decodeImagePages(jpeg, 1);
    const flat = flattened(photo, (await findPaper(photo)) ?? (corners as never));
    assert.ok(flat);
    // The near edge's width against the sheet's side: the page's own proportions, not the keystone's.
    assert.ok(Math.abs(flat.height / flat.width - 1.41) < 0.08, `${flat.width} × ${flat.height}`);
  });

  test('seen from one side, its rows fanning out, its fields are read as from a scan', async () => {
    for (const [angle, keystone] of [[-10, 0.8], [8, 0.85]] as const) {
      const { jpeg } = await sheetPhotoJpeg({ page: invoicePage(), angle, keystone, far: 'right' });
      const { result, layout } = await extract(new Uint8Array(jpeg), 'invoice', { einvoice: false, ocrLangs: 'eng', maxPages: 1, renderPages: false });
      assert.equal(layout[0].photo, true);
      assert.equal(result.needs_review, true, 'a photo is reviewed');
      const value = (name: string) => result.fields[name].value;
      assert.deepEqual([value('invoice_number'), value('date'), value('subtotal'), value('total_tax'), value('total_amount')], ['4711', '2024-03-14', 200, 40, 240], `turned ${angle}°`);
    }
  });
});

/** An invoice's page: labels on the left, their values right-aligned at the right margin. */
function invoicePage(): Buffer {
  const canvas = createCanvas(1240, 1754);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 1240, 1754);
  g.fillStyle = '#000';
  g.font = 'bold 48px sans-serif';
  g.fillText('ACME SUPPLIES LTD', 110, 160);
  g.font = '30px sans-serif';
  const rows = [['Invoice No.', '4711'], ['Invoice date', '14/03/2024'], ['', ''], ['Widgets 10 x 12.00', '120.00'], ['Service call', '80.00'], ['Subtotal', '200.00'], ['VAT 20%', '40.00'], ['Total due', '240.00']];
  rows.forEach(([label, value], i) => {
    g.fillText(label, 110, 300 + i * 70);
    g.fillText(value, 1130 - g.measureText(value).width, 300 + i * 70);
  });
  return canvas.toBuffer('image/png');
}
