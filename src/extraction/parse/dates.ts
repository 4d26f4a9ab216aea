/**
 * Dates as printed → ISO `YYYY-MM-DD`. Numeric dates whose day and month are both ≤ 12 are ambiguous; their
 * order comes from `hints` decided by the document (its other, unambiguous dates, its currency or language),
 * never from a default here: without a hint an ambiguous date parses to null (unless day = month).
 */
import { monthNumbers } from '../locale/index.ts';

export type DateOrder = 'DMY' | 'MDY' | 'YMD';

export interface DateHints {
  order?: DateOrder;
}

export interface FoundDate {
  value: string;
  raw: string;
  index: number;
}

/** Month names of every language in the locale tables (short forms that are also everyday words are left out there). */
const MONTHS: Record<string, number> = Object.fromEntries(monthNumbers());

/** Digits OCR reads for the letters of a month's short name (`N0V`, `0CT`, `Ju1`, `5EP`), and the letters they may be. */
const LETTERS_READ_AS_DIGITS: Record<string, string[]> = { '0': ['o'], '1': ['l', 'i'], '5': ['s'], '8': ['b'] };
/** Three characters, at least two of them letters and one a digit OCR takes for a letter, standing as a word. */
const MONTH_WITH_DIGIT = /(?<![\p{L}\d])[0158]\p{L}{2}(?!\p{L})|(?<!\p{L})(?:\p{L}[0158]\p{L}|\p{L}{2}[0158])(?![\p{L}\d])/gu;

/**
 * A month's short name with a letter read as a digit put back (`21N0V'15` → `21NOV'15`, `Ju1.30'11` → `Jul.30'11`),
 * when exactly one way of putting it back makes a month of the locale tables; other words stay as they are.
 */
export function repairMonthNames(text: string): string {
  if (!/\d/.test(text)) return text;
  return text.replace(MONTH_WITH_DIGIT, (token) => {
    const i = token.search(/\d/);
    const neighbour = token[i - 1] ?? token[i + 1];
    const months = LETTERS_READ_AS_DIGITS[token[i]]
      .map((letter) => token.slice(0, i) + (neighbour === neighbour.toLowerCase() ? letter : letter.toUpperCase()) + token.slice(i + 1))
      .filter((word) => MONTHS[word.toLowerCase()] !== undefined);
    return months.length === 1 ? months[0] : token;
  });
}

const MONTH = `(${Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')})\\.?`;
const START = String.raw`(?<![\p{L}\d])`;
// Not followed by letters, digits or decimals: `1 SET 25.00` is not a date; a time may follow a comma (`12/28/18,03:12`).
const END = String.raw`(?![\p{L}\d]|[.,]\d(?!\d?:\d))`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th|er|\.|º)?`;
const SEP = String.raw`[\s\-/.,]*`;
const YEAR = String.raw`('?\d{4}|'?\d{2})`;

const PATTERNS: { regex: RegExp; parts: (m: RegExpMatchArray, hints: DateHints) => [number, number, number] | null }[] = [
  {
    // 2018-01-18, 2018/1/18, 2018.01.18
    regex: new RegExp(String.raw`${START}(\d{4})([-/.])\s?(\d{1,2})\2\s?(\d{1,2})${END}`, 'gu'),
    parts: (m) => [Number(m[1]), Number(m[3]), Number(m[4])],
  },
  {
    // 18/01/2018, 01-18-18, 18.01.2018, 18 / 01 / 2018
    regex: new RegExp(String.raw`${START}(\d{1,2})\s?([-/.])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})${END}`, 'gu'),
    parts: (m, hints) => numericDate(Number(m[1]), Number(m[3]), m[4], hints),
  },
  {
    // 18 Jan 2018, 18-Jan-18, 18. März 2018, 1er janvier 2021, 3 de marzo de 2020; never a day before a till's date
    // (`S#1 Jul.30'11` is 30 July 2011, not 1 July 2030)
    regex: new RegExp(String.raw`${START}${DAY}${SEP}(?:de\s+)?${MONTH}${SEP}(?:de\s+)?${YEAR}${END}(?!['’‘]\d)`, 'giu'),
    parts: (m) => [fullYear(m[3]), MONTHS[m[2].toLowerCase()], Number(m[1])],
  },
  {
    // Jan 18, 2018, January 18th 2018
    regex: new RegExp(String.raw`${START}${MONTH}${SEP}${DAY},?${SEP}${YEAR}${END}`, 'giu'),
    parts: (m) => [fullYear(m[3]), MONTHS[m[1].toLowerCase()], Number(m[2])],
  },
  {
    // Jul 03 '12, Dec26'07 (US tills: a two-digit year after an apostrophe, a time glued after it)
    regex: new RegExp(String.raw`${START}${MONTH}\s?${DAY}\s?['’‘\u0060´]\s?(\d{2})(?=\d{1,2}[:.]\d{2}|(?![\p{L}\d]|[.,]\d))`, 'giu'),
    parts: (m) => [fullYear(m[3]), MONTHS[m[1].toLowerCase()], Number(m[2])],
  },
  {
    // 2018 Jan 18, 2018-Jan-18
    regex: new RegExp(String.raw`${START}(\d{4})${SEP}${MONTH}${SEP}(\d{1,2})${END}`, 'giu'),
    parts: (m) => [Number(m[1]), MONTHS[m[2].toLowerCase()], Number(m[3])],
  },
  {
    // 20180118 (compact, only plausible years)
    regex: new RegExp(String.raw`${START}((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])${END}`, 'gu'),
    parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
];

