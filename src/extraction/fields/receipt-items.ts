/**
 * A receipt's item rows: between the header and the totals block, rows that end with an amount. Quantities
 * come from a count printed before the description (`2 x COFFEE`, `1 TEA`) or from a `qty @ unit` row, never
 * from a price; a description may wrap onto the row above its amount; a weight or `qty @ unit` row under an
 * item is that item's detail, not an item; totals, taxes, tips, payments, discounts and rounding are never items.
 */
import { wordsPattern, type LabelRole } from '../features/receipt-labels.ts';
import { foldReceiptWord, receiptItemWords, receiptPattern, receiptRoleWords, receiptWords } from '../locale/index.ts';
import type { LineItem } from '../types.ts';
import { close } from './checks.ts';
import { letters, wordConfidence, type Row } from './receipt-rows.ts';

export interface PrintedAmount {
  value: number;
  raw: string;
}

/** Rows labelled as one of these are the totals block or the payment, not items. */
const NOT_ITEM_ROLES: LabelRole[] = ['total', 'strong_total', 'subtotal', 'tax', 'service', 'tip', 'cash', 'change', 'card', 'discount', 'rounding', 'points'];
/** Label words that are also common in item names (`CHOCOLATE BAR`, `PIN`, `BEEF SALE`): alone they do not make a label row. */
const ALSO_ITEM_WORDS = new Set(receiptItemWords('alsoItems'));

const NOT_ITEM = wordsPattern([...NOT_ITEM_ROLES.flatMap((role) => receiptRoleWords(role)).filter((w) => !ALSO_ITEM_WORDS.has(w)), ...receiptItemWords('notItems')]);
const COUNT_ROW = new RegExp(String.raw`\b(?:${receiptWords('itemCount')})\s*(?:${receiptWords('itemCountSuffix')})?\s*[:#]?\s*\d+\s*$`, 'i');
/** A tax rate row (`7.0% - Boston 0.65`) or a tax summary row. */
const RATE_ROW = /\d\s?%/;
/** Units of weighed or measured goods and the price per unit. */
const DETAIL_WORDS = new RegExp(String.raw`@|${receiptPattern('units').source}|\/\s?(?:${receiptWords('perUnit')})\b|${receiptPattern('unitPrice').source}`, 'i');

/** A count before the description: `2 x`, `1×`, `3 @`… or a bare small integer followed by the name. */
const LEADING_COUNT = /^(\d{1,3})\s*(?:[xX×*@](?=\s|\p{L})|\s)\s*/u;
/** OCR specks before a count (`I 1 Sunburst`, `{1 1 The Porkie`, `*x 1 RARE`): one or two characters, then the count. */
const SPECK_BEFORE_COUNT = /^(?:[^\s]{1,2}\s+){1,2}(?=\d{1,3}\s*(?:[xX×*@]\s*)?\s?\p{L})/u;
/** A count glued to the name (`1Garlic Bread`, `2COLD`): one digit before a capitalised word. */
const GLUED_COUNT = /^(\d)(?=\p{Lu}\p{L}{2})/u;
/** A lone `I`, `l` or `|` before the name: a `1` or a speck read as a letter. */
const LONE_STROKE = /^[Iil|!]\s+(?=\S)/;
/** Marks with no letter or digit before the name (`© YOGUR`, `** COLD`). */
const LEADING_MARKS = /^[^\p{L}\p{N}]+/u;

interface Description {
  text: string;
  quantity: number | null;
}

/** The description printed left of the first amount, without the count and specks before it. */
function describe(text: string): Description {
  let rest = text.trim().replace(SPECK_BEFORE_COUNT, '');
  let quantity: number | null = null;
  const count = LEADING_COUNT.exec(rest) ?? GLUED_COUNT.exec(rest);
  if (count && /\p{L}/u.test(rest.slice(count[0].length, count[0].length + 3))) {
    quantity = Number(count[1]);
    rest = rest.slice(count[0].length);
  }
  rest = rest.replace(LONE_STROKE, '');
  rest = rest.replace(LEADING_MARKS, '');
  // A count column between the name and the price (`FILET O FISH  2  9.40`).
  const trailing = /\s+(\d{1,3})\s*[xX×@*]?\s*$/.exec(rest);
  if (trailing) {
    quantity ??= Number(trailing[1]);
    rest = rest.slice(0, trailing.index);
  }
  rest = rest.trim();
  return { text: rest, quantity: quantity === 0 ? null : quantity };
}

