/**
 * Printed rows Tesseract skipped. Reading a page as one block of text (PSM 6, the mode that reads receipts
 * best), it now and then leaves out a whole row — a name printed in a larger type under the first one, a faint
 * row — and no later rule can find what was never read. Bands of ink that no word Tesseract read touches are
 * read by the line reader (PP-OCRv4) and kept when it is sure of them: on the development receipts this finds
 * rows like `CO. (M) SDN BHD` and `TEO HENG STATIONERY & BOOKS` (two shop names more right of 150), while logos,
 * rules and specks read as nothing or with a low confidence. It costs ≈ 17 ms a page (2 % of Tesseract's time):
 * finding the bands, and reading the few left once the paper's edges, specks and rules are set aside.
 */
import { median } from '../layout/lines.ts';
import { inkBands, type GrayImage, type InkBand } from './image.ts';
import { readLines, type LineReading } from './line-reader.ts';
import type { RawLine } from './tesseract-engine.ts';

/** Bands read at most per page, top first: a page of photos or stamps has many, each ≈ 30 ms to read. */
const MAX_BANDS = 6;
/** A band of text is at least this many times as wide as it is tall (a logo or a stamp is not). */
const MIN_ASPECT = 2.5;
/** …and at least this share of the height of the words Tesseract read (thinner bands are rules and specks). */
const MIN_HEIGHT = 0.7;
/** Share of a band's pixels that are ink below which it is a scatter of specks (text rows hold 12–60 %). */
const MIN_DENSITY = 0.05;
/**
 * Bands this close to the image's edges (shares of its width and height) are the paper's edges, shadows and
 * rules across the page, not printed rows: on the development receipts none held a row Tesseract skipped.
 */
const EDGE = { x: 0.04, y: 0.02 };
/** The line reader's mean character probability below which its reading is of no text. */
const MIN_CONFIDENCE = 0.8;
/** A row read must hold this many letters and digits, and be mostly made of them. */
const MIN_ALPHANUMERICS = 3;
const MIN_ALPHANUMERIC_SHARE = 0.5;

/** The bands of `image` that hold no word of `read` and have the shape of a printed row of its type. */
function uncoveredBands(image: GrayImage, read: RawLine[]): InkBand[] {
  const boxes = read.flatMap((line) => line.words.map((w) => w.box));
  if (!boxes.length) return [];
  const typical = median(boxes.map((b) => b[3] - b[1]));
  const inside = (band: InkBand) =>
    band.left > image.width * EDGE.x && band.right < image.width * (1 - EDGE.x) && band.top > image.height * EDGE.y && band.bottom < image.height * (1 - EDGE.y);
  return inkBands(image)
    .filter((band) => {
      const height = band.bottom - band.top;
      const width = band.right - band.left;
      return inside(band) && height >= typical * MIN_HEIGHT && height <= typical * 4 && width >= height * MIN_ASPECT && band.ink >= width * height * MIN_DENSITY;
    })
    .filter((band) => !boxes.some((b) => b[1] < band.bottom && b[3] > band.top))
    .slice(0, MAX_BANDS);
}

function isText(reading: LineReading): boolean {
  const compact = reading.text.replace(/\s/g, '');
  const alphanumerics = (compact.match(/[\p{L}\p{N}]/gu) ?? []).length;
  return reading.confidence >= MIN_CONFIDENCE && alphanumerics >= MIN_ALPHANUMERICS && alphanumerics >= compact.length * MIN_ALPHANUMERIC_SHARE;
}

/** The reading of `band` as Tesseract's words: split at its spaces, each boxed around its characters. */
function asLine(reading: LineReading, band: InkBand, width: number): RawLine {
  const characters = (reading.characters ?? []).flatMap((c) => [...c.char.normalize('NFKC')].map((char) => ({ ...c, char })));
  const pitch = (band.right - band.left) / Math.max(1, characters.length);
  const words: RawLine['words'] = [];
  let current: typeof characters = [];
  const close = () => {
    if (!current.length) return;
    const xs = current.map((c) => c.x * width);
    words.push({
      text: current.map((c) => c.char).join(''),
      box: [Math.max(0, Math.round(Math.min(...xs) - pitch / 2)), band.top, Math.min(width, Math.round(Math.max(...xs) + pitch / 2)), band.bottom],
      confidence: current.reduce((sum, c) => sum + c.probability, 0) / current.length,
      engine: 'ppocr',
    });
    current = [];
  };
  for (const c of characters) {
    if (/\s/.test(c.char)) close();
    else current.push(c);
  }
  close();
  return { words };
}

/** Lines for the rows of `image` Tesseract left out of `read`, boxes in `image`'s pixels. */
export async function missedRows(image: GrayImage, read: RawLine[]): Promise<RawLine[]> {
  const bands = uncoveredBands(image, read);
  if (!bands.length) return [];
  const readings = await readLines(
    image,
    bands.map((b) => [b.left / image.width, b.top / image.height, b.right / image.width, b.bottom / image.height]),
  );
  return readings.flatMap((reading, i) => (isText(reading) ? [asLine(reading, bands[i], image.width)] : [])).filter((line) => line.words.length > 0);
}
