/**
 * What eval/ocr.ts measures on a text: edit distances for character error rates, and whether a labelled value
 * is in a page's OCR text.
 */
import type { LabelledReceipt } from '../train/ocr-split.ts';

/**
 * The fewest edits that turn `needle` into some substring of `text` (approximate substring matching): the
 * errors of the best reading of a labelled word somewhere on the page, when the label has no box.
 */
export function substringDistance(needle: string, text: string): number {
  const x = [...needle];
  const y = [...text];
  // Row i: the best cost of matching x[0..i) ending at y[j); a match may start anywhere (row 0 all zeros).
  let previous = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1);
    }
    previous = current;
  }
  return Math.min(...previous);
}

/** Every labelled value as printed, by field: names and addresses from `fields`, the rest from `raw`. */
export function printedValues(receipt: LabelledReceipt): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const field of ['supplier_name', 'supplier_address']) {
    if (receipt.fields[field]) values.set(field, [String(receipt.fields[field])]);
  }
  for (const [key, raw] of Object.entries(receipt.raw ?? {})) {
    const list = (Array.isArray(raw) ? raw : [raw]).filter(Boolean);
    if (list.length) values.set(key === 'total' ? 'total_amount' : key, list);
  }
  // A total is also looked for as its amount with two decimals (`RM 20` printed as `20.00` elsewhere).
  const total = receipt.fields.total_amount;
  if (typeof total === 'number') values.set('total_amount', [...new Set([...(values.get('total_amount') ?? []), total.toFixed(2)])]);
  return values;
}

export const normalised = (s: string) => s.normalize('NFKC').toUpperCase().replace(/\s+/g, ' ').trim();
export const withoutSpaces = (s: string) => s.normalize('NFKC').toUpperCase().replace(/\s+/g, '');

/** Dates, times and amounts must not be read as part of a longer number (`20.00` inside `120.00`). */
const NUMERIC = /^[\d.,:/-]/u;

function contains(text: string, value: string): boolean {
  if (!value) return false;
  if (!NUMERIC.test(value)) return text.includes(value);
  for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + value.length] ?? ' ';
    if (!/\d/.test(before) && !/\d/.test(after)) return true;
  }
  return false;
}

/** Whether any of `labels` (the value as printed, in its variants) is in `text`: verbatim, and ignoring spaces. */
export function found(labels: string[], text: string): { exact: boolean; spaceless: boolean } {
  const flat = normalised(text);
  const tight = withoutSpaces(text);
  const exact = labels.some((label) => contains(flat, normalised(label)));
  // Without spaces a date runs into the time after it: what is found verbatim is found ignoring spaces too.
  return { exact, spaceless: exact || labels.some((label) => contains(tight, withoutSpaces(label))) };
}

/** A running character error rate: edits over reference characters, and the lines read exactly. */
export class ErrorRate {
  edits = 0;
  caselessEdits = 0;
  characters = 0;
  items = 0;
  exact = 0;

  add(edits: number, caselessEdits: number, characters: number): void {
    this.edits += edits;
    this.caselessEdits += caselessEdits;
    this.characters += characters;
    this.items++;
    if (edits === 0) this.exact++;
  }

  summary(): { cer: number; cer_ignoring_case: number; items: number; exact: number } {
    const rate = (n: number) => Math.round((n / Math.max(1, this.characters)) * 10000) / 10000;
    return { cer: rate(this.edits), cer_ignoring_case: rate(this.caselessEdits), items: this.items, exact: this.exact };
  }
}
