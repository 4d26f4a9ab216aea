/**
 * A detected box holding several printed lines: the detector sees the page shrunk to 960 px, where small type set
 * close (a footer's `Deutsche Bank AG` / `IBAN DE41 …` / `BIC …`) melts into one region, and the recogniser reads
 * such a box as one garbled line (`A`). On a flat page, a box much thicker than the page's usual line is cut where
 * blank rows of paper part its ink, one box a line.
 */
import { inkThreshold } from './gray-levels.ts';
import type { GrayImage } from './image.ts';
import { insideQuad, type Point, type Quad } from './quads.ts';
import type { DetectedLine } from './text-detector.ts';

/** A box this many times the page's median thickness may hold stacked lines. */
const THICK = 1.8;
/** Only a level box is cut (a flat page's): its rows of pixels are the lines' rows. */
const LEVEL = 0.02;
/** A row with ink on at most this share of the box's width is blank paper between lines. */
const BLANK_ROW = 0.002;
/** A band of ink thinner than this share of the thickest one is a line's stray descenders or the next box's edge. */
const MIN_BAND = 0.4;
/** Each cut line is grown by this share of its ink's height above and below, as the detector grows its boxes. */
const PAD = 0.35;

/** The detected lines, each box that holds stacked lines replaced by one box a line. */
export function withStackedLinesCut(image: GrayImage, lines: DetectedLine[]): DetectedLine[] {
  if (lines.length < 5) return lines;
  const thicknesses = lines.map((l) => l.rect.thickness).sort((a, b) => a - b);
  const usual = thicknesses[Math.floor(thicknesses.length / 2)];
  let threshold: number | null = null;
  return lines.flatMap((line) => {
    if (line.rect.thickness < usual * THICK || Math.abs(line.rect.axis[1]) > LEVEL) return [line];
    threshold ??= inkThreshold(image);
    const cut = cutLines(image, line, threshold);
    if (cut.length < 2) return [line];
    // A cut line the detector also found on its own (the box reached into it) is kept once.
    return cut.filter((band) => !lines.some((other) => other !== line && insideQuad(other.quad, band.rect.centre)));
  });
}

function cutLines(image: GrayImage, line: DetectedLine, threshold: number): DetectedLine[] {
  const xs = line.quad.map((p) => p[0]);
  const ys = line.quad.map((p) => p[1]);
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const right = Math.min(image.width, Math.ceil(Math.max(...xs)));
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(image.height, Math.ceil(Math.max(...ys)));
  const width = right - left;
  if (width <= 0 || bottom - top < 4) return [];
  const bands: [number, number][] = [];
  let start = -1;
  for (let y = top; y <= bottom; y++) {
    let ink = 0;
    if (y < bottom) for (let x = left; x < right; x++) if (image.data[y * image.width + x] <= threshold) ink++;
    const blank = y === bottom || ink <= width * BLANK_ROW;
    if (!blank && start < 0) start = y;
    if (blank && start >= 0) {
      bands.push([start, y]);
      start = -1;
    }
  }
  const tallest = Math.max(0, ...bands.map(([a, b]) => b - a));
  const kept = bands.filter(([a, b]) => b - a >= tallest * MIN_BAND);
  return kept.map(([a, b]) => {
    const pad = (b - a) * PAD;
    const [y0, y1] = [Math.max(0, a - pad), Math.min(image.height, b + pad)];
    const quad: Quad = [[left, y0], [right, y0], [right, y1], [left, y1]];
    const centre: Point = [(left + right) / 2, (y0 + y1) / 2];
    return { quad, rect: { centre, axis: [1, 0], length: width, thickness: y1 - y0 }, score: line.score };
  });
}
