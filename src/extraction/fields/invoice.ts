/**
 * Invoice fields from a page layout: every canonical field gets its candidates (labelled values, document-wide
 * patterns, header heuristics), the best one wins and its score is the confidence. Totals are chosen together
 * so that they add up. Also serves receipts when no receipt-specific extractor applies.
 */
import { emptyField, fieldNamesFor, type DocumentType, type Field, type LayoutPage } from '../types.ts';
import { findIbans } from '../parse/ids.ts';
import { dominantCountry, findCurrencies, resolveCurrency, type FoundCurrency } from '../parse/currency.ts';
import { bestField, buildDoc, isOcr, spanOf, toField, valuesNear, type Candidate, type Doc, type DocLine } from './shared.ts';
import { labelHits, labelledAmounts, labelledDates, labelledIds, subBox, unlabelledDates } from './labelled.ts';
import { CONTACT, footerSenderNames, withSenderIds } from './sender-evidence.ts';
import { computedAmount, netAsTotal, taxAmount, taxWithinLabel } from './tax-amount.ts';
import { withLegalFormsKept, withTradingNamesDeferring } from './brand-names.ts';
import { addresseeNames, brandSupplierNames, headerSupplierNames, labelledNames, windowAddressees } from './parties.ts';
import { taxIdCandidates } from './tax-id-candidates.ts';
import { chooseTotals } from './checks.ts';
import { blockUnder } from './party-lines.ts';
import { dueFromDirectDebit } from './direct-debit.ts';
import { netOfCashDiscount } from './cash-discount.ts';
import { WORD_START, wordPattern, wordsOf } from '../locale/index.ts';
import { extractTaxLines } from './taxes.ts';
import { withLegalFormLetters } from './legal-form-digits.ts';
import { withPrintedAccents } from './name-accents.ts';
import { amountDue } from './amount-due.ts';
import { withOtherDatesDemoted } from './other-dates.ts';
import { totalWithCharges } from './charges-outside-tax.ts';
import {
  AMOUNT_DUE_LABELS, CARRIED_FORWARD, DATE_LABELS, DEPARTMENT, DISCOUNT, IBAN_LABEL, DUE_DATE_LABELS, INVOICE_NUMBER_LABELS, INCLUSIVE, NOT_TAX, NOT_TOTAL, OTHER_DATE_LABELS,
  PAYMENT_TERMS_LABELS, PHONE_LABELS, PO_LABELS, RECEIPT_NUMBER_LABELS, ROUNDING_LABELS, SUBTOTAL_LABELS, TAX_EXEMPT, TAX_LABELS, TOTAL_LABELS,
} from './labels.ts';


export interface ExtractedFields {
  fields: Record<string, Field>;
  totalsConsistent: boolean | null;
  doc: Doc;
}

