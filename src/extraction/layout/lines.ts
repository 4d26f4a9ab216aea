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
/** A word this many times the page's typical height is a logo's mark, not type. */
const LOGO_HEIGHT = 3;
const centerY = (b: BBox) => (b[1] + b[3]) / 2;

/**
 * Groups words whose vertical extents overlap into rows, top to bottom, each sorted left to right.
 * `aspect` = page width / height, since boxes are fractions of each dimension and gaps are judged in word heights.
 */
export function groupRows(words: Word[], aspect = 1, slope = 0, logosApart = false): Row[] {
  // On a page read turned by a small angle, a row's words drift up or down across it: they are grouped as if level.
  const level = slope === 0 ? (w: Word) => w.bbox : (w: Word): BBox => {
    const shift = slope * ((w.bbox[0] + w.bbox[2]) / 2 - 0.5);
    return [w.bbox[0], w.bbox[1] - shift, w.bbox[2], w.bbox[3] - shift];
  };
  const boxes = new Map(words.map((w) => [w, level(w)]));
  const box = (w: Word) => boxes.get(w)!;
  // Specks (`-`, `:`, `.`) are placed after the words: one too thin to share a row's middle gets a row of its own,
  // and no longer parts the row it lies in (`Lumen Énergie SAS au capital de … - Siège social`).
  const typical = median(words.map((w) => height(w.bbox)));
  // With `logosApart` (OCR), so is a logo's mark read as letters, several rows tall (`OO` beside a letterhead): it
  // would join the name beside it to the line under it (`Ironbark ABN94 Plumbing …`).
  const speck = (w: Word) => height(w.bbox) < typical * 0.5 || (logosApart && height(w.bbox) > typical * LOGO_HEIGHT);
  const byCentre = (a: Word, b: Word) => centerY(box(a)) - centerY(box(b));
  // Same row when each one's vertical centre lies within the other's extent.
  const open: { words: Word[]; top: number; bottom: number }[] = [];
  const centre = (row: (typeof open)[number]) => (row.top + row.bottom) / 2;
  for (const word of words.filter((w) => !speck(w)).sort(byCentre)) {
    const b = box(word);
    const c = centerY(b);
    const last = open.at(-1);
    // Or when it spans just what a word of the row spans (a tall word beside pulled the row's centre above it).
    const sameSpan = (w: Word) => Math.abs(box(w)[1] - b[1]) < height(b) * 0.2 && Math.abs(box(w)[3] - b[3]) < height(b) * 0.2;
    if (last && c >= last.top && c <= last.bottom && ((centre(last) >= b[1] && centre(last) <= b[3]) || last.words.some(sameSpan))) {
      last.words.push(word);
      last.top = Math.min(last.top, b[1]);
      last.bottom = Math.max(last.bottom, b[3]);
    } else open.push({ words: [word], top: b[1], bottom: b[3] });
  }
  for (const word of words.filter(speck).sort(byCentre)) {
    const b = box(word);
    const c = centerY(b);
    const row = open.find((r) => c >= r.top && c <= r.bottom && centre(r) >= b[1] && centre(r) <= b[3]);
    if (row) row.words.push(word);
    // On a page OCR read (`logosApart`), dust within a row's height off its middle would part the row from the one
    // it continues (an item's second line from its first): it is no row.
    else if (!(logosApart && height(b) < typical * 0.5 && open.some((r) => c >= r.top && c <= r.bottom))) open.push({ words: [word], top: b[1], bottom: b[3] });
  }
  const rows = open.sort((a, b) => centre(a) - centre(b)).map((row) => row.words);
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

/**
 * The slope (fraction of the page's height per fraction of its width) of an OCR'd page's lines as its words lie on
 * the page: its reader read it deskewed, each line straight, and its boxes were mapped back onto the page as it
 * came. 0 when too few long lines agree.
 */
export function pageSlope(lines: LayoutLine[]): number {
  const slopes: number[] = [];
  for (const line of lines) {
    const [first, last] = [line.words[0], line.words.at(-1)];
    if (!first || !last || line.words.length < 3) continue;
    const dx = (last.bbox[0] + last.bbox[2]) / 2 - (first.bbox[0] + first.bbox[2]) / 2;
    if (dx < 0.15) continue;
    slopes.push((centerY(last.bbox) - centerY(first.bbox)) / dx);
  }
  if (slopes.length < 5) return 0;
  const middle = median(slopes);
  const spread = median(slopes.map((s) => Math.abs(s - middle)));
  return Math.abs(middle) >= 0.002 && spread <= Math.abs(middle) / 2 ? middle : 0;
}

/** The middle value (the upper of the two middle ones), 0 for none. */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
