/**
 * What the vehicle-sales family's layouts (vehicles.ts) share: the vehicle sold (model, trim, VIN, plate, first
 * registration, mileage or operating hours, colour, fuel, power) new, as a demonstrator or used; the dates of a sale
 * (order, invoice, handover, first registration, due date, none of them falling on the invoice or due date); the
 * rows — the vehicle, a dealer discount, accessories and services — in integer cents with their VAT rate, or none
 * for a vehicle sold under the margin scheme; the VAT per rate; amounts outside the VAT (registration fees paid on
 * the buyer's behalf, BPM, registration tax, road fund licence) and the deductions after the total (trade-in or
 * part-exchange, finance settlement, deposit, amount financed); the ground-truth rows, and the look each document
 * draws (logistics-common's accent, font, band, window side, identifier block and table style) with the family's
 * own marks, the vehicle-data grid and boxes.
 *
 * Ground-truth convention: `subtotal` is the sum of the item rows (taxed rows net, a margin-scheme vehicle at its
 * price) and is labelled only where the page prints that sum; `total_tax` is the VAT printed (0 on margin-scheme
 * documents, which state that no VAT is shown); amounts outside the VAT are printed in the totals block, never as
 * item rows, and are part of `total_amount` (total = subtotal + VAT + amounts outside the VAT); `amount_due` is
 * what is left after the deductions; a margin-scheme row's `tax_rate` is null (no rate is printed for it). The Dutch
 * BPM, the Spanish impuesto especial de matriculación and the British VED are taxes but not VAT: they count as
 * amounts outside the VAT, never in `total_tax`. `po_number` only where the customer's own order number is printed
 * under a purchase-order label (the dealer's sales order or contract number is not one).
 */
import {
  addDays, built, chance, compact, digits, dl, esc, euros, FONTS, fmtDate, int, issueDate, letters, lineCents, NBSP, num, page, pctCents, phone, pick, priceText,
  seqNo, slug, span, type Lang, type Layout, type Random, type TruthFields, type TruthItem,
} from './distribution-common.ts';
import { arrange, headRow, itemsTable, lookCss, metaHtml, money2, pickLook, sizeFor, totalsHtml, type Col, type Look } from './logistics-common.ts';
import { windowHtml } from './events-common.ts';
import { COLOURS, EXTRAS, FUELS, KIND_WEIGHTS, MAKER_COLOUR, MODELS, PLATES, vinOf, type Extra, type Fuel, type Kind, type Model } from './vehicles-names.ts';

export {
  addDays, arrange, chance, compact, digits, dl, esc, euros, FONTS, fmtDate, headRow, int, itemsTable, letters, metaHtml, money2, NBSP, num, page, pctCents, phone, pick,
  pickLook, priceText, seqNo, sizeFor, slug, span, totalsHtml, windowHtml,
};
export type { Col, Lang, Layout, Look, Random, TruthFields };

// ---------------------------------------------------------------- the vehicle
export type Condition = 'new' | 'demo' | 'used';
export interface Car {
  m: Model; variant: string; cond: Condition; vin: string; plate: string | null; firstReg: string | null; year: number; km: number; hours: number; kw: number;
  colour: string; fuel: Fuel; fuelText: string; machine: boolean;
}
const weighted = <T>(random: Random, entries: [T, number][]): T => {
  let r = random() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of entries) if ((r -= w) < 0) return v;
  return entries[entries.length - 1][0];
};
/** A model of a kind drawn by the family's weights (`kinds` narrows them). */
export const drawModel = (random: Random, kinds?: Kind[]): Model => {
  const kind = weighted(random, KIND_WEIGHTS.filter(([k]) => !kinds || kinds.includes(k)));
  return pick(random, MODELS.filter((m) => m.kind === kind));
};
/**
 * What is sold, spread over a layout's documents by their index: a new vehicle or demonstrator of any kind (index 0,
 * 3, …), a used car, van or motorbike under the margin scheme (1, 4, …), anything (2, 5, …: new, demonstrator, used
 * under the margin scheme with probability `marginShare` or regularly taxed, machinery new or used and taxed).
 */
