/**
 * Currencies as printed: symbols (`€`, `$`, `£`), ISO 4217 codes (`EUR`) and local abbreviations (`RM`, `zł`),
 * from the table in `../locale/currencies.ts`. Only explicit marks count. A mark shared by several currencies
 * (`$`, `¥`, `kr`, `R`) carries all its candidates; `resolveCurrency` lets the document's other evidence choose.
 */
import { CURRENCY_EVIDENCE, CURRENCY_MARKS, ISO_CURRENCIES } from '../locale/index.ts';

export { ISO_CURRENCIES } from '../locale/index.ts';

export interface FoundCurrency {
  /** The currency; for an ambiguous mark, its most common reading (`$` → USD), to be confirmed by evidence. */
  code: string;
  /** Every currency the mark can mean. */
  candidates: readonly string[];
  /** The mark alone decides nothing: the document's evidence must choose (`$`, `kr`). */
  needsEvidence: boolean;
  raw: string;
  index: number;
}

const ISO_PATTERN = new RegExp(String.raw`(?<![\p{L}])(${ISO_CURRENCIES.join('|')})(?![\p{L}])`, 'gu');
const MARKS = CURRENCY_MARKS.map((mark) => ({ ...mark, regex: new RegExp(mark.pattern, 'gu') }));

/**
 * Every explicit currency mark in `text`, in order. Marks that never name a currency without evidence and are
 * easily letters of something else (`kr`, `R`) are included only when `all` is set; OCR's misreadings of a mark
 * (`E5.99` for `£5.99`) only when `misread` is set too.
 */
export function findCurrencies(text: string, all = false, misread = false): FoundCurrency[] {
  const found: FoundCurrency[] = [];
  for (const match of text.matchAll(ISO_PATTERN)) {
    const code = match[1] === 'RMB' ? 'CNY' : match[1];
    found.push({ code, candidates: [code], needsEvidence: false, raw: match[0], index: match.index ?? 0 });
  }
  const taken = new Set<number>();
  for (const { regex, candidates, needsEvidence = false, misread: misreading = false } of MARKS) {
    // `$` and `¥` keep their usual reading for callers that weigh it themselves.
    if (!all && needsEvidence && !['USD', 'JPY'].includes(candidates[0])) continue;
    if (misreading && !misread) continue;
    for (const match of text.matchAll(regex)) {
      const index = match.index ?? 0;
      if (taken.has(index) || [...match[0]].some((_, k) => taken.has(index + k))) continue;
      for (let k = 0; k < match[0].length; k++) taken.add(index + k);
      found.push({ code: candidates[0], candidates, needsEvidence, raw: match[0], index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The currency named by one token (`EUR`, `€`, `RM`), or null; an ambiguous mark alone names none. */
export function currencyOf(token: string): string | null {
  const found = findCurrencies(token.trim());
  return found.length > 0 && !found[0].needsEvidence ? found[0].code : null;
}

export interface ResolvedCurrency {
  code: string;
  /** The marks that support it. */
  marks: FoundCurrency[];
  /** 0–1: the share of marks that agree, lowered when an ambiguous mark was resolved by evidence alone. */
  support: number;
}

/**
 * The document's currency from all its marks: unambiguous marks count for their currency; an ambiguous mark
 * counts for the currency that an unambiguous mark or the document's evidence (`CURRENCY_EVIDENCE`: a tax word,
 * a country, a postcode) singles out among its candidates, and for nothing otherwise — `$` alone is no currency.
 */
export function resolveCurrency(marks: FoundCurrency[], text: string): ResolvedCurrency | null {
  const plain = new Set(marks.filter((m) => !m.needsEvidence).map((m) => m.code));
  const counts = new Map<string, { marks: FoundCurrency[]; inferred: boolean }>();
  const add = (code: string, mark: FoundCurrency, inferred: boolean) => {
    const entry = counts.get(code) ?? { marks: [], inferred: false };
    entry.marks.push(mark);
    entry.inferred ||= inferred;
    counts.set(code, entry);
  };
  let evidenced: string[] | null = null;
  for (const mark of marks) {
    if (!mark.needsEvidence) {
      add(mark.code, mark, false);
      continue;
    }
    const named = mark.candidates.filter((c) => plain.has(c));
    if (named.length === 1) {
      add(named[0], mark, false);
      continue;
    }
    evidenced ??= currenciesEvidenced(text);
    const supported = mark.candidates.filter((c) => evidenced!.includes(c));
    if (supported.length === 1) add(supported[0], mark, true);
  }
  if (counts.size === 0) return null;
  const ranked = [...counts.entries()].sort((a, b) => b[1].marks.length - a[1].marks.length);
  const [code, best] = ranked[0];
  const total = ranked.reduce((acc, [, e]) => acc + e.marks.length, 0);
  const share = best.marks.length / total;
  return { code, marks: best.marks, support: best.inferred ? share * 0.8 : share };
}

/** A source with small letters (a word) ignores case; one in capitals only (a postcode shape, an acronym) does not. */
const evidencePattern = (source: string) => new RegExp(source, /[a-z]/.test(source.replace(/\\[a-zA-Z]/g, '')) ? 'iu' : 'u');
const EVIDENCE = Object.entries(CURRENCY_EVIDENCE).map(([code, sources]) => ({ code, patterns: sources.map(evidencePattern) }));

/** Currencies the document's text points to (country, tax word, postcode shape): what tells its country. */
export function currenciesEvidenced(text: string): string[] {
  return EVIDENCE.filter(({ patterns }) => patterns.some((p) => p.test(text))).map(({ code }) => code);
}

/**
 * The one country (by its currency) that most kinds of evidence point to, or null on a tie: a US receipt
 * naming its state and ZIP code and its sales tax, which also says "as the custom in Japan", is American.
 * `printed`: the currency the document prints, one more piece of evidence.
 */
export function dominantCountry(text: string, printed: string | null = null): string | null {
  const counts = EVIDENCE.map(({ code, patterns }) => ({ code, count: patterns.filter((p) => p.test(text)).length }));
  if (printed !== null) {
    const known = counts.find((c) => c.code === printed);
    if (known) known.count++;
    else counts.push({ code: printed, count: 1 });
  }
  const [first, second] = counts.sort((a, b) => b.count - a.count);
  return first.count === 0 || second?.count === first.count ? null : first.code;
}
