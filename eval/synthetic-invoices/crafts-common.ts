/**
 * What the crafts family's layouts (crafts.ts) share: the trades' work catalogues (crafts-work-*.ts) drawn into
 * numbered positions — quantity × unit (m², lfm, Std., psch. …) × unit price in integer cents, one to three printed
 * description lines, a labour / material / mixed kind — grouped on some documents under headings with group sums;
 * the dates of a job (quote, execution period, invoice, due date); the VAT per rate; the labour share (§ 35a EStG,
 * CIS); the letterheads, trade marks, address windows, job-site boxes and footers; and the ground-truth rows.
 *
 * Ground-truth conventions of the family:
 * - Only what the page prints is labelled. `supplier_name` is the trade business as printed in the letterhead (its
 *   legal name with legal form where printed); `customer_name` the addressee of the window (a private person without
 *   salutation, a company, a property manager or a main contractor), never the job-site contact or the owner named
 *   under the job address.
 * - `po_number` only where the customer's own order number is printed under an order / PO label; the trade's quote
 *   (Angebot, devis, presupuesto, preventivo, offerte) and job numbers are not POs and are never labelled.
 * - `date` is the invoice date; `due_date` only where a payment date is printed (with Skonto terms printing both a
 *   Skonto date and a net date, the net date: the date by which the full amount is due); terms alone give none.
 * - Every position row is an item: `description` its printed lines joined by "\n"; `quantity` and `unit_price` as
 *   printed (null on rows that print neither, e.g. a discount or an instalment percentage); `amount` its net amount;
 *   `tax_rate` only where the row prints its rate. A discount is a position row of its own with a negative amount.
 * - Group headings and group-sum rows ("Summe Titel 2", "Total fournitures") are never items: a group sum prints
 *   the sum of the items of its group, and the groups' sums add up to the net sum of all positions.
 * - `subtotal` is the net sum of all positions (discount rows included), labelled where the page prints it;
 *   `total_tax` the VAT printed — the sum of the rates' VAT, printed as its own line where there are several — (0
 *   where a reverse-charge or not-VAT-registered statement replaces it, even when a British reverse-charge note
 *   states the VAT the customer accounts for);
 *   `total_amount` the invoice total (gross, before deposits, CIS, retention or withholding deductions);
 *   `amount_due` what the page says remains to pay after them (a Dutch G-rekening split still pays the whole sum;
 *   Skonto is only offered, never deducted). Every amount is computed in integer cents and adds up exactly.
 * - `supplier_tax_id` the supplier's VAT id where printed, else the tax number it prints (Steuernummer, UTR);
 *   `iban` compact, where printed (beside a Dutch G-rekening, the ordinary bank account); `currency` always.
 */
import {
  addDays, built, chance, dl, dls, esc, int, issueDate, lineCents, num, pctCents, pick, shuffled, span, type Lang, type Random, type TruthFields,
} from './distribution-common.ts';
import { lookCss, sizeFor, type Col, type Look } from './logistics-common.ts';

export type Trade = 'paint' | 'elec' | 'plumb' | 'roof' | 'carp' | 'tile' | 'garden' | 'build';
export type Unit = 'h' | 'm2' | 'm' | 'pc' | 'ls' | 'kg' | 'm3' | 'day' | 'km';
/** Labour, material, both (a unit price including material), travel, disposal. */
export type Kind = 'L' | 'M' | 'B' | 'T' | 'D';
export interface Work { kind: Kind; unit: Unit; price: [number, number]; qty: [number, number]; step: number; lines: string[] }
/** A catalogue entry: kind, unit, price range per unit, quantity range, quantity grain, its printed lines (first line, then details). */
export const W = (kind: Kind, unit: Unit, price: [number, number], qty: [number, number], step: number, ...lines: string[]): Work => ({ kind, unit, price, qty, step, lines });
/** A trade: firm-name patterns ({F} first name, {L} surname, {T} town), taglines under the name, and its works in job order. */
export interface TradeBook { firms: string[]; tagline: string[]; works: Work[] }
export type Book = Partial<Record<Trade, TradeBook>>;

