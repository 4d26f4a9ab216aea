/**
 * The locale tables, one file a language; this module joins them into what the rules read. Adding a language
 * is adding its file and listing it in `LOCALES`.
 */
import type { ItemColumn, LabelField, LocaleTable, ReceiptLabel, ReceiptRole, ReceiptTable, WeightedLabel } from './types.ts';
import { en } from './en.ts';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { es } from './es.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';
import { pl } from './pl.ts';
import { ms } from './ms.ts';
import { RECEIPT_ONLY } from './receipt-only.ts';

export type { ItemColumn, LabelField, LocaleTable, ReceiptLabel, ReceiptRole, ReceiptTable, WeightedLabel } from './types.ts';
export { AMOUNT_ROW_MARKS, CURRENCY_EVIDENCE, CURRENCY_MARKS, ISO_CURRENCIES, type CurrencyMark } from './currencies.ts';

export const LOCALES: readonly LocaleTable[] = [en, de, fr, es, it, nl, pt, pl, ms];

/** Word edges that also hold for accented letters. */
export const WORD_START = String.raw`(?<![\p{L}\d])`;
export const WORD_END = String.raw`(?![\p{L}])`;
/** A start edge for letters only: a digit may touch the word (`TAX1`). */
const LETTER_START = String.raw`(?<![\p{L}])`;

/** Every language's labels of a field, strongest first (the order of `LOCALES` among equals). */
export function labelSources(field: LabelField): WeightedLabel[] {
  const all = LOCALES.flatMap((locale) => locale.labels[field] ?? []);
  return all.map((entry, order) => ({ entry, order })).sort((a, b) => b.entry[1] - a.entry[1] || a.order - b.order).map((x) => x.entry);
}

type WordList = 'notTotal' | 'notTax' | 'paid' | 'paidInFull' | 'paidStamp' | 'inclusive' | 'taxWords' | 'titles' | 'legalForms' | 'salutations' | 'addressee' | 'streetWords' | 'termDays' | 'endOfMonth' | 'discount' | 'dayWords' | 'directDebit' | 'remittance' | 'rounding' | 'carriedForward' | 'measures' | 'codeHeadings' | 'amountQualifiers' | 'taxExempt' | 'periodJoins' | 'copyMarks' | 'creditNotes' | 'originalInvoice' | 'departments' | 'invoiceWords';

/** One alternation of every language's words of a kind (regex source, no edges). */
export function wordsOf(kind: WordList): string {
  const words = [...new Set(LOCALES.flatMap((locale) => locale[kind] ?? []))];
  // Longer words first, so that an alternation prefers `taxes` to `tax` at the same place.
  return words.sort((a, b) => b.length - a.length).join('|');
}

/** A case-insensitive regex matching any of the words of a kind as whole words. */
export function wordPattern(kind: WordList, flags = 'iu'): RegExp {
  return new RegExp(`${WORD_START}(?:${wordsOf(kind)})${WORD_END}`, flags);
}

/** Column-header words of item tables, per column. */
export function itemColumnWords(column: ItemColumn): string {
  const words = [...new Set(LOCALES.flatMap((locale) => locale.itemColumns[column] ?? []))];
  return words.sort((a, b) => b.length - a.length).join('|');
}

/** Every language's receipt words, the languages with only receipt words last. */
const RECEIPT_TABLES: readonly ReceiptTable[] = [...LOCALES, ...RECEIPT_ONLY].map((locale) => locale.receipt);

/**
 * One alternation of every language's sources of a receipt label (regex source, no edges), in the order the
 * tables list them (`LOCALES` order): where two alternatives match at the same place the first listed wins.
 */
export function receiptWords(label: ReceiptLabel): string {
  return [...new Set(RECEIPT_TABLES.flatMap((table) => table.labels[label] ?? []))].join('|');
}

/**
 * A receipt label as the receipt rules match it: case-insensitive, between ASCII word edges (`\b`), or only
 * after one (`start`: `ROUND` also in `ROUNDED`), or between letters only (`letters`: a digit may touch it, as in
 * `TAX1` or `VAT9%`).
 */
