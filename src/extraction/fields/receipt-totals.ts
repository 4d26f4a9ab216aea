/**
 * A receipt's totals by the rules: amounts on labelled rows, and the total agreed by the evidence printed
 * around it (subtotal + tax, cash − change, card, rounding).
 */
import { AMOUNT_ROW_MARKS, receiptPattern, receiptWords } from '../locale/index.ts';
import { hasDecimals } from '../parse/amounts.ts';
import { emptyField, type Field, type TaxLine } from '../types.ts';
import { cents, close, isCoinMultiple, repairAmounts, rowAmounts, type AmountCandidate } from './receipt-amounts.ts';
import { completeByArithmetic, taxAddingUp, type CompletedAmounts } from './receipt-arithmetic.ts';
import { distance } from './receipt-ocr-repair.ts';
import { field, letters, wordConfidence, type Row } from './receipt-rows.ts';
import { isDictionaryWord } from '../sources/dictionary.ts';

export { rowAmounts } from './receipt-amounts.ts';

/** An amount ending the row with one decimal (`174.9`): OCR dropped the last digit, or the shop prints it so. */
function oneDecimalAmount(row: Row): AmountCandidate | null {
  const match = /(?<![\d.,])(\d{1,6}\.\d)\s*$/.exec(repairAmounts(row.text));
  return match ? { value: Number(match[1]), raw: match[1], row } : null;
}

/** Amounts of the row, or of the next row when the label stands alone (`TOTAL` / `20.00` below it). */
function labelledAmounts(rows: Row[], row: Row): AmountCandidate[] {
  const own = rowAmounts(row);
  if (own.length) return own;
  // Digits beside the label (not a rate: `GST 6%`) are its amount misread (`Net Total 25: 3`): what is printed
  // below is another row's (the cash tendered), not this label's value.
  if (/\d/.test(row.text.replace(/\d+(\.\d+)?\s*%/g, ''))) return [];
  const next = rows[row.index + 1];
  return next && letters(next.text) <= 3 ? rowAmounts(next) : [];
}

// Label words come from the locale tables (locale/*.ts, `receipt.labels`).
export const TOTAL_LABEL = receiptPattern('total');
export const STRONG_TOTAL = receiptPattern('strongTotal');
const NOT_TOTAL = receiptPattern('notTotal');
/** No word edge after it: `TOTAL SALES (EXCLUDING GST)`. */
export const SUBTOTAL_LABEL = receiptPattern('subtotal', 'start');
/** Letter edges only: a tax is numbered or glued to its rate (`TAX1`, `VAT9%`). */
const TAX_LABEL = receiptPattern('tax', 'letters');
/** A tax id, a base excluding tax, or a long number after a colon: not the tax amount. */
const NOT_TAX_AMOUNT = new RegExp(String.raw`${receiptPattern('notTaxAmount').source}|:\s*\d{6,}`, 'i');
/** A row ending in a total's label (`… TOTAL AMOUNT`) is no tax amount's row. */
const TAX_ROW_TOTAL = new RegExp(String.raw`(?:${receiptWords('taxRowTotal')})\s*$`, 'i');
/** The tax already in the total: a row saying so is the tax's, unless it names the total too. */
const TAX_INCLUDED = receiptPattern('taxIncluded');
const CASH_LABEL = receiptPattern('cash');
/** Payment by card: the amount charged is the total. */
const CARD_LABEL = receiptPattern('card');
const CHANGE_LABEL = receiptPattern('change');
const TIP_LABEL = receiptPattern('tip');
const ROUNDING = receiptPattern('rounding');
/** Any word of rounding (`ROUNDED`, `ROUNDUP`), not only the adjustment's label. */
const ROUNDING_ANY = receiptPattern('roundingStart', 'start');
const TOTAL_WORD = receiptPattern('totalWord');
const EXCLUDING = receiptPattern('excluding', 'start');
const AMOUNT_ROW_MARK = new RegExp(String.raw`\b(?:${AMOUNT_ROW_MARKS.join('|')})\b`, 'gi');

function lastAmount(candidates: AmountCandidate[]): AmountCandidate | null {
  return candidates.length ? candidates[candidates.length - 1] : null;
}

