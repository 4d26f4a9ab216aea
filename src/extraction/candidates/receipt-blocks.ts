/**
 * Blocks of a receipt that may be its supplier's name or address: runs of consecutive rows near the top (and,
 * for an address, near the foot), each as printed and as the supplier rules clean it, from Tesseract's rows and
 * from the rows merged with the second engine's reading. The rules' own choices are candidates too.
 */
import { addressText, beforeContact, DOCUMENT_WORDS, isRegistration, nameText, supplierRows } from '../fields/receipt-supplier.ts';
import { rowsMergedWithReadings } from '../fields/receipt-readings.ts';
import { letters, type Row } from '../fields/receipt-rows.ts';
import { findDates } from '../parse/dates.ts';
import type { Field, RowReading } from '../types.ts';

export type BlockField = 'supplier_name' | 'supplier_address';

export interface BlockCandidate {
  kind: 'text_block';
  field: BlockField;
  value: string;
  /** The rows' text joined, before cleaning. */
  raw: string;
  /** The rows, as the first reading has them (their indexes are the document's). */
  rows: Row[];
  /** The value is the rules' cleaning of the rows, not their text as printed. */
  cleaned: boolean;
  /** The last row was cut before a contact label on it (`… 81100 JOHOR. TEL: …`). */
  cutAtContact: boolean;
  first: boolean;
  second: boolean;
  /** The value is what the rules chose for this field. */
  rule: boolean;
  /**
   * The block may be the field's value. A block that cannot (a date stamp, a row of document words) is still a
   * candidate for training, where it shows the model where a name or an address ends, but is never chosen.
   */
  choosable: boolean;
}

/** How far down a name is looked for, and how many rows it may span. */
const NAME_ROWS = 15;
const NAME_SPAN = 3;
/** How far down an address may start, how many rows it may span, and how many foot rows may hold one. */
const ADDRESS_ROWS = 18;
const ADDRESS_SPAN = 5;
const FOOT_ROWS = 8;

/** Values the scoring cannot tell apart (NFKC, case, runs of spaces) are one candidate. */
const key = (value: string) => value.normalize('NFKC').toUpperCase().replace(/\s+/gu, ' ').trim();