export function extractInvoiceFields(pages: LayoutPage[], type: DocumentType): ExtractedFields {
  const doc = buildDoc(pages);
  const fields: Record<string, Field> = Object.fromEntries(fieldNamesFor(type).map((name) => [name, emptyField()]));
  const set = (name: string, field: Field) => {
    if (name in fields) fields[name] = field;
  };

  const dateKeys = [...DATE_LABELS.filter((label) => label.weight >= 1), ...DUE_DATE_LABELS];
  set(type === 'invoice' ? 'invoice_number' : 'receipt_number', withZeroPrefixPrinted(doc, bestField(labelledIds(doc, type === 'invoice' ? INVOICE_NUMBER_LABELS : RECEIPT_NUMBER_LABELS, dateKeys, ORIGINAL_INVOICE))));
  // The document's own number is never the buyer's order reference (`Merci d'indiquer la référence FAC/2025/00358`).
  const documentNumber = String((fields.invoice_number ?? fields.receipt_number)?.value ?? '').replace(/\s/gu, '').toUpperCase();
  set('po_number', bestField(labelledIds(doc, PO_LABELS).filter((c) => String(c.value).replace(/\s/gu, '').toUpperCase() !== documentNumber)));
  // On a credit note, an "invoice date" is the corrected invoice's where a date of its own is labelled too.
  // (`Rechnungskorrektur Nr. RK21012345 vom 16.09.2018` is the note's own.)
  const invoiceLabel = (label: string) => INVOICE_WORD.test(label) && !CREDIT_NOTE.test(label);
  const labelled = (label?: (text: string) => boolean) => labelledDates(doc, DATE_LABELS, OTHER_DATE_LABELS, { lines: ORIGINAL_INVOICE, label });
  const ownDates = isCreditNote(doc) ? labelled(invoiceLabel) : [];
  const dates = ownDates.length ? ownDates : labelled();
  set('date', bestField(withOtherDatesDemoted(doc, [...dates, ...unlabelledDates(doc, OTHER_DATE_LABELS)])));
  const due = netOfCashDiscount(doc, bestField(labelledDates(doc, DUE_DATE_LABELS)));
  // The invoice date's own print is no due date; a due date printed apart may equal it (payable on receipt).
  const datePrint = fields.date.bbox;
  const samePrint = due.page === fields.date.page && datePrint !== null && due.bbox !== null && due.bbox.every((v, i) => Math.abs(v - datePrint[i]) < 1e-4);
  if (due.value !== fields.date.value || !samePrint) set('due_date', due);
  if (due.value === null) set('due_date', dueFromTerms(doc, fields.date));
  if (fields.due_date?.value === null) set('due_date', dueFromDirectDebit(doc, fields.date));

  const taxCandidates = [...labelledAmounts(doc, TAX_LABELS, { exclude: NOT_TAX, strict: true, skipLines: TAX_EXEMPT }).map(containedTax), ...taxBreakdownSum(doc), ...taxWithinLabel(doc)];
  const roundings = labelledAmounts(doc, ROUNDING_LABELS).map((c) => Number(c.value));
  const subtotals = labelledAmounts(doc, SUBTOTAL_LABELS, { exclude: CARRIED_FORWARD, yieldTo: AMOUNT_DUE_LABELS });
  const totalCandidates = labelledAmounts(doc, TOTAL_LABELS, { exclude: NOT_TOTAL });
  const totals = chooseTotals(subtotals, taxCandidates, totalCandidates, taxIncluded(doc), roundings);
  // Charges outside the tax printed after the taxed total, and a total adding them (`Total Price`): that total. Subtotal
  // and tax no longer make it, as the check then says.
  const withCharges = totals.consistent && totals.total ? totalWithCharges(doc, totals.total, totalCandidates) : null;
  if (withCharges) Object.assign(totals, { total: withCharges.total, consistent: false });
  // Amounts that add up confirm each other: halve their remaining doubt.
  const confirmed = (candidate: Candidate) => toField(totals.consistent ? { ...candidate, score: 1 - (1 - candidate.score) / 2 } : candidate);
  if (totals.total) set('total_amount', confirmed(totals.total));
  if (totals.subtotal) set('subtotal', confirmed(totals.subtotal));
  set('total_tax', taxAmount(doc, totals, taxCandidates, confirmed));
  // Total and tax printed, no subtotal line (`Tax $0.00`, `Total $4.11`): the subtotal is their difference.
  // A printed rounding line (`Round Off 0.37`) was added after the tax: it is no part of the subtotal.
  if (!totals.subtotal && totals.total && totals.tax) set('subtotal', computedAmount(totals.total, totals.tax, -1, new Set(roundings).size === 1 ? roundings[0] : 0));
  // Subtotal and tax printed, the total unread (a misread amount, a label OCR broke): it is their sum, unconfirmed.
  if (!totals.total && totals.subtotal && totals.tax) set('total_amount', computedAmount(totals.subtotal, totals.tax, 1));
  const net = !totals.total && fields.total_tax.value === 0 ? netAsTotal(doc, totals, subtotals) : null;
  if (net?.value != null) set('total_amount', net);
  set('amount_due', amountDue(doc, fields.total_amount));
  set('currency', currencyField(doc));

  // A name a label gives the customer more surely than its place gives the sender is not the sender's.
  const customerLabels = labelledNames(doc, 'customer');
  const customerLabelled = new Map<string, number>();
  for (const c of customerLabels) customerLabelled.set(sameName(c.value), Math.max(c.score, customerLabelled.get(sameName(c.value)) ?? 0));
  const footerNames = footerSenderNames(doc);
  const unlabelled = withTradingNamesDeferring(withSenderIds(doc, [...headerSupplierNames(doc), ...footerNames]), footerNames).filter((c) => (customerLabelled.get(sameName(c.value)) ?? 0) < c.score);
  const supplierNames = [...labelledNames(doc, 'supplier'), ...unlabelled];
  set('supplier_name', bestField([...supplierNames, ...brandSupplierNames(doc, supplierNames)]));
  const supplierName = typeof fields.supplier_name.value === 'string' ? fields.supplier_name.value : null;
  // A line for the attention of someone (`À l'attention de M. Laurent`) names no party.
  const customerNames = [...customerLabels, ...addresseeNames(doc), ...windowAddressees(doc, supplierName)].filter((c) => !DEPARTMENT.test(String(c.value)) && !CONTACT.test(String(c.value)));
  set('customer_name', bestField(withLegalFormsKept(customerNames)));
  // A VAT id printed in the customer's address block is the customer's (`Bertin Immobilier SARL` / … / `N° TVA : FR64…`).
  const customer = fields.customer_name;
  const customerBlock = customer?.bbox && customer.page !== null ? blockUnder(doc, customer.page, customer.bbox) : [];
  const inCustomerBlock = (c: Candidate) => customerBlock.some((l) => l.page === c.page && c.bbox[1] >= l.bbox[1] - 0.002 && c.bbox[3] <= l.bbox[3] + 0.002 && c.bbox[0] >= l.bbox[0] - 0.002 && c.bbox[2] <= l.bbox[2] + 0.002);
  set('supplier_tax_id', bestField(taxIdCandidates(doc, 'supplier').filter((c) => !inCustomerBlock(c))));
  set('customer_tax_id', bestField(taxIdCandidates(doc, 'customer')));
  set('iban', ibanField(doc));
  set('supplier_email', emailField(doc));
  set('supplier_phone', phoneField(doc));
  set('payment_terms', paymentTermsField(doc));
  const [accentedSupplier, accentedCustomer] = withPrintedAccents(doc, withLegalFormLetters(doc, [fields.supplier_name, fields.customer_name]));
  set('supplier_name', accentedSupplier);
  set('customer_name', accentedCustomer);
  return { fields, totalsConsistent: totals.consistent, doc };
}

