/**
 * What the trade-document layouts share: exact money arithmetic, number/date/IBAN printing per country, the
 * page shell, and the one-line `.dl` spans the overflow check counts (a wrapped description line would no longer
 * match its ground truth).
 */
import { digits, int, pick, type Random } from './content.ts';
import type { BuiltInvoice, TruthFields, TruthItem } from './render-document.ts';

export type Layout = (random: Random, index: number) => BuiltInvoice;
export type Lang = 'en' | 'fr' | 'de' | 'nl' | 'es';

export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;
export const total = (values: number[]): number => round2(values.reduce((sum, value) => sum + value, 0));

/** A truth row; `null` wherever the page does not print the value. */
export function truthItem(lines: string[], quantity: number | null, unitPrice: number | null, amount: number, rate: number | null): TruthItem {
  return { description: lines.join('\n'), quantity, unit_price: unitPrice, amount, tax_rate: rate };
}

export function built(html: string, language: string, fields: TruthFields, items: TruthItem[]): BuiltInvoice {
  return { html, language, fields, line_items: items };
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One printed line that must stay one line. */
export const dl = (text: string): string => `<span class="dl">${esc(text)}</span>`;
/** Several printed lines, each a `.dl`. */
export const dls = (lines: string[]): string => lines.map(dl).join('<br>');

/** `1234.5` → `1,234.50` (`decimal` '.', `group` ',') or `1.234,50` etc.; `places` for unit prices. */
export function num(value: number, decimal: string, group: string, places = 2): string {
  const [whole, fraction] = Math.abs(value).toFixed(places).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : decimal + fraction}`;
}

export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

/** Money as the country prints it. */
export const money = {
  uk: (v: number, symbol = true) => `${v < 0 ? '-' : ''}${symbol ? '£' : ''}${num(Math.abs(v), '.', ',')}`,
  us: (v: number, symbol = true) => `${v < 0 ? '-' : ''}${symbol ? '$' : ''}${num(Math.abs(v), '.', ',')}`,
  fr: (v: number, symbol = true, places = 2) => `${num(v, ',', NNBSP, places)}${symbol ? `${NBSP}€` : ''}`,
  de: (v: number, symbol = true, places = 2) => `${num(v, ',', '.', places)}${symbol ? `${NBSP}€` : ''}`,
  es: (v: number, symbol = true, places = 2) => `${num(v, ',', '.', places)}${symbol ? `${NBSP}€` : ''}`,
  nl: (v: number, symbol = true) => `${v < 0 ? '-' : ''}${symbol ? `€${NBSP}` : ''}${num(Math.abs(v), ',', '.')}`,
};

const MONTHS: Record<Lang, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};
const WEEKDAYS: Record<Lang, string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  fr: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
  de: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
  nl: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
  es: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
};

/** `{dd}.{mm}.{yyyy}`, `{d} {MMMM} {yyyy}`, `{MMM}` (three letters), `{yy}`, `{EEE}` (weekday). */
export function fmtDate(iso: string, pattern: string, lang: Lang): string {
  const [y, m, d] = iso.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const values: Record<string, string> = {
    yyyy: String(y), yy: String(y).slice(2), MMMM: MONTHS[lang][m - 1], MMM: MONTHS[lang][m - 1].slice(0, 3),
    mm: String(m).padStart(2, '0'), dd: String(d).padStart(2, '0'), d: String(d), EEE: WEEKDAYS[lang][weekday],
  };
  return pattern.replace(/\{(\w+)\}/g, (whole, token: string) => values[token] ?? whole);
}

export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A date in 2023–2025. */
export const someDate = (random: Random): string => isoDate(int(random, 2023, 2025), int(random, 1, 12), int(random, 1, 28));

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** An IBAN with valid check digits; `bban` is a pattern of `#` (a digit), `@` (a letter) and fixed text. */
export function iban(random: Random, country: string, bban: string): string {
  const body = bban.replace(/[#@]/g, (c) => (c === '#' ? digits(random, 1) : pick(random, [...LETTERS])));
  const numeric = `${body}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${body}`;
}

/** `DE89370400440532013000` → `DE89 3704 0044 0532 0130 00`. */
export const spacedIban = (value: string): string => value.replace(/(.{4})/g, '$1 ').trim();

/** A phone number as a country prints it. */
export function phone(random: Random, country: 'uk' | 'fr' | 'de' | 'nl' | 'es' | 'us'): string {
  switch (country) {
    case 'uk': return `${pick(random, ['0117', '0161', '0131', '020 7', '0113', '01223'])} ${digits(random, 3)} ${digits(random, 4)}`;
    case 'fr': return `0${int(random, 1, 9)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`;
    case 'de': return `+49 ${pick(random, ['30', '40', '89', '221', '711', '351'])} ${digits(random, 6)}-${digits(random, 2)}`;
    case 'nl': return `06-${digits(random, 8)}`;
    case 'es': return `+34 ${pick(random, ['91', '93', '96', '95'])}${digits(random, 1)} ${digits(random, 3)} ${digits(random, 3)}`;
    case 'us': return `(${pick(random, ['206', '503', '312', '713', '404', '617'])}) ${digits(random, 3)}-${digits(random, 4)}`;
  }
}

/** The page shell: an A4 body of fixed size (so the overflow check can compare content with the page). */
export function page(lang: string, font: string, css: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 }
html, body { margin: 0; padding: 0 }
body { box-sizing: border-box; width: 794px; height: 1123px; position: relative; overflow: hidden; font-family: ${font}; color: #1d1d1f; }
table { border-collapse: collapse; }
.r { text-align: right; } .c { text-align: center; } .b { font-weight: bold; } .nw { white-space: nowrap; }
.foot { position: absolute; left: 0; right: 0; bottom: 0; }
${css}
</style></head><body>${body}</body></html>`;
}

/** A seeded shuffle of a copy. */
export function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
