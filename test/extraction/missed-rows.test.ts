import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeImagePages, inkBands } from '../../src/extraction/sources/image.ts';
import { missedRows } from '../../src/extraction/sources/missed-rows.ts';
import type { RawLine } from '../../src/extraction/sources/tesseract-engine.ts';
import { textPng } from '../helpers/text-image.ts';

/** A reading holding one word over each of `bands`, as Tesseract's would. */
const readingOver = (bands: { top: number; bottom: number; left: number; right: number }[]): RawLine[] =>
  bands.map((b) => ({ words: [{ text: 'WORD', box: [b.left, b.top, b.right, b.bottom], confidence: 0.9 }] }));

describe('missedRows (rows Tesseract skipped, read by the line reader)', () => {
  const lines = ['POPULAR BOOK', 'CO. (M) SDN BHD', 'No 8, Jalan 7/118B, Desa Tun Razak'];
  const page = textPng({ width: 900, height: 500, lines, font: '32px sans-serif', x: 120, y: 150, lineGap: 70 });

  it('reads the row no word was read on, with words boxed on it', async () => {
    const [image] = await decodeImagePages(page, 1);
    // Rows of ink, without the tails of the last row's comma and descenders below it.
    const bands = inkBands(image).filter((b) => b.bottom - b.top > 5);
    assert.equal(bands.length, 3);
    const [found] = await missedRows(image, readingOver([bands[0], bands[2]]));
    assert.ok(found);
    assert.equal(found.words.map((w) => w.text).join(' ').replace(/\s/g, ''), 'CO.(M)SDNBHD');
    for (const word of found.words) {
      assert.deepEqual([word.box[1], word.box[3]], [bands[1].top, bands[1].bottom]);
      assert.ok(word.box[0] >= bands[1].left - 20 && word.box[2] <= bands[1].right + 20, String(word.box));
      assert.ok(word.confidence > 0.8);
    }
    assert.ok(found.words[0].box[2] < found.words.at(-1)!.box[0], 'words left to right');
  });

  it('reads nothing when every row was read, or when what is left is a rule or a speck', async () => {
    const [image] = await decodeImagePages(page, 1);
    assert.deepEqual(await missedRows(image, readingOver(inkBands(image))), []);
    const ruled = textPng({ width: 900, height: 500, lines: ['POPULAR BOOK', '________________________', '.'], font: '32px sans-serif', x: 120, y: 150, lineGap: 70 });
    const [rules] = await decodeImagePages(ruled, 1);
    assert.deepEqual(await missedRows(rules, readingOver([inkBands(rules)[0]])), []);
  });
});
