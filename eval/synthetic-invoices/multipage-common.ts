/**
 * What every multi-page layout shares: the ground-truth shapes, money kept in cents, number and date printing per
 * country, totals per tax rate, and the pagination that decides which table rows go on which A4 page.
 */
import { int, type Random } from './content.ts';
import type { TruthFields as Fields, TruthItem as LineItem } from './render-document.ts';

export type { Fields, LineItem };

/** One layout's document: the inner HTML of each A4 page section, the layout's CSS and what it prints. */
export interface Built {
  language: string;
  css: string;
  pages: string[];
  fields: Fields;
  line_items: LineItem[];
}

/** An item row; money in cents. `lines` are the printed description lines (one or two). */
export interface Item {
  article: string;
  lines: string[];
  qty: number | null;
  unit: string | null;
  price: number | null;
  discount: number;
  amount: number;
  rate: number;
}

export function makeItem(article: string, lines: string[], qty: number | null, unit: string | null, price: number | null, rate: number, discount = 0, flat = 0): Item {
  const amount = qty === null || price === null ? flat : Math.round((Math.round(qty * 100) * price * (100 - discount)) / 10000);
  return { article, lines, qty, unit, price, discount, amount, rate };
}

export const cents = (euros: number): number => Math.round(euros * 100);
export const money = (c: number): number => Math.round(c) / 100;

/** A price in cents between two euro amounts, ending in a plausible way. */
export function price(random: Random, low: number, high: number): number {
  const c = int(random, Math.round(low * 100), Math.round(high * 100));
  if (high >= 100) return Math.round(c / 100) * 100 - (random() < 0.5 ? 0 : 1);
  if (high >= 10) return Math.round(c / 5) * 5;
  return c;
}

export interface TaxLine { rate: number; base: number; tax: number }
export interface Totals { taxes: TaxLine[]; subtotal: number; tax: number; total: number; deposit: number; due: number }

/** Totals in cents: tax per rate on that rate's net sum, rounded; highest rate first. */
export function computeTotals(items: Item[], deposit = 0): Totals {
  const bases = new Map<number, number>();
  for (const item of items) bases.set(item.rate, (bases.get(item.rate) ?? 0) + item.amount);
  const taxes = [...bases.entries()].sort((a, b) => b[0] - a[0]).map(([rate, base]) => ({ rate, base, tax: Math.round((base * rate) / 100) }));
  const subtotal = taxes.reduce((s, t) => s + t.base, 0);
  const tax = taxes.reduce((s, t) => s + t.tax, 0);
  return { taxes, subtotal, tax, total: subtotal + tax, deposit, due: subtotal + tax - deposit };
}

/** A round deposit (in cents) of roughly a fifth to a half of a total. */
export function drawDeposit(random: Random, total: number): number {
  const share = 0.2 + random() * 0.3;
  const step = total > 500000 ? 50000 : 10000;
  return Math.max(step, Math.floor((total * share) / step) * step);
}

export function lineItems(items: Item[]): LineItem[] {
  return items.map((item) => ({
    description: item.lines.join('\n'),
    quantity: item.qty,
    unit_price: item.price === null ? null : money(item.price),
    amount: money(item.amount),
    tax_rate: item.rate,
  }));
}

export type NumStyle = 'de' | 'fr' | 'en';

/** 1.234,56 (de), 1 234,56 (fr), 1,234.56 (en). */
export function fmt(value: number, style: NumStyle, decimals = 2): string {
  const negative = value < 0;
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  const group = style === 'de' ? '.' : style === 'fr' ? ' ' : ',';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const text = fraction === undefined ? grouped : `${grouped}${style === 'en' ? '.' : ','}${fraction}`;
  return negative ? `-${text}` : text;
}

/** Money from cents. */
export const fc = (c: number, style: NumStyle): string => fmt(c / 100, style);

/** A quantity with as many decimals as it needs (at most `max`), or exactly `fixed` decimals. */
export function fq(q: number, style: NumStyle, fixed?: number): string {
  if (fixed !== undefined) return fmt(q, style, fixed);
  const decimals = Number.isInteger(q) ? 0 : Number.isInteger(q * 10) ? 1 : 2;
  return fmt(q, style, decimals);
}

