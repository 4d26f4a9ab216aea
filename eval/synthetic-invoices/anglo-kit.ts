/**
 * Shared pieces of the "anglo" invoices (Canada, Australia, Singapore, New Zealand, South Africa, India): small
 * random helpers, number and date printing, line items computed in cents, and the HTML page frame. Every value
 * comes from the document's own seeded generator, so a document depends only on its seed and name.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import type { TruthItem } from './render-document.ts';

export type { TruthItem };

/** What a layout returns: the page and what is printed on it. */
export interface Built {
  html: string;
  fields: Record<string, string | number>;
  line_items: TruthItem[];
}

export type Layout = (random: Random) => Built;

export { chance, digits, int, pick };
export const letters = (random: Random, n: number, set = 'ABCDEFGHJKLMNPQRSTUVWXYZ'): string =>
  Array.from({ length: n }, () => set[int(random, 0, set.length - 1)]).join('');

/** `n` distinct entries of `list`, in random order. */
export function sample<T>(random: Random, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return out;
}

export const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A web/e-mail name from a company name: its first words, whole, up to about 20 letters. */
export function slug(name: string): string {
  const words = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/\b(pty|ltd|limited|inc|pte|private|pvt|llp|cc|corp|the)\b/g, '').split(/[^a-z0-9]+/).filter((w) => w);
  let out = words[0] ?? 'mail';
  for (const w of words.slice(1)) if (out.length + w.length <= 20) out += w; else break;
  return out;
}

/** An entry of `list` other than `not` (compared by identity). */
export function pickOther<T>(random: Random, list: readonly T[], not: T): T {
  return pick(random, list.filter((x) => x !== not));
}

// ---------- numbers ----------

export const cents = (value: number): number => Math.round(Number((value * 100).toFixed(4)));
export const units = (c: number): number => c / 100;

export interface NumStyle {
  group: string;
  decimal: string;
  indian?: boolean;
}
export const DOT: NumStyle = { group: ',', decimal: '.' };
export const SPACE_COMMA: NumStyle = { group: '\u00a0', decimal: ',' };
export const INDIAN: NumStyle = { group: ',', decimal: '.', indian: true };

export function fmtNum(value: number, style: NumStyle, decimals = 2): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, frac] = fixed.split('.');
  let grouped: string;
  if (style.indian && whole.length > 3) {
    grouped = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, style.group) + style.group + whole.slice(-3);
  } else {
    grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  }
  return (value < 0 ? '-' : '') + grouped + (frac ? style.decimal + frac : '');
}

/** A quantity as a person types it: 3, 2.5 / 2.50, 0.75. */
export function fmtQty(q: number, style: NumStyle, padded = false): string {
  if (Number.isInteger(q)) return padded ? fmtNum(q, style, 2) : fmtNum(q, style, 0);
  const text = padded ? q.toFixed(2) : String(Number(q.toFixed(2)));
  return text.replace('.', style.decimal);
}

// ---------- dates ----------

export interface Day {
  y: number;
  m: number;
  d: number;
}
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const fromDate = (date: Date): Day => ({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() });

