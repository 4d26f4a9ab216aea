/**
 * Invoice or receipt, from the words a document uses and its shape (receipts are narrow till rolls).
 *
 * Each kind of cue counts once, however often it is printed: many till receipts are headed `TAX INVOICE`
 * and print `Invoice No:` below, which says less than one `Bill to` or `Due date`. Those terms of a
 * business-to-business invoice count double; a till's time of sale counts for the receipt.
 */
import type { DocumentType, LayoutPage } from './types.ts';

const INVOICE_WORD = /(?<!\p{L})(?:invoice|rechnung|facture|factura|fattura|factuur|faktura)(?!\p{L})/iu;
const INVOICE_TERMS =
  /(?<!\p{L})(?:bill\s+to|invoice\s+to|due\s+date|payment\s+terms|iban|bic|swift|purchase\s+order|fällig\w*|zahlungsziel|échéance|vencimiento|scadenza|ust[-.\s]?id\w*|vat\s+(?:no|number|reg\w*)|tax\s+id|customer\s+(?:no|number|id)|kundennummer|net\s+\d+\s+days)(?!\p{L})/giu;
const RECEIPT_CUES =
  /(?<!\p{L})(?:receipt|cash|change|tendered|thank\s+you|thanks|visa|mastercard|debit|cashier|table|server|qty|rounding|tip|gratuity|kassenbon|quittung|beleg|bon|ticket|reçu|recibo|scontrino|kassabon|paragon|terminal|auth\w*\s+code|member|points)(?!\p{L})/giu;
/** `14:32`, `2:05:11 PM`: tills print the time of sale. */
const TIME_OF_DAY = /(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\d:])/;

export interface Classification {
  type: DocumentType;
  /** 0.5 (undecided) – 1. */
  confidence: number;
}

function distinct(text: string, cues: RegExp): number {
  return new Set((text.match(cues) ?? []).map((cue) => cue.toLowerCase().replace(/\s+/g, ' '))).size;
}

export function classifyDocument(pages: LayoutPage[]): Classification {
  const text = pages.flatMap((page) => page.lines.map((line) => line.text)).join('\n');
  const invoice = (INVOICE_WORD.test(text) ? 1 : 0) + 2 * distinct(text, INVOICE_TERMS);
  let receipt = distinct(text, RECEIPT_CUES) + (TIME_OF_DAY.test(text) ? 1 : 0);
  const first = pages[0];
  // A page much taller than wide is a till roll.
  if (first && first.width > 0 && first.height / first.width > 2) receipt += 2;
  const total = invoice + receipt;
  if (total === 0) return { type: 'invoice', confidence: 0.5 };
  const type: DocumentType = receipt > invoice ? 'receipt' : 'invoice';
  return { type, confidence: 0.5 + 0.5 * (Math.abs(invoice - receipt) / total) };
}
