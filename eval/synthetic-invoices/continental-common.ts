/**
 * Shared pieces of the continental invoice generator: drawing from the seeded generator, money arithmetic in
 * cents, number and date printing per country, check-digit-valid tax ids and IBANs, and the A4 page shell.
 */
import { chance, digits, int, pick as one, type Random } from './content.ts';
import type { TruthItem as LineItem } from './render-document.ts';

export type { LineItem };
export type Fields = Record<string, string | number>;
export interface Built {
  language: string;
  html: string;
  fields: Fields;
  line_items: LineItem[];
}

// ---------- drawing ----------
export { chance, digits, int, one };
export function letters(random: Random, n: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[Math.floor(random() * alphabet.length)];
  return s;
}
/** n distinct elements of `list`, in drawn order. */
export function sample<T>(random: Random, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return out;
}
/** A price between lo and hi, ending in a realistic way (…,00 / …,50 / …,90 / any cents). */
export function price(random: Random, lo: number, hi: number): number {
  const x = lo + random() * (hi - lo);
  const style = random();
  if (x >= 20 && style < 0.3) return Math.round(x);
  if (style < 0.5) return Math.floor(x) + 0.5;
  if (style < 0.65) return Math.floor(x) + 0.9;
  return r2(x);
}

// ---------- money ----------
/** Rounds to cents, robust to binary fractions (2,5 × 12,35 = 30,875 → 30,88). */
export const r2 = (x: number): number => Math.round(Number((x * 100).toPrecision(12))) / 100;
export const sum = (values: number[]): number => r2(values.reduce((a, b) => a + b, 0));

export interface VatGroup { rate: number; base: number; tax: number }
/** Net amounts per rate, the VAT computed once per rate (as ERPs do), highest rate first. */
export function vatGroups(lines: { amount: number; rate: number }[]): VatGroup[] {
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a);
  return rates.map((rate) => {
    const base = sum(lines.filter((l) => l.rate === rate).map((l) => l.amount));
    return { rate, base, tax: r2((base * rate) / 100) };
  });
}

// ---------- numbers ----------
export interface NumberStyle { group: string; decimal: string }
export const DOTS: NumberStyle = { group: '.', decimal: ',' };
export const SPACES: NumberStyle = { group: '\u00a0', decimal: ',' };
export const NOGROUP: NumberStyle = { group: '', decimal: ',' };

export function num(n: number, style: NumberStyle, decimals = 2): string {
  const [whole, frac] = Math.abs(n).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return (n < 0 && Number(Math.abs(n).toFixed(decimals)) !== 0 ? '-' : '') + grouped + (frac ? style.decimal + frac : '');
}
/** A quantity: whole numbers without decimals unless `fixed` is given, else as many decimals as it has. */
export function qty(n: number, style: NumberStyle, fixed?: number): string {
  if (fixed !== undefined) return num(n, style, fixed);
  const decimals = Number.isInteger(n) ? 0 : Number.isInteger(n * 10) ? 1 : Number.isInteger(n * 100) ? 2 : 3;
  return num(n, style, decimals);
}