export function drawSale(random: Random, index: number, marginShare: number): { model: Model; machine: boolean; cond: Condition; margin: boolean } {
  const slot = index % 3;
  const model = drawModel(random, slot === 1 ? ['car', 'van', 'moto'] : undefined);
  const machine = model.kind === 'tractor' || model.kind === 'machine';
  const cond: Condition = slot === 1 ? 'used' : slot === 0 ? (machine ? 'new' : pick(random, ['new', 'new', 'demo'])) : pick(random, machine ? ['new', 'used'] : ['new', 'demo', 'used', 'used']);
  return { model, machine, cond, margin: cond === 'used' && !machine && (slot === 1 || chance(random, marginShare)) };
}

// ---------------------------------------------------------------- dates
export interface Dates { date: string; order: string; delivery: string; firstReg: string | null; due: string | null; terms: number | null }
const avoid = (d: string, taken: string[], step: number): string => { let x = d; while (taken.includes(x)) x = addDays(x, step); return x; };
/**
 * The dates of a sale: handed over 1–10 days after the invoice (paid before collection), 1–6 days before it, or the
 * same day; ordered 10–120 days before for a new vehicle, 1–21 for a used one; first registered just before the
 * handover (new), 1–11 months before (demonstrator) or 1–8 years before (used), none for unregistered machinery;
 * a due date `terms` days after the invoice with probability `dueShare`, else none (payable on handover).
 */
export function drawDates(random: Random, cond: Condition, registered: boolean, o: { dueDays: number[]; dueShare: number }): Dates {
  const date = issueDate(random);
  const mode = pick(random, ['after', 'after', 'after', 'before', 'before', 'same']);
  const terms = chance(random, o.dueShare) ? pick(random, o.dueDays) : null;
  const due = terms === null ? null : addDays(date, terms);
  const taken = [date, ...(due ? [due] : [])];
  const delivery = mode === 'same' ? date : avoid(mode === 'after' ? addDays(date, int(random, 1, 10)) : addDays(date, -int(random, 1, 6)), taken, 1);
  const first = delivery < date ? delivery : date;
  const order = avoid(addDays(first, -(cond === 'used' ? int(random, 1, 21) : int(random, 10, 120))), taken, -1);
  const firstReg = !registered ? null : avoid(cond === 'new' ? addDays(delivery, -int(random, 0, 3)) : addDays(date, -(cond === 'demo' ? int(random, 35, 330) : int(random, 370, 2920))), [...taken, delivery, order], -1);
  return { date, order, delivery, firstReg, due, terms };
}

/** The vehicle sold: its trim, VIN, plate (on registered ones), mileage or hours by age, power, colour and fuel as `lang` prints them. */
export function drawCar(random: Random, lang: Lang, m: Model, cond: Condition, dates: Dates): Car {
  const machine = m.kind === 'machine' || m.kind === 'tractor';
  const year = Number((dates.firstReg ?? dates.date).slice(0, 4)) - (cond === 'new' && chance(random, 0.2) ? 1 : 0);
  const ageYears = Math.max(0.2, (Date.parse(dates.date) - Date.parse(dates.firstReg ?? dates.date)) / 3.156e10);
  const perYear = m.kind === 'moto' ? int(random, 2500, 6000) : int(random, 9000, 21000);
  const km = cond === 'new' ? int(random, 3, 35) : cond === 'demo' ? int(random, 8, 95) * 100 : Math.round((ageYears * perYear) / 10) * 10;
  const hours = cond === 'new' ? int(random, 1, 12) : cond === 'demo' ? int(random, 20, 180) : Math.round(ageYears * int(random, 250, 650));
  const fits = m.variants.filter((x) => x.fuel !== 'electric' || ageYears < 4);
  const v = pick(random, fits.length ? fits : m.variants), fuel = v.fuel;
  return {
    m, variant: v.name, cond, vin: vinOf(random, m, year), plate: dates.firstReg ? PLATES[lang](random, dates.firstReg) : null, firstReg: dates.firstReg, year,
    km, hours, kw: v.kw, colour: machine ? MAKER_COLOUR[m.make] ?? pick(random, COLOURS[lang]) : pick(random, COLOURS[lang]), fuel, fuelText: FUELS[lang][fuel], machine,
  };
}
/** "Volkswagen Golf 1.5 eTSI Life DSG". */
export const carTitle = (c: Car): string => `${c.m.make} ${c.m.model} ${c.variant}`;
/** Power as "110 kW (150 PS)" / "110 kW (150 CV)" / "110 kW (148 bhp)". */
export const power = (kw: number, hp: string): string => `${kw} kW (${Math.round(kw * (hp === 'bhp' ? 1.341 : 1.36))} ${hp})`;

