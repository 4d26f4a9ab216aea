/**
 * What the events & education family's layouts (events.ts) share: the dates of a booking (booking, early-bird
 * deadline, event start and end, invoice and due date, none of the others falling on the invoice or due date),
 * the participants, the rows — the fee per participant or per lesson, extras per person, night or day, early-bird
 * and multi-participant discounts as a percentage or a fixed amount — in integer cents with their VAT rates, the
 * VAT per rate, a deposit already paid, the ground-truth rows, and the look each document draws (logistics-common's
 * accent, font, band and logo, window left or right, identifiers as a table, grid or label pairs, item table
 * style) with the family's own logo marks, address windows (a private customer's salutation on its own line) and
 * the venue box.
 */
import {
  addDays, built, chance, compact, digits, dl, esc, euros, fmtDate, FONTS, int, issueDate, letters, lineCents, NBSP, NNBSP, num, page, pctCents, phone, pick,
  priceText, seqNo, slug, span, type Lang, type Layout, type Random, type TruthFields, type TruthItem,
} from './distribution-common.ts';
import { arrange, headRow, itemsTable, lookCss, metaHtml, money2, pickLook, sizeFor, totalsHtml, type Col, type Look } from './logistics-common.ts';
import { type Class, type Course, type Extra, type Venue } from './events-names.ts';

export {
  arrange, chance, compact, digits, esc, euros, fmtDate, FONTS, headRow, int, itemsTable, letters, metaHtml, money2, NBSP, NNBSP, num, page, phone, pick, pickLook,
  priceText, seqNo, sizeFor, slug, span, totalsHtml,
};
export type { Col, Lang, Layout, Random, TruthFields };

// ---------------------------------------------------------------- dates
/** The dates of a booking: the event is invoiced on booking (in advance) or after it took place. */
export interface Schedule { date: string; due: string; terms: number | null; booking: string; start: string; end: string; early: string | null; advance: boolean }
const dayDiff = (a: string, b: string): number => Math.round((Date.parse(b) - Date.parse(a)) / 86400000);
/** Moves `d` by `step` days until it is neither the invoice date nor the due date. */
const avoid = (d: string, taken: string[], step: number): string => { let x = d; while (taken.includes(x)) x = addDays(x, step); return x; };
/** Shifts a date off Saturday or Sunday (events start on a weekday). */
const weekday = (d: string): string => { const w = new Date(`${d}T00:00:00Z`).getUTCDay(); return w === 6 ? addDays(d, 2) : w === 0 ? addDays(d, 1) : d; };
/**
 * A schedule for an event of `length` days (`weeks` for language courses): booked 1–40 days before the invoice when
 * invoiced in advance, the event starting 2–10 weeks later and the due date before it; or invoiced 1–20 days after
 * the event ended. `early` is the early-bird deadline the booking met (when `earlyBird`); `terms` the payment days
 * when the due date follows them (null when it was brought forward to shortly before the event).
 */
