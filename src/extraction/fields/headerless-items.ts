/**
 * Line items of a table whose header row was not read (white on a dark band, or no header at all): a list of
 * names each with one amount, or rows whose quantity × unit price makes their amount.
 */
import type { LineItem } from '../types.ts';
import { findAmounts, type FoundAmount } from '../parse/amounts.ts';
import { findDates, withDatesBlanked } from '../parse/dates.ts';
import { unionBox } from '../layout/lines.ts';
import type { Doc, DocRow } from './shared.ts';
import { matchLabel, NOT_TOTAL, SUBTOTAL_LABELS, TAX_LABELS, TOTAL_LABELS } from './labels.ts';

/** A total or subtotal row. */
export function isSumRow(row: DocRow): boolean {
  const total = matchLabel(TOTAL_LABELS, row.text);
  return (total !== null && (total.label.weight >= 1 || !NOT_TOTAL.test(row.text))) || matchLabel(SUBTOTAL_LABELS, row.text) !== null;
}

/** A description without the date of a date column printed into it (`2025-01-13   Lawn maintenance`). */
export function withoutLeadingDate(text: string | null): string | null {
  if (!text) return text;
  const date = findDates(text)[0];
  if (!date || date.index !== 0) return text;
  const rest = text.slice(date.index + date.raw.length).replace(/^[\s,;:–-]+/u, '');
  return /^\p{L}{2,}/u.test(rest) ? rest : text;
}

/** Items without a header row: a list of names with one amount each, else rows whose arithmetic holds. */
export function headerlessItems(doc: Doc): LineItem[] {
  const listed = listedItems(doc);
  return listed.length > 0 ? listed : pricedRowItems(doc);
}

/** A row of a headerless list: a name, then one amount at the end of the row. */
interface ListRow {
  index: number;
  row: DocRow;
  label: string;
  amount: number;
}

/**
 * Items listed without a header row (`AWS Data Transfer   $0.01`, each followed by its breakdown
 * `Charges $0.01` / `VAT $0.00`): rows of a name and a single amount at their end. Names printed on several
 * such rows are breakdown keys, not items. A run of such rows between totals, two or more of them non-zero,
 * counts only when its amounts add up to a total or subtotal printed on the page; of several, the longest
 * run wins.
 */
function listedItems(doc: Doc): LineItem[] {
  const listed: ListRow[] = [];
  const targets: number[] = [];
  for (const [index, row] of doc.rows.entries()) {
    // Dates are no amounts (`07.10.2024 - 06.11.2024`, a billing period beside the item).
    const amounts = findAmounts(withDatesBlanked(row.text)).filter((a) => /[.,]\d{2}$/u.test(a.raw.replace(/\D+$/u, '')));
    const last = amounts[amounts.length - 1];
    const isTotal = isSumRow(row);
    if (isTotal && last) targets.push(last.value);
    if (isTotal || matchLabel(TAX_LABELS, row.text) || amounts.length !== 1) continue;
    if (row.text.slice(last.index + last.raw.length).trim() !== '' || row.bbox[2] < 0.5) continue;
    // The name is the row's first cell where other cells stand between it and the amount (a period, a tariff).
    const amountStart = row.lines.find((l) => l.text.includes(last.raw))?.bbox[0] ?? 1;
    const cells = row.lines.filter((line) => line.bbox[2] <= amountStart);
    const label = (cells.length >= 2 ? cells[0].text : row.text.slice(0, last.index)).replace(/[\s:.*$€£¥-]+$/u, '').trim();
    // Digits grouped for reading (`Línea móvil adicional 661 511 815`) may name an item; a long number is a reference.
    if (!/\p{L}{2,}/u.test(label) || /\d{5,}/u.test(label)) continue;
    listed.push({ index, row, label, amount: last.value });
  }
  const key = (label: string) => label.toLowerCase().replace(/[^\p{L}]/gu, '');
  const counts = new Map<string, number>();
  for (const r of listed) counts.set(key(r.label), (counts.get(key(r.label)) ?? 0) + 1);
  // Runs of named rows; a totals row or a row without amount-at-end text between them ends a run.
  const runs: ListRow[][] = [];
  let run: ListRow[] = [];
  let previous = -1;
  for (const r of listed) {
    const between = doc.rows.slice(previous + 1, r.index);
    const broken = previous < 0 || between.some((b) => isSumRow(b) || b.page !== r.row.page);
    if (broken && run.length > 0) {
      runs.push(run);
      run = [];
    }
    if ((counts.get(key(r.label)) ?? 0) === 1) run.push(r);
    previous = r.index;
  }
  if (run.length > 0) runs.push(run);
  // One non-zero amount equals a total trivially (`Charges 4.11`, `Credits 0.00`): that is a summary.
  const adding = runs.filter((r) => r.filter((x) => x.amount !== 0).length >= 2 && targets.some((t) => Math.abs(r.reduce((acc, x) => acc + x.amount, 0) - t) < 0.005 + 1e-9));
  if (adding.length === 0) return [];
  const best = adding.reduce((a, b) => (b.length > a.length ? b : a));
  return best.map(({ row, label, amount }) => ({
    description: label,
    quantity: null,
    unit_price: null,
    amount,
    tax_rate: null,
    product_code: null,
    confidence: 0.6,
    page: row.page,
    bbox: row.bbox,
  }));
}

