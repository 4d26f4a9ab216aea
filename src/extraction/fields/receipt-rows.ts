/** Printed rows of a receipt rebuilt from its layout, and the field built from the rows it was read on. */
import { type BBox, type Field, type LayoutPage, type Word } from '../types.ts';

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

export function unionBox(boxes: BBox[]): BBox {
  return [Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])), Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3]))];
}

/** Marks OCR makes of specks, rules and table borders: `|`, `_`, `‘`, `—`, `;`. A lone comma is kept (`NO.50 , JALAN`). */
const NOISE_TOKEN = /^(?!,$)[|_~‘’'"`;:!<>{}[\]«»—=,*^°\\]+$/u;
/** Below this confidence a word at the edge of a row is usually a speck or a logo read as letters. */
const EDGE_CONFIDENCE = 0.5;

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

/** Lines whose vertical extents mostly overlap are one printed row (label and amount often come apart). */
export function receiptRows(pages: LayoutPage[]): Row[] {
  const rows: Row[] = [];
  for (const page of pages) {
    const lines = page.lines.filter((l) => l.text.trim()).sort((a, b) => (a.bbox[1] + a.bbox[3]) / 2 - (b.bbox[1] + b.bbox[3]) / 2);
    const groups: (typeof lines)[] = [];
    for (const line of lines) {
      const group = groups[groups.length - 1];
      const mid = (line.bbox[1] + line.bbox[3]) / 2;
      const last = group?.[group.length - 1];
      const height = Math.min(line.bbox[3] - line.bbox[1], last ? last.bbox[3] - last.bbox[1] : 0);
      if (group && last && Math.abs(mid - (last.bbox[1] + last.bbox[3]) / 2) < height * 0.5) group.push(line);
      else groups.push([line]);
    }
    for (const group of groups) {
      group.sort((a, b) => a.bbox[0] - b.bbox[0]);
      const words = withoutNoise(group.flatMap((l) => (l.words.length ? l.words : [{ text: l.text, bbox: l.bbox, confidence: 1 }])));
      if (!words.length) continue;
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
