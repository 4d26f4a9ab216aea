import type { Field, LineItem, TaxLine } from '../types.ts';

/** A structured invoice read from Factur-X/ZUGFeRD/XRechnung CII or UBL XML. */
export interface EInvoice {
  /** `cii`: UN/CEFACT CrossIndustryInvoice (ZUGFeRD 2, Factur-X, XRechnung CII); `zugferd1`: CrossIndustryDocument. */
  syntax: 'cii' | 'zugferd1' | 'ubl';
  /**
   * A credit note (UBL `CreditNote`, or a credit-note type code such as 381). Amounts stay as the XML
   * states them — positive on a credit note, as printed — so this flag is what tells a credit from a bill.
   */
  credit_note: boolean;
  /** UNTDID 1001 document type code (380 invoice, 381 credit note, 384 corrected invoice…), when stated. */
  type_code: string | null;
  /** Specification/profile identifier (e.g. `urn:cen.eu:en16931:2017`), when stated. */
  profile: string | null;
  /** Canonical field names of the API (supplier_name … iban). */
  fields: Record<string, Field>;
  line_items: LineItem[];
  taxes: TaxLine[];
  /** Sum of the line net amounts as the XML states it (EN 16931 BT-106), to check the lines against. */
  line_total: number | null;
}

/** UNTDID 1001 codes EN 16931 treats as credit notes. */
export const CREDIT_NOTE_TYPE_CODES: ReadonlySet<string> = new Set([
  '81', '83', '261', '262', '296', '308', '381', '396', '420', '458', '532',
]);
