/**
 * Whether an invoice read from its pages (no e-invoice XML) may skip review: `needs_review: false` only when
 * the evidence says every returned field is right. The evidence, from general knowledge of invoices:
 *
 * - the amounts close: subtotal, tax and total all read and subtotal + tax = total; the tax breakdown's rows
 *   (rate × base = amount) sum to the tax and their bases to the subtotal; line items, when read, sum to the
 *   subtotal or total; a payment printed on the page (a deposit) is deducted in the amount due;
 * - what every invoice states is there — supplier, customer, invoice number, date, total, currency — and each
 *   returned field comes from a position the extractor trusts (its confidence); names shaped like names,
 *   identifiers like identifiers; the due date not before the date;
 * - no label printed next to a value of its field's shape (a due date, an order number, a customer, an amount
 *   due, an IBAN) was left empty;
 * - on OCR'd pages, the words a name or an identifier was read from were read surely; no page is a photo.
 *
 * The thresholds (`REVIEW_THRESHOLDS`, one set for text layers and one for OCR'd pages) were chosen on invoices
 * of every layout family and reported with each family left out (eval/invoice-review-fit.ts).
 */
import type { BBox, Field, LayoutPage, LineItem, Result, TaxLine, Word } from '../types.ts';
import { findLabels, valuesNear, type Doc } from '../fields/shared.ts';
import { idFromSpan, labelHits } from '../fields/labelled.ts';
import { close } from '../fields/checks.ts';
import { AMOUNT_DUE_LABELS, CUSTOMER_LABELS, DUE_DATE_LABELS, IBAN_LABEL, PAID, PO_LABELS, SALUTATION_FIRST, type Label } from '../fields/labels.ts';
import { findDates } from '../parse/dates.ts';
import { findAmounts, hasDecimals } from '../parse/amounts.ts';
import { findIbans, findLabelledTaxIds, ibanShapedTokens, isValidIban, isVatId, misshapenVatId, printsIbanCountryBic } from '../parse/ids.ts';

export interface ReviewThresholds {
  /** Lowest confidence of a key field read from a label or a position (supplier name, invoice number, date, total). */
  keyConfidence: number;
  /** Lowest confidence of any other returned field. */
  fieldConfidence: number;
  /** On OCR'd pages: lowest OCR confidence of a word a name or an address was read from. */
  nameWordConfidence: number;
  /** On OCR'd pages: lowest OCR confidence of a word an identifier was read from. */
  idWordConfidence: number;
  /** Whether line items must be read and add up (items that do not add up always need review). */
  requireItems: boolean;
}

/** Chosen on invoices of every layout family, one family left out to report them (eval/invoice-review-fit.ts). */
export const REVIEW_THRESHOLDS: Record<'text' | 'ocr', ReviewThresholds> = {
  text: { keyConfidence: 0, fieldConfidence: 0, nameWordConfidence: 0, idWordConfidence: 0, requireItems: false },
  ocr: { keyConfidence: 0, fieldConfidence: 0, nameWordConfidence: 0.88, idWordConfidence: 0.6, requireItems: false },
};

export function reviewThresholdsFor(source: Result['source']): ReviewThresholds {
  return REVIEW_THRESHOLDS[source === 'ocr' ? 'ocr' : 'text'];
}

/** What every invoice states: who sells to whom, its number and date, what is owed in which currency. */
export const KEY_FIELDS = ['supplier_name', 'customer_name', 'invoice_number', 'date', 'total_amount', 'currency'] as const;
const SURE_KEYS = ['supplier_name', 'invoice_number', 'date', 'total_amount'];
const PARTY_NAMES = ['supplier_name', 'customer_name'];
const NAMES = [...PARTY_NAMES, 'supplier_address', 'customer_address'];
const IDS = ['invoice_number', 'po_number', 'supplier_tax_id', 'customer_tax_id', 'iban'];
const TAX_IDS = ['supplier_tax_id', 'customer_tax_id'];
const compact = (text: string) => text.replace(/\s/gu, '').toUpperCase();
const MONEY = ['subtotal', 'total_tax', 'total_amount', 'amount_due'];

