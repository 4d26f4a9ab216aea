/**
 * Line items from the item table: a header row names the columns (description, quantity, unit price, tax,
 * amount); each following row with an amount under the amount column is an item, rows of text between items
 * continue the description above; the table ends at the totals. Tables continue across pages.
 */
import type { BBox, LineItem, Word } from '../types.ts';
import { findAmounts, findMoney, hasDecimals } from '../parse/amounts.ts';
import { unionBox } from '../layout/lines.ts';
import { close, lineArithmeticHolds } from './checks.ts';
import { closesGroup, pricedInFull, sumsRunOfItems } from './item-groups.ts';
import { headerlessItems, isSumRow, withoutLeadingDate } from './headerless-items.ts';
import type { Doc, DocRow } from './shared.ts';
import { columnAt, descriptionRange, HEADER_WORDS, headerBand, headerColumns, type Column, type Role } from './item-columns.ts';
import { CARRIED_FORWARD, DISCOUNT, foldAccents, matchLabel, NOT_TOTAL, SUBTOTAL_LABELS, TAX_LABELS, TOTAL_LABELS } from './labels.ts';
import { ISO_CURRENCIES } from '../locale/index.ts';

/** A discount heading a row (`Remise`, `Rabatt`, `Sconto`): under a subtotal it is a totals row. */
const DISCOUNT_ROW = new RegExp(`^\\s*(?:${DISCOUNT.source})`, 'iu');
const CURRENCY_CODE = new RegExp(`(?<![\\p{L}])(?:${ISO_CURRENCIES.join('|')})(?![\\p{L}])`, 'gu');
/** A text row this many of its heights under an item, or closer, continues its description. */
const CONTINUATION_GAP = 1;

/** A line that only states an item identifier: `GTIN: 4012345001235`, `Art.-Nr. TB100A4`, `SKU 88-1`. */
const CODE_LINE = new RegExp(
  String.raw`^(?:gtin|ean(?:[-\s]?(?:code|vke|\d+))?|upc|sku|isbn|mpn|art(?:ikel)?\.?[-\s]?nr\.?|artikelnummer|item\s*(?:no|#|number|code)\.?|part\s*(?:no|#|number)\.?|product\s*(?:code|no)\.?|réf(?:érence)?\.?|ref\.?\s*(?:no)?\.?)\s*[:#]?\s*([\p{L}\d][\p{L}\d./-]*)$`,
  'iu',
);

/**
 * The header of another table (`Art   Grund   %   Grundbetrag   Betrag` over allowances and charges, after
 * the items): three or more cells of words only, one of them naming a numeric column. It ends the item table.
 */
function isOtherTableHeader(row: DocRow): boolean {
  if (row.lines.length < 3 || /\d/u.test(row.text)) return false;
  return HEADER_WORDS.some(([role, pattern]) => role !== 'description' && row.lines.some((l) => pattern.test(foldAccents(l.text))));
}

function isTotalsRow(row: DocRow): boolean {
  const total = matchLabel(TOTAL_LABELS, row.text);
  if (total && (total.label.weight >= 1 || !NOT_TOTAL.test(row.text))) return true;
  const tax = matchLabel(TAX_LABELS, row.text);
  return tax !== null && tax.index === 0;
}

/**
 * A label naming a tax that runs from the description column over the next ones (`Importe exento / no sujeto a IVA
 * 314,06 €` under the items): a totals block's row. An item's description stays in its column.
 */
function isTaxedSumLabel(row: DocRow, columns: Column[]): boolean {
  if (!matchLabel(TAX_LABELS, row.text)) return false;
  const [, end] = descriptionRange(columns);
  return row.lines.some((l) => l.bbox[0] < end && l.bbox[2] > end + 0.02 && !/\d/u.test(l.text) && matchLabel(TAX_LABELS, l.text) !== null);
}

