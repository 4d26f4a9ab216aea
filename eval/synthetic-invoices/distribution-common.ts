/**
 * What the distribution family's layouts (distribution.ts) share: money in integer cents (prices in tenths of a
 * cent), wholesale article rows — quantity × unit price less one or more line discounts ("10+5"), free goods,
 * deposit and eco-fee rows attached to an article, charge rows — the VAT (and Spanish recargo) per rate after an
 * order discount, instalments, the ground-truth rows, and the workshop family's page shell and one-line `.dl`
 * spans (see render-document.ts: a wrapped line would no longer match its ground truth).
 */
import {
  addDays, built, chance, digits, dl, dls, esc, FONTS, fmtDate, int, issueDate, letters, monthEnd, NBSP, NNBSP, num, pad, page, phone, pick, shuffled, slug,
  span, type Lang, type Layout, type Random, type TruthFields, type TruthItem,
} from './workshop-common.ts';

export {
  addDays, built, chance, digits, dl, dls, esc, FONTS, fmtDate, int, issueDate, letters, monthEnd, NBSP, NNBSP, num, pad, page, phone, pick, shuffled, slug, span,
};
export type { Lang, Layout, Random, TruthFields, TruthItem };

// ---------------------------------------------------------------- integer money
/** n / d rounded half away from zero, both integers. */
function divRound(n: bigint, d: bigint): number {
  const neg = n < 0n, a = neg ? -n : n;
  const r = (a * 2n + d) / (2n * d);
  return Number(neg ? -r : r);
}
/** Basis points of a percentage: 5.5 → 550. */
const bp = (percent: number): bigint => BigInt(Math.round(percent * 100));
/** A line's net in cents: quantity (to the thousandth) × price (in tenths of a cent) less each discount in turn, rounded once. */
export function lineCents(quantity: number, priceMills: number, discounts: number[]): number {
  let n = BigInt(Math.round(quantity * 1000)) * BigInt(priceMills), d = 10000n;
  for (const disc of discounts) { n *= 10000n - bp(disc); d *= 10000n; }
  return divRound(n, d);
}
/** `rate` % of `cents`, to the cent. */
export const pctCents = (cents: number, rate: number): number => divRound(BigInt(cents) * bp(rate), 10000n);
export const euros = (cents: number): number => cents / 100;
/** `cents` in `count` instalments, the last one taking the remainder. */
export function instalments(cents: number, count: number): number[] {
  const part = Math.floor(cents / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? cents - part * (count - 1) : part));
}
/** An amount printed with `decimal` and `group` separators (always two decimals). */
export const money = (cents: number, decimal: string, group: string): string => num(cents / 100, decimal, group);
/** A unit price: two decimals, or three when it has tenths of a cent (or `places` asks for three). */
export const priceText = (mills: number, decimal: string, group: string, places = 2): string => num(mills / 1000, decimal, group, mills % 10 ? 3 : places);
/** A quantity: whole numbers bare, others with the decimals they need (at least `min`). */
export function qtyText(value: number, decimal: string, min = 2): string {
  if (Number.isInteger(value)) return String(value);
  const places = Math.max(min, Math.round(value * 100) === value * 100 ? 2 : 3);
  return num(value, decimal, '', places);
}
/** A discount cell: "10" / "12,5" / "10+5" (empty for none). */
export const discText = (discounts: number[], decimal: string, joiner = '+'): string => discounts.map((d) => num(d, decimal, '', Number.isInteger(d) ? 0 : 1)).join(joiner);

// ---------------------------------------------------------------- catalogue and rows
export type Kind = 'goods' | 'free' | 'deposit' | 'eco' | 'charge';
/** A row attached to an article, per unit of it: a deposit (Pfand) or an eco fee (éco-participation DEEE). */
export interface Attached { text: string; unit: string; price: number; kind: 'deposit' | 'eco'; code: string; pack?: string }
/** A catalogue article: its text, unit, pack (VE / pack size), price range per unit, quantity range, VAT rate. */
export interface Ware { text: string; unit: string; pack?: string; price: [number, number]; qty: [number, number]; rate: number; step?: number; details?: string[]; attach?: Attached; places?: 3 }
export interface Row {
  code: string; ean: string; text: string; detail: string | null; qty: number; unit: string; pack: string; mills: number; price: number;
  disc: number[]; cents: number; amount: number; rate: number; kind: Kind; group: number;
}

