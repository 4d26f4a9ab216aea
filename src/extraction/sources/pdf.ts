/**
 * PDF text layer → words with boxes. pdf.js yields text runs, not words: runs are split on spaces (each word placed
 * by its glyphs' advances) and runs that touch (ligatures `O|ffi|ce`, per-glyph runs) are merged; boxes are
 * normalised to the rotated page, origin top-left.
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { getDocument, OPS, Util } from './pdfjs.ts';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ExtractionError, type BBox, type LayoutPage, type Word } from '../types.ts';
import { checkImagePixels, DEFAULT_MAX_IMAGE_PIXELS, isOutOfMemory, tooLargeToRead } from '../budgets.ts';
import { largestImageClaim } from './pdf-images.ts';
import { groupLines } from '../layout/lines.ts';
import { charOffsets, pageCharWidths, type CharWidths } from './glyph-widths.ts';
import { joinLetterSpaced, type TextRun as Run } from './letter-spacing.ts';

const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

/**
 * Opens a PDF, mapping pdf.js failures to the API's error codes. Its images' claimed sizes are checked first
 * (pdf-images.ts), and pdf.js is told the same budget: an image over it that the bytes did not show (an inline
 * image in a compressed content stream) is left out of the page by pdf.js, never decoded.
 */
export async function openPdf(bytes: Uint8Array, maxPages: number, maxImagePixels = DEFAULT_MAX_IMAGE_PIXELS): Promise<PDFDocumentProxy> {
  const largest = largestImageClaim(bytes);
  if (largest) checkImagePixels(largest.width, largest.height, maxImagePixels, 'An image in the PDF');
  let doc: PDFDocumentProxy;
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    doc = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      // Exports the fonts' glyph widths, which place words inside multi-word runs.
      fontExtraProperties: true,
      standardFontDataUrl,
      maxImageSize: maxImagePixels,
      verbosity: 0,
    }).promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') throw new ExtractionError('password_protected', 'The PDF is protected by a password.');
    throw pdfFailure(error);
  }
  if (doc.numPages > maxPages) {
    await doc.destroy();
    throw new ExtractionError('too_many_pages', `The document has ${doc.numPages} pages; the limit is ${maxPages}.`);
  }
  return doc;
}

/**
 * What pdf.js failing on a document means for it: a refused allocation is a document too large to read, any
 * other failure a damaged file (a page tree that loops, arrays nested past the stack, a cut-off xref).
 */
export function pdfFailure(error: unknown): ExtractionError {
  if (error instanceof ExtractionError) return error;
  if (isOutOfMemory(error)) return tooLargeToRead(error);
  const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
  return new ExtractionError('document_corrupt', `The PDF could not be read; the file is damaged or not a PDF${reason}.`);
}

/** `work` on a pdf.js document or page, its failure mapped by pdfFailure. */
export async function readingPdf<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw pdfFailure(error);
  }
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

function isTextItem(item: unknown): item is TextItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

/** The fonts of the runs that hold more than one word: only those need glyph widths. */
function multiWordFonts(items: TextItem[]): Set<string> {
  return new Set(items.filter((item) => /\S\s+\S/u.test(item.str)).map((item) => item.fontName));
}

/** The words of one page's text layer, with the page's size (pt, as displayed) and rotation. */
export async function readTextLayer(page: PDFPageProxy): Promise<LayoutPage> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items = content.items.flatMap((item) => (isTextItem(item) && item.str.length > 0 ? [item] : []));
  const fonts = await pageCharWidths(page, multiWordFonts(items));
  const runs = items.flatMap((item) => splitRun(item, fonts.get(item.fontName), viewport.transform));
  const words = joinLetterSpaced(mergeRuns(runs)).map((run) => toWord(run, viewport.width, viewport.height));
  return {
    number: page.pageNumber,
    width: round(viewport.width),
    height: round(viewport.height),
    unit: 'pt',
    rotation: viewport.rotation,
    source: 'pdf_text',
    words,
    lines: groupLines(words, viewport.width / viewport.height),
  };
}