/** An IBAN label with nothing readable after it still means an account is printed there. */
const ANY = () => true;
/** Fields whose label printed next to a value of the field's shape means there is a value to read. */
const LABELLED: [string, Label[], (text: string, doc: Doc) => boolean][] = [
  ['due_date', DUE_DATE_LABELS, (text, doc) => findDates(text, doc.dateHints).length > 0],
  ['po_number', PO_LABELS, (text) => idFromSpan(text) !== null],
  ['customer_name', CUSTOMER_LABELS, (text) => (text.match(/\p{L}/gu) ?? []).length >= 2],
  ['amount_due', AMOUNT_DUE_LABELS, (text) => findAmounts(text).length > 0],
  ['iban', [IBAN_LABEL], ANY],
];

export interface ReviewInput {
  source: Result['source'];
  fields: Record<string, Field>;
  lineItems: LineItem[];
  taxes: TaxLine[];
  checks: Result['checks'];
  pages: LayoutPage[];
  doc: Doc;
}

/** The evidence: reasons that need no threshold, and the lowest values the thresholds are compared with. */
export interface ReviewEvidence {
  reasons: string[];
  keyConfidence: number;
  fieldConfidence: number;
  nameWordConfidence: number;
  idWordConfidence: number;
  itemsAddUp: boolean;
}