function firstLabelled(rows: Row[], label: RegExp, exclude?: RegExp): AmountCandidate | null {
  for (const row of rows) {
    if (!label.test(row.text) || exclude?.test(row.text)) continue;
    const amount = lastAmount(labelledAmounts(rows, row));
    if (amount) return amount;
  }
  return null;
}

/**
 * `TOTAL` as OCR misreads it (`jotal`, `lotal`, `T0TAL`, `Totdl`), and the `l` of `Excl`/`Incl` read as `|` or
 * `1`: label matching runs on the repaired text. (OCR's misreadings of glyphs, not words of a language: they stay
 * here, not in locale/.)
 */
export function repairLabels(text: string): string {
  return text
    .replace(/(?<![\p{L}])[TtJjLlIif1][oO0a][tT][aA4de][lL1Iiy](?![\p{L}])/gu, 'TOTAL')
    .replace(/(?<![\p{L}])(EXC|INC)[|1I](?![\p{L}\d])/giu, '$1L')
    .replace(/(?<![\p{L}\d])[Ss5]\p{L}{5,7}(?![\p{L}\d])/gu, (word) => (isMisreadSubtotal(word) ? 'SUBTOTAL' : word));
}

/** `SUBTOTAL` read two letters off, no longer (`Subtotel`, `SUBCTAL`, `Sototal`; not `SUBTOTALLY`), and not a word of a bundled language. */
function isMisreadSubtotal(word: string): boolean {
  const upper = word.toUpperCase().replace(/^5/, 'S');
  return upper !== 'SUBTOTAL' && distance(upper, 'SUBTOTAL', 2) <= 2 && !isDictionaryWord(word);
}

interface Totals {
  total: Field;
  /** Whether the rest of the receipt (subtotal + tax, cash − change, card, another total row) agrees with it. */
  verified: boolean;
  subtotal: Field;
  tax: Field;
  tip: Field;
  taxes: TaxLine[];
}

// ---- cross-checking the total ------------------------------------------------------------------------

/** One independent reading of what the total must be, e.g. cash − change, or subtotal + tax. */
interface Evidence {
  /** The value it implies; `alternatives` are other values the same reading allows (a rounding sign). */
  value: number;
  alternatives: number[];
  raw: string;
  parts: AmountCandidate[];
}

/**
 * Whether the tax is already in the subtotal (`included`) or comes on top of it (`added`), from a tax summary
 * row (`SR 6% 122.00 7.30`: taxable amount, then tax) or from the rate printed on the tax row; null when
 * nothing tells.
 */
function taxTreatment(rows: Row[], subtotal: AmountCandidate, tax: AmountCandidate): 'included' | 'added' | null {
  const near = (a: number, b: number) => Math.abs(a - b) < 0.015;
  for (const row of rows) {
    const amounts = rowAmounts(row);
    const at = amounts.findIndex((a, i) => i > 0 && close(a.value, tax.value));
    if (at <= 0) continue;
    if (close(amounts[at - 1].value + tax.value, subtotal.value)) return 'included';
    if (close(amounts[at - 1].value, subtotal.value)) return 'added';
  }
  const rate = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/.exec(tax.row.text);
  const r = rate ? Number(rate[1].replace(',', '.')) : 0;
  if (r > 0 && near((subtotal.value * r) / (100 + r), tax.value)) return 'included';
  if (r > 0 && near((subtotal.value * r) / 100, tax.value)) return 'added';
  return null;
}

/** The few cents of a rounding-adjustment row, signed as printed. */
function roundingAdjustment(rows: Row[]): AmountCandidate | null {
  for (const row of rows) {
    if (!ROUNDING.test(row.text)) continue;
    const cents = rowAmounts(row).find((a) => Math.abs(a.value) < 0.1);
    if (cents) return cents;
  }
  return null;
}

interface Printed {
  subtotal: AmountCandidate | null;
  tax: AmountCandidate | null;
  cash: AmountCandidate | null;
  change: AmountCandidate | null;
  card: AmountCandidate | null;
  /** A tax row is printed but its amount could not be read. */
  taxUnread: boolean;
}

