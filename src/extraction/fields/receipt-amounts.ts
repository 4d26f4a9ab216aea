/**
 * Amounts as a receipt prints them: the money-looking numbers of a row, with OCR's usual breaks put back.
 */
import { findAmounts, hasDecimals, NO_LEADING_ZERO, POINT_READ_AS_SPACE, SPACE_BEFORE_POINT, SPLIT_CENTS } from '../parse/amounts.ts';
import type { Row } from './receipt-rows.ts';

/** Two amounts equal to the cent. */
export const close = (a: number, b: number) => Math.abs(a - b) < 0.005;
export const cents = (value: number) => Math.round(value * 100) / 100;
/** Cash totals are rounded to the smallest coin, 5 or 10 cents where cash rounding exists. */
export const isCoinMultiple = (value: number) => Math.abs(Math.round(value * 20) - value * 20) < 1e-6;

export interface AmountCandidate {
  value: number;
  raw: string;
  row: Row;
}


/**
 * Amounts as OCR breaks them put back: `O` for a zero inside a number (`RMO0.55`, `1O.50`), a space after
 * the decimal point (`65. 20`), between the cents of the row's last amount (`NET TOTAL 22.2 5`) or before its point
 * (`Total 20 .42`), a point read as a space after a currency sign (`$1 90`), the leading zero a till leaves out
 * (`TAX .82`), and the ringgit sign read a letter off (`RH43.40`, `KM12.00`), which hides the amount glued to it
 * (`mM4.00`).
 */
export function repairAmounts(text: string): string {
  return text
    .replace(/(?<=\d|\d[.,]|\bRM)[Oo]|[Oo](?=\d*[.,]\d{2}(?!\d))/g, '0')
    .replace(/\b(?:R[A-LN-Z]|[A-QS-Za-z]M)(?=\d{1,6}[.,] ?\d{2}(?![\d.,]))/g, 'RM')
    .replace(/(?<![\d.,])(\d{1,6})\. (\d{2})(?![\d.,])/g, '$1.$2')
    .replace(SPLIT_CENTS, '$1$2')
    .replace(SPACE_BEFORE_POINT, '$1$2$3')
    .replace(POINT_READ_AS_SPACE, '$1$2.$3')
    .replace(NO_LEADING_ZERO, '0$1');
}

/** The amounts printed on a row, money-looking ones only (with decimals), rightmost last. */
export function rowAmounts(row: Row): AmountCandidate[] {
  // Dates, times and percentages are not amounts.
  const masked = repairAmounts(row.text)
    .replace(/\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}/g, (m) => ' '.repeat(m.length))
    .replace(/\d{1,2}:\d{2}(:\d{2})?/g, (m) => ' '.repeat(m.length))
    .replace(/\d+(\.\d+)?\s?%/g, (m) => ' '.repeat(m.length));
  return findAmounts(masked)
    .filter((a) => hasDecimals(a.raw) && Math.abs(a.value) < 1e7)
    .map((a) => ({ value: a.value, raw: a.raw, row }));
}
