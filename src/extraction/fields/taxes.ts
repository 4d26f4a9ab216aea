/**
 * The tax breakdown: rows naming a tax (`VAT 19%`, `Umsatzsteuer 7 %`, `Tax 15% on $ 112.90`) whose numbers hold
 * a rate, usually a base and an amount. Base × rate = amount decides which number is which.
 */
import type { TaxLine } from '../types.ts';
import { findAmounts, findMoney, hasDecimals, SEPARATOR_LOST, SPACE_AFTER_POINT } from '../parse/amounts.ts';
import { close } from './checks.ts';
import type { Doc } from './shared.ts';
import { DISCOUNT, matchLabel, SUBTOTAL_LABELS, TAX_EXEMPT, TAX_LABELS, TOTAL_LABELS } from './labels.ts';

/** Labels that name a total or a subtotal outright (not the generic `Total`, `Summe`). */
const STRONG_TOTAL = TOTAL_LABELS.filter((l) => l.weight >= 1);
const STRONG_SUBTOTAL = SUBTOTAL_LABELS.filter((l) => l.weight >= 0.95);

export function extractTaxLines(doc: Doc): TaxLine[] {
  const taxes: TaxLine[] = [];
  const seen = new Set<string>();
  for (const row of doc.rows) {
    const label = matchLabel(TAX_LABELS, row.text);
    if (!label) {
      const exempt = exemptRow(row);
      if (exempt) taxes.push(exempt);
    }
    if (!label || matchLabel(STRONG_TOTAL, row.text) || matchLabel(STRONG_SUBTOTAL, row.text)) continue;
    // A discount between the tax word and the amount owns the amount (`Items marked T are subject to sales tax.
    // Discount (5%)   -$207.63`: a note beside the totals block).
    if (DISCOUNT.test(row.text.slice(label.index + label.length))) continue;
    // The rate may open the row before the tax word (`21% btw over € 1.000,00   € 210,00`); after other words
    // it belongs to them (`Abschlag Rechnungsrabatt   19 % UST (S)   0,15`).
    // So may a word adding it (`zzgl. 19 % USt auf 663,39   126,04 €`).
    const rateBefore = /^\s*(?:(?:zzgl|zuzügl|inkl|incl|plus)\.?\s+|\+\s*)?\d{1,2}(?:[.,]\d{1,2})?\s?%\s*$/iu.exec(row.text.slice(0, label.index));
    const line = parseTaxRow(row.text.slice(rateBefore ? label.index - rateBefore[0].trimStart().length : label.index));
    if (!line) continue;
    // A line printed twice is one tax; two taxes of the same rate and amount are two (`CGST @ 9%`, `SGST @ 9%`).
    const key = `${row.text.slice(label.index, label.index + label.length).toUpperCase()} ${line.rate} ${line.base} ${line.amount}`;
    if (seen.has(key)) continue;
    seen.add(key);
    taxes.push(line);
  }
  return taxes;
}

/**
 * A row of a VAT summary charging no tax on its base for an exemption it names (`0   Non imponibile art. 9 DPR
 * 633/72   477,00   0,00`): a tax line at rate 0.
 */
function exemptRow(row: Doc['rows'][number]): TaxLine | null {
  const at = row.lines.findIndex((line) => TAX_EXEMPT.test(line.text));
  if (at < 0) return null;
  const exemption = TAX_EXEMPT.exec(row.lines[at].text)!;
  // Its cells up to the next words (a totals block may share the row: `Totale documento   € 570,37`).
  const next = row.lines.findIndex((line, i) => i > at && /\p{L}{2}/u.test(line.text));
  const cells = [row.lines[at].text.slice(exemption.index), ...row.lines.slice(at + 1, next < 0 ? undefined : next).map((line) => line.text)];
  // A space OCR read after the decimal comma (`0, 00`).
  const money = findMoney(cells.join('   ').replace(SPACE_AFTER_POINT, '$1$2'));
  if (money.length !== 2 || money[1].value !== 0 || money[0].value <= 0) return null;
  return { rate: 0, base: money[0].value, amount: 0 };
}

function parseTaxRow(text: string): TaxLine | null {
  const percent = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/u.exec(text);
  const found = findAmounts(text.replace(/\d{1,2}(?:[.,]\d{1,2})?\s?%/gu, (m) => ' '.repeat(m.length)));
  const numbers = found.map((a) => a.value);
  if (numbers.length === 0) return null;
  const amount = numbers[numbers.length - 1];
  const others = numbers.slice(0, -1);
  const rate = percent ? Number(percent[1].replace(',', '.')) : null;
  if (rate !== null) {
    // The tax OCR read without its decimal separator beside a base with cents (`TVA 10 % sur 142,00   1420€`, not a
    // base of 1420 taxed 142): base × rate says where the separator was.
    const last = found[found.length - 1];
    if (SEPARATOR_LOST.test(last.raw.trim()) && found.slice(0, -1).some((a) => hasDecimals(a.raw))) {
      const restored = Math.round(last.value) / 100;
      const base = others.find((b) => close((b * rate) / 100, restored, 0.02));
      if (base !== undefined) return { rate, base, amount: restored };
    }
    // Base × rate = amount decides which numbers they are (`19 %   100,00   19,00   119,00`: base, tax, gross).
    for (const [i, tax] of numbers.entries()) {
      const base = numbers.find((b, j) => j !== i && close((b * rate) / 100, tax, 0.02));
      if (base !== undefined) return { rate, base, amount: tax };
    }
    // Other money on the row and none of it a base: an item row with a rate column (`Guide pratique de la TVA
    // 5 pce   58,00   5,5 %   290,00`), not a tax line.
    if (found.slice(0, -1).some((a) => /[.,]\d{2}(?!\d)/u.test(a.raw))) return null;
    return { rate, base: null, amount };
  }
  // No % sign: a small number among the others that makes base × rate = amount is the rate.
  for (const r of others.filter((n) => n > 0 && n <= 30)) {
    const base = others.find((b) => b !== r && close((b * r) / 100, amount, 0.02));
    if (base !== undefined) return { rate: r, base, amount };
  }
  return null;
}

/** A single tax line printed without its base (`VAT 20%  205.75`) is levied on the subtotal when the rate agrees. */
export function withBaseFromSubtotal(taxes: TaxLine[], subtotal: number | null): TaxLine[] {
  if (taxes.length !== 1 || subtotal === null) return taxes;
  const [tax] = taxes;
  if (tax.base !== null || tax.rate === null || tax.amount === null || !close((subtotal * tax.rate) / 100, tax.amount, 0.02)) return taxes;
  return [{ ...tax, base: subtotal }];
}
