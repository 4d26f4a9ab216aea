/**
 * A receipt's date and time: date-shaped tokens with OCR's digit confusions repaired, the day/month order
 * from evidence (the other dates, the currency, the country), a date under a date label preferred.
 */
import { receiptPattern } from '../locale/index.ts';
import { dominantCountry } from '../parse/currency.ts';
import { findDates, inferDateOrder, repairMonthNames, type DateOrder } from '../parse/dates.ts';
import { emptyField, type Field } from '../types.ts';
import { field, type Row } from './receipt-rows.ts';

function orderFromCurrency(currency: string | null): DateOrder | null {
  if (!currency) return null;
  return currency === 'USD' ? 'MDY' : 'DMY';
}

/**
 * The order of the one country the text points to (a US state and ZIP code, `Sales Tax`, an Australian
 * postcode…), whether or not a currency is printed; Canada writes both orders.
 */
function orderFromCountry(text: string, printed: string | null): DateOrder | null {
  const country = dominantCountry(text, printed);
  return country === null || country === 'CAD' ? null : orderFromCurrency(country);
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

export const DATE_LABEL = receiptPattern('date');
/** Dates that are not the purchase's: expiry, validity, due. */
const EXPIRY_LABEL = receiptPattern('expiry');
const TIME_LABEL = receiptPattern('time');

/** A date in a table under a `Date  Time` column header is labelled by the row above it. */
function underDateHeader(rows: Row[], row: Row): boolean {
  const above = rows[row.index - 1];
  return above !== undefined && above.page === row.page && DATE_LABEL.test(above.text) && !/\d/.test(above.text);
}

/**
 * The receipt's date. `evidence`: more text of the receipt to tell its country by (another reading of it). The
 * day/month order comes from the receipt's other dates, else its country (a date is written as its country writes
 * it, whatever currency is printed), else its currency.
 */
export function findDate(rows: Row[], currency: string | null, explicitUsd: boolean, evidence = '', glued = false): Field {
  const text = rows.map((r) => r.text).join('\n');
  const inferred = inferDateOrder(text);
  const printed = currency === 'USD' && !explicitUsd ? null : currency;
  const order = inferred ?? orderFromCountry(`${text}\n${evidence}`, printed) ?? orderFromCurrency(printed);
  const thisYear = new Date().getUTCFullYear();
  let best: { value: string; raw: string; score: number; row: Row } | null = null;
  for (const row of rows) {
    const text = repairMonthNames(row.text);
    const rowText = glued ? repairDigits(text).replace(/(\p{L})(\d)/gu, '$1 $2').replace(/(\d)(\p{L})/gu, '$1 $2') : text;
    for (const date of findDates(rowText, { order: order ?? 'DMY' })) {
      const year = Number(date.value.slice(0, 4));
      let score = 0.7;
      if (DATE_LABEL.test(row.text)) score += 0.2;
      else if (underDateHeader(rows, row)) score += 0.15;
      if (year > thisYear + 1 || year < thisYear - 30) score -= 0.5;
      if (EXPIRY_LABEL.test(row.text)) score -= 0.3;
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
  return glued ? emptyField() : findDate(rows, currency, explicitUsd, evidence, true);
}

/**
 * `HH:MM[:SS]` with its meridiem, after a label's colon (`Time:20:02`) but not inside another time or a number.
 * Tills shorten the meridiem to its letter (`10:52 P`, `7:23:34P`), and OCR reads a thermal `M` as `H` or `K`.
 * A dotted `14.10` counts only with a meridiem: it is more often an amount or a date.
 */
const TIME = /(?<!\d)(?<!\d[:.])([01]?\d|2[0-3])[:.]([0-5]\d)(?:[:.]([0-5]\d))?\s*([AP]\.?(?:M\.?|[HKN](?![\p{L}])|(?![\p{L}])))?(?![\d.,]\d)/giu;

/** A time that opens or closes a range (`5:00PM-6:00PM`, opening hours) is no time of the purchase. */
const inRange = (text: string, match: RegExpMatchArray) => {
  const at = match.index ?? 0;
  return /\d[:.]\d\d\s*(?:[AP]\.?M\.?)?\s*[-–~]\s*$/i.test(text.slice(0, at)) || /^\s*[-–~]\s*\d{1,2}[:.]\d\d/.test(text.slice(at + match[0].length));
};

/** The receipt's time: the one printed beside its date (`dateRow`) if any, else the first. */
export function findTime(rows: Row[], dateRow: Row | null = null): Field {
  for (const row of dateRow ? [dateRow, ...rows] : rows) {
    const match = [...row.text.matchAll(TIME)].find((m) => (!m[0].includes('.') || /[:]/.test(m[0]) || m[4]) && !inRange(row.text, m));
    if (!match) continue;
    let hour = Number(match[1]);
    const meridiem = match[4]?.[0].toUpperCase();
    if (meridiem === 'P' && hour < 12) hour += 12;
    if (meridiem === 'A' && hour === 12) hour = 0;
    const value = `${String(hour).padStart(2, '0')}:${match[2]}${match[3] ? `:${match[3]}` : ''}`;
    return field(value, match[0].trim(), TIME_LABEL.test(row.text) ? 0.9 : 0.7, [row]);
  }
  return emptyField();
}
