import { ExtractionError } from '../types.ts';
import { readCii } from './cii.ts';
import type { EInvoice } from './model.ts';
import { readUbl } from './ubl.ts';
import { parseXml, type XmlDocument } from './xml.ts';

type Syntax = EInvoice['syntax'];

/**
 * Root elements of the syntaxes docproc reads, with the start of their namespace: an `<Invoice>` in some
 * other vocabulary (an ERP export) is not UBL and must not stand in for the page.
 */
const ROOTS: { name: string; namespace: string; syntax: Syntax }[] = [
  { name: 'CrossIndustryInvoice', namespace: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:', syntax: 'cii' },
  { name: 'CrossIndustryDocument', namespace: 'urn:ferd:CrossIndustryDocument:invoice:', syntax: 'zugferd1' },
  { name: 'Invoice', namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', syntax: 'ubl' },
  { name: 'CreditNote', namespace: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2', syntax: 'ubl' },
];

function syntaxOf({ rootName, namespace }: XmlDocument): Syntax | null {
  return ROOTS.find((root) => root.name === rootName && namespace?.startsWith(root.namespace))?.syntax ?? null;
}

/** Whether these bytes are an XML invoice docproc reads (CII, ZUGFeRD 1, UBL Invoice/CreditNote). */
export function isInvoiceXml(bytes: Uint8Array): boolean {
  try {
    return syntaxOf(parseXml(bytes)) !== null;
  } catch {
    return false;
  }
}

/**
 * Reads invoice XML. Hostile or malformed XML → `document_corrupt`; well-formed XML that is not an
 * invoice → `unsupported_format`.
 */
export function readEInvoice(bytes: Uint8Array): EInvoice {
  const document = parseXml(bytes);
  const { rootName, root } = document;
  switch (syntaxOf(document)) {
    case 'cii':
      return readCii(root, false);
    case 'zugferd1':
      return readCii(root, true);
    case 'ubl':
      return readUbl(root, rootName === 'CreditNote');
    default:
      throw new ExtractionError(
        'unsupported_format',
        `This XML is not an invoice docproc reads (root element "${rootName}" in namespace "${document.namespace ?? 'none'}"; expected a CII CrossIndustryInvoice, a ZUGFeRD 1 CrossIndustryDocument or a UBL 2 Invoice or CreditNote).`,
      );
  }
}
