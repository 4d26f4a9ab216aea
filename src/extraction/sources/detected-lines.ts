/**
 * Lines found by the text detector (text-detector.ts), read by the line recogniser (line-reader.ts), and put
 * together with Tesseract's reading of the same page: each detected line is read by the engine surer of it;
 * lines Tesseract did not read at all come from the detector alone; Tesseract's words outside every detected
 * line stay as they were.
 *
 * A detected line is cut out along its own slant (a rotated rectangle, sampled bilinearly), so a skewed or
 * curled photo is read line by line, straight. The recogniser drops the spaces between Latin words: they are
 * put back where its characters stand further apart than within a word (`WORD_GAP` × the line's usual step).
 */
import { mergedRow } from '../fields/receipt-readings.ts';
import { unionBox } from '../layout/lines.ts';
import type { BBox, LayoutLine, Word } from '../types.ts';
import type { GrayImage } from './image.ts';
import { INPUT_HEIGHT, MAX_INPUT_WIDTH, readLinePixels, type LineReading } from './line-reader.ts';
import { gluedWordCut } from './glued-words.ts';
import { insideQuad, pointIn, type Point, type Quad } from './quads.ts';
import type { DetectedLine } from './text-detector.ts';
import { misreadByTesseract, stackedRows, withinLine, withMarksOf } from './misread-lines.ts';
import { withStackedLinesCut } from './stacked-lines.ts';

/** A gap between two characters this many times the line's median step is a space. */
const WORD_GAP = 1.7;
/**
 * A run of blank columns this many line heights wide is a space: between the letters of a word the widest runs were
 * 0.21 line heights (`11`), across the spaces the recogniser dropped 0.25–0.6 (names, labels and numbers of synthetic
 * training invoices' page images, measured on their straightened lines).
 */
const SPACE_RUN = 0.24;
/** Rows this share of the line's height at its top and bottom are not looked at for ink: the rows above and below reach in. */
const INK_MARGIN = 0.1;
/** A line read by the recogniser alone is kept at or above this mean character probability. */
const MIN_ALONE_CONFIDENCE = 0.6;
/**
 * The recogniser's reading of a line replaces Tesseract's whole when surer by this much; otherwise each of
 * Tesseract's words is taken from the engine surer of it (fields/receipt-readings.ts `mergedRow`): the
 * recogniser drops characters of long lines, which a whole-line choice would keep.
 */
const WHOLE_LINE_MARGIN = 0.15;
const MIN_INPUT_WIDTH = 16;

export interface ReadDetectedLine {
  line: DetectedLine;
  reading: LineReading;
  words: Word[];
}

/** The detected line's pixels, straightened along its slant and scaled to the recogniser's height. */
function straightenedLine(image: GrayImage, quad: Quad, length: number, thickness: number): { pixels: Uint8Array; width: number } {
  const width = Math.max(MIN_INPUT_WIDTH, Math.min(MAX_INPUT_WIDTH, Math.round((INPUT_HEIGHT * length) / Math.max(1, thickness))));
  const pixels = new Uint8Array(width * INPUT_HEIGHT);
  const { data, width: w, height: h } = image;
  for (let v = 0; v < INPUT_HEIGHT; v++) {
    for (let u = 0; u < width; u++) {
      const [x, y] = pointIn(quad, (u + 0.5) / width, (v + 0.5) / INPUT_HEIGHT);
      const fx = Math.min(w - 1, Math.max(0, x - 0.5));
      const fy = Math.min(h - 1, Math.max(0, y - 0.5));
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const x1 = Math.min(w - 1, x0 + 1);
      const y1 = Math.min(h - 1, y0 + 1);
      const ax = fx - x0;
      const ay = fy - y0;
      const top = data[y0 * w + x0] * (1 - ax) + data[y0 * w + x1] * ax;
      const bottom = data[y1 * w + x0] * (1 - ax) + data[y1 * w + x1] * ax;
      pixels[v * width + u] = Math.round(top * (1 - ay) + bottom * ay);
    }
  }
  return { pixels, width };
}

/**
 * The reading cut into words where its characters stand apart, each with its box (fractions of the page).
 * `blankBetween`, when given, says instead where they stand apart: the widest run of blank columns between two
 * positions of the line (fractions of its length), in line heights (`inkSpaces`).
 */
