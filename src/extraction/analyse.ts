/**
 * Page layouts → the typed result: document type, fields, line items, taxes and the checks between them.
 * Shared by every source that yields words (PDF text layer, OCR, plain text).
 */
import type { DocumentType, Field, LayoutPage, LineItem, PageInfo, RequestedType, Result, RowReading, TaxLine } from './types.ts';
import { classifyDocument } from './classify.ts';
import { extractInvoiceFields } from './fields/invoice.ts';
import { extractLineItems } from './fields/line-items.ts';
import { extractTaxLines, withBaseFromSubtotal } from './fields/taxes.ts';
import { close, lineItemsConsistent } from './fields/checks.ts';
import { extractReceiptFields } from './fields/receipt.ts';
import { untaxedSubtotal } from './fields/receipt-arithmetic.ts';
import { amountsAddUp, decodeReceipt, probabilityAllRight, straightThroughThreshold, taxOfChosenAmounts } from './decode/receipt.ts';
import { defaultReceiptModel, type ReceiptModel } from './model/receipt-model.ts';
import { invoiceNeedsReview } from './decode/invoice-review.ts';
import { calibrateInvoiceFields, defaultInvoiceCalibration } from './model/invoice-calibration.ts';

export function pageInfo(page: LayoutPage): PageInfo {
  return { number: page.number, width: page.width, height: page.height, unit: page.unit, rotation: page.rotation };
}

/** `needs_review: false` only when the calibrated probability that every returned field is right reaches this. */
const STRAIGHT_THROUGH_PROBABILITY = 0.95;

/** Confidence multiplier for every amount when the document's arithmetic does not add up. */
const INCONSISTENT_PENALTY = 0.7;

/** The type the document is read as: the submitted one, or the classifier's for `auto`. */
export function documentType(pages: LayoutPage[], requested: RequestedType): { type: DocumentType; warning: string | null } {
  const classification = classifyDocument(pages);
  if (requested === 'auto') return { type: classification.type, warning: null };
  const disagrees = classification.type !== requested && classification.confidence >= 0.8;
  return { type: requested, warning: disagrees ? `type: submitted as ${requested}, but the document looks like a ${classification.type}` : null };
}

/**
 * `readings`: receipt rows read again by the second OCR engine (see fields/receipt-readings.ts). `fill`: receipt
 * fields found elsewhere (a darker reading of the same pages), used where these pages yield none.
 */
export function analysePages(
  pages: LayoutPage[],
  requested: RequestedType,
  source: Result['source'],
  readings: RowReading[] = [],
  fill: Record<string, Field> = {},
  receiptModel: ReceiptModel | null = defaultReceiptModel(),
): Result {
  const warnings: string[] = [];
  const { type, warning } = documentType(pages, requested);
  if (warning) warnings.push(warning);
  if (pages.every((page) => page.words.length === 0)) warnings.push('text: no text was found on any page');

  const generic = extractInvoiceFields(pages, type);
  let { fields, totalsConsistent } = generic;
  let lineItems: LineItem[];
  let taxes: TaxLine[];
  const number = (field: Field | undefined) => (typeof field?.value === 'number' ? field.value : null);
  let allRight: number | null = null;
  let straightThrough = STRAIGHT_THROUGH_PROBABILITY;
  if (type === 'receipt') {
    // Receipts have their own extractor (till-roll layouts, OCR noise); the generic one fills what it leaves out.
    const receipt = extractReceiptFields(pages, readings);
    fields = { ...fields, ...receipt.fields };
    if (receiptModel) fields = decodeReceipt(pages, readings, fields, receiptModel);
    for (const [name, field] of Object.entries(fill)) if (fields[name]?.value == null) fields[name] = field;
    lineItems = receipt.line_items;
    taxes = receipt.taxes;
    const between = receiptModel ? taxOfChosenAmounts(pages, fields, receiptModel) : null;
    if (between) [fields.total_tax, taxes] = [between.tax, between.taxes];
    // After the model: its candidates' features read the rules' own subtotal.
    if (receiptModel) fields.subtotal = untaxedSubtotal(fields, lineItems) ?? fields.subtotal;
    const [subtotal, tax, total] = [number(fields.subtotal), number(fields.total_tax), number(fields.total_amount)];
    const consistent = receiptModel ? amountsAddUp({ subtotal, total_tax: tax, tip: number(fields.tip), total_amount: total }) : close((subtotal ?? 0) + (tax ?? 0), total ?? 0);
    totalsConsistent = subtotal !== null && tax !== null && total !== null ? consistent : null;
  } else {
    lineItems = extractLineItems(generic.doc);
    taxes = withBaseFromSubtotal(extractTaxLines(generic.doc), number(fields.subtotal));
  }
  const linesConsistent = lineItemsConsistent(lineItems, number(fields.subtotal), number(fields.total_amount));
  if (type === 'receipt' && receiptModel) {
    // The document model reads the items' check itself (items that do not add up are common and often harmless).
    allRight = fields.total_amount?.value == null ? 0 : probabilityAllRight(fields, receiptModel, pages, linesConsistent);
    straightThrough = Math.max(STRAIGHT_THROUGH_PROBABILITY, straightThroughThreshold(receiptModel));
  }

  if (totalsConsistent === false) {
    warnings.push('totals: subtotal + total_tax does not equal total_amount');
    for (const name of ['subtotal', 'total_tax', 'total_amount']) {
      fields[name] = { ...fields[name], confidence: Math.round(fields[name].confidence * INCONSISTENT_PENALTY * 100) / 100 };
    }
  }
  if (linesConsistent === false) warnings.push('line_items: the line amounts do not add up to the subtotal or total');
  const checks = { totals_consistent: totalsConsistent, line_items_consistent: linesConsistent };
  // An invoice goes straight through only on evidence that every returned field is right (decode/invoice-review.ts).
  const unproven = type === 'invoice' && invoiceNeedsReview({ source, fields, lineItems, taxes, checks, pages, doc: generic.doc });
  // Calibrated after the review: its thresholds were chosen on the rules' own scores.
  if (type === 'invoice') fields = calibrateInvoiceFields(fields, source, defaultInvoiceCalibration());
  return {
    document_type: type,
    source,
    fields,
    line_items: lineItems,
    taxes,
    checks,
    needs_review:
      unproven ||
      totalsConsistent === false ||
      (linesConsistent === false && allRight === null) ||
      warnings.some((w) => w.startsWith('type:')) ||
      // Without the receipt model (its file missing) no probability says every field is right.
      (type === 'receipt' && allRight === null) ||
      (allRight !== null && allRight < straightThrough),
    pages: pages.map(pageInfo),
    warnings,
  };
}
