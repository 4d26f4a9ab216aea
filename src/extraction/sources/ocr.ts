/**
 * A page image read: prepared for Tesseract, turned the right way up, read, then completed by second readings
 * (rows Tesseract skipped, the text detector's lines on photos and doubtful scans). Tesseract itself is
 * tesseract-engine.ts's.
 */
import sharp from 'sharp';
import { startRead, type PendingRead, type RawLine } from './tesseract-engine.ts';
import { ExtractionError, type BBox, type LayoutLine, type LayoutPage, type Word } from '../types.ts';
import { unionBox } from '../layout/lines.ts';
import { cropRows, decodeImagePages, decodePng, densestBand, pointBeforeTurn, prepareForOcr, rotate, type GrayImage } from './image.ts';
import { strengthenInk } from './page-cleaning.ts';
import type { PageAsRead } from './line-reader.ts';
import { missedRows } from './missed-rows.ts';
import { readDetectedLines, withDetectedLines } from './detected-lines.ts';
import { detectLines, type DetectedLine } from './text-detector.ts';
import { looksLikePhoto } from './photo.ts';
import { findPaper, holdingPrint } from './paper-sheet.ts';
import { flattened } from './perspective.ts';
import { DOUBTED_LINE, mayDetectScans, worthDetecting } from './scan-doubt.ts';
import { straightenedPhoto } from './photo-page.ts';

export interface OcrOptions {
  /** Tesseract languages joined by `+` (`eng`, `eng+deu`). */
  langs: string;
  /**
   * Read the printed rows Tesseract skipped with the line reader (sources/missed-rows.ts), and on a photo the
   * lines the text detector finds (sources/detected-lines.ts); default true.
   */
  missedRows?: boolean;
  /**
   * Merge the text detector's lines into every flat page, not only those Tesseract doubts (scan-doubt.ts):
   * asked for invoices, whose small print Tesseract misreads with confidence; default false.
   */
  detectEveryPage?: boolean;
  /**
   * The pages are sheets of office paper (an invoice): a photo of one is made flat first (paper-sheet.ts). Not
   * receipts: a till roll is a strip, curled, often running off the photo, that a quadrilateral fits badly.
   */
  sheets?: boolean;
  /**
   * Make light print on dark bands dark on light before Tesseract reads the page (dark-bands.ts): asked for
   * invoices, whose letterheads and table headers are often printed white on a colour; default false.
   */
  invertBands?: boolean;
}

/** Below this mean word confidence a page may be upside down: worth a second read turned by 180°. */
const POOR_CONFIDENCE = 0.6;
/**
 * …unless this share of its characters is in words Tesseract is sure of (SURE_WORD). Read turned by 90°, 180°
 * or 270°, 40 development receipts had at most 4 % of their characters in such words; upright, 150 had at
 * least 10 %, however poor their mean confidence. Probing a turn costs 0.5–2 s of Tesseract reading garbage.
 */
const UPRIGHT_SURE_SHARE = 0.15;
/**
 * A page with less than this share is in doubt however high its mean confidence: read sideways on a dark
 * scanner bed, Tesseract is fairly sure of the specks it reads along the bed's edges (mean 0.6), of no word.
 * Only such a page may be sideways: turned by 90° or 270°, 50 development receipts read at most 0.8 % of
 * their characters in sure words (upside down, up to 7.8 %, so those are still probed upside down).
 */
const SIDEWAYS_SURE_SHARE = 0.05;
const SURE_WORD = { confidence: 0.85, alphanumerics: 3 };
/**
 * A turned page is first read on a band of this share of its height: read in the wrong orientation, a page
 * scores 0.2–0.4, right side up 0.45–0.9, so a band tells the two apart for a fraction of a full read. Most
 * poor pages are upright but badly printed, and no longer pay a second full read.
 */
const PROBE_SHARE = 0.25;
const PROBE_MIN_ROWS = 300;
const CONSOLE_IMAGE_WIDTH = 1000;
/**
 * A line Tesseract read with this mean confidence is not read again by the recogniser: on a photo every line is
 * (Tesseract is sure of words it misreads on photos, as `npm run eval:ocr` shows); on a scan only the
 * doubtful ones (time; scan-doubt.ts DOUBTED_LINE).
 */
const SURE_ON_PHOTO = Number.POSITIVE_INFINITY;

