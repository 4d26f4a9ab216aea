/**
 * What the six office-template invoice layouts share: money in cents, dates, tax ids and IBANs with valid check
 * digits, item rows drawn from a catalog, the totals block's arithmetic, and the ground truth built from the
 * printed values.
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import type { BuiltInvoice, TruthFields as Fields, TruthItem } from './render-document.ts';

export const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ---- numbers ------------------------------------------------------------------------------------------------

export type NumStyle = 'en' | 'de';

/** An amount in cents as printed, e.g. 1,234.56 (en) or 1.234,56 (de); negative with a leading minus. */
export function money(cents: number, style: NumStyle): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, style === 'en' ? ',' : '.');
  return `${cents < 0 ? '-' : ''}${whole}${style === 'en' ? '.' : ','}${String(abs % 100).padStart(2, '0')}`;
}

/** A quantity as printed: 3, 7.5, 2.25 (en) or 7,5 (de). */
export const qtyText = (qty: number, style: NumStyle): string => (style === 'en' ? String(qty) : String(qty).replace('.', ','));

/** A tax rate in basis points as printed: 825 → 8.25, 2000 → 20, 1350 → 13.5. */
export const rateText = (bp: number, style: NumStyle): string => qtyText(bp / 100, style);

/** "… payable to Acme Inc." — a sentence ending in a name that already ends with a full stop gets no second one. */
export const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

// ---- dates --------------------------------------------------------------------------------------------------

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateStyle = 'mdy' | 'us-long' | 'us-short' | 'dmy' | 'uk-long' | 'uk-short' | 'de' | 'iso';

/** An invoice date between June 2024 and December 2025 (UTC). */
export const randomDate = (random: Random): Date => new Date(Date.UTC(2024, 5, 1) + int(random, 0, 570) * 86400000);
export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86400000);
export const iso = (date: Date): string => date.toISOString().slice(0, 10);

export function fmtDate(date: Date, style: DateStyle): string {
  const d = date.getUTCDate(), m = date.getUTCMonth(), y = date.getUTCFullYear();
  const dd = String(d).padStart(2, '0'), mm = String(m + 1).padStart(2, '0');
  switch (style) {
    case 'mdy': return `${mm}/${dd}/${y}`;
    case 'us-long': return `${MONTHS[m]} ${d}, ${y}`;
    case 'us-short': return `${MONTHS[m].slice(0, 3)} ${d}, ${y}`;
    case 'dmy': return `${dd}/${mm}/${y}`;
    case 'uk-long': return `${d} ${MONTHS[m]} ${y}`;
    case 'uk-short': return `${d} ${MONTHS[m].slice(0, 3)} ${y}`;
    case 'de': return `${dd}.${mm}.${y}`;
    case 'iso': return iso(date);
  }
}

// ---- identifiers --------------------------------------------------------------------------------------------

/** ISO 13616: the IBAN for `bban` with its two mod-97 check digits. */
export function iban(country: string, bban: string): string {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const ch of numeric) rest = (rest * 10 + Number(ch)) % 97;
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`;
}
export const groupIban = (value: string): string => value.replace(/(.{4})/g, '$1 ').trim();

const weighted = (ds: string, from: number): number => [...ds].reduce((sum, ch, i) => sum + Number(ch) * (from - i), 0);

/** UK VAT registration number: 7 digits and two mod-97 check digits (GB123456789). */
export function gbVat(random: Random): string {
  for (;;) {
    const body = String(int(random, 1, 9)) + digits(random, 6);
    const check = (97 - (weighted(body, 8) % 97)) % 97;
    if (check > 0) return `GB${body}${String(check).padStart(2, '0')}`;
  }
}

/** Irish VAT number, the 7-digit-and-check-letter form (IE1234567T). */
export function ieVat(random: Random): string {
  const body = String(int(random, 1, 9)) + digits(random, 6);
  return `IE${body}${'WABCDEFGHIJKLMNOPQRSTUV'[weighted(body, 8) % 23]}`;
}

/** German USt-IdNr.: 8 digits and an ISO 7064 MOD 11,10 check digit. */
export function deVatId(random: Random): string {
  const body = String(int(random, 1, 9)) + digits(random, 7);
  let p = 10;
  for (const ch of body) {
    let s = (Number(ch) + p) % 10;
    if (s === 0) s = 10;
    p = (2 * s) % 11;
  }
  return `DE${body}${(11 - p) % 10}`;
}

/** Canadian business number with its GST/HST program account: 9 digits (Luhn) + RT0001. */
export function caGstNumber(random: Random): string {
  const body = String(int(random, 1, 9)) + digits(random, 7);
  const sum = [...body].reduce((acc, ch, i) => {
    let v = Number(ch) * (i % 2 === 1 ? 2 : 1);
    if (v > 9) v -= 9;
    return acc + v;
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}RT0001`;
}

