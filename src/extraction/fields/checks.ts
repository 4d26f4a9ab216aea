/**
 * Arithmetic checks between fields: subtotal + tax = total, Σ line amounts = subtotal (or total),
 * quantity × unit price = amount. Used to pick between candidates and to flag results for review.
 */
import type { Candidate } from './shared.ts';
import type { LineItem } from '../types.ts';
import { hasDecimals, SEPARATOR_LOST } from '../parse/amounts.ts';

/** Amounts printed with two decimals may differ from their sum by a rounding cent. */
export const TOLERANCE = 0.011;

export const close = (a: number, b: number, tolerance = TOLERANCE) => Math.abs(a - b) <= tolerance;

export interface TotalsChoice {
  subtotal: Candidate | null;
  tax: Candidate | null;
  total: Candidate | null;
  consistent: boolean | null;
  /** The total includes the tax and a printed subtotal already did (prices with tax): subtotal = total, tax within. */
  inclusive?: boolean;
}

const num = (c: Candidate | null) => (c ? Number(c.value) : 0);
const above = (a: Candidate, b: Candidate) => a.page < b.page || (a.page === b.page && a.bbox[3] <= b.bbox[1] + 1e-4);
const samePlace = (a: Candidate, b: Candidate) => a.page === b.page && a.bbox.every((v, i) => Math.abs(v - b.bbox[i]) < 1e-4);

/**
 * Picks subtotal, tax and total together: the highest-scoring triple that adds up wins over individually
 * better candidates that do not (a document's totals block must add up). When the document says its prices
 * include the tax (`taxIncluded`) and nothing adds up, a subtotal equal to the total with a smaller tax is
 * consistent too.
 */
export function chooseTotals(subtotals: Candidate[], taxes: Candidate[], totals: Candidate[], taxIncluded = false, roundings: number[] = []): TotalsChoice {
  const best = (list: Candidate[]) => (list.length > 0 ? list.reduce((a, b) => (b.score > a.score ? b : a)) : null);
  const top = (list: Candidate[]) => [...list].sort((a, b) => b.score - a.score).slice(0, 6);
  let winner: { s: Candidate | null; t: Candidate | null; g: Candidate; score: number } | null = null;
  const topTotals = top(withSeparatorRestored(totals));
  const topTaxes = top(withSeparatorRestored(taxes));
  const topSubtotals = top(withSeparatorRestored(subtotals));
  for (const g of topTotals) {
    // A sum printed above the total as another "total" (`Total fees` over `Sales tax`, `Total current charges`) is
    // the subtotal when it adds up; weaker than a subtotal's own label.
    // One equal to the total repeats it (`Total … 33000.00` over `Grand Total ₹33,000.00`) where a tax is printed.
    // With no tax printed it repeats the total too where a subtotal of its own is printed (`Totale imponibile 2.704,00`
    // / `Marca da bollo 2,00` / `Totale documento 2.706,00` / `Netto a pagare 2.706,00`).
    const repeats = (other: Candidate) => close(num(other), num(g)) && (taxes.some((t) => num(t) !== 0 && Math.abs(num(t)) < Math.abs(num(g))) || subtotals.length > 0);
    const totalsAbove = topTotals.filter((other) => other !== g && above(other, g) && !repeats(other)).map((other) => ({ ...other, score: other.score * 0.5 }));
    for (const s of [...topSubtotals, ...totalsAbove, null]) {
      for (const t of [...topTaxes, null]) {
        if (!s && !t) continue;
        const sum = num(s) + num(t);
        // A printed rounding line closes the gap (`Round Off 0.37`).
        if (!s || !(close(sum, num(g)) || roundings.some((r) => close(sum + r, num(g))))) continue;
        // The same printed number cannot be both the subtotal and the total; tax is a part of the total.
        // Nor is a sum printed under the total on its page its subtotal (`Netto a pagare` under `Totale documento`).
        if (samePlace(s, g) || (s.page === g.page && s.bbox[1] >= g.bbox[3] - 1e-4) || (t && (samePlace(t, g) || Math.abs(num(t)) >= Math.abs(num(g))))) continue;
        // No tax is charged at more than the amount it is charged on.
        if (t && Math.abs(num(t)) > Math.abs(num(s))) continue;
        const score = g.score + (s?.score ?? 0) + (t?.score ?? 0.3);
        if (!winner || score > winner.score) winner = { s, t, g, score };
      }
    }
  }
  // Prices with tax: `Subtotal 120 / VAT included 20 / Total 120` adds up only as tax within the total, which
  // beats reading it as a subtotal with no tax.
  // A tax printed between a subtotal and a total equal to it is within them too, said or not (`Subtotal £137.46` /
  // `VAT 20% £13.50` / `Total £137.46`).
  const inclusive = !winner || !winner.t ? inclusiveTriple(top(subtotals), top(taxes), top(totals), taxIncluded) : null;
  if (inclusive) return inclusive;
  if (winner && (winner.t || winner.s)) {
    return { subtotal: winner.s, tax: winner.t, total: winner.g, consistent: true };
  }
  const subtotal = best(subtotals);
  const total = best(totals);
  // No tax is charged at more than the amount it is charged on: at most half of a total (`VAT … Net Total £1,306.00`,
  // a VAT analysis's header row beside the net, is no tax of a £1,411.44 total). A bare number stays: the tax is then
  // the difference of subtotal and total (tax-amount.ts).
  // A total below the subtotal is itself misread: it bounds nothing.
  const bounds = total !== null && (subtotal === null || Math.abs(num(total)) >= Math.abs(num(subtotal)));
  const tax = best(bounds ? taxes.filter((t) => !hasDecimals(t.raw) || Math.abs(num(t)) <= Math.abs(num(total)) / 2) : taxes);
  const consistent = subtotal && tax && total ? close(num(subtotal) + num(tax), num(total)) : null;
  return { subtotal, tax, total, consistent };
}

