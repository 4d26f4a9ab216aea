/** A page cleaned for Tesseract: long ruling lines whitened, faded print darkened. */
import type { GrayImage } from './image.ts';
import { grayHistogram, inkThreshold, percentile } from './gray-levels.ts';

/**
 * Whitens long straight rules (table borders, boxes): Tesseract reads them as `|`, `_` or garbage and they
 * merge into the letters they touch. A rule is a run of ink much longer than any character.
 */
export function removeRules(image: GrayImage): GrayImage {
  const { width, height } = image;
  const threshold = inkThreshold(image);
  const src = image.data;
  const minHorizontal = Math.max(60, Math.round(width * 0.25));
  const minVertical = Math.max(60, Math.round(height * 0.1));
  // A run at least `min` long covers one of every `min`-th pixel, so only those are tested, and the run is
  // followed both ways from an inked one: the same rules as a full scan, for a fraction of the pixels.
  // The page is copied only once a rule is found.
  let data: Uint8Array | null = null;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = minHorizontal - 1; x < width; x += minHorizontal) {
      if (src[row + x] > threshold) continue;
      let from = x;
      while (from > 0 && src[row + from - 1] <= threshold) from--;
      let to = x + 1;
      while (to < width && src[row + to] <= threshold) to++;
      if (to - from >= minHorizontal) (data ??= Uint8Array.from(src)).fill(255, row + from, row + to);
      // On to the first tested pixel past the run: a run is followed once.
      x = to - 1 - ((to - minHorizontal) % minHorizontal);
    }
  }
  /** Per column, the first row not yet followed (runs found from an earlier tested row are not followed again). */
  const followed = new Int32Array(width);
  for (let y = minVertical - 1; y < height; y += minVertical) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (src[row + x] > threshold || y < followed[x]) continue;
      let from = y;
      while (from > 0 && src[(from - 1) * width + x] <= threshold) from--;
      let to = y + 1;
      while (to < height && src[to * width + x] <= threshold) to++;
      followed[x] = to;
      if (to - from >= minVertical) {
        data ??= Uint8Array.from(src);
        for (let yy = from; yy < to; yy++) data[yy * width + x] = 255;
      }
    }
  }
  return data ? { data, width, height } : image;
}

/** The darkest gray counted as ink (a share of the page's pixels) and the paper (half of them are paper or lighter). */
const INK_SHARE = 0.005;
const PAPER_SHARE = 0.5;
/** A page whose ink is within this many levels of its paper is blank or a photograph of nothing: left alone. */
const MIN_INK_CONTRAST = 32;

/**
 * Faded print made dark: gray stretched from the page's darkest ink to its paper, then squared, so that the
 * light grey of a faded thermal receipt reads as ink and the paper stays white. Not for every page: on well
 * printed receipts it thickens strokes and specks, and Tesseract reads them worse (sources/ocr.ts decides).
 * The page itself when it has no contrast to stretch.
 */
export function strengthenInk(image: GrayImage): GrayImage {
  const histogram = grayHistogram(image);
  const ink = percentile(histogram, INK_SHARE);
  const paper = percentile(histogram, PAPER_SHARE);
  if (paper - ink < MIN_INK_CONTRAST) return image;
  const levels = new Uint8Array(256);
  for (let v = 0; v < 256; v++) levels[v] = Math.round(255 * Math.min(1, Math.max(0, (v - ink) / (paper - ink))) ** 2);
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i++) data[i] = levels[image.data[i]];
  return { ...image, data };
}
