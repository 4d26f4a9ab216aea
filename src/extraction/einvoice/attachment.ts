import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { getDocument } from '../sources/pdfjs.ts';
import { isInvoiceXml } from './read.ts';

/** Finds the invoice XML a Factur-X / ZUGFeRD / XRechnung PDF (PDF/A-3) carries as an attachment. */

export interface InvoiceAttachment {
  name: string;
  xml: Uint8Array;
}

/** File names the specifications give the invoice attachment (compared case-insensitively). */
const INVOICE_FILE_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];

interface PdfAttachment {
  filename?: string;
  content?: Uint8Array;
}

/**
 * The invoice XML attached to this PDF, or null when there is none — or when the PDF cannot be opened,
 * which the text/OCR path then reports with the proper error. An attachment with a standard invoice
 * name is returned even when it does not parse as an invoice, for `readEInvoice` to report why.
 */
export async function embeddedInvoiceXml(pdfBytes: Uint8Array): Promise<InvoiceAttachment | null> {
  // pdf.js may transfer (detach) the buffer it is given, and refuses Buffers: hand it a plain copy.
  const task = getDocument({ data: new Uint8Array(pdfBytes), verbosity: 0, isEvalSupported: false, stopAtErrors: false });
  try {
    return await invoiceAttachment(await task.promise);
  } catch {
    return null;
  } finally {
    await task.destroy();
  }
}

/** The same, for a PDF the caller has already opened with pdf.js. */
export async function invoiceAttachment(pdf: PDFDocumentProxy): Promise<InvoiceAttachment | null> {
  const attachments = (await pdf.getAttachments()) as Record<string, PdfAttachment> | null;
  if (!attachments) return null;
  const files = Object.entries(attachments)
    .map(([key, file]) => ({ name: file.filename ?? key, xml: file.content }))
    .filter((file): file is InvoiceAttachment => file.xml instanceof Uint8Array);
  const named = files.filter((file) => INVOICE_FILE_NAMES.includes(file.name.toLowerCase()));
  // Writers do not always use a standard name (`invoice.xml`, `rechnung.xml`…): any attached
  // XML whose root element is an invoice qualifies, after the conventionally named ones.
  const others = files.filter((file) => !named.includes(file) && file.name.toLowerCase().endsWith('.xml'));
  // A conventionally named file that does not read as an invoice is still returned last, so that the
  // caller's readEInvoice can say what is wrong with it instead of the attachment passing unnoticed.
  return [...named, ...others].find((file) => isInvoiceXml(file.xml)) ?? named[0] ?? null;
}
