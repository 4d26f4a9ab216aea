import type { LineItem } from '../types.ts';

/**
 * What CII and UBL invoice lines share once read: which lines bill something, and the printed description
 * of an item from its name, free-text description and identifiers.
 */

/**
 * Factur-X / ZUGFeRD EXTENDED line status reasons (BT-X-8): a `GROUP` line totals the sub-lines under it
 * and an `INFORMATION` line only informs; `DETAIL` lines are what is billed.
 */
const NOT_BILLED_STATUS = new Set(['GROUP', 'INFORMATION']);

/**
 * Whether an invoice line bills goods or services. Not: a group or information line by its status; a line
 * with nothing to bill — no amount (or zero) and no quantity (or zero) — which writers use for sub-headings
 * (`--- Food Products ---`) and remarks between the items. A free item keeps its quantity and stays.
 */
export function isBilledLine(item: LineItem, statusReason: string | null): boolean {
  if (statusReason !== null && NOT_BILLED_STATUS.has(statusReason.trim().toUpperCase())) return false;
  const nothing = (value: number | null) => value === null || value === 0;
  return !(nothing(item.amount) && nothing(item.quantity));
}

/**
 * The item's printed description: its name (BT-153), without an identifier of the item it repeats in
 * brackets or asterisks (`[FURN_7777] Office Chair`, `*987123* Olive Oil` — the code is `product_code`).
 * The free-text description (BT-154) replaces the name when its first line is that name and more lines
 * follow (`[17589684] Beeswax XL` / `Acme beeswax`): it is then the name as printed with its continuation.
 * Otherwise the description is a remark (packaging, dates) and only stands in when there is no name.
 */
export function itemDescription(name: string | null, description: string | null, codes: (string | null)[]): string | null {
  const ids = codes.filter((code): code is string => code !== null && code.trim() !== '').map((code) => code.trim());
  const cleanName = name === null ? null : withoutCode(name, ids);
  const cleanDescription = description === null ? null : withoutCode(description, ids);
  if (cleanName && cleanDescription) {
    const [first, ...rest] = tidy(cleanDescription).split('\n');
    if (rest.length > 0 && first === tidy(cleanName)) return tidy(cleanDescription);
  }
  return cleanName || cleanDescription || null;
}

/** Lines trimmed at their ends, blank lines dropped (XML indentation inside a text node). */
function tidy(text: string): string {
  return text
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

function withoutCode(text: string, ids: string[]): string {
  for (const id of ids) {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    const wrapped = new RegExp(`^(?:\\[${escaped}\\]|\\(${escaped}\\)|\\{${escaped}\\}|\\*${escaped}\\*)\\s+(?=\\S)`, 'u');
    if (wrapped.test(text)) return text.replace(wrapped, '');
  }
  return text;
}
