/**
 * The invoice's tax amount once subtotal, tax and total are chosen together: as printed, as the difference of subtotal
 * and total where only a bare number was read for it, or 0 where the invoice states that no tax is charged.
 */
import { emptyField, type Field } from '../types.ts';
import { findAmounts, findMoney, hasDecimals } from '../parse/amounts.ts';
import { AMOUNT_DUE_LABELS, DISCOUNT, INCLUSIVE_WORDS, matchLabel, PAID, TAX_EXEMPT, TAX_LABELS } from './labels.ts';
import { rowOf, spanOf, toField, type Candidate, type Doc } from './shared.ts';
import { subBox } from './labelled.ts';
import type { TotalsChoice } from './checks.ts';

export function taxAmount(doc: Doc, totals: TotalsChoice, taxCandidates: Candidate[], confirmed: (candidate: Candidate) => Field): Field {
  const { subtotal, tax, total } = totals;
  // A tax read only as a bare number (`IVA   22`, a rate's column) that does not add up, where subtotal and total
  // printed with cents leave room for one: the tax is their difference, unconfirmed.
  const bareTax = tax !== null && !totals.consistent && !hasDecimals(tax.raw);
  if (bareTax && subtotal && total && hasDecimals(subtotal.raw) && hasDecimals(total.raw) && Number(total.value) > Number(subtotal.value)) {
    return computedAmount(total, subtotal, -1);
  }
  if (tax) return confirmed(tax);
  if (!total && !subtotal) return emptyField();
  const taxPrinted = taxCandidates.some((t) => Number(t.value) !== 0 && (!total || Math.abs(Number(t.value)) < Math.abs(Number(total.value))));
  return exemptFromTax(doc, subtotal, total, taxPrinted);
}

/**
 * No tax amount printed, and a statement that none is charged (`TVA non applicable, art. 293 B du CGI`,
 * `Gemäß § 19 UStG wird keine Umsatzsteuer berechnet`, `btw verlegd`): the tax is 0 — unless a subtotal printed
 * apart from the total leaves room for one.
 */
function exemptFromTax(doc: Doc, subtotal: Candidate | null, total: Candidate | null, taxPrinted: boolean): Field {
  const statement = doc.lines.find((line) => TAX_EXEMPT.test(line.text));
  if (!statement) return emptyField();
  // A total above the subtotal leaves room for a tax, unless no tax is printed and the difference is, as a charge
  // outside the tax (`Rimborso marca da bollo 2,00`).
  const difference = subtotal !== null && total !== null ? Number(total.value) - Number(subtotal.value) : 0;
  const differ = Math.abs(difference) > 0.005;
  const printedCharge = () => doc.lines.some((line) => findAmounts(line.text).some((amount) => hasDecimals(amount.raw) && Math.abs(amount.value - difference) < 0.005));
  if (differ && (taxPrinted || !printedCharge())) return emptyField();
  return { value: 0, raw: statement.text, confidence: differ ? 0.6 : 0.7, page: statement.page, bbox: statement.bbox };
}

/** `a` plus (`sign` 1) or minus (−1) `b`, less `less` (a rounding): an amount computed, not read, with half their confidence and no place on the page. */
export function computedAmount(a: Candidate, b: Candidate, sign: 1 | -1, less = 0): Field {
  const value = Math.round((Number(a.value) + sign * Number(b.value) - less) * 100) / 100;
  return { value, raw: null, confidence: Math.round(Math.min(a.score, b.score) * 50) / 100, page: null, bbox: null };
}

/**
 * No tax charged and no total labelled, only nets (`Total net (TVA non applicable)   1 086,60 €`): the net chosen is
 * the total when it is the last of them and only payments and what is left to pay follow it (not a progress bill's
 * `Total HT cumulé` over `Montant de la situation HT`), with less confidence.
 */
export function netAsTotal(doc: Doc, totals: TotalsChoice, subtotals: Candidate[]): Field {
  const net = totals.subtotal;
  if (!net || totals.tax) return emptyField();
  if (subtotals.some((c) => c.page > net.page || (c.page === net.page && c.bbox[1] > net.bbox[3] - 1e-4))) return emptyField();
  const row = rowOf(doc, net);
  const following = row < 0 ? [] : doc.rows.slice(row + 1, row + 4).filter((r) => r.page === net.page);
  // A tax row of nothing (`BTW verlegd   € 0,00`) says no tax was charged.
  const money = following.filter((r) => findMoney(r.text).some((amount) => amount.value !== 0));
  if (money.some((r) => !PAID.test(r.text) && !DISCOUNT.test(r.text) && matchLabel(AMOUNT_DUE_LABELS, r.text) === null)) return emptyField();
  return { ...toField(net), confidence: Math.round(net.score * 80) / 100 };
}

/**
 * A tax named with its amount inside another amount's label (`Totaal (incl. €11,32 BTW)`, `including £4.50 VAT`,
 * `inkl. 3,50 € MwSt.`): the inclusive word, the amount, then the tax's word.
 */
export function taxWithinLabel(doc: Doc): Candidate[] {
  const candidates: Candidate[] = [];
  for (const line of doc.lines) {
    for (const word of line.text.matchAll(INCLUSIVE_WORDS)) {
      const from = (word.index ?? 0) + word[0].length;
      const after = line.text.slice(from);
      const amount = findMoney(after)[0];
      if (!amount || !/^[\s.:]*$/u.test(after.slice(0, amount.index))) continue;
      const label = matchLabel(TAX_LABELS, after.slice(amount.index + amount.raw.length));
      if (!label || label.index > 2) continue;
      const span = spanOf(line, from + amount.index, from + amount.index + amount.raw.length, 0);
      if (!span) continue;
      candidates.push({ value: Math.abs(amount.value), raw: amount.raw, score: 0.85, page: line.page, bbox: subBox(span, 0, amount.raw.length) });
    }
  }
  return candidates;
}