/**
 * What the other amounts of the receipt say the total is: what was paid (cash − change, a card charge, or an
 * exact cash payment) and subtotal + tax (± the rounding adjustment). Each is read from different rows than
 * the total, so an OCR misreading of the total rarely agrees with them.
 */
function totalEvidence(rows: Row[], { subtotal, tax, cash, change, card, taxUnread }: Printed): Evidence[] {
  const evidence: Evidence[] = [];
  if (cash && change && cash.value - change.value > 0) {
    evidence.push({ value: cents(cash.value - change.value), alternatives: [], raw: `${cash.raw} - ${change.raw}`, parts: [cash, change] });
  } else if (card && card.value > 0) {
    evidence.push({ value: card.value, alternatives: [], raw: card.raw, parts: [card] });
  } else if (cash && !change && !Number.isInteger(cash.value) && cash.value > 0) {
    // Notes are round: cash with cents and no change is the exact amount.
    evidence.push({ value: cash.value, alternatives: [], raw: cash.raw, parts: [cash] });
  }
  if (subtotal && !taxUnread) {
    // Without a tax amount the subtotal is all there is to pay (tax included or none).
    const added = tax && tax.value > 0 && tax.row !== subtotal.row && taxTreatment(rows, subtotal, tax) !== 'included' ? tax : null;
    const sum = cents(subtotal.value + (added?.value ?? 0));
    const rounding = roundingAdjustment(rows);
    const rounded = rounding ? [cents(sum + rounding.value), cents(sum - rounding.value)] : [];
    const raw = added ? `${subtotal.raw} + ${added.raw}` : subtotal.raw;
    // A rounding adjustment rounds to the smallest coin: of the two signs it may have been read with, the sum
    // it makes a multiple of that coin is the rounded total.
    const value = rounded.find(isCoinMultiple) ?? rounded[0] ?? sum;
    evidence.push({ value, alternatives: [sum, ...rounded], raw, parts: added ? [subtotal, added] : [subtotal] });
  }
  return evidence;
}

/** How many independent readings agree with `value`: the evidence, and other rows labelled as the total. */
function supportOf(value: number, evidence: Evidence[], others: AmountCandidate[]): number {
  const fromEvidence = evidence.filter((e) => [e.value, ...e.alternatives].some((v) => close(v, value))).length;
  const copies = new Set(others.filter((o) => close(o.value, value)).map((o) => o.row.index)).size;
  return fromEvidence + copies;
}

/** Whether two amounts differ by one OCR slip: one digit misread, dropped or added (`6.80` / `6.90`, `7.55` / `27.55`). */
function oneDigitApart(a: number, b: number): boolean {
  const x = a.toFixed(2);
  const y = b.toFixed(2);
  if (x === y) return false;
  if (x.length === y.length) return [...x].filter((c, i) => c !== y[i]).length === 1;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  if (long.length - short.length !== 1) return false;
  return [...long].some((_, i) => long.slice(0, i) + long.slice(i + 1) === short);
}

/** The OCR's confidence in the words an amount was read from. */
function amountConfidence(amount: AmountCandidate): number {
  const words = amount.row.words.filter((w) => /\d/.test(w.text) && (amount.raw.includes(w.text) || w.text.includes(amount.raw)));
  return words.length ? Math.min(...words.map((w) => w.confidence)) : wordConfidence([amount.row]);
}

/**
 * A total the rest of the receipt agrees on when the labelled total has no support: taken when two
 * independent readings agree on it, or when one does, the labelled total is one misread digit away and the
 * OCR was no less sure of the evidence than of the labelled total. The labelled total may be the one before
 * rounding (`NET TOTAL 19.01`, `ROUNDING -0.01`, paid 19.00): it is compared unrounded too.
 */