export function reviewEvidence(input: ReviewInput): ReviewEvidence {
  const { fields, checks, doc } = input;
  const reasons: string[] = [];
  const amount = (name: string) => (typeof fields[name]?.value === 'number' ? (fields[name].value as number) : null);
  const [subtotal, tax, total, due] = ['subtotal', 'total_tax', 'total_amount', 'amount_due'].map(amount);

  // An invoice charging no tax (none printed, or an exemption read as 0) shows its arithmetic when its subtotal is its
  // total; an amount computed rather than read is held below.
  const untaxed = subtotal !== null && total !== null && (tax === null || tax === 0) && Math.abs(subtotal - total) < 0.005 && checks.totals_consistent !== false;
  if (!untaxed && (checks.totals_consistent !== true || subtotal === null || tax === null || total === null)) reasons.push('totals: subtotal + tax = total not shown');
  if (!taxesAgree(input.taxes, tax, subtotal)) reasons.push('taxes: the tax breakdown does not agree with the tax');
  if (checks.line_items_consistent === false) reasons.push('line_items: the items do not add up to the subtotal or total');
  if (due !== null && total !== null && (due < 0 !== total < 0 || Math.abs(due) > Math.abs(total) + 0.005)) reasons.push('amount_due: more than the total');
  if (paymentPrinted(doc) && (due === null || total === null || Math.abs(due) >= Math.abs(total) - 0.005)) reasons.push('amount_due: a payment is printed but not deducted');
  if (due !== null && total !== null && total > 0 && Math.abs(due - total) < 0.005 && deductionBelow(doc, fields.total_amount)) reasons.push('amount_due: an amount is deducted below the total');

  // Read from a phone photo, confident fields are wrong far more often than on a scan (of 6 photographed invoices that
  // passed every check below, 3 were right), and no confidence is calibrated on photos yet.
  if (input.pages.some((page) => page.photo === true)) reasons.push('pages: read from a photo');
  for (const name of KEY_FIELDS) if (fields[name]?.value == null) reasons.push(`${name}: missing`);
  // A euro invoice prints its supplier's VAT or tax number (VAT Directive art. 226): none read from a page image is a
  // label OCR misread (`Steuermummer`, `BtW-nrNL…` glued), not a number missing from the paper.
  const ocrRead = input.pages.some((page) => page.source === 'ocr');
  if (ocrRead && fields.currency?.value === 'EUR' && fields.supplier_tax_id && fields.supplier_tax_id.value == null) reasons.push('supplier_tax_id: missing on a euro invoice');
  // An amount computed from the others (a total OCR could not read) adds up by construction: it proves nothing.
  for (const name of MONEY) if (amount(name) !== null && fields[name].raw === null && fields[name].bbox === null) reasons.push(`${name}: computed, not read`);
  // Money printed with cents read as a whole number is another number (a sort code, a page number). A sum of a
  // breakdown's rows (`615 + 0`) was read from them.
  const cents = (name: string) => hasDecimals(fields[name]?.raw ?? '');
  const printedWhole = (name: string) => amount(name) !== null && amount(name) !== 0 && !!fields[name].raw && !fields[name].raw!.includes('+') && !cents(name);
  if (cents('total_amount')) for (const name of MONEY) if (printedWhole(name)) reasons.push(`${name}: read without the cents the total has`);
  const evidence: ReviewEvidence = { reasons, keyConfidence: 1, fieldConfidence: 1, nameWordConfidence: 1, idWordConfidence: 1, itemsAddUp: checks.line_items_consistent === true };
  for (const [name, field] of Object.entries(fields)) {
    if (field.value == null) continue;
    if (SURE_KEYS.includes(name)) evidence.keyConfidence = Math.min(evidence.keyConfidence, field.confidence);
    else evidence.fieldConfidence = Math.min(evidence.fieldConfidence, field.confidence);
    const page = input.pages.find((p) => p.number === field.page);
    const ocr = page ? page.source === 'ocr' : input.source === 'ocr';
    if (PARTY_NAMES.includes(name) && !plausibleName(String(field.value))) reasons.push(`${name}: not shaped like a name`);
    // Whether a person's name keeps its salutation (`Herrn Uwe Wagner`) or a tax id other than a VAT number (whose
    // compact form is the register's) its printed hyphens (`494-375-929`) is a convention that differs between the
    // systems a result is compared with.
    if (PARTY_NAMES.includes(name) && SALUTATION_FIRST.test(String(field.value).trim())) reasons.push(`${name}: led by a salutation`);
    if (TAX_IDS.includes(name) && misshapenVatId(String(field.value))) reasons.push(`${name}: not shaped like its country's VAT number`);
    if (TAX_IDS.includes(name) && field.raw && !isVatId(String(field.value)) && !compact(field.raw).includes(compact(String(field.value)))) reasons.push(`${name}: not returned as printed`);
    if (IDS.includes(name) && !plausibleId(String(field.value), ocr)) reasons.push(`${name}: not shaped like an identifier`);
    const sureness = page && field.bbox ? wordConfidence(page, field.bbox) : null;
    if (sureness === null) continue;
    if (NAMES.includes(name)) evidence.nameWordConfidence = Math.min(evidence.nameWordConfidence, sureness);
    // The second engine's recogniser reads no accents but é (`Schafer` for `Schäfer`) and is sure of what it reads:
    // a party's name read by it alone is not known to be right, where the page's language writes accents at all.
    if (PARTY_NAMES.includes(name) && page && field.bbox && readByRecogniserAlone(page, field.bbox) && usesAccents(page)) reasons.push(`${name}: read by the second engine alone`);
    if (IDS.includes(name)) evidence.idWordConfidence = Math.min(evidence.idWordConfidence, sureness);
  }
  const [date, dueDate] = [fields.date?.value, fields.due_date?.value];
  if (typeof date === 'string' && typeof dueDate === 'string' && dueDate < date) reasons.push('due_date: before the invoice date');

  for (const [name, labels, shaped] of LABELLED) {
    if (!(name in fields) || fields[name].value != null) continue;
    const printed = labelHits(doc, labels).some(({ hit }) => shaped === ANY || valuesNear(doc, hit).slice(0, 2).some((span) => shaped(span.text, doc)));
    if (printed) reasons.push(`${name}: labelled next to a value but not read`);
  }
  // An account number printed that was not read, or read elsewhere than where it is printed whole (OCR misread one letter).
  const iban = fields.iban?.value == null ? null : compact(String(fields.iban.value));
  // On a text layer an account that fails its check is printed so (sample invoices); read by OCR, it was misread.
  if (iban !== null && input.source === 'ocr' && !isValidIban(iban)) reasons.push('iban: its check digits do not hold');
  const sameAccount = (token: string) => iban !== null && (iban === token || (token.length < iban.length && iban.startsWith(token)) || (iban.length < token.length && token.startsWith(iban)));
  const returnedHere = (text: string) => iban !== null && findIbans(text).some((found) => compact(found.value) === iban);
  if ('iban' in fields && doc.rows.some((row) => !returnedHere(row.text) && ibanShapedTokens(row.text).some((token) => !sameAccount(token)))) reasons.push('iban: an account number is printed that was not returned');
  if ('iban' in fields && fields.iban.value == null && printsIbanCountryBic(doc.text)) reasons.push('iban: a bank is printed but no account was read');
  if (fields.supplier_tax_id?.value == null && printedTaxIds(doc).some((id) => id !== fields.customer_tax_id?.value)) reasons.push('supplier_tax_id: a labelled tax id is printed but not read');
  return evidence;
}

