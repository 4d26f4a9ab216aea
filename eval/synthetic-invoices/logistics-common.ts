/**
 * What the logistics family's layouts (logistics.ts) share: shipments (route, pickup and delivery dates, pallets,
 * weight, loading metres, kilometres, their own shipment / CMR / delivery-note numbers), freight rows priced flat,
 * per pallet, per 100 kg, per loading metre or per km, percentage surcharges (diesel, toll) and fixed extras,
 * all in integer cents; the VAT per rate, the ground-truth rows, and the look each document draws (accent, font,
 * header band and logo, address window left or right, the identifier block as a table, a grid or label pairs,
 * the item table with a grid, rules, zebra stripes or nothing); pages and one-line `.dl` spans as in
 * distribution-common.ts and workshop-common.ts.
 */
import {
  addDays, built, chance, compact, digits, dl, dls, earlier, esc, euros, fitSize, FONTS, fmtDate, int, issueDate, letters, lineCents, money, monthEnd, NBSP, NNBSP, num,
  page, pctCents, phone, pick, priceText, seqNo, shuffled, slug, span, type Lang, type Layout, type Random, type TruthFields, type TruthItem,
} from './distribution-common.ts';
import type { Extra, Place } from './logistics-names.ts';

export {
  addDays, chance, compact, digits, dl, dls, earlier, esc, euros, fitSize, FONTS, fmtDate, int, issueDate, letters, money, monthEnd, NBSP, NNBSP, num, page, pctCents,
  phone, pick, priceText, seqNo, shuffled, slug, span,
};
export type { Lang, Layout, Random, TruthFields, TruthItem };

// ---------------------------------------------------------------- shipments
export interface Shipment {
  no: string; cmr: string; dn: string; from: Place; to: Place; pickup: string; delivery: string; kg: number; pallets: number; ldm: number; km: number; intl: boolean;
}
export interface ShipmentOptions { intlShare: number; home: Place[]; abroad: Place[]; no: () => string; cmr: () => string; dn: () => string }
/** `count` shipments picked up and delivered before `date` (oldest first), each leg from or to a home town. */
export function drawShipments(random: Random, date: string, count: number, o: ShipmentOptions): Shipment[] {
  const out: Shipment[] = [];
  for (let i = 0; i < count; i++) {
    const intl = chance(random, o.intlShare);
    const a = pick(random, o.home);
    let b = pick(random, intl ? o.abroad : o.home);
    while (b === a) b = pick(random, o.home);
    const [from, to] = chance(random, 0.7) ? [a, b] : [b, a];
    const pickup = earlier(random, date, 5, 30), gap = Math.round((Date.parse(date) - Date.parse(pickup)) / 86400000);
    const delivery = addDays(pickup, int(random, intl ? 1 : 0, Math.min(intl ? 4 : 2, gap - 1)));
    const full = chance(random, 0.22);
    const pallets = full ? 33 : int(random, 1, chance(random, 0.6) ? 6 : 18);
    const kg = full ? int(random, 120, 240) * 100 : pallets * int(random, 24, 140) * 5;
    const km = intl ? int(random, 45, 190) * 10 : int(random, 8, 75) * 10;
    out.push({ no: o.no(), cmr: o.cmr(), dn: o.dn(), from, to, pickup, delivery, kg, pallets, ldm: full ? 13.6 : Math.round(pallets * 4) / 10, km, intl });
  }
  return out.sort((x, y) => x.pickup.localeCompare(y.pickup));
}

// ---------------------------------------------------------------- rows
export type Mode = 'flat' | 'pallet' | 'kg' | 'ldm' | 'km';
export type RowKind = 'freight' | 'surcharge' | 'extra';
/** An invoice row: quantity and unit price (tenths of a cent) null on percentage rows, which print neither. */
export interface LRow { text: string; detail: string | null; qty: number | null; unit: string; mills: number | null; cents: number; rate: number; kind: RowKind; ship: number; mode?: Mode }

