/**
 * The columns of an item table's header row: which heading names the description, the quantity, the unit price,
 * the tax rate and the line amount, and where each column lies (fields/line-items.ts reads the rows under it).
 */
import type { BBox } from '../types.ts';
import type { ItemColumn } from '../locale/index.ts';
import { findAmounts } from '../parse/amounts.ts';
import { unionBox } from '../layout/lines.ts';
import { withinOneEdit, type DocLine, type DocRow } from './shared.ts';
import { DATE_LABELS, foldAccents, matchLabel, MEASURE } from './labels.ts';
import { itemColumnWords, wordsOf } from '../locale/index.ts';

export type Role = ItemColumn;

// Matched with accents folded on both sides, as labels are: OCR reads `Descrição` as `Descricao` or `Descriçäo`.
// A currency sign after the heading may be read as a letter glued to it (`Gesamte` for `Gesamt €`).
/** A code column's heading alone (`Código`, `Art.-Nr.`): no description's, though the table names none. */
const AMOUNT_QUALIFIER = new RegExp(`^(?:${wordsOf('amountQualifiers')})$`, 'iu');
const CODE_HEADING = new RegExp(`^(?:${wordsOf('codeHeadings')})$`, 'iu');
const header = (column: Role) => new RegExp(`(?<![\\p{L}])(?:${foldAccents(itemColumnWords(column))})(?:[€e](?![\\p{L}]))?(?![\\p{L}])`, 'iu');
export const HEADER_WORDS: [Role, RegExp][] = (['description', 'quantity', 'unit_price', 'tax_rate', 'amount'] as const).map((role) => [role, header(role)]);
/** Headings of eight letters or more (`descrizione`), which OCR may read with one letter wrong (`Desorizione`). */
const LONG_HEADINGS: [Role, string[]][] = HEADER_WORDS.map(([role]) => [role, foldAccents(itemColumnWords(role)).split('|').filter((w) => /^\p{L}{8,}$/u.test(w)).map((w) => w.toLowerCase())]);
const misreadHeading = (word: string): Role | null => {
  const text = foldAccents(word).toLowerCase();
  if (!/^\p{L}{8,}$/u.test(text)) return null;
  return LONG_HEADINGS.find(([, words]) => words.some((w) => Math.abs(w.length - text.length) <= 1 && withinOneEdit(w, text)))?.[0] ?? null;
};

export interface Column {
  role: Role;
  /** The header's words, as matched. */
  heading?: string;
  /** The header cell (line) it was read from. */
  cell?: DocLine;
  x0: number;
  x1: number;
  /** Right edge of the nearest header text left of this column's header (0 when there is none). */
  left: number;
  /** Description only: where a heading no table knows stands before the next column (`SAC`, `HSN`), its start. */
  end?: number;
}

/** An amount heading that says it is before tax (`Net Amount`, `Montant HT`, `Nettobetrag`). */
const NET_HEADING = /(?<![\p{L}])(?:net|nett|netto\p{L}*|neto|ht|h\.t\.|imponibile|excl\p{L}*)(?![\p{L}])|^netto/iu;

/** Whether `text` starts with a column's heading. */
const startsHeading = (text: string) => HEADER_WORDS.some(([, pattern]) => pattern.exec(text)?.index === 0);