// ---------- dates (ISO strings, UTC arithmetic) ----------
const DAY = 86_400_000;
export const addDays = (iso: string, days: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
export function randomDate(random: Random): string {
  return addDays('2024-01-08', int(random, 0, 700));
}
export function endOfMonth(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}
export const firstOfMonth = (iso: string): string => `${iso.slice(0, 8)}01`;

const MONTHS: Record<string, string[]> = {
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};
export type DateStyle = '/' | '.' | '-' | 'ymd' | 'long' | 'short';
/** dd/mm/yyyy, dd.mm.yyyy, dd-mm-yyyy, yyyy-mm-dd, a long date with the month's name, or dd/mm/yy. */
export function date(iso: string, style: DateStyle, lang = 'it'): string {
  const [y, m, d] = iso.split('-');
  if (style === 'ymd') return iso;
  if (style === 'short') return `${d}/${m}/${y.slice(2)}`;
  if (style !== 'long') return [d, m, y].join(style);
  const day = String(Number(d));
  const month = MONTHS[lang][Number(m) - 1];
  if (lang === 'es' || lang === 'pt') return `${day} de ${month} de ${y}`;
  if (lang === 'de') return `${day}. ${month} ${y}`;
  return `${day === '1' && lang === 'fr' ? '1er' : day} ${month} ${y}`;
}

// ---------- identifiers ----------
function mod97(numeric: string): number {
  let rest = 0;
  for (const ch of numeric) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
}
const toDigits = (s: string): string => [...s].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
function ibanOf(country: string, bban: string): string {
  const check = 98 - mod97(toDigits(`${bban}${country}00`));
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}
/** A check-digit-valid IBAN of the country (IT, ES, PT, NL, DE, FR), with national check digits where they exist. */
export function iban(random: Random, country: 'IT' | 'ES' | 'PT' | 'NL' | 'DE' | 'FR'): string {
  switch (country) {
    case 'IT': return ibanOf('IT', `${letters(random, 1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}${one(random, ['03069', '02008', '05034', '03111', '08327', '05387'])}${digits(random, 5)}${'0'.repeat(4)}${digits(random, 8)}`);
    case 'ES': {
      const bank = one(random, ['2100', '0049', '0182', '0081', '2085', '0128']);
      const office = digits(random, 4);
      const account = digits(random, 10);
      const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
      const dc = (s: string) => { const v = 11 - [...s].reduce((a, c, i) => a + Number(c) * weights[i], 0) % 11; return v === 11 ? 0 : v === 10 ? 1 : v; };
      return ibanOf('ES', `${bank}${office}${dc(`00${bank}${office}`)}${dc(account)}${account}`);
    }
    case 'PT': {
      const body = `${one(random, ['0035', '0033', '0007', '0010', '0036', '0018'])}${digits(random, 4)}${digits(random, 11)}`;
      const nibCheck = 98 - mod97(`${body}00`);
      return ibanOf('PT', `${body}${String(nibCheck).padStart(2, '0')}`);
    }
    case 'NL': return ibanOf('NL', `${one(random, ['INGB', 'RABO', 'ABNA', 'TRIO', 'SNSB', 'BUNQ', 'KNAB'])}${digits(random, 10)}`);
    case 'DE': return ibanOf('DE', `${one(random, ['50050201', '70150000', '37050198', '10050000', '66050101', '76050101', '30050110'])}${digits(random, 10)}`);
    case 'FR': {
      const bank = one(random, ['30004', '30003', '10278', '20041', '30002', '16606']);
      const office = digits(random, 5);
      const account = digits(random, 11);
      const key = 97 - ((89 * Number(bank) + 15 * Number(office) + 3 * Number(account)) % 97);
      return ibanOf('FR', `${bank}${office}${account}${String(key).padStart(2, '0')}`);
    }
  }
}
export const grouped = (id: string, size = 4): string => id.replace(new RegExp(`(.{${size}})(?=.)`, 'g'), '$1 ');

/** Italian Partita IVA: 10 digits and its Luhn-like check digit. */
export function partitaIva(random: Random): string {
  const body = `0${digits(random, 9)}`.replace(/^0/, one(random, ['0', '0', '1', '2', '0']));
  let s = 0;
  [...body].forEach((c, i) => { const v = Number(c); s += i % 2 === 0 ? v : v * 2 > 9 ? v * 2 - 9 : v * 2; });
  return `${body}${(10 - (s % 10)) % 10}`;
}
/** A person's Italian codice fiscale, shaped like the real ones. */
export const codiceFiscale = (random: Random): string =>
  `${letters(random, 6, 'BCDFGLMNPRSTVZ')}${digits(random, 2)}${letters(random, 1, 'ABCDEHLMPRST')}${digits(random, 2)}${letters(random, 1, 'ABDFHLM')}${digits(random, 3)}${letters(random, 1)}`;

/** Spanish company CIF: the form's letter (A = S.A., B = S.L.), 7 digits, the control digit. */
export function cif(random: Random, letter: string): string {
  const body = digits(random, 7);
  let s = 0;
  [...body].forEach((c, i) => { const v = Number(c); s += i % 2 === 1 ? v : Math.floor((v * 2) / 10) + ((v * 2) % 10); });
  return `${letter}${body}${(10 - (s % 10)) % 10}`;
}
/** Spanish person's DNI: 8 digits and its letter. */
export function dni(random: Random): string {
  const n = digits(random, 8);
  return `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[Number(n) % 23]}`;
}
/** Portuguese NIF: 9 digits with its mod-11 check; companies start with 5, persons with 1 or 2. */
export function nif(random: Random, first: string): string {
  for (;;) {
    const body = `${first}${digits(random, 7)}`;
    const s = [...body].reduce((a, c, i) => a + Number(c) * (9 - i), 0);
    const check = 11 - (s % 11);
    if (check !== 10) return `${body}${check === 11 ? 0 : check}`;
  }
}
export const nlVat = (random: Random): string => `NL${String(int(random, 1, 9))}${digits(random, 8)}B01`;
export const deVat = (random: Random): string => `DE${String(int(random, 1, 3))}${digits(random, 8)}`;
function luhnOk(s: string): boolean {
  let total = 0;
  [...s].reverse().forEach((c, i) => { const v = Number(c) * (i % 2 ? 2 : 1); total += v > 9 ? v - 9 : v; });
  return total % 10 === 0;
}
/** French SIREN (9 digits, Luhn) and SIRET (SIREN + 5, Luhn). */
export function siren(random: Random): string {
  const body = `${int(random, 3, 9)}${digits(random, 7)}`;
  for (let d = 0; d < 10; d++) if (luhnOk(`${body}${d}`)) return `${body}${d}`;
  return `${body}0`;
}
export function siret(random: Random, sirenNumber: string): string {
  const body = `${sirenNumber}000${digits(random, 1)}`;
  for (let d = 0; d < 10; d++) if (luhnOk(`${body}${d}`)) return `${body}${d}`;
  return `${body}0`;
}
export const frVat = (sirenNumber: string): string => `FR${String((12 + 3 * (Number(sirenNumber) % 97)) % 97).padStart(2, '0')}${sirenNumber}`;

// ---------- page ----------
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Escapes and turns a description's "\n" into a line break, the second line in a `span.detail`. */
export const multiline = (s: string): string => s.split('\n').map((part, i) => (i ? `<br><span class="detail">${esc(part)}</span>` : esc(part))).join('');

/** A whole A4 page (794 × 1122 CSS px): the body is a flex column so a footer can sit at the bottom in the flow. */
export function page(lang: string, css: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
html, body { margin: 0; padding: 0 }
body { width: 794px; height: 1122px; overflow: hidden; display: flex; flex-direction: column; -webkit-print-color-adjust: exact; print-color-adjust: exact }
table { border-collapse: collapse }
.r, table th.r, table td.r { text-align: right } .c, table th.c, table td.c { text-align: center } .b { font-weight: bold } .nw { white-space: nowrap }
.push { margin-top: auto }
${css}
</style></head><body>${body}</body></html>`;
}

/** Drops keys whose value is undefined, so absent fields stay absent. */
export function fields(values: Record<string, string | number | undefined>): Fields {
  const out: Fields = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined) out[k] = v;
  return out;
}
