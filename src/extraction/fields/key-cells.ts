/**
 * Keys of a document's reference block and the cells that hold their values: what a party's name is not.
 */
import type { Doc, DocLine } from './shared.ts';
import {
  AMOUNT_DUE_LABELS, DATE_LABELS, DUE_DATE_LABELS, IBAN_LABEL, INVOICE_NUMBER_LABELS, matchLabel, OTHER_DATE_LABELS, PAYMENT_TERMS_LABELS, PHONE_LABELS, PO_LABELS, TOTAL_LABELS,
} from './labels.ts';

/**
 * A `key: value` line (`Nummer : GE2020211`, `Globale Nummer: 4000…`), which is not a name; so is a key whose
 * value stands in the next cell of its row without a colon (`Date due   08/20/2022`, `Invoice Number   INV-2192`).
 */
export function isKeyValue(doc: Doc, line: DocLine): boolean {
  if (/:/u.test(line.text)) return true;
  const next = valueCell(doc, line);
  if (next === undefined) return false;
  if (/^:/u.test(next.text)) return true;
  return isKey(line) && /\d/u.test(next.text);
}

/** A line that starts with the key of a date or number (`Date of Issue`, `Invoice Number`, `Account No.`). */
export function isKey(line: DocLine): boolean {
  return matchLabel(KEY_LABELS, line.text)?.index === 0 || NUMBER_KEY.test(line.text);
}

/** A line that is a key and nothing more (`Due Date`, `Invoice No.:`): a label, never a party's name. */
export function isBareKey(line: DocLine): boolean {
  const match = matchLabel(bareKeyLabels, line.text);
  return match !== null && match.index === 0 && /^[\s:.#-]*$/u.test(line.text.slice(match.length));
}

/** Any key naming a number: a word or two, then `number`, `no.`, `#` (`Account number`, `Client No.`, `Folio #`). */
const NUMBER_KEY = /^(?:[\p{L}.-]+\s){1,2}(?:number|no\.|nr\.|n[°º]|#)(?![\p{L}])/iu;

/** Keys of a document's reference block, whose values are dates and numbers. */
const KEY_LABELS = [
  ...DATE_LABELS, ...DUE_DATE_LABELS, ...OTHER_DATE_LABELS, ...INVOICE_NUMBER_LABELS, ...PO_LABELS, ...PAYMENT_TERMS_LABELS,
  ...TOTAL_LABELS, ...AMOUNT_DUE_LABELS,
];
const bareKeyLabels = [...KEY_LABELS, IBAN_LABEL, ...PHONE_LABELS];

/** The next cell right of `line` on its row, when it stands close enough to be its value. */
export function valueCell(doc: Doc, line: DocLine): DocLine | undefined {
  const next = doc.rows[line.row].lines.filter((l) => l.bbox[0] > line.bbox[2]).sort((a, b) => a.bbox[0] - b.bbox[0])[0];
  return next && next.bbox[0] - line.bbox[2] < 0.3 ? next : undefined;
}

/**
 * A key in a column of keys whose values are numbers (`Línea principal   952 021 054` under `NIF titular   86524907B`):
 * its value cell holds a number, and the line aligned right above or below it has a value cell aligned with its own.
 */
export function inKeyColumn(doc: Doc, line: DocLine): boolean {
  const value = valueCell(doc, line);
  if (!value || !/^[\d\s.,/+-]+$/u.test(value.text.trim())) return false;
  return [-1, 1].some((step) => {
    const row = doc.rows[line.row + step];
    const other = row?.page === line.page ? row.lines.find((l) => Math.abs(l.bbox[0] - line.bbox[0]) < 0.01) : undefined;
    const cell = other && valueCell(doc, other);
    return cell !== undefined && Math.abs(cell.bbox[0] - value.bbox[0]) < 0.01;
  });
}
