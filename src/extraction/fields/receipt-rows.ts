/** Printed rows of a receipt rebuilt from its layout, and the field built from the rows it was read on. */
import { median, unionBox } from '../layout/lines.ts';
import { type BBox, type Field, type LayoutLine, type LayoutPage, type Word } from '../types.ts';

/** One printed row of the receipt: the lines that share a baseline, left to right. */
export interface Row {
  text: string;
  page: number;
  bbox: BBox;
  words: Word[];
  /** Position among all rows of the document, top to bottom. */
  index: number;
  /** Vertical position on its page, 0–1. */
  y: number;
}

// The fields' modules take their boxes' union from here, with the rows.
export { unionBox };

/** Marks OCR makes of specks, rules and table borders: `|`, `_`, `‘`, `—`, `;`. A lone comma is kept (`NO.50 , JALAN`). */
const NOISE_TOKEN = /^(?!,$)[|_~‘’'"`;:!<>{}[\]«»—=,*^°\\]+$/u;
/** Below this confidence a word at the edge of a row is usually a speck or a logo read as letters. */
const EDGE_CONFIDENCE = 0.5;

/**
 * A mark of a character or two with no letter or digit (`.`, `-`, `:`). A row of nothing else is dust on the
 * paper: left as a row, it parts the lines around it (an address's last line from the rest).
 */
const isSpeck = (word: Word) => word.text.trim().length <= 2 && !/[\p{L}\p{N}]/u.test(word.text);

export function withoutNoise(words: Word[]): Word[] {
  return words.filter((w) => !NOISE_TOKEN.test(w.text.trim()));
}

/** The row without doubtful words at its ends, for names and addresses (amounts and dates keep them). */
export function trimmedRow(row: Row): Row {
  let start = 0;
  let end = row.words.length;
  const doubtful = (w: Word) => w.confidence < EDGE_CONFIDENCE && (w.text.length <= 2 || w.confidence < EDGE_CONFIDENCE / 2);
  while (start < end && doubtful(row.words[start])) start++;
  while (end > start && doubtful(row.words[end - 1])) end--;
  if (start === 0 && end === row.words.length) return row;
  const words = row.words.slice(start, end);
  return { ...row, words, text: words.map((w) => w.text).join(' '), bbox: words.length ? unionBox(words.map((w) => w.bbox)) : row.bbox };
}

interface TextExtent {
  mid: number;
  height: number;
}

/**
 * The vertical extent of a line's text: specks read into the line (a `.` or `’` far along it) are left out, as
 * they can stretch its box into the next row.
 */
function textExtent(line: LayoutLine): TextExtent {
  const typical = median(line.words.map((w) => w.bbox[3] - w.bbox[1]));
  const text = line.words.filter((w) => w.bbox[3] - w.bbox[1] >= typical / 2);
  const boxes = text.length ? text.map((w) => w.bbox) : [line.bbox];
  const top = Math.min(...boxes.map((b) => b[1]));
  const bottom = Math.max(...boxes.map((b) => b[3]));
  return { mid: (top + bottom) / 2, height: bottom - top };
}

/** Below this share of their height apart, lines over the same stretch of paper are one line read twice. */
const SAME_LINE = 0.2;
/** Lines sharing this share of the narrower one's width lie over one another, not side by side. */
const ACROSS_OVERLAP = 0.3;

/** The line's left and right, from its words that are not specks (a `|` at the paper's edge widens its box). */
function across(line: LayoutLine): [number, number] {
  const words = withoutNoise(line.words);
  if (!words.length) return [line.bbox[0], line.bbox[2]];
  return [Math.min(...words.map((w) => w.bbox[0])), Math.max(...words.map((w) => w.bbox[2]))];
}

function overlapsAcross(a: LayoutLine, b: LayoutLine): boolean {
  const [a0, a1] = across(a);
  const [b0, b1] = across(b);
  return Math.min(a1, b1) - Math.max(a0, b0) > ACROSS_OVERLAP * Math.min(a1 - a0, b1 - b0);
}

/** Lines whose vertical extents mostly overlap are one printed row (label and amount often come apart). */
export function receiptRows(pages: LayoutPage[]): Row[] {
  const rows: Row[] = [];
  for (const page of pages) {
    const lines = page.lines
      .filter((l) => l.text.trim())
      .map((line) => ({ line, extent: textExtent(line) }))
      .sort((a, b) => a.extent.mid - b.extent.mid);
    const groups: LayoutLine[][] = [];
    let previous: TextExtent | null = null;
    for (const { line, extent } of lines) {
      const gap = previous === null ? Infinity : Math.abs(extent.mid - previous.mid);
      const height = previous === null ? 0 : Math.min(extent.height, previous.height);
      // Lines side by side share a row; lines stacked over the same stretch of paper are two rows however
      // close (centred letterhead lines whose boxes overlap), unless they are one line read twice.
      const stacked = previous !== null && groups[groups.length - 1].some((other) => overlapsAcross(line, other)) && gap >= height * SAME_LINE;
      const sameRow = previous !== null && gap < height * 0.5 && !stacked;
      if (sameRow) groups[groups.length - 1].push(line);
      else groups.push([line]);
      previous = extent;
    }
    for (const group of groups) {
      group.sort((a, b) => a.bbox[0] - b.bbox[0]);
      const words = withoutNoise(group.flatMap((l) => (l.words.length ? l.words : [{ text: l.text, bbox: l.bbox, confidence: 1 }])));
      if (words.every(isSpeck)) continue;
      const bbox = unionBox(words.map((w) => w.bbox));
      rows.push({
        text: words.map((w) => w.text).join(' '),
        page: page.number,
        bbox,
        words,
        index: rows.length,
        y: (bbox[1] + bbox[3]) / 2,
      });
    }
  }
  return rows;
}

export function wordConfidence(rows: Row[]): number {
  const words = rows.flatMap((r) => r.words);
  return words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 1;
}

/** A field from the rows it was read on; its confidence is the candidate's score tempered by the OCR's own. */
export function field(value: string | number, raw: string, score: number, rows: Row[]): Field {
  const ocr = wordConfidence(rows);
  return {
    value,
    raw,
    confidence: Math.round(Math.max(0.05, Math.min(1, score) * (0.6 + 0.4 * ocr)) * 100) / 100,
    page: rows[0].page,
    bbox: unionBox(rows.map((r) => r.bbox)),
  };
}

export function letters(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}
