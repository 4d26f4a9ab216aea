/**
 * Items in groups (`Material` / `Arbeitslohn`, `Recambios` / `Mano de obra`): a group's sum printed inside the item
 * table, and the rows that are items whatever their words.
 */
import type { LineItem } from '../types.ts';
import type { Doc, DocRow } from './shared.ts';
import { findMoney } from '../parse/amounts.ts';
import { close } from './checks.ts';
import { matchLabel, SUBTOTAL_LABELS, TAX_LABELS, TOTAL_LABELS } from './labels.ts';

/**
 * A row naming a sum (no tax's) whose amount sums the group of items above it, with a row priced in full among the
 * next few: a group's sum inside the table. `read` reads a row as an item under the table's columns.
 */
export function closesGroup(doc: Doc, index: number, group: LineItem[], read: (row: DocRow) => LineItem | null, totalsRow: boolean): boolean {
  const row = doc.rows[index];
  const namesSum = totalsRow || matchLabel(TOTAL_LABELS, row.text) !== null || matchLabel(SUBTOTAL_LABELS, row.text) !== null;
  if (group.length === 0 || !namesSum || matchLabel(TAX_LABELS, row.text)) return false;
  const amounts = findMoney(row.text);
  const sum = group.reduce((acc, item) => acc + (item.amount ?? 0), 0);
  if (amounts.length === 0 || !close(amounts[amounts.length - 1].value, sum, 0.011)) return false;
  return doc.rows.slice(index + 1, index + 5).some((next) => next.page === row.page && pricedInFull(read(next)));
}

/** Whether `amount` is the sum of a run of one or more consecutive items. */
export function sumsRunOfItems(items: LineItem[], amount: number | null): boolean {
  if (amount === null) return false;
  for (let end = items.length; end > 0; end--) {
    let sum = 0;
    for (let i = end - 1; i >= 0; i--) {
      sum += items[i].amount ?? 0;
      if (close(sum, amount, 0.011)) return true;
    }
  }
  return false;
}

/** Quantity, unit price and amount all read, and the first two make the third. */
export function pricedInFull(item: LineItem | null): boolean {
  if (!item || item.quantity === null || item.unit_price === null || item.amount === null) return false;
  return close(item.quantity * item.unit_price, item.amount, 0.011);
}
