/**
 * A receipt's subtotal and tax completed from its total: subtotal + tax = total singles out the pair that the
 * labels missed (a subtotal row labelled `Counter-Eat In`, a tax row `TA 8.25% .56`), or the tax that was read
 * from the subtotal's row (`EAT IN TAX 4.89` above the `0.40` it labels).
 */
import { receiptPattern, receiptRoleWords } from '../locale/index.ts';
import { cents, close, isCoinMultiple, rowAmounts, type AmountCandidate } from './receipt-amounts.ts';
import { letters, type Row } from './receipt-rows.ts';
import type { Field, LineItem } from '../types.ts';

/** No country's sales tax or VAT is more than 30 % of the amount it is charged on. */
const MAX_TAX_RATE = 0.3;
const PERCENT = /\d\s?%/;
const TIP_LABEL = receiptPattern('tip');
const DISCOUNT = new RegExp(String.raw`\b(?:${receiptRoleWords('discount').join('|')})\b`, 'i');

/** Whether `tax` can be the tax in `total`: no more than the highest rate of the amount it is charged on. */
export function isPlausibleTax(tax: number, total: number): boolean {
  return tax <= MAX_TAX_RATE * (total - tax);
}

/** Amounts a tax row prints without the zero before the point (`TA 8.25% .56`). */
function pointAmounts(row: Row): AmountCandidate[] {
  const masked = row.text.replace(/\d+(?:[.,]\d+)?\s?%/g, (m) => ' '.repeat(m.length));
  return [...masked.matchAll(/(?<![\d.,])[.,](\d{2})(?![\d.,])/g)].map((m) => ({ value: Number(`0.${m[1]}`), raw: m[0], row }));
}

/** The amounts of a row that prints hardly a letter besides (none for a missing row). */
const amountsOnly = (row: Row | undefined): AmountCandidate[] => (row && letters(row.text) <= 2 ? rowAmounts(row) : []);

/**
 * Amounts that may be the tax: those on a row labelled as the tax or printing a rate (not a tip's or a
 * discount's) or on an unlabelled row below it (labels and amounts in two columns, read as rows out of step), and
 * the middle amount of a tax summary's row (`TOTAL 38.87 5.63 44.50`, net + tax = gross). `aboveLoneLabel`: also
 * those on an unlabelled row above a label printed alone (a slanted photo's amount rises out of its row), asked for
 * where both the subtotal and the total are known, not where the subtotal is sought among all amounts too.
 */
function taxCandidates(rows: Row[], isTaxRow: (row: Row) => boolean, aboveLoneLabel = false): AmountCandidate[] {
  const found: AmountCandidate[] = [];
  for (const [i, row] of rows.entries()) {
    const amounts = rowAmounts(row);
    if ((isTaxRow(row) || PERCENT.test(row.text)) && !TIP_LABEL.test(row.text) && !DISCOUNT.test(row.text)) {
      const above = aboveLoneLabel && !amounts.length ? amountsOnly(rows[i - 1]) : [];
      found.push(...amounts, ...pointAmounts(row), ...amountsOnly(rows[i + 1]), ...above);
    } else if (amounts.length === 3 && close(amounts[0].value + amounts[1].value, amounts[2].value)) found.push(amounts[1]);
  }
  return found;
}

export interface CompletedAmounts {
  subtotal: AmountCandidate | null;
  tax: AmountCandidate | null;
  /** Which of the two the arithmetic supplied. */
  completed: { subtotal: boolean; tax: boolean };
}

/**
 * The subtotal and tax, the missing one (or a tax too large to be one) completed when exactly one pair of
 * printed amounts adds up to the total: the tax from a tax row, the subtotal anywhere on the receipt.
 */
export function completeByArithmetic(rows: Row[], total: number | null, subtotal: AmountCandidate | null, tax: AmountCandidate | null, isTaxRow: (row: Row) => boolean): CompletedAmounts {
  const unchanged = { subtotal, tax, completed: { subtotal: false, tax: false } };
  if (total === null || total <= 0 || tax?.value === 0) return unchanged;
  const plausible = (t: number) => t > 0 && isPlausibleTax(t, total);
  const knownTax = tax && plausible(tax.value) ? tax : null;
  if (subtotal && knownTax) return unchanged;
  const amounts = rows.flatMap((row) => rowAmounts(row));
  const pairs: { subtotal: AmountCandidate; tax: AmountCandidate }[] = [];
  for (const t of taxCandidates(rows, isTaxRow)) {
    if (!plausible(t.value) || (knownTax && !close(t.value, knownTax.value))) continue;
    const rest = cents(total - t.value);
    if (subtotal && !close(subtotal.value, rest)) continue;
    const s = subtotal ?? amounts.find((a) => a !== t && close(a.value, rest));
    if (s) pairs.push({ subtotal: s, tax: knownTax ?? t });
  }
  const values = new Set(pairs.map((p) => `${cents(p.subtotal.value)}/${cents(p.tax.value)}`));
  if (values.size !== 1) return unchanged;
  const [pair] = pairs;
  return { subtotal: pair.subtotal, tax: pair.tax, completed: { subtotal: pair.subtotal !== subtotal, tax: pair.tax !== tax } };
}