/** A header row: at least a description and an amount column, words only (no amounts). */
export function headerColumns(row: DocRow): Column[] | null {
  const columns: Column[] = [];
  /** The headings' boxes as named, before a qualifier in brackets widens a column (`(TT` read 16 % of the page wide). */
  const headings: BBox[] = [];
  for (const line of row.lines) {
    let qualifier = false;
    let afterQualifier = false;
    let named: Column | null = null;
    for (const word of line.words) {
      const rest = () => foldAccents(line.text.slice(line.text.indexOf(word.text)));
      // A bracket OCR opened and never closed (`P.U. HT (TT Montant HT`) ends where a heading's word starts.
      if (qualifier && !word.text.startsWith('(') && startsHeading(rest())) qualifier = false;
      // A qualifier in brackets names no column of its own but widens its heading: `Amount (excl. GST)`.
      if (word.text.startsWith('(') || qualifier) {
        qualifier = !word.text.endsWith(')');
        if (named) named.x1 = Math.max(named.x1, word.bbox[2]);
        continue;
      }
      // Inside a heading already named, on this line or one stacked over it (`Net` / `Amount`).
      if (headings.some((box) => word.bbox[0] >= box[0] && word.bbox[2] <= box[2])) continue;
      // A qualifier by the tax after a heading, without brackets (`Bedrag excl. btw`): it widens the heading, and the
      // tax word after it heads no column.
      const qualifies = AMOUNT_QUALIFIER.test(word.text);
      if (named && (qualifies || (afterQualifier && HEADER_WORDS.some(([role, pattern]) => role === 'tax_rate' && pattern.exec(rest())?.index === 0)))) {
        afterQualifier = qualifies;
        named.x1 = Math.max(named.x1, word.bbox[2]);
        continue;
      }
      afterQualifier = false;
      const text = rest();
      const found = HEADER_WORDS.map(([role, pattern]) => ({ role, match: pattern.exec(text) })).find(({ match }) => match?.index === 0);
      const role = found?.role ?? misreadHeading(word.text);
      if (role) {
        const heading = found?.match?.[0] ?? word.text;
        const first = line.words.indexOf(word);
        const box = unionBox(line.words.slice(first, first + heading.split(/\s+/u).length).map((w) => w.bbox));
        headings.push(box);
        named = { role, x0: box[0], x1: box[2], left: 0, heading, cell: line };
        columns.push(named);
      }
    }
  }
  const roles = new Set(columns.map((c) => c.role));
  if (roles.has('amount') && roles.has('quantity') && !roles.has('description')) {
    const unnamed = unnamedDescription(row, columns);
    if (unnamed) {
      columns.push(unnamed);
      roles.add('description');
    }
  }
  if (!roles.has('amount') || !roles.has('description') || roles.size < 2 || findAmounts(row.text).some((a) => /[.,]\d{2}/.test(a.raw))) return null;
  const words = row.lines.flatMap((l) => l.words);
  for (const column of columns) {
    column.left = Math.max(0, ...words.filter((w) => w.bbox[2] < column.x0 - 1e-6).map((w) => w.bbox[2]));
  }
  // Two description headings: in one cell (`Descrizione articolo`, `Item & Description`) they are one column; in
  // two cells (`Artigo   Designação`) the first heads the codes.
  for (let i = columns.length - 1; i > 0; i--) {
    const [before, after] = [columns[i - 1], columns[i]];
    if (before.role !== 'description' || after.role !== 'description') continue;
    const oneHeading = before.cell === after.cell;
    if (oneHeading) before.x1 = after.x1;
    columns.splice(oneHeading ? i : i - 1, 1);
  }
  // A short heading no table knows between the description and the next column heads codes (`Description of
  // Services   SAC   Quantity`): the description ends where it starts.
  const description = columns.find((c) => c.role === 'description');
  if (description) {
    const next = Math.min(...columns.filter((c) => c.x0 > description.x1).map((c) => c.x0));
    // Short like a code's (`SAC`, `HSN`, `U.M.`): a long word there may be the real description's heading misread;
    // one with digits is a value of a grid OCR's boxes joined to the header (`| 2025-V-11514`), no heading.
    const short = (text: string) => /\p{L}/u.test(text) && !/\p{L}{5,}/u.test(text) && !/\d/u.test(text);
    const unknown = row.lines.filter((l) => l.bbox[0] > description.x1 && l.bbox[2] < next && l !== description.cell && short(l.text));
    if (unknown.length > 0) description.end = Math.min(...unknown.map((l) => l.bbox[0]));
  }
  // Several "total"/"amount" headers (`Amount`, `Total incl. tax`): a net amount's is the line amount, else the rightmost.
  // A weight column (`Net kg`) holds no money.
  const money = columns.filter((c) => c.role === 'amount' && !MEASURE.test(c.cell?.text ?? c.heading ?? ''));
  const amountColumns = money.length ? money : columns.filter((c) => c.role === 'amount');
  const net = amountColumns.filter((c) => NET_HEADING.test(c.heading ?? ''));
  const lastAmount = (net.length === 1 ? net : amountColumns).reduce((a, b) => (b.x0 > a.x0 ? b : a));
  return columns.filter((c) => c.role !== 'amount' || c === lastAmount).sort((a, b) => a.x0 - b.x0);
}

