/**
 * The scoring rules of ../shared/datasets/README.md: when a predicted field matches its label, character
 * similarity for near misses, and line-item precision/recall.
 */

export type FieldKind = 'name' | 'id' | 'date' | 'time' | 'amount' | 'currency' | 'text';

const NAME_FIELDS = new Set(['supplier_name', 'supplier_address', 'customer_name', 'customer_address']);
const ID_FIELDS = new Set(['invoice_number', 'receipt_number', 'po_number', 'supplier_tax_id', 'customer_tax_id', 'iban']);
const DATE_FIELDS = new Set(['date', 'due_date']);
const AMOUNT_FIELDS = new Set(['subtotal', 'total_tax', 'tip', 'total_amount', 'amount_due']);

export function kindOf(field: string): FieldKind {
  if (NAME_FIELDS.has(field)) return 'name';
  if (ID_FIELDS.has(field)) return 'id';
  if (DATE_FIELDS.has(field)) return 'date';
  if (AMOUNT_FIELDS.has(field)) return 'amount';
  if (field === 'currency') return 'currency';
  if (field === 'time') return 'time';
  return 'text';
}

export const normaliseName = (value: string) => value.normalize('NFKC').toUpperCase().replace(/\s+/gu, ' ').trim();
const normaliseId = (value: string) => value.replace(/\s+/gu, '').toUpperCase();

const minutes = (value: string) => /^(\d{2}):(\d{2})/.exec(value.trim())?.slice(1, 3).join(':') ?? null;
const withoutSpaces = (value: string) => value.replace(/\s+/gu, '');

/** `ignoreSpaces`: the label was transcribed without spaces (`compare.ignore_spaces`), so both sides lose theirs. */
export function fieldMatches(field: string, expected: unknown, predicted: unknown, ignoreSpaces = false): boolean {
  if (predicted === null || predicted === undefined) return false;
  switch (kindOf(field)) {
    case 'name':
    case 'text':
      if (ignoreSpaces) return withoutSpaces(normaliseName(String(expected))) === withoutSpaces(normaliseName(String(predicted)));
      return normaliseName(String(expected)) === normaliseName(String(predicted));
    case 'id':
      return normaliseId(String(expected)) === normaliseId(String(predicted));
    case 'time':
      // API.md: times are `HH:MM[:SS]`; labels without seconds match a reading with them.
      return minutes(String(expected)) !== null && minutes(String(expected)) === minutes(String(predicted));
    case 'amount':
      return typeof predicted === 'number' && Math.abs(Number(expected) - predicted) <= 0.005 + 1e-9;
    default:
      return String(expected) === String(predicted);
  }
}

export function levenshtein(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[t.length];
}

/** 1 − normalised Levenshtein distance of the normalised strings (0 when nothing was predicted). */
export function similarity(expected: unknown, predicted: unknown, ignoreSpaces = false): number {
  if (predicted === null || predicted === undefined) return 0;
  const strip = ignoreSpaces ? withoutSpaces : (v: string) => v;
  const a = strip(normaliseName(String(expected)));
  const b = strip(normaliseName(String(predicted)));
  const length = Math.max([...a].length, [...b].length);
  return length === 0 ? 1 : 1 - levenshtein(a, b) / length;
}

export interface ItemLike {
  description: string | null;
  amount: number | null;
}

/**
 * Greedy pairing: pairs in order of amount agreement then description similarity; a pair counts when its
 * amounts match (±0.005) and its descriptions are ≥ 0.8 similar.
 */
export function scoreLineItems(expected: ItemLike[], predicted: ItemLike[], ignoreSpaces = false): { truePositives: number; expected: number; predicted: number } {
  const pairs: { e: number; p: number; amountOk: boolean; sim: number }[] = [];
  expected.forEach((e, i) =>
    predicted.forEach((p, j) => {
      const amountOk = e.amount !== null && p.amount !== null && Math.abs(e.amount - p.amount) <= 0.005 + 1e-9;
      pairs.push({ e: i, p: j, amountOk, sim: similarity(e.description ?? '', p.description ?? '', ignoreSpaces) });
    }),
  );
  pairs.sort((x, y) => Number(y.amountOk) - Number(x.amountOk) || y.sim - x.sim);
  const usedE = new Set<number>();
  const usedP = new Set<number>();
  let truePositives = 0;
  for (const pair of pairs) {
    if (usedE.has(pair.e) || usedP.has(pair.p)) continue;
    usedE.add(pair.e);
    usedP.add(pair.p);
    if (pair.amountOk && pair.sim >= 0.8) truePositives++;
  }
  return { truePositives, expected: expected.length, predicted: predicted.length };
}