/** Taxes printed one per row on consecutive tax rows (`State Tax 1.07` / `City Tax 0.72`): each run of two or three rows' last amounts. */
function taxRuns(rows: Row[], isTaxRow: (row: Row) => boolean): AmountCandidate[][] {
  const last = rows.map((row) => (isTaxRow(row) && !TIP_LABEL.test(row.text) ? rowAmounts(row).at(-1) : undefined));
  const runs: AmountCandidate[][] = [];
  for (let start = 0; start < last.length; start++) {
    for (let end = start + 2; end <= Math.min(last.length, start + 3); end++) {
      const run = last.slice(start, end);
      if (run.every((a): a is AmountCandidate => a !== undefined)) runs.push(run);
    }
  }
  return runs;
}

/**
 * The tax printed between a subtotal and a total chosen after the rules (the model's): the one value on a tax
 * row, a rate's row or a tax summary's row, or the sum of consecutive tax rows, that makes subtotal + tax =
 * total; null when none or several do. With the amounts it is the sum of.
 */
export function taxAddingUp(rows: Row[], subtotal: number, total: number, isTaxRow: (row: Row) => boolean): { value: number; parts: AmountCandidate[] } | null {
  if (total <= 0) return null;
  const options = [...taxCandidates(rows, isTaxRow, true).map((t) => [t]), ...taxRuns(rows, isTaxRow)]
    .filter((parts) => parts.every((p) => p.value > 0))
    .map((parts) => ({ value: cents(parts.reduce((s, p) => s + p.value, 0)), parts }));
  const found = options.filter(({ value }) => isPlausibleTax(value, total) && close(subtotal + value, total));
  return new Set(found.map((f) => f.value)).size === 1 ? found[0] : null;
}

const ROUNDING = receiptPattern('rounding');

/** The few cents of a rounding adjustment, signed as printed: on its label's row, or alone on the row above or below. */
function roundingCents(rows: Row[]): number | null {
  for (const [i, row] of rows.entries()) {
    if (!ROUNDING.test(row.text)) continue;
    const near = [row, ...[rows[i - 1], rows[i + 1]].filter((r) => r !== undefined && letters(r.text) <= 2)];
    for (const r of near) {
      const adjustment = rowAmounts(r).find((a) => a.value !== 0 && Math.abs(a.value) <= 0.05);
      if (adjustment) return adjustment.value;
    }
  }
  return null;
}

/**
 * The total after the rounding adjustment the receipt prints, when `total` is the amount before it (`Total 15.39`,
 * `Rounding 0.01`: 15.40 was paid); null when `total` is already rounded or no single sign makes a coin multiple.
 */
export function roundedTotal(rows: Row[], total: number): number | null {
  if (isCoinMultiple(total)) return null;
  const adjustment = roundingCents(rows);
  if (adjustment === null) return null;
  const options = [cents(total + adjustment), cents(total - adjustment)].filter(isCoinMultiple);
  return options.length === 1 ? options[0] : null;
}

/**
 * The total with the dollar sign OCR read as a digit dropped (`Total 897.74` for `$97.74`), when only that way
 * does it equal subtotal + tax (+ tip); null otherwise. `raw`: the total as printed.
 */
export function totalWithoutMisreadSign(raw: string, total: number, subtotal: number | null, tax: number | null, tip: number | null): number | null {
  if (subtotal === null || tax === null) return null;
  const sum = cents(subtotal + tax + (tip ?? 0));
  if (close(total, sum) || close(total, cents(subtotal + tax))) return null;
  const digits = /(?<![\d.,])[8S5](\d{1,5}[.,]\d{2})(?![\d.,])/.exec(raw.replace(/\s/g, ''));
  if (!digits) return null;
  const value = Number(digits[1].replace(',', '.'));
  return close(value, sum) ? value : null;
}

/**
 * The subtotal of a receipt charged no tax or tip: its items add up to the total, so what it cost before
 * tax is the total (`Hamburger 2.40 … Amount Due  No Tax  $14.00`). Null when any of those is printed, or when
 * the items do not add up.
 */
export function untaxedSubtotal(fields: Record<string, Field>, items: LineItem[]): Field | null {
  const value = (name: string) => (typeof fields[name]?.value === 'number' ? (fields[name].value as number) : null);
  const total = value('total_amount');
  if (total === null || total <= 0 || value('subtotal') !== null || (value('total_tax') ?? 0) !== 0 || value('tip') !== null) return null;
  if (!items.length || items.some((item) => item.amount === null || item.amount < 0)) return null;
  return close(cents(items.reduce((sum, item) => sum + (item.amount ?? 0), 0)), total) ? { ...fields.total_amount } : null;
}