export function drawSchedule(random: Random, o: { length: number; weeks: boolean; advanceShare: number; dueDays: number[]; earlyBird: boolean }): Schedule {
  const date = issueDate(random);
  const advance = chance(random, o.advanceShare);
  const span = o.weeks ? o.length * 7 - 3 : o.length - 1;
  let start: string, booking: string, terms: number | null = pick(random, o.dueDays), due = addDays(date, terms);
  if (advance) {
    booking = addDays(date, -int(random, 1, 12));
    start = weekday(addDays(date, int(random, o.weeks ? 10 : 16, 70)));
    if (dayDiff(due, start) < 5) { due = addDays(start, -Math.min(7, dayDiff(date, start) - 5)); terms = null; }
  } else {
    start = weekday(addDays(date, -(span + int(random, 2, 20))));
    booking = addDays(start, -int(random, 14, 60));
  }
  const taken = [date, due];
  start = avoid(start, taken, 1);
  const end = avoid(addDays(start, span), taken, 1);
  booking = avoid(booking, taken, -1);
  const early = o.earlyBird ? avoid(addDays(booking, int(random, 2, 25)), [...taken, start, end], 1) : null;
  return { date, due, terms, booking, start, end, early, advance };
}
/** The event's dates as a range in `lang`: "12.–14.03.2025", "du 12/03 au 14/03/2025", "12–14 March 2025". */
export function dateRange(s: Schedule, lang: Lang, d: (iso: string) => string): string {
  if (s.start === s.end) return d(s.start);
  const sameMonth = s.start.slice(0, 7) === s.end.slice(0, 7), sameYear = s.start.slice(0, 4) === s.end.slice(0, 4);
  switch (lang) {
    case 'de': return !sameYear ? `${d(s.start)}–${d(s.end)}` : sameMonth ? `${fmtDate(s.start, '{dd}.', 'de')}–${d(s.end)}` : `${fmtDate(s.start, '{dd}.{mm}.', 'de')}–${d(s.end)}`;
    case 'fr': return `du ${d(s.start)} au ${d(s.end)}`;
    case 'en': return sameMonth && !/\//.test(d(s.end)) ? `${fmtDate(s.start, '{d}', 'en')}–${d(s.end)}` : `${d(s.start)} – ${d(s.end)}`;
    case 'es': return `del ${d(s.start)} al ${d(s.end)}`;
    case 'it': return `dal ${d(s.start)} al ${d(s.end)}`;
    case 'nl': return `${d(s.start)} t/m ${d(s.end)}`;
  }
}

// ---------------------------------------------------------------- rows
export type RowKind = 'fee' | 'extra' | 'discount' | 'stamp';
/** An invoice row: quantity and unit price (tenths of a cent) null on percentage rows, which print neither. */
export interface ERow { text: string; details: string[]; qty: number | null; unit: string; mills: number | null; cents: number; rate: number; kind: RowKind }
export const row = (text: string, details: string[], qty: number, unit: string, mills: number, rate: number, kind: RowKind = 'fee'): ERow =>
  ({ text, details, qty, unit, mills, cents: lineCents(qty, mills, []), rate, kind });
/** A percentage discount on `base` cents, printed without quantity or unit price. */
export const pctOff = (text: string, details: string[], base: number, pct: number, rate: number): ERow =>
  ({ text, details, qty: null, unit: '', mills: null, cents: -pctCents(base, pct), rate, kind: 'discount' });
/** A fee in tenths of a cent: whole euros or pounds ending in 9, 5 or 0 (`small`: half euros or whole ones). */
export function fee(random: Random, range: [number, number], small = false): number {
  const raw = range[0] + random() * (range[1] - range[0]);
  if (small) return pick(random, [Math.round(raw * 2) * 500, Math.round(raw) * 1000]);
  return pick(random, [Math.round(raw / 10) * 10000 - 10000 + 9000, Math.round(raw / 10) * 10000, Math.round(raw / 10) * 10000 - 5000, Math.round(raw / 50) * 50000]);
}
/** The fee rows: one for all participants (quantity = participants), or one per participant (`perPerson` gives its lines). */
export function feeRows(o: { n: number; names: string[]; mills: number; rate: number; unit: string; text: string; details: string[]; perPerson: ((name: string) => [string, string[]]) | null }): ERow[] {
  const each = o.perPerson;
  if (each) return o.names.map((name) => { const [text, details] = each(name); return row(text, details, 1, o.unit, o.mills, o.rate); });
  return [row(o.text, o.details, o.n, o.unit, o.mills, o.rate)];
}
/** Texts of the discount rows: early-bird (a percentage, or a fixed amount per participant when `pct` is null) and multi-participant. */
export interface DiscountTexts { early: (pct: number | null) => string; multi: (pct: number) => string; unit: string }
/** An early-bird discount when the booking met the deadline, and a multi-participant discount on some, on the fee rows' base and rate. */
export function discountRows(random: Random, fees: ERow[], n: number, early: boolean, t: DiscountTexts): ERow[] {
  const base = fees.reduce((s, r) => s + r.cents, 0), rate = fees[0].rate, unitMills = fees[0].mills ?? 0;
  const out: ERow[] = [];
  if (early) {
    if (chance(random, 0.5) || unitMills < 200000) { const p = pick(random, [5, 10, 10, 15, 20]); out.push(pctOff(t.early(p), [], base, p, rate)); }
    else out.push(row(t.early(null), [], n, t.unit, -Math.min(pick(random, [50, 75, 100, 150]) * 1000, Math.floor(unitMills / 40000) * 10000), rate, 'discount'));
  }
  if (n >= 2 && chance(random, 0.45)) { const p = pick(random, [10, 15, 20]); out.push(pctOff(t.multi(p), [], base, p, rate)); }
  return out;
}
/** VAT rate of an extra's class in a country, given the course's own rate. */
export const classRate = (cls: Class, course: number, rates: Record<Exclude<Class, 'course'>, number>): number => (cls === 'course' ? course : rates[cls]);
/** The quantity of an extra for `n` participants over `days` days (nights one fewer, at least one). */
export const extraQty = (e: Extra, n: number, days: number): number => (e.per === 'one' ? 1 : e.per === 'person' ? n : e.per === 'day' ? n * days : n * Math.max(1, days - 1));
/** An extra's row. */
export const extraRow = (random: Random, e: Extra, n: number, days: number, rate: number, details: string[] = []): ERow =>
  row(e.text, details, extraQty(e, n, days), e.unit, fee(random, e.price, true), rate, 'extra');
