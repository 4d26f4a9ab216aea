/**
 * Words → rows → lines. A row is every word sharing a baseline across the page; a line is a run of words in a
 * row with no wide gap, so two columns side by side (`Invoice No: 42  |  Ship to: ACME`) stay apart.
 */
import type { BBox, LayoutLine, Word } from '../types.ts';

export interface Row {
  bbox: BBox;
  /** The row's lines, left to right. */
  lines: LayoutLine[];
  words: Word[];
  text: string;
}

/** Gap (in word heights) above which two words of a row belong to different lines. */
const COLUMN_GAP = 1.6;

export function unionBox(boxes: BBox[]): BBox {
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}

const height = (b: BBox) => b[3] - b[1];
const centerY = (b: BBox) => (b[1] + b[3]) / 2;

/**
 * Groups words whose vertical extents overlap into rows, top to bottom, each sorted left to right.
 * `aspect` = page width / height, since boxes are fractions of each dimension and gaps are judged in word heights.
 */
export function groupRows(words: Word[], aspect = 1): Row[] {
  const sorted = [...words].sort((a, b) => centerY(a.bbox) - centerY(b.bbox));
  const rows: Word[][] = [];
  let current: Word[] = [];
  let top = 0;
  let bottom = 0;
  for (const word of sorted) {
    const c = centerY(word.bbox);
    const rowCenter = (top + bottom) / 2;
    // Same row when each one's vertical centre lies within the other's extent.
    if (current.length > 0 && c >= top && c <= bottom && rowCenter >= word.bbox[1] && rowCenter <= word.bbox[3]) {
      current.push(word);
      top = Math.min(top, word.bbox[1]);
      bottom = Math.max(bottom, word.bbox[3]);
      continue;
    }
    if (current.length > 0) rows.push(current);
    current = [word];
    top = word.bbox[1];
    bottom = word.bbox[3];
  }
  if (current.length > 0) rows.push(current);
  return rows.map((rowWords) => {
    const ordered = rowWords.sort((a, b) => a.bbox[0] - b.bbox[0]);
    const lines = splitLines(ordered, aspect);
    return { bbox: unionBox(ordered.map((w) => w.bbox)), lines, words: ordered, text: lines.map((l) => l.text).join('   ') };
  });
}

/** Splits one row's words (left to right) into lines at wide gaps. */
function splitLines(words: Word[], aspect: number): LayoutLine[] {
  const lines: Word[][] = [];
  const medianH = median(words.map((w) => height(w.bbox)));
  for (const word of words) {
    const line = lines.at(-1);
    const prev = line?.at(-1);
    if (line && prev && (word.bbox[0] - prev.bbox[2]) * aspect < COLUMN_GAP * medianH) line.push(word);
    else lines.push([word]);
  }
  return lines.map(makeLine);
}

export function makeLine(words: Word[]): LayoutLine {
  return { text: words.map((w) => w.text).join(' '), bbox: unionBox(words.map((w) => w.bbox)), words };
}

/** Lines of a page in reading order (rows top to bottom, lines left to right). */
export function groupLines(words: Word[], aspect = 1): LayoutLine[] {
  return groupRows(words, aspect).flatMap((row) => row.lines);
}

/** The middle value (the upper of the two middle ones), 0 for none. */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
