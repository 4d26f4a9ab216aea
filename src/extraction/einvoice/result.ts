import { emptyField, fieldNamesFor, type PageInfo, type Result } from '../types.ts';
import type { EInvoice } from './model.ts';

/** Sums of amounts with two decimals may differ from the stated total by a rounding cent. */
const TOLERANCE = 0.01 + 1e-9;

/**
 * The API result for an invoice read from its XML (`source: "e_invoice"`). `mismatches` are the
 * `crossCheck` warnings against the printed page, if the page was read; any of them, or XML totals that
 * do not add up, set `needs_review`. A credit note is announced by a leading `credit_note:` warning
 * (amounts stay as the XML states them, normally positive) without needing review.
 */
export function eInvoiceResult(einvoice: EInvoice, pages: PageInfo[], mismatches: string[] = []): Result {
  const fields = Object.fromEntries(fieldNamesFor('invoice').map((name) => [name, einvoice.fields[name] ?? emptyField()]));
  const checks = { totals_consistent: totalsConsistent(einvoice), line_items_consistent: lineItemsConsistent(einvoice) };
  const notices: string[] = [];
  if (einvoice.credit_note) {
    const code = einvoice.type_code ? ` (type code ${einvoice.type_code})` : '';
    notices.push(`credit_note: this document is a credit note${code}; amounts are as its XML states them`);
  }
  if (checks.totals_consistent === false) notices.push('totals: in the XML, subtotal + total_tax does not equal total_amount');
  if (checks.line_items_consistent === false) notices.push('line_items: in the XML, the line amounts do not add up to the line total');
  return {
    document_type: 'invoice',
    source: 'e_invoice',
    fields,
    line_items: einvoice.line_items,
    taxes: einvoice.taxes,
    checks,
    needs_review: mismatches.length > 0 || checks.totals_consistent === false || checks.line_items_consistent === false,
    pages,
    warnings: [...notices, ...mismatches],
  };
}

function amount(einvoice: EInvoice, name: string): number | null {
  const value = einvoice.fields[name]?.value;
  return typeof value === 'number' ? value : null;
}

function totalsConsistent(einvoice: EInvoice): boolean | null {
  const [subtotal, tax, total] = [amount(einvoice, 'subtotal'), amount(einvoice, 'total_tax'), amount(einvoice, 'total_amount')];
  if (subtotal === null || tax === null || total === null) return null;
  return Math.abs(subtotal + tax - total) <= TOLERANCE;
}

function lineItemsConsistent(einvoice: EInvoice): boolean | null {
  const amounts = einvoice.line_items.map((item) => item.amount);
  if (einvoice.line_total === null || amounts.length === 0 || amounts.some((a) => a === null)) return null;
  const sum = amounts.reduce<number>((total, a) => total + (a ?? 0), 0);
  return Math.abs(sum - einvoice.line_total) <= TOLERANCE;
}