/**
 * The description column of a header whose quantity and amount columns were named but whose first column's word is
 * not in the tables or was misread (`It em&Des cript ion`): the leftmost heading of a word's letters left of the
 * quantity column, not a date's.
 */
export function unnamedDescription(row: DocRow, columns: Column[]): Column | null {
  const quantity = columns.find((c) => c.role === 'quantity')!;
  const heading = row.lines
    .filter((l) => l.bbox[2] < quantity.x0 && /\p{L}{3,}/u.test(l.text) && !matchLabel(DATE_LABELS, l.text) && !CODE_HEADING.test(l.text.trim()) && !columns.some((c) => l.bbox[0] < c.x1 && l.bbox[2] > c.x0))
    .sort((a, b) => a.bbox[0] - b.bbox[0])[0];
  return heading ? { role: 'description', x0: heading.bbox[0], x1: heading.bbox[2], left: 0 } : null;
}

/** The column a number at `box` sits under: overlapping its header, else the nearest header by right edge. */
export function columnAt(columns: Column[], box: BBox): Column | null {
  const overlapping = columns.filter((c) => box[0] < c.x1 + 0.01 && box[2] > c.x0 - 0.01 && c.role !== 'description');
  if (overlapping.length > 0) return overlapping.reduce((a, b) => (Math.abs(b.x1 - box[2]) < Math.abs(a.x1 - box[2]) ? b : a));
  const numeric = columns.filter((c) => c.role !== 'description');
  if (numeric.length === 0) return null;
  const nearest = numeric.reduce((a, b) => (Math.abs(b.x1 - box[2]) < Math.abs(a.x1 - box[2]) ? b : a));
  return Math.abs(nearest.x1 - box[2]) < 0.08 ? nearest : null;
}

/**
 * A row with the rows stacked against it (no gap, no amounts): headers printed on two or three lines
 * (`Positions-` / `betrag`) are read as one.
 */
export function headerBand(rows: DocRow[], index: number): DocRow {
  const row = rows[index];
  const band = [row];
  const money = (r: DocRow) => findAmounts(r.text).some((x) => /[.,]\d{2}/.test(x.raw));
  // Neither row holds an amount: a grid of values right above the header (`239.530 km`) is no part of it.
  const touches = (a: DocRow, b: DocRow) => a.page === b.page && b.bbox[1] - a.bbox[3] < (a.bbox[3] - a.bbox[1]) * 0.6 && !money(a) && !money(b);
  for (let i = index - 1; i >= Math.max(0, index - 2) && touches(rows[i], band[0]); i--) band.unshift(rows[i]);
  for (let i = index + 1; i < Math.min(rows.length, index + 3) && touches(band[band.length - 1], rows[i]); i++) band.push(rows[i]);
  if (band.length === 1) return row;
  const lines = band.flatMap((r) => r.lines);
  return { page: row.page, bbox: unionBox(band.map((r) => r.bbox)), lines, text: band.map((r) => r.text).join('   ') };
}

/** The horizontal range of the description column: from its header to the next column's header. */
export function descriptionRange(columns: Column[]): [number, number] {
  const index = columns.findIndex((c) => c.role === 'description');
  const next = columns.slice(index + 1).find((c) => c.role !== 'description') ?? columns.find((c) => c.role !== 'description');
  const x0 = index >= 0 ? columns[index].x0 - 0.02 : 0;
  const end = next ? next.x0 - 0.01 : 1;
  return [x0, index >= 0 && columns[index].end !== undefined ? Math.min(end, columns[index].end! - 0.005) : end];
}
