/**
 * Receipt fields from the layout of its pages: printed rows are rebuilt from lines (an OCR line or a
 * text segment), then each field picks the best-scoring candidate among the rows.
 */
import { findAmounts, hasDecimals } from '../parse/amounts.ts';
import { findCurrencies, type FoundCurrency } from '../parse/currency.ts';
import { findDates, inferDateOrder, type DateOrder } from '../parse/dates.ts';
import { emptyField, type BBox, type Field, type LayoutPage, type LineItem, type RowReading, type TaxLine, type Word } from '../types.ts';
import { rowsMergedWithReadings, rowsWithReadings, settleReadings, settleTextReadings } from './receipt-readings.ts';
import { field, letters, receiptRows, unionBox, wordConfidence, type Row } from './receipt-rows.ts';
import { receiptItems } from './receipt-items.ts';
import { findSupplier } from './receipt-supplier.ts';
import { wordsInRange } from './shared.ts';

export { receiptRows, type Row } from './receipt-rows.ts';
export { repairText } from './receipt-supplier.ts';

export interface ReceiptFields {
  fields: Record<string, Field>;
  line_items: LineItem[];
  taxes: TaxLine[];
}

// ---- dates and times -------------------------------------------------------------------------------

/** Currencies whose countries write day before month; `$` alone says nothing (many dollars). */
function orderFromCurrency(currency: string | null): DateOrder | null {
  if (!currency) return null;
  return currency === 'USD' ? 'MDY' : 'DMY';
}

const OCR_DIGITS: Record<string, string> = { O: '0', o: '0', D: '0', '¢': '0', '©': '0', I: '1', l: '1', i: '1', '|': '1', S: '5', s: '5', B: '8' };
const DIGIT_LIKE = `[\\d${Object.keys(OCR_DIGITS).join('').replace('|', '\\|')}]`;
const DATE_SHAPE = new RegExp(`(?<![\\p{L}\\d])${DIGIT_LIKE}{1,2}[/.-]${DIGIT_LIKE}{1,2}[/.-]${DIGIT_LIKE}{2,4}(?![\\p{L}\\d])`, 'gu');

/** Digits OCR mistakes for one another on receipt print (round glyphs): `17/83/2817` for `17/03/2017`. */
const DIGIT_CONFUSIONS: Record<string, string[]> = { '0': ['8', '6', '9'], '3': ['8'], '5': ['6'], '6': ['0', '8', '5'], '8': ['0', '6', '3'], '9': ['0'] };

/**
 * A date part that cannot be right (month 83, year 2817) with one confused digit put back, when exactly one
 * such change makes it valid; otherwise as it was.
 */
function repairPart(part: string, valid: (n: number) => boolean): string {
  if (valid(Number(part))) return part;
  const fixes = new Set<string>();
  [...part].forEach((c, i) => {
    for (const d of DIGIT_CONFUSIONS[c] ?? []) {
      const fixed = part.slice(0, i) + d + part.slice(i + 1);
      if (valid(Number(fixed))) fixes.add(fixed);
    }
  });
  return fixes.size === 1 ? [...fixes][0] : part;
}

function repairDateParts(token: string): string {
  const parts = /^(\d{1,2})([/.-])(\d{1,2})([/.-])(\d{2}|\d{4})$/.exec(token);
  if (!parts) return token;
  const [, first, sep1, second, sep2, year] = parts;
  const thisYear = new Date().getUTCFullYear();
  const day = (n: number) => n >= 1 && n <= 31;
  const month = (n: number) => n >= 1 && n <= 12;
  // Which part is the month is unknown here: a part over 12 stays a day, an impossible one is repaired.
  const fixedFirst = repairPart(first, day);
  const fixedSecond = repairPart(second, Number(fixedFirst) > 12 ? month : day);
  const fixedYear = year.length === 4 ? repairPart(year, (n) => n >= thisYear - 30 && n <= thisYear + 1) : year;
  return `${fixedFirst}${sep1}${fixedSecond}${sep2}${fixedYear}`;
}

/**
 * Letters OCR reads for digits inside a date-shaped token (`20/03/201t`, `11/09/2¢17`) put back as digits,
 * then digits misread as others where the date is impossible as read.
 */
function repairDigits(text: string): string {
  return text.replace(DATE_SHAPE, (token) => (/\d/.test(token) ? repairDateParts(token.replace(/[^\d/.-]/g, (c) => OCR_DIGITS[c] ?? c)) : token));
}

const DATE_LABEL = /\b(DATE|TARIKH|DATUM|FECHA|DATA|TGL|DT)\b/i;

