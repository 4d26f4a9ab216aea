import type { LayoutPage } from '../types.ts';

/**
 * Whether an XML value is printed anywhere on the pages, in any of the usual ways of writing it. The
 * visual extraction may pick the wrong candidate (a street for a name, the net for the total); when the
 * XML value is on the page all the same, the page does not contradict the XML.
 */

export interface PageText {
  /** Words joined by single spaces; upper case, NFKC. */
  spaced: string;
  /** The same without any white space: pdf.js often splits a word into runs (`Liefer ant`). */
  compact: string;
}

const comparable = (text: string) => text.normalize('NFKC').toUpperCase();
const compact = (text: string) => comparable(text).replace(/\s+/g, '');

export function pageText(pages: LayoutPage[]): PageText {
  const spaced = comparable(pages.map((page) => page.words.map((word) => word.text).join(' ')).join('\n'));
  return { spaced, compact: spaced.replace(/\s+/g, '') };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any of the variants, not glued to further digits on either side. */
function containsNumber(text: PageText, variants: string[]): boolean {
  const pattern = new RegExp(`(?<![\\d.,])(?:${variants.map(escape).join('|')})(?!\\d)`);
  return pattern.test(text.spaced) || pattern.test(text.compact);
}

/** `1234.5` as pages print it: `1234.50`, `1.234,50`, `1 234,50`, `1'234.50`, `1,234.50`… (sign ignored). */
function amountVariants(value: number): string[] {
  const [integer, decimals] = Math.abs(value).toFixed(2).split('.');
  const variants: string[] = [];
  for (const decimal of ['.', ',']) {
    for (const group of ['', '.', ',', ' ', "'"]) {
      if (group === decimal) continue;
      variants.push(`${integer.replace(/\B(?=(\d{3})+$)/g, group)}${decimal}${decimals}`);
    }
  }
  return [...new Set(variants)];
}

const LONG_DATE_LOCALES = ['de', 'fr', 'en-GB', 'en-US', 'es', 'it', 'nl'];

/** `2024-03-05` as pages print it: `05.03.2024`, `5.3.2024`, `05/03/2024`, `03/05/2024`, `5. März 2024`… */
function dateVariants(iso: string): string[] {
  const [yyyy, mm, dd] = iso.split('-');
  const [m, d, yy] = [String(Number(mm)), String(Number(dd)), yyyy.slice(2)];
  const numeric = [
    `${dd}.${mm}.${yyyy}`, `${d}.${m}.${yyyy}`, `${dd}.${mm}.${yy}`, `${dd}/${mm}/${yyyy}`, `${d}/${m}/${yyyy}`,
    `${mm}/${dd}/${yyyy}`, `${m}/${d}/${yyyy}`, `${dd}-${mm}-${yyyy}`, `${yyyy}-${mm}-${dd}`, `${yyyy}/${mm}/${dd}`,
  ];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const spelled = LONG_DATE_LOCALES.flatMap((locale) =>
    (['long', 'short'] as const).map((month) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }).format(date),
    ),
  );
  return [...new Set([...numeric, ...spelled.map(compact)])];
}

/** Whether this field's XML value is printed on the pages. Fields without a rule count as not found. */
export function printedOnPage(name: string, value: string | number, text: PageText): boolean {
  if (typeof value === 'number') return containsNumber(text, amountVariants(value));
  if (name === 'date' || name === 'due_date') return containsNumber(text, dateVariants(value));
  if (name === 'currency') return false;
  // Names and ids: every line of the XML value (names may hold several) somewhere on the page.
  const lines = value.split('\n').map(compact).filter((line) => line !== '');
  return lines.length > 0 && lines.every((line) => text.compact.includes(line));
}