/** The course's length in days or weeks, drawn from its range. */
export const courseLength = (random: Random, c: Course): number => int(random, c.days[0], c.days[1]);

// ---------------------------------------------------------------- VAT, deposit and truth
export interface VatLine { rate: number; base: number; tax: number }
export interface VatTotals { net: number; lines: VatLine[]; tax: number; gross: number }
/** Bases per VAT rate (highest first) and their VAT, each rounded once per rate, in cents. */
export function vatTotals(rows: ERow[]): VatTotals {
  const rates = [...new Set(rows.map((r) => r.rate))].sort((a, b) => b - a);
  const lines = rates.map((rate) => { const base = rows.filter((r) => r.rate === rate).reduce((s, r) => s + r.cents, 0); return { rate, base, tax: pctCents(base, rate) }; });
  const net = lines.reduce((s, l) => s + l.base, 0), tax = lines.reduce((s, l) => s + l.tax, 0);
  return { net, lines, tax, gross: net + tax };
}
/** A deposit already paid: 20–50 % of `gross`, in round tens. */
export const depositOf = (random: Random, gross: number): number => Math.max(1000, Math.min(gross - 1000, Math.round((gross * pick(random, [0.2, 0.25, 0.3, 0.5])) / 1000) * 1000));
/** A row's ground truth: printed lines joined by "\n"; the rate only where the row prints it. */
export const truthRow = (r: ERow, printsRate: boolean): TruthItem => ({
  description: [r.text, ...r.details].join('\n'), quantity: r.qty, unit_price: r.mills === null ? null : r.mills / 1000, amount: r.cents / 100, tax_rate: printsRate ? r.rate : null,
});
export const result = (lang: Lang, html: string, fields: TruthFields, rows: ERow[], printsRate: (r: ERow) => boolean) => built(lang, html, fields, rows.map((r) => truthRow(r, printsRate(r))));
/** A description cell: the row's lines, each a one-line span. */
export const descCell = (r: ERow): string => dl(r.text) + r.details.map((x) => dl(x, 'sub')).join('');
/** Printed table lines. */
export const tableLines = (rows: ERow[], extra = 0): number => rows.reduce((s, r) => s + 1 + r.details.length, extra);
/** A quantity: whole numbers bare, others with two decimals. */
export const qtyFmt = (value: number, decimal: string): string => (Number.isInteger(value) ? String(value) : num(value, decimal, '', 2));
/** A signed amount as printed on discount rows: "-120,00" or "−120.00". */
export const signed = (cents: number, m: (c: number) => string, minus = '-'): string => (cents < 0 ? `${minus}${m(-cents)}` : m(cents));