/** The freight of a shipment in euros or pounds: a rate per km scaled by how much of a truck it fills. */
function freightValue(random: Random, s: Shipment): number {
  const load = Math.max(0.1, (s.ldm / 13.6) ** 0.7);
  return Math.max(38, s.km * (1.15 + random() * 0.6) * load + int(random, 15, 60));
}
/** The freight row of shipment `ship`, priced by `mode`; `units` are the unit labels the layout prints. */
export function freightRow(random: Random, s: Shipment, ship: number, mode: Mode, o: { text: string; detail: string | null; units: Record<Mode, string>; rate: number }): LRow {
  const value = freightValue(random, s);
  const per = (q: number) => Math.max(10, Math.round((value / q) * 100) * 10);
  const [qty, mills] =
    mode === 'flat' ? [1, (Math.round(value) + pick(random, [0, 0, 0.5])) * 1000]
      : mode === 'pallet' ? [s.pallets, per(s.pallets)]
        : mode === 'kg' ? [s.kg / 100, per(s.kg / 100)]
          : mode === 'ldm' ? [s.ldm, per(s.ldm)]
            : [s.km, per(s.km)];
  return { text: o.text, detail: o.detail, qty, unit: o.units[mode], mills, cents: lineCents(qty, mills, []), rate: o.rate, kind: 'freight', ship, mode };
}
/** A percentage row (`pct` % of `base` cents): diesel floater, toll surcharge, fuel surcharge. */
export const pctRow = (text: string, detail: string | null, base: number, pct: number, rate: number, ship: number): LRow =>
  ({ text, detail, qty: null, unit: '', mills: null, cents: pctCents(base, pct), rate, kind: 'surcharge', ship });
/** A fixed extra on shipment `s`: one, per pallet, per half hour of waiting or per km (three-decimal toll rate). */
export function extraRow(random: Random, e: Extra, s: Shipment, ship: number, rate: number, detail: string | null = null): LRow {
  const qty = e.per === 'one' ? 1 : e.per === 'pallets' ? Math.min(s.pallets, 33) : e.per === 'hours' ? int(random, 2, 6) / 2 : s.km;
  const mills = e.per === 'km' ? int(random, Math.round(e.price[0] * 1000), Math.round(e.price[1] * 1000)) : int(random, Math.round(e.price[0] * 2), Math.round(e.price[1] * 2)) * 500;
  return { text: e.text, detail, qty, unit: e.unit, mills, cents: lineCents(qty, mills, []), rate, kind: 'extra', ship };
}
/** A row priced by the layout itself (a courier's parcels): quantity × unit price in tenths of a cent. */
export const plainRow = (text: string, detail: string | null, qty: number, unit: string, mills: number, rate: number, ship: number, kind: RowKind = 'freight'): LRow =>
  ({ text, detail, qty, unit, mills, cents: lineCents(qty, mills, []), rate, kind, ship });
/** Diesel-floater percentages as forwarders print them. */
export const drawPct = (random: Random): number => pick(random, [6.5, 8, 9.5, 11.2, 12.5, 14.3, 16, 17.75, 18.5, 21.4, 23]);
/** A quantity: whole numbers bare, others with two decimals (three when they need them). */
export function qtyFmt(value: number, decimal: string): string {
  if (Number.isInteger(value)) return String(value);
  return num(value, decimal, '', Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? 2 : 3);
}
/** A percentage with `decimal`: "14,3" / "8" / "17,75". */
export const pctText = (p: number, decimal: string): string => String(p).replace('.', decimal);

// ---------------------------------------------------------------- VAT and truth
export interface VatLine { rate: number; base: number; tax: number }
export interface VatTotals { net: number; lines: VatLine[]; tax: number; gross: number }
/** Bases per VAT rate (highest first) and their VAT, each rounded once per rate, in cents. */
export function vatTotals(rows: LRow[]): VatTotals {
  const rates = [...new Set(rows.map((r) => r.rate))].sort((a, b) => b - a);
  const lines = rates.map((rate) => { const base = rows.filter((r) => r.rate === rate).reduce((s, r) => s + r.cents, 0); return { rate, base, tax: pctCents(base, rate) }; });
  const net = lines.reduce((s, l) => s + l.base, 0), tax = lines.reduce((s, l) => s + l.tax, 0);
  return { net, lines, tax, gross: net + tax };
}
/** A row's ground truth: printed lines joined by "\n"; the rate only where `printsRate` says the row prints it. */
export const truthRow = (r: LRow, printsRate: boolean): TruthItem => ({
  description: r.detail ? `${r.text}\n${r.detail}` : r.text, quantity: r.qty, unit_price: r.mills === null ? null : r.mills / 1000, amount: r.cents / 100, tax_rate: printsRate ? r.rate : null,
});
export const result = (lang: Lang, html: string, fields: TruthFields, rows: LRow[], printsRate: (r: LRow) => boolean) => built(lang, html, fields, rows.map((r) => truthRow(r, printsRate(r))));
/** A description cell: the row's line and its second line, each a one-line span. */
export const descCell = (r: LRow): string => dl(r.text) + (r.detail ? dl(r.detail, 'sub') : '');
/** Printed table lines: rows, their second lines and `extra` headings. */
export const tableLines = (rows: LRow[], extra = 0): number => rows.length + rows.filter((r) => r.detail).length + extra;