export function extractLineItems(doc: Doc): LineItem[] {
  type OpenItem = ReadItem & { lastRowBottom: number };
  const items: OpenItem[] = [];
  const headers = doc.rows.map((_, index) => headerColumns(headerBand(doc.rows, index)));
  // The tables each page heads in its upper half (by their columns): a page that heads the open table again
  // prints no items above that header.
  const signature = (columns: Column[]) => columns.map((c) => c.role).join(' ');
  const headedOn = new Set(doc.rows.flatMap((row, index) => (headers[index] && row.bbox[1] < 0.5 ? [`${row.page} ${signature(headers[index])}`] : [])));
  let columns: Column[] | null = null;
  let headerAt = -1;
  let current: OpenItem | null = null;
  /** Rows since the last item that may hold the start of the next one (cells printed above the amount). */
  let pending: DocRow[] = [];
  let afterSubtotal = false;
  /** The first item since the table's header or its last group's sum. */
  let groupStart = 0;
  for (const [index, row] of doc.rows.entries()) {
    const header = headers[index];
    // A new page's running head, address or reference grid before its own header row is no item.
    if (columns && !header && index > 0 && doc.rows[index - 1].page !== row.page && headedOn.has(`${row.page} ${signature(columns)}`)) {
      columns = null;
      current = null;
      pending = [];
    }
    if (header) {
      // A header printed over several rows is found on each of them: what lies left of a column is
      // known from all of them together.
      if (columns && headerAt === index - 1) {
        for (const column of header) {
          const same = columns.find((c) => c.role === column.role && Math.abs(c.x0 - column.x0) < 0.01);
          if (same) column.left = Math.max(column.left, same.left);
        }
      }
      headerAt = index;
      afterSubtotal = false;
      columns = header;
      current = null;
      pending = [];
      groupStart = items.length;
      continue;
    }
    if (!columns) continue;
    const tableColumns = columns;
    // The sum of a group of items with more items under it (`Summe Material   473,46` / `Arbeitslohn` / …): the
    // table goes on.
    if (closesGroup(doc, index, items.slice(groupStart), (other) => readItem([other], tableColumns), isTotalsRow(row))) {
      current = null;
      pending = [];
      groupStart = items.length;
      continue;
    }
    // Under a subtotal a tax row is a totals row wherever its label starts (`zzgl. USt. 19 %`).
    // A discount right over the subtotal (`Discount (10%)   -2,590.50` / `Subtotal`) opens the totals block; one with
    // a priced row under it (`Remise multi-inscriptions 15 %   -131,40` / `Support de cours   342,00`) is an item.
    const nextPriced = doc.rows.slice(index + 1, index + 3).find((next) => findMoney(next.text).length > 0);
    const discountOverSum = DISCOUNT.test(row.text) && nextPriced !== undefined && isSumRow(nextPriced);
    // A tax word heading a group of rows, no figure on its row (`Taxes et contributions`): the table goes on, the
    // rows under it are items of their own.
    if (matchLabel(TAX_LABELS, row.text)?.index === 0 && !/\d/u.test(row.text) && !matchLabel(TOTAL_LABELS, row.text)) {
      current = null;
      pending = [];
      continue;
    }
    // A row priced in full, quantity times unit price making its amount, is an item whatever its words
    // (`GST returns - two-monthly   1.00   280.00   15%   280.00`).
    const endsItems = (isTotalsRow(row) || discountOverSum || isTaxedSumLabel(row, columns)) && (afterSubtotal || !pricedInFull(readItem([row], columns)));
    if (endsItems || isOtherTableHeader(row) || (afterSubtotal && matchLabel(TAX_LABELS, row.text))) {
      columns = null;
      current = null;
      continue;
    }
    if (matchLabel(SUBTOTAL_LABELS, row.text) || (afterSubtotal && DISCOUNT_ROW.test(row.text))) {
      current = null;
      pending = [];
      afterSubtotal = true;
      continue;
    }
    const lead = leadingRows(pending, row);
    const item = readItem([...lead, row], columns);
    // A row whose amount is the sum of the items above it is their sum (`Brutobedrag`, `Mercadorias/serviços`); under
    // one item, when it names a tax or a total (`Resumo de impostos   Mercadorias/serviços   1520,00 €`).
    const namesSum = matchLabel(TAX_LABELS, row.text) !== null || matchLabel(TOTAL_LABELS, row.text) !== null || matchLabel(SUBTOTAL_LABELS, row.text) !== null;
    // Named a total, the sum of a run of items is a group's (`Total pièces HT   13,18 €`, `Total main-d'œuvre HT   419,20 €`).
    const sumOfItems = item !== null && (close(items.reduce((acc, i) => acc + (i.amount ?? 0), 0), item.amount ?? NaN, 0.011) || (namesSum && sumsRunOfItems(items, item.amount)));
    // The sum carried from one page to the next, at a page's foot or under the next page's header: the table goes on.
    const carried = item !== null && item.quantity === null && sumOfItems && items.length > 0 && (CARRIED_FORWARD.test(row.text) || (items[items.length - 1].page ?? row.page) < row.page);
    if (carried) {
      current = null;
      pending = [];
      continue;
    }
    if (item && item.quantity === null && sumOfItems && (items.length >= 2 || (items.length === 1 && namesSum))) {
      columns = null;
      current = null;
      continue;
    }
    if (item) {
      current = { ...item, lastRowBottom: row.bbox[3] };
      items.push(current);
      pending = [];
      continue;
    }
    const description = descriptionText([row], columns);
    const gap = current ? row.bbox[1] - current.lastRowBottom : 1;
    // A row with money of its own right of the descriptions (a payment in a credits column) continues none.
    const [, descriptionEnd] = descriptionRange(columns);
    const ownMoney = row.lines.some((l) => l.bbox[0] > descriptionEnd && findMoney(l.text).length > 0);
    // A count summed under the items (`Total hours   11.00`) continues no description.
    const summary = matchLabel(TOTAL_LABELS, row.text)?.index === 0;
    if (current && description && !summary && !ownMoney && current.page === row.page && gap < (row.bbox[3] - row.bbox[1]) * CONTINUATION_GAP) {
      // An identifier line under the name (`GTIN: 4012345001235`) is the item's code, not its description.
      const code = CODE_LINE.exec(description);
      if (code) current.product_code ??= code[1];
      else current.description = current.description ? `${current.description}\n${description}` : description;
      current.bbox = unionBox([current.bbox!, row.bbox]);
      current.lastRowBottom = row.bbox[3];
    } else {
      current = null;
      pending.push(row);
    }
  }
  if (items.length === 0) return headerlessItems(doc);
  // Where the items' amounts have cents, a whole number read as one is a page number, a phone or a postcode in the
  // page's foot or head (`Seite 2 von 3`, `Tel. 0773 238201`).
  const withCents = items.filter((item) => !item.wholeAmount).length;
  const kept = withCents >= 2 && withCents >= items.length * 0.8 ? items.filter((item) => !item.wholeAmount) : items;
  return kept.map(({ lastRowBottom: _, wholeAmount: __, ...item }) => item);
}

