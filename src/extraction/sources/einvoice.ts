/**
 * E-invoices: Factur-X / ZUGFeRD / XRechnung XML embedded in PDFs, and standalone CII or UBL XML files,
 * read into exact fields (`source: "e_invoice"`). The implementation lives in `../einvoice/`.
 */
export type { EInvoice } from '../einvoice/model.ts';
export { embeddedInvoiceXml, invoiceAttachment, type InvoiceAttachment } from '../einvoice/attachment.ts';
export { isInvoiceXml, readEInvoice } from '../einvoice/read.ts';
export { crossCheck, locateOnPage } from '../einvoice/cross-check.ts';
export { eInvoiceResult } from '../einvoice/result.ts';