// ---------------------------------------------------------------- rows
/** X: discount, I: instalment (a share of a contract sum). */
export type RowKind = Kind | 'X' | 'I';
export interface CRow { pos: string; lines: string[]; qty: number | null; unit: string; mills: number | null; cents: number; rate: number; kind: RowKind; group: number }
export const crow = (lines: string[], qty: number | null, unit: string, mills: number | null, rate: number, kind: RowKind, cents?: number): CRow =>
  ({ pos: '', lines, qty, unit, mills, cents: cents ?? lineCents(qty ?? 1, mills ?? 0, []), rate, kind, group: 0 });
/** A unit price in tenths of a cent: small prices to 5 cents, mid ones to 10 or 50 cents, large ones whole. */
export function priceMills(random: Random, [lo, hi]: [number, number]): number {
  const raw = lo + random() * (hi - lo);
  if (raw < 25) return Math.round(raw * 20) * 50;
  if (raw < 150) return pick(random, [Math.round(raw * 10) * 100, Math.round(raw * 2) * 500, Math.round(raw) * 1000]);
  return pick(random, [Math.round(raw) * 1000, Math.round(raw / 5) * 5000, Math.round(raw / 10) * 10000]);
}
/** A quantity on the work's grain within its range. */
export function workQty(random: Random, w: Work): number {
  const n = int(random, Math.max(1, Math.round(w.qty[0] / w.step)), Math.max(1, Math.round(w.qty[1] / w.step)));
  return Number((n * w.step).toFixed(3));
}
/**
 * `n` works in catalogue order (travel rows left to the layout; `extras` — small material, disposal, cleaning — only
 * on jobs of four rows or more), each with up to `details(count)` detail lines printed.
 */
export function drawRows(random: Random, works: Work[], n: number, o: { rate: (w: Work) => number; units: Record<Unit, string>; details: (count: number) => number; kinds?: Kind[]; extras?: Work[] }): CRow[] {
  if (o.extras && n >= 4) works = [...works, ...o.extras];
  const pool = works.filter((w) => w.kind !== 'T' && (!o.kinds || o.kinds.includes(w.kind)));
  const chosen = shuffled(random, pool).slice(0, n).sort((a, b) => works.indexOf(a) - works.indexOf(b));
  const details = o.details(chosen.length);
  return chosen.map((w) => {
    const extra = Math.min(details, w.lines.length - 1, chance(random, 0.3) ? 0 : int(random, 1, 2));
    const qty = w.unit === 'ls' ? 1 : workQty(random, w);
    return crow(tidy(w.lines.slice(0, 1 + extra)), qty, o.units[w.unit], priceMills(random, w.price), o.rate(w), w.kind);
  });
}
/** Lines cut after a line that continues on the next ("…, zweimaliger Anstrich") lose the trailing comma. */
const tidy = (lines: string[]): string[] => lines.map((l, i) => (i === lines.length - 1 ? l.replace(/,$/, '') : l));
/** Drops detail lines from the longest rows until the rows print at most `max` lines. */
export function fitLines(rows: CRow[], max: number): void {
  let total = rows.reduce((s, r) => s + r.lines.length, 0);
  while (total > max) {
    const r = rows.reduce((a, b) => (b.lines.length > a.lines.length ? b : a));
    if (r.lines.length < 2) break;
    r.lines = tidy(r.lines.slice(0, -1));
    total--;
  }
}
/** A discount row of `pct` % on the rows' net sum (before it), at the rows' rate. */
export const discountRow = (text: string, rows: CRow[], pct: number): CRow => crow([text], null, '', null, rows[0].rate, 'X', -pctCents(rows.reduce((s, r) => s + r.cents, 0), pct));
/** Consecutive groups of about equal size for `names` (at most as many as rows allow). */
export function groupConsecutive(rows: CRow[], count: number): void {
  const size = Math.ceil(rows.length / count);
  rows.forEach((r, i) => { r.group = Math.min(count - 1, Math.floor(i / size)); });
}
export type PosStyle = 'n' | 'nn' | 'dotted' | 'tens';
/** Position numbers: 1, 2 … / 01, 02 … / 1.1, 1.2, 2.1 (group.item) / 10, 20 … */
export function numberRows(rows: CRow[], style: PosStyle): void {
  const inGroup = new Map<number, number>();
  rows.forEach((r, i) => {
    const k = (inGroup.get(r.group) ?? 0) + 1;
    inGroup.set(r.group, k);
    r.pos = style === 'n' ? String(i + 1) : style === 'nn' ? String(i + 1).padStart(2, '0') : style === 'tens' ? String((i + 1) * 10) : `${r.group + 1}.${k}`;
  });
}