/** The numbers of a row that are not its amounts (counts and weights such as `0.657`), by value. */
function otherNumbers(text: string, amounts: PrintedAmount[]): number[] {
  let rest = text;
  for (const a of amounts) rest = rest.replace(a.raw, ' ');
  return [...rest.matchAll(/(?<![\d.,])(\d{1,4}(?:[.,]\d{1,3})?)(?![\d.,]*\d)/g)].map((m) => Number(m[1].replace(',', '.'))).filter((n) => n > 0);
}

/** Whether `quantity × unit = amount` for some quantity among `counts`; that quantity. */
function quantityFor(counts: number[], unit: number, amount: number): number | null {
  return counts.find((q) => q !== 1 && close(q * unit, amount, Math.max(0.011, q * 0.005))) ?? null;
}

/** Amounts glued to a letter (`R26.90`, `@R19.90`, `5.99T` with its tax flag) set apart so that they parse. */
function amountsApart(text: string): string {
  return text.replace(/(?<=[\p{L}@])(?=\d{1,6}[.,]\d{2}(?![\d]))/gu, ' ').replace(/(?<=\d[.,]\d{2})(?=\p{L})/gu, ' ');
}

export function isItemLabelRow(text: string): boolean {
  const upper = foldReceiptWord(text);
  return NOT_ITEM.test(upper) || COUNT_ROW.test(upper) || (RATE_ROW.test(upper) && !/\p{L}{4}/u.test(upper.replace(/.*%/, '')));
}

function item(description: string, quantity: number | null, unit: number | null, amount: number, rows: Row[]): LineItem {
  const row = rows[rows.length - 1];
  const top = rows[0];
  return {
    description,
    quantity,
    unit_price: unit,
    amount,
    tax_rate: null,
    product_code: null,
    confidence: Math.round(0.5 * (0.6 + 0.4 * wordConfidence(rows)) * 100) / 100,
    page: row.page,
    bbox: [Math.min(top.bbox[0], row.bbox[0]), top.bbox[1], Math.max(top.bbox[2], row.bbox[2]), row.bbox[3]],
  };
}

/**
 * Item rows from the first row below the header to the row before `end` (the total's row, or the end).
 * `amountsOf`: the money amounts printed on a row, left to right (fields/receipt-totals.ts rowAmounts).
 */
export function receiptItems(rows: Row[], end: number | null, amountsOf: (row: Row) => PrintedAmount[]): LineItem[] {
  const items: LineItem[] = [];
  let pending: Row | null = null;
  let previous: { item: LineItem; row: Row } | null = null;
  for (const printed of rows.slice(0, end ?? rows.length)) {
    if (printed.y < 0.2 && printed.page === 1) continue;
    const row = { ...printed, text: amountsApart(printed.text) };
    if (isItemLabelRow(row.text)) {
      pending = null;
      previous = null;
      continue;
    }
    const amounts = amountsOf(row);
    if (!amounts.length) {
      pending = letters(row.text) >= 3 && !DETAIL_WORDS.test(row.text) ? row : null;
      continue;
    }
    const amount = amounts[amounts.length - 1];
    const before = row.text.slice(0, Math.max(0, row.text.indexOf(amounts[0].raw)));
    const own = describe(before);
    const counts = otherNumbers(row.text, amounts);
    const detail = DETAIL_WORDS.test(row.text) || letters(own.text) < 3;
    // A weight or `qty @ unit` row under an item: the item's quantity and unit price, not an item.
    if (previous && detail && amounts.length === 1) {
      const prevCounts = otherNumbers(previous.row.text, amountsOf(previous.row));
      const quantity = quantityFor([...counts, ...prevCounts], amount.value, previous.item.amount ?? NaN);
      if (quantity !== null) {
        previous.item.quantity = quantity;
        previous.item.unit_price = amount.value;
        previous = null;
        continue;
      }
    }
    // An amount under a description printed alone on the row above (`BBQ PROPANE` / `3.2 gal @ 1.99  6.37`).
    const wrapped = pending !== null && detail;
    const description = wrapped ? describe(pending!.text) : own;
    if (letters(description.text) < 3) {
      pending = null;
      continue;
    }
    const unit = amounts.length >= 2 ? amounts[amounts.length - 2].value : null;
    const quantity = unit !== null ? (quantityFor(counts, unit, amount.value) ?? description.quantity) : description.quantity;
    const made = item(description.text, quantity, unit, amount.value, wrapped ? [pending!, row] : [row]);
    items.push(made);
    previous = { item: made, row };
    pending = null;
  }
  return items;
}
