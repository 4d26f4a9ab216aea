/**
 * What the care family's layouts (care.ts) share beyond the workshop helpers they reuse (money to the cent, number
 * and date printing, the A4 page shell with its one-line `.dl` spans and pinned `.foot`): treatment lines with
 * their date, code and quantity, visit dates across a treatment period, prices on the grain a practice charges,
 * the ground-truth rows, and identifiers that sit on a practice's page beside the invoice number.
 */
import {
  addDays, built, chance, digits, dl, esc, FONTS, fmtDate, int, issueDate, letters, monthEnd, NBSP, NNBSP, num, pad, page, pct, phone, pick, qty,
  round2, shuffled, slug, span, sum, weighted, type Lang, type Layout, type Random, type TruthFields, type TruthItem,
} from './workshop-common.ts';

export {
  addDays, built, chance, digits, dl, esc, FONTS, fmtDate, int, issueDate, letters, monthEnd, NBSP, NNBSP, num, pad, page, pct, phone, pick, qty,
  round2, shuffled, slug, span, sum, weighted,
};
export type { Lang, Layout, Random, TruthFields, TruthItem };
export { dls } from './workshop-common.ts';

/** A catalogue entry: its code (GOÄ number, prestatiecode, …), text, price range, quantity range and detail lines. */
export interface Treatment { code: string; text: string; price: [number, number]; qty?: [number, number]; details?: string[]; rate?: number; tooth?: boolean }
/** A printed treatment line: `amount` is quantity × unit price less the discount `disc` %, to the cent; `rate` its VAT rate (0 when exempt); `tag` a short per-line mark (tooth number, therapist). */
export interface CareLine { date: string | null; code: string; text: string; detail: string | null; qty: number; price: number; disc: number; amount: number; rate: number; tag: string }

export function careLine(o: { text: string; price: number; qty?: number; disc?: number; date?: string | null; code?: string; detail?: string | null; rate?: number; tag?: string }): CareLine {
  const q = o.qty ?? 1, disc = o.disc ?? 0;
  return { date: o.date ?? null, code: o.code ?? '', text: o.text, detail: o.detail ?? null, qty: q, price: o.price, disc, amount: round2(q * o.price * (1 - disc / 100)), rate: o.rate ?? 0, tag: o.tag ?? '' };
}

/** A fee in the range: whole euros/pounds mostly, else ending in .50 or any cents (`cents`). */
export function fee(random: Random, range: [number, number], cents = false): number {
  if (range[0] === range[1]) return range[0];
  const raw = range[0] + random() * (range[1] - range[0]);
  if (cents) return round2(raw);
  return weighted(random, [[Math.round(raw), 6], [Math.round(raw / 5) * 5, 4], [Math.floor(raw) + 0.5, 2]]);
}

/** A permanent tooth (FDI number) that fits a treatment: molars for a multi-canal root canal, front teeth for a single-canal one, wisdom teeth for their extraction. */
export function toothFor(random: Random, text: string): number {
  if (/giudizio|cordal/.test(text)) return pick(random, [18, 28, 38, 48]);
  if (/molare|multirradicular/.test(text)) return pick(random, [16, 17, 26, 27, 36, 37, 46, 47]);
  if (/monoradicolare|unirradicular/.test(text)) return pick(random, [11, 12, 13, 21, 22, 23, 31, 32, 33, 41, 42, 43]);
  return pick(random, [11, 12, 13, 14, 15, 16, 17, 21, 22, 23, 24, 25, 26, 27, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 47]);
}

/** `count` distinct entries of `list` (as many as it has when fewer). */
export const some = <T>(random: Random, list: readonly T[], count: number): T[] => shuffled(random, list).slice(0, Math.min(count, list.length));

/** A line for a catalogue entry on `date`, its quantity drawn in its range and a detail line on some. */
export function treatmentLine(random: Random, t: Treatment, date: string | null, detailShare = 0.3, fill: (s: string) => string = (s) => s): CareLine {
  const q = t.qty ? int(random, t.qty[0], t.qty[1]) : 1;
  const detail = t.details?.length && chance(random, detailShare) ? fill(pick(random, t.details)) : null;
  return careLine({ text: fill(t.text), price: fee(random, t.price, t.price[1] < 20), qty: q, date, code: t.code, detail, rate: t.rate ?? 0 });
}

/** `count` visit dates in ascending order, the last one `last`, `gap` days apart (drawn per step). */
export function visitDates(random: Random, last: string, count: number, gap: [number, number]): string[] {
  const out = [last];
  while (out.length < count) out.unshift(addDays(out[0], -int(random, gap[0], gap[1])));
  return out;
}

/** A line's ground truth: its printed lines joined by "\n", quantity / unit price / rate only where printed. */
export function careItem(l: CareLine, printed: { qty: boolean; price: boolean; rate: boolean }): TruthItem {
  return {
    description: l.detail ? `${l.text}\n${l.detail}` : l.text,
    quantity: printed.qty ? l.qty : null,
    unit_price: printed.price ? l.price : null,
    amount: l.amount,
    tax_rate: printed.rate ? l.rate : null,
  };
}
/** A description cell: the line's text and its detail line, each one printed line. */
export const careDesc = (l: CareLine, cls = 'sub'): string => dl(l.text) + (l.detail ? dl(l.detail, cls) : '');

/** How many lines an invoice has: mostly a few, up to `max`. */
export const lineCount = (random: Random, max = 12): number => Math.min(max, weighted(random, [[1, 2], [2, 4], [3, 5], [4, 5], [5, 4], [6, 3], [7, 2], [8, 2], [9, 1], [10, 1], [11, 1], [12, 1]]));

/** A birth date `years` (range) before `date`. */
export const birthDate = (random: Random, date: string, years: [number, number]): string => addDays(date, -int(random, years[0] * 365, years[1] * 365));

/** A font for a layout: sans, serif or condensed, with the size it reads well at. */
export function careFont(random: Random, kinds: ('sans' | 'serif' | 'narrow' | 'dejavu' | 'mono')[]): { font: string; size: number } {
  const kind = pick(random, kinds);
  const [font, size] = {
    sans: [FONTS.sans[0], 10.5], serif: [FONTS.serif[pick(random, [0, 1])], 10.6], narrow: [FONTS.sans[3], 11.3], dejavu: [FONTS.sans[1], 9.6], mono: [FONTS.mono[0], 9.4],
  }[kind] as [string, number];
  return { font, size: kind === 'serif' && font.includes('DejaVu') ? 9.8 : size };
}

/** Rows of a key/value table, each value one printed line. */
export const kvRows = (rows: [string, string][], cls = ''): string => rows.map(([k, v]) => `<tr${cls ? ` class="${cls}"` : ''}><td class="k">${span(k)}</td><td class="v">${span(v)}</td></tr>`).join('');

/** A totals table: label, value, class per row. */
export const totalsRows = (rows: [string, string, string][]): string => rows.map(([k, v, c]) => `<tr class="${c}"><td>${span(k)}</td><td class="r nw">${esc(v)}</td></tr>`).join('');

/** A number with all but its last `keep` characters masked. */
export const mask = (value: string, keep: number, char = '*'): string => char.repeat(Math.max(0, value.length - keep)) + value.slice(-keep);
/** Lower-case ASCII letters and digits only (e-mail and web addresses). */
export const lowerAscii = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '');
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