/** Amounts printed on a page's total and subtotal rows: a run of items must add up to one of them. */
function sumTargets(doc: Doc): number[] {
  return doc.rows.filter(isSumRow).flatMap((row) => findAmounts(row.text).slice(-1).map((a) => a.value));
}

const withCents = (a: FoundAmount) => /[.,]\d{2}$/u.test(a.raw.replace(/\D+$/u, ''));

/**
 * Rows `[index]  description  quantity  unit price  amount` whose quantity × unit price is the amount, under a
 * header that was not read: each is an item, text-only rows right under it continue its description. Counted
 * only when the amounts add up to a total or subtotal printed on the page.
 */
function pricedRowItems(doc: Doc): LineItem[] {
  const items: (LineItem & { bottom: number })[] = [];
  let current: (LineItem & { bottom: number }) | null = null;
  for (const row of doc.rows) {
    if (isSumRow(row) || matchLabel(TAX_LABELS, row.text)) {
      current = null;
      continue;
    }
    const amounts = findAmounts(row.text);
    const [quantity, price, amount] = amounts.slice(-3);
    const priced = amounts.length >= 3 && withCents(amount) && row.text.slice(amount.index + amount.raw.length).trim() === '' &&
      quantity.value > 0 && price.value > 0 && Math.abs(quantity.value * price.value - amount.value) <= Math.max(0.01, amount.value * 0.0005);
    const description = priced ? (withoutLeadingDate(row.text.slice(0, quantity.index).replace(/^\s*\d{1,3}[.)]?\s+/u, '').trim()) ?? '') : '';
    if (priced && /\p{L}{2,}/u.test(description)) {
      current = { description, quantity: quantity.value, unit_price: price.value, amount: amount.value, tax_rate: null, product_code: null, confidence: 0.6, page: row.page, bbox: row.bbox, bottom: row.bbox[3] };
      items.push(current);
      continue;
    }
    const gap = current ? row.bbox[1] - current.bottom : 1;
    if (current && amounts.length === 0 && /\p{L}{2,}/u.test(row.text) && row.page === current.page && gap < (row.bbox[3] - row.bbox[1]) * 0.8) {
      current.description = `${current.description}\n${row.text.trim()}`;
      current.bbox = unionBox([current.bbox!, row.bbox]);
      current.bottom = row.bbox[3];
    } else current = null;
  }
  const sum = items.reduce((acc, item) => acc + (item.amount ?? 0), 0);
  if (items.length === 0 || sum <= 0 || !sumTargets(doc).some((t) => Math.abs(t - sum) < 0.005 + 1e-9)) return [];
  return items.map(({ bottom: _, ...item }) => item);
}
