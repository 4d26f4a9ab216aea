/**
 * Invoice or receipt, from the words a document uses and its shape (receipts are narrow till rolls).
 */
import type { DocumentType, LayoutPage } from './types.ts';

const INVOICE_CUES =
  /(?<!\p{L})(?:invoice|rechnung|facture|factura|fattura|factuur|faktura|bill\s+to|invoice\s+to|due\s+date|payment\s+terms|iban|bic|swift|purchase\s+order|fällig\w*|zahlungsziel|échéance|vencimiento|scadenza|ust[-.\s]?id\w*|vat\s+(?:no|number|reg\w*)|tax\s+id|customer\s+(?:no|number|id)|kundennummer|net\s+\d+\s+days)(?!\p{L})/giu;
const RECEIPT_CUES =
  /(?<!\p{L})(?:receipt|cash|change|tendered|thank\s+you|thanks|visa|mastercard|debit|cashier|table|server|qty|rounding|tip|gratuity|kassenbon|quittung|beleg|bon|ticket|reçu|recibo|scontrino|kassabon|paragon|terminal|auth\w*\s+code|member|points)(?!\p{L})/giu;

export interface Classification {
  type: DocumentType;
  /** 0.5 (undecided) – 1. */
  confidence: number;
}

export function classifyDocument(pages: LayoutPage[]): Classification {
  const text = pages.flatMap((page) => page.lines.map((line) => line.text)).join('\n');
  const invoice = (text.match(INVOICE_CUES) ?? []).length;
  let receipt = (text.match(RECEIPT_CUES) ?? []).length;
  const first = pages[0];
  // A page much taller than wide is a till roll.
  if (first && first.width > 0 && first.height / first.width > 2) receipt += 2;
  const total = invoice + receipt;
  if (total === 0) return { type: 'invoice', confidence: 0.5 };
  const type: DocumentType = receipt > invoice ? 'receipt' : 'invoice';
  return { type, confidence: 0.5 + 0.5 * (Math.abs(invoice - receipt) / total) };
}