/** A page prepared for Tesseract (image.ts `prepareForOcr`) and Tesseract's reading of it. */
type PreparedReading = Awaited<ReturnType<typeof prepareForOcr>> & { raw: RawLine[] };

/**
 * Reads the image `prepare` gives, Tesseract starting while it is made; `pending` is used when given; `whileReading`
 * is called once Tesseract, in its own process, has the page.
 */
async function readWhilePreparing<T extends { image: GrayImage }>(
  langs: string,
  prepare: () => Promise<T>,
  pending = startRead(langs),
  whileReading?: () => void,
): Promise<T & { raw: RawLine[] }> {
  let prepared: T;
  try {
    prepared = await prepare();
  } catch (error) {
    pending.cancel();
    throw error;
  }
  return { ...prepared, raw: await pending.read(prepared.image, whileReading) };
}

function meanConfidence(lines: RawLine[]): number {
  let weighted = 0;
  let chars = 0;
  for (const line of lines) {
    for (const word of line.words) {
      weighted += word.confidence * word.text.length;
      chars += word.text.length;
    }
  }
  return chars ? weighted / chars : 0;
}

/** The characters read, and those in words Tesseract is sure of: whole words of letters and digits, not specks. */
function sureCharacters(lines: RawLine[]): { sure: number; all: number } {
  let sure = 0;
  let all = 0;
  for (const line of lines) {
    for (const word of line.words) {
      all += word.text.length;
      if (word.confidence >= SURE_WORD.confidence && (word.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= SURE_WORD.alphanumerics) sure += word.text.length;
    }
  }
  return { sure, all };
}

/** The share of characters read in words Tesseract is sure of. */
function sureShare(lines: RawLine[]): number {
  const { sure, all } = sureCharacters(lines);
  return all ? sure / all : 0;
}

/**
 * The turns a page is probed at, by its reading: none when the reading is good enough (a wrong turn ruins a
 * good page); sideways too only when it reads like a sideways page, since a band of a tall page turned sideways
 * is as wide as the page is long, and Tesseract reads it for 0.5–1 s.
 */
function turnsToProbe(lines: RawLine[]): number[] {
  const sure = sureShare(lines);
  if (sure < SIDEWAYS_SURE_SHARE) return [90, 180, 270];
  return meanConfidence(lines) < POOR_CONFIDENCE && sure < UPRIGHT_SURE_SHARE ? [180] : [];
}

/**
 * Maps a box of the deskewed image back onto the page: sharp rotates clockwise about the centre and
 * enlarges the canvas, so the box corners are turned back and re-centred, then normalised.
 */
function pageBox(box: [number, number, number, number], skew: number, scale: number, prepared: GrayImage, page: GrayImage): BBox {
  const straight = { width: prepared.width / scale, height: prepared.height / scale };
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [[box[0], box[1]], [box[2], box[1]], [box[0], box[3]], [box[2], box[3]]]) {
    const [px, py] = pointBeforeTurn(x / scale, y / scale, skew, straight, page);
    xs.push(px);
    ys.push(py);
  }
  const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 10_000) / 10_000));
  return [clamp(Math.min(...xs) / page.width), clamp(Math.min(...ys) / page.height), clamp(Math.max(...xs) / page.width), clamp(Math.max(...ys) / page.height)];
}

/**
 * A reading with less than this share of its characters in sure words may be of faded print, and the page is
 * read again with its ink strengthened (image.ts); the second reading is kept when it has FAINT_GAIN times the
 * sure characters. Of the 150 development receipts 12 fall below 0.3, and 6 of those read clearly better
 * darkened: totals, dates and names Tesseract had missed. Darkening every page instead lost more fields (41)
 * than it found (23).
 */
const FAINT_SURE_SHARE = 0.3;
const FAINT_GAIN = 1.3;
/** …or when it has fewer characters than this: a page of faded print with one dark line reads as that line. */
const FEW_CHARACTERS = 40;

function mayBeFaded(lines: RawLine[]): boolean {
  const { sure, all } = sureCharacters(lines);
  return all < FEW_CHARACTERS || sure < all * FAINT_SURE_SHARE;
}

/**
 * A band read this well is the right way up and the remaining turns are not probed: on 15 development receipts
 * turned each way, bands read the wrong way round scored 0.16–0.42, the right way 0.43–0.91.
 */
const UPRIGHT_BAND = 0.6;

