/**
 * Receipt fields chosen by the trained model: every amount and date candidate is scored per field, the
 * amounts are chosen together so that subtotal + tax (+ tip) = total holds (or the tax is included in the
 * total), and each confidence is the calibrated probability of being right.
 */
import { unionBox } from '../layout/lines.ts';
import { amountCandidates, dateCandidates, documentDateOrder, type AmountCandidate, type DateCandidate } from '../candidates/receipt.ts';
import { amountFeatures, dateFeatures, receiptContext } from '../features/receipt.ts';
import { labelRoles } from '../features/receipt-labels.ts';
import { isPlausibleTax, roundedTotal, totalWithoutMisreadSign } from '../fields/receipt-arithmetic.ts';
import { cents, close as sameToTheCent } from '../fields/receipt-amounts.ts';
import { taxBetween } from '../fields/receipt-totals.ts';
import { receiptRows, type Row } from '../fields/receipt-rows.ts';
import { calibrate, fieldCalibration, isPhotographed, ruleCalibration, score, type ReceiptModel } from '../model/receipt-model.ts';
import { coveredProbabilities, documentFeatures, documentProbability, readingFeatures } from '../model/document-review.ts';
import type { Field, LayoutPage, RowReading, TaxLine } from '../types.ts';
import { decodeSupplierBlocks } from './receipt-blocks.ts';

export interface Candidates {
  amounts: { candidate: AmountCandidate; x: number[] }[];
  dates: { candidate: DateCandidate; x: number[] }[];
}

/** The row a rule's field was read from (the one its box overlaps most), for a value the candidates lack. */
function rowOf(rows: Row[], field: Field): Row | null {
  if (!field.bbox) return null;
  const [, top, , bottom] = field.bbox;
  let best: Row | null = null;
  let bestOverlap = 0;
  for (const row of rows) {
    if (row.page !== field.page) continue;
    const overlap = Math.min(bottom, row.bbox[3]) - Math.max(top, row.bbox[1]);
    if (overlap > bestOverlap) [best, bestOverlap] = [row, overlap];
  }
  return best;
}

/**
 * Every amount and date on the receipt with its feature vector (also what training reads). `rules`: the rules'
 * fields; a value they repaired out of OCR noise that no candidate has becomes a candidate of its own.
 */
export function receiptCandidates(pages: LayoutPage[], readings: RowReading[], rules: Record<string, Field>, withDates = true): Candidates {
  const rows = receiptRows(pages);
  const amounts = amountCandidates(rows, readings);
  const dates = withDates ? dateCandidates(rows, readings) : [];
  for (const name of ['total_amount', 'subtotal', 'total_tax', 'tip']) {
    const f = rules[name];
    const row = f ? rowOf(rows, f) : null;
    if (!row || typeof f.value !== 'number' || amounts.some((a) => a.value === f.value)) continue;
    amounts.push({ kind: 'amount', value: f.value, raw: f.raw ?? String(f.value), row, at: 1, inRow: 1, place: 0, first: true, second: false });
  }
  const date = rules.date;
  const dateRow = date ? rowOf(rows, date) : null;
  if (dateRow && typeof date.value === 'string' && !dates.some((d) => d.value === date.value)) {
    dates.push({ kind: 'date', value: date.value, raw: date.raw ?? date.value, row: dateRow, reading: 'unambiguous', ambiguous: false, first: true, second: false });
  }
  const ruleValues = Object.fromEntries(Object.entries(rules).map(([name, f]) => [name, f.value]));
  const context = receiptContext(rows, amounts, dates, documentDateOrder(rows), ruleValues);
  return {
    amounts: amounts.map((candidate) => ({ candidate, x: amountFeatures(context, candidate) })),
    dates: dates.map((candidate) => ({ candidate, x: dateFeatures(context, candidate) })),
  };
}

interface Scored<C> {
  candidate: C;
  p: number;
}

/** The best-scored candidate per distinct value, best first. */
function ranked<C extends { value: unknown }>(items: { candidate: C; x: number[] }[], p: (x: number[]) => number, keep: number): Scored<C>[] {
  const best = new Map<unknown, Scored<C>>();
  for (const { candidate, x } of items) {
    const s = p(x);
    const known = best.get(candidate.value);
    if (!known || s > known.p) best.set(candidate.value, { candidate, p: s });
  }
  return [...best.values()].sort((a, b) => b.p - a.p).slice(0, keep);
}

