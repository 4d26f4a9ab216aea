/**
 * What the workshop family's layouts (workshop.ts) share: money to the cent, number and date printing per country,
 * article lines (quantity × unit price less a line discount, with their VAT rate), the VAT summary per rate, the
 * ground-truth rows, and the page shell with its one-line `.dl` spans (see render-document.ts: a wrapped line would
 * no longer match its ground truth, and the footer `.foot` is pinned to the bottom of the A4 page).
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import type { BuiltInvoice, TruthFields, TruthItem } from './render-document.ts';
import { addDays, issueDate, pad, round2 } from './fees-common.ts';

export { addDays, chance, digits, int, issueDate, pad, pick, round2 };
export type { Random, TruthFields, TruthItem };
export type Layout = (random: Random, index: number) => BuiltInvoice;
export type Lang = 'fr' | 'de' | 'es' | 'it' | 'nl' | 'en';

export const sum = (values: number[]): number => round2(values.reduce((a, b) => a + b, 0));
export const pct = (base: number, rate: number): number => round2((base * rate) / 100);
export function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [out[i], out[j]] = [out[j], out[i]]; }
  return out;
}
export function weighted<T>(random: Random, entries: [T, number][]): T {
  let r = random() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [value, w] of entries) if ((r -= w) < 0) return value;
  return entries[entries.length - 1][0];
}

// ---------------------------------------------------------------- numbers
export const NBSP = '\u00a0';
export const NNBSP = '\u202f';
/** `1234.5` → `1.234,50` with `decimal` ',' and `group` '.'; `places` decimals. */
export function num(value: number, decimal: string, group: string, places = 2): string {
  const [whole, fraction] = Math.abs(value).toFixed(places).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : decimal + fraction}`;
}
/** A quantity: whole numbers bare ("4"), others with as many decimals as they need (2 at least), or `fixed`. */
export function qty(value: number, decimal: string, fixed?: number): string {
  if (fixed !== undefined) return num(value, decimal, '', fixed);
  if (Number.isInteger(value)) return String(value);
  const places = Math.round(value * 100) === value * 100 ? 2 : 3;
  return num(value, decimal, '', places);
}

// ---------------------------------------------------------------- dates
const MONTHS: Record<Lang, string[]> = {
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
/** Tokens `{dd}` `{d}` `{mm}` `{MMMM}` `{MMM}` `{yyyy}` `{yy}`. */
export function fmtDate(iso: string, pattern: string, lang: Lang): string {
  const [y, m, d] = iso.split('-').map(Number);
  const values: Record<string, string> = {
    yyyy: String(y), yy: String(y).slice(2), MMMM: MONTHS[lang][m - 1], MMM: MONTHS[lang][m - 1].slice(0, 3), mm: pad(m, 2), dd: pad(d, 2), d: String(d),
  };
  return pattern.replace(/\{(\w+)\}/g, (whole, token: string) => values[token] ?? whole);
}
const iso = (date: Date): string => date.toISOString().slice(0, 10);
/** The last day of the month `months` after `date`'s month (0 = its own month). */
export function monthEnd(date: string, months = 0): string {
  const [y, m] = date.split('-').map(Number);
  return iso(new Date(Date.UTC(y, m + months, 0)));
}

// ---------------------------------------------------------------- article lines
export type Kind = 'part' | 'labour' | 'fee' | 'deposit';
/** A catalogue entry: its text, unit, price range and quantity range (`step` the quantity's grain, e.g. 0.25 h, 0.005 kg). */
export interface Article { text: string; unit: string; price: [number, number]; qty: [number, number]; step?: number; details?: string[]; rate?: number; kind?: Kind; code?: string; deposit?: string }
export interface Line { code: string; text: string; detail: string | null; qty: number; unit: string; price: number; disc: number; amount: number; rate: number; kind: Kind }

/** A line's amount: quantity × unit price less its discount, to the cent. */
export const lineAmount = (quantity: number, price: number, disc = 0): number => round2(quantity * price * (1 - disc / 100));

export function makeLine(a: Article, quantity: number, price: number, options: { disc?: number; rate: number; code?: string; detail?: string | null }): Line {
  const disc = options.disc ?? 0;
  return {
    code: options.code ?? a.code ?? '', text: a.text, detail: options.detail ?? null, qty: quantity, unit: a.unit, price, disc,
    amount: lineAmount(quantity, price, disc), rate: a.rate ?? options.rate, kind: a.kind ?? 'part',
  };
}

/** A quantity in the article's range, on its grain. */
export function drawQty(random: Random, a: Article): number {
  const step = a.step ?? 1;
  const n = int(random, Math.round(a.qty[0] / step), Math.round(a.qty[1] / step));
  return Number((Math.max(1, n) * step).toFixed(3));
}
/** A price in the range: round euros/pounds, .50, .90 or .95 endings, or any cents for small prices. */
export function drawPrice(random: Random, range: [number, number], whole = false): number {
  if (range[0] === range[1]) return range[0];
  const raw = range[0] + random() * (range[1] - range[0]);
  if (whole) return chance(random, 0.7) ? Math.round(raw) : Math.floor(raw) + 0.5;
  if (range[1] < 5) return round2(raw);
  return pick(random, [round2(raw), Math.floor(raw) + 0.9, Math.floor(raw) + 0.5, Math.floor(raw), Math.floor(raw) + 0.95, round2(raw)]);
}

/** `count` distinct articles as lines; `code` draws an article code, `disc` a line discount (0 for none). */
export function drawLines(random: Random, articles: Article[], count: number, options: { rate: number; code?: () => string; disc?: () => number; detailShare?: number }): Line[] {
  return shuffled(random, articles).slice(0, count).map((a) => {
    const detail = a.details?.length && chance(random, options.detailShare ?? 0.3) ? pick(random, a.details) : null;
    return makeLine(a, drawQty(random, a), drawPrice(random, a.price, a.kind === 'labour'), { rate: options.rate, code: options.code?.(), disc: a.kind && a.kind !== 'part' ? 0 : options.disc?.() ?? 0, detail });
  });
}

export interface TaxRow { rate: number; base: number; tax: number }
/** Bases per VAT rate (highest first) and their VAT, each rounded once per rate. */
export function taxRows(lines: Line[]): TaxRow[] {
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a);
  return rates.map((rate) => { const base = sum(lines.filter((l) => l.rate === rate).map((l) => l.amount)); return { rate, base, tax: pct(base, rate) }; });
}

/** A line's ground truth: its printed lines joined by "\n", quantity / unit price / rate only when printed. */
export function truthItem(line: Line, printed: { qty: boolean; price: boolean; rate: boolean }): TruthItem {
  return {
    description: line.detail ? `${line.text}\n${line.detail}` : line.text,
    quantity: printed.qty ? line.qty : null,
    unit_price: printed.price ? line.price : null,
    amount: line.amount,
    tax_rate: printed.rate ? line.rate : null,
  };
}

export function built(lang: Lang, html: string, fields: TruthFields, items: TruthItem[]): BuiltInvoice {
  return { html, language: lang, fields, line_items: items };
}

// ---------------------------------------------------------------- identifiers printed beside the invoice number
export const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export const letters = (random: Random, n: number, alphabet = LETTERS): string => Array.from({ length: n }, () => pick(random, [...alphabet])).join('');
/** A 17-character VIN with the maker's WMI. */
export const vin = (random: Random, wmi: string): string => `${wmi}${letters(random, 3, `${LETTERS}0123456789`)}${digits(random, 2)}${letters(random, 3, `${LETTERS}0123456789`)}${digits(random, 6)}`;
export interface Vehicle { make: string; model: string; wmi: string; engine: string }
export const VEHICLES: Vehicle[] = [
  { make: 'Renault', model: 'Clio V', wmi: 'VF1', engine: '1.0 TCe 90' }, { make: 'Peugeot', model: '208', wmi: 'VF3', engine: '1.2 PureTech 100' },
  { make: 'Citroën', model: 'C3 Aircross', wmi: 'VF7', engine: '1.5 BlueHDi 110' }, { make: 'Volkswagen', model: 'Golf VII', wmi: 'WVW', engine: '2.0 TDI 150' },
  { make: 'Opel', model: 'Corsa F', wmi: 'W0L', engine: '1.2 Turbo 100' }, { make: 'Ford', model: 'Focus', wmi: 'WF0', engine: '1.0 EcoBoost 125' },
  { make: 'Toyota', model: 'Yaris Hybrid', wmi: 'VNK', engine: '1.5 Hybrid 116' }, { make: 'Fiat', model: 'Panda', wmi: 'ZFA', engine: '1.0 Hybrid 70' },
  { make: 'SEAT', model: 'León ST', wmi: 'VSS', engine: '1.5 TSI 130' }, { make: 'Dacia', model: 'Sandero Stepway', wmi: 'UU1', engine: '1.0 TCe 90' },
  { make: 'BMW', model: '320d Touring', wmi: 'WBA', engine: '2.0 (140 kW)' }, { make: 'Mercedes-Benz', model: 'C 220 d', wmi: 'WDD', engine: '2.0 (143 kW)' },
  { make: 'Škoda', model: 'Octavia Combi', wmi: 'TMB', engine: '2.0 TDI 150' }, { make: 'Audi', model: 'A3 Sportback', wmi: 'WAU', engine: '1.5 TFSI 150' },
  { make: 'Fiat', model: 'Ducato', wmi: 'ZFA', engine: '2.3 MultiJet 140' }, { make: 'Renault', model: 'Master', wmi: 'VF1', engine: '2.3 dCi 135' },
];

// ---------------------------------------------------------------- HTML
export const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** One printed line that must stay one line, as a block: an inline `.dl` inside a div. */
export const dl = (text: string, cls = ''): string => `<div${cls ? ` class="${cls}"` : ''}><span class="dl">${esc(text)}</span></div>`;
export const dls = (lines: string[], cls = ''): string => lines.map((line) => dl(line, cls)).join('');
/** An inline one-line span (in a table cell or a run of text). */
export const span = (text: string, cls = ''): string => `<span class="dl${cls ? ` ${cls}` : ''}">${esc(text)}</span>`;
/** A description cell: the article line and its detail line. */
export const descCell = (line: Line): string => dl(line.text) + (line.detail ? dl(line.detail, 'sub') : '');

export const FONTS = {
  sans: ["'Liberation Sans', Arial, sans-serif", "'DejaVu Sans', Verdana, sans-serif", "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif", "'Liberation Sans Narrow', 'Arial Narrow', sans-serif"],
  serif: ["'Liberation Serif', 'Times New Roman', serif", "'DejaVu Serif', Georgia, serif"],
  mono: ["'Liberation Mono', 'Courier New', monospace", "'DejaVu Sans Mono', monospace"],
};

/** An A4 page of 794 × 1123 CSS px; `.foot` is pinned to its bottom. */
export function page(lang: Lang, font: string, size: number, css: string, body: string): string {
  return `<!doctype html><html lang="${lang === 'en' ? 'en-GB' : lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 }