/** An item as read, with whether its amount was printed without decimals. */
type ReadItem = LineItem & { wholeAmount: boolean };

/** The pending rows directly above `row` (no blank line between), which belong to the same item. */
function leadingRows(pending: DocRow[], row: DocRow): DocRow[] {
  const lead: DocRow[] = [];
  let top = row.bbox[1];
  for (let i = pending.length - 1; i >= 0; i--) {
    const above = pending[i];
    if (above.page !== row.page || top - above.bbox[3] > (above.bbox[3] - above.bbox[1]) * 0.5) break;
    lead.unshift(above);
    top = above.bbox[1];
  }
  return lead;
}

/**
 * The words of a row in the description column. A word ending past the column counts by its centre. A
 * description left-aligned under a centred header starts left of the header: words there count when they
 * run on, in the same cell, into the column — but not past the end of the header text on the left (`Pos`,
 * `Art-Nr`), whose column they belong to.
 */
function descriptionWords(row: DocRow, columns: Column[]): Word[] {
  const [x0, x1] = descriptionRange(columns);
  const column = columns.find((c) => c.role === 'description');
  const floor = column ? Math.min(x0, column.left + 0.005) : x0;
  const picked: Word[] = [];
  for (const [i, line] of row.lines.entries()) {
    // A cell after the description's own that runs on past the column is the next column's, right-aligned into
    // this one (`Serverless Functions — Requests   86.19 M requests`).
    const ownBefore = row.lines.slice(0, i).some((l) => l.bbox[0] >= floor - 0.005 && l.bbox[2] <= x1 + 0.005);
    if (ownBefore && line.bbox[2] > x1 + 0.005) continue;
    const words = line.words.filter((w) => w.bbox[0] >= floor && (w.bbox[0] + w.bbox[2]) / 2 <= x1);
    const reaches = words.map((w) => w.bbox[2] > x0);
    // A cell of words under a centred header that stops short of it (`Service call fee` under `DESCRIPTION`).
    const named = words.length > 0 && words[0].bbox[0] < x0 && /\p{L}{3,}/u.test(words.map((w) => w.text).join(' '));
    words.forEach((w, i) => {
      if (w.bbox[0] >= x0 || reaches.slice(i).some(Boolean) || named) picked.push(w);
    });
  }
  return picked;
}

