/**
 * What a line of a party block is: a name (letters, not a key, a date or a contact line), a name's second line,
 * a row of column headings, the start of a postal address, the lines stacked under one another in a block.
 */
import type { BBox, Word } from '../types.ts';
import { findDates } from '../parse/dates.ts';
import { median } from '../layout/lines.ts';
import { type Candidate, type Doc, type DocLine, type DocRow, relativeSize, spanOf } from './shared.ts';
import { subBox } from './labelled.ts';
import { COMPANY_SUFFIX, SALUTATION, STREET } from './labels.ts';
import { isKeyValue } from './key-cells.ts';

/** Whether a line can be a party's name: some letters, not a label, date, amount-only or contact line. */
export function isNameLike(text: string): boolean {
  if (!/\p{L}{2,}/u.test(text)) return false;
  // An account or reference number, not a name (`Account number 1733 115 081`).
  if ((text.match(/\d/gu) ?? []).length >= 6) return false;
  if (/@|www\.|https?:|(?<!\p{L})(?:tel|fax|phone)(?!\p{L})/iu.test(text)) return false;
  if (findDates(text, { order: 'DMY' }).length > 0) return false;
  if (/^[\d\s.,:/-]+$/u.test(text)) return false;
  // A remark in parentheses (`(Not to be used for payment remittance)` under `Service Provider:`), not a name.
  if (/^\(.*\)$/u.test(text.trim()) && text.trim().split(/\s+/u).length >= 4) return false;
  // A word printed letter-spaced and read letter by letter (`I N V O I C E`, `E x m o.(s) Sr.(s)`).
  const words = text.split(/\s+/u).filter((w) => /\p{L}/u.test(w));
  if (words.length >= 4 && words.filter((w) => (w.match(/\p{L}/gu) ?? []).length === 1).length >= words.length * 0.6) return false;
  return text.length <= 80;
}

/** A logo's mark before a name (`IG  Imprenta Gráficas`, `©  Hafenkante Media`): a short word set apart by more than a wide gap. */
const MARK_LENGTH = 4;
const MARK_GAP = 1.5;

/**
 * A logo's graphic read as letters beside a name (`Il`, `di`, `Mi.`): a short word twice as tall as the name's
 * words, read with little confidence.
 */
const GLYPH_HEIGHT = 2;
const GLYPH_CONFIDENCE = 0.6;
/**
 * A round or square emblem read as one character (`O`, `0`, `©`, `E`): taller than any of the name's words,
 * whose boxes already span ascenders and descenders, and doubted. A letter of the name's own type is no taller.
 */
const EMBLEM_HEIGHT = 1.1;
const EMBLEM_CONFIDENCE = 0.7;
function isLogoGlyph(mark: Word, others: Word[]): boolean {
  const height = mark.bbox[3] - mark.bbox[1];
  const typical = median(others.map((w) => w.bbox[3] - w.bbox[1]));
  if (mark.text.length <= MARK_LENGTH && mark.confidence < GLYPH_CONFIDENCE && height >= typical * GLYPH_HEIGHT) return true;
  const tallest = Math.max(...others.map((w) => w.bbox[3] - w.bbox[1]));
  return [...mark.text].length === 1 && mark.confidence < EMBLEM_CONFIDENCE && height >= tallest * EMBLEM_HEIGHT;
}

/** Where the name starts in `line` from `start`, past a logo's mark read with it. */
export function afterLogoMark(line: DocLine, start: number): number {
  const words = spanOf(line, start, line.text.length, 0)?.words ?? [];
  // An initial (`I. Barker & Son Builders`) is part of the name.
  if (words.length < 2 || words[0].text.length > MARK_LENGTH || /^\p{Lu}\.$/u.test(words[0].text)) return start;
  const height = Math.min(...words.slice(1).map((w) => w.bbox[3] - w.bbox[1]));
  if (words[1].bbox[0] - words[0].bbox[2] < height * MARK_GAP && !isLogoGlyph(words[0], words.slice(1))) return start;
  const at = line.text.indexOf(words[1].text, line.text.indexOf(words[0].text, start) + words[0].text.length);
  return at > start ? at : start;
}

/** Where the name ends in `line`: before a logo's graphic read as letters after it. */
export function beforeLogoMark(line: DocLine): number {
  const words = line.words;
  const last = words.at(-1);
  if (words.length < 2 || !last || !isLogoGlyph(last, words.slice(0, -1))) return line.text.length;
  const at = line.text.lastIndexOf(last.text);
  return at > 0 ? at : line.text.length;
}

