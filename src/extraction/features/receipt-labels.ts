/**
 * Words that label a receipt's values, per role, as model features: the model learns what each one is worth.
 * The words are the locale tables' (locale/*.ts, `receipt.roles`), matched as whole words on upper-cased text
 * with accents removed, after OCR's misreadings of `TOTAL` and `SUBTOTAL` are put back (as the rules read them).
 */
import { foldReceiptWord, receiptRoleWords, type ReceiptRole } from '../locale/index.ts';
import { repairLabels } from '../fields/receipt-totals.ts';

export type LabelRole = ReceiptRole;
/** The roles in the order of the model's features. */
export const LABEL_ROLES: readonly LabelRole[] = [
  'total', 'strong_total', 'subtotal', 'tax', 'service', 'tip', 'cash', 'change', 'card', 'discount', 'rounding', 'quantity', 'price', 'date',
  'expiry', 'time', 'included', 'points', 'phone', 'id',
];

/** Whole words, longest first; a space or hyphen in a word matches any run of spaces and hyphens. */
export function wordsPattern(words: readonly string[]): RegExp {
  const sources = [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[/.]/g, '\\$&').replace(/[ -]/g, '[\\s-]*'));
  return new RegExp(`(?<![\\p{L}])(${sources.join('|')})(?![\\p{L}])`, 'u');
}

const PATTERNS = new Map(LABEL_ROLES.map((role) => [role, wordsPattern(receiptRoleWords(role))]));

/** The roles whose label words occur in `text`. */
export function labelRoles(text: string): Set<LabelRole> {
  const upper = foldReceiptWord(repairLabels(text));
  return new Set(LABEL_ROLES.filter((role) => PATTERNS.get(role)!.test(upper)));
}