// ---------------------------------------------------------------- look
export type MetaStyle = 'table' | 'grid' | 'pairs';
export type TableStyle = 'grid' | 'rules' | 'zebra' | 'plain';
export interface Look { accent: string; font: string; narrow: boolean; dv: boolean; band: boolean; logo: boolean; windowLeft: boolean; meta: MetaStyle; table: TableStyle }
export function pickLook(random: Random, fonts: string[], accents: string[]): Look {
  const font = pick(random, fonts);
  return {
    accent: pick(random, accents), font, narrow: font.includes('Narrow') || font.includes('Condensed'), dv: font.startsWith("'DejaVu Sans'") || font.startsWith("'DejaVu Serif'"),
    band: chance(random, 0.45), logo: chance(random, 0.6), windowLeft: chance(random, 0.6), meta: pick(random, ['table', 'grid', 'pairs']), table: pick(random, ['grid', 'rules', 'zebra', 'plain']),
  };
}
/** A font size for `lines` table lines that suits the font's width. */
export const sizeFor = (look: Look, lines: number): number => fitSize(lines, look.narrow ? 10.4 : look.dv ? 9 : 9.8, look.narrow ? 8.6 : look.dv ? 7.4 : 8);
/** A small drawn logo: a lorry-box mark in the accent colour, with the firm's initials on some. */
export function logo(random: Random, accent: string, name: string, light = false): string {
  const ink = light ? '#ffffff' : accent;
  const initials = name.replace(/[^A-Za-zÀ-ÿ ]/g, ' ').split(/\s+/).filter((w) => w.length > 2 && /^[A-ZÀ-Þ]/.test(w)).slice(0, 2).map((w) => w.charAt(0)).join('');
  const shape = pick(random, [
    `<rect x="2" y="10" width="30" height="20" rx="2" fill="${ink}"/><path d="M32 16h8l6 7v7H32z" fill="${ink}" opacity="0.75"/><circle cx="11" cy="33" r="4" fill="${ink}"/><circle cx="38" cy="33" r="4" fill="${ink}"/>`,
    `<path d="M4 30 L20 6 L28 18 L36 8 L46 30 Z" fill="${ink}"/>`,
    `<circle cx="24" cy="20" r="16" fill="none" stroke="${ink}" stroke-width="4"/><path d="M10 20h24l-7-7M34 20l-7 7" fill="none" stroke="${ink}" stroke-width="4"/>`,
  ]);
  const letters2 = initials && chance(random, 0.4) ? `<span class="ini" style="color:${ink}">${esc(initials)}</span>` : '';
  return `<span class="logo"><svg width="48" height="40" viewBox="0 0 48 40">${shape}</svg>${letters2}</span>`;
}
/** The document's identifiers (labels with values) as a two-column table, a boxed grid of cells or label pairs. */
export function metaHtml(pairs: [string, string][], style: MetaStyle, perRow = 4): string {
  if (style === 'table') return `<table class="meta mt">${pairs.map(([k, v]) => `<tr><td class="k">${span(k)}</td><td class="b">${span(v)}</td></tr>`).join('')}</table>`;
  if (style === 'pairs') return `<div class="meta mp">${pairs.map(([k, v]) => `<div>${span(`${k}:`, 'k')} ${span(v, 'b')}</div>`).join('')}</div>`;
  const chunks: [string, string][][] = [];
  for (let i = 0; i < pairs.length; i += perRow) chunks.push(pairs.slice(i, i + perRow));
  return chunks.map((c) => `<table class="meta mg"><tr>${c.map(([k]) => `<th>${span(k)}</th>`).join('')}</tr><tr>${c.map(([, v]) => `<td class="b">${span(v)}</td>`).join('')}</tr></table>`).join('');
}
/** Identifiers in the layout's order, or shuffled (the invoice number not always first). */
export const arrange = <T>(random: Random, pairs: T[]): T[] => (chance(random, 0.5) ? shuffled(random, pairs) : pairs);
export type Col = [string, string];
/** The item table: `cols` (head, class) and each row's cells, in the look's table style. */
export function itemsTable(cols: Col[], cells: string[][], kinds: string[]): string {
  return `<table class="items"><thead><tr>${cols.map(([c, a]) => `<th class="${a}">${esc(c)}</th>`).join('')}</tr></thead><tbody>${cells.map((r, i) => `<tr class="${kinds[i] ?? ''}">${r.map((c, j) => `<td class="${cols[j]?.[1] ?? ''}">${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}
/** A labelled totals table: [label, value, class] rows. */
export const totalsHtml = (rows: [string, string, string][]): string => `<table class="tot">${rows.map(([k, v, c]) => `<tr class="${c}"><td>${span(k)}</td><td class="r nw">${span(v)}</td></tr>`).join('')}</table>`;
/** The CSS of the shared parts in the document's look. */
export function lookCss(look: Look): string {
  const a = look.accent;
  const table = {
    grid: `.items { border: 0.8px solid #555 } .items th { background: #e8ecef; border: 0.6px solid #555 } .items td { border: 0.5px solid #999 }`,
    rules: `.items th { border-top: 1.4px solid #222; border-bottom: 1px solid #222 } .items td { border-bottom: 0.5px solid #bbb } .items tr.surcharge td, .items tr.extra td { border-bottom-style: dotted }`,
    zebra: `.items th { background: ${a}; color: #fff } .items tbody tr:nth-child(even) td { background: #f0f2f4 }`,
    plain: `.items th { border-bottom: 0.8px solid #444; color: ${a} } .items tr.freight td { padding-top: 4px }`,
  }[look.table];
  return `
.logo { display: inline-flex; align-items: center; gap: 4px; vertical-align: middle } .ini { font-weight: bold; font-size: 1.5em; letter-spacing: 0.04em }
.meta .k { color: #555 } .mt td { padding: 1px 8px 1px 0 } .mp { display: grid; grid-template-columns: auto auto; column-gap: 18px; row-gap: 1px }
.mg { width: 100%; border: 0.8px solid #666; margin-bottom: 3px } .mg th { font-size: 0.78em; color: #444; background: #f0f1f3; border: 0.5px solid #999; padding: 1px 5px; text-align: left } .mg td { border: 0.5px solid #999; padding: 1px 5px }
.items { width: 100% } .items th { padding: 3px 4px; font-weight: bold; white-space: nowrap; font-size: 0.92em } .items td { padding: 1px 4px } .items td.r, .items td.nw { white-space: nowrap }
.items tr.surcharge td, .items tr.extra td { color: #333 }
${table}
.tot { min-width: 260px } .tot td { padding: 1px 6px } .tot .rule td { border-top: 0.8px solid #444 } .tot .big td { font-weight: bold; font-size: 1.15em; border-top: 1.2px solid #222; border-bottom: 2.5px double #222 }
.tot .hl td { background: ${a}; color: #fff; font-weight: bold; font-size: 1.1em; padding: 3px 6px }`;
}
/** The head row: the supplier block and the customer's address window, the window left or right. */
export const headRow = (look: Look, supplier: string, window: string): string => `<div class="hrow" style="display:flex; justify-content:space-between; align-items:flex-start; gap:18px; flex-direction:${look.windowLeft ? 'row-reverse' : 'row'}">${supplier}${window}</div>`;
/** A customer's window: name bold, then its lines, with a small sender line above it on some. */
export const windowHtml = (lines: string[], sender: string | null): string => `<div class="win">${sender ? `<div class="sender">${span(sender)}</div>` : ''}${lines.map((l, i) => `<div${i === 0 ? ' class="b"' : ''}>${span(l)}</div>`).join('')}</div>`;
export const money2 = (decimal: string, group: string) => (cents: number): string => money(cents, decimal, group);
/** A random reference code with letters and digits, e.g. "HAM-204811". */
export const refCode = (random: Random, prefix: string, n: number): string => `${prefix}${digits(random, n)}`;