// ---------------------------------------------------------------- prices
/** A dealer's price in cents near `value` euros or pounds: ending in 990, 950, 500 or 000 above 5 000, 90 / 50 / 0 below; `uk` prices end in 995 or 495. */
export function shopPrice(random: Random, value: number, uk = false): number {
  const step = value > 20000 ? 500 : value > 5000 ? 100 : 10;
  const base = Math.max(step, Math.round(value / step) * step);
  if (uk && step >= 100) return (base - pick(random, [5, 5, 0, 10])) * 100;
  return (base - pick(random, step >= 100 ? [10, 10, 0, 50] : [0, 1, 10])) * 100;
}
/** The new price of a model net of VAT in cents, drawn from its range, the gross list price ending in round figures. */
export function newNet(random: Random, m: Model, rate: number, uk = false): number {
  const net = m.price[0] + random() * (m.price[1] - m.price[0]);
  if (m.kind === 'tractor' || m.kind === 'machine') return Math.round(net / 10) * 1000;
  return Math.round((shopPrice(random, net * (1 + rate / 100), uk) * 100) / (100 + rate));
}
/** A used vehicle's value in euros: its new price less 12–18 % a year and for its mileage. */
export const usedValue = (random: Random, c: Car, date: string): number => {
  const age = Math.max(0.3, (Date.parse(date) - Date.parse(c.firstReg ?? addDays(date, -365 * int(random, 2, 8)))) / 3.156e10 - 0.7);
  return Math.max(2500, c.m.price[0] * (1.05 + random() * 0.25) * (0.86 - random() * 0.04) ** age * (c.machine ? 1 : Math.max(0.55, 1 - c.km / 400000)));
};

// ---------------------------------------------------------------- rows
export type RowKind = 'vehicle' | 'extra' | 'service' | 'discount';
/** A row: quantity and unit price (tenths of a cent) null where the row prints neither; `rate` null for a margin-scheme vehicle. */
export interface VRow { text: string; details: string[]; qty: number | null; mills: number | null; cents: number; rate: number | null; kind: RowKind }
export const vrow = (text: string, details: string[], cents: number, rate: number | null, kind: RowKind, qty: number | null = 1): VRow =>
  ({ text, details, qty, mills: qty === null ? null : cents * 10, cents: qty === null ? cents : lineCents(qty, cents * 10, []), rate, kind });
/** Accessories and services for `c` at `rate`, about `n` of them, in catalogue order; services only when `services`. */
export function extraRows(random: Random, lang: Lang, c: Car, n: number, rate: number, o: { services: boolean; qty: boolean }): VRow[] {
  const pool = EXTRAS[lang].filter((e) => e.kinds.includes(c.m.kind) && (e.when === 'any' || (e.when === 'new') === (c.cond !== 'used')) && (o.services || e.cls === 'extra'));
  const out: Extra[] = [];
  for (let i = 0; i < n * 3 && out.length < n && out.length < pool.length; i++) { const e = pick(random, pool); if (!out.includes(e)) out.push(e); }
  return out.sort((a, b) => EXTRAS[lang].indexOf(a) - EXTRAS[lang].indexOf(b)).map((e) => {
    const raw = e.price[0] + random() * (e.price[1] - e.price[0]);
    const cents = raw > 1000 ? Math.round(raw / 10) * 1000 - pick(random, [0, 1000]) : (Math.floor(raw) - (Math.floor(raw) % 10) + pick(random, [0, 9, 5])) * 100;
    return vrow(e.text, [], cents, rate, e.cls === 'service' ? 'service' : 'extra', o.qty ? 1 : null);
  });
}