const AMOUNT_FIELDS = ['total_amount', 'subtotal', 'total_tax', 'tip'] as const;
type AmountField = (typeof AMOUNT_FIELDS)[number];
/** Candidates per amount field considered together; more rarely changes the choice and costs k⁴. */
const JOINT_CANDIDATES = 4;
const close = (a: number, b: number) => Math.abs(a - b) <= 0.011;

type Choice = Scored<AmountCandidate> | null;

/**
 * Whether chosen amounts add up: subtotal + tax (+ tip) (− a discount printed below the subtotal) = total, or
 * the tax is included in the total. `discounts`: the amounts printed on discount rows.
 */
export function amountsAddUp(choice: Partial<Record<AmountField, number | null>>, discounts: number[] = []): boolean {
  const { subtotal, total_tax: tax, tip, total_amount: total } = choice;
  if (subtotal == null || tax == null || total == null) return true;
  const extra = tip ?? 0;
  return [0, ...discounts.map(Math.abs)].some((d) => close(subtotal + tax + extra - d, total) || close(subtotal + extra - d, total) || close(subtotal + tax - d, total));
}

function decodeAmounts(options: Record<AmountField, Scored<AmountCandidate>[]>, discounts: number[]): Record<AmountField, Choice> {
  const choices = (field: AmountField): Choice[] => {
    const top = options[field];
    return field === 'total_amount' && top.length ? top : [...top, null];
  };
  const logOf = (field: AmountField, choice: Choice) => Math.log(Math.max(1e-9, choice ? choice.p : 1 - (options[field][0]?.p ?? 0)));
  let best: { value: Record<AmountField, Choice>; score: number } | null = null;
  for (const total of choices('total_amount')) {
    for (const subtotal of choices('subtotal')) {
      for (const tax of choices('total_tax')) {
        for (const tip of choices('tip')) {
          const value = { total_amount: total, subtotal, total_tax: tax, tip };
          const chosen = { total_amount: total?.candidate.value, subtotal: subtotal?.candidate.value, total_tax: tax?.candidate.value, tip: tip?.candidate.value };
          if (!amountsAddUp(chosen, discounts)) continue;
          const s = AMOUNT_FIELDS.reduce((acc, f) => acc + logOf(f, value[f]), 0);
          if (!best || s > best.score) best = { value, score: s };
        }
      }
    }
  }
  return best?.value ?? { total_amount: null, subtotal: null, total_tax: null, tip: null };
}

/** Amounts printed on rows labelled as a discount. */
function discountAmounts(amounts: AmountCandidate[]): number[] {
  return [...new Set(amounts.filter((a) => a.value !== 0 && labelRoles(a.row.text).has('discount')).map((a) => Math.abs(a.value)))];
}

function toField(choice: Scored<AmountCandidate | DateCandidate> | null, confidence: number): Field {
  if (!choice) return { value: null, raw: null, confidence: 0, page: null, bbox: null };
  const { candidate } = choice;
  return { value: candidate.value, raw: candidate.raw, confidence: Math.round(confidence * 1000) / 1000, page: candidate.row.page, bbox: unionBox([candidate.row.bbox]) };
}

/**
 * The model's fields (those it has a tree set for) and the rule fields' confidences calibrated. `rules`: the
 * fields as the rules chose them; the model's choice replaces a rule's for every field it covers.
 */