export function makeRow(w: Pick<Ware, 'text' | 'unit' | 'pack' | 'rate'>, quantity: number, mills: number, o: { disc?: number[]; code?: string; ean?: string; detail?: string | null; kind?: Kind; group?: number } = {}): Row {
  const disc = o.disc ?? [];
  const cents = lineCents(quantity, mills, disc);
  return {
    code: o.code ?? '', ean: o.ean ?? '', text: w.text, detail: o.detail ?? null, qty: quantity, unit: w.unit, pack: w.pack ?? '', mills, price: mills / 1000,
    disc, cents, amount: cents / 100, rate: w.rate, kind: o.kind ?? 'goods', group: o.group ?? 0,
  };
}
/** A quantity in the article's range, on its grain. */
export function drawQty(random: Random, w: Ware): number {
  const step = w.step ?? 1;
  const n = int(random, Math.max(1, Math.round(w.qty[0] / step)), Math.round(w.qty[1] / step));
  return Number((n * step).toFixed(3));
}
/** A unit price in tenths of a cent: whole cents with trade endings, or tenths of a cent for small 3-decimal prices. */
export function drawMills(random: Random, w: Ware): number {
  const [lo, hi] = w.price;
  if (lo === hi) return Math.round(lo * 1000);
  const raw = lo + random() * (hi - lo);
  if (w.places === 3 && raw < 5) return Math.round(raw * 1000);
  if (raw < 10) return Math.round(raw * 100) * 10;
  return pick(random, [Math.round(raw * 100) * 10, Math.floor(raw) * 1000 + 900, Math.floor(raw) * 1000 + 500, Math.floor(raw) * 1000 + 950, Math.round(raw * 100) * 10]);
}
/** The EAN-13 of an article (GS1 prefix `prefix`), check digit included. */
export function ean13(random: Random, prefix: string): string {
  const body = `${prefix}${digits(random, 12 - prefix.length)}`;
  const sum = [...body].reduce((s, c, i) => s + Number(c) * (i % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export interface DrawOptions { target: number; code: () => string; ean?: () => string; disc?: () => number[]; detailShare?: number; group?: () => number }
/**
 * Articles drawn without repeating until the table holds about `target` rows, each followed by its attached
 * deposit or eco-fee row (same quantity, no discount, the article's rate); `used` collects the articles drawn.
 */
export function drawRows(random: Random, wares: Ware[], o: DrawOptions, used = new Set<Ware>()): Row[] {
  const rows: Row[] = [];
  for (const w of shuffled(random, wares)) {
    if (rows.length >= o.target) break;
    if (used.has(w) || rows.length + (w.attach ? 2 : 1) > o.target) continue;
    used.add(w);
    const q = drawQty(random, w), group = o.group?.() ?? 0;
    const detail = w.details?.length && chance(random, o.detailShare ?? 0.25) ? pick(random, w.details) : null;
    rows.push(makeRow(w, q, drawMills(random, w), { disc: o.disc?.() ?? [], code: o.code(), ean: o.ean?.() ?? '', detail, group }));
    if (w.attach) rows.push(makeRow({ ...w.attach, rate: w.rate }, q, Math.round(w.attach.price * 1000), { code: w.attach.code, kind: w.attach.kind, group }));
  }
  return rows;
}
/** Free goods (a zero price) of an article not yet on the invoice, with `label` as its second printed line. */
export function freeRow(random: Random, wares: Ware[], used: Set<Ware>, label: string, o: { code: () => string; ean?: () => string; group?: number }): Row | null {
  const w = shuffled(random, wares).find((x) => !used.has(x) && !x.attach);
  if (!w) return null;
  used.add(w);
  return makeRow(w, Math.max(1, Math.min(drawQty(random, w), 6)), 0, { code: o.code(), ean: o.ean?.() ?? '', detail: label, kind: 'free', group: o.group });
}
/** Line discounts: none on most rows, a few percentages (or "10+5" chains when `chains`). */
export function discounter(random: Random, share: number, options: number[], chains = false): () => number[] {
  return () => {
    if (!chance(random, share)) return [];
    if (chains && chance(random, 0.45)) return pick(random, [[10, 5], [20, 10], [15, 5], [10, 10], [30, 5], [25, 10]]);
    return [pick(random, options)];
  };
}

// ---------------------------------------------------------------- VAT
export interface TaxLine { rate: number; goods: number; discount: number; base: number; tax: number; reRate: number; re: number }
export interface Totals { goods: number; discount: number; net: number; lines: TaxLine[]; vat: number; re: number; tax: number; gross: number }
/**
 * Per VAT rate (highest first): the rows' sum, the order discount (`orderDisc` % of it), the base, its VAT and
 * its recargo (`recargo(rate)` %, Spain); every amount in cents, each rounded once per rate.
 */
export function totals(rows: Row[], orderDisc = 0, recargo?: (rate: number) => number): Totals {
  const rates = [...new Set(rows.map((r) => r.rate))].sort((a, b) => b - a);
  const lines = rates.map((rate) => {
    const goods = rows.filter((r) => r.rate === rate).reduce((s, r) => s + r.cents, 0);
    const discount = pctCents(goods, orderDisc), base = goods - discount;
    const reRate = recargo?.(rate) ?? 0;
    return { rate, goods, discount, base, tax: pctCents(base, rate), reRate, re: pctCents(base, reRate) };
  });
  const add = (f: (l: TaxLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const net = add((l) => l.base), vat = add((l) => l.tax), re = add((l) => l.re);
  return { goods: add((l) => l.goods), discount: add((l) => l.discount), net, lines, vat, re, tax: vat + re, gross: net + vat + re };
}

/** A row's ground truth: its printed lines joined by "\n"; the rate only when the row prints it. */
export function truthRow(r: Row, printsRate: boolean): TruthItem {
  return { description: r.detail ? `${r.text}\n${r.detail}` : r.text, quantity: r.qty, unit_price: r.price, amount: r.amount, tax_rate: printsRate ? r.rate : null };
}
/** A description cell: the article line and its second line, each a one-line span. */
export const descCell = (r: Row, sub = 'sub'): string => dl(r.text) + (r.detail ? dl(r.detail, sub) : '');
/** Dates printed on the page that must not coincide with the invoice or due date (delivery notes, orders). */
export function earlier(random: Random, date: string, low: number, high: number): string {
  return addDays(date, -int(random, Math.max(1, low), high));
}
/** Font size that keeps a table of `rows` printed lines (items, second lines, group headings) on the page. */
export const fitSize = (rows: number, roomy: number, dense: number): number => (rows <= 14 ? roomy : rows >= 30 ? dense : roomy - ((roomy - dense) * (rows - 14)) / 16);
/** Printed table lines: rows, their second lines and `extra` headings. */
export const tableLines = (rows: Row[], extra = 0): number => rows.length + rows.filter((r) => r.detail).length + extra;
/** An invoice's own sequence number pieces. */
export const seqNo = (random: Random, width: number): string => pad(int(random, 1, 10 ** width - 1), width);
/** The built invoice: page, language, fields and one ground-truth row per table row. */
export const result = (lang: Lang, html: string, fields: TruthFields, rows: Row[], printsRate: boolean) => built(lang, html, fields, rows.map((r) => truthRow(r, printsRate)));
/** A printed id without its spaces, as the ground truth keeps it. */
export const compact = (s: string): string => s.replace(/\s+/g, '');
