import type { Field, LineItem, TaxLine, Result } from '../types.ts';

/** A structured invoice read from Factur-X/ZUGFeRD/XRechnung CII or UBL XML. (Interface placeholder.) */
export interface EInvoice {
  syntax: 'cii' | 'zugferd1' | 'ubl';
  credit_note: boolean;
  fields: Record<string, Field>;
  line_items: LineItem[];
  taxes: TaxLine[];
}

/** The invoice XML attached to a PDF (factur-x.xml, zugferd-invoice.xml, ZUGFeRD-invoice.xml, xrechnung.xml…), if any. */
export async function embeddedInvoiceXml(_pdfBytes: Uint8Array): Promise<{ name: string; xml: Uint8Array } | null> {
  return null;
}

/** Whether these bytes are an XML invoice docproc reads (CII, ZUGFeRD 1, UBL Invoice/CreditNote). */
export function isInvoiceXml(_bytes: Uint8Array): boolean {
  return false;
}

/** Parses invoice XML; hostile or malformed XML → ExtractionError('document_corrupt'). */
export function readEInvoice(_xml: Uint8Array): EInvoice {
  throw new Error('Not implemented yet.');
}

/** Warnings for every field where the printed (visual) value disagrees with the XML. */
export function crossCheck(_einvoice: EInvoice, _visual: Result): string[] {
  return [];
}