/** The reasons an invoice needs review; none: it may go straight through. */
export function invoiceReviewReasons(input: ReviewInput, thresholds: ReviewThresholds = reviewThresholdsFor(input.source)): string[] {
  const evidence = reviewEvidence(input);
  return [...evidence.reasons, ...thresholdReasons(evidence, thresholds)];
}

export function thresholdReasons(evidence: ReviewEvidence, thresholds: ReviewThresholds): string[] {
  const reasons: string[] = [];
  if (evidence.keyConfidence < thresholds.keyConfidence) reasons.push(`key field confidence ${evidence.keyConfidence}`);
  if (evidence.fieldConfidence < thresholds.fieldConfidence) reasons.push(`field confidence ${evidence.fieldConfidence}`);
  if (evidence.nameWordConfidence < thresholds.nameWordConfidence) reasons.push(`OCR confidence of a name ${evidence.nameWordConfidence.toFixed(2)}`);
  if (evidence.idWordConfidence < thresholds.idWordConfidence) reasons.push(`OCR confidence of an identifier ${evidence.idWordConfidence.toFixed(2)}`);
  if (thresholds.requireItems && !evidence.itemsAddUp) reasons.push('line_items: none that add up');
  return reasons;
}

export function invoiceNeedsReview(input: ReviewInput, thresholds: ReviewThresholds = reviewThresholdsFor(input.source)): boolean {
  return invoiceReviewReasons(input, thresholds).length > 0;
}

/** Tax ids printed after their label (`GST No. 123-456-789`, `USt-IdNr. DE…`), as printed without spaces. */
function printedTaxIds(doc: Doc): string[] {
  return doc.rows.flatMap((row) => findLabelledTaxIds(row.text).map((id) => id.value));
}

/**
 * A negative amount printed under the total, on its page and in its column (`Retención IRPF 15 %  -402,00`,
 * `Af: ontvangen voorschot  € -1.850,00`): something is taken off what the total says is owed.
 */
function deductionBelow(doc: Doc, total: Field): boolean {
  const box = total.bbox;
  if (!box || total.page === null) return false;
  return doc.lines.some((line) => line.page === total.page && line.bbox[1] >= box[3] && line.bbox[2] > box[0] - 0.05 && findAmounts(line.text).some((a) => a.value < 0));
}

/** A payment already made printed with its amount (`Acompte versé -20 060,00`, `Paid 50.00`), not `Paid 0.00`. */
export function paymentPrinted(doc: Doc): boolean {
  return findLabels(doc, PAID).some((hit) => {
    const span = valuesNear(doc, hit)[0];
    const amount = findAmounts(span?.text.replace(/\d{1,2}[./-]\d{1,2}[./-]\d{2,4}/gu, ' ') ?? '')[0];
    return amount !== undefined && amount.value !== 0;
  });
}