/** Splits one pdf.js run on white space, placing each piece along the run by its glyphs' advances. */
function splitRun(item: TextItem, widths: CharWidths | undefined, viewTransform: number[]): Run[] {
  const m = Util.transform(viewTransform, item.transform) as number[];
  const size = Math.hypot(m[2], m[3]) || Math.hypot(m[0], m[1]) || item.height || 1;
  // Run direction in viewport space (unit vector) and its length there.
  const scaleX = Math.hypot(m[0], m[1]) || 1;
  const dirX = m[0] / scaleX;
  const dirY = m[1] / scaleX;
  const fontScaleX = Math.hypot(item.transform[0], item.transform[1]) || 1;
  const length = item.width * (scaleX / fontScaleX);
  const chars = [...item.str];
  const offsets = charOffsets(chars, widths);
  const runs: Run[] = [];
  const pieces = item.str.matchAll(/\S+/gu);
  for (const piece of pieces) {
    const startChar = [...item.str.slice(0, piece.index)].length;
    const endChar = startChar + [...piece[0]].length;
    const from = offsets[startChar] * length;
    const to = offsets[endChar] * length;
    const ax = m[4] + dirX * from;
    const ay = m[5] + dirY * from;
    const bx = m[4] + dirX * to;
    const by = m[5] + dirY * to;
    // "Up" is perpendicular to the run direction; ascent ≈ 0.8 em, descent ≈ 0.2 em.
    const upX = dirY;
    const upY = -dirX;
    const xs = [ax + upX * size * 0.8, ax - upX * size * 0.2, bx + upX * size * 0.8, bx - upX * size * 0.2];
    const ys = [ay + upY * size * 0.8, ay - upY * size * 0.2, by + upY * size * 0.8, by - upY * size * 0.2];
    runs.push({
      text: piece[0],
      x0: Math.min(...xs),
      y0: Math.min(...ys),
      x1: Math.max(...xs),
      y1: Math.max(...ys),
      size,
      spaceAfter: endChar < chars.length,
    });
  }
  const last = runs.at(-1);
  if (last && /\s$/u.test(item.str)) last.spaceAfter = true;
  return runs;
}

/** Joins consecutive runs on one baseline that touch (gap under 0.15 em) into one word. */
function mergeRuns(runs: Run[]): Run[] {
  const merged: Run[] = [];
  for (const run of runs) {
    const prev = merged.at(-1);
    if (prev && !prev.spaceAfter && touches(prev, run)) {
      prev.text += run.text;
      prev.x0 = Math.min(prev.x0, run.x0);
      prev.y0 = Math.min(prev.y0, run.y0);
      prev.x1 = Math.max(prev.x1, run.x1);
      prev.y1 = Math.max(prev.y1, run.y1);
      prev.spaceAfter = run.spaceAfter;
      continue;
    }
    merged.push({ ...run });
  }
  return merged;
}

function touches(a: Run, b: Run): boolean {
  const size = Math.max(a.size, b.size);
  const sameLine = Math.abs(a.y1 - b.y1) < size * 0.35 && Math.abs(a.size - b.size) < size * 0.3;
  const gap = b.x0 - a.x1;
  return sameLine && gap < size * 0.15 && gap > -size * 0.3;
}

function toWord(run: Run, width: number, height: number): Word {
  const bbox: BBox = [clamp(run.x0 / width), clamp(run.y0 / height), clamp(run.x1 / width), clamp(run.y1 / height)];
  return { text: run.text.normalize('NFC'), bbox: bbox.map(round4) as BBox, confidence: 1 };
}

/** Whether a page's text layer has any characters at all; a page with none is a scan to OCR. */
export function hasText(page: LayoutPage): boolean {
  return page.words.some((word) => /[\p{L}\p{N}]/u.test(word.text));
}