html, body { margin: 0; padding: 0 }
body { box-sizing: border-box; width: 794px; height: 1123px; position: relative; overflow: hidden; font-family: ${font}; font-size: ${size}px; line-height: 1.35; color: #1b1b1b; -webkit-print-color-adjust: exact; print-color-adjust: exact }
table { border-collapse: collapse; font-size: inherit } td, th { vertical-align: top; text-align: left; font-weight: normal; padding: 0 }
.r { text-align: right !important } .c { text-align: center !important } .b { font-weight: bold } .nw { white-space: nowrap } .up { text-transform: uppercase }
.sub { color: #505050; font-size: 0.92em } .small { font-size: 0.85em } .tiny { font-size: 0.74em; line-height: 1.3; color: #404040 }
.foot { position: absolute; left: 0; right: 0; bottom: 0 }
${css}
</style></head><body>${body}</body></html>`;
}

/** A phone number as each country prints it. */
export function phone(random: Random, lang: Lang): string {
  switch (lang) {
    case 'fr': return `0${int(random, 1, 5)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`;
    case 'de': return `0${pick(random, ['30', '40', '89', '221', '711', '351', '511', '911'])} ${digits(random, int(random, 5, 7))}`;
    case 'es': return `${pick(random, ['91', '93', '96', '95', '94', '976'])}${digits(random, 1)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`.replace(/^(\d{3})(\d) /, '$1 $2');
    case 'it': return `0${pick(random, ['2', '6', '11', '51', '55', '45', '30'])} ${digits(random, 7)}`;
    case 'nl': return `0${pick(random, ['20', '10', '30', '70', '40', '50'])}-${digits(random, 3)} ${digits(random, 4)}`;
    case 'en': return `${pick(random, ['0117', '0113', '01603', '0118', '01392', '0115', '0116'])} ${digits(random, 3)} ${digits(random, 4)}`;
  }
}
/** A lower-case slug of a firm's name for its e-mail and web addresses: its first two words without the legal form. */
export function slug(name: string): string {
  const words = name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/&/g, ' ').split(/[\s\-–]+/)
    .filter((w) => w && !/^(sarl|sas|eurl|gmbh|co\.?|kg|e\.k\.|s\.l\.u?\.?|s\.r\.l\.s?\.?|s\.n\.c\.|s\.a\.s?\.|s\.p\.a\.|b\.v\.|v\.o\.f\.|ltd|zn\.|di|de|du|la|le|del|und|and|et|e|y|c\.)$/.test(w));
  return words.slice(0, 2).join('').replace(/[^a-z0-9]+/g, '');
}