/** The mean confidence of a band of `prepared` turned by `turn`, read where its text is densest. */
async function probeTurn(prepared: GrayImage, turn: number, langs: string): Promise<number> {
  const { raw } = await readWhilePreparing(langs, async () => {
    const turned = await rotate(prepared, turn);
    const [from, to] = densestBand(turned, Math.max(PROBE_MIN_ROWS, Math.round(turned.height * PROBE_SHARE)));
    return { image: cropRows(turned, from, to) };
  });
  return meanConfidence(raw);
}

/**
 * The turn among `turns` at which `prepared` (the page as read, with its confidence `confidence`) reads clearly
 * better, or null: each turn's band is read, and only a clearly better band is worth preparing and reading the
 * whole turned page. Tesseract's reading decides, not the shape of the ink: on receipts scanned on a dark
 * background the paper's edges outweigh the text lines.
 */
async function bestTurn(prepared: GrayImage, confidence: number, turns: number[], langs: string): Promise<number | null> {
  let best: { turn: number; confidence: number } | null = null;
  for (const turn of turns) {
    const probed = await probeTurn(prepared, turn, langs);
    if (probed > confidence + 0.1 && probed > (best?.confidence ?? 0)) best = { turn, confidence: probed };
    if (probed >= UPRIGHT_BAND) break;
  }
  return best?.turn ?? null;
}

/** The words and lines of a page, read from it strengthened, and that strengthened page (for the second reading). */
export interface DarkerReading {
  lines: LayoutLine[];
  words: Word[];
  readFrom: PageAsRead;
}

/**
 * The page read with its ink strengthened, made only when asked for (a receipt missing a key field): null when
 * the page was already read that way, or has no contrast to strengthen. A darker reading the page made and
 * rejected is not made again.
 */
export type DarkerReadingOf = () => Promise<DarkerReading | null>;

/**
 * OCR of one upright-or-not gray page: orientation, preparation, recognition; boxes normalised to `page`, which
 * is returned upright, and `readFrom`: the page as it was read, upright and deskewed, its faded ink strengthened
 * if that read better. `pending`: a reading already started for it (while the page was decoded).
 */
async function readPage(
  page: GrayImage,
  { langs, missedRows: readMissed = true, invertBands = false }: OcrOptions,
  { pending, probeTurns = true, whileReading }: { pending?: PendingRead; probeTurns?: boolean; whileReading?: () => void },
): Promise<{ lines: LayoutLine[]; words: Word[]; page: GrayImage; readFrom: PageAsRead; rotation: number; darker: DarkerReadingOf }> {
  let rotation = 0;
  let { image: prepared, skew, straight, raw } = await readWhilePreparing(langs, () => prepareForOcr(page, invertBands), pending, whileReading);
  const confidence = meanConfidence(raw);
  const turns = probeTurns ? turnsToProbe(raw) : [];
  const turn = turns.length ? await bestTurn(prepared, confidence, turns, langs) : null;
  if (turn !== null) {
    const turned = await readWhilePreparing(langs, async () => {
      const turnedPage = await rotate(page, turn);
      return { turnedPage, ...(await prepareForOcr(turnedPage, invertBands)) };
    });
    if (meanConfidence(turned.raw) > confidence + 0.1) {
      [page, prepared, skew, straight, raw, rotation] = [turned.turnedPage, turned.image, turned.skew, turned.straight, turned.raw, turn];
    }
  }
  const upright = page;
  const asRead = (read: { straight: GrayImage; skew: number }, image: GrayImage): PageAsRead => ({ upright: image, straight: read.straight, skew: read.skew });
  const completed = async (read: RawLine[], image: GrayImage) => (readMissed ? withMissedRows(read, await missedRows(image, read)) : read);
  let readFrom = asRead({ straight, skew }, page);
  let readDarkened = false;
  let rejected: PreparedReading | null = null;
  const darkerPage = mayBeFaded(raw) ? strengthenInk(page) : page;
  if (darkerPage !== page) {
    const dark = await readWhilePreparing(langs, () => prepareForOcr(darkerPage, invertBands));
    if (sureCharacters(dark.raw).sure > sureCharacters(raw).sure * FAINT_GAIN) {
      [readFrom, prepared, skew, raw, readDarkened] = [asRead(dark, darkerPage), dark.image, dark.skew, dark.raw, true];
    } else {
      rejected = dark;
    }
  }
  raw = await completed(raw, prepared);
  let darkerRead: Promise<DarkerReading | null> | null = null;
  const darker: DarkerReadingOf = () => {
    darkerRead ??= (async () => {
      if (readDarkened) return null;
      // A darker reading made and rejected above is this one: it is not made again.
      const strengthened = darkerPage !== upright ? darkerPage : strengthenInk(upright);
      if (strengthened === upright) return null;
      const read = rejected ?? (await readWhilePreparing(langs, () => prepareForOcr(strengthened, invertBands)));
      return { ...layoutOf(await completed(read.raw, read.image), read.skew, read.image, upright), readFrom: asRead(read, strengthened) };
    })();
    return darkerRead;
  };
  return { ...layoutOf(raw, skew, prepared, page), page, readFrom, rotation, darker };
}

