/**
 * Every plausible amount and date on a receipt, once, with the evidence the features read: the row it is
 * printed on, its neighbours, and which OCR readings found it (Tesseract's, the second engine's, or both).
 */
import { findAmounts, hasDecimals } from '../parse/amounts.ts';
import { NO_LEADING_ZERO, POINT_READ_AS_SPACE, SPACE_BEFORE_POINT, SPLIT_CENTS } from '../parse/amounts.ts';
import { findDates, inferDateOrder, repairMonthNames, type DateOrder } from '../parse/dates.ts';
import type { RowReading } from '../types.ts';
import { rowsWithReadings } from '../fields/receipt-readings.ts';
import type { Row } from '../fields/receipt-rows.ts';

export interface Reading {
  /** Found in Tesseract's reading of the row, in the second engine's, or both. */
  first: boolean;
  second: boolean;
}

export interface AmountCandidate extends Reading {
  kind: 'amount';
  value: number;
  raw: string;
  row: Row;
  /** Where the amount starts in the row's text, 0–1. */
  at: number;
  /** Amounts in the row and this one's place among them (0 = leftmost). */
  inRow: number;
  place: number;
}

export interface DateCandidate extends Reading {
  kind: 'date';
  value: string;
  raw: string;
  row: Row;
  /** The day/month order this reading assumed, or `named` for a month written out / `iso` for year first. */
  reading: DateOrder | 'named' | 'unambiguous';
  ambiguous: boolean;
}

/**
 * Amounts OCR breaks: a space after the decimal point (`65. 20`), between the cents of the row's last amount
 * (`22.2 5`) or before its point (`20 .42`) or instead of it after a currency sign (`$1 90`), a leading zero left out (`.82`), `O` read for a zero inside a number; and an amount glued to a letter (`R26.90`, `5.99T` with its
 * tax flag) set apart.
 */
function repairedAmountText(text: string): string {
  return text
    .replace(SPACE_BEFORE_POINT, '$1$2$3')
    .replace(POINT_READ_AS_SPACE, '$1$2.$3')
    .replace(NO_LEADING_ZERO, '0$1')
    .replace(/(?<=[\p{L}@])(?=\d{1,6}[.,]\d{2}(?!\d))/gu, ' ')
    .replace(/(?<=\d[.,]\d{2})(?=\p{L})/gu, ' ')
    .replace(/(\d)\s?([.,])\s(\d{2})(?!\d)/gu, '$1$2$3')
    .replace(SPLIT_CENTS, '$1$2')
    .replace(/(?<=\d)[oO](?=\d|[.,]\d)|(?<=\d[.,])[oO](?=\d?)/gu, '0');
}

function amountsOf(row: Row): Omit<AmountCandidate, keyof Reading>[] {
  const text = repairedAmountText(row.text);
  // Money shows decimals or a currency mark; bare integers are counts, codes and quantities.
  const found = findAmounts(text).filter((a) => hasDecimals(a.raw) || /[^\d\s().,'’\u00a0\u202f-]/u.test(a.raw));
  return found.map((a, place) => ({ kind: 'amount', value: a.value, raw: a.raw, row, at: text.length ? a.index / text.length : 0, inRow: found.length, place }));
}

/** The rows as Tesseract read them and the rows the second engine read differently (only those: the rest are the same). */
function readingsOf(rows: Row[], readings: RowReading[]): Row[][] {
  if (!readings.length) return [rows];
  return [rows, rowsWithReadings(rows, readings).filter((row) => rows[row.index]?.text !== row.text)];
}

/** Rows that may hold a date: digits apart by a separator, or digits beside a word (a month name). */
const DATE_LIKE = /\d\s?[-/.]\s?\d|\d\s?\p{L}{3}|\p{L}{3}\.?\s?\d/u;
/** Rows that may hold an amount: decimals, or a currency mark. */
const AMOUNT_LIKE = /\d\s?[.,]\s?\d|[^\p{L}\p{N}\s.,:;/()%'"#*+-]/u;

export function amountCandidates(rows: Row[], readings: RowReading[]): AmountCandidate[] {
  const byKey = new Map<string, AmountCandidate>();
  readingsOf(rows, readings).forEach((version, engine) => {
    for (const row of version) {
      if (!AMOUNT_LIKE.test(row.text)) continue;
      for (const amount of amountsOf(row)) {
        const key = `${row.index}:${amount.value}`;
        const known = byKey.get(key);
        if (known) {
          if (engine === 0) known.first = true;
          else known.second = true;
          continue;
        }
        // A second reading's row keeps the first's index, so the first reading's row stands for both.
        byKey.set(key, { ...amount, row: rows[row.index] ?? row, first: engine === 0, second: engine === 1 });
      }
    }
  });
  return [...byKey.values()];
}

const MONTH_NAME = /\p{L}{3}/u;
const ISO_FIRST = /^\s*\d{4}/;

export function dateCandidates(rows: Row[], readings: RowReading[]): DateCandidate[] {
  const byKey = new Map<string, DateCandidate>();
  readingsOf(rows, readings).forEach((version, engine) => {
    for (const row of version) {
      if (!DATE_LIKE.test(row.text)) continue;
      const text = repairMonthNames(row.text).replace(/(\p{L})(\d)/gu, '$1 $2').replace(/(\d)(\p{L})/gu, '$1 $2');
      for (const order of ['DMY', 'MDY'] as const) {
        for (const date of findDates(text, { order })) {
          const named = MONTH_NAME.test(date.raw);
          const reading = named ? 'named' : ISO_FIRST.test(date.raw) ? 'unambiguous' : order;
          const key = `${row.index}:${date.value}`;
          const known = byKey.get(key);
          if (known) {
            if (engine === 0) known.first = true;
            else known.second = true;
            continue;
          }
          const other = findDates(date.raw, { order: order === 'DMY' ? 'MDY' : 'DMY' })[0]?.value;
          const ambiguous = !named && other !== undefined && other !== date.value;
          byKey.set(key, { kind: 'date', value: date.value, raw: date.raw, row: rows[row.index] ?? row, reading: ambiguous ? reading : named ? 'named' : 'unambiguous', ambiguous, first: engine === 0, second: engine === 1 });
        }
      }
    }
  });
  return [...byKey.values()];
}

/** The day/month order the receipt's own unambiguous dates show, if any. */
export function documentDateOrder(rows: Row[]): DateOrder | null {
  return inferDateOrder(rows.map((r) => r.text).join('\n'));
}