function fullYear(text: string): number {
  const digits = text.replace("'", '');
  const year = Number(digits);
  if (digits.length === 4) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

function numericDate(first: number, second: number, yearText: string, hints: DateHints): [number, number, number] | null {
  const year = fullYear(yearText);
  if (first > 12 && second <= 12) return [year, second, first];
  if (second > 12 && first <= 12) return [year, first, second];
  if (first === second) return [year, first, second];
  if (hints.order === 'MDY') return [year, first, second];
  if (hints.order === 'DMY' || hints.order === 'YMD') return [year, second, first];
  return null;
}

function isoDate(year: number, month: number, day: number): string | null {
  if (!(year >= 1900 && year <= 2099) || !(month >= 1 && month <= 12) || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * `into` (by default `text`, else a copy of it masked elsewhere, of the same length) with every date of `text`
 * (day first where ambiguous) blanked out, so `07.10.2024` or `18/01/2018` reads as no amount.
 */
export function withDatesBlanked(text: string, into = text): string {
  let masked = into;
  for (const date of findDates(text, { order: 'DMY' })) masked = masked.slice(0, date.index) + ' '.repeat(date.raw.length) + masked.slice(date.index + date.raw.length);
  return masked;
}

/**
 * Every date in `text` with where it starts; overlapping matches keep the earliest, longest one. The rules ask for
 * the dates of the same lines many times: the last few thousand answers are kept.
 */
export function findDates(text: string, hints: DateHints = {}): FoundDate[] {
  if (!/\d/u.test(text)) return [];
  const key = `${hints.order ?? ''}\u0000${text}`;
  let found = recentDates.get(key);
  if (!found) {
    if (recentDates.size >= RECENT_DATES) recentDates.clear();
    found = searchDates(text, hints).map((date) => Object.freeze(date));
    recentDates.set(key, found);
  }
  return [...found];
}
const RECENT_DATES = 4096;
const recentDates = new Map<string, FoundDate[]>();

function searchDates(text: string, hints: DateHints): FoundDate[] {
  const found: FoundDate[] = [];
  const covered: [number, number][] = [];
  for (const { regex, parts } of PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const index = match.index ?? 0;
      const end = index + match[0].length;
      if (covered.some(([a, b]) => index < b && end > a)) continue;
      const ymd = parts(match, hints);
      const value = ymd ? isoDate(...ymd) : null;
      if (!value) continue;
      covered.push([index, end]);
      found.push({ value, raw: match[0], index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** One printed date → ISO, or null when it is not a date (or is ambiguous without a hint). */
export function parseDate(raw: string, hints: DateHints = {}): string | null {
  const found = findDates(raw.trim(), hints);
  return found.length > 0 ? found[0].value : null;
}

/**
 * The day/month order a document uses, from its unambiguous numeric dates (`25/12/2018` → DMY); null when its
 * dates never tell. Callers fall back to other evidence (currency, language) before giving up.
 */
export function inferDateOrder(text: string): DateOrder | null {
  let dmy = 0;
  let mdy = 0;
  const numeric = new RegExp(String.raw`${START}(\d{1,2})\s?([-/.])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})${END}`, 'gu');
  for (const match of text.matchAll(numeric)) {
    const first = Number(match[1]);
    const second = Number(match[3]);
    if (first > 12 && first <= 31 && second >= 1 && second <= 12) dmy++;
    else if (second > 12 && second <= 31 && first >= 1 && first <= 12) mdy++;
  }
  if (dmy > mdy) return 'DMY';
  if (mdy > dmy) return 'MDY';
  return null;
}