function joined(rows: Row[]): string {
  return rows
    .map((r) => r.text.trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Version {
  rows: Row[];
  engine: 0 | 1;
}

function versionsOf(rows: Row[], readings: RowReading[], byDictionary: boolean): Version[] {
  const first = supplierRows(rows);
  if (!readings.length) return [{ rows: first, engine: 0 }];
  return [
    { rows: first, engine: 0 },
    { rows: supplierRows(rowsMergedWithReadings(rows, readings, byDictionary)), engine: 1 },
  ];
}

class Collector {
  readonly byKey = new Map<string, BlockCandidate>();
  constructor(
    private readonly field: BlockField,
    private readonly documentRows: Row[],
  ) {}

  /** `blocked`: the span is no name or address (`noBlock`), so the value is never chosen. */
  add(value: string, raw: string, span: Row[], flags: { cleaned: boolean; cutAtContact: boolean; engine: 0 | 1 | null; rule: boolean; blocked: boolean }): void {
    if (letters(value) < 2) return;
    const choosable = !flags.blocked && !isStampOrRegistration(value);
    const k = key(value);
    const known = this.byKey.get(k);
    const rows = span.map((r) => this.documentRows[r.index] ?? r);
    if (known) {
      if (flags.engine === 0) known.first = true;
      if (flags.engine === 1) known.second = true;
      known.rule ||= flags.rule;
      known.choosable ||= choosable;
      return;
    }
    this.byKey.set(k, {
      kind: 'text_block',
      field: this.field,
      value: value.trim(),
      raw,
      rows,
      cleaned: flags.cleaned,
      cutAtContact: flags.cutAtContact,
      first: flags.engine === 0,
      second: flags.engine === 1,
      rule: flags.rule,
      choosable,
    });
  }
}

/** The rows a rule's field was read from: those whose middle lies within its box. */
export function rowsOfField(rows: Row[], field: Field | undefined): Row[] {
  if (!field?.bbox) return [];
  const [left, top, right, bottom] = field.bbox;
  return rows.filter((r) => r.page === field.page && (r.bbox[1] + r.bbox[3]) / 2 >= top && (r.bbox[1] + r.bbox[3]) / 2 <= bottom && r.bbox[0] < right && left < r.bbox[2]);
}

/** The text without a one- or two-character token at its start, its end, or both (a speck or a logo's debris). */
function withoutShortEnds(text: string): string[] {
  const words = text.split(' ');
  const short = (w: string | undefined) => w !== undefined && w.length <= 2;
  const out: string[] = [];
  if (words.length > 1 && short(words[0])) out.push(words.slice(1).join(' '));
  if (words.length > 1 && short(words[words.length - 1])) out.push(words.slice(0, -1).join(' '));
  if (words.length > 2 && short(words[0]) && short(words[words.length - 1])) out.push(words.slice(1, -1).join(' '));
  return out;
}

/** Gap between words, in text heights, that parts a row into stretches printed apart. */
const SEGMENT_GAP = 2;

/** The stretches of a row parted by wide gaps, when there are several. */
function segments(row: Row): string[] {
  const parts: string[][] = [];
  let previous: Row['words'][number] | null = null;
  for (const word of row.words) {
    const height = word.bbox[3] - word.bbox[1];
    if (!previous || word.bbox[0] - previous.bbox[2] > SEGMENT_GAP * Math.max(height, previous.bbox[3] - previous.bbox[1])) parts.push([]);
    parts[parts.length - 1].push(word.text);
    previous = word;
  }
  return parts.length > 1 ? parts.map((p) => p.join(' ')) : [];
}

/** A time with its full meridiem only (fields/receipt-dates.ts `TIME` also takes a lone `a` or `P`, a word's letter here). */
const TIME_OF_DAY = /(?<![\d:])(?:[01]?\d|2[0-3])[:.][0-5]\d(?:[:.][0-5]\d)?\s*(?:[AP]\.?M\.?)?(?![\d:])/giu;

/** A text that holds a date (and a time) and hardly a word besides: the till's stamp (`27 Mar 2018 18:46`). */
function isDateStamp(text: string): boolean {
  const dates = findDates(text);
  if (!dates.length) return false;
  const rest = dates.reduce((left, date) => left.replace(date.raw, ' '), text).replace(TIME_OF_DAY, ' ');
  return letters(rest) < 3;
}

/**
 * A text that is never a name or an address, so never chosen: the till's date stamp, a registration number alone
 * (`CO REG NO 210038-K`). Trained on few receipts, the model ranked such a row first where it stands between the name
 * and the address.
 */
const isStampOrRegistration = (text: string) => isDateStamp(text) || isRegistration({ text });

const EVERY_DOCUMENT_WORD = new RegExp(DOCUMENT_WORDS.source, 'giu');

/** A row of the document's own words alone (`TAX INVOICE`, `OFFICIAL RECEIPT`, `THANK YOU`): part of no name or address. */
const isDocumentWordsRow = (row: Row) => DOCUMENT_WORDS.test(row.text) && letters(row.text.replace(EVERY_DOCUMENT_WORD, ' ')) < 3;

/** A run of rows that is no name or address: all of it stamps and numbers, or holding a row of document words. */
const noBlock = (span: Row[]) => span.every((row) => isStampOrRegistration(row.text)) || span.some(isDocumentWordsRow);

function spans(count: number, starts: number[], longest: number): [number, number][] {
  const out: [number, number][] = [];
  for (const start of starts) for (let length = 1; length <= longest && start + length <= count; length++) out.push([start, start + length]);
  return out;
}

export function nameCandidates(rows: Row[], readings: RowReading[], rule: Field | undefined): BlockCandidate[] {
  const collector = new Collector('supplier_name', rows);
  for (const { rows: version, engine } of versionsOf(rows, readings, false)) {
    const starts = [...Array(Math.min(NAME_ROWS, version.length)).keys()];
    for (const [start, end] of spans(version.length, starts, NAME_SPAN)) {
      if (end > NAME_ROWS) continue;
      const span = version.slice(start, end);
      const raw = joined(span);
      const blocked = noBlock(span);
      collector.add(raw, raw, span, { cleaned: false, cutAtContact: false, engine, rule: false, blocked });
      const clean = nameText(raw);
      collector.add(clean, raw, span, { cleaned: true, cutAtContact: false, engine, rule: false, blocked });
      for (const trimmed of withoutShortEnds(raw)) collector.add(trimmed, raw, span, { cleaned: true, cutAtContact: false, engine, rule: false, blocked });
    }
    // A name sharing its row with other print (`1280 HWY 315     BAR LOUIE`): each stretch of the row apart.
    for (const row of version.slice(0, NAME_ROWS)) {
      const blocked = noBlock([row]);
      for (const part of segments(row)) collector.add(part, part, [row], { cleaned: true, cutAtContact: false, engine, rule: false, blocked });
    }
  }
  addRule(collector, rows, rule);
  return [...collector.byKey.values()];
}

export function addressCandidates(rows: Row[], readings: RowReading[], rule: Field | undefined): BlockCandidate[] {
  const collector = new Collector('supplier_address', rows);
  for (const { rows: version, engine } of versionsOf(rows, readings, true)) {
    const top = [...Array(Math.min(ADDRESS_ROWS, version.length)).keys()];
    const foot = [...Array(FOOT_ROWS).keys()].map((i) => version.length - FOOT_ROWS + i).filter((i) => i >= ADDRESS_ROWS);
    for (const [start, end] of spans(version.length, [...top, ...foot], ADDRESS_SPAN)) {
      const span = version.slice(start, end);
      const raw = joined(span);
      const blocked = noBlock(span);
      collector.add(raw, raw, span, { cleaned: false, cutAtContact: false, engine, rule: false, blocked });
      collector.add(addressText(raw), raw, span, { cleaned: true, cutAtContact: false, engine, rule: false, blocked });
      const last = beforeContact(span[span.length - 1]);
      if (last !== span[span.length - 1]) {
        const cut = joined([...span.slice(0, -1), last]);
        collector.add(cut, cut, span, { cleaned: false, cutAtContact: true, engine, rule: false, blocked });
        collector.add(addressText(cut), cut, span, { cleaned: true, cutAtContact: true, engine, rule: false, blocked });
      }
    }
  }
  addRule(collector, rows, rule);
  return [...collector.byKey.values()];
}

/** The rules' value, on the rows it was read from (the first text rows when none overlaps). */
function addRule(collector: Collector, rows: Row[], rule: Field | undefined): void {
  if (typeof rule?.value !== 'string' || !rule.value.trim()) return;
  const span = rowsOfField(rows, rule);
  if (!span.length && !rows.length) return;
  collector.add(rule.value, rule.raw ?? rule.value, span.length ? span : rows.slice(0, 1), { cleaned: true, cutAtContact: false, engine: null, rule: true, blocked: false });
}