/** Australian Business Number: 11 digits passing the weighted mod-89 check. */
export function abn(random: Random): string {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  for (;;) {
    const tail = digits(random, 9);
    for (let prefix = 10; prefix <= 99; prefix++) {
      const all = `${prefix}${tail}`;
      const sum = [...all].reduce((acc, ch, i) => acc + (Number(ch) - (i === 0 ? 1 : 0)) * weights[i], 0);
      if (sum % 89 === 0) return all;
    }
  }
}
export const groupAbn = (value: string): string => `${value.slice(0, 2)} ${value.slice(2, 5)} ${value.slice(5, 8)} ${value.slice(8)}`;

// ---- items and totals ---------------------------------------------------------------------------------------

/** A catalog line: description, optional second lines, unit (hours/units/days/job) and a price range. */
export interface Entry {
  d: string;
  sub?: readonly string[];
  unit: 'h' | 'u' | 'day' | 'job';
  lo: number;
  hi: number;
  /** goods rather than a service (US: taxable). */
  goods?: boolean;
  /** Irish 13.5 % rate. */
  reduced?: boolean;
  q?: readonly [number, number];
  /** the unit as printed, when not the default for `unit` (e.g. "Seiten"). */
  label?: string;
}

export interface Row {
  lines: string[];
  qty: number | null;
  unit: Entry['unit'] | null;
  price: number | null;
  amount: number;
  /** basis points; 0 = not taxed. */
  rate: number;
  /** the rate printed on the row (its tax column), or null when the row prints none. */
  shownRate: number | null;
  entry: Entry | null;
}

/** `count` rows from `catalog` (distinct entries, in catalog order shuffled), some with a second line. */
export function makeRows(random: Random, catalog: readonly Entry[], count: number, subChance = 0.35): Row[] {
  const pool = [...catalog];
  const rows: Row[] = [];
  while (rows.length < count && pool.length) {
    const entry = pool.splice(Math.floor(random() * pool.length), 1)[0];
    const qty = entry.q ? int(random, entry.q[0], entry.q[1])
      : entry.unit === 'h' ? int(random, 2, 64) / (chance(random, 0.25) ? 4 : 2)
        : entry.unit === 'day' ? int(random, 2, 10) / 2
          : entry.unit === 'job' ? 1 : int(random, 1, 12);
    let price = int(random, entry.lo, entry.hi);
    if (entry.unit === 'h') price = Math.round(price / 5) * 5 * 100;
    else if (entry.goods) price = price * 100 + pick(random, [0, 0, 50, 95, 99]);
    else if (entry.hi < 10) price = price * 100 + pick(random, [0, 20, 40, 50, 80]);
    else price = price * 100;
    const lines = [entry.d];
    if (entry.sub && chance(random, subChance)) lines.push(pick(random, entry.sub));
    rows.push({ lines, qty, unit: entry.unit, price, amount: Math.round(qty * price), rate: 0, shownRate: null, entry });
  }
  return rows;
}

export interface Tax { rate: number; base: number; amount: number }
export interface Totals {
  subtotal: number;
  discount: number;
  discountPct: number | null;
  shipping: number;
  /** per taxed rate (rate > 0), in ascending rate order; `base` after discount and with taxed shipping. */
  taxes: Tax[];
  /** taxable base of the rate-0 rows after discount (US "non-taxable"). */
  untaxed: number;
  tax: number;
  total: number;
  deposit: number;
  due: number;
}

/**
 * Subtotal = sum of row amounts; the discount is spread over the tax rates in proportion to their share;
 * shipping joins the base of `shippingRate` (0 = untaxed); each rate's tax rounded to the cent.
 * total = subtotal − discount + shipping + tax; due = total − deposit.
 */
