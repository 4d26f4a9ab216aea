/**
 * The shapes that cross the extraction boundary: what `extract()` is given and what it returns.
 * `Result` is exactly the `result` object of the HTTP API (design/API.md, "Results").
 */

export type DocumentType = 'invoice' | 'receipt';
export type RequestedType = DocumentType | 'auto';

/** [x0, y0, x1, y1] as fractions of the page, origin top-left. */
export type BBox = [number, number, number, number];

export const FIELD_NAMES = [
  'supplier_name', 'supplier_address', 'supplier_tax_id', 'supplier_phone', 'supplier_email',
  'customer_name', 'customer_address', 'customer_tax_id',
  'invoice_number', 'receipt_number', 'po_number',
  'date', 'due_date', 'time', 'currency',
  'subtotal', 'total_tax', 'tip', 'total_amount', 'amount_due',
  'payment_terms', 'iban', 'payment_method',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** Fields that only make sense for one document type. */
export const INVOICE_ONLY: readonly FieldName[] = ['invoice_number', 'due_date', 'amount_due'];
export const RECEIPT_ONLY: readonly FieldName[] = ['receipt_number', 'time', 'tip', 'payment_method'];

export function fieldNamesFor(type: DocumentType): FieldName[] {
  const excluded = type === 'invoice' ? RECEIPT_ONLY : INVOICE_ONLY;
  return FIELD_NAMES.filter((name) => !excluded.includes(name));
}

export interface Field {
  value: string | number | null;
  raw: string | null;
  confidence: number;
  page: number | null;
  bbox: BBox | null;
}

export interface LineItem {
  description: string | null;
  quantity: number | null;
  unit_price: number | null;
  amount: number | null;
  tax_rate: number | null;
  product_code: string | null;
  confidence: number;
  page: number | null;
  bbox: BBox | null;
}

export interface TaxLine {
  rate: number | null;
  base: number | null;
  amount: number | null;
}

export interface PageInfo {
  number: number;
  width: number;
  height: number;
  unit: 'pt' | 'px';
  rotation: number;
}

export interface Result {
  document_type: DocumentType;
  source: 'pdf_text' | 'ocr' | 'e_invoice';
  fields: Record<string, Field>;
  line_items: LineItem[];
  taxes: TaxLine[];
  checks: { totals_consistent: boolean | null; line_items_consistent: boolean | null };
  needs_review: boolean;
  pages: PageInfo[];
  warnings: string[];
}

/** One word on a page, as read from a PDF text layer or by OCR. */
export interface Word {
  text: string;
  bbox: BBox;
  /** 0–1; 1 for a PDF text layer. */
  confidence: number;
  /**
   * What read it: `tesseract`; `ppocr`, the PP-OCRv4 line recogniser (a row read again, a row Tesseract skipped,
   * a line the text detector found); `pdf_text` and `text` for words not OCR'd. Absent: Tesseract.
   */
  engine?: WordEngine;
}

export type WordEngine = 'tesseract' | 'ppocr' | 'pdf_text' | 'text';

export interface LayoutLine {
  text: string;
  bbox: BBox;
  words: Word[];
}

/** A printed row read again by the second OCR engine (sources/line-reader.ts). */
export interface RowReading {
  page: number;
  /** The row's box as the first reading found it. */
  bbox: BBox;
  text: string;
  confidence: number;
  /** The characters read, each with its probability and horizontal position (fraction of the page's width). */
  characters?: { char: string; probability: number; x?: number }[];
  /** The part of the row read, when only its value's words were (`rowsToReread`); the rest is as Tesseract read it. */
  span?: BBox;
}

/** Word-level layout of one page (served by GET /v1/documents/{id}/layout). */
export interface LayoutPage extends PageInfo {
  source: 'pdf_text' | 'ocr' | 'text';
  words: Word[];
  lines: LayoutLine[];
  /** An OCR'd page taken for a photograph (sources/photo.ts): its fields are right less often at the same score. */
  photo?: boolean;
}

export interface ExtractionOptions {
  einvoice: boolean;
  ocrLangs: string;
  maxPages: number;
  /** Render page images for the console (PNG, ~1000 px wide). */
  renderPages: boolean;
  /** Re-read an OCR'd receipt's total, date, name and address rows with a second OCR engine (default true). */
  secondReading?: boolean;
  /** Pixels an image (a file's page, an image inside a PDF) may have; default budgets.ts DEFAULT_MAX_IMAGE_PIXELS. */
  maxImagePixels?: number;
  /** Return the pages as analysed with their row readings (`asRead`), so the eval can analyse them again. */
  keepAsRead?: boolean;
}

export interface ExtractionOutput {
  result: Result;
  layout: LayoutPage[];
  /** With `keepAsRead`: the pages `analysePages` was given (before the final layout) and the second engine's row readings. */
  asRead?: { pages: LayoutPage[]; readings: RowReading[] };
  pageImages: { number: number; png: Uint8Array }[];
  file: { content_type: string; pages: number };
}

export type ExtractionErrorCode =
  | 'unsupported_format'
  | 'document_corrupt'
  | 'document_too_large'
  | 'password_protected'
  | 'too_many_pages'
  | 'processing_timeout';

/** A document that cannot be processed; the worker turns it into `failed` with this code. */
export class ExtractionError extends Error {
  constructor(
    readonly code: ExtractionErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}

export function emptyField(): Field {
  return { value: null, raw: null, confidence: 0, page: null, bbox: null };
}