// ---------------------------------------------------------------- totals
export interface VatLine { rate: number; base: number; tax: number }
export interface Totals { net: number; lines: VatLine[]; tax: number; gross: number; labour: number; material: number }
/** Bases per VAT rate (highest first) and their VAT; `zero` when no VAT is charged (reverse charge, not registered). */
export function totalsOf(rows: CRow[], zero = false): Totals {
  const rates = [...new Set(rows.map((r) => r.rate))].sort((a, b) => b - a);
  const lines = rates.map((rate) => { const base = rows.filter((r) => r.rate === rate).reduce((s, r) => s + r.cents, 0); return { rate, base, tax: zero ? 0 : pctCents(base, rate) }; });
  const net = lines.reduce((s, l) => s + l.base, 0), tax = lines.reduce((s, l) => s + l.tax, 0);
  const labour = rows.filter((r) => r.kind === 'L' || r.kind === 'T').reduce((s, r) => s + r.cents, 0);
  return { net, lines, tax, gross: net + tax, labour, material: rows.filter((r) => r.kind === 'M').reduce((s, r) => s + r.cents, 0) };
}
/** A font size for `lines` printed lines: logistics-common's, a little larger on short documents. */
export const csize = (look: Look, lines: number): number => Math.min(look.narrow ? 11.8 : look.dv ? 10.4 : 11.2, sizeFor(look, lines) * (lines < 26 ? 1.12 : 1));
/** Sum of the rows' cents. */
export const sumCents = (rows: CRow[]): number => rows.reduce((s, r) => s + r.cents, 0);

// ---------------------------------------------------------------- dates
export interface JobDates { date: string; start: string; end: string; quote: string; paid: string; due: string; terms: number; skonto: string; skontoDays: number }
/** The job ran `start`–`end` (one day on some) and ended 1–20 days before the invoice; the quote came 1–8 weeks before the start, a deposit
 * (`paid`) 2–6 days after the quote. */
export function drawJob(random: Random, terms: number[], skontoDays: number[] = [7, 10, 14]): JobDates {
  const date = issueDate(random);
  const end = addDays(date, -int(random, 1, 20));
  const start = chance(random, 0.25) ? end : addDays(end, -int(random, 1, 24));
  const t = pick(random, terms), s = pick(random, skontoDays.filter((x) => x < t).concat(skontoDays.some((x) => x < t) ? [] : [Math.max(1, t - 1)]));
  const quote = addDays(start, -int(random, 7, 56));
  return { date, start, end, quote, paid: addDays(quote, int(random, 2, 6)), due: addDays(date, t), terms: t, skonto: addDays(date, s), skontoDays: s };
}

