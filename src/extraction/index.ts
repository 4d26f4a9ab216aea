/**
 * The pipeline: bytes + requested type → result. Pure (no database, no HTTP); runs inside a worker process (pool.ts).
 *
 * Format by magic bytes → words per page from the best source (PDF text layer; OCR for image files and for PDF
 * pages without text; synthetic boxes for plain text) → fields, line items, taxes, checks (analyse.ts).
 * Invoice XML (standalone, or attached to a PDF) is read exactly; an attached one is cross-checked against the
 * printed page.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { sniffFormat } from '../net/sniff.ts';
import {
  ExtractionError, type ExtractionOptions, type ExtractionOutput, type LayoutLine, type LayoutPage, type RequestedType, type Result, type RowReading,
} from './types.ts';
import { analysePages, documentType, pageInfo } from './analyse.ts';
import { finalLayout } from './final-layout.ts';
import { rowsToReread } from './fields/receipt.ts';
import { hasText, openPdf, pageContent, readingPdf, readTextLayer } from './sources/pdf.ts';
import { readTextPage } from './sources/text.ts';
import { readRows, type PageAsRead } from './sources/line-reader.ts';
import { ocrGrayPage, ocrImageFile, type DarkerReadingOf } from './sources/ocr.ts';
import { ocrLangsFromEvidence } from './sources/ocr-languages.ts';
import { drawPdfPageAsPng, pageForOcr } from './sources/render.ts';
import { crossCheck, eInvoiceResult, invoiceAttachment, locateOnPage, readEInvoice, type EInvoice } from './sources/einvoice.ts';

/** Resolution for OCR of image-only PDF pages, and for the console's page images. */
const OCR_DPI = 300;
const PREVIEW_DPI = 100;
/** Receipts are a page or two: longer documents are not re-read (and their page images not kept). */
const MAX_REREAD_PAGES = 4;

type PageImages = ExtractionOutput['pageImages'];

/** The lines' text: what the language of a first reading is told from. */
const textOf = (lines: LayoutLine[]) => lines.map((line) => line.text).join('\n');

export async function extract(bytes: Uint8Array, type: RequestedType, options: ExtractionOptions): Promise<ExtractionOutput> {
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw new ExtractionError('unsupported_format', 'The file is not a PDF, an image, an XML invoice or plain text.');
  const file = (pages: number) => ({ content_type: sniffed.contentType, pages });
  switch (sniffed.format) {
    case 'xml': {
      if (!options.einvoice) {
        throw new ExtractionError('unsupported_format', 'Reading e-invoice XML is switched off (DOCPROC_EINVOICE=false).');
      }
      // readEInvoice tells hostile XML (document_corrupt) from XML that is not an invoice (unsupported_format).
      const result = withRequestedType(eInvoiceResult(readEInvoice(bytes), []), type);
      return { result, layout: [], pageImages: [], file: file(0) };
    }
    case 'pdf': {
      const { result, layout, asRead, pageImages } = await extractPdf(bytes, type, options);
      return { result, layout, asRead, pageImages, file: file(layout.length) };
    }
    case 'text': {
      const layout = [readTextPage(bytes)];
      return { result: analysePages(layout, type, 'pdf_text'), layout: finalLayout(layout, []), pageImages: [], file: file(1) };
    }
    default: {
      const readImage = (langs: string) => ocrImageFile(bytes, {
        langs, missedRows: options.secondReading !== false, detectEveryPage: type === 'invoice', sheets: type === 'invoice', invertBands: type === 'invoice', maxPages: options.maxPages, maxImagePixels: options.maxImagePixels, pageImages: options.renderPages,
      });
      let read = await readImage(options.ocrLangs);
      // A page in French or German is read again with models that know its letters.
      const betterLangs = ocrLangsFromEvidence(textOf(read.pages.flatMap((page) => page.lines)), options.ocrLangs);
      if (betterLangs) read = await readImage(betterLangs);
      const { pages, pageImages, pagesAsRead, darkerReadings } = read;
      const readings = await rereadReceiptRows(pages, new Map(pagesAsRead.map((page, i) => [pages[i].number, page])), type, options);
      const first = analysePages(pages, type, 'ocr', readings);
      const darker = new Map(darkerReadings.map((read, i) => [pages[i].number, read]));
      const result = await withDarkerReading(first, { pages, readings, darker, type, options });
      return { result, layout: finalLayout(pages, readings), ...keptAsRead(options, pages, readings), pageImages, file: file(pages.length) };
    }
  }
}