export function wordsOfReading(reading: LineReading, quad: Quad, page: { width: number; height: number }, blankBetween?: (from: number, to: number) => number): Word[] {
  // Its alphabet has primes and curly quotes where receipts print an apostrophe (`Apr01′18`).
  const chars = (reading.characters ?? []).map((c) => ({ ...c, char: c.char.normalize('NFKC').replace(/[′‘’`]/g, "'") }));
  const steps = chars.slice(1).map((c, i) => c.x - chars[i].x).filter((d) => d > 0).sort((a, b) => a - b);
  const step = steps.length ? steps[Math.floor(steps.length / 2)] : 0.05;
  const groups: (typeof chars)[] = [];
  let current: typeof chars = [];
  for (const [i, c] of chars.entries()) {
    // A decimal separator leaves blank columns after it that are no space (`-4,85`, `1.234,56`).
    const decimal = i > 1 && /\d/.test(chars[i - 2].char) && /^[.,]$/.test(chars[i - 1].char) && /^\d/.test(c.char);
    const apart = i > 0 && (blankBetween ? !decimal && blankBetween(chars[i - 1].x, c.x) >= SPACE_RUN : c.x - chars[i - 1].x > step * WORD_GAP);
    if ((c.char.trim() === '' || apart) && current.length) {
      groups.push(current);
      current = [];
    }
    if (c.char.trim() !== '') current.push(c);
  }
  if (current.length) groups.push(current);
  return groups.flatMap(cutGlued).map((group) => {
    const from = Math.max(0, group[0].x - step / 2);
    const to = Math.min(1, group[group.length - 1].x + step / 2);
    const points: Point[] = [pointIn(quad, from, 0), pointIn(quad, to, 0), pointIn(quad, to, 1), pointIn(quad, from, 1)];
    const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 10_000) / 10_000));
    const bbox: BBox = [
      clamp(Math.min(...points.map((p) => p[0])) / page.width),
      clamp(Math.min(...points.map((p) => p[1])) / page.height),
      clamp(Math.max(...points.map((p) => p[0])) / page.width),
      clamp(Math.max(...points.map((p) => p[1])) / page.height),
    ];
    const confidence = Math.round((group.reduce((s, c) => s + c.probability, 0) / group.length) * 1000) / 1000;
    return { text: group.map((c) => c.char).join(''), bbox, confidence, engine: 'ppocr' as const };
  });
}

/** A group of characters cut in two where it runs a date into a time (glued-words.ts). */
function cutGlued<T extends { char: string }>(group: T[]): T[][] {
  const text = group.map((c) => c.char).join('');
  const cut = gluedWordCut(text);
  if (cut === null || cut <= 0 || cut >= text.length) return [group];
  // NFKC may have made one character read several: the cut is counted in the characters' text.
  let at = 0;
  let length = 0;
  while (at < group.length && length < cut) length += group[at++].char.length;
  return [group.slice(0, at), ...cutGlued(group.slice(at))];
}

/**
 * The widest run of blank columns between two positions (fractions of the width) of a straightened line, in line
 * heights. Ink is what stands out from the line's median gray halfway to its farthest value, dark on light or light
 * on dark (a name printed white on a coloured band).
 */
function inkSpaces(pixels: Uint8Array, width: number): (from: number, to: number) => number {
  const sorted = [...pixels].sort((a, b) => a - b);
  const [darkest, background, lightest] = [sorted[0], sorted[sorted.length >> 1], sorted[sorted.length - 1]];
  const dark = background - darkest >= lightest - background;
  const level = dark ? (background + darkest) / 2 : (background + lightest) / 2;
  const margin = Math.round(INPUT_HEIGHT * INK_MARGIN);
  const blank = Array.from({ length: width }, (_, u) => {
    for (let v = margin; v < INPUT_HEIGHT - margin; v++) {
      const p = pixels[v * width + u];
      if (dark ? p < level : p > level) return false;
    }
    return true;
  });
  return (from, to) => {
    let run = 0;
    let widest = 0;
    for (let u = Math.max(0, Math.floor(from * width)); u < Math.min(width, Math.ceil(to * width)); u++) {
      run = blank[u] ? run + 1 : 0;
      widest = Math.max(widest, run);
    }
    return widest / INPUT_HEIGHT;
  };
}

/**
 * The detected line read by the recogniser, cut into words; `spacesFromInk`: where blank columns stand between
 * its characters (`inkSpaces`), not where their positions stand further apart than usual, which also splits words
 * at wide letters (`G mbH`, `ColomboFalegna meria`).
 */
async function readDetectedLine(image: GrayImage, line: DetectedLine, spacesFromInk = false): Promise<ReadDetectedLine> {
  const { pixels, width } = straightenedLine(image, line.quad, line.rect.length, line.rect.thickness);
  const reading = await readLinePixels(pixels, width);
  return { line, reading, words: wordsOfReading(reading, line.quad, image, spacesFromInk ? inkSpaces(pixels, width) : undefined) };
}

/** Every detected line read by the recogniser, in order. */
export async function readDetectedLines(image: GrayImage, lines: DetectedLine[]): Promise<ReadDetectedLine[]> {
  const readings: ReadDetectedLine[] = [];
  for (const line of lines) readings.push(await readDetectedLine(image, line));
  return readings;
}

/** Tesseract's words of a line, each replaced by the recogniser's reading of it where that one is more likely right. */
function mergedWords(tesseract: Word[], read: ReadDetectedLine, image: GrayImage): Word[] {
  const characters = (read.reading.characters ?? []).map((c) => ({ ...c, x: pointIn(read.line.quad, c.x, 0.5)[0] / image.width }));
  const bbox = unionBox(tesseract.map((w) => w.bbox));
  const row = { text: tesseract.map((w) => w.text).join(' '), page: 0, bbox, words: tesseract, index: 0, y: (bbox[1] + bbox[3]) / 2 };
  return mergedRow(row, { page: 0, bbox, text: read.reading.text, confidence: read.reading.confidence, characters }).words;
}

const centre = (box: BBox, page: { width: number; height: number }): Point => [((box[0] + box[2]) / 2) * page.width, ((box[1] + box[3]) / 2) * page.height];

/** Character-weighted mean confidence of words. */
function meanConfidence(words: Word[]): number {
  const chars = words.reduce((s, w) => s + w.text.length, 0);
  return chars ? words.reduce((s, w) => s + w.confidence * w.text.length, 0) / chars : 0;
}

const hasAlphanumeric = (words: Word[]) => words.some((w) => /[\p{L}\p{N}]/u.test(w.text));

export interface DetectedLinesOptions {
  /** A detected line Tesseract read with at least this mean word confidence keeps Tesseract's words unread. */
  sureTesseract: number;
  /** A line is taken whole from the recogniser only with as many words as Tesseract's. */
  keepSpaces?: boolean;
  /** The recogniser's readings of every detected line, when already made (readDetectedLines). */
  readings?: ReadDetectedLine[];
  /**
   * Check Tesseract's reading of each line (misread-lines.ts): a line it misread is taken from the recogniser as if
   * Tesseract had not read it, however sure Tesseract is of its words; the words of a line it is sure of are cut to
   * the line's height; the recogniser's words are cut where blank columns stand between its characters
   * (`readDetectedLine`). Asked for invoices, whose pages are all read with the detector.
   */
  checkTesseract?: boolean;
}

/**
 * Tesseract's lines (`first`, boxes as fractions of `image`) and the detector's lines of the same image put
 * together, top to bottom: a detected line is read by the recogniser unless Tesseract is sure of its words, and
 * the surer reading of the two is kept; Tesseract's words outside every detected line stay in their lines.
 */
export async function withDetectedLines(image: GrayImage, first: LayoutLine[], detected: DetectedLine[], options: DetectedLinesOptions): Promise<LayoutLine[]> {
  const { sureTesseract, keepSpaces = false, readings, checkTesseract = false } = options;
  // A flat page's box holding several lines of small type is cut into its lines (not photos': read already, by index).
  if (checkTesseract && !readings) detected = withStackedLinesCut(image, detected);
  // Checked (invoice pages): a word inside two boxes (overlapping rows, or one box running two rows together) is the
  // one's whose middle line it stands nearer to; else the first box's (receipts: not measured on them).
  const offAxis = (d: DetectedLine, p: Point) => Math.abs((p[0] - d.rect.centre[0]) * d.rect.axis[1] - (p[1] - d.rect.centre[1]) * d.rect.axis[0]);
  const owner = (word: Word) => {
    const p = centre(word.bbox, image);
    if (!checkTesseract) return detected.findIndex((d) => insideQuad(d.quad, p));
    let at = -1;
    for (const [i, d] of detected.entries()) if (insideQuad(d.quad, p) && (at < 0 || offAxis(d, p) < offAxis(detected[at], p))) at = i;
    return at;
  };
  const claimed = detected.map(() => [] as Word[]);
  // The Tesseract line each word was read in.
  const readIn = new Map<Word, number>();
  const lines: LayoutLine[] = [];
  for (const [row, line] of first.entries()) {
    const own: Word[] = [];
    for (const word of line.words) {
      const at = owner(word);
      readIn.set(word, row);
      if (at >= 0) claimed[at].push(word);
      else own.push(word);
    }
    if (own.length) lines.push(lineOf(own));
  }
  for (const [i, line] of detected.entries()) {
    const tesseract = claimed[i].sort((a, b) => a.bbox[0] - b.bbox[0]);
    const readLines = tesseract.map((word) => ({ word, line: readIn.get(word) ?? -1 }));
    // Rows the detector ran together are Tesseract's lines, as it read them.
    const stacked = checkTesseract ? stackedRows(readLines) : null;
    if (stacked) {
      lines.push(...stacked.map(lineOf));
      continue;
    }
    const misread = checkTesseract && misreadByTesseract(readLines, line, image);
    const sure = !misread && tesseract.length > 0 && meanConfidence(tesseract) >= sureTesseract && hasAlphanumeric(tesseract);
    if (sure) {
      lines.push(lineOf(checkTesseract ? tesseract.map((word) => withinLine(word, line, image)) : tesseract));
      continue;
    }
    const read = readings?.[i] ?? (await readDetectedLine(image, line, checkTesseract));
    const usable = read.words.length > 0 && hasAlphanumeric(read.words);
    const alone = usable && read.reading.confidence >= MIN_ALONE_CONFIDENCE;
    // The recogniser's words keep the accents Tesseract read on the same letters (`withMarksOf`): its alphabet has none.
    const recognised = withMarksOf(read.words, tesseract);
    if (!tesseract.length || (misread && alone)) {
      if (alone) lines.push(lineOf(recognised));
      continue;
    }
    if (!usable) {
      lines.push(lineOf(tesseract));
      continue;
    }
    // Much surer: the recogniser's line as a whole (Tesseract read specks or another slant); else word by word.
    // `keepSpaces` (scans): not when it reads fewer words than Tesseract, whose spaces it dropped
    // (`GARDENIABAKERIES(KL)SDNBHD` for Tesseract's `GARDENIA BAKERIES (KL) SDN BHD`).
    const preferDetected = read.reading.confidence > meanConfidence(tesseract) + WHOLE_LINE_MARGIN && !(keepSpaces && read.words.length < tesseract.length);
    lines.push(lineOf(preferDetected ? recognised : withMarksOf(mergedWords(tesseract, read, image), tesseract)));
  }
  return inReadingOrder(lines);
}

/** Lines top to bottom; lines sharing a row (each one's middle within the other's height) left to right. */
function inReadingOrder(lines: LayoutLine[]): LayoutLine[] {
  const middle = (l: LayoutLine) => (l.bbox[1] + l.bbox[3]) / 2;
  const sorted = [...lines].sort((a, b) => middle(a) - middle(b));
  const rows: LayoutLine[][] = [];
  for (const line of sorted) {
    const row = rows[rows.length - 1];
    const last = row?.[row.length - 1];
    if (last && middle(line) <= last.bbox[3] && middle(last) >= line.bbox[1]) row.push(line);
    else rows.push([line]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.bbox[0] - b.bbox[0]));
}

function lineOf(words: Word[]): LayoutLine {
  return { text: words.map((w) => w.text).join(' '), bbox: unionBox(words.map((w) => w.bbox)), words };
}