const RESTORED_SCORE = 0.8;

/**
 * The candidates, and for each amount OCR may have read without its decimal separator (`8,40 €` as `840€`) the
 * amount with two decimals, scored lower: it is chosen only where it makes the totals add up.
 */
function withSeparatorRestored(list: Candidate[]): Candidate[] {
  const restored = list.filter((c) => typeof c.value === 'number' && SEPARATOR_LOST.test(c.raw.trim()));
  return [...list, ...restored.map((c) => ({ ...c, value: Math.round(Number(c.value)) / 100, score: c.score * RESTORED_SCORE }))];
}

function inclusiveTriple(subtotals: Candidate[], taxes: Candidate[], totals: Candidate[], said: boolean): TotalsChoice | null {
  let winner: { s: Candidate; t: Candidate; g: Candidate; score: number } | null = null;
  for (const g of totals) {
    for (const s of subtotals) {
      if (samePlace(s, g) || !close(num(s), num(g))) continue;
      if (!said && !taxes.some((t) => num(t) !== 0 && above(s, t) && above(t, g))) continue;
      for (const t of taxes) {
        if (samePlace(t, g) || samePlace(t, s) || !(Math.abs(num(t)) < Math.abs(num(g))) || num(t) === 0) continue;
        const score = g.score + s.score + t.score;
        if (!winner || score > winner.score) winner = { s, t, g, score };
      }
    }
  }
  return winner ? { subtotal: winner.s, tax: winner.t, total: winner.g, consistent: true, inclusive: true } : null;
}

/** Whether line amounts add up to the subtotal or, failing that, the total; null when it cannot be told. */
export function lineItemsConsistent(items: LineItem[], subtotal: number | null, total: number | null): boolean | null {
  const amounts = items.map((item) => item.amount);
  if (amounts.length === 0 || amounts.some((a) => a === null)) return null;
  const sum = amounts.reduce<number>((acc, a) => acc + (a ?? 0), 0);
  if (subtotal !== null && close(sum, subtotal, 0.011 * amounts.length)) return true;
  if (total !== null && close(sum, total, 0.011 * amounts.length)) return true;
  if (subtotal === null && total === null) return null;
  return false;
}

/** qty × unit ≈ amount for a line (allowing per-unit rounding and discounts shown elsewhere is not attempted). */
export function lineArithmeticHolds(item: LineItem): boolean | null {
  if (item.quantity === null || item.unit_price === null || item.amount === null) return null;
  return close(item.quantity * item.unit_price, item.amount, Math.max(TOLERANCE, Math.abs(item.quantity) * 0.005));
}
