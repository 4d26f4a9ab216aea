import { ExtractionError } from '../types.ts';
import { readCii } from './cii.ts';
import type { EInvoice } from './model.ts';
import { readUbl } from './ubl.ts';
import { parseXml } from './xml.ts';

type Syntax = EInvoice['syntax'];

/** Root element local names of the invoice syntaxes docproc reads. */
const ROOTS: Record<string, Syntax> = {
  CrossIndustryInvoice: 'cii',
  CrossIndustryDocument: 'zugferd1',
  Invoice: 'ubl',
  CreditNote: 'ubl',
};

export function syntaxOf(rootName: string): Syntax | null {
  return Object.hasOwn(ROOTS, rootName) ? ROOTS[rootName] : null;
}

/** Whether these bytes are an XML invoice docproc reads (CII, ZUGFeRD 1, UBL Invoice/CreditNote). */
export function isInvoiceXml(bytes: Uint8Array): boolean {
  try {
    return syntaxOf(parseXml(bytes).rootName) !== null;
  } catch {
    return false;
  }
}

/**
 * Reads invoice XML. Hostile or malformed XML → `document_corrupt`; well-formed XML that is not an
 * invoice → `unsupported_format`.
 */
export function readEInvoice(bytes: Uint8Array): EInvoice {
  const { rootName, root } = parseXml(bytes);
  switch (syntaxOf(rootName)) {
    case 'cii':
      return readCii(root, false);
    case 'zugferd1':
      return readCii(root, true);
    case 'ubl':
      return readUbl(root, rootName === 'CreditNote');
    default:
      throw new ExtractionError(
        'unsupported_format',
        `This XML is not an invoice docproc reads (root element "${rootName}"; expected CII CrossIndustryInvoice, ZUGFeRD 1 CrossIndustryDocument or UBL Invoice/CreditNote).`,
      );
  }
}
