import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cropRows, densestBand, type GrayImage } from '../../src/extraction/sources/image.ts';
import { removeRules, strengthenInk } from '../../src/extraction/sources/page-cleaning.ts';

function blank(width: number, height: number): GrayImage {
  return { data: new Uint8Array(width * height).fill(255), width, height };
}

function ink(image: GrayImage, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y++) image.data.fill(0, y * image.width + x0, y * image.width + x1);
}

function inkCount(image: GrayImage): number {
  return image.data.filter((v) => v < 128).length;
}

describe('removeRules', () => {
  it('whitens runs of exactly the minimum length wherever they start, and keeps one pixel shorter', () => {
    // 400 × 1000: rules are ≥ 100 px across (a quarter of the width) or ≥ 100 px down (a tenth of the height).
    for (const offset of [0, 1, 37, 99, 150, 300]) {
      const image = blank(400, 1000);
      ink(image, offset, 10, offset + 100, 11);
      ink(image, offset, 20, offset + 99, 21);
      ink(image, offset, 200, offset + 1, 300);
      ink(image, offset + 2, 400, offset + 3, 499);
      ink(image, 0, 900, 8, 912); // a letter-sized blot keeps the threshold meaningful
      const clean = removeRules(image);
      const row = (y: number) => clean.data.subarray(y * 400, (y + 1) * 400);
      assert.equal(row(10).filter((v) => v < 128).length, 0, `horizontal rule at ${offset}`);
      assert.equal(row(20).filter((v) => v < 128).length, 99, `short run at ${offset}`);
      assert.equal(clean.data[250 * 400 + offset], 255, `vertical rule at ${offset}`);
      assert.equal(clean.data[450 * 400 + offset + 2], 0, `short vertical run at ${offset}`);
      assert.equal(inkCount(clean), 99 + 99 + 8 * 12);
    }
  });

  it('returns the page itself when it has no rules', () => {
    const image = blank(300, 300);
    ink(image, 10, 10, 30, 30);
    assert.equal(removeRules(image), image);
  });
});

describe('densestBand', () => {
  it('finds the block of text lines and ends its band on blank rows', () => {
    const image = blank(200, 1000);
    ink(image, 0, 50, 20, 60); // a lone speck near the top
    for (let line = 0; line < 10; line++) ink(image, 10, 600 + line * 30, 190, 620 + line * 30);
    const [from, to] = densestBand(image, 250);
    assert.ok(from >= 560 && from <= 600, `from ${from}`);
    assert.ok(to > 800 && to <= 900, `to ${to}`);
    for (const y of [from, to]) if (y < image.height) assert.equal(image.data[y * 200 + 100], 255, `row ${y} is blank`);
    const band = cropRows(image, from, to);
    assert.deepEqual([band.width, band.height], [200, to - from]);
    assert.equal(band.data[(600 - from) * 200 + 100], 0);
  });

  it('is the whole page when the page is shorter than the band', () => {
    assert.deepEqual(densestBand(blank(50, 100), 300), [0, 100]);
  });
});

describe('strengthenInk', () => {
  it('darkens faded grey towards the darkest ink and keeps the paper white', () => {
    // Paper at 240, a black mark, and text faded to 170.
    const image = { data: new Uint8Array(100 * 100).fill(240), width: 100, height: 100 };
    image.data.fill(0, 0, 100);
    image.data.fill(170, 5000, 5500);
    const strong = strengthenInk(image);
    assert.equal(strong.data[0], 0);
    assert.equal(strong.data[9000], 255);
    // (170 / 240)² of the way from ink to paper: 0.50, where it was 0.71.
    assert.equal(strong.data[5200], 128);
    assert.equal(image.data[5200], 170, 'the page itself is left as it was');
  });

  it('leaves a page with no contrast alone', () => {
    const image = { data: new Uint8Array(50 * 50).fill(230), width: 50, height: 50 };
    image.data.fill(210, 0, 50);
    assert.equal(strengthenInk(image), image);
  });
});
