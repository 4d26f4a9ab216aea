import type { LayoutPage, Result } from '../types.ts';
import type { EInvoice } from './model.ts';
import { pageText, printedOnPage } from './printed.ts';

/**
 * Compares the XML of an e-invoice with what the page shows (the visual extraction of the same PDF).
 * A hybrid invoice whose picture says something else than its data is either broken or tampered with;
 * the XML stays the answer, and each disagreement becomes a warning for a person to look at.
 */

type Equivalence = (xml: string | number, page: string | number) => boolean;

const normalName = (value: string | number) => String(value).normalize('NFKC').toUpperCase().replace(/\s+/g, ' ').trim();
const compactId = (value: string | number) => String(value).replace(/\s+/g, '').toUpperCase();

const sameAmount: Equivalence = (xml, page) => typeof xml === 'number' && typeof page === 'number' && Math.abs(xml - page) <= 0.005;
const sameText: Equivalence = (xml, page) => String(xml) === String(page);
const sameId: Equivalence = (xml, page) => compactId(xml) === compactId(page);
/** Shorter strings are contained in too many names to prove anything. */
const MIN_CONTAINED_NAME = 4;
/**
 * Names: equal once normalised (NFKC, upper case, single spaces) — or one containing the other, since
 * the XML name often carries extra lines (a department, a GLN) that the page prints elsewhere.
 */
const sameName: Equivalence = (xml, page) => {
  const [a, b] = [normalName(xml), normalName(page)];
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return a === b || (shorter.length >= MIN_CONTAINED_NAME && longer.includes(shorter));
};

/**
 * The fields compared, with the evaluation's equivalence rules. Addresses, phone numbers and payment
 * terms are left out: their layout differs legitimately between the XML and the page.
 */
const COMPARED: Record<string, Equivalence> = {
  supplier_name: sameName,
  customer_name: sameName,
  supplier_tax_id: sameId,
  customer_tax_id: sameId,
  supplier_email: sameId,
  invoice_number: sameId,
  po_number: sameId,
  iban: sameId,
  date: sameText,
  due_date: sameText,
  currency: sameText,
  subtotal: sameAmount,
  total_tax: sameAmount,
  total_amount: sameAmount,
  amount_due: sameAmount,
};

const digits = (value: string | number) => String(value).replace(/\D/g, '');
const sameMagnitude: Equivalence = (xml, page) => sameAmount(Math.abs(Number(xml)), Math.abs(Number(page)));

/** For locating fields on the page, free-form fields count too when they agree. */
const LOCATED: Record<string, Equivalence> = {
  ...COMPARED,
  subtotal: sameMagnitude,
  total_tax: sameMagnitude,
  total_amount: sameMagnitude,
  amount_due: sameMagnitude,
  supplier_address: sameName,
  customer_address: sameName,
  supplier_phone: (xml, page) => digits(xml).length > 0 && digits(xml) === digits(page),
  payment_terms: sameName,
};

const shown = (value: string | number) => (typeof value === 'number' ? String(value) : JSON.stringify(value));

/**
 * One warning per field where the visual extraction found a value that disagrees with the XML. Given the
 * pages' words, a field whose XML value is printed on them all the same is not reported: the visual
 * extraction picked another candidate, the page itself agrees with the XML.
 */
export function crossCheck(einvoice: EInvoice, visual: Result, pages: LayoutPage[] = []): string[] {
  const warnings: string[] = [];
  const text = pages.length > 0 ? pageText(pages) : null;
  for (const [name, equivalent] of Object.entries(COMPARED)) {
    const xml = einvoice.fields[name]?.value ?? null;
    const page = visual.fields[name]?.value ?? null;
    if (xml === null || page === null || equivalent(xml, page)) continue;
    // A credit note's XML states positive amounts that the page may print with a minus sign.
    if (einvoice.credit_note && equivalent === sameAmount && sameMagnitude(xml, page)) continue;
    if (text && printedOnPage(name, xml, text)) continue;
    warnings.push(`${name}: XML says ${shown(xml)}, the page shows ${shown(page)}`);
  }
  return warnings;
}

/**
 * The e-invoice result with the page and box of every field the visual extraction found with the same
 * value: the XML has no positions, the page does.
 */
export function locateOnPage(result: Result, visual: Result): Result {
  const fields = { ...result.fields };
  for (const [name, equivalent] of Object.entries(LOCATED)) {
    const field = fields[name];
    const printed = visual.fields[name];
    if (!field || !printed || field.value === null || printed.value === null || printed.bbox === null) continue;
    if (equivalent(field.value, printed.value)) fields[name] = { ...field, page: printed.page, bbox: printed.bbox };
  }
  return { ...result, fields };
}