export function nameCandidate(line: DocLine, start: number, score: number, end = line.text.length): Candidate | null {
  const span = spanOf(line, afterLogoMark(line, start), Math.min(end, beforeLogoMark(line)), 0);
  if (!span) return null;
  const text = span.text.replace(/^[\s:.\-–—|]+|[\s,;:|]+$/gu, '').replace(/^(?:attn|z\.\s?hd\.?)[:.]?\s*/iu, '');
  if (!isNameLike(text)) return null;
  const index = span.text.indexOf(text);
  return { value: text, raw: text, score, page: span.page, bbox: subBox(span, Math.max(0, index), text.length) };
}

/**
 * The line after a name's first line still belongs to it when the first is only a salutation (`Herrn` /
 * `Max Mustermann`) or when only the second carries the legal form (`MVM Musterhafter` / `Versicherungsverein a.G.`).
 */
export function withSecondNameLine(doc: Doc, candidate: Candidate, line: DocLine): Candidate {
  const first = String(candidate.value);
  const next = alignedBelow(doc, line);
  // Right under it (a column beside may put rows of its own between them).
  if (!next || !closeUnder(next, line) || isKeyValue(doc, next) || /\d/u.test(next.text)) return candidate;
  // A legal form wrapped onto its own line (`S.L.U.`, `(haftungsbeschränkt)`) has too few letters to look like a name.
  const legalFormWraps = legalFormEndsIn(first, next.text);
  if (!isNameLike(next.text) && !legalFormWraps) return candidate;
  const joins = SALUTATION.test(first) || legalFormWraps || (!COMPANY_SUFFIX.test(first) && COMPANY_SUFFIX.test(next.text));
  if (!joins) return candidate;
  // A logo word over the name it starts (`Red` / `Red Meseta Comunicaciones, S.A.`): the name alone.
  if (!SALUTATION.test(first) && next.text.trim().toUpperCase().startsWith(`${first.toUpperCase()} `)) {
    const span = spanOf(next, 0, next.text.length, 0);
    return span ? { ...candidate, value: next.text.trim(), raw: next.text.trim(), bbox: span.bbox } : candidate;
  }
  const value = `${first} ${next.text}`;
  const bbox: BBox = [Math.min(candidate.bbox[0], next.bbox[0]), candidate.bbox[1], Math.max(candidate.bbox[2], next.bbox[2]), next.bbox[3]];
  return { ...candidate, value, raw: value, bbox };
}

/** Whether letters make up most of a line (a name), unlike `GLN 4304171000002`. */
export function mostlyLetters(text: string): boolean {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  return letters >= text.replace(/\s/gu, '').length * 0.5;
}

/**
 * A section title (`Hotel Details`, `Booking Information`, `Rechnungsangaben`) names what follows, not a party,
 * even when its first word is one that marks a business (`Hotel`, `Services`).
 */
export const SECTION_TITLE = /^(?:[\p{L}&]+\s+){0,3}(?:details?|information|info|summary|overview|particulars|angaben|informationen|übersicht|détails?|informations|récapitulatif|detalles|información|resumen|dettagli|informazioni|riepilogo|gegevens|overzicht|szczegóły|informacje|butiran|maklumat)$|^\p{L}*(?:angaben|übersicht|informationen)$/iu;

/**
 * A row of column headings (`Hotel Details   Check In   Check Out   Rooms`): three or more separate short
 * lines of words only. None of them is a name — the names are in the row below.
 */
export function isHeadingRow(row: DocRow | undefined): boolean {
  if (!row || row.lines.length < 3) return false;
  // A lone letter is OCR's debris (`I`), no heading.
  return row.lines.every((l) => /^[\p{L}][\p{L}\s.&/()-]*$/u.test(l.text) && /\p{L}{2}/u.test(l.text) && l.text.split(/\s+/u).length <= 3);
}