// ---------------------------------------------------------------- page parts
/** The position table: optional group headings and group sums, the unit in its own column or beside the quantity. */
export interface TableHead { pos: string | null; desc: string; qty: string; unit: string | null; price: string; rate: string | null; amount: string }
export interface TableOptions {
  head: TableHead; groups: string[] | null; groupSum: ((name: string, i: number) => string) | null; m: (cents: number) => string; q: (v: number) => string;
  rate: (r: CRow) => string; groupNo?: (i: number) => string;
}
export function positions(rows: CRow[], o: TableOptions): { html: string; lines: number } {
  const h = o.head;
  const cols: Col[] = [...(h.pos ? [[h.pos, 'pos'] as Col] : []), [h.desc, 'desc'], [h.qty, 'r'], ...(h.unit ? [[h.unit, 'u'] as Col] : []), [h.price, 'r'], ...(h.rate ? [[h.rate, 'r'] as Col] : []), [h.amount, 'r']];
  const blank = (first: string, desc: string, amount: string): string[] => cols.map(([, c], j) => (j === cols.length - 1 ? amount : c === 'desc' ? desc : j === 0 && h.pos ? first : ''));
  const out: { cells: string[]; kind: string }[] = [];
  let lines = 1;
  const item = (r: CRow): string[] => {
    const q = r.qty === null ? '' : o.q(r.qty);
    return [...(h.pos ? [r.pos] : []), dl(r.lines[0], 'l1') + dls(r.lines.slice(1), 'sub'), h.unit || !r.unit ? q : `${q}\u00a0${r.unit}`, ...(h.unit ? [r.qty === null ? '' : r.unit] : []),
      r.mills === null ? '' : o.m(r.mills / 10), ...(h.rate ? [o.rate(r)] : []), o.m(r.cents)];
  };
  const groups = o.groups;
  if (!groups) for (const r of rows) { out.push({ cells: item(r), kind: r.kind }); lines += r.lines.length; }
  else groups.forEach((name, g) => {
    const inG = rows.filter((r) => r.group === g);
    out.push({ cells: blank(o.groupNo ? o.groupNo(g) : '', `<div class="gh">${span(name)}</div>`, ''), kind: 'grp' });
    for (const r of inG) out.push({ cells: item(r), kind: r.kind });
    if (o.groupSum) out.push({ cells: blank('', `<div class="gs">${span(o.groupSum(name, g))}</div>`, `<b>${o.m(sumCents(inG))}</b>`), kind: 'gsum' });
    lines += 1 + (o.groupSum ? 1 : 0) + inG.reduce((s, r) => s + r.lines.length, 0);
  });
  for (const r of rows.filter((x) => groups && x.group < 0)) { out.push({ cells: item(r), kind: r.kind }); lines += r.lines.length; }
  const html = `<table class="items"><thead><tr>${cols.map(([c, a]) => `<th class="${a}">${esc(c)}</th>`).join('')}</tr></thead><tbody>${out.map((r) => `<tr class="k${r.kind}">${r.cells.map((c, j) => `<td class="${cols[j][1]}">${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  return { html, lines };
}

/** A small drawn mark of the trade: roller, bolt, drop, roof, saw, tiles, leaf or house. */
export function tradeMark(trade: Trade, ink: string, size = 44): string {
  const shapes: Record<Trade, string> = {
    paint: `<rect x="6" y="5" width="30" height="11" rx="3" fill="${ink}"/><path d="M36 10 H42 V22 H22 V28" fill="none" stroke="${ink}" stroke-width="3"/><rect x="19" y="28" width="6" height="12" rx="1.5" fill="${ink}"/>`,
    elec: `<path d="M27 2 L9 24 H21 L16 40 L36 15 H24 Z" fill="${ink}"/>`,
    plumb: `<path d="M22 3 C22 3 8 19 8 27 a14 13 0 0 0 28 0 C36 19 22 3 22 3 Z" fill="${ink}"/><path d="M15 27 a7 7 0 0 0 7 7" fill="none" stroke="#fff" stroke-width="2.5"/>`,
    roof: `<path d="M2 22 L22 5 L42 22" fill="none" stroke="${ink}" stroke-width="5"/><rect x="30" y="6" width="5" height="9" fill="${ink}"/><rect x="9" y="23" width="26" height="15" fill="${ink}" opacity="0.6"/>`,
    carp: `<path d="M4 30 L30 6 L40 14 L14 38 Z" fill="${ink}"/><path d="M14 38 L10 34 M18 34 L14 30 M22 30 L18 26 M26 26 L22 22" stroke="#fff" stroke-width="2"/>`,
    tile: `<rect x="4" y="4" width="16" height="16" fill="${ink}"/><rect x="24" y="4" width="16" height="16" fill="${ink}" opacity="0.55"/><rect x="4" y="24" width="16" height="16" fill="${ink}" opacity="0.55"/><rect x="24" y="24" width="16" height="16" fill="${ink}"/>`,
    garden: `<path d="M22 40 V20" stroke="${ink}" stroke-width="3"/><path d="M22 22 C6 20 4 8 8 3 C20 3 26 12 22 22 Z" fill="${ink}"/><path d="M22 28 C34 28 40 20 38 12 C28 12 22 18 22 28 Z" fill="${ink}" opacity="0.7"/>`,
    build: `<path d="M4 20 L22 5 L40 20 V40 H4 Z" fill="${ink}"/><rect x="10" y="24" width="10" height="5" fill="#fff"/><rect x="24" y="24" width="10" height="5" fill="#fff"/><rect x="17" y="31" width="10" height="5" fill="#fff"/>`,
  };
  return `<svg class="mark" width="${size}" height="${size}" viewBox="0 0 44 44">${shapes[trade]}</svg>`;
}
export type HeadStyle = 'band' | 'centered' | 'left' | 'boxed';
/** The letterhead: the firm's name (and its mark on some) with taglines, and the contact lines. */
export function letterhead(style: HeadStyle, o: { mark: string | null; markLight: string | null; name: string; tag: string[]; contact: string[] }): string {
  const tags = o.tag.map((t) => `<div class="tag">${span(t)}</div>`).join('');
  const contact = `<div class="contact">${o.contact.map((c) => `<div>${span(c)}</div>`).join('')}</div>`;
  switch (style) {
    case 'band': return `<div class="lh band"><div class="lhl">${o.markLight ?? ''}<div><div class="fname">${span(o.name)}</div>${tags}</div></div>${contact}</div>`;
    case 'centered': return `<div class="lh centered">${o.mark ?? ''}<div class="fname">${span(o.name)}</div>${tags}<div class="cline">${span(o.contact.join(' · '))}</div></div>`;
    case 'left': return `<div class="lh left"><div class="lhl">${o.mark ?? ''}<div><div class="fname">${span(o.name)}</div>${tags}</div></div>${contact}</div>`;
    case 'boxed': return `<div class="lh boxed"><div class="box"><div class="fname">${span(o.name)}</div>${tags}</div><div class="lhr">${o.mark ?? ''}${contact}</div></div>`;
  }
}
/** A labelled box of one-line texts: the job site (Bauvorhaben, adresse du chantier, job address …). */
export const siteBox = (label: string, lines: string[]): string => `<div class="site"><div class="slab">${span(label)}</div>${lines.map((l, i) => `<div${i === 0 ? ' class="b"' : ''}>${span(l)}</div>`).join('')}</div>`;
/** The footer pinned to the page's bottom: columns of one-line texts over a rule. */
export const footer = (cols: string[][]): string => `<div class="foot"><div class="fcols">${cols.map((c) => `<div>${c.map((l) => `<div>${span(l)}</div>`).join('')}</div>`).join('')}</div></div>`;
/** Notes under the totals, each its own paragraph (`bold` indexes set in bold: legal statements). */
export const notesHtml = (notes: string[], bold: number[] = []): string => `<div class="notes">${notes.map((n, i) => `<p${bold.includes(i) ? ' class="b"' : ''}>${esc(n)}</p>`).join('')}</div>`;
/** The family's CSS on top of logistics-common's. */
export function craftCss(look: Look): string {
  const a = look.accent;
  return `${lookCss(look)}
.lh { padding: 22px 40px 8px; display: flex; justify-content: space-between; align-items: center; gap: 14px } .lhl { display: flex; align-items: center; gap: 10px }
.fname { font-size: 1.6em; font-weight: bold; color: ${a}; line-height: 1.15 } .tag { font-size: 0.88em; color: #444 } .contact { font-size: 0.84em; text-align: right; color: #333 }
.band { background: ${a}; color: #fff; padding: 16px 40px 12px } .band .fname, .band .tag, .band .contact { color: #fff }
.centered { display: block; text-align: center; border-bottom: 1.5px solid ${a}; padding-bottom: 6px } .centered .mark { display: block; margin: 0 auto 2px } .cline { font-size: 0.82em; color: #444; margin-top: 3px }
.left { border-bottom: 2.5px solid ${a} } .boxed .box { border-left: 6px solid ${a}; padding: 2px 12px; background: #f4f5f6 } .lhr { display: flex; gap: 12px; align-items: center }
.main { padding: 14px 40px 0 } .win { min-width: 270px; min-height: 80px } .wlab { font-size: 0.76em; font-weight: bold; text-transform: uppercase; color: ${a}; margin-bottom: 2px }
.sender { font-size: 0.72em; color: #555; border-bottom: 0.5px solid #888; display: inline-block; margin-bottom: 4px }
.site { border: 0.8px solid ${a}; border-left-width: 4px; padding: 3px 10px; min-width: 220px } .slab { font-size: 0.76em; font-weight: bold; text-transform: uppercase; color: ${a} }
.title { font-size: 1.45em; font-weight: bold; margin: 12px 0 4px; color: ${a} } .intro { margin: 4px 0 8px } .items { margin-top: 6px }
.items td.pos { white-space: nowrap; padding-right: 6px } .items td.u { white-space: nowrap } .items td .l1 { font-weight: 600 } .items tr.kX td { color: #8a1c1c }
.items tr.grp td { padding-top: 6px } .gh { font-weight: bold; text-decoration: underline } .gs { text-align: right; font-style: italic } .items tr.gsum td { border-top: 0.6px dotted #666 }
.meta .dl { white-space: nowrap } .bottom { display: flex; justify-content: space-between; gap: 16px; margin-top: 8px; align-items: flex-start } .side { max-width: 330px; font-size: 0.92em }
.notes { margin-top: 8px } .notes p { margin: 0 0 3px } .foot { padding: 0 40px 14px } .fcols { display: flex; justify-content: space-between; gap: 10px; border-top: 0.8px solid ${a}; padding-top: 4px; font-size: 0.72em; color: #333 }`;
}

/** A quantity: `fixed` decimals ("12,50", "4,00"), or as few as it needs ("12,5", "3,25", "4"). */
export const qfmt = (v: number, dec: string, fixed: number | null): string => (fixed !== null ? num(v, dec, '', fixed) : Number.isInteger(v) ? String(v) : String(v).replace('.', dec));

// ---------------------------------------------------------------- truth
export const truthRows = (rows: CRow[], printsRate: boolean) => rows.map((r) => ({
  description: r.lines.join('\n'), quantity: r.qty, unit_price: r.mills === null ? null : r.mills / 1000, amount: r.cents / 100, tax_rate: printsRate ? r.rate : null,
}));
export const finish = (lang: Lang, html: string, fields: TruthFields, rows: CRow[], printsRate: boolean) => built(lang, html, fields, truthRows(rows, printsRate));
/** A web / e-mail domain name of a firm: its first two words without legal forms and the owner's first name, hyphenated. */
export function domain(firm: string, first: string): string {
  const words = firm.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && w !== first.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '') && !/^(gmbh|co|kg|ek|sarl|sas|eurl|ltd|sl|sa|srl|snc|bv|vof|zn|di|de|del|en|et|und|and|y|e|ets|the|van|der|den)$/.test(w));
  return [...new Set(words)].slice(0, 2).join('-');
}
/** A firm name from a pattern: {F} first name, {L} surname, {T} town. */
export const firmName = (pattern: string, first: string, last: string, town: string): string => pattern.replaceAll('{F}', first).replaceAll('{L}', last).replaceAll('{T}', town);