/** Tesseract's lines and the rows it skipped, top to bottom (Tesseract's own order kept among its lines). */
function withMissedRows(read: RawLine[], missed: RawLine[]): RawLine[] {
  if (!missed.length) return read;
  const top = (line: RawLine) => Math.min(...line.words.map((w) => w.box[1]));
  const lines = [...read];
  for (const line of missed) {
    const at = lines.findIndex((l) => l.words.length > 0 && top(l) > top(line));
    lines.splice(at < 0 ? lines.length : at, 0, line);
  }
  return lines;
}

/** Words and lines of a reading of `prepared` (`page` deskewed by `skew` and upscaled), boxes as fractions of `page`. */
function layoutOf(raw: RawLine[], skew: number, prepared: GrayImage, page: GrayImage): { lines: LayoutLine[]; words: Word[] } {
  // Deskewing enlarges the canvas (sharp fits the rotated page); upscaling multiplies both sides alike.
  const turnedWidth = Math.abs(page.width * Math.cos((skew * Math.PI) / 180)) + Math.abs(page.height * Math.sin((skew * Math.PI) / 180));
  const scale = prepared.width / Math.round(turnedWidth);
  const lines: LayoutLine[] = [];
  const words: Word[] = [];
  for (const line of raw) {
    const lineWords = line.words
      .filter((w) => w.text.trim())
      .map((w): Word => ({ text: w.text.trim(), bbox: pageBox(w.box, skew, scale, prepared, page), confidence: Math.round(w.confidence * 1000) / 1000, engine: w.engine ?? 'tesseract' }));
    if (!lineWords.length) continue;
    words.push(...lineWords);
    lines.push({ text: lineWords.map((w) => w.text).join(' '), bbox: unionBox(lineWords.map((w) => w.bbox)), words: lineWords });
  }
  return { lines, words };
}

async function consolePng(image: GrayImage): Promise<Uint8Array> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize({ width: CONSOLE_IMAGE_WIDTH, withoutEnlargement: true })
    .png()
    .toBuffer();
}

async function toLayoutPage(
  gray: GrayImage,
  number: number,
  options: OcrOptions,
  pending?: PendingRead,
): Promise<{ layout: LayoutPage; page: GrayImage; readFrom: PageAsRead; darker: DarkerReadingOf }> {
  // A sheet photographed at a slant is made flat first (paper-sheet.ts, perspective.ts).
  const found = options.sheets === true && options.missedRows !== false ? await findPaper(gray) : null;
  const sheet = found && holdingPrint(found, (await detectLines(gray)).flatMap((line) => line.quad), gray);
  gray = (sheet && flattened(gray, sheet)) ?? gray;
  // A photo (a flattened sheet still is one: its light uneven, its print soft) is turned level and cropped to its print
  // first, and its lines found by the detector are read too. Its orientation is then known, and Tesseract does not
  // probe other turns.
  const photoLike = sheet !== null || looksLikePhoto(gray);
  const photo = options.missedRows !== false && photoLike ? await straightenedPhoto(gray) : null;
  // Every line of a photo is read by the recogniser whatever Tesseract reads (SURE_ON_PHOTO): it reads them while
  // Tesseract, in its own process, reads the page. A flat page's lines are found by the detector meanwhile: they are
  // wanted on every invoice page and on most scans, and are then ready when Tesseract's reading is.
  const detectAhead = !photo && options.missedRows !== false && (options.detectEveryPage === true || mayDetectScans());
  let ahead: Promise<DetectedLine[]> | null = null;
  const whileReading = detectAhead ? () => {
    ahead = detectLines(gray);
    // Unobserved when the page turns out not to need them.
    ahead.catch(() => undefined);
  } : undefined;
  const [read, photoLines] = await Promise.all([
    readPage(photo?.page ?? gray, options, { pending, probeTurns: !photo, whileReading }),
    photo ? readDetectedLines(photo.page, photo.lines) : undefined,
  ]);
  const detectedOnPage = async () => (ahead && read.page === gray ? await ahead : await detectLines(read.page));
  let { lines, words } = read;
  // A flat page too when Tesseract doubts enough of it, or every page when asked (invoices): it misreads small or
  // faint print that the detector and recogniser read (scan-doubt.ts).
  if (options.missedRows !== false && (photo || options.detectEveryPage === true || worthDetecting(lines))) {
    lines = await withDetectedLines(read.page, lines, photo?.lines ?? (await detectedOnPage()), {
      sureTesseract: photo ? SURE_ON_PHOTO : DOUBTED_LINE,
      keepSpaces: !photo,
      readings: photoLines,
      checkTesseract: !photo && options.detectEveryPage === true,
    });
    words = lines.flatMap((line) => line.words);
  }
  return {
    layout: {
      number, width: read.page.width, height: read.page.height, unit: 'px', rotation: photo ? Math.round((((photo.turn + read.rotation) % 360) + 360) % 360) : read.rotation, source: 'ocr', words, lines,
      ...(photoLike ? { photo: true } : {}),
    },
    page: read.page,
    readFrom: photo && options.missedRows !== false ? { ...read.readFrom, linesRead: true } : read.readFrom,
    darker: read.darker,
  };
}

