/**
 * What the credit-note / corrective-invoice / construction progress-invoice layouts share: how a document prints
 * its numbers and dates per locale, its page style (font, letterhead position, address window), item tables and
 * totals blocks, and the ground-truth shape. Every choice is drawn from the document's own seeded generator.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import type { BuiltInvoice, TruthFields, TruthItem } from './render-document.ts';

export type Layout = (random: Random, index: number) => BuiltInvoice;
export type Loc = 'de' | 'fr' | 'uk' | 'us' | 'es' | 'it';

/** Fields as labelled: `total_amount` and `amount_due` may be left out where the layout does not print them. */
export type Fields = Omit<TruthFields, 'total_amount' | 'amount_due'> & { total_amount?: number; amount_due?: number };

export interface Party {
  name: string;
  lines: string[];
  taxLabel: string;
  taxId: string;
}

export const r2 = (value: number): number => Math.round((value + Math.sign(value) * 1e-9) * 100) / 100;
export const sum = (values: number[]): number => r2(values.reduce((a, b) => a + b, 0));
/** A mail/web host made of a company name's first word (umlauts and accents spelled out). */
export const host = (name: string): string =>
  name.split(' ')[0].toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').normalize('NFD').replace(/[^a-z]/g, '');
export const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
export const randomDate = (random: Random): string => isoDate(int(random, 2023, 2025), int(random, 1, 12), int(random, 1, 28));

const MONTHS: Record<Loc, string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  uk: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  us: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
};

/** How one document prints numbers, money and dates (fixed per document). */
export interface Fmt {
  loc: Loc;
  /** A number with two decimals, sign as given. */
  n: (value: number) => string;
  /** Money: the number with the currency symbol or code where this document prints one. */
  m: (value: number) => string;
  /** A quantity: as few decimals as needed (up to 3). */
  q: (value: number) => string;
  d: (iso: string) => string;
  /** The currency mark printed in column heads (e.g. "€", "EUR", "£"). */
  cur: string;
}

