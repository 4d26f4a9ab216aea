/**
 * The amount due: as labelled, else the total when nothing says part of it was paid; a labelled amount short of the
 * total that nothing printed explains is a misreading.
 */
import { emptyField, type Field } from '../types.ts';
import { findAmounts, findMoney, hasDecimals, type FoundAmount } from '../parse/amounts.ts';
import { findDates } from '../parse/dates.ts';
import { AMOUNT_DUE_LABELS, PAID, PAID_IN_FULL, PAID_STAMP } from './labels.ts';
import { labelledAmounts } from './labelled.ts';
import { bestField, toField, type Candidate, type Doc, type DocLine } from './shared.ts';

/** Whether `a` is printed after `b`: a later page, or lower on the same one. */
function below(a: Candidate, b: Candidate): boolean {
  return a.page !== b.page ? a.page > b.page : a.bbox[1] > b.bbox[1];
}

/**
 * The amount due as labelled; else nothing where the document says it was settled and prints no payment's amount
 * (`BEREITS BEZAHLT`, `Paid with Visa •••• 4592 on 5 Mar 2024`); else, when nothing on the document says part of it
 * was paid, the total (an invoice with no payment shown is due in full), with less confidence.
 */
export function amountDue(doc: Doc, total: Field): Field {
  const totalDue = (): Field => ({ ...total, confidence: Math.round(total.confidence * 0.8 * 100) / 100 });
  // Where the total has cents, a whole number is no sum due (`Payment due on receipt` over `Account 83124634`; a
  // `Balance due £450.60` read `MT 7 45 0 .6 0`).
  const centsPrinted = typeof total.raw === 'string' && hasDecimals(total.raw);
  const printed = labelledAmounts(doc, AMOUNT_DUE_LABELS).filter((c) => hasDecimals(c.raw) || !centsPrinted);
  const labelled = printed.filter((c) => Number(c.value) !== 0);
  if (labelled.length > 0) {
    // `Total à payer TTC 66 866,40`, `Acompte versé -20 060,00`, `Net à payer 46 806,40`: with a payment printed,
    // what is left to pay is the last amount so labelled.
    const top = Math.max(...labelled.map((c) => c.score));
    const best = labelled.filter((c) => c.score >= top - 0.1);
    if (new Set(best.map((c) => c.value)).size > 1 && paymentStated(doc)) return toField(best.reduce((a, b) => (below(b, a) ? b : a)));
    const due = bestField(labelled);
    // Less due than the total with nothing paid, deducted (`Retención IRPF -613,50`) or printed as the difference:
    // the amount is misread (a large `$2,631.31` read `$2 » 63 1 . 3 1`); what is due is the total.
    const short = total.value !== null && Number(due.value) < Number(total.value) - 0.011;
    if (short && !paymentStated(doc) && !deductionBelow(doc, total) && !printedAmount(doc, Number(total.value) - Number(due.value))) {
      return totalDue();
    }
    return due;
  }
  // Nothing left to pay, as printed on a document that says it was paid (`Amount due €0.00` … `Paid in full`).
  const nothingDue = printed.filter((c) => Number(c.value) === 0);
  if (nothingDue.length > 0 && PAID.test(doc.text)) return bestField(nothingDue);
  if (total.value === null) return emptyField();
  const payments = paymentAmounts(doc);
  const settled = payments.length === 0 ? doc.lines.find((line) => PAID_IN_FULL.test(line.text) || PAID_STAMP.test(line.text)) : undefined;
  if (settled) return { value: 0, raw: settled.text, confidence: Math.round(total.confidence * 60) / 100, page: settled.page, bbox: settled.bbox };
  if (paymentStated(doc)) return leftAfterPayment(total, payments);
  return totalDue();
}

/**
 * What is left of the total after the one payment printed with its amount (`Total £550.60` / `Amount paid -£100.00`
 * / a balance due unread): their difference, with half the total's confidence and no place on the page.
 */
function leftAfterPayment(total: Field, payments: FoundAmount[]): Field {
  if (payments.length !== 1) return emptyField();
  const left = Math.round((Number(total.value) - Math.abs(payments[0].value)) * 100) / 100;
  if (left < 0) return emptyField();
  return { value: left, raw: null, confidence: Math.round(total.confidence * 50) / 100, page: null, bbox: null };
}

/**
 * The amounts printed as paid: on a line saying so (`Acompte versé -1 853,00 €`) or in the cell right of it (`Total
 * paid   £117.70`) — not further along its row, past another label (a `BEREITS BEZAHLT` stamp beside `Warenwert`).
 */
function paymentAmounts(doc: Doc): FoundAmount[] {
  return doc.lines.flatMap((line) => {
    if (!PAID.test(line.text)) return [];
    // Any distance right (a totals block's amount column), unlike key-cells' `valueCell`.
    const next = doc.rows[line.row].lines.filter((l) => l.bbox[0] >= line.bbox[2]).sort((a, b) => a.bbox[0] - b.bbox[0])[0];
    return [...findMoney(line.text), ...(next && !/\p{L}{2}/u.test(next.text.replace(/\b[A-Z]{3}\b/gu, '')) ? findMoney(next.text) : [])];
  });
}

/** Whether an amount is printed negative after the total (a withholding, an advance deducted; not a discount above it). */
function deductionBelow(doc: Doc, total: Field): boolean {
  const after = (line: DocLine) => total.page === null || total.bbox === null || line.page > total.page || (line.page === total.page && line.bbox[1] > total.bbox[1]);
  return doc.lines.some((line) => after(line) && findAmounts(line.text).some((amount) => amount.value < 0));
}

/** Whether `value` is printed on the document as an amount (either sign). */
function printedAmount(doc: Doc, value: number): boolean {
  return doc.lines.some((line) => findAmounts(line.text).some((amount) => Math.abs(Math.abs(amount.value) - value) < 0.006));
}

/**
 * A payment stated on the document: with its amount (`Acompte versé -1 853,00 €`), its date (`Betaald via iDEAL op
 * 15-05-2024`, `PAGADO el 14/03/2025`) or alone (`Bereits bezahlt`, `PAID`). What is left to pay is then not the
 * total. The word in a sentence says nothing (`duties paid on your behalf`, `until paid in full`).
 */
function paymentStated(doc: Doc): boolean {
  return doc.rows.some(
    (row) =>
      PAID.test(row.text) &&
      (findMoney(row.text).length > 0 || findDates(row.text, doc.dateHints).length > 0 || row.text.trim().split(/\s+/u).length <= 3),
  );
}