/** A working day between January 2024 and mid-December 2025. */
export function randomDay(random: Random): Day {
  const start = Date.UTC(2024, 0, 3);
  let date = new Date(start + int(random, 0, 710) * 86400000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date = new Date(date.getTime() + 86400000);
  return fromDate(date);
}

export const addDays = (day: Day, n: number): Day => fromDate(new Date(Date.UTC(day.y, day.m - 1, day.d + n)));
/** The given day of the month after `day`'s month. */
export const dayOfNextMonth = (day: Day, d: number): Day => fromDate(new Date(Date.UTC(day.y, day.m, d)));
export const endOfNextMonth = (day: Day): Day => fromDate(new Date(Date.UTC(day.y, day.m + 1, 0)));

const pad2 = (n: number): string => String(n).padStart(2, '0');
export const iso = (day: Day): string => `${day.y}-${pad2(day.m)}-${pad2(day.d)}`;
export const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** Tokens: YYYY YY MMMM MMM MM M Do DD D; anything else is copied. */
export function fmtDate(day: Day, pattern: string): string {
  return pattern.replace(/YYYY|YY|MMMM|MMM|MM|M|Do|DD|D/g, (token) => {
    switch (token) {
      case 'YYYY': return String(day.y);
      case 'YY': return pad2(day.y % 100);
      case 'MMMM': return MONTHS[day.m - 1];
      case 'MMM': return MONTHS[day.m - 1].slice(0, 3);
      case 'MM': return pad2(day.m);
      case 'M': return String(day.m);
      case 'Do': return ordinal(day.d);
      case 'DD': return pad2(day.d);
      default: return String(day.d);
    }
  });
}

// ---------- line items ----------

/** A catalogue entry: description, optional detail lines, unit, price range, and hours (`'h'`) or a max count. */
export interface Goods {
  d: string;
  det?: readonly string[];
  u: string;
  lo: number;
  hi: number;
  q?: 'h' | number;
  step?: number;
  code?: string;
}

export interface Item {
  description: string;
  detail: string | null;
  unit: string;
  quantity: number;
  price: number;
  amount: number;
  code: string;
}

export function makeItems(random: Random, catalogue: readonly Goods[], n: number, detailOdds = 0.4): Item[] {
  return sample(random, catalogue, n).map((g) => {
    const quantity = g.q === 'h' ? int(random, 2, 32) / pick(random, [2, 4, 4]) : int(random, 1, g.q ?? 1);
    const step = g.step ?? (g.hi >= 100 ? 5 : 0.5);
    const price = Math.round((g.lo + random() * (g.hi - g.lo)) / step) * step;
    const priceCents = cents(price);
    const amountCents = Math.round(quantity * priceCents);
    const detail = g.det && chance(random, detailOdds) ? pick(random, g.det) : null;
    return { description: g.d, detail, unit: g.u, quantity, price: units(priceCents), amount: units(amountCents), code: g.code ?? '' };
  });
}

export const sumCents = (items: readonly Item[]): number => items.reduce((sum, it) => sum + cents(it.amount), 0);

export const describe = (it: Item): string => (it.detail ? `${it.description}\n${it.detail}` : it.description);

export const truth = (it: Item, taxRate: number | null, withQty = true): TruthItem => ({
  description: describe(it),
  quantity: withQty ? it.quantity : null,
  unit_price: withQty ? it.price : null,
  amount: it.amount,
  tax_rate: taxRate,
});

/** Description cell: first line, then the detail line in a smaller, lighter span. */
export const descCell = (it: Item, detailCss = 'font-size:0.86em;color:#555'): string =>
  esc(it.description) + (it.detail ? `<br><span style="${detailCss}">${esc(it.detail)}</span>` : '');

/** Sets the fields the ground truth has; keys whose value is undefined are left out. */
export function fieldsOf(values: Record<string, string | number | undefined | null>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') out[key] = value;
  return out;
}

// ---------- page ----------

export const FONTS = {
  sans: "'DejaVu Sans', sans-serif",
  serif: "'DejaVu Serif', serif",
  lsans: "'Liberation Sans', Arial, sans-serif",
  lserif: "'Liberation Serif', 'Times New Roman', serif",
  mono: "'Liberation Mono', 'DejaVu Sans Mono', monospace",
  narrow: "'Liberation Sans Narrow', 'Liberation Sans', sans-serif",
  condensed: "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif",
};

/** An A4 page whose body is exactly the printable sheet, so overflow shows in body.scrollHeight. */
export function page(css: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 }
html, body { margin: 0; padding: 0 }
body { width: 794px; height: 1122px; box-sizing: border-box; overflow: hidden; color: #111;
  -webkit-print-color-adjust: exact; print-color-adjust: exact }
table { border-collapse: collapse }
* { box-sizing: border-box }
${css}
</style></head><body>${body}</body></html>`;
}
