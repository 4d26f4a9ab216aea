/**
 * Shared helpers of the professional-fee invoice family (fees.ts): arithmetic to the cent, number and date
 * formatting per locale, service lines, and the HTML pieces the layouts compose (page shell, item table, totals
 * box, pinned footer). Every printed line that must stay one line sits in a `.dl` element (see render-document.ts).
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import type { BuiltInvoice, TruthFields, TruthItem } from './render-document.ts';

export { chance, digits, int, pick };
export type { Random, TruthFields, TruthItem };
export type Layout = (random: Random, index: number) => BuiltInvoice;
export type Lang = 'it' | 'es' | 'pt' | 'fr' | 'de' | 'nl';

/** Rounded to the cent, half away from zero, without binary noise (1.005 → 1.01). */
export const round2 = (value: number): number => Math.sign(value) * Math.round(Number(Math.abs(value * 100).toFixed(4))) / 100;
export const add = (...values: number[]): number => round2(values.reduce((a, b) => a + b, 0));
export const percent = (base: number, rate: number): number => round2((base * rate) / 100);
export const pad = (value: number, width: number): string => String(value).padStart(width, '0');
export const weighted = <T>(random: Random, entries: [T, number][]): T => {
  let r = random() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [value, w] of entries) if ((r -= w) < 0) return value;
  return entries[entries.length - 1][0];
};
export const shuffled = <T>(random: Random, list: readonly T[]): T[] => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [out[i], out[j]] = [out[j], out[i]]; }
  return out;
};

// ---------------------------------------------------------------- numbers and money
export interface NumberStyle { decimal: string; group: string }
export function formatNumber(value: number, style: NumberStyle, decimals = 2): string {
  const [whole, cents] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return `${value < 0 ? '-' : ''}${grouped}${cents === undefined ? '' : style.decimal + cents}`;
}
/** A quantity as printed: "3", "12,5" (or "3,00", "12,50" when `fixed`). */
export function formatQuantity(value: number, style: NumberStyle, fixed: boolean): string {
  if (fixed) return formatNumber(value, style, 2);
  return Number.isInteger(value) ? formatNumber(value, style, 0) : formatNumber(value, style, value * 10 === Math.round(value * 10) ? 1 : 2);
}
export interface Money { style: NumberStyle; num: (value: number) => string; cur: (value: number) => string }
/** `cur` prints the symbol (before or after, joined by a no-break space), `num` the bare number. */
export function money(style: NumberStyle, symbol: string, before: boolean): Money {
  const num = (value: number) => formatNumber(value, style);
  const cur = (value: number) => (before ? `${symbol}\u00a0${num(value)}` : `${num(value)}\u00a0${symbol}`);
  return { style, num, cur };
}

