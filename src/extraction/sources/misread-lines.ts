/**
 * Tesseract's reading of a line the text detector found, checked against the detected line (detected-lines.ts,
 * on invoice pages). Where Tesseract's line finding runs two printed rows into each other — a bold label just above
 * a name — it reads part of the row in the other line and loses the letters at the seam, with words it is sure of
 * (`efevre Boul Boulangerie` for `Lefèvre Boulangerie`, `ontaine ubois` for `Fontaine & Dubois SARL`), and boxes
 * words across both rows.
 */
import type { BBox, Word } from '../types.ts';
import type { DetectedLine } from './text-detector.ts';

/** Two words read over the same print for more than this share of the narrower one: the print was read twice. */
const READ_TWICE = 0.5;
/** Two words of a detected line this many times the line's thickness apart: print between them went unread. */
const UNREAD_GAP = 1;
/** Rows of words whose middles stand this many word heights apart are printed one above the other. */
const STACKED = 0.7;

/** A word of at least two letters or digits (not a speck read from a neighbouring row). */
const substantial = (word: Word) => (word.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2;

/**
 * Whether Tesseract misread a detected line, however sure it is of each word: `words`, left to right, each with the
 * Tesseract line it was read in. Misread when its words of letters or digits come from two of Tesseract's lines (the
 * row was split between two), when two of them read the same print twice, or when a stretch of the line longer than
 * the line is thick lies unread between two words.
 */
export function misreadByTesseract(words: { word: Word; line: number }[], detected: DetectedLine, page: { width: number }): boolean {
  const lines = new Set(words.filter(({ word }) => substantial(word)).map(({ line }) => line));
  if (lines.size > 1) return true;
  for (const [i, { word }] of words.entries()) {
    const next = words[i + 1]?.word;
    if (next && (next.bbox[0] - word.bbox[2]) * page.width > UNREAD_GAP * detected.rect.thickness) return true;
    if (!substantial(word)) continue;
    for (const { word: other } of words.slice(i + 1)) {
      const shared = Math.min(word.bbox[2], other.bbox[2]) - Math.max(word.bbox[0], other.bbox[0]);
      const narrower = Math.min(word.bbox[2] - word.bbox[0], other.bbox[2] - other.bbox[0]);
      if (substantial(other) && shared > READ_TWICE * narrower) return true;
    }
  }
  return false;
}

/**
 * Tesseract's words of a detected box grouped by the line it read them in, where those lines are rows printed one
 * above the other: the detector ran small type set close into one box (a footer's `Brandpunt Koffie V.O.F. · …` over
 * `KvK 92323593 · BTW …`), which the recogniser reads as one garbled line. Null when the words stand on one printed row
 * (Tesseract ran two rows into each other: `misreadByTesseract`).
 */
export function stackedRows(words: { word: Word; line: number }[]): Word[][] | null {
  const rows = new Map<number, Word[]>();
  for (const { word, line } of words) rows.set(line, [...(rows.get(line) ?? []), word]);
  if (rows.size < 2 || [...rows.values()].some((row) => !row.some(substantial))) return null;
  const middle = (row: Word[]) => median(row.map((w) => (w.bbox[1] + w.bbox[3]) / 2));
  const height = median(words.map(({ word }) => word.bbox[3] - word.bbox[1]));
  const sorted = [...rows.values()].sort((a, b) => middle(a) - middle(b));
  const apart = sorted.slice(1).every((row, i) => middle(row) - middle(sorted[i]) > STACKED * height);
  return apart ? sorted : null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A word Tesseract boxed taller than its detected line, cut to the line's height: its box ran into the row above
 * or below, which would put the two rows in one.
 */
export function withinLine(word: Word, detected: DetectedLine, page: { height: number }): Word {
  const top = Math.min(...detected.quad.map((p) => p[1])) / page.height;
  const bottom = Math.max(...detected.quad.map((p) => p[1])) / page.height;
  if (word.bbox[1] >= top && word.bbox[3] <= bottom) return word;
  const [x0, y0, x1, y1] = word.bbox;
  const bbox: BBox = [x0, Math.max(y0, top), x1, Math.min(y1, bottom)];
  return bbox[1] < bbox[3] ? { ...word, bbox } : word;
}

/** A character without its accents, in lower case (`É` → `e`). */
const base = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The recogniser's words with the accents Tesseract read on the same letters: its alphabet has none (`Lefevre`,
 * `Electricas`). A word of Tesseract's with an accent whose letters stand, accents aside, in one of the
 * recogniser's words (`efèvre` in `Lefevre`) lends its accents to that word's letters that have none, the recogniser's letter case kept.
 */
export function withMarksOf(recognised: Word[], tesseract: Word[]): Word[] {
  const accented = tesseract.map((w) => [...w.text]).filter((chars) => chars.length >= 2 && chars.some((c) => base(c) !== c.toLowerCase()));
  if (!accented.length) return recognised;
  return recognised.map((word) => {
    const chars = [...word.text];
    if (chars.some((c) => base(c).length !== 1)) return word;
    const folded = chars.map(base).join('');
    let changed = false;
    for (const source of accented) {
      const at = folded.indexOf(source.map(base).join(''));
      if (at < 0 || source.some((c) => base(c).length !== 1)) continue;
      for (const [k, c] of source.entries()) {
        const marks = c.normalize('NFD').slice(1);
        if (!marks || chars[at + k].normalize('NFD').length > 1) continue;
        chars[at + k] = (chars[at + k] + marks).normalize('NFC');
        changed = true;
      }
    }
    return changed ? { ...word, text: chars.join('') } : word;
  });
}