function agreedTotal(best: AmountCandidate | null, evidence: Evidence[], others: AmountCandidate[], rounding: AmountCandidate | null): { value: number; raw: string; rows: Row[] } | null {
  let found: (Evidence & { support: number }) | null = null;
  for (const e of evidence) {
    const support = supportOf(e.value, evidence, others);
    if (!found || support > found.support) found = { ...e, support };
  }
  if (!found) return null;
  const agreed = { value: found.value, raw: found.raw, rows: found.parts.map((p) => p.row) };
  if (found.support >= 2) return agreed;
  const sure = best !== null && Math.min(...found.parts.map(amountConfidence)) >= amountConfidence(best);
  const unrounded = rounding ? [cents(found.value - rounding.value), cents(found.value + rounding.value)] : [];
  return best && sure && [found.value, ...unrounded].some((v) => oneDigitApart(best.value, v)) ? agreed : null;
}

/** Column headers of the items (a total never holds them). */
const ITEM_COLUMNS = receiptPattern('itemColumns');
const COLUMN_HEADER = receiptPattern('columnHeader');

/** A column header (`Amount Tax`) labels the rows below it, not the next row's amount. */
function isColumnHeader(row: Row): boolean {
  return !rowAmounts(row).length && COLUMN_HEADER.test(row.text);
}

/**
 * The total row of a tax summary (`TOTAL 52.00 3.12` under `AMOUNT TAX`): the subtotal, then a smaller amount,
 * the tax on it. Its last amount is no total.
 */
function isTaxSummaryTotal(amounts: AmountCandidate[], subtotal: AmountCandidate): boolean {
  if (amounts.length < 2) return false;
  const last = amounts[amounts.length - 1];
  return last.value < subtotal.value && amounts.slice(0, -1).some((a) => close(a.value, subtotal.value));
}

/** A row that labels the tax amount, not a tax id, a base, nor a total that includes the tax. */
function isTaxAmountRow(text: string): boolean {
  if (!TAX_LABEL.test(text) || NOT_TAX_AMOUNT.test(text) || TAX_ROW_TOTAL.test(text)) return false;
  return !(TAX_INCLUDED.test(text) && (TOTAL_LABEL.test(text) || STRONG_TOTAL.test(text)));
}

/** An amount that cannot be negative, read with a sign that is punctuation or a till's habit. */
function unsigned(amount: AmountCandidate | null): AmountCandidate | null {
  return amount && amount.value < 0 ? { ...amount, value: -amount.value } : amount;
}