/**
 * A party's name as printed: starts with a capital (not a word cut at its first letter), holds no currency sign,
 * bracket or digit (a street or postcode line, `Torres 87 Sánchez`; the rare `3M` goes to review), and is not
 * letters OCR read apart.
 */
export function plausibleName(name: string): boolean {
  const text = name.trim().replace(/^["'«“„]+/u, '');
  if (!/^\p{Lu}/u.test(text) || /[\p{Sc}[\]{}|<>\d]/u.test(text)) return false;
  // Nor letters read apart (`Ka Iıse r Get ra n keg roßha ndel G m b H`): three words of a single letter.
  if (text.split(/\s+/u).filter((word) => /^\p{L}$/u.test(word)).length >= 3) return false;
  return (text.match(/\p{L}/gu) ?? []).length >= 2;
}

/**
 * An identifier: three characters or more with a digit among them. From OCR, no `O` beside a digit (`FO56`,
 * `PTO016…`) and no zero ending a one-letter prefix (`P0-…`): the reading confuses the letter with zero, so such an
 * id is not sure.
 */
export function plausibleId(id: string, ocr: boolean): boolean {
  const compact = id.replace(/\s/gu, '');
  if (compact.length < 3 || !/\d/u.test(compact)) return false;
  // Nor a zero ending a letter prefix (`P0-2024-0063`): read for the `O` of `PO-`.
  return !ocr || !/\dO|O\d|^\p{Lu}0[-/]/u.test(compact);
}

/**
 * The tax breakdown agrees with the tax: every row with a rate and a base has rate × base = amount, the rows sum
 * to the total tax, and their bases (when all printed) to the subtotal. No breakdown read: nothing to disagree.
 */
export function taxesAgree(taxes: TaxLine[], totalTax: number | null, subtotal: number | null): boolean {
  if (taxes.length === 0) return true;
  for (const line of taxes) {
    if (line.rate !== null && line.base !== null && line.amount !== null && !close((line.base * line.rate) / 100, line.amount, 0.02)) return false;
  }
  const amounts = taxes.map((line) => line.amount);
  if (totalTax === null || amounts.some((a) => a === null)) return false;
  const tolerance = 0.011 * taxes.length;
  if (!close(amounts.reduce<number>((acc, a) => acc + (a ?? 0), 0), totalTax, tolerance)) return false;
  const bases = taxes.map((line) => line.base);
  if (subtotal === null || bases.some((b) => b === null)) return true;
  return close(bases.reduce<number>((acc, b) => acc + (b ?? 0), 0), subtotal, tolerance);
}

/** The page's words whose centre lies in `bbox`. */
function wordsWithin(page: LayoutPage, bbox: BBox): Word[] {
  return page.words.filter((word) => {
    const x = (word.bbox[0] + word.bbox[2]) / 2;
    const y = (word.bbox[1] + word.bbox[3]) / 2;
    return x >= bbox[0] && x <= bbox[2] && y >= bbox[1] && y <= bbox[3];
  });
}

/** Whether any word of the page holds a letter with a diacritic (`ä`, `ç`, `ß`): its language writes them. */
function usesAccents(page: LayoutPage): boolean {
  return page.words.some((word) => /[À-ÖØ-öø-ÿĀ-ž]/u.test(word.text));
}

/** Whether a word within `bbox` was read by the recogniser and not by Tesseract. */
function readByRecogniserAlone(page: LayoutPage, bbox: BBox): boolean {
  return wordsWithin(page, bbox).some((word) => word.engine === 'ppocr');
}

/** The lowest confidence of the page's words whose centre lies in `bbox`; null when none does. */
export function wordConfidence(page: LayoutPage, bbox: BBox): number | null {
  const words = wordsWithin(page, bbox);
  return words.length ? Math.min(...words.map((word) => word.confidence)) : null;
}