/**
 * A number OCR read glued to what looks like its `NO` marker (`NO42828`): where the page prints the same number
 * with a zero there (`notanummer N042828.`), the `N0` is the number's own.
 */
function withZeroPrefixPrinted(doc: Doc, field: Field): Field {
  if (typeof field.value !== 'string' || !/^\d+$/u.test(field.value) || !isOcr(doc)) return field;
  const prefixed = `N0${field.value}`;
  return new RegExp(`(?<![\\p{L}\\d])${prefixed}(?!\\d)`, 'u').test(doc.text) ? { ...field, value: prefixed, raw: prefixed } : field;
}

const ORIGINAL_INVOICE = wordPattern('originalInvoice');
const CREDIT_NOTE = wordPattern('creditNotes');
/** The word for an invoice in each language, inside a label (`Invoice date`, `Rechnungsdatum`, `Date de facture`). */
const INVOICE_WORD = new RegExp(wordsOf('invoiceWords'), 'iu');

/** A credit note or corrective invoice: its title heads a line of a few words in the top half of page one. */
function isCreditNote(doc: Doc): boolean {
  return doc.lines.some((line) => line.page === doc.pages[0]?.number && line.bbox[1] < 0.5 && line.text.trim().split(/\s+/u).length <= 6 && CREDIT_NOTE.test(line.text));
}

/** Whether a tax label on the document says the tax is included in the amounts (`incl. VAT`, `dont TVA`, `enthaltene MwSt`). */
function taxIncluded(doc: Doc): boolean {
  return labelHits(doc, TAX_LABELS).some(({ hit }) => INCLUSIVE.test(hit.line.text));
}

const TERM_DAYS = new RegExp(`${WORD_START}(?:${wordsOf('termDays')})`, 'giu');
const END_OF_MONTH = wordPattern('endOfMonth');

/**
 * The due date from payment terms in days (`payable within 30 days`, `Net 30`, `à 30 jours`) counted from the
 * invoice date — only when the document states one such term, not from a month's end, and not the days of an
 * early-payment discount. The date is computed, not printed: half confidence.
 */