export function findTotals(printed: Row[]): Totals {
  const rows = printed.map((r) => ({ ...r, text: repairLabels(r.text) }));
  // A subtotal is never negative: a dash before it is punctuation (`SUB-TOTAL(EX):-52.00`).
  const subtotal = unsigned(firstLabelled(rows, SUBTOTAL_LABEL));
  const taxRows = rows.filter((r) => isTaxAmountRow(r.text));
  let tax: AmountCandidate | null = null;
  for (const row of taxRows) {
    if (isColumnHeader(row)) continue;
    const amount = lastAmount(labelledAmounts(rows, row));
    if (amount && amount.value >= 0) {
      tax = amount;
      break;
    }
  }
  // A tax summary's total row prints the tax when the tax row itself was misread.
  if (!tax && subtotal) {
    const summary = rows.find((r) => r.index > subtotal.row.index && TOTAL_LABEL.test(r.text) && isTaxSummaryTotal(rowAmounts(r), subtotal));
    if (summary) tax = lastAmount(rowAmounts(summary));
  }
  const cash = lastAmount(rows.filter((r) => CASH_LABEL.test(r.text) && !CHANGE_LABEL.test(r.text)).flatMap((r) => labelledAmounts(rows, r)));
  // Some tills print the change given back negative (`CHANGE RETURNED 20.00-`).
  const change = unsigned(lastAmount(rows.filter((r) => CHANGE_LABEL.test(r.text)).flatMap((r) => labelledAmounts(rows, r))));
  const tip = firstLabelled(rows, TIP_LABEL);

  const candidates: { amount: AmountCandidate; score: number }[] = [];
  for (const row of rows) {
    if (!TOTAL_LABEL.test(row.text) && !STRONG_TOTAL.test(row.text)) continue;
    // A note in parentheses (`(Total included GST @6% 1.42)`) tells of the total, it is not the total.
    if (/^\s*\(.*\)\s*$/.test(row.text)) continue;
    if (NOT_TOTAL.test(row.text) && !STRONG_TOTAL.test(row.text.replace(NOT_TOTAL, ''))) continue;
    if (SUBTOTAL_LABEL.test(row.text) && !STRONG_TOTAL.test(row.text.replace(SUBTOTAL_LABEL, ''))) continue;
    const own = rowAmounts(row);
    if (subtotal && isTaxSummaryTotal(own, subtotal)) continue;
    // `QTY DESCRIPTION TOTAL(RM) TAX` heads the item columns: the amount below it is an item's.
    if (ITEM_COLUMNS.test(row.text) && !own.length) continue;
    const amount = lastAmount(labelledAmounts(rows, row)) ?? (STRONG_TOTAL.test(row.text) ? oneDecimalAmount(row) : null);
    if (!amount || amount.value <= 0) continue;
    let score = STRONG_TOTAL.test(row.text) ? 0.75 : 0.6;
    if (!hasDecimals(amount.raw)) score -= 0.2;
    if (ROUNDING_ANY.test(row.text) && !TOTAL_WORD.test(row.text)) score = 0.5;
    if (row.y > 0.4 || row.page > 1) score += 0.05;
    candidates.push({ amount, score });
  }
  const card = lastAmount(rows.filter((r) => CARD_LABEL.test(r.text) && !CHANGE_LABEL.test(r.text)).flatMap((r) => labelledAmounts(rows, r)));
  const paid = cash && change && cash.value - change.value > 0 ? cash.value - change.value : (card?.value ?? null);
  for (const row of rows) {
    // A rounding adjustment is a few cents: a larger amount on a rounding row is the rounded total beside it.
    if (!ROUNDING_ANY.test(row.text) || TOTAL_LABEL.test(row.text)) continue;
    const amount = lastAmount(rowAmounts(row));
    if (amount && amount.value >= 1) candidates.push({ amount, score: 0.65 });
  }
  for (const row of rows) {
    if (letters(row.text.replace(AMOUNT_ROW_MARK, '')) > 2) continue;
    const amount = lastAmount(rowAmounts(row));
    if (!amount || amount.value <= 0) continue;
    // An unlabelled amount right after a rounding adjustment is the rounded total.
    if (ROUNDING_ANY.test(rows[row.index - 1]?.text ?? '')) candidates.push({ amount, score: 0.7 });
    // One that is exactly what the customer paid (cash − change) is the total however it is labelled.
    else if (paid !== null && close(amount.value, paid)) candidates.push({ amount, score: 0.55 });
  }
  const maxValue = Math.max(0, ...candidates.map((c) => c.amount.value));
  const rounding = roundingAdjustment(rows);
  for (const c of candidates) {
    // The unrounded total plus the rounding adjustment printed between them: this is the rounded one.
    if (rounding && rounding.value !== 0 && candidates.some((o) => close(o.amount.value + rounding.value, c.amount.value))) c.score += 0.2;
    if (paid !== null && close(c.amount.value, paid)) c.score += 0.2;
    if (cash && !change && close(c.amount.value, cash.value)) c.score += 0.1;
    if (subtotal && tax && close(c.amount.value, subtotal.value + tax.value)) c.score += 0.15;
    if (close(c.amount.value, maxValue)) c.score += 0.08;
    // Later rows win ties: the rounded total is printed after the unrounded one.
    c.score += c.amount.row.index * 0.001;
  }
  candidates.sort((a, b) => b.score - a.score);
  const evidence = totalEvidence(rows, { subtotal, tax, cash, change, card, taxUnread: !tax && taxRows.some((r) => !isColumnHeader(r)) });
  const best = candidates[0] ?? null;
  const others = candidates.filter((c) => c.amount.row !== best?.amount.row).map((c) => c.amount);
  const confirmed = best !== null && supportOf(best.amount.value, evidence, others) > 0;
  const agreed = confirmed ? null : agreedTotal(best?.amount ?? null, evidence, others, rounding);
  let total: Field = emptyField();
  const tendered = paid ?? (cash && !change ? cash.value : null);
  if (agreed) {
    total = field(agreed.value, agreed.raw, best ? best.score : 0.5, agreed.rows);
  } else if (best) {
    const payment = paid !== null ? (card ?? cash) : cash;
    if (!confirmed && tendered !== null && payment && !close(tendered, best.amount.value) && Math.abs(tendered - best.amount.value) < 0.05 && isCoinMultiple(tendered)) {
      // Cash totals are rounded to the smallest coin: what was paid is the rounded total.
      total = field(Math.round(tendered * 100) / 100, payment.raw, best.score, [best.amount.row, payment.row]);
    } else total = field(best.amount.value, best.amount.raw, best.score, [best.amount.row]);
  } else if (subtotal && paid !== null && cash && change && paid > subtotal.value && EXCLUDING.test(subtotal.row.text)) {
    // A subtotal `excluding tax` is not what was paid; cash − change is.
    total = field(Math.round(paid * 100) / 100, `${cash.raw} - ${change.raw}`, 0.4, [cash.row, change.row]);
  } else if (subtotal) {
    // Only a subtotal printed: nothing was added to it, unless the receipt shows its tax comes on top.
    const sum = tax && taxTreatment(rows, subtotal, tax) === 'added' ? evidence.find((e) => e.parts[0] === subtotal) : undefined;
    total = field(sum?.value ?? subtotal.value, sum?.raw ?? subtotal.raw, 0.4, sum?.parts.map((p) => p.row) ?? [subtotal.row]);
  } else if (paid !== null && cash && change) {
    total = field(Math.round(paid * 100) / 100, `${cash.raw} - ${change.raw}`, 0.4, [cash.row, change.row]);
  } else if (cash && !change && cash.value > 0) {
    // Paid exactly, no change given.
    total = field(cash.value, cash.raw, 0.3, [cash.row]);
  }

  const amounts = completeByArithmetic(rows, typeof total.value === 'number' ? total.value : null, subtotal, tax, (row) => isTaxAmountRow(row.text));
  return { total, verified: confirmed || agreed !== null, tip: tip ? field(tip.value, tip.raw, 0.7, [tip.row]) : emptyField(), ...subtotalAndTax(amounts) };
}