/** Operators that put marks on a page: text, shadings and images (paths are looked at one by one). */
const PAINTING = new Set<number>([
  OPS.showText, OPS.showSpacedText, OPS.nextLineShowText, OPS.nextLineSetSpacingShowText, OPS.shadingFill, OPS.paintXObject,
  OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintInlineImageXObjectGroup, OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObject, OPS.paintImageMaskXObjectGroup, OPS.paintImageMaskXObjectRepeat, OPS.paintSolidColorImageMask,
]);
const PATH_PAINT = new Set<number>([OPS.stroke, OPS.closeStroke, OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
const FILL_ONLY = new Set<number>([OPS.fill, OPS.eoFill]);

/** What a page without text puts on paper: no mark, a single image covering it (a scan), or anything else. */
export type PageContent = { kind: 'blank' } | { kind: 'scan'; image: string } | { kind: 'drawn' };

interface OperatorList {
  fnArray: number[];
  argsArray: unknown[];
}

/** What the page paints (one operator list; building it decodes the page's images). */
export async function pageContent(page: PDFPageProxy): Promise<PageContent> {
  const operators = await page.getOperatorList();
  if (leavesNoMark(operators)) return { kind: 'blank' };
  const image = page.rotate === 0 ? soleImageCovering(operators, page.view) : null;
  return image ? { kind: 'scan', image } : { kind: 'drawn' };
}

/**
 * Whether a page leaves no mark (a blank separator page: at most clipping paths and white fills). Such a page
 * has nothing to render and OCR.
 */
export async function paintsNothing(page: PDFPageProxy): Promise<boolean> {
  return (await pageContent(page)).kind === 'blank';
}

function leavesNoMark({ fnArray, argsArray }: OperatorList): boolean {
  let whiteFill = false;
  const saved: boolean[] = [];
  for (const [i, op] of fnArray.entries()) {
    const args = argsArray[i] as unknown[] | null;
    if (op === OPS.save) saved.push(whiteFill);
    else if (op === OPS.restore) whiteFill = saved.pop() ?? false;
    else if (op === OPS.setFillRGBColor) whiteFill = String(args?.[0]).toLowerCase() === '#ffffff';
    else if (PAINTING.has(op)) return false;
    else if (op === OPS.constructPath || PATH_PAINT.has(op)) {
      // pdf.js ≥ 5 folds the painting operator into constructPath's first argument.
      const paint = op === OPS.constructPath ? Number(args?.[0]) : op;
      if (PATH_PAINT.has(paint) && !(FILL_ONLY.has(paint) && whiteFill)) return false;
    }
  }
  return true;
}

/** A scanner's page: one image, placed upright, and nothing else (no clip, no graphics state, no mask). */
const SCAN_OPERATORS = new Set<number>([OPS.save, OPS.restore, OPS.transform, OPS.dependency, OPS.paintImageXObject]);

/**
 * The pdf.js object id of the page's only image when nothing else is painted and the image covers the page
 * (`view`, the crop box) upright and unflipped: its pixels are then the page, without drawing it.
 */
function soleImageCovering({ fnArray, argsArray }: OperatorList, view: number[]): string | null {
  let matrix = [1, 0, 0, 1, 0, 0];
  const saved: number[][] = [];
  let image: { id: string; matrix: number[] } | null = null;
  for (const [i, op] of fnArray.entries()) {
    if (!SCAN_OPERATORS.has(op)) return null;
    const args = argsArray[i] as unknown[] | null;
    if (op === OPS.save) saved.push(matrix);
    else if (op === OPS.restore) matrix = saved.pop() ?? matrix;
    else if (op === OPS.transform) matrix = Util.transform(matrix, args as number[]) as number[];
    else if (op === OPS.paintImageXObject) {
      if (image || typeof args?.[0] !== 'string') return null;
      image = { id: args[0], matrix };
    }
  }
  return image && coversUpright(image.matrix, view) ? image.id : null;
}

/** Whether the unit square under `matrix` is the rectangle `view` (to a point), axis-aligned and not flipped. */
function coversUpright([a, b, c, d, e, f]: number[], [x0, y0, x1, y1]: number[]): boolean {
  const near = (u: number, v: number) => Math.abs(u - v) <= 1;
  return b === 0 && c === 0 && a > 0 && d > 0 && near(e, x0) && near(f, y0) && near(e + a, x1) && near(f + d, y1);
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));
const round = (v: number) => Math.round(v * 10) / 10;
const round4 = (v: number) => Math.round(v * 10000) / 10000;