export function computeTotals(rows: Row[], options: { discountPct?: number | null; discount?: number; shipping?: number; shippingRate?: number; deposit?: (total: number) => number }): Totals {
  const subtotal = rows.reduce((sum, row) => sum + row.amount, 0);
  const discountPct = options.discountPct ?? null;
  const discount = discountPct ? Math.round((subtotal * discountPct) / 100) : (options.discount ?? 0);
  const bases = new Map<number, number>();
  for (const row of rows) bases.set(row.rate, (bases.get(row.rate) ?? 0) + row.amount);
  const rates = [...bases.keys()].sort((a, b) => a - b);
  let left = discount;
  rates.forEach((rate, i) => {
    const share = i === rates.length - 1 ? left : Math.round((discount * (bases.get(rate) ?? 0)) / subtotal);
    left -= share;
    bases.set(rate, (bases.get(rate) ?? 0) - share);
  });
  const shipping = options.shipping ?? 0;
  const shippingRate = options.shippingRate ?? 0;
  if (shipping) bases.set(shippingRate, (bases.get(shippingRate) ?? 0) + shipping);
  const taxes = [...bases.entries()].filter(([rate]) => rate > 0).sort((a, b) => a[0] - b[0])
    .map(([rate, base]) => ({ rate, base, amount: Math.round((base * rate) / 10000) }));
  const tax = taxes.reduce((sum, t) => sum + t.amount, 0);
  const total = subtotal - discount + shipping + tax;
  const deposit = options.deposit ? options.deposit(total) : 0;
  return { subtotal, discount, discountPct, shipping, taxes, untaxed: bases.get(0) ?? 0, tax, total, deposit, due: total - deposit };
}

/** A deposit the way people ask for one: a round share of the total (25–50 %), to whole currency units. */
export function roundDeposit(random: Random): (total: number) => number {
  const share = pick(random, [0.25, 0.3, 0.4, 0.5]);
  const step = pick(random, [1000, 5000, 10000]);
  return (total) => Math.max(step, Math.floor((total * share) / step) * step);
}

// ---- page ---------------------------------------------------------------------------------------------------

/** Each printed description line in its own `.dl` span (the overflow check counts wrapped ones). */
export const descHtml = (lines: string[], subClass = 'sub'): string =>
  lines.map((line, i) => `<span class="dl${i ? ` ${subClass}` : ''}">${esc(line)}</span>`).join('<br>');

/** One A4 page, no printer margins; the body is the page, so content past it shows up as overflow. */
export const PAGE_CSS = `@page{size:A4;margin:0}html{margin:0;padding:0}body{margin:0;width:210mm;height:296mm;box-sizing:border-box;overflow:visible;-webkit-print-color-adjust:exact;print-color-adjust:exact}*{box-sizing:border-box}table{border-collapse:collapse}.r{text-align:right}.c{text-align:center}.nw{white-space:nowrap}`;

/** A simple vector logo with the business's initials. */
export function logoSvg(initials: string, color: string, shape: 'circle' | 'square' | 'hex', size = 56): string {
  const figure = shape === 'circle' ? `<circle cx="28" cy="28" r="27" fill="${color}"/>`
    : shape === 'square' ? `<rect x="1" y="1" width="54" height="54" rx="9" fill="${color}"/>`
      : `<polygon points="28,1 52,14.5 52,41.5 28,55 4,41.5 4,14.5" fill="${color}"/>`;
  return `<svg width="${size}" height="${size}" viewBox="0 0 56 56" xmlns="http://www.w3.org/2000/svg">${figure}<text x="28" y="35" font-family="Liberation Sans, Arial, sans-serif" font-size="20" font-weight="bold" fill="#fff" text-anchor="middle">${esc(initials)}</text></svg>`;
}

export const initialsOf = (name: string): string =>
  name.split(/[\s&–-]+/).filter((w) => /^[A-ZÄÖÜ]/.test(w)).slice(0, 2).map((w) => w[0]).join('');

// ---- ground truth -------------------------------------------------------------------------------------------

export type { Fields };

/** The ground truth item of a printed row (amounts from cents; the row's printed rate, if any). */
export const truthItem = (row: Row): TruthItem => ({
  description: row.lines.join('\n'),
  quantity: row.qty,
  unit_price: row.price === null ? null : row.price / 100,
  amount: row.amount / 100,
  tax_rate: row.shownRate === null ? null : row.shownRate / 100,
});

/** Drops undefined fields, so only what is printed ends up in ground_truth.jsonl. */
export function built(html: string, language: string, fields: Fields, rows: Row[]): BuiltInvoice {
  const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return { html, language, fields: clean, line_items: rows.map(truthItem) };
}
