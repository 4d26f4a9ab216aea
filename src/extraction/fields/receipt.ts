/**
 * Receipt fields from the layout of its pages: printed rows are rebuilt from lines (an OCR line or a
 * text segment), then each field picks the best-scoring candidate among the rows.
 */
import { receiptPattern, receiptWords, type ReceiptLabel } from '../locale/index.ts';
import { findCurrencies, resolveCurrency, type FoundCurrency } from '../parse/currency.ts';
import { emptyField, type BBox, type Field, type LayoutPage, type LineItem, type RowReading, type TaxLine, type Word } from '../types.ts';
import { rowsMergedWithReadings, rowsWithReadings, settleReadings, settleTextReadings } from './receipt-readings.ts';
import { field, letters, receiptRows, unionBox, type Row } from './receipt-rows.ts';
import { receiptItems } from './receipt-items.ts';
import { findSupplier } from './receipt-supplier.ts';
import { DATE_LABEL, findDate, findTime } from './receipt-dates.ts';
import { findTotals, repairLabels, rowAmounts, STRONG_TOTAL, SUBTOTAL_LABEL, TOTAL_LABEL } from './receipt-totals.ts';
import { wordsInRange } from './shared.ts';

export { receiptRows, type Row } from './receipt-rows.ts';
export { repairText } from './receipt-supplier.ts';

export interface ReceiptFields {
  fields: Record<string, Field>;
  line_items: LineItem[];
  taxes: TaxLine[];
}

// ---- identifiers and the rest ------------------------------------------------------------------------

function labelledToken(rows: Row[], label: RegExp, token: RegExp, score: number): Field {
  for (const row of rows) {
    const at = row.text.search(label);
    if (at < 0) continue;
    const match = token.exec(row.text.slice(at).replace(label, ''));
    if (match) return field(match[1], match[1], score, [row]);
  }
  return emptyField();
}

const PAYMENT_METHODS: [RegExp, string][] = [
  [receiptPattern('paidByCard'), 'card'],
  [receiptPattern('paidByMobile'), 'mobile'],
  [receiptPattern('paidInCash'), 'cash'],
];

/** A label of an identifier and the punctuation after it (`Tel No.:`), cut off before its value is read. */
const tokenLabel = (label: ReceiptLabel, punctuation: string) => new RegExp(String.raw`\b(?:${receiptWords(label)})\s*${punctuation}`, 'i');
const PHONE_LABEL = tokenLabel('phone', '[:.]?');
const TAX_ID_LABEL = tokenLabel('taxId', '[:.]?');
const RECEIPT_NUMBER_LABEL = tokenLabel('receiptNumber', '[:#.]?');

function findPaymentMethod(rows: Row[]): Field {
  for (const [pattern, method] of PAYMENT_METHODS) {
    const row = [...rows].reverse().find((r) => pattern.test(r.text) && rowAmounts(r).length > 0);
    if (row) return field(method, pattern.exec(row.text)?.[0] ?? method, 0.7, [row]);
  }
  return emptyField();
}

function findCurrency(text: string, rows: Row[]): { field: Field; explicitUsd: boolean } {
  const found = findCurrencies(text, true, true).filter((c) => isCurrencyMark(text, c));
  const resolved = resolveCurrency(found, text);
  // A bare `$` that no evidence resolves is also the dollar of Singapore, Australia, Canada…: only a hint of USD.
  const bareDollars = found.filter((c) => c.raw === '$' && !resolved?.marks.includes(c));
  if (!resolved && !bareDollars.length) return { field: emptyField(), explicitUsd: false };
  if (!resolved || bareDollars.length > resolved.marks.length) return { field: field('USD', '$', 0.4, [rowAt(rows, bareDollars[0].index)]), explicitUsd: false };
  const mark = resolved.marks[0];
  return { field: field(resolved.code, mark.raw, 0.8, [rowAt(rows, mark.index)]), explicitUsd: resolved.code === 'USD' };
}

/** The row holding the character at `index` of the rows' text joined by newlines. */
function rowAt(rows: Row[], index: number): Row {
  let start = 0;
  for (const row of rows) {
    if (index < start + row.text.length + 1) return row;
    start += row.text.length + 1;
  }
  return rows[rows.length - 1];
}