/** A date in a table under a `Date  Time` column header is labelled by the row above it. */
function underDateHeader(rows: Row[], row: Row): boolean {
  const above = rows[row.index - 1];
  return above !== undefined && above.page === row.page && DATE_LABEL.test(above.text) && !/\d/.test(above.text);
}

function findDate(rows: Row[], currency: string | null, explicitUsd: boolean, glued = false): Field {
  const text = rows.map((r) => r.text).join('\n');
  const inferred = inferDateOrder(text);
  const order = inferred ?? orderFromCurrency(currency === 'USD' && !explicitUsd ? null : currency);
  const thisYear = new Date().getUTCFullYear();
  let best: { value: string; raw: string; score: number; row: Row } | null = null;
  for (const row of rows) {
    const rowText = glued ? repairDigits(row.text).replace(/(\p{L})(\d)/gu, '$1 $2').replace(/(\d)(\p{L})/gu, '$1 $2') : row.text;
    for (const date of findDates(rowText, { order: order ?? 'DMY' })) {
      const year = Number(date.value.slice(0, 4));
      let score = 0.7;
      if (DATE_LABEL.test(row.text)) score += 0.2;
      else if (underDateHeader(rows, row)) score += 0.15;
      if (year > thisYear + 1 || year < thisYear - 30) score -= 0.5;
      if (/\b(EXP|EXPIRY|VALID|DUE|BEST\s*BEFORE)\b/i.test(row.text)) score -= 0.3;
      score -= row.index * 0.002;
      // Without any hint the ambiguous day/month order was a guess.
      const ambiguous = !order && /^\d{1,2}\D\d{1,2}\D/.test(date.raw.trim()) && Number(date.value.slice(5, 7)) <= 12 && Number(date.value.slice(8)) <= 12;
      if (ambiguous) score -= 0.3;
      if (!best || score > best.score) best = { value: date.value, raw: date.raw, score, row };
    }
  }
  if (best) return field(best.value, best.raw, best.score, [best.row]);
  // OCR glues labels to dates (`Dater11/03/18`, `21/05/2018TIME:`) and reads letters for digits: a second
  // look with letters and digits apart and date-shaped tokens repaired.
  return glued ? emptyField() : findDate(rows, currency, explicitUsd, true);
}

function findTime(rows: Row[]): Field {
  for (const row of rows) {
    const match = /(?<![\d:])([01]?\d|2[0-3])[:.]([0-5]\d)(?:[:.]([0-5]\d))?\s*([AP]\.?M\.?)?(?![\d.,]\d)/i.exec(row.text);
    if (!match || (match[0].includes('.') && !/[:]/.test(match[0]) && !match[4])) continue;
    let hour = Number(match[1]);
    const meridiem = match[4]?.toUpperCase().replace(/\./g, '');
    if (meridiem === 'PM' && hour < 12) hour += 12;
    if (meridiem === 'AM' && hour === 12) hour = 0;
    const value = `${String(hour).padStart(2, '0')}:${match[2]}${match[3] ? `:${match[3]}` : ''}`;
    return field(value, match[0].trim(), /\b(TIME|MASA|ZEIT|HEURE)\b/i.test(row.text) ? 0.9 : 0.7, [row]);
  }
  return emptyField();
}

// ---- amounts ----------------------------------------------------------------------------------------

interface AmountCandidate {
  value: number;
  raw: string;
  row: Row;
}

/**
 * Amounts as OCR breaks them put back: `O` for a zero inside a number (`RMO0.55`, `1O.50`) and a space after
 * the decimal point (`65. 20`), and the ringgit sign read a letter off (`RH43.40`, `KM12.00`), which hides
 * the amount glued to it (`mM4.00`).
 */
function repairAmounts(text: string): string {
  return text
    .replace(/(?<=\d|\d[.,]|\bRM)[Oo]|[Oo](?=\d*[.,]\d{2}(?!\d))/g, '0')
    .replace(/\b(?:R[A-LN-Z]|[A-QS-Za-z]M)(?=\d{1,6}[.,] ?\d{2}(?![\d.,]))/g, 'RM')
    .replace(/(?<![\d.,])(\d{1,6})\. (\d{2})(?![\d.,])/g, '$1.$2');
}

/** The amounts printed on a row, money-looking ones only (with decimals), rightmost last. */
function rowAmounts(row: Row): AmountCandidate[] {
  // Dates, times and percentages are not amounts.
  const masked = repairAmounts(row.text)
    .replace(/\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}/g, (m) => ' '.repeat(m.length))
    .replace(/\d{1,2}:\d{2}(:\d{2})?/g, (m) => ' '.repeat(m.length))
    .replace(/\d+(\.\d+)?\s?%/g, (m) => ' '.repeat(m.length));
  return findAmounts(masked)
    .filter((a) => hasDecimals(a.raw) && Math.abs(a.value) < 1e7)
    .map((a) => ({ value: a.value, raw: a.raw, row }));
}