/** A tax the arithmetic supplied is less sure than one read from its label. */
const COMPLETED_TAX_SCORE = 0.55;

/** The tax line of a tax amount: its rate when its row prints one. */
function taxLine(tax: AmountCandidate, base: number | null): TaxLine {
  const rate = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/.exec(tax.row.text);
  return { rate: rate ? Number(rate[1].replace(',', '.')) : null, base, amount: tax.value };
}

/** The subtotal and tax fields, and the tax line they make; an amount the arithmetic supplied is less sure. */
function subtotalAndTax({ subtotal, tax, completed }: CompletedAmounts): Pick<Totals, 'subtotal' | 'tax' | 'taxes'> {
  return {
    subtotal: subtotal ? field(subtotal.value, subtotal.raw, completed.subtotal ? 0.6 : 0.75, [subtotal.row]) : emptyField(),
    tax: tax ? field(tax.value, tax.raw, completed.tax ? COMPLETED_TAX_SCORE : 0.65, [tax.row]) : emptyField(),
    taxes: tax ? [taxLine(tax, subtotal?.value ?? null)] : [],
  };
}

/**
 * The tax between a subtotal and a total chosen after the rules (by the model), which the rules' own arithmetic,
 * run on their own subtotal and total, could not single out (`A 19% MwSt 7.31 1.39 8.70`; `State Tax 1.07` and
 * `City Tax 0.72` on two rows).
 */
export function taxBetween(printed: Row[], subtotal: number, total: number): { tax: Field; taxes: TaxLine[] } | null {
  const rows = printed.map((r) => ({ ...r, text: repairLabels(r.text) }));
  const found = taxAddingUp(rows, subtotal, total, (row) => isTaxAmountRow(row.text));
  if (!found) return null;
  const { value, parts } = found;
  const tax = field(value, parts.map((p) => p.raw).join(' + '), COMPLETED_TAX_SCORE, parts.map((p) => p.row));
  return { tax, taxes: parts.map((p) => taxLine(p, parts.length === 1 ? subtotal : null)) };
}
