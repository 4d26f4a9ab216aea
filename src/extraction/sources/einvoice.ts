/**
 * E-invoices: Factur-X / ZUGFeRD (1.0 and 2.x, every profile) / XRechnung XML embedded in PDFs, and
 * standalone CII or UBL XML files, read into exact fields (`source: "e_invoice"`, confidence 1).
 *
 * - Hostile or malformed XML is refused as `document_corrupt`; well-formed XML of another kind as
 *   `unsupported_format`.
 * - Credit notes (UBL `CreditNote`, or a credit-note type code such as 381) keep their amounts as the XML
 *   states them — positive, as printed — with `credit_note: true` on the EInvoice and a leading
 *   `credit_note:` warning in the result. Corrected invoices (384) that state negative amounts keep them.
 * - When the page was also read visually, `crossCheck` lists each field where the page disagrees with the
 *   XML (the XML stays the answer) — given the page words, only when the XML value is printed nowhere —
 *   and `locateOnPage` borrows the page boxes where they agree.
 *
 * The implementation lives in `../einvoice/`.
 */
export type { EInvoice } from '../einvoice/model.ts';
export { embeddedInvoiceXml, invoiceAttachment, type InvoiceAttachment } from '../einvoice/attachment.ts';
export { isInvoiceXml, readEInvoice } from '../einvoice/read.ts';
export { crossCheck, locateOnPage } from '../einvoice/cross-check.ts';
export { eInvoiceResult } from '../einvoice/result.ts';