// ---------------------------------------------------------------- dates
const MONTHS: Record<Lang | 'en', string[]> = {
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
export const monthName = (lang: Lang | 'en', month: number): string => MONTHS[lang][month - 1];
const iso = (date: Date): string => date.toISOString().slice(0, 10);
/** An issue date between January 2024 and mid-December 2025. */
export const issueDate = (random: Random): string => iso(new Date(Date.UTC(2024, 0, 3) + int(random, 0, 710) * 86400000));
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}
export const monthStart = (date: string): string => `${date.slice(0, 8)}01`;
export function monthEnd(date: string): string {
  const [y, m] = date.split('-').map(Number);
  return addDays(m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1, 2)}-01`, -1);
}
/** The last day of the month before `date`'s month, and its first day. */
export function previousMonth(date: string): { start: string; end: string } {
  const end = addDays(monthStart(date), -1);
  return { start: monthStart(end), end };
}
/** `pattern`: 'dd/mm/yyyy', 'dd.mm.yyyy', 'dd-mm-yyyy', 'yyyy-mm-dd', 'd.m.yyyy' or 'long'. */
export function formatDate(date: string, pattern: string, lang: Lang | 'en'): string {
  const [y, m, d] = date.split('-');
  if (pattern === 'long') {
    const day = Number(d), month = monthName(lang, Number(m));
    switch (lang) {
      case 'es': case 'pt': return `${day} de ${month} de ${y}`;
      case 'de': return `${day}. ${month} ${y}`;
      case 'fr': return `${day === 1 ? '1er' : day} ${month} ${y}`;
      case 'en': return `${day} ${month} ${y}`;
      default: return `${day} ${month} ${y}`;
    }
  }
  return pattern.replace('yyyy', y).replace('dd', d).replace('mm', m).replace(/\bd\b/, String(Number(d))).replace(/\bm\b/, String(Number(m)));
}

// ---------------------------------------------------------------- service lines
export interface Service { text: string; kind: 'hour' | 'day' | 'flat' | 'unit'; low: number; high: number; qty?: [number, number]; details?: string[] }
export interface Line { text: string; detail: string | null; kind: Service['kind']; quantity: number; unitPrice: number; amount: number }
const HOURS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7.5, 8, 10, 12, 12.5, 14, 16, 18.5, 20, 24, 32, 40];
const DAYS = [0.5, 1, 1, 1.5, 2, 2, 3, 4, 5, 6, 8, 10];

/** `count` distinct services with their quantities, prices and amounts; `fill` completes placeholders. */
export function drawLines(random: Random, services: Service[], count: number, fill: (text: string) => string, detailShare = 0.35, sharedDetails: string[] = []): Line[] {
  return shuffled(random, services).slice(0, count).map((service) => {
    const quantity = service.kind === 'hour' ? pick(random, HOURS) : service.kind === 'day' ? pick(random, DAYS) : service.kind === 'unit' ? int(random, ...(service.qty ?? [1, 20])) : 1;
    const raw = service.low + random() * (service.high - service.low);
    const unitPrice = service.kind === 'flat' ? (chance(random, 0.9) ? Math.round(raw / 10) * 10 : round2(raw))
      : service.kind === 'unit' && service.high < 10 ? round2(raw) : service.kind === 'day' ? Math.round(raw / 10) * 10 : chance(random, 0.75) ? Math.round(raw) : Math.round(raw) + 0.5;
    const pool = [...(service.details ?? []), ...sharedDetails];
    const detail = pool.length && chance(random, detailShare) ? fill(pick(random, pool)) : null;
    return { text: fill(service.text), detail, kind: service.kind, quantity, unitPrice, amount: round2(quantity * unitPrice) };
  });
}
/** A line's ground truth: quantity and unit price only when the table prints them. */
export function truthItem(line: Line, printsQuantity: boolean, taxRate: number | null): TruthItem {
  return {
    description: line.detail ? `${line.text}\n${line.detail}` : line.text,
    quantity: printsQuantity ? line.quantity : null,
    unit_price: printsQuantity ? line.unitPrice : null,
    amount: line.amount,
    tax_rate: taxRate,
  };
}
export const lineCount = (random: Random): number => pick(random, [1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6, 7, 8]);

// ---------------------------------------------------------------- HTML
export const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** One printed line that must stay one line: an inline `.dl` (a wrapped inline box has several client rects). */
export const dl = (text: string, cls = ''): string => `<div${cls ? ` class="${cls}"` : ''}><span class="dl">${esc(text)}</span></div>`;
export const dls = (lines: string[], cls = ''): string => lines.map((line) => dl(line, cls)).join('');
export const descriptionCell = (line: Line, detailClass = 'det'): string => dl(line.text) + (line.detail ? dl(line.detail, detailClass) : '');

export interface Look { font: string; size: number; accent: string; kind: 'serif' | 'sans' | 'mono' }
export function pickLook(random: Random, monoShare = 0.12): Look {
  const kind = chance(random, monoShare) ? 'mono' : chance(random, 0.45) ? 'serif' : 'sans';
  const [font, size] = pick(random, {
    serif: [["'Liberation Serif', 'Times New Roman', serif", 12.5], ["'DejaVu Serif', Georgia, serif", 10.5]] as [string, number][],
    sans: [["'Liberation Sans', Arial, sans-serif", 11.5], ["'DejaVu Sans', Verdana, sans-serif", 10.3], ["'Liberation Sans Narrow', 'Arial Narrow', sans-serif", 12.5]] as [string, number][],
    mono: [["'Liberation Mono', 'Courier New', monospace", 10.5], ["'DejaVu Sans Mono', monospace", 10]] as [string, number][],
  }[kind]);
  const accent = pick(random, ['#1f3a5f', '#2d4a3e', '#6a1f1f', '#333333', '#0b5563', '#6b4f2a', '#3b3b6d', '#111111', '#7a2e52']);
  return { font, size: size + pick(random, [-0.5, 0, 0, 0.5]), accent, kind };
}

/** An A4 page (210 × 297 mm, one page): the body is the page, `.foot` is pinned to its bottom. */
export function shell(look: Look, lang: Lang, body: string, css = ''): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 }
html, body { margin: 0; padding: 0; width: 210mm; height: 297mm; overflow: hidden }
body { box-sizing: border-box; position: relative; padding: 14mm 17mm 12mm 20mm; font-family: ${look.font}; font-size: ${look.size}px; line-height: 1.36; color: #1c1c1c; -webkit-print-color-adjust: exact; print-color-adjust: exact }
table { border-collapse: collapse; font-size: inherit } td, th { vertical-align: top; text-align: left; font-weight: normal }
.r { text-align: right !important } .c { text-align: center !important } .nw { white-space: nowrap } .b { font-weight: bold }
.small { font-size: 0.82em; color: #3a3a3a } .tiny { font-size: 0.72em; color: #4a4a4a; line-height: 1.3 } .acc { color: ${look.accent} }
.det { color: #555; font-size: 0.92em } .up { text-transform: uppercase; letter-spacing: 0.04em }
.foot { position: absolute; left: 20mm; right: 17mm; bottom: 8mm }
${css}</style></head><body>${body}</body></html>`;
}