/** A street then its house number (`Dorpsstraat 107`, `Via Roma 12/a`), or a Dutch postcode (`1012 AB Amsterdam`). */
const ADDRESS_LINE = /^\p{L}[\p{L}.' -]{2,}\s\d{1,4}(?:\s?[a-z])?(?:[-/]\d{1,4}[a-z]?)?$|(?<!\d)\d{4}\s?[A-Z]{2}\s+\p{L}{3,}/u;

/** Whether the lines under `line`, aligned with it, look like a postal address (a name heads its address). */
export function headsAddress(doc: Doc, line: DocLine): boolean {
  // The next three lines of its block (another column's rows may stand between them: a key-value block beside the
  // window, `Kundennummer`, `Lieferschein`, … beside `Rauscher Logistik KG` / `Frau Sabine Zöllner` / street / town).
  const height = line.bbox[3] - line.bbox[1];
  const below = doc.lines
    .filter((l) => l.page === line.page && l.row > line.row && Math.abs(l.bbox[0] - line.bbox[0]) < 0.01 && l.bbox[1] - line.bbox[3] < 6 * height)
    .sort((a, b) => a.row - b.row)
    .slice(0, 3);
  return below.some((l) => STREET.test(l.text) || /(?<!\d)\d{4,5}(?!\d)\s+\p{L}{3,}|\p{L}{3,}\s+\d{4,5}(?!\d)/u.test(l.text) || /^\d+\s+\p{L}/u.test(l.text) || ADDRESS_LINE.test(l.text));
}

/** The nearest line above `line` that starts where it does (another column's rows may stand between them). */
export function alignedAbove(doc: Doc, line: DocLine): DocLine | undefined {
  let found: DocLine | undefined;
  for (const l of doc.lines) {
    if (l.page === line.page && l.row < line.row && Math.abs(l.bbox[0] - line.bbox[0]) < 0.01 && (!found || l.row > found.row)) found = l;
  }
  return found;
}

/** The nearest line below `line` that starts where it does. */
export function alignedBelow(doc: Doc, line: DocLine): DocLine | undefined {
  return doc.lines.find((l) => l.page === line.page && l.row > line.row && Math.abs(l.bbox[0] - line.bbox[0]) < 0.01);
}

/** Whether `line` stands right under `above`, as the lines of one block do. */
export function closeUnder(line: DocLine, above: DocLine): boolean {
  return line.bbox[1] - above.bbox[3] < (line.bbox[3] - line.bbox[1]) * 1.2;
}

/** Whether an aligned line stands right above `line`: it continues a block. */
export function stacked(doc: Doc, line: DocLine): boolean {
  const above = alignedAbove(doc, line);
  return above !== undefined && closeUnder(line, above);
}

/** A return address over an envelope window: small type over the addressee's name. */
export function isReturnAddress(doc: Doc, line: DocLine, below: DocLine): boolean {
  return relativeSize(doc, line) < relativeSize(doc, below) * 0.85 || typeHeight(line) < typeHeight(below) * 0.85;
}

/**
 * The height of a line's type as the median of its words' heights, words of letters or digits only: on a scan the
 * tallest word may be no measure, a dash in a return address (`ACME GmbH - Hauptstr. 1 - Berlin`) read with the
 * rule printed under it.
 */
export function typeHeight(line: DocLine): number {
  const heights = line.words.filter((w) => /[\p{L}\p{N}]/u.test(w.text)).map((w) => w.bbox[3] - w.bbox[1]).sort((a, b) => a - b);
  // The lower median: brackets and accents make some words of a line taller than its type.
  return heights.length ? heights[Math.floor((heights.length - 1) / 2)] : line.bbox[3] - line.bbox[1];
}

/** Whether a legal form read across two lines (`… UG` / `(haftungsbeschränkt)`) ends in the second. */
function legalFormEndsIn(first: string, second: string): boolean {
  const joined = `${first} ${second.trim()}`;
  const forms = new RegExp(COMPANY_SUFFIX.source, 'giu');
  return [...joined.matchAll(forms)].some((m) => (m.index ?? 0) + m[0].length >= joined.length - 1 && (m.index ?? 0) + m[0].length > first.length + 1);
}

/** The lines of the block a name heads: itself and the lines stacked under it at its left edge (at most eight). */
export function blockUnder(doc: Doc, page: number, bbox: BBox): DocLine[] {
  const head = doc.lines.find((l) => l.page === page && l.bbox[1] <= (bbox[1] + bbox[3]) / 2 && l.bbox[3] >= (bbox[1] + bbox[3]) / 2 && l.bbox[0] <= bbox[0] + 0.005 && l.bbox[2] >= bbox[0]);
  if (!head) return [];
  const block = [head];
  for (const line of doc.lines) {
    if (block.length >= 8) break;
    const last = block[block.length - 1];
    if (line.page === page && line.row > last.row && Math.abs(line.bbox[0] - head.bbox[0]) < 0.01 && closeUnder(line, last)) block.push(line);
  }
  return block;
}