/** An amount ending the row with one decimal (`174.9`): OCR dropped the last digit, or the shop prints it so. */
function oneDecimalAmount(row: Row): AmountCandidate | null {
  const match = /(?<![\d.,])(\d{1,6}\.\d)\s*$/.exec(repairAmounts(row.text));
  return match ? { value: Number(match[1]), raw: match[1], row } : null;
}

/** Amounts of the row, or of the next row when the label stands alone (`TOTAL` / `20.00` below it). */
function labelledAmounts(rows: Row[], row: Row): AmountCandidate[] {
  const own = rowAmounts(row);
  if (own.length) return own;
  // Digits beside the label (not a rate: `GST 6%`) are its amount misread (`Net Total 25: 3`): what is printed
  // below is another row's (the cash tendered), not this label's value.
  if (/\d/.test(row.text.replace(/\d+(\.\d+)?\s*%/g, ''))) return [];
  const next = rows[row.index + 1];
  return next && letters(next.text) <= 3 ? rowAmounts(next) : [];
}

const TOTAL_LABEL =
  /\b(GRAND\s*TOTAL|NETT?\s*TOTAL|NETT?\s*(AMT|AMOUNT)|TOTAL\s*(AMOUNT|AMT|DUE|PAYABLE|SALES?|INCL\.?|INCLUSIVE|RM|\(RM\)|\(MYR\)|\(\$\)|TO\s*PAY)?|AMOUNT\s*(DUE|PAYABLE)|BALANCE\s*DUE|DUE|JUMLAH|GESAMT(BETRAG)?|SUMME|MONTANT\s*TTC|TOTAL\s*TTC|IMPORTE|TOTALE)\b/i;
const STRONG_TOTAL = /\b(NETT?\s*(AMT|AMOUNT)|GRAND\s*TOTAL|TOTAL\s*AFTER\s*ROUND(ING)?|NETT?\s*TOTAL|ROUND(ED|ING)?\s*TOTAL|TOTAL\s*ROUND(ED)?|AMOUNT\s*(DUE|PAYABLE)|TOTAL\s*(DUE|PAYABLE|TO\s*PAY)|TOTAL\s*INCL|INCL\.?\s*(GST|SST|VAT|TAX)|JUMLAH|TOTAL\s*\(?RM\)?|TOTAL\s*AMOUNT)\b/i;
const NOT_TOTAL =
  /\b(SUB\s*-?\s*TOTAL|TOTAL\s*(QTY|QUANTITY|ITEMS?|PCS|UNITS?|DISC(OUNT)?|SAVINGS?|GST|SST|TAX|VAT|EXCL\.?|EXCLUSIVE|BEFORE|W\/O|POINTS?|PAID|TENDER(ED)?)|(QTY|ITEMS?|DISCOUNT|SAVINGS?|GST|SST|TAX|VAT)\s*TOTAL|ROUNDING(\s*ADJ(USTMENT)?)?\s*[:-]?\s*-?\d|TOTAL\s*NUMBER)\b/i;
