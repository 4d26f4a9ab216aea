/**
 * Charges printed after the taxed total and outside the tax (a vehicle's registration fees and excise duty, the
 * French débours, the Spanish suplidos): `Total inc. VAT £23,438.80` / `Vehicle Excise Duty £440.00` / `First
 * Registration Fee £55.00` / `Total Price £23,933.80`. The total is the last one, the taxed total plus those charges.
 */
import { findMoney } from '../parse/amounts.ts';
import { close } from './checks.ts';
import { rowOf, type Candidate, type Doc, type DocRow } from './shared.ts';

/** Rows of charges at most between the taxed total and the total that adds them. */
const MAX_CHARGES = 6;
/** How far an amount's right edge may stand from the total's column. */
const COLUMN_SLACK = 0.02;

/** The amounts of a row printed in the total's column. */
function columnAmounts(row: DocRow, right: number): number[] {
  return row.lines.filter((l) => Math.abs(l.bbox[2] - right) < COLUMN_SLACK).flatMap((l) => findMoney(l.text).map((a) => a.value));
}

/**
 * The total under the chosen one that is it plus the charges printed between them in its column, each one row;
 * null when there is none.
 */
export function totalWithCharges(doc: Doc, taxed: Candidate, totals: Candidate[]): { total: Candidate; charges: number } | null {
  const from = rowOf(doc, taxed);
  if (from < 0) return null;
  for (const candidate of totals) {
    const to = rowOf(doc, candidate);
    if (to <= from + 1 || to - from - 1 > MAX_CHARGES || doc.rows[to].page !== doc.rows[from].page) continue;
    const charges = doc.rows.slice(from + 1, to).map((row) => columnAmounts(row, taxed.bbox[2])).filter((amounts) => amounts.length > 0);
    // A row between holds one charge in the column, none a deduction (rows of the other column hold none).
    if (charges.length === 0 || charges.some((amounts) => amounts.length !== 1 || amounts[0] <= 0)) continue;
    const sum = charges.reduce((acc, [amount]) => acc + amount, 0);
    if (close(Number(taxed.value) + sum, Number(candidate.value))) return { total: candidate, charges: Math.round(sum * 100) / 100 };
  }
  return null;
}