export interface Col { head: string; align?: 'l' | 'r' | 'c'; width?: string }
export type TableStyle = 'rules' | 'grid' | 'band' | 'zebra' | 'plain';
/** An item table; `rows` hold cell HTML. */
export function itemsTable(cols: Col[], rows: string[][], style: TableStyle, look: Look): string {
  const css = {
    rules: `.it th { border-bottom: 1.4px solid ${look.accent}; } .it td { border-bottom: 0.5px solid #c4c4c4 }`,
    grid: '.it th, .it td { border: 0.6px solid #808080 } .it th { background: #ececec }',
    band: `.it th { background: ${look.accent}; color: #fff } .it td { border-bottom: 0.5px solid #dadada }`,
    zebra: '.it th { border-bottom: 1px solid #555 } .it tr:nth-child(even) td { background: #f2f2f2 }',
    plain: '.it th { border-top: 1px solid #333; border-bottom: 1px solid #333; font-size: 0.86em } .it tbody tr:last-child td { border-bottom: 1px solid #333 }',
  }[style];
  const align = (col: Col) => (col.align === 'r' ? ' class="r nw"' : col.align === 'c' ? ' class="c nw"' : '');
  const head = cols.map((col) => `<th${align(col)}${col.width ? ` style="width:${col.width}"` : ''}>${esc(col.head)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell, i) => `<td${align(cols[i])}>${cell}</td>`).join('')}</tr>`).join('');
  return `<style>.it { width: 100%; margin: 3mm 0 } .it th { font-weight: bold; padding: 4px 6px } .it td { padding: 4px 6px } ${css}</style><table class="it"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The same table with column `from` moved to `to` (e.g. the quantity before the description). */
export function moveColumn(cols: Col[], rows: string[][], from: number, to: number): [Col[], string[][]] {
  const move = <T>(list: T[]) => { const out = [...list]; out.splice(to, 0, ...out.splice(from, 1)); return out; };
  return [move(cols), rows.map(move)];
}

export interface TotalRow { label: string; value: string; strong?: boolean; rule?: boolean; small?: boolean }
/** The totals box, right-aligned (or left), `width` of the text column. */
export function totalsBox(rows: TotalRow[], width = '52%', left = false): string {
  const tr = (row: TotalRow) => {
    const cls = [row.strong ? 'b' : '', row.small ? 'small' : ''].filter(Boolean).join(' ');
    const style = row.rule ? ' style="border-top: 1px solid #333; padding-top: 3px"' : '';
    return `<tr class="${cls}"><td${style}>${dl(row.label)}</td><td class="r nw"${style}>${esc(row.value)}</td></tr>`;
  };
  return `<table class="tot" style="width:${width}; margin:${left ? '2mm auto 2mm 0' : '2mm 0 2mm auto'}"><style>.tot td { padding: 2px 6px } .tot td:first-child { white-space: nowrap }</style>${rows.map(tr).join('')}</table>`;
}

export const foot = (html: string, cls = 'tiny c'): string => `<div class="foot ${cls}">${html}</div>`;

/** A QR-code-like square (finder patterns and seeded modules), as printed on Portuguese invoices. */
export function fakeQr(random: Random, px = 86): string {
  const n = 25;
  const finder = (x: number, y: number) => x < 7 && y < 7 && (x === 0 || y === 0 || x === 6 || y === 6 || (x > 1 && x < 5 && y > 1 && y < 5));
  const cells: string[] = [];
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) {
    const inFinder = [[0, 0], [n - 7, 0], [0, n - 7]].some(([fx, fy]) => x >= fx && x < fx + 7 && y >= fy && y < fy + 7);
    const on = inFinder ? [[0, 0], [n - 7, 0], [0, n - 7]].some(([fx, fy]) => finder(x - fx, y - fy)) : random() < 0.5;
    if (on) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
  }
  return `<svg width="${px}" height="${px}" viewBox="-1 -1 ${n + 2} ${n + 2}" shape-rendering="crispEdges">${cells.join('')}</svg>`;
}

/** The generated document: its ground truth and HTML. */
export function built(language: Lang, html: string, fields: TruthFields, items: TruthItem[]): BuiltInvoice {
  return { html, language, fields, line_items: items };
}