/** Text of the rows inside the description column, one line per row, or null. */
function descriptionText(rows: DocRow[], columns: Column[]): string | null {
  const lines = rows
    // A table's rules read by OCR as bars (`| SEO audit |`) are no part of it.
    .map((row) => descriptionWords(row, columns).map((w) => w.text).join(' ').replace(/^[\s|]+|[\s|]+$/gu, ''))
    .filter((text) => text.length > 0);
  const text = lines.join('\n');
  return /\p{L}{2,}/u.test(text) ? text : null;
}

/** An item from its rows (the last one holds the amount under the amount column), or null. */
function readItem(rows: DocRow[], columns: Column[]): ReadItem | null {
  const values: Partial<Record<Role, number>> = {};
  let amountBox: BBox | null = null;
  let amountRaw = '';
  const [, descriptionEnd] = descriptionRange(columns);
  for (const [index, row] of rows.entries()) {
    for (const line of row.lines) {
      if (line.bbox[2] < descriptionEnd) continue;
      for (const found of findAmounts(line.text.replace(/%/g, ' %'))) {
        const words = line.words.filter((w) => found.raw.includes(w.text) || w.text.includes(found.raw));
        const box = words.length > 0 ? unionBox(words.map((w) => w.bbox)) : line.bbox;
        const column = columnAt(columns, box);
        if (!column || column.role === 'description') continue;
        // Several numbers under the tax header (`0.00 15.00%`): the one with a % sign is the rate.
        const percent = /^\s*%/u.test(line.text.replace(/%/g, ' %').slice(found.index + found.raw.length));
        if (values[column.role] !== undefined && !(column.role === 'tax_rate' && percent)) continue;
        // A rate is no money (`5%` in a discount column OCR's boxes pushed against the amount's).
        if (column.role === 'amount' && (index !== rows.length - 1 || percent)) continue;
        values[column.role] = found.value;
        if (column.role === 'amount') [amountBox, amountRaw] = [box, found.raw];
      }
    }
  }
  if (values.amount === undefined || !amountBox) return null;
  // A price read under the quantity header (columns drifting) is no quantity: `12.50` both as count and amount.
  const q = values.quantity;
  if (q !== undefined && !Number.isInteger(q) && (q === values.amount || q === values.unit_price) && !(values.unit_price !== undefined && Math.abs(q * values.unit_price - values.amount) < 0.011)) delete values.quantity;
  const text = withoutLeadingDate(descriptionText(rows, columns));
  // Amounts and currency codes alone are no description (`-573,53 EUR 18543,97 EUR` under a totals strip's header).
  if (!text || !/\p{L}{2,}/u.test(text.replace(CURRENCY_CODE, ''))) return null;
  // A bracketed or starred code before the name (`[FURN_7777] Office Chair`, `*987123* Olive Oil`).
  const code = /^(?:\[([^\]\s]+)\]|\*([^*\s]+)\*)\s+/u.exec(text);
  const description = code ? text.slice(code[0].length) : text;
  const item: ReadItem = {
    description,
    quantity: values.quantity ?? null,
    unit_price: values.unit_price ?? null,
    amount: values.amount,
    tax_rate: values.tax_rate ?? null,
    product_code: code ? (code[1] ?? code[2]) : null,
    confidence: 0.7,
    page: rows[0].page,
    bbox: unionBox(rows.map((r) => r.bbox)),
    wholeAmount: !hasDecimals(amountRaw),
  };
  const arithmetic = lineArithmeticHolds(item);
  if (arithmetic !== null) item.confidence = arithmetic ? 0.9 : 0.5;
  return item;
}