// ---------------------------------------------------------------- totals
export interface VatLine { rate: number; base: number; tax: number }
/** Items (all rows), the margin-scheme part, the taxed net per rate (highest first) and its VAT, in cents. */
export interface Totals { items: number; margin: number; taxed: number; lines: VatLine[]; tax: number; gross: number }
export function totalsOf(rows: VRow[]): Totals {
  const rates = [...new Set(rows.filter((r) => r.rate !== null).map((r) => r.rate as number))].sort((a, b) => b - a);
  const lines = rates.map((rate) => { const base = rows.filter((r) => r.rate === rate).reduce((s, r) => s + r.cents, 0); return { rate, base, tax: pctCents(base, rate) }; });
  const items = rows.reduce((s, r) => s + r.cents, 0), margin = rows.filter((r) => r.rate === null).reduce((s, r) => s + r.cents, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  return { items, margin, taxed: items - margin, lines, tax, gross: items + tax };
}
/** An amount outside the VAT (fee, BPM, registration tax) or a deduction after the total (negative cents deduct). */
export interface Amount { text: string; cents: number }
export const sumOf = (xs: Amount[]): number => xs.reduce((s, x) => s + x.cents, 0);
/** A vehicle taken in part-exchange: an older model of the same sort, its VIN, plate, first registration, mileage and value (at most 55 % of `gross`). */
export interface Trade { title: string; vin: string; plate: string; firstReg: string; km: number; cents: number }
export function drawTrade(random: Random, lang: Lang, c: Car, date: string, gross: number): Trade {
  const m = drawModel(random, c.m.kind === 'moto' ? ['moto'] : ['car', 'van']);
  const firstReg = addDays(date, -(int(random, 3, 13) * 365 + int(random, 0, 300)));
  const year = Number(firstReg.slice(0, 4)), km = Math.round(((Date.parse(date) - Date.parse(firstReg)) / 3.156e10) * (m.kind === 'moto' ? int(random, 2500, 6000) : int(random, 9000, 19000)) / 100) * 100;
  const age = (Date.parse(date) - Date.parse(firstReg)) / 3.156e10;
  const value = Math.max(300, m.price[0] * 1.2 * 0.85 ** age * Math.max(0.4, 1 - km / 350000) * (0.8 + random() * 0.25));
  return { title: `${m.make.replace(' Motorrad', '')} ${m.model}`, vin: vinOf(random, m, year), plate: PLATES[lang](random, firstReg), firstReg, km, cents: Math.min(Math.round(value / 100) * 10000, Math.round((gross * 0.55) / 10000) * 10000) };
}
/** A deposit paid with the order: 500, 1 000 … or 10 % of the gross, in hundreds. */
export const depositOf = (random: Random, gross: number): number => Math.min(Math.round(gross / 3 / 10000) * 10000, pick(random, [50000, 100000, 100000, 200000, 250000, Math.round(gross / 10 / 10000) * 10000]));
/** An amount financed: 40–80 % of what is left, in hundreds, leaving at least 500. */
export const financedOf = (random: Random, left: number): number => Math.max(0, Math.min(left - 50000, Math.round((left * (0.4 + random() * 0.4)) / 10000) * 10000));

// ---------------------------------------------------------------- truth
/** A row's ground truth: its printed lines joined by "\n", quantity and price only where printed, the rate only where `printsRate`. */
export const truthRow = (r: VRow, printsQty: boolean, printsRate: boolean): TruthItem => ({
  description: [r.text, ...r.details].join('\n'), quantity: printsQty ? r.qty : null, unit_price: printsQty && r.mills !== null ? r.mills / 1000 : null, amount: r.cents / 100,
  tax_rate: printsRate && r.rate !== null ? r.rate : null,
});
export const result = (lang: Lang, html: string, fields: TruthFields, rows: VRow[], printsQty: boolean, printsRate: boolean) =>
  built(lang, html, fields, rows.map((r) => truthRow(r, printsQty, printsRate)));
/** A description cell: the row's lines, each a one-line span. */
export const descCell = (r: VRow): string => dl(r.text) + r.details.map((x) => dl(x, 'sub')).join('');
export const tableLines = (rows: VRow[], extra = 0): number => rows.reduce((s, r) => s + 1 + r.details.length, extra);
/** A signed amount: "-1.200,00" or "−£1,200.00". */
export const signed = (cents: number, m: (c: number) => string, minus = '-'): string => (cents < 0 ? `${minus}${m(-cents)}` : m(cents));

// ---------------------------------------------------------------- look
/** A small drawn mark: a car, a steering wheel, a tractor, a motorbike or a shield, with the initials on some. */
export function logo(random: Random, accent: string, name: string, kind: Kind, light = false): string {
  const ink = light ? '#ffffff' : accent;
  const initials = name.replace(/[^A-Za-zÀ-ÿ ]/g, ' ').split(/\s+/).filter((w) => w.length > 2 && /^[A-ZÀ-Þ]/.test(w)).slice(0, 2).map((w) => w.charAt(0)).join('');
  const car = `<path d="M4 28 L8 18 Q10 13 16 13 H31 Q36 13 39 18 L44 22 Q47 23 47 27 V30 H4 Z" fill="${ink}"/><circle cx="13" cy="31" r="5" fill="${ink}" stroke="#fff" stroke-width="2"/><circle cx="37" cy="31" r="5" fill="${ink}" stroke="#fff" stroke-width="2"/>`;
  const wheel = `<circle cx="24" cy="20" r="15" fill="none" stroke="${ink}" stroke-width="4"/><circle cx="24" cy="20" r="4" fill="${ink}"/><path d="M9 20 H20 M28 20 H39 M24 24 V35" stroke="${ink}" stroke-width="4"/>`;
  const tractor = `<rect x="16" y="8" width="14" height="14" fill="${ink}" opacity="0.8"/><rect x="8" y="18" width="34" height="8" fill="${ink}"/><circle cx="14" cy="30" r="8" fill="${ink}" stroke="#fff" stroke-width="2"/><circle cx="39" cy="32" r="5" fill="${ink}" stroke="#fff" stroke-width="2"/>`;
  const moto = `<circle cx="11" cy="29" r="7" fill="none" stroke="${ink}" stroke-width="3.5"/><circle cx="38" cy="29" r="7" fill="none" stroke="${ink}" stroke-width="3.5"/><path d="M11 29 L20 17 H31 L38 29 M31 17 L28 10 H34" fill="none" stroke="${ink}" stroke-width="3.5"/>`;
  const shield = `<path d="M24 3 L42 9 V20 Q42 32 24 38 Q6 32 6 20 V9 Z" fill="${ink}"/><path d="M15 22 L24 13 L33 22" fill="none" stroke="#fff" stroke-width="3"/>`;
  const shape = kind === 'tractor' || kind === 'machine' ? pick(random, [tractor, shield]) : kind === 'moto' ? pick(random, [moto, shield]) : pick(random, [car, wheel, shield]);
  const letters2 = initials && chance(random, 0.4) ? `<span class="ini" style="color:${ink}">${esc(initials)}</span>` : '';
  return `<span class="logo"><svg width="48" height="40" viewBox="0 0 48 40">${shape}</svg>${letters2}</span>`;
}
/** A font size for `lines` printed lines: a little larger than logistics-common's, the documents having few rows. */
export const vsize = (look: Look, lines: number): number => Math.min(look.narrow ? 11.6 : look.dv ? 10.2 : 11, sizeFor(look, lines) * (lines < 30 ? 1.12 : 1));
/** The vehicle data as a grid of label / value cells, `per` pairs a row, under a heading. */
export function specGrid(title: string, pairs: [string, string][], per: number): string {
  const rows: [string, string][][] = [];
  for (let i = 0; i < pairs.length; i += per) rows.push(pairs.slice(i, i + per));
  return `<div class="spec"><div class="shead">${span(title)}</div><table>${rows.map((r) => `<tr>${r.map(([k, v]) => `<td class="k">${span(k)}</td><td class="v">${span(v)}</td>`).join('')}</tr>`).join('')}</table></div>`;
}
/** A titled box of one-line texts (trade-in, lessee, finance). */
export const infoBox = (title: string, lines: string[], cls = 'ibox'): string => `<div class="${cls}"><div class="ihead">${span(title)}</div>${lines.map((l) => `<div>${span(l)}</div>`).join('')}</div>`;
/** The family's CSS on top of logistics-common's. */
export function vehCss(look: Look): string {
  return `${lookCss(look)}
.logo { margin-right: 6px } .meta .dl { white-space: nowrap }
.items tr.discount td { color: #8a1c1c } .items tr.vehicle td { padding-top: 3px; padding-bottom: 3px } .items tr.vehicle td:first-child .dl { white-space: nowrap }
.win { min-width: 250px } .wlab { font-size: 0.76em; font-weight: bold; text-transform: uppercase; color: ${look.accent}; margin-bottom: 2px }
.sender { font-size: 0.72em; color: #555; border-bottom: 0.5px solid #888; display: inline-block; margin-bottom: 4px }
.spec { margin-top: 10px; border: 0.8px solid #777 } .shead { background: ${look.accent}; color: #fff; font-weight: bold; padding: 2px 6px } .spec table { width: 100% }
.spec td { padding: 1px 6px; white-space: nowrap } .spec td.k { color: #555; font-size: 0.9em } .spec td.v { font-weight: bold }
.ibox { border: 0.8px solid ${look.accent}; border-left-width: 4px; padding: 3px 8px; margin-top: 8px } .ihead { font-size: 0.78em; font-weight: bold; text-transform: uppercase; color: ${look.accent} }
.legal { margin-top: 6px; font-weight: bold } .policy { margin-top: 6px }`;
}
