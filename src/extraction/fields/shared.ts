/**
 * The machinery every field extractor shares: a document view (rows and lines across pages), labels found in
 * it, the values next to a label (right of it, or below it) and candidates scored into a `Field`.
 */
import { emptyField, type BBox, type Field, type LayoutLine, type LayoutPage, type Word } from '../types.ts';
import { groupRows, pageSlope, unionBox } from '../layout/lines.ts';
import { inferDateOrder, type DateHints } from '../parse/dates.ts';
import { dominantCountry, findCurrencies, resolveCurrency } from '../parse/currency.ts';
import { dayFirstWords } from '../locale/index.ts';
import { findLabels, isOcr, withinOneEdit, type LabelHit } from './label-search.ts';
import { withAmpersands } from './misread-ampersand.ts';

// Label search has a module of its own; the fields' modules take it from here, with the document view.
export { findLabels, isOcr, withinOneEdit, type LabelHit };

export interface DocLine extends LayoutLine {
  page: number;
  /** Index of the line's row in `Doc.rows`. */
  row: number;
}

export interface DocRow {
  page: number;
  bbox: BBox;
  lines: DocLine[];
  text: string;
}

export interface Doc {
  pages: LayoutPage[];
  rows: DocRow[];
  lines: DocLine[];
  /** All text, one row per line; for document-wide cues (date order, currency). */
  text: string;
  dateHints: DateHints;
}

export interface Candidate {
  value: string | number;
  raw: string;
  /** 0–1. */
  score: number;
  page: number;
  bbox: BBox;
}

/** A piece of text found next to a label, with where it is and how far from the label (0 = same line). */
export interface Span {
  text: string;
  page: number;
  bbox: BBox;
  words: Word[];
  /** 0: rest of the label's line; 1: next line on the same row; 2: line below the label. */
  distance: 0 | 1 | 2;
  line: DocLine;
}

export function buildDoc(pages: LayoutPage[]): Doc {
  const rows: DocRow[] = [];
  const lines: DocLine[] = [];
  for (const page of pages.map(withAmpersands)) {
    const aspect = page.width > 0 && page.height > 0 ? page.width / page.height : 1;
    // Text running up the margin (`Copyright …` printed sideways) would join every row it crosses.
    const horizontal = page.words.filter((w) => !isVertical(w, aspect));
    const ocr = page.source === 'ocr';
    for (const row of groupRows(horizontal, aspect, ocr ? pageSlope(page.lines) : 0, ocr)) {
      const index = rows.length;
      const rowLines = row.lines.map((line) => ({ ...line, page: page.number, row: index }));
      rows.push({ page: page.number, bbox: row.bbox, lines: rowLines, text: row.text });
      lines.push(...rowLines);
    }
  }
  const text = rows.map((row) => row.text).join('\n');
  return { pages, rows, lines, text, dateHints: { order: documentDateOrder(text) } };
}

function isVertical(word: Word, aspect: number): boolean {
  const width = (word.bbox[2] - word.bbox[0]) * aspect;
  const height = word.bbox[3] - word.bbox[1];
  // Four characters or more: a short word read with a box OCR stretched over the row below is no sideways text (`Van`).
  return [...word.text].length >= 4 && height > width * 1.5;
}

/** Words of languages whose numeric dates are always day first (from the locale tables). */
const DAY_FIRST_LANGUAGE = dayFirstWords();

/**
 * Day/month order: the document's own unambiguous dates first; then dotted dates (`03.04.2020`, never month
 * first) or a day-first language; else its currency (US dollars → month first, any other currency → day first, as
 * nearly everywhere outside the US; a `$` whose country the page names counts for that country's dollar); else
 * undecided.
 */
function documentDateOrder(text: string): DateHints['order'] {
  const fromDates = inferDateOrder(text);
  if (fromDates) return fromDates;
  if (/(?<![\d.])\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})(?![\d.])/u.test(text) || DAY_FIRST_LANGUAGE.test(text)) return 'DMY';
  // `$` counts for the dollar the page's evidence names (`ABN`, `VIC 3000` → AUD); with none, as the US writes.
  const marks = findCurrencies(text);
  const currency = resolveCurrency(marks, text);
  if (currency !== null) return currency.code === 'USD' ? 'MDY' : 'DMY';
  // No currency resolved: the one country the page's evidence names (a GSTIN beside a `₹` OCR read as `$`, a US
  // state and ZIP code), else a `$` as the US writes.
  const country = dominantCountry(text);
  if (country !== null) return country === 'USD' ? 'MDY' : 'DMY';
  return marks.some((m) => m.code === 'USD') ? 'MDY' : undefined;
}