const SUBTOTAL_LABEL = /\b(SUB\s*-?\s*TOTAL|TOTAL\s*(EXCL\.?|EXCLUSIVE|BEFORE\s*(GST|TAX)|W\/O\s*(GST|TAX))|TOTAL\s*SALES?\s*\(?EXCL)/i;
const TAX_LABEL = /\b(GST|SST|VAT|TAX|MWST|UST|TVA|IVA|PPN|SERVICE\s*TAX)\b/i;
const NOT_TAX_AMOUNT = /\b(ID|REG|NO\.?|NUMBER|INVOICE|SUMMARY|CODE|INCL\.?|INCLUSIVE|INCLUDING|EXCL\.?|EXCLUSIVE|EXCLUDING|AMOUNT\s*\(|TOTAL\s*(AMOUNT|SALES?)\s*(INCL|EXCL))\b|:\s*\d{6,}/i;
const CASH_LABEL = /\b(CASH|TUNAI|TENDER(ED)?|PAID|PAYMENT|BAYAR|BARGELD|ESPECES|EFECTIVO)\b/i;
/** Payment by card: the amount charged is the total. */
const CARD_LABEL = /\b(CREDIT|DEBIT|CARD|VISA|MASTER(CARD)?|AMEX)\b/i;
const CHANGE_LABEL = /\b(CHANGE|CHANGS|BAKI|KEMBALI|RÜCKGELD|RENDU|CAMBIO)\b/i;
const TIP_LABEL = /\b(TIPS?|GRATUITY|TRINKGELD|POURBOIRE|PROPINA)\b/i;

function lastAmount(candidates: AmountCandidate[]): AmountCandidate | null {
  return candidates.length ? candidates[candidates.length - 1] : null;
}

function firstLabelled(rows: Row[], label: RegExp, exclude?: RegExp): AmountCandidate | null {
  for (const row of rows) {
    if (!label.test(row.text) || exclude?.test(row.text)) continue;
    const amount = lastAmount(labelledAmounts(rows, row));
    if (amount) return amount;
  }
  return null;
}

/**
 * `TOTAL` as OCR misreads it (`jotal`, `lotal`, `T0TAL`, `Totdl`), and the `l` of `Excl`/`Incl` read as `|` or
 * `1`: label matching runs on the repaired text.
 */
function repairLabels(text: string): string {
  return text
    .replace(/(?<![\p{L}])[TtJjLlIif1][oO0a][tT][aA4de][lL1Iiy](?![\p{L}])/gu, 'TOTAL')
    .replace(/(?<![\p{L}])(EXC|INC)[|1I](?![\p{L}\d])/giu, '$1L');
}

const close = (a: number, b: number) => Math.abs(a - b) < 0.005;

interface Totals {
  total: Field;
  /** Whether the rest of the receipt (subtotal + tax, cash − change, card, another total row) agrees with it. */
  verified: boolean;
  subtotal: Field;
  tax: Field;
  tip: Field;
  taxes: TaxLine[];
}

// ---- cross-checking the total ------------------------------------------------------------------------

/** One independent reading of what the total must be, e.g. cash − change, or subtotal + tax. */
interface Evidence {
  /** The value it implies; `alternatives` are other values the same reading allows (a rounding sign). */
  value: number;
  alternatives: number[];
  raw: string;
  parts: AmountCandidate[];
}

/** Cash totals are rounded to the smallest coin, 5 or 10 cents where cash rounding exists. */
function isCoinMultiple(value: number): boolean {
  return Math.abs(Math.round(value * 20) - value * 20) < 1e-6;
}

/**
 * Whether the tax is already in the subtotal (`included`) or comes on top of it (`added`), from a tax summary
 * row (`SR 6% 122.00 7.30`: taxable amount, then tax) or from the rate printed on the tax row; null when
 * nothing tells.
 */
function taxTreatment(rows: Row[], subtotal: AmountCandidate, tax: AmountCandidate): 'included' | 'added' | null {
  const near = (a: number, b: number) => Math.abs(a - b) < 0.015;
  for (const row of rows) {
    const amounts = rowAmounts(row);
    const at = amounts.findIndex((a, i) => i > 0 && close(a.value, tax.value));
    if (at <= 0) continue;
    if (close(amounts[at - 1].value + tax.value, subtotal.value)) return 'included';
    if (close(amounts[at - 1].value, subtotal.value)) return 'added';
  }
  const rate = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/.exec(tax.row.text);
  const r = rate ? Number(rate[1].replace(',', '.')) : 0;
  if (r > 0 && near((subtotal.value * r) / (100 + r), tax.value)) return 'included';
  if (r > 0 && near((subtotal.value * r) / 100, tax.value)) return 'added';
  return null;
}

/** The few cents of a rounding-adjustment row, signed as printed. */
function roundingAdjustment(rows: Row[]): AmountCandidate | null {
  for (const row of rows) {
    if (!/\bROUND(ING)?\b/i.test(row.text)) continue;
    const cents = rowAmounts(row).find((a) => Math.abs(a.value) < 0.1);
    if (cents) return cents;
  }
  return null;
}

interface Printed {
  subtotal: AmountCandidate | null;
  tax: AmountCandidate | null;
  cash: AmountCandidate | null;
  change: AmountCandidate | null;
  card: AmountCandidate | null;
  /** A tax row is printed but its amount could not be read. */
  taxUnread: boolean;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * What the other amounts of the receipt say the total is: what was paid (cash − change, a card charge, or an
 * exact cash payment) and subtotal + tax (± the rounding adjustment). Each is read from different rows than
 * the total, so an OCR misreading of the total rarely agrees with them.
 */
function totalEvidence(rows: Row[], { subtotal, tax, cash, change, card, taxUnread }: Printed): Evidence[] {
  const evidence: Evidence[] = [];
  if (cash && change && cash.value - change.value > 0) {
    evidence.push({ value: cents(cash.value - change.value), alternatives: [], raw: `${cash.raw} - ${change.raw}`, parts: [cash, change] });
  } else if (card && card.value > 0) {
    evidence.push({ value: card.value, alternatives: [], raw: card.raw, parts: [card] });
  } else if (cash && !change && !Number.isInteger(cash.value) && cash.value > 0) {
    // Notes are round: cash with cents and no change is the exact amount.
    evidence.push({ value: cash.value, alternatives: [], raw: cash.raw, parts: [cash] });
  }
  if (subtotal && !taxUnread) {
    // Without a tax amount the subtotal is all there is to pay (tax included or none).
    const added = tax && tax.value > 0 && tax.row !== subtotal.row && taxTreatment(rows, subtotal, tax) !== 'included' ? tax : null;
    const sum = cents(subtotal.value + (added?.value ?? 0));
    const rounding = roundingAdjustment(rows);
    const rounded = rounding ? [cents(sum + rounding.value), cents(sum - rounding.value)] : [];
    const raw = added ? `${subtotal.raw} + ${added.raw}` : subtotal.raw;
    // A rounding adjustment rounds to the smallest coin: of the two signs it may have been read with, the sum
    // it makes a multiple of that coin is the rounded total.
    const value = rounded.find(isCoinMultiple) ?? rounded[0] ?? sum;
    evidence.push({ value, alternatives: [sum, ...rounded], raw, parts: added ? [subtotal, added] : [subtotal] });
  }
  return evidence;
}

/** How many independent readings agree with `value`: the evidence, and other rows labelled as the total. */
function supportOf(value: number, evidence: Evidence[], others: AmountCandidate[]): number {
  const fromEvidence = evidence.filter((e) => [e.value, ...e.alternatives].some((v) => close(v, value))).length;
  const copies = new Set(others.filter((o) => close(o.value, value)).map((o) => o.row.index)).size;
  return fromEvidence + copies;
}

/** Whether two amounts differ by one OCR slip: one digit misread, dropped or added (`6.80` / `6.90`, `7.55` / `27.55`). */
function oneDigitApart(a: number, b: number): boolean {
  const x = a.toFixed(2);
  const y = b.toFixed(2);
  if (x === y) return false;
  if (x.length === y.length) return [...x].filter((c, i) => c !== y[i]).length === 1;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  if (long.length - short.length !== 1) return false;
  return [...long].some((_, i) => long.slice(0, i) + long.slice(i + 1) === short);
}

/** The OCR's confidence in the words an amount was read from. */
function amountConfidence(amount: AmountCandidate): number {
  const words = amount.row.words.filter((w) => /\d/.test(w.text) && (amount.raw.includes(w.text) || w.text.includes(amount.raw)));
  return words.length ? Math.min(...words.map((w) => w.confidence)) : wordConfidence([amount.row]);
}

/**
 * A total the rest of the receipt agrees on when the labelled total has no support: taken when two
 * independent readings agree on it, or when one does, the labelled total is one misread digit away and the
 * OCR was no less sure of the evidence than of the labelled total. The labelled total may be the one before
 * rounding (`NET TOTAL 19.01`, `ROUNDING -0.01`, paid 19.00): it is compared unrounded too.
 */
function agreedTotal(best: AmountCandidate | null, evidence: Evidence[], others: AmountCandidate[], rounding: AmountCandidate | null): { value: number; raw: string; rows: Row[] } | null {
  let found: (Evidence & { support: number }) | null = null;
  for (const e of evidence) {
    const support = supportOf(e.value, evidence, others);
    if (!found || support > found.support) found = { ...e, support };
  }
  if (!found) return null;
  const agreed = { value: found.value, raw: found.raw, rows: found.parts.map((p) => p.row) };
  if (found.support >= 2) return agreed;
  const sure = best !== null && Math.min(...found.parts.map(amountConfidence)) >= amountConfidence(best);
  const unrounded = rounding ? [cents(found.value - rounding.value), cents(found.value + rounding.value)] : [];
  return best && sure && [found.value, ...unrounded].some((v) => oneDigitApart(best.value, v)) ? agreed : null;
}

/** Column headers of the items (a total never holds them). */
const ITEM_COLUMNS = /\b(QTY|QUANTITY|DESC(RIPTION)?|ITEMS?|PRICE|U\/?P)\b/i;

/** A column header (`Amount Tax`) labels the rows below it, not the next row's amount. */
function isColumnHeader(row: Row): boolean {
  return !rowAmounts(row).length && /\b(AMOUNT|AMT|QTY|PRICE|CODE)\b/i.test(row.text);
}

/**
 * The total row of a tax summary (`TOTAL 52.00 3.12` under `AMOUNT TAX`): the subtotal, then a smaller amount,
 * the tax on it. Its last amount is no total.
 */
function isTaxSummaryTotal(amounts: AmountCandidate[], subtotal: AmountCandidate): boolean {
  if (amounts.length < 2) return false;
  const last = amounts[amounts.length - 1];
  return last.value < subtotal.value && amounts.slice(0, -1).some((a) => close(a.value, subtotal.value));
}

/** An amount that cannot be negative, read with a sign that is punctuation or a till's habit. */
function unsigned(amount: AmountCandidate | null): AmountCandidate | null {
  return amount && amount.value < 0 ? { ...amount, value: -amount.value } : amount;
}

function findTotals(printed: Row[]): Totals {
  const rows = printed.map((r) => ({ ...r, text: repairLabels(r.text) }));
  // A subtotal is never negative: a dash before it is punctuation (`SUB-TOTAL(EX):-52.00`).
  const subtotal = unsigned(firstLabelled(rows, SUBTOTAL_LABEL));
  const taxRows = rows.filter((r) => TAX_LABEL.test(r.text) && !NOT_TAX_AMOUNT.test(r.text) && !/TOTAL\s*(AMOUNT|SALES?)?\s*$/i.test(r.text));
  let tax: AmountCandidate | null = null;
  for (const row of taxRows) {
    if (isColumnHeader(row)) continue;
    const amount = lastAmount(labelledAmounts(rows, row));
    if (amount && amount.value >= 0) {
      tax = amount;
      break;
    }
  }
  // A tax summary's total row prints the tax when the tax row itself was misread.
  if (!tax && subtotal) {
    const summary = rows.find((r) => r.index > subtotal.row.index && TOTAL_LABEL.test(r.text) && isTaxSummaryTotal(rowAmounts(r), subtotal));
    if (summary) tax = lastAmount(rowAmounts(summary));
  }
  const cash = lastAmount(rows.filter((r) => CASH_LABEL.test(r.text) && !CHANGE_LABEL.test(r.text)).flatMap((r) => labelledAmounts(rows, r)));
  // Some tills print the change given back negative (`CHANGE RETURNED 20.00-`).
  const change = unsigned(lastAmount(rows.filter((r) => CHANGE_LABEL.test(r.text)).flatMap((r) => labelledAmounts(rows, r))));
  const tip = firstLabelled(rows, TIP_LABEL);

  const candidates: { amount: AmountCandidate; score: number }[] = [];
  for (const row of rows) {
    if (!TOTAL_LABEL.test(row.text) && !STRONG_TOTAL.test(row.text)) continue;
    // A note in parentheses (`(Total included GST @6% 1.42)`) tells of the total, it is not the total.
    if (/^\s*\(.*\)\s*$/.test(row.text)) continue;
    if (NOT_TOTAL.test(row.text) && !STRONG_TOTAL.test(row.text.replace(NOT_TOTAL, ''))) continue;
    if (SUBTOTAL_LABEL.test(row.text) && !STRONG_TOTAL.test(row.text.replace(SUBTOTAL_LABEL, ''))) continue;
    const own = rowAmounts(row);
    if (subtotal && isTaxSummaryTotal(own, subtotal)) continue;
    // `QTY DESCRIPTION TOTAL(RM) TAX` heads the item columns: the amount below it is an item's.
    if (ITEM_COLUMNS.test(row.text) && !own.length) continue;
    const amount = lastAmount(labelledAmounts(rows, row)) ?? (STRONG_TOTAL.test(row.text) ? oneDecimalAmount(row) : null);
    if (!amount || amount.value <= 0) continue;
    let score = STRONG_TOTAL.test(row.text) ? 0.75 : 0.6;
    if (!hasDecimals(amount.raw)) score -= 0.2;
    if (/\bROUND/i.test(row.text) && !/\bTOTAL\b/i.test(row.text)) score = 0.5;
    if (row.y > 0.4 || row.page > 1) score += 0.05;
    candidates.push({ amount, score });
  }
  const card = lastAmount(rows.filter((r) => CARD_LABEL.test(r.text) && !CHANGE_LABEL.test(r.text)).flatMap((r) => labelledAmounts(rows, r)));
  const paid = cash && change && cash.value - change.value > 0 ? cash.value - change.value : (card?.value ?? null);
  for (const row of rows) {
    // A rounding adjustment is a few cents: a larger amount on a rounding row is the rounded total beside it.
    if (!/\bROUND/i.test(row.text) || TOTAL_LABEL.test(row.text)) continue;
    const amount = lastAmount(rowAmounts(row));
    if (amount && amount.value >= 1) candidates.push({ amount, score: 0.65 });
  }
  for (const row of rows) {
    if (letters(row.text.replace(/\b(RM|MYR|USD|EUR|SGD)\b/gi, '')) > 2) continue;
    const amount = lastAmount(rowAmounts(row));
    if (!amount || amount.value <= 0) continue;
    // An unlabelled amount right after a rounding adjustment is the rounded total.
    if (/\bROUND/i.test(rows[row.index - 1]?.text ?? '')) candidates.push({ amount, score: 0.7 });
    // One that is exactly what the customer paid (cash − change) is the total however it is labelled.
    else if (paid !== null && close(amount.value, paid)) candidates.push({ amount, score: 0.55 });
  }
  const maxValue = Math.max(0, ...candidates.map((c) => c.amount.value));
  const rounding = roundingAdjustment(rows);
  for (const c of candidates) {
    // The unrounded total plus the rounding adjustment printed between them: this is the rounded one.
    if (rounding && rounding.value !== 0 && candidates.some((o) => close(o.amount.value + rounding.value, c.amount.value))) c.score += 0.2;
    if (paid !== null && close(c.amount.value, paid)) c.score += 0.2;
    if (cash && !change && close(c.amount.value, cash.value)) c.score += 0.1;
    if (subtotal && tax && close(c.amount.value, subtotal.value + tax.value)) c.score += 0.15;
    if (close(c.amount.value, maxValue)) c.score += 0.08;
    // Later rows win ties: the rounded total is printed after the unrounded one.
    c.score += c.amount.row.index * 0.001;
  }
  candidates.sort((a, b) => b.score - a.score);
  const evidence = totalEvidence(rows, { subtotal, tax, cash, change, card, taxUnread: !tax && taxRows.some((r) => !isColumnHeader(r)) });
  const best = candidates[0] ?? null;
  const others = candidates.filter((c) => c.amount.row !== best?.amount.row).map((c) => c.amount);
  const confirmed = best !== null && supportOf(best.amount.value, evidence, others) > 0;
  const agreed = confirmed ? null : agreedTotal(best?.amount ?? null, evidence, others, rounding);
  let total: Field = emptyField();
  const tendered = paid ?? (cash && !change ? cash.value : null);
  if (agreed) {
    total = field(agreed.value, agreed.raw, best ? best.score : 0.5, agreed.rows);
  } else if (best) {
    const payment = paid !== null ? (card ?? cash) : cash;
    if (!confirmed && tendered !== null && payment && !close(tendered, best.amount.value) && Math.abs(tendered - best.amount.value) < 0.05 && isCoinMultiple(tendered)) {
      // Cash totals are rounded to the smallest coin: what was paid is the rounded total.
      total = field(Math.round(tendered * 100) / 100, payment.raw, best.score, [best.amount.row, payment.row]);
    } else total = field(best.amount.value, best.amount.raw, best.score, [best.amount.row]);
  } else if (subtotal && paid !== null && cash && change && paid > subtotal.value && /\bEXCL/i.test(subtotal.row.text)) {
    // A subtotal `excluding tax` is not what was paid; cash − change is.
    total = field(Math.round(paid * 100) / 100, `${cash.raw} - ${change.raw}`, 0.4, [cash.row, change.row]);
  } else if (subtotal) {
    // Only a subtotal printed: nothing was added to it, unless the receipt shows its tax comes on top.
    const sum = tax && taxTreatment(rows, subtotal, tax) === 'added' ? evidence.find((e) => e.parts[0] === subtotal) : undefined;
    total = field(sum?.value ?? subtotal.value, sum?.raw ?? subtotal.raw, 0.4, sum?.parts.map((p) => p.row) ?? [subtotal.row]);
  } else if (paid !== null && cash && change) {
    total = field(Math.round(paid * 100) / 100, `${cash.raw} - ${change.raw}`, 0.4, [cash.row, change.row]);
  } else if (cash && !change && cash.value > 0) {
    // Paid exactly, no change given.
    total = field(cash.value, cash.raw, 0.3, [cash.row]);
  }

  const taxes: TaxLine[] = [];
  if (tax) {
    const rate = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/.exec(tax.row.text);
    taxes.push({ rate: rate ? Number(rate[1].replace(',', '.')) : null, base: subtotal?.value ?? null, amount: tax.value });
  }
  return {
    total,
    verified: confirmed || agreed !== null,
    subtotal: subtotal ? field(subtotal.value, subtotal.raw, 0.75, [subtotal.row]) : emptyField(),
    tax: tax ? field(tax.value, tax.raw, 0.65, [tax.row]) : emptyField(),
    tip: tip ? field(tip.value, tip.raw, 0.7, [tip.row]) : emptyField(),
    taxes,
  };
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
  [/\b(VISA|MASTER\s*CARD|MASTERCARD|AMEX|AMERICAN\s*EXPRESS|CREDIT\s*CARD|DEBIT\s*CARD|CARD|KAD|EC-?KARTE|GIROCARD|CB|MAESTRO)\b/i, 'card'],
  [/\b(E-?WALLET|GRAB\s*PAY|TOUCH\s*N\s*GO|BOOST|APPLE\s*PAY|GOOGLE\s*PAY|PAYPAL|ALIPAY|WECHAT)\b/i, 'mobile'],
  [/\b(CASH|TUNAI|BARGELD|BAR|ESPECES|EFECTIVO)\b/i, 'cash'],
];

function findPaymentMethod(rows: Row[]): Field {
  for (const [pattern, method] of PAYMENT_METHODS) {
    const row = [...rows].reverse().find((r) => pattern.test(r.text) && rowAmounts(r).length > 0);
    if (row) return field(method, pattern.exec(row.text)?.[0] ?? method, 0.7, [row]);
  }
  return emptyField();
}

function findCurrency(text: string, rows: Row[]): { field: Field; explicitUsd: boolean } {
  const counts = new Map<string, number>();
  const found = findCurrencies(text).filter((c) => isCurrencyMark(text, c));
  for (const c of found) counts.set(c.code, (counts.get(c.code) ?? 0) + 1);
  const [code] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!code) return { field: emptyField(), explicitUsd: false };
  const explicitUsd = found.some((c) => c.code === 'USD' && c.raw !== '$');
  // A bare `$` is also the dollar of Singapore, Australia, Canada…: only a hint.
  const score = code === 'USD' && !explicitUsd ? 0.4 : 0.8;
  const row = rows.find((r) => findCurrencies(r.text).some((c) => c.code === code)) ?? rows[0];
  return { field: field(code, found.find((c) => c.code === code)?.raw ?? code, score, [row]), explicitUsd };
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
  const second = fieldsFromRows(rowsWithReadings(rows, readings));
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

function fieldsFromRows(rows: Row[]): { receipt: ReceiptFields; totalVerified: boolean } {
  const text = rows.map((r) => r.text).join('\n');
  const { name, address } = findSupplier(rows);
  const currency = findCurrency(text, rows);
  const totals = findTotals(rows);
  const totalRow = totals.total.value !== null ? rows.find((r) => r.bbox === totals.total.bbox || (r.page === totals.total.page && r.bbox[1] === totals.total.bbox?.[1]))?.index ?? null : null;
  const fields: Record<string, Field> = {
    supplier_name: name,
    supplier_address: address,
    supplier_phone: labelledToken(rows, /\b(TEL|TELEPHONE|PHONE|PH|HP|MOBILE|T)\b\.?\s*(NO\.?)?\s*[:.]?/i, /^\s*(\+?[\d][\d\s()-]{6,}\d)/, 0.8),
    supplier_tax_id: labelledToken(rows, /\b(GST|SST|VAT|TAX|TIN|ABN|UST|MWST)\s*(REG(ISTRATION)?\.?)?(\s*(ID|NO|NUMBER|#)\.?)+\s*[:.]?/i, /^\s*([A-Z]{0,3}[\d][\d-]{5,}[A-Z\d]?)/i, 0.8),
    date: findDate(rows, currency.field.value as string | null, currency.explicitUsd),
    time: findTime(rows),
    receipt_number: labelledToken(
      rows,
      /\b(RECEIPT|INVOICE|INV|BILL|DOC(UMENT)?|TRANS(ACTION)?|SLIP|CHECK|CHK|ORDER|REF|TRX|RCPT|CB)\s*(NO|NUMBER|#)?\.?\s*[:#.]?/i,
      /^\s*([A-Z]{0,6}[-/]?\d[\w/-]{2,})/i,
      0.7,
    ),
    currency: currency.field,
    subtotal: totals.subtotal,
    total_tax: totals.tax,
    tip: totals.tip,
    total_amount: totals.total,
    payment_method: findPaymentMethod(rows),
  };
  return { receipt: { fields, line_items: receiptItems(rows, totalRow, rowAmounts), taxes: totals.taxes }, totalVerified: totals.verified };
}
