import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { invertDarkBands } from '../../src/extraction/sources/dark-bands.ts';
import type { GrayImage } from '../../src/extraction/sources/image.ts';

function page(width: number, height: number): GrayImage {
  return { data: new Uint8Array(width * height).fill(250), width, height };
}

function fill(image: GrayImage, x0: number, y0: number, x1: number, y1: number, value: number): void {
  for (let y = y0; y < y1; y++) image.data.fill(value, y * image.width + x0, y * image.width + x1);
}

const at = (image: GrayImage, x: number, y: number) => image.data[y * image.width + x];

describe('invertDarkBands', () => {
  it('makes a navy band white and its white print black, to the band’s own edges', () => {
    const image = page(1000, 1400);
    fill(image, 0, 0, 1000, 203, 60); // a letterhead band, its lower edge off the 14-pixel cells
    fill(image, 100, 80, 400, 110, 245); // a name printed white on it
    fill(image, 100, 300, 400, 330, 20); // dark print on the paper below
    const out = invertDarkBands(image);
    assert.equal(at(out, 500, 10), 255, 'the band’s colour is paper');
    assert.equal(at(out, 200, 95), 0, 'its print is ink');
    assert.equal(at(out, 500, 202), 255, 'its last row too');
    assert.equal(at(out, 500, 203), 250, 'the paper under it is left');
    assert.equal(at(out, 200, 315), 20, 'dark print on paper is left');
  });

  it('leaves a page without a band, and dark marks smaller than a band, as they are', () => {
    const image = page(1000, 1400);
    fill(image, 100, 100, 160, 160, 0); // a logo's dark square
    fill(image, 100, 300, 900, 306, 0); // a thick rule
    for (let x = 100; x < 400; x += 12) fill(image, x, 400, x + 6, 440, 30); // a bold heading's strokes
    assert.equal(invertDarkBands(image), image);
  });

  it('inverts a table header band one line of type high', () => {
    const image = page(1447, 2047);
    fill(image, 80, 500, 1367, 530, 55); // a header row's band, 30 pixels high
    fill(image, 90, 510, 130, 520, 250); // `Pos` printed white on it
    const out = invertDarkBands(image);
    assert.equal(at(out, 700, 505), 255, 'the band is paper');
    assert.equal(at(out, 100, 515), 0, 'its print is ink');
  });

  it('leaves a dark band with nothing printed on it', () => {
    const image = page(1000, 1400);
    fill(image, 0, 0, 1000, 200, 60);
    assert.equal(invertDarkBands(image), image);
  });
});