/** An amount right after a currency symbol (`$7.10`, `€ 5`, `$1,150.00`), or one with cents right before it (`5,00 €`). */
const AMOUNT_AFTER = /^\s?\d{1,3}(?:[,.' ]\d{3})*(?:[.,]\d{2})?(?!\d)/;
const AMOUNT_BEFORE = /\d[.,]\d{2}\s?$/;

/**
 * Whether a currency found on a receipt is printed as one: a code (`MYR`, `RM`), or a symbol beside an amount
 * or standing alone. OCR reads specks and strokes as `£`, `$` or `€` inside other tokens (`Z0M4£2017` for a
 * date, `$1150` for a postcode): those name no currency.
 */
function isCurrencyMark(text: string, currency: FoundCurrency): boolean {
  if (/^\p{L}+$/u.test(currency.raw)) return true;
  const before = text.slice(0, currency.index);
  const after = text.slice(currency.index + currency.raw.length);
  if (AMOUNT_AFTER.test(after) || AMOUNT_BEFORE.test(before)) return true;
  return !/[\p{L}\d]$/u.test(before) && !/^[\p{L}\d]/u.test(after);
}

/**
 * The receipt's fields. `readings` are rows read again by a second OCR engine (sources/line-reader.ts): the
 * total, the date, the supplier's name and address are read from them too, and the two readings settled
 * (receipt-readings.ts).
 */
export function extractReceiptFields(pages: LayoutPage[], readings: RowReading[] = []): ReceiptFields {
  const rows = receiptRows(pages);
  const first = fieldsFromRows(rows);
  if (!readings.length) return first.receipt;
  const second = fieldsFromRows(rowsWithReadings(rows, readings), rows.map((r) => r.text).join('\n'));
  const { fields } = first.receipt;
  const reread = (f: Field) => readings.some((r) => readFrom(f, r.page, r.bbox));
  if (fields.total_amount.value === null || reread(fields.total_amount)) {
    fields.total_amount = settleReadings(fields.total_amount, second.receipt.fields.total_amount, first.totalVerified, second.totalVerified);
  }
  if (fields.date.value === null || reread(fields.date)) fields.date = settleReadings(fields.date, second.receipt.fields.date, false, false);
  // Names and addresses word by word: a letter misread is as wrong as a digit, and no arithmetic tells which.
  // Where one engine reads a dictionary word and the other none, the word wins in addresses but not in names.
  if (reread(fields.supplier_name)) fields.supplier_name = settleTextReadings(fields.supplier_name, findSupplier(rowsMergedWithReadings(rows, readings)).name);
  if (reread(fields.supplier_address)) {
    fields.supplier_address = settleTextReadings(fields.supplier_address, findSupplier(rowsMergedWithReadings(rows, readings, true)).address);
  }
  return first.receipt;
}

/**
 * The rows worth a second reading: those the total (unless the receipt's arithmetic confirms it), the date and
 * the supplier's name and address were read from; with no total found, the rows labelled as one and the last
 * amounts under a short label; with no date found, the rows labelled as one or printed with a time. Of a row
 * read for its date or total alone only the value is read (`value`): the recogniser drops characters of long
 * lines (`41.4` for `TotalPayable:41.44`), not of a short one, and a value costs about a third of a row's columns.
 */
export function rowsToReread(pages: LayoutPage[]): RowToReread[] {
  const rows = receiptRows(pages);
  const { receipt, totalVerified } = fieldsFromRows(rows);
  const values = [receipt.fields.date, ...(totalVerified ? [] : [receipt.fields.total_amount])];
  const texts = [receipt.fields.supplier_name, receipt.fields.supplier_address];
  const wanted = rows.filter((row) => [...values, ...texts].some((f) => readFrom(f, row.page, row.bbox)));
  const valueOf = new Map<Row, BBox>();
  for (const row of wanted) {
    if (texts.some((f) => readFrom(f, row.page, row.bbox))) continue;
    const found = values.filter((f) => readFrom(f, row.page, row.bbox)).map((f) => wordsOf(row, f.raw));
    if (found.length && found.every((words): words is Word[] => words !== null)) valueOf.set(row, unionBox(found.flat().map((w) => w.bbox)));
  }
  if (receipt.fields.total_amount.value === null) {
    const labelled = rows.filter((row) => {
      const text = repairLabels(row.text);
      return STRONG_TOTAL.test(text) || (TOTAL_LABEL.test(text) && !SUBTOTAL_LABEL.test(row.text));
    });
    wanted.push(...labelled.slice(-MAX_TOTAL_ROWS_TO_REREAD));
    // Labels Tesseract misread (`Hug 29.15` for `Due 25.15`): the last amounts under a short label it could not read.
    const unlabelled = rows.filter((row) => !labelled.includes(row) && rowAmounts(row).length > 0 && letters(row.text) <= MAX_MISREAD_LABEL_LETTERS);
    wanted.push(...unlabelled.slice(-MAX_UNLABELLED_ROWS_TO_REREAD));
  }
  if (receipt.fields.date.value === null) {
    // Receipts print the date beside the time: a row with a time is worth reading for the date too.
    const labelled = rows.filter((row) => DATE_LABEL.test(row.text));
    const timed = rows.filter((row) => !labelled.includes(row) && /(?<![\d:])\d{1,2}:\d{2}(?![\d.,]\d)/.test(row.text));
    const dated = [...labelled, ...timed];
    wanted.push(...dated.slice(0, MAX_DATE_ROWS_TO_REREAD));
  }
  return [...new Set(wanted)].map((row) => {
    const value = valueOf.get(row);
    return { page: row.page, bbox: row.bbox, words: row.words.map((word) => word.bbox), ...(value ? { value } : {}) };
  });
}

/** The words of `row` that `raw` was read from, or null when it is not their text as printed. */
function wordsOf(row: Row, raw: string | null): Word[] | null {
  const at = raw ? row.text.indexOf(raw) : -1;
  if (!raw || at < 0) return null;
  const words = wordsInRange(row, at, at + raw.length);
  return words.length ? words : null;
}

/** A row to read again: its box, and its words' boxes (where its ink is; a row's box may be a slanted line's). */
export interface RowToReread {
  page: number;
  bbox: BBox;
  words: BBox[];
  /** The box of the row's value (a date, an amount) when only it is to be read, not the row's label. */
  value?: BBox;
}

/** Receipts print a handful of rows labelled total (subtotal, total, total after rounding): the last few. */
const MAX_TOTAL_ROWS_TO_REREAD = 3;
const MAX_DATE_ROWS_TO_REREAD = 2;
/** With no total found, the last rows of amounts under a short label, read again for a label Tesseract misread. */
const MAX_UNLABELLED_ROWS_TO_REREAD = 4;
const MAX_MISREAD_LABEL_LETTERS = 6;

/**
 * Whether `field` was read from the row at `bbox`: the row's middle lies within the field's height and they
 * share some width. A field may cover several rows, or only part of one (a name without the specks beside it).
 */
function readFrom(field: Field, page: number, bbox: BBox): boolean {
  if (field.bbox === null || field.page !== page) return false;
  const middle = (bbox[1] + bbox[3]) / 2;
  return middle >= field.bbox[1] && middle <= field.bbox[3] && bbox[0] < field.bbox[2] && field.bbox[0] < bbox[2];
}

/** The row a one-row field was read from. */
function rowOfField(rows: Row[], field: Field): Row | null {
  return field.bbox === null ? null : (rows.find((r) => r.page === field.page && r.bbox[1] === field.bbox?.[1] && r.bbox[3] === field.bbox?.[3]) ?? null);
}

/** The fields read from `rows`; `evidence`: another reading's text, where the receipt's country may be clearer. */
function fieldsFromRows(rows: Row[], evidence = ''): { receipt: ReceiptFields; totalVerified: boolean } {
  const text = rows.map((r) => r.text).join('\n');
  const { name, address } = findSupplier(rows);
  const currency = findCurrency(text, rows);
  const totals = findTotals(rows);
  const date = findDate(rows, currency.field.value as string | null, currency.explicitUsd, evidence);
  const totalRow = totals.total.value !== null ? rows.find((r) => r.bbox === totals.total.bbox || (r.page === totals.total.page && r.bbox[1] === totals.total.bbox?.[1]))?.index ?? null : null;
  const fields: Record<string, Field> = {
    supplier_name: name,
    supplier_address: address,
    supplier_phone: labelledToken(rows, PHONE_LABEL, /^\s*(\+?[\d][\d\s()-]{6,}\d)/, 0.8),
    supplier_tax_id: labelledToken(rows, TAX_ID_LABEL, /^\s*([A-Z]{0,3}[\d][\d-]{5,}[A-Z\d]?)/i, 0.8),
    date,
    time: findTime(rows, rowOfField(rows, date)),
    receipt_number: labelledToken(rows, RECEIPT_NUMBER_LABEL, /^\s*([A-Z]{0,6}[-/]?\d[\w/-]{2,})/i, 0.7),
    currency: currency.field,
    subtotal: totals.subtotal,
    total_tax: totals.tax,
    tip: totals.tip,
    total_amount: totals.total,
    payment_method: findPaymentMethod(rows),
  };
  return { receipt: { fields, line_items: receiptItems(rows, totalRow, rowAmounts), taxes: totals.taxes }, totalVerified: totals.verified };
}