async function extractPdf(bytes: Uint8Array, type: RequestedType, options: ExtractionOptions) {
  const pdf = await openPdf(bytes, options.maxPages, options.maxImagePixels);
  try {
    const { pageImages, imagesEncoded, ocrPages, pagesAsRead, darker, warnings, ...read } = await readPdfPages(pdf, type, options);
    const pages = read.layout;
    const readings = await rereadReceiptRows(pages, pagesAsRead, type, options);
    pagesAsRead.clear();
    const source = ocrPages > 0 && ocrPages === pages.length ? 'ocr' : 'pdf_text';
    const visual = await withDarkerReading(analysePages(pages, type, source, readings), { pages, readings, darker, type, options });
    darker.clear();
    const layout = finalLayout(pages, readings);
    const asRead = keptAsRead(options, pages, readings).asRead;
    await imagesEncoded;
    visual.warnings.push(...warnings);
    if (!options.einvoice) return { result: visual, layout, asRead, pageImages };
    const attachment = await invoiceAttachment(pdf).catch(() => null);
    if (!attachment) return { result: visual, layout, asRead, pageImages };
    let einvoice: EInvoice;
    try {
      einvoice = readEInvoice(attachment.xml);
    } catch {
      visual.warnings.push(`e_invoice: the attached ${attachment.name} could not be read; fields come from the printed page`);
      return { result: visual, layout, asRead, pageImages };
    }
    const result = locateOnPage(eInvoiceResult(einvoice, layout.map(pageInfo), crossCheck(einvoice, visual, layout)), visual);
    return { result: withRequestedType(result, type), layout, asRead, pageImages };
  } finally {
    await pdf.destroy();
  }
}

/** Every page's words: the text layer, or OCR of the rendered page when it has no text; plus console previews. */
async function readPdfPages(pdf: PDFDocumentProxy, type: RequestedType, options: ExtractionOptions) {
  const layout: LayoutPage[] = [];
  const pageImages: PageImages = [];
  let imagesEncoded = Promise.resolve();
  const warnings: string[] = [];
  let ocrPages = 0;
  // OCR'd pages kept for a second reading of receipt rows: receipts are short, invoices never re-read.
  const pagesAsRead = new Map<number, PageAsRead>();
  const darker = new Map<number, DarkerReadingOf>();
  const keepPages = type !== 'invoice' && options.secondReading !== false;
  // Scanned pages in French, German, Spanish… are read with models that know their letters, as image files are: the
  // first page whose reading shows the language is read again with them, and the pages after it with them alone.
  let langs = options.ocrLangs;
  let langsDecided = false;
  for (let number = 1; number <= pdf.numPages; number++) {
    // What pdf.js fails on is the document's fault (readingPdf); OCR's failures are not.
    const page = await readingPdf(pdf.getPage(number));
    let words = await readingPdf(readTextLayer(page));
    const content = hasText(words) ? null : await readingPdf(pageContent(page));
    if (content && content.kind !== 'blank') {
      const gray = await readingPdf(pageForOcr(page, content, OCR_DPI));
      if (gray) {
        const readPage = (ocrLangs: string) => ocrGrayPage(gray, number, {
          langs: ocrLangs, missedRows: options.secondReading !== false, detectEveryPage: type === 'invoice', sheets: type === 'invoice', invertBands: type === 'invoice',
        });
        let read = await readPage(langs);
        const better: string | null = langsDecided ? null : ocrLangsFromEvidence(textOf(read.layout.lines), options.ocrLangs);
        if (better) {
          langs = better;
          langsDecided = true;
          read = await readPage(better);
        }
        const { layout: ocr, asRead, darker: darkerReading } = read;
        // Keep the PDF's page size in points; OCR boxes are already fractions of the page.
        words = { ...words, source: 'ocr', words: ocr.words, lines: ocr.lines, ...(ocr.photo ? { photo: true } : {}) };
        if (keepPages && pagesAsRead.size < MAX_REREAD_PAGES) pagesAsRead.set(number, asRead);
        if (type !== 'invoice' && darker.size < MAX_REREAD_PAGES) darker.set(number, darkerReading);
        ocrPages++;
      } else {
        warnings.push(`ocr: page ${number} has no text layer and could not be rendered for OCR`);
      }
    }
    layout.push(words);
    if (options.renderPages) {
      // The page's PNG is encoded while the next page is read (or the fields chosen): one at a time, in order.
      const drawn = await readingPdf(drawPdfPageAsPng(page, PREVIEW_DPI));
      await imagesEncoded;
      imagesEncoded = drawn.png.then((png) => {
        if (png.length > 0) pageImages.push({ number, png });
      });
      // Awaited by the caller once the pages are read; a failure before then must not go unhandled.
      imagesEncoded.catch(() => undefined);
    }
    page.cleanup();
  }
  return { layout, pageImages, imagesEncoded, ocrPages, pagesAsRead, darker, warnings };
}

