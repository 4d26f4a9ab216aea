/**
 * Shared helpers of the "services" invoice generator (invoices from companies and online services): seeded
 * choices, money and date formatting per country, identifiers with real check digits, and the A4 page shell.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import type { TruthItem as LineItem } from './render-document.ts';

export type { Random };

export type { LineItem };
export type Fields = Record<string, string | number>;
export interface ServiceDoc {
  language: string;
  html: string;
  fields: Fields;
  line_items: LineItem[];
}

export { chance, digits, int, pick };
export const letters = (r: Random, n: number, from = 'ABCDEFGHJKLMNPQRSTUVWXYZ'): string =>
  Array.from({ length: n }, () => from[int(r, 0, from.length - 1)]).join('');

/** `n` distinct entries of `list`, in a random order. */
export function sample<T>(r: Random, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0]);
  return out;
}

/** Rounds to cents (half away from zero), free of binary noise. */
export const round2 = (x: number): number => Math.sign(x) * Math.round(Math.abs(x) * 100 + 1e-7) / 100;
export const sum = (values: readonly number[]): number => round2(values.reduce((a, b) => a + b, 0));

export type NumberStyle = 'en' | 'eu' | 'fr' | 'in' | 'plain';

function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${head},${whole.slice(-3)}`;
}

/** A number as printed: `en` 1,234.56 · `eu` 1.234,56 · `fr` 1 234,56 · `in` 1,23,456.00 · `plain` 1234.56. */
export function num(x: number, style: NumberStyle, decimals = 2): string {
  const [whole, frac] = Math.abs(x).toFixed(decimals).split('.');
  const sign = x < 0 ? '-' : '';
  const dot = style === 'eu' || style === 'fr' ? ',' : '.';
  let grouped = whole;
  if (style === 'in') grouped = groupIndian(whole);
  else if (style !== 'plain') grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style === 'en' ? ',' : style === 'eu' ? '.' : '\u00a0');
  return sign + grouped + (frac ? dot + frac : '');
}

// ----- dates -----
export const day = (r: Random, from = Date.UTC(2024, 0, 8), spanDays = 640): Date => new Date(from + int(r, 0, spanDays) * 86400000);
export const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * 86400000);
export const iso = (d: Date): string => d.toISOString().slice(0, 10);
export const monthStart = (d: Date): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
export const monthEnd = (d: Date): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
const pad = (n: number): string => String(n).padStart(2, '0');

/** Day-month-year with a separator: 03/03/2025, 03-03-2025, 03.03.2025. */
export const dmy = (d: Date, sep = '/'): string => [pad(d.getUTCDate()), pad(d.getUTCMonth() + 1), d.getUTCFullYear()].join(sep);

const MONTHS: Record<string, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
};
const ordinal = (n: number): string => (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');

/** Month-name dates: `long` 3 March 2025 (es: 3 de marzo de 2025), `ord` 3rd March 2025, `short` 03 Mar 2025. */
export function named(d: Date, lang: 'en' | 'fr' | 'es' | 'nl', form: 'long' | 'ord' | 'short' = 'long'): string {
  const name = MONTHS[lang][d.getUTCMonth()];
  const dd = d.getUTCDate();
  const yyyy = d.getUTCFullYear();
  if (form === 'short') return `${pad(dd)} ${name.slice(0, 3)}${lang === 'en' ? '' : '.'} ${yyyy}`;
  if (lang === 'es') return `${dd} de ${name} de ${yyyy}`;
  if (form === 'ord' && lang === 'en') return `${dd}${ordinal(dd)} ${name} ${yyyy}`;
  return `${lang === 'fr' && dd === 1 ? '1er' : dd} ${name} ${yyyy}`;
}

// ----- identifiers -----
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
}

/** An IBAN with correct check digits, without spaces. */
export function iban(country: string, bban: string): string {
  const numeric = (bban + country + '00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return country + pad(98 - mod97(numeric)) + bban;
}
export const spaced = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** The French intra-community VAT key of a SIREN. */
export const frVatKey = (siren: string): string => pad((12 + 3 * (Number(siren) % 97)) % 97);

/** A UK VAT registration number (9 digits) passing the mod-97 check. */
export function ukVat(r: Random): string {
  for (;;) {
    const body = `${int(r, 1, 9)}${digits(r, 6)}`;
    const total = [...body].reduce((acc, ch, i) => acc + Number(ch) * (8 - i), 0);
    const check = 97 - (total % 97);
    if (check < 97) return body + pad(check);
  }
}

/** A Spanish company tax code (CIF) with its control digit: letter + 7 digits + control. */
export function spanishCif(r: Random, letter: 'A' | 'B'): string {
  const body = digits(r, 7);
  let total = 0;
  [...body].forEach((ch, i) => {
    const n = Number(ch);
    if (i % 2 === 1) total += n;
    else total += Math.floor((n * 2) / 10) + ((n * 2) % 10);
  });
  return letter + body + String((10 - (total % 10)) % 10);
}

export const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Escapes and turns line breaks into `<br>`. */
export const lines = (text: string): string => esc(text).replace(/\n/g, '<br>');

export const FONTS = {
  sans: ['"Liberation Sans", Arial, sans-serif', '"DejaVu Sans", sans-serif', '"DejaVu Sans Condensed", "DejaVu Sans", sans-serif', '"Liberation Sans Narrow", "Liberation Sans", sans-serif'],
  serif: ['"Liberation Serif", "Times New Roman", serif', '"DejaVu Serif", serif'],
  mono: ['"Liberation Mono", monospace', '"DejaVu Sans Mono", monospace'],
};

/** A full one-page A4 document: body is exactly one page tall (flex column, so a footer can sit at the bottom). */
export function page(opts: { font: string; size: number; padding: string; css: string; body: string; lang: string; color?: string }): string {
  return `<!doctype html><html lang="${opts.lang}"><head><meta charset="utf-8"><title>Invoice</title><style>
@page { size: A4; margin: 0 }
html, body { margin: 0; padding: 0 }
body { width: 794px; height: 1120px; box-sizing: border-box; overflow: hidden; padding: ${opts.padding};
  display: flex; flex-direction: column; font-family: ${opts.font}; font-size: ${opts.size}px; line-height: 1.3;
  color: ${opts.color ?? '#1d1d1f'}; -webkit-print-color-adjust: exact; print-color-adjust: exact }
table { border-collapse: collapse }
.r { text-align: right } .c { text-align: center } .b { font-weight: bold } .nw { white-space: nowrap }
.foot { margin-top: auto }
${opts.css}
</style></head><body>${opts.body}</body></html>`;
}