export function decodeReceipt(pages: LayoutPage[], readings: RowReading[], rules: Record<string, Field>, model: ReceiptModel): Record<string, Field> {
  const fields: Record<string, Field> = { ...rules };
  const photo = isPhotographed(pages);
  for (const name of Object.keys(model.rule_calibration)) {
    const f = fields[name];
    if (f && f.value !== null) fields[name] = { ...f, confidence: Math.round(calibrate(ruleCalibration(model, name, photo), f.confidence) * 1000) / 1000 };
  }
  const { amounts, dates } = receiptCandidates(pages, readings, rules, model.fields.date !== undefined);
  const amountModels = AMOUNT_FIELDS.filter((f) => model.fields[f]);
  if (amountModels.length) {
    const options = Object.fromEntries(
      AMOUNT_FIELDS.map((f) => [f, model.fields[f] ? ranked(amounts, (x) => score(model.fields[f], x), JOINT_CANDIDATES) : []]),
    ) as Record<AmountField, Scored<AmountCandidate>[]>;
    const chosen = decodeAmounts(options, discountAmounts(amounts.map((a) => a.candidate)));
    // The model may choose the total before a printed rounding adjustment; what was paid is after it.
    const total = chosen.total_amount;
    const rounded = total ? roundedTotal(receiptRows(pages), total.candidate.value) : null;
    if (total && rounded !== null) chosen.total_amount = { ...total, candidate: { ...total.candidate, value: rounded } };
    for (const f of amountModels) fields[f] = toField(chosen[f], chosen[f] ? calibrate(fieldCalibration(model.fields[f], photo), chosen[f].p) : 0);
  }
  // A tax larger than any rate allows, beside the total chosen, was read from another row (the total's, the subtotal's).
  const [tax, total] = [fields.total_tax?.value, fields.total_amount?.value];
  if (typeof tax === 'number' && typeof total === 'number' && tax > 0 && !isPlausibleTax(tax, total)) fields.total_tax = toField(null, 0);
  const amount = (name: string) => (typeof fields[name]?.value === 'number' ? (fields[name].value as number) : null);
  const unsigned = typeof total === 'number' ? totalWithoutMisreadSign(fields.total_amount.raw ?? '', total, amount('subtotal'), amount('total_tax'), amount('tip')) : null;
  if (unsigned !== null) fields.total_amount = { ...fields.total_amount, value: unsigned };
  if (model.fields.date) {
    const [best] = ranked(dates, (x) => score(model.fields.date, x), 1);
    fields.date = toField(best ?? null, best ? calibrate(fieldCalibration(model.fields.date, photo), best.p) : 0);
  }
  return decodeSupplierBlocks(pages, readings, fields, model);
}

/**
 * The tax printed between the subtotal and the total the model chose (less any tip), where the rules read none
 * or one that does not add up (the first of two tax rows); its confidence calibrated as the rules' own tax. Null
 * when the rules' tax adds up or no printed tax fits.
 */
export function taxOfChosenAmounts(pages: LayoutPage[], fields: Record<string, Field>, model: ReceiptModel): { tax: Field; taxes: TaxLine[] } | null {
  const amount = (name: string) => (typeof fields[name]?.value === 'number' ? (fields[name].value as number) : null);
  const [subtotal, tax, total] = [amount('subtotal'), amount('total_tax'), amount('total_amount')];
  if (subtotal === null || total === null || subtotal <= 0) return null;
  const beforeTip = cents(total - (amount('tip') ?? 0));
  if (tax !== null && (tax === 0 || sameToTheCent(subtotal + tax, beforeTip) || sameToTheCent(subtotal, beforeTip))) return null;
  const between = taxBetween(receiptRows(pages), subtotal, beforeTip);
  if (!between) return null;
  const confidence = calibrate(ruleCalibration(model, 'total_tax', isPhotographed(pages)), between.tax.confidence);
  return { tax: { ...between.tax, confidence: Math.round(confidence * 1000) / 1000 }, taxes: between.taxes };
}

/**
 * The probability that every field is right: the document model's (model/document-review.ts) when the model
 * file has one, else the product of the returned fields' probabilities mapped by a document-level calibration
 * fitted on out-of-fold outcomes (fields are not independent, and a field left null may be one the receipt prints).
 */
export function probabilityAllRight(fields: Record<string, Field>, model: ReceiptModel, pages: LayoutPage[] = [], itemsConsistent: boolean | null = null): number {
  const review = model.document_review;
  if (review) return documentProbability(review, documentFeatures(coveredProbabilities(fields, review.covered), readingFeatures(pages), itemsConsistent));
  const covered = [...Object.keys(model.fields), ...Object.keys(model.rule_calibration)];
  const product = covered.reduce((p, name) => (fields[name]?.value != null ? p * fields[name].confidence : p), 1);
  return model.document_calibration ? calibrate(model.document_calibration, product) : product;
}

/** Whether the document may go through without review: the model's threshold, or 0.95 without a document model. */
export function straightThroughThreshold(model: ReceiptModel): number {
  return model.document_review?.threshold ?? 0.95;
}