export function receiptPattern(label: ReceiptLabel, edges: 'word' | 'start' | 'letters' = 'word'): RegExp {
  if (edges === 'letters') return new RegExp(String.raw`${LETTER_START}(?:${receiptWords(label)})${WORD_END}`, 'iu');
  return new RegExp(String.raw`\b(?:${receiptWords(label)})${edges === 'word' ? String.raw`\b` : ''}`, 'i');
}

/** Receipt words as the roles match them: upper case, accents removed. */
export const foldReceiptWord = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();

/** Every language's words of a receipt role (upper case, accents removed), each once. */
export function receiptRoleWords(role: ReceiptRole): string[] {
  return [...new Set(RECEIPT_TABLES.flatMap((table) => table.roles[role] ?? []).map(foldReceiptWord))];
}

/** Every language's `alsoItems` or `notItems` words (upper case, accents removed), each once. */
export function receiptItemWords(kind: 'alsoItems' | 'notItems'): string[] {
  return [...new Set(RECEIPT_TABLES.flatMap((table) => table[kind] ?? []).map(foldReceiptWord))];
}

/** Month names of every language: lower-case name → month number (1–12). */
export function monthNumbers(): Map<string, number> {
  const months = new Map<string, number>();
  for (const locale of LOCALES) {
    locale.months.forEach((names, index) => {
      for (const name of names) months.set(name.toLowerCase(), index + 1);
    });
  }
  return months;
}

/**
 * The languages a text is written in, by how many distinct label words of each it uses (English last among
 * equals: its words are borrowed everywhere). Only languages with at least two distinct hits count.
 */
export function languagesOf(text: string): { language: string; hits: number; dateOrder: LocaleTable['dateOrder'] }[] {
  const found: { language: string; hits: number; dateOrder: LocaleTable['dateOrder'] }[] = [];
  for (const locale of LOCALES) {
    const words = new Set<string>();
    for (const entries of Object.values(locale.labels)) {
      for (const [source, weight] of entries ?? []) {
        if (weight < 0.9) continue;
        const pattern = languagePattern(source);
        // `exec` on the kept pattern, not `matchAll`: that clones it, and a clone of each of these thousands of
        // patterns is compiled again whenever a collection has emptied V8's regexp cache (60–130 ms a receipt).
        pattern.lastIndex = 0;
        for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
          words.add(match[0].toLowerCase());
          if (!match[0]) pattern.lastIndex++;
        }
      }
    }
    if (words.size >= 2) found.push({ language: locale.language, hits: words.size, dateOrder: locale.dateOrder });
  }
  return found.sort((a, b) => b.hits - a.hits || Number(a.language === 'en') - Number(b.language === 'en'));
}

/** The OCR models of a language's table (`fr` → `fra+deu`), if it names any. */
export function ocrLangsOf(language: string): string | null {
  return LOCALES.find((locale) => locale.language === language)?.ocrLangs ?? null;
}

/**
 * Words that only languages writing dates day first use (`Rechnung`, `TVA`, `Datum`, `totaal`), as one regex:
 * their titles, tax words and generic date and total labels, less anything English documents print too.
 */
export function dayFirstWords(): RegExp {
  // Words English documents print too (`Taxes`, `Data Transfer`) say nothing about the order.
  const english = ['date', 'data', 'tax', 'taxes', 'total', 'total amount', 'amount', 'invoice', 'receipt', 'vat', 'gst'];
  const shared = (source: string) => english.some((word) => new RegExp(`^(?:${source})$`, 'iu').test(word));
  const sources = new Set<string>();
  for (const locale of LOCALES) {
    if (locale.dateOrder !== 'DMY') continue;
    const generic = (['date', 'total'] as const).flatMap((field) => (locale.labels[field] ?? []).filter(([, weight]) => weight < 1).map(([source]) => source));
    for (const source of [...locale.titles, ...locale.taxWords, ...generic]) if (!shared(source)) sources.add(source);
  }
  return new RegExp(`${WORD_START}(?:${[...sources].join('|')})${WORD_END}`, 'iu');
}

const languagePatterns = new Map<string, RegExp>();
function languagePattern(source: string): RegExp {
  let pattern = languagePatterns.get(source);
  if (!pattern) {
    pattern = new RegExp(`${WORD_START}(?:${source})${WORD_END}`, 'giu');
    languagePatterns.set(source, pattern);
  }
  return pattern;
}