/** Words of `line` covering characters [start, end) of its text (words joined by single spaces). */
export function wordsInRange(line: LayoutLine, start: number, end: number): Word[] {
  const picked: Word[] = [];
  let offset = 0;
  for (const word of line.words) {
    const wordEnd = offset + word.text.length;
    if (wordEnd > start && offset < end) picked.push(word);
    offset = wordEnd + 1;
  }
  return picked;
}

export function spanOf(line: DocLine, start: number, end: number, distance: Span['distance']): Span | null {
  const words = wordsInRange(line, start, end);
  if (words.length === 0) return null;
  const text = line.text.slice(start, end).trim();
  if (!text) return null;
  return { text, page: line.page, bbox: unionBox(words.map((w) => w.bbox)), words, distance, line };
}

/**
 * The texts a label may point at, nearest first: the rest of its line (after `:`, `#`, `No.`), the next line to
 * its right on the same row, then the first line below it that overlaps it horizontally (within two rows).
 */
export function valuesNear(doc: Doc, hit: LabelHit): Span[] {
  const spans: Span[] = [];
  const { line } = hit;
  const rest = line.text.slice(hit.end);
  // Also another name for the same key after a slash (`P.O. / Booking Ref. 320247`).
  const lead = /^[\s:#.\-–=)]*(?:(?:no|nr|n°|nº|num|number)\b\.?[\s:#.]*)?(?:\/\s*(?:\p{L}+\.?\s+){0,2}\p{L}+\.?[\s:#]+(?=\S*\d))?/iu.exec(rest)?.[0].length ?? 0;
  const same = spanOf(line, hit.end + lead, line.text.length, 0);
  if (same) spans.push(same);
  const row = doc.rows[line.row];
  const right = row.lines.find((l) => l.bbox[0] > line.bbox[2] - 1e-6) ?? besideOnNearRow(doc, line);
  // A value in its own column may keep the separator (`IBAN    : DE12 …`).
  const rightLead = right ? (/^[\s:#=–-]*/u.exec(right.text)?.[0].length ?? 0) : 0;
  const rightSpan = right ? spanOf(right, rightLead, right.text.length, 1) : null;
  if (rightSpan) spans.push(rightSpan);
  if (!same) {
    // A label ending its line whose text wraps: the value starts the next row, at the line's left edge.
    const next = doc.rows[line.row + 1];
    const wrapped = next?.lines[0];
    const height = line.bbox[3] - line.bbox[1];
    if (next && wrapped && next.page === line.page && Math.abs(wrapped.bbox[0] - line.bbox[0]) < 0.01 && next.bbox[1] - line.bbox[3] < height * 0.8) {
      const span = spanOf(wrapped, 0, wrapped.text.length, 2);
      if (span) spans.push(span);
    }
  }
  const labelWords = wordsInRange(line, hit.start, hit.end);
  const labelBox = labelWords.length > 0 ? unionBox(labelWords.map((w) => w.bbox)) : line.bbox;
  const lineHeight = line.bbox[3] - line.bbox[1];
  for (let r = line.row + 1; r < doc.rows.length && r <= line.row + 3; r++) {
    const below = doc.rows[r];
    if (below.page !== line.page || below.bbox[1] - line.bbox[3] > lineHeight * 2.5) break;
    // Not a box's ruling OCR read as a line of its own (`| ]` over the cell's value).
    const under = below.lines.find((l) => l.bbox[0] < labelBox[2] + lineHeight && l.bbox[2] > labelBox[0] - lineHeight * 0.5 && /[\p{L}\p{N}]/u.test(l.text)) ?? inLabelCell(row, line, below);
    const underSpan = under ? spanOf(under, underColumnStart(under, labelBox[0] - lineHeight), under.text.length, 2) : null;
    if (underSpan) {
      spans.push(underSpan);
      break;
    }
  }
  return spans;
}

/** A line that is one sum of money and nothing else (`€ 2.585,50`, `1.234,56 €`). */
const MONEY_ALONE = /^(?:\p{Sc}\s?)?-?\d[\d.,\s]*[.,]\d{2}(?:\s?\p{Sc})?$/u;

/**
 * A value set right in the cell its label heads (`Totale documento` / `€ 2.585,50` at the cell's right edge): the
 * first line of the next row right of the label's start, ending before the next line of the label's row; in a band of
 * sums only.
 */
function inLabelCell(labelRow: DocRow, label: DocLine, below: DocRow): DocLine | undefined {
  // A band of labels over a band of their sums, one under each (`Totale prestazioni   Imposta di bollo   Totale documento`).
  const band = labelRow.lines.length >= 2 && below.lines.length === labelRow.lines.length && below.lines.every((l) => MONEY_ALONE.test(l.text.trim()));
  if (!band) return undefined;
  const cellEnd = Math.min(1, ...labelRow.lines.filter((l) => l.bbox[0] > label.bbox[2]).map((l) => l.bbox[0]));
  const first = below.lines.filter((l) => l.bbox[2] > label.bbox[0]).sort((a, b) => a.bbox[0] - b.bbox[0])[0];
  return first && first.bbox[0] >= label.bbox[0] && first.bbox[2] <= cellEnd ? first : undefined;
}

/**
 * Where the part of a line under a label's column starts: a line run together with words printed on its left
 * (`Tel. 928 115 366 · info@… RE-695197` under `Factura nº`) is read from its first word at the column. A number
 * reaching left of a short label (`1 776,12 €` under `IVA`) is read whole.
 */
function underColumnStart(line: DocLine, x: number): number {
  let offset = 0;
  for (const word of line.words) {
    if (word.bbox[0] >= x) return /\p{L}/u.test(line.text.slice(0, offset)) ? offset : 0;
    offset += word.text.length + 1;
  }
  return 0;
}

/** Best candidate (ties → earliest) as a Field; no candidate → the empty field. */
export function bestField(candidates: Candidate[]): Field {
  if (candidates.length === 0) return emptyField();
  const best = candidates.reduce((a, b) => (b.score > a.score ? b : a));
  return toField(best);
}

/** The index of the row a candidate was read from (the row its middle falls in), or -1. */
export function rowOf(doc: Doc, candidate: Candidate): number {
  const middle = (candidate.bbox[1] + candidate.bbox[3]) / 2;
  return doc.rows.findIndex((row) => row.page === candidate.page && row.bbox[1] <= middle && row.bbox[3] >= middle);
}

export function toField(candidate: Candidate): Field {
  return {
    value: candidate.value,
    raw: candidate.raw,
    confidence: Math.round(Math.min(1, Math.max(0, candidate.score)) * 100) / 100,
    page: candidate.page,
    bbox: candidate.bbox.map((v) => Math.round(v * 10000) / 10000) as BBox,
  };
}

/** Vertical position of a box on its page, 0 (top) – 1 (bottom). */
export const top = (bbox: BBox) => bbox[1];

/** Relative text height of a line compared with the page's median word height (1 = body text). */
export function relativeSize(doc: Doc, line: DocLine): number {
  const page = doc.pages.find((p) => p.number === line.page);
  if (!page || page.words.length === 0) return 1;
  const heights = page.words.map((w) => w.bbox[3] - w.bbox[1]).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] || 1;
  const own = Math.max(...line.words.map((w) => w.bbox[3] - w.bbox[1]));
  return own / median;
}

/**
 * A line right of `line` that OCR put on the row before or after it although the two overlap vertically by
 * most of their height (a bold value beside its label sits a little lower).
 */
function besideOnNearRow(doc: Doc, line: DocLine): DocLine | undefined {
  const height = line.bbox[3] - line.bbox[1];
  for (const r of [line.row + 1, line.row - 1]) {
    const row = doc.rows[r];
    if (!row || row.page !== line.page) continue;
    const beside = row.lines.find((l) => {
      const overlap = Math.min(l.bbox[3], line.bbox[3]) - Math.max(l.bbox[1], line.bbox[1]);
      return l.bbox[0] > line.bbox[2] - 1e-6 && l.bbox[0] - line.bbox[2] < 0.3 && overlap > Math.min(height, l.bbox[3] - l.bbox[1]) * 0.5;
    });
    if (beside) return beside;
  }
  return undefined;
}