/**
 * A receipt's total, date, name and address rows read again by the second OCR engine, from the OCR'd pages as
 * Tesseract read them (`pagesAsRead`, by page number). Nothing for invoices, text-layer pages, or when switched off.
 */
async function rereadReceiptRows(pages: LayoutPage[], pagesAsRead: Map<number, PageAsRead>, type: RequestedType, options: ExtractionOptions): Promise<RowReading[]> {
  if (options.secondReading === false || pagesAsRead.size === 0 || pagesAsRead.size > MAX_REREAD_PAGES) return [];
  if (documentType(pages, type).type !== 'receipt') return [];
  return readRows(rowsToReread(pages), pagesAsRead);
}

/** Receipt fields worth reading a page again for when its first reading found none. */
const KEY_RECEIPT_FIELDS = ['supplier_name', 'supplier_address', 'date', 'total_amount'];

/**
 * A receipt missing a key field is read again with its ink strengthened (sources/ocr.ts), second reading of its
 * rows included, and the fields that reading finds fill the gaps; everything found the first time stays. Only
 * on a miss, because darkening every page loses more than it finds. `darker`: each OCR'd page's darker reading.
 */
async function withDarkerReading(
  first: Result,
  context: { pages: LayoutPage[]; readings: RowReading[]; darker: Map<number, DarkerReadingOf>; type: RequestedType; options: ExtractionOptions },
): Promise<Result> {
  const { pages, readings, darker, type, options } = context;
  const missing = KEY_RECEIPT_FIELDS.filter((name) => first.fields[name]?.value == null);
  if (first.document_type !== 'receipt' || missing.length === 0 || darker.size === 0 || pages.length > MAX_REREAD_PAGES) return first;
  const darkerPages: LayoutPage[] = [];
  const readFrom = new Map<number, PageAsRead>();
  for (const page of pages) {
    const read = await darker.get(page.number)?.();
    darkerPages.push(read ? { ...page, words: read.words, lines: read.lines } : page);
    if (read) readFrom.set(page.number, read.readFrom);
  }
  if (readFrom.size === 0) return first;
  const second = analysePages(darkerPages, type, first.source, await rereadReceiptRows(darkerPages, readFrom, type, options));
  const fill = Object.fromEntries(missing.filter((name) => second.fields[name]?.value != null).map((name) => [name, second.fields[name]]));
  return Object.keys(fill).length === 0 ? first : analysePages(pages, type, first.source, readings, fill);
}

/** An XML invoice is an invoice whatever was submitted; say so when the caller asked for a receipt. */
function withRequestedType(result: Result, type: RequestedType): Result {
  if (type === 'receipt') {
    result.warnings.push('type: submitted as receipt, but the document is an e-invoice');
    result.needs_review = true;
  }
  return result;
}

/** The pages as analysed and the second engine's row readings, for the eval's cache (`keepAsRead`) only. */
function keptAsRead(options: ExtractionOptions, pages: LayoutPage[], readings: RowReading[]): Pick<ExtractionOutput, 'asRead'> {
  return options.keepAsRead ? { asRead: { pages, readings } } : {};
}