function dueFromTerms(doc: Doc, date: Field): Field {
  if (typeof date.value !== 'string') return emptyField();
  const terms = new Map<number, { line: DocLine; index: number; raw: string }>();
  for (const line of doc.lines) {
    for (const match of line.text.matchAll(TERM_DAYS)) {
      const index = match.index ?? 0;
      const before = line.text.slice(Math.max(0, index - 40), index);
      if (/%/u.test(before) || DISCOUNT.test(before) || /^(?:[.,]\d|\d)/u.test(line.text.slice(index + match[0].length))) continue;
      if (END_OF_MONTH.test(line.text)) return emptyField();
      const days = Number(match.slice(1).find((group) => group !== undefined));
      if (days > 0 && days <= 180) terms.set(days, { line, index, raw: match[0] });
    }
  }
  if (terms.size !== 1) return emptyField();
  const [[days, { line, index, raw }]] = [...terms];
  const due = new Date(`${date.value}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + days);
  const span = spanOf(line, 0, line.text.length, 0);
  if (!span || Number.isNaN(due.getTime())) return emptyField();
  return toField({ value: due.toISOString().slice(0, 10), raw, score: 0.5 * date.confidence, page: line.page, bbox: subBox(span, index, raw.length) });
}

/**
 * A tax amount in parentheses states the tax contained in an amount (`darin enthaltene Steuer (35,13 €)`);
 * the parentheses do not make it a credit.
 */
function containedTax(candidate: Candidate): Candidate {
  return /^\(.*\)$/su.test(candidate.raw) ? { ...candidate, value: Math.abs(Number(candidate.value)) } : candidate;
}

/** The sum of a tax breakdown with several rates, as a candidate for the total tax (never printed as such). */
function taxBreakdownSum(doc: Doc): Candidate[] {
  const lines = extractTaxLines(doc);
  if (lines.length < 2 || lines.some((t) => t.amount === null)) return [];
  const value = Math.round(lines.reduce((acc, t) => acc + (t.amount ?? 0), 0) * 100) / 100;
  // Where no total is printed, the sum of two taxes beats either one (`CGST @ 9%` + `SGST @ 9%`); a printed total
  // tax (`Summe Umsatzsteuer`, 0.9 with its label) is found as a labelled amount and wins where it adds up.
  // Written with cents where every tax is (`357.50 + 0.00`, an exempt row's 0 among them); a whole tax among them is
  // likely misread (`13` for `13,13`), and the sum stays a bare number.
  const whole = lines.some((t) => t.amount !== 0 && Number.isInteger(t.amount));
  const raw = lines.map((t) => (whole ? String(t.amount) : (t.amount ?? 0).toFixed(2))).join(' + ');
  return [{ value, raw, score: 0.95, page: doc.pages[0]?.number ?? 1, bbox: [0, 0, 0, 0] }];
}

/**
 * The currency marked most often, ambiguous marks (`$`, `kr`) resolved by the document's evidence; null when
 * none is printed or nothing decides an ambiguous one.
 */
function currencyField(doc: Doc): Field {
  const marks: { found: FoundCurrency; line: DocLine }[] = [];
  // On a page image, marks as OCR misreads them count too (`%` for `₹`), when the page's evidence names their currency.
  for (const line of doc.lines) for (const found of findCurrencies(line.text, true, isOcr(doc))) marks.push({ found, line });
  const resolved = resolveCurrency(marks.map((m) => m.found), doc.text);
  // No mark printed at all (`Net total 2,309.20` from `Seattle, WA 98104`; a `₹` OCR did not read beside a GSTIN):
  // the currency of the one country the page's evidence names, unplaced and unsure.
  if (!resolved && marks.length === 0) {
    const country = dominantCountry(doc.text);
    return country ? { value: country, raw: null, confidence: 0.55, page: null, bbox: null } : emptyField();
  }
  if (!resolved) return emptyField();
  const first = marks.find((m) => m.found === resolved.marks[0])!;
  const span = spanOf(first.line, 0, first.line.text.length, 0);
  if (!span) return emptyField();
  const bbox = subBox(span, first.found.index, first.found.raw.length);
  return toField({ value: resolved.code, raw: first.found.raw, score: 0.6 + 0.35 * resolved.support, page: first.line.page, bbox });
}

/**
 * A valid IBAN anywhere; else what is printed after an `IBAN` label in IBAN shape. The latter fails its
 * checksum (a typo, a sample account), so it comes with low confidence.
 */
function ibanField(doc: Doc): Field {
  for (const line of doc.lines) {
    const found = findIbans(line.text)[0];
    const span = spanOf(line, 0, line.text.length, 0);
    if (found && span) return toField({ value: found.value, raw: found.raw, score: 0.95, page: line.page, bbox: subBox(span, found.index, found.raw.length) });
  }
  // An IBAN in groups of four wrapped onto the next line (a footer's last column): valid only when joined.
  for (const [index, line] of doc.lines.entries()) {
    const next = doc.lines[index + 1];
    const tail = /[A-Z]{2}\d{2}(?: [A-Z0-9]{4})* ?$/u.exec(line.text);
    const head = next && next.page === line.page ? /^(?:[A-Z0-9]{1,4} ?)+/u.exec(next.text) : null;
    if (!tail || !head) continue;
    const found = findIbans(`${tail[0].trim()} ${head[0].trim()}`)[0];
    const span = spanOf(line, 0, line.text.length, 0);
    if (found && span && found.value.length > tail[0].replace(/\s/g, '').length) {
      return toField({ value: found.value, raw: found.raw, score: 0.85, page: line.page, bbox: subBox(span, tail.index, tail[0].length) });
    }
  }
  for (const { hit } of labelHits(doc, [IBAN_LABEL])) {
    for (const span of valuesNear(doc, hit)) {
      const match = /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}(?![A-Z0-9])/u.exec(span.text);
      if (!match) continue;
      // Not the BIC run into it (`…986236BICABNANLPP`).
      const value = match[0].replace(/\s/g, '').replace(/BIC[A-Z0-9]*$/u, '');
      if (value.length < 15 || value.length > 34) continue;
      return toField({ value, raw: match[0], score: 0.4, page: span.page, bbox: subBox(span, 0, match[0].length) });
    }
  }
  return emptyField();
}

function emailField(doc: Doc): Field {
  for (const line of doc.lines) {
    const match = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u.exec(line.text);
    const span = spanOf(line, 0, line.text.length, 0);
    if (match && span) return toField({ value: match[0], raw: match[0], score: 0.7, page: line.page, bbox: subBox(span, match.index, match[0].length) });
  }
  return emptyField();
}

function phoneField(doc: Doc): Field {
  const candidates: Candidate[] = [];
  for (const { hit, weight } of labelHits(doc, PHONE_LABELS)) {
    const rest = hit.line.text.slice(hit.end);
    const match = /^[\s:.]*((?:\+|00)?[\d(][\d\s()/.-]{5,}\d)/u.exec(rest);
    const span = spanOf(hit.line, 0, hit.line.text.length, 0);
    if (!match || !span || match[1].replace(/\D/g, '').length < 6) continue;
    const index = hit.end + rest.indexOf(match[1]);
    candidates.push({ value: match[1].trim(), raw: match[1].trim(), score: 0.75 * weight, page: hit.line.page, bbox: subBox(span, index, match[1].length) });
    break;
  }
  return bestField(candidates);
}

function paymentTermsField(doc: Doc): Field {
  for (const { hit } of labelHits(doc, PAYMENT_TERMS_LABELS)) {
    const rest = hit.line.text.slice(hit.end).replace(/^[\s:]+/u, '');
    const start = hit.line.text.length - rest.length;
    const line = rest ? hit.line : doc.rows[hit.line.row].lines.find((l) => l.bbox[0] > hit.line.bbox[2]);
    const span = line ? spanOf(line, rest ? start : 0, line.text.length, 0) : null;
    if (span && /\p{L}|\d/u.test(span.text)) return toField({ value: span.text, raw: span.text, score: 0.7, page: span.page, bbox: span.bbox });
  }
  return emptyField();
}

/** Names compared as printed, whatever their case and spacing. */
function sameName(value: unknown): string {
  return String(value).toUpperCase().replace(/\s+/gu, ' ').trim();
}