// Dates are ISO strings; printing is per country.
export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
export function drawDate(random: Random): string {
  const year = random() < 0.7 ? 2025 : 2024;
  return addDays(isoDate(year, 1, 3), int(random, 0, 350));
}
/** End of the month of `iso` plus `days` (Italian "d.f.f.m."). */
export function endOfMonthPlus(iso: string, days: number): string {
  const d = new Date(`${addDays(iso, days)}T12:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0, 12)).toISOString().slice(0, 10);
}

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const p2 = (n: number) => String(n).padStart(2, '0');
export const dateDots = (iso: string): string => { const [y, m, d] = parts(iso); return `${p2(d)}.${p2(m)}.${y}`; };
export const dateSlash = (iso: string): string => { const [y, m, d] = parts(iso); return `${p2(d)}/${p2(m)}/${y}`; };
export const dateDashShort = (iso: string): string => { const [y, m, d] = parts(iso); return `${d}-${m}-${y}`; };
export const dateDash = (iso: string): string => { const [y, m, d] = parts(iso); return `${p2(d)}-${p2(m)}-${y}`; };

export const MONTHS: Record<string, string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
/** 12. März 2025, 1er mars 2025, 12 marzo 2025, 12 de marzo de 2025, 12 maart 2025, 12 March 2025. */
export function dateLong(iso: string, lang: string): string {
  const [y, m, d] = parts(iso);
  const month = MONTHS[lang][m - 1];
  if (lang === 'de') return `${d}. ${month} ${y}`;
  if (lang === 'fr') return `${d === 1 ? '1er' : d} ${month} ${y}`;
  if (lang === 'es') return `${d} de ${month} de ${y}`;
  return `${d} ${month} ${y}`;
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The printed lines of a description, each in its own `.dl` block so a wrapped line can be detected. */
export const descHtml = (lines: string[]): string => lines.map((line, i) => `<div class="dl${i ? ' dt' : ''}">${esc(line)}</div>`).join('');

// ---------------------------------------------------------------------------------------------------------------
// Pagination. Every row has a fixed height in mm; a page's table area is known from the layout's fixed blocks.

export interface Slot<T> { height: number; item: T | null; keepWithNext?: boolean }

export interface Geometry {
  /** Height for table rows on page 1 and on each following page (after the table header and the page's own header). */
  first: number;
  next: number;
  /** Height of the carried-forward row at a page's bottom and of the brought-forward row at a following page's top. */
  carry: number;
  brought: number;
  /** What the last page needs below its rows (totals, tax summary, payment terms). */
  totals: number;
}

const capacity = (g: Geometry, page: number) => (page === 0 ? g.first : g.next - g.brought);

/** Fills pages greedily; the last page keeps room for the totals, moving at least `minLast` rows onto it if needed. */
export function paginate<T>(slots: Slot<T>[], g: Geometry, minLast = 3): Slot<T>[][] {
  const pages: Slot<T>[][] = [[]];
  let used = 0;
  slots.forEach((slot, i) => {
    const room = capacity(g, pages.length - 1) - g.carry;
    const need = slot.keepWithNext && slots[i + 1] ? slot.height + slots[i + 1].height : slot.height;
    if (used + need > room && pages[pages.length - 1].length) {
      pages.push([]);
      used = 0;
    }
    pages[pages.length - 1].push(slot);
    used += slot.height;
  });
  const height = (rows: Slot<T>[]) => rows.reduce((s, r) => s + r.height, 0);
  const lastIndex = pages.length - 1;
  if (height(pages[lastIndex]) + g.totals > capacity(g, lastIndex)) {
    const last = pages[lastIndex];
    const moved: Slot<T>[] = [];
    while (last.length && (moved.length < minLast || height(last) > capacity(g, lastIndex) - g.carry || last[last.length - 1].keepWithNext)) moved.unshift(last.pop() as Slot<T>);
    if (!last.length) pages.pop();
    pages.push(moved);
  }
  return pages;
}

/**
 * How many of the pool's items to print so the invoice runs to `target` pages (when it can): `slotsFor(n)` gives the
 * rows (items and any group headers) for the first n items.
 */
export function chooseCount<T>(random: Random, target: number, low: number, high: number, slotsFor: (n: number) => Slot<T>[], g: Geometry): number {
  const fitting: number[] = [];
  let nearest = low;
  let best = Infinity;
  for (let n = low; n <= high; n++) {
    const pages = paginate(slotsFor(n), g).length;
    if (pages === target) fitting.push(n);
    if (Math.abs(pages - target) < best) { best = Math.abs(pages - target); nearest = n; }
  }
  return fitting.length ? fitting[Math.floor(random() * fitting.length)] : nearest;
}

/** Net sum (cents) of the items on the pages before page `k`. */
export function carriedBefore<T extends { amount: number }>(pages: Slot<T>[][], k: number): number {
  let sum = 0;
  for (let i = 0; i < k; i++) for (const slot of pages[i]) if (slot.item) sum += slot.item.amount;
  return sum;
}

/** A table column: width in mm, alignment (left unless 'ar' / 'ac'). */
export interface Col { w: number; a?: 'ar' | 'ac' }

/** A table row of fixed-width cells (`.c`); its height comes from the layout's CSS for `cls`. */
export function flexRow(cols: Col[], values: string[], cls: string): string {
  return `<div class="${cls}">${cols.map((col, i) => `<div class="c${col.a ? ` ${col.a}` : ''}" style="width:${col.w}mm">${values[i] ?? ''}</div>`).join('')}</div>`;
}