// ---------------------------------------------------------------- look
/** A small drawn mark: a mortarboard, an open book, speech bubbles or a lectern, with the initials on some. */
export function logo(random: Random, accent: string, name: string, light = false): string {
  const ink = light ? '#ffffff' : accent;
  const initials = name.replace(/[^A-Za-zÀ-ÿ ]/g, ' ').split(/\s+/).filter((w) => w.length > 2 && /^[A-ZÀ-Þ]/.test(w)).slice(0, 2).map((w) => w.charAt(0)).join('');
  const shape = pick(random, [
    `<path d="M24 6 L46 16 L24 26 L2 16 Z" fill="${ink}"/><path d="M12 21v9c0 3 6 6 12 6s12-3 12-6v-9l-12 5z" fill="${ink}" opacity="0.75"/><path d="M42 18v12" stroke="${ink}" stroke-width="2"/>`,
    `<path d="M4 10 Q14 6 23 11 V36 Q14 31 4 34 Z" fill="${ink}"/><path d="M44 10 Q34 6 25 11 V36 Q34 31 44 34 Z" fill="${ink}" opacity="0.7"/>`,
    `<rect x="3" y="5" width="28" height="18" rx="5" fill="${ink}"/><path d="M9 23 l-2 7 l8-7z" fill="${ink}"/><rect x="19" y="15" width="26" height="16" rx="5" fill="${ink}" opacity="0.65"/>`,
    `<circle cx="24" cy="9" r="6" fill="${ink}"/><path d="M10 38 L14 20 H34 L38 38 Z" fill="${ink}" opacity="0.8"/><rect x="6" y="19" width="36" height="3" fill="${ink}"/>`,
  ]);
  const letters2 = initials && chance(random, 0.4) ? `<span class="ini" style="color:${ink}">${esc(initials)}</span>` : '';
  return `<span class="logo"><svg width="48" height="40" viewBox="0 0 48 40">${shape}</svg>${letters2}</span>`;
}
/** An address window: `bold` the index of the name line (after a salutation line on private customers), a sender line above on some. */
export const windowHtml = (lines: string[], bold: number, sender: string | null, label: string | null = null): string =>
  `<div class="win">${label ? `<div class="wlab">${span(label)}</div>` : ''}${sender ? `<div class="sender">${span(sender)}</div>` : ''}${lines.map((l, i) => `<div${i === bold ? ' class="b"' : ''}>${span(l)}</div>`).join('')}</div>`;
/** The venue box: a label, the venue's name, street and town, and an optional line (dates) under them. */
export const venueBox = (label: string, v: Venue, extra: string[] = []): string =>
  `<div class="venue"><div class="vlab">${span(label)}</div><div class="b">${span(v.name)}</div><div>${span(v.street)}</div><div>${span(v.city)}</div>${extra.map((x) => `<div>${span(x)}</div>`).join('')}</div>`;
/** The participants' block: a label and one name per line. */
export const peopleBlock = (label: string, names: string[]): string => `<div class="people"><span class="plab">${esc(label)}</span> ${names.map((n) => span(n)).join(', ')}</div>`;
/** The family's CSS on top of logistics-common's. */
export function eventCss(look: Look): string {
  return `${lookCss(look)}
.logo { margin-right: 6px } .meta .dl { white-space: nowrap }
.items tr.discount td { color: #8a1c1c } .items tr.fee td { padding-top: 3px }
.win { min-width: 260px } .wlab { font-size: 0.76em; font-weight: bold; text-transform: uppercase; color: ${look.accent}; margin-bottom: 2px }
.sender { font-size: 0.72em; color: #555; border-bottom: 0.5px solid #888; display: inline-block; margin-bottom: 4px }
.venue { border: 0.8px solid ${look.accent}; border-left-width: 4px; padding: 4px 10px; min-width: 210px } .vlab { font-size: 0.76em; font-weight: bold; text-transform: uppercase; color: ${look.accent} }
.people { margin-top: 6px } .plab { font-weight: bold } .strip { margin-top: 10px; padding: 4px 8px; background: #f2f4f6; border-left: 3px solid ${look.accent} } .strip div { margin: 1px 0 }
.policy { margin-top: 8px } .legal { margin-top: 6px; font-weight: bold }`;
}