/**
 * An image file (PNG, JPEG, TIFF (every page), WebP, HEIC, GIF, BMP) → one OCR'd layout page per image page,
 * a PNG of each for the console, and each page as it was read (upright and deskewed; faded ink strengthened
 * where that read better), for a second reading of its rows.
 */
export async function ocrImageFile(
  bytes: Uint8Array,
  options: OcrOptions & { maxPages: number; maxImagePixels?: number; pageImages?: boolean },
): Promise<{ pages: LayoutPage[]; pageImages: { number: number; png: Uint8Array }[]; pagesAsRead: PageAsRead[]; darkerReadings: DarkerReadingOf[] }> {
  // The first page's reading starts while the file is decoded.
  const first = startRead(options.langs);
  let grays: GrayImage[];
  try {
    grays = await decodeImagePages(bytes, options.maxPages, options.maxImagePixels);
  } catch (error) {
    first.cancel();
    throw error;
  }
  if (!grays.length) first.cancel();
  const pages: LayoutPage[] = [];
  const pagesAsRead: PageAsRead[] = [];
  const darkerReadings: DarkerReadingOf[] = [];
  const pageImages: { number: number; png: Uint8Array }[] = [];
  for (const [index, gray] of grays.entries()) {
    // The console's PNG (60–80 ms) is made on sharp's threads while Tesseract reads the page; again only
    // when the page turned out to need turning. Not at all when nobody asked for page images.
    const upright = options.pageImages === false ? null : consolePng(gray);
    upright?.catch(() => undefined);
    const { layout, page, readFrom, darker } = await toLayoutPage(gray, index + 1, options, index === 0 ? first : undefined);
    pages.push(layout);
    pagesAsRead.push(readFrom);
    darkerReadings.push(darker);
    if (upright) pageImages.push({ number: index + 1, png: page === gray ? await upright : await consolePng(page) });
  }
  return { pages, pageImages, pagesAsRead, darkerReadings };
}

/** One already-rendered page (PNG, e.g. an image-only PDF page) → its OCR'd layout, numbered `pageNumber`. */
export async function ocrImage(png: Uint8Array, pageNumber: number, options: OcrOptions): Promise<LayoutPage> {
  let gray: GrayImage;
  try {
    gray = await decodePng(png);
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError('document_corrupt', `page image cannot be decoded: ${(error as Error).message}`);
  }
  return (await ocrGrayPage(gray, pageNumber, options)).layout;
}

/**
 * One page already decoded to gray (a rendered PDF page) → its OCR'd layout, numbered `pageNumber`, and the
 * page as it was read (upright and deskewed; faded ink strengthened where that read better).
 */
export async function ocrGrayPage(gray: GrayImage, pageNumber: number, options: OcrOptions): Promise<{ layout: LayoutPage; asRead: PageAsRead; darker: DarkerReadingOf }> {
  const { layout, readFrom, darker } = await toLayoutPage(gray, pageNumber, options);
  return { layout, asRead: readFrom, darker };
}