export function makeFmt(random: Random, loc: Loc, currency: 'EUR' | 'GBP' | 'USD'): Fmt {
  const comma = loc === 'de' || loc === 'fr' || loc === 'es' || loc === 'it';
  const group = loc === 'fr' ? pick(random, [' ', '\u202f', '.']) : comma ? '.' : ',';
  const decimal = comma ? ',' : '.';
  const symbol = currency === 'EUR' ? (chance(random, 0.3) ? 'EUR' : '€') : currency === 'GBP' ? '£' : '$';
  const before = !comma;
  const n = (value: number) => {
    const [whole, cents] = Math.abs(value).toFixed(2).split('.');
    return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${decimal}${cents}`;
  };
  const showSymbol = chance(random, 0.6);
  const m = (value: number) => {
    if (!showSymbol) return n(value);
    if (before) return value < 0 ? `-${symbol}${n(-value)}` : `${symbol}${n(value)}`;
    return `${n(value)}\u00a0${symbol}`;
  };
  const q = (value: number) => {
    const text = Number.isInteger(value) ? String(value) : Number.isInteger(value * 100) ? value.toFixed(2) : value.toFixed(3);
    return comma ? text.replace('.', ',') : text;
  };
  const long = chance(random, 0.25);
  const numeric = loc === 'de' ? 'dd.mm.yyyy' : loc === 'us' ? 'mm/dd/yyyy' : pick(random, ['dd/mm/yyyy', 'dd/mm/yyyy', loc === 'uk' ? 'dd.mm.yyyy' : 'dd-mm-yyyy']);
  const d = (iso: string) => {
    const [y, mo, day] = iso.split('-');
    const month = MONTHS[loc][Number(mo) - 1];
    if (long) {
      if (loc === 'de') return `${Number(day)}. ${month} ${y}`;
      if (loc === 'us') return `${month} ${Number(day)}, ${y}`;
      if (loc === 'es') return `${Number(day)} de ${month} de ${y}`;
      return `${Number(day)} ${month} ${y}`;
    }
    return numeric.replace('dd', day).replace('mm', mo).replace('yyyy', y);
  };
  return { loc, n, m, q, d, cur: symbol };
}

/** A valid IBAN for `country` (printed in groups of four by `groupIban`). */
export function iban(random: Random, country: string, length: number): string {
  const bban = digits(random, length - 4);
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}
export const groupIban = (value: string): string => value.replace(/(.{4})/g, '$1 ').trim();

// ---- page style -------------------------------------------------------------------------------------------------

const FONTS = [
  '"DejaVu Sans", Arial, sans-serif', '"Liberation Sans", Helvetica, Arial, sans-serif', 'Arial, Helvetica, sans-serif',
  '"DejaVu Serif", Georgia, serif', '"Liberation Serif", "Times New Roman", serif', 'Georgia, "DejaVu Serif", serif',
  '"DejaVu Sans Mono", "Liberation Mono", monospace', '"Liberation Mono", "Courier New", monospace',
];

export interface Style {
  css: string;
  align: 'left' | 'center' | 'right';
  window: boolean;
  mono: boolean;
}

export function makeStyle(random: Random): Style {
  const font = pick(random, FONTS);
  const mono = font.includes('Mono');
  const size = mono ? pick(random, [9.5, 10]) : pick(random, [10, 10.5, 11]);
  const accent = pick(random, ['#1f3a5f', '#333', '#7a2e1f', '#2d5d3a', '#000', '#4b3b78']);
  const css = `@page{size:A4;margin:0}
html,body{margin:0}
body{width:210mm;height:297mm;box-sizing:border-box;padding:13mm 16mm 0 18mm;position:relative;font-family:${font};font-size:${size}px;color:#111;line-height:1.35;font-variant-ligatures:none}
h1{font-size:${size + 7}px;margin:0 0 2mm;color:${accent};letter-spacing:.3px}
.acc{color:${accent}}
.lh{border-bottom:1.5px solid ${accent};padding-bottom:2mm;margin-bottom:4mm}
.lh .nm{font-size:${size + 5}px;font-weight:bold;color:${accent}}
.small{font-size:${size - 2}px;color:#444}
.win{height:34mm;width:85mm;margin-top:2mm}
.win .back{font-size:${size - 3}px;text-decoration:underline;color:#444;margin-bottom:1.5mm}
.row{display:flex;justify-content:space-between;gap:8mm}
table{border-collapse:collapse;width:100%}
.items th{text-align:left;border-bottom:1px solid ${accent};padding:1.2mm 1.5mm;font-size:${size - 1}px}
.items td{padding:1mm 1.5mm;vertical-align:top;border-bottom:.5px solid #ddd}
.items .r{text-align:right;white-space:nowrap}
.meta td{padding:.3mm 2mm .3mm 0}
.tot{margin-left:auto;width:${mono ? 118 : 105}mm;margin-top:3mm}
.tot td{padding:.8mm 1.5mm}
.tot td:last-child{text-align:right;white-space:nowrap}
.tot .b td{font-weight:bold;border-top:1px solid #333}
.box{border:1px solid #999;padding:2mm 3mm;margin:3mm 0}
.foot{position:absolute;left:18mm;right:16mm;bottom:9mm;border-top:.5px solid #999;padding-top:1.5mm;font-size:${size - 3}px;color:#444;display:flex;gap:6mm}
.foot div{flex:1}`;
  return { css, align: pick(random, ['left', 'center', 'right'] as const), window: chance(random, 0.6), mono };
}

/** A description cell: every printed line in its own `.dl` span (the first plain, the others small). */
export const descCell = (lines: string[]): string =>
  lines.map((line, i) => (i === 0 ? `<span class="dl">${esc(line)}</span>` : `<br><span class="dl small">${esc(line)}</span>`)).join('');

/** The issuer's letterhead: name, address, contact, aligned left, centred or right. */
export function letterhead(style: Style, party: Party, extra: string[]): string {
  const lines = [...party.lines, ...extra].map((l) => `<span class="dl">${esc(l)}</span>`).join('<br>');
  return `<div class="lh" style="text-align:${style.align}"><div class="nm"><span class="dl">${esc(party.name)}</span></div><div class="small">${lines}</div></div>`;
}

/** The addressee: in a DIN/C5 window with the sender's return line, or a labelled block. */
export function addressee(style: Style, customer: Party, sender: Party, label: string, extra: string[] = []): string {
  const lines = [customer.name, ...customer.lines, ...extra].map((l) => `<span class="dl">${esc(l)}</span>`).join('<br>');
  if (style.window) return `<div class="win"><div class="back">${esc(sender.name)} · ${esc(sender.lines.join(' · '))}</div>${lines}</div>`;
  return `<div style="margin:2mm 0 3mm"><div class="small acc" style="font-weight:bold">${esc(label)}</div>${lines}</div>`;
}

/** A two-column table of label/value pairs. */
export const metaTable = (rows: [string, string][]): string =>
  `<table class="meta" style="width:auto">${rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td><b>${esc(v)}</b></td></tr>`).join('')}</table>`;

export interface Column<T> {
  head: string;
  right?: boolean;
  cell: (row: T, index: number) => string;
  width?: string;
}

/** An items table; `order` shuffles the non-description columns' order where the layout allows it. */
export function itemsTable<T>(columns: Column<T>[], rows: T[]): string {
  const head = columns.map((c) => `<th${c.right ? ' style="text-align:right"' : ''}${c.width ? ` width="${c.width}"` : ''}>${esc(c.head)}</th>`).join('');
  const body = rows.map((row, i) => `<tr>${columns.map((c) => `<td${c.right ? ' class="r"' : ''}>${c.cell(row, i)}</td>`).join('')}</tr>`).join('');
  return `<table class="items"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** A totals block: [label, value, bold?]. */
export const totalsTable = (rows: [string, string, boolean?][]): string =>
  `<table class="tot">${rows.map(([k, v, b]) => `<tr${b ? ' class="b"' : ''}><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>`;

export const footer = (columns: string[][]): string =>
  `<div class="foot">${columns.map((lines) => `<div>${lines.map(esc).join('<br>')}</div>`).join('')}</div>`;

export const page = (style: Style, lang: string, body: string): string =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${style.css}</style></head><body>${body}</body></html>`;

/** One ground-truth item. */
export const truthItem = (lines: string[], quantity: number | null, unitPrice: number | null, amount: number, rate: number | null): TruthItem => ({
  description: lines.join('\n'), quantity, unit_price: unitPrice, amount, tax_rate: rate,
});

/** Randomly reorders `list` (a copy). */
export function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Splits `total` into `parts` positive amounts that add up to it to the cent. */
export function split(random: Random, total: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => 0.6 + random());
  const w = weights.reduce((a, b) => a + b, 0);
  const out = weights.slice(0, -1).map((x) => r2((total * x) / w));
  out.push(r2(total - sum(out)));
  return out;
}
