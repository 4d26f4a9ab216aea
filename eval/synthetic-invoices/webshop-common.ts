/**
 * What the web-shop family's layouts (webshop.ts) share: the shop (brand, legal name, theme and catalogue), the
 * order's rows — products with their variant lines, quantities and SKUs, priced gross (B2C shops) or net (B2B shops,
 * PrestaShop's HT tables) — shipping and order discounts (a percentage or a fixed voucher) either as table rows or in
 * the totals block, the VAT per rate, the dates of an order (ordered, invoiced, shipped, due), the look each document
 * draws (font, accent, logo mark, table style), money printing per country and the ground-truth rows. All money is
 * in integer cents.
 *
 * Ground-truth conventions:
 * - Only fields printed on the page are labelled. `supplier_name` is the selling company's legal name as printed
 *   (in the footer, the sender line or the imprint), not the shop's brand when they differ; for a sole trader it is
 *   the person's name printed as the owner ("Inh. Mila Schneider" → "Mila Schneider"). `supplier_tax_id` is the
 *   seller's VAT id as printed (spaces removed), else its tax number when that is all the page prints.
 * - `customer_name` is the billing (invoice) addressee's first line as printed: the company where the billing address
 *   has one, else the person; never the shipping addressee.
 * - `invoice_number` is the invoice number, never the shop's order number or order reference; `po_number` only where
 *   the customer's own order number is printed under a label saying so (Ihre Bestellnummer, Your PO, Vs. ordine n.,
 *   Su pedido n.º). `date` is the invoice date (not the order or shipping date); `due_date` only where printed.
 * - Line items are the rows of the item table: products, and shipping or voucher rows where the table prints them
 *   as rows (then their amount is the row's, negative for a voucher). Shipping, discounts and vouchers printed in the
 *   totals block are not items. `description` is the product's printed lines (name, then its variant lines) joined by
 *   "\n"; SKUs are always in their own column, never in the description. `quantity` and `unit_price` are as printed
 *   (null where not printed); `amount` is the row total as printed — gross on gross tables, net on net tables;
 *   `tax_rate` only where the row prints its rate.
 * - `subtotal` is the sum of the item rows (in the table's own terms: gross on gross tables, net on net ones), and is
 *   labelled only where the page prints that sum as such (Zwischensumme, Sous-total / Total produits HT, Subtotal,
 *   Subtotaal, Subtotal / Subtotale); a net total that includes shipping is not a subtotal.
 * - `total_tax` is the VAT printed (sum over rates; B2C shops compute it from the gross sum per rate as
 *   gross × rate / (100 + rate), rounded per rate); 0 where the page states that no VAT is charged (§ 19 UStG).
 *   `total_amount` is the invoice total incl. VAT; `amount_due` what the page says remains to pay: 0 when it says the
 *   order is already paid (PayPal, card, iDEAL, "Bereits bezahlt", "Paid"), the total (less a gift card deducted after
 *   it) when the invoice is to be paid by transfer. `iban` where printed; `currency` EUR or GBP.
 * - Shipping is taxed at the highest rate among the ordered goods (0 % when all goods are zero-rated); an order
 *   discount is shared over the rates in proportion to the goods of each rate.
 */
import { addDays, built, chance, digits, dl, esc, fmtDate, FONTS, int, issueDate, NBSP, NNBSP, num, page, phone, pick, shuffled, slug, span, type Lang, type Layout, type Random, type TruthFields, type TruthItem } from './distribution-common.ts';

export { addDays, chance, digits, dl, esc, fmtDate, FONTS, int, issueDate, NBSP, NNBSP, num, page, phone, pick, shuffled, slug, span };
export type { Lang, Layout, Random, TruthFields, TruthItem };

// ---------------------------------------------------------------- catalogue
/** A product's tax class: the country maps it to a rate (books and food reduced, children's clothes zero-rated in the UK). */
export type Cls = 'std' | 'food' | 'book' | 'kids';
export interface Product { name: string; cls: Cls; price: [number, number]; vars: string[][] }
/** A shop theme: brands, legal-name patterns ({b} brand, {s} a surname, {f} a first name), a tagline and its goods. */
export interface Theme { brands: string[]; legal: string[]; tag: string[]; goods: Product[] }
export const p = (name: string, cls: Cls, lo: number, hi: number, ...vars: string[][]): Product => ({ name, cls, price: [lo, hi], vars });

/** The seller: brand (the logo) and legal name as printed in the footer. */
export interface Shop { brand: string; legal: string; tag: string; theme: Theme; web: string; mail: string }
export function drawShop(random: Random, themes: Theme[], people: { first: string; last: string }, tld: string): Shop {
  const theme = pick(random, themes);
  const brand = pick(random, theme.brands);
  const legal = pick(random, theme.legal).replace('{b}', brand).replace('{s}', people.last).replace('{f}', people.first);
  const web = `www.${slug(brand) || slug(legal)}.${tld}`;
  return { brand, legal, tag: pick(random, theme.tag), theme, web, mail: `${pick(random, ['info', 'service', 'shop', 'support'])}@${web.slice(4)}` };
}

// ---------------------------------------------------------------- money
export interface MoneyStyle { dec: string; grp: string; sym: string; before: boolean; gap: string }
export const DE_MONEY: MoneyStyle = { dec: ',', grp: '.', sym: '€', before: false, gap: NBSP };
/** Cents as printed with a currency symbol: "1.234,56 €", "£1,234.56", "€ 12,50", minus in front. */
export const moneyOf = (s: MoneyStyle) => (cents: number): string => {
  const n = num(Math.abs(cents) / 100, s.dec, s.grp);
  const t = s.before ? `${s.sym}${s.gap}${n}` : `${n}${s.gap}${s.sym}`;
  return cents < 0 ? `-${t}` : t;
};
/** Cents as a bare number: "1.234,56". */
export const bareOf = (s: MoneyStyle) => (cents: number): string => num(cents / 100, s.dec, s.grp);
/** A rate as printed: "19 %", "5,5 %", "20%". */
export const rateText = (rate: number, dec: string, gap = NBSP): string => `${String(rate).replace('.', dec)}${gap}%`;
const half = (n: number, d: number): number => (n >= 0 ? Math.floor((2 * n + d) / (2 * d)) : -Math.floor((-2 * n + d) / (2 * d)));
/** VAT contained in a gross amount: gross × rate / (100 + rate), rounded half up (integer arithmetic, rates to 0.1). */
export const taxIn = (gross: number, rate: number): number => half(gross * Math.round(rate * 10), 1000 + Math.round(rate * 10));
/** VAT on a net amount. */
export const taxOn = (net: number, rate: number): number => half(net * Math.round(rate * 10), 1000);
/** A shop price in cents between `lo` and `hi` with the usual endings (,99 ,95 ,90 ,50 ,00). */
export function shopPrice(random: Random, lo: number, hi: number): number {
  const whole = int(random, Math.floor(lo), Math.max(Math.floor(lo), Math.floor(hi)));
  return whole * 100 + pick(random, [99, 99, 95, 90, 50, 0, 49]);
}

// ---------------------------------------------------------------- rows and totals
export type Mode = 'gross' | 'net';
export type RowKind = 'goods' | 'ship' | 'disc';
/** A table row: unit price and amount in cents, gross or net as the table prints them. */
export interface SRow { text: string; details: string[]; sku: string; qty: number; unit: number; cents: number; rate: number; kind: RowKind }
export interface DrawRows { count: number; rates: Record<Cls, number>; mode: Mode; sku: () => string; varShare: number; varLines: 'one' | 'each'; varJoin: string; bulk?: boolean; bare?: boolean }
/** Products drawn without repeating: quantity 1 mostly (bulk orders more), a gross shop price (net ones derived from it, or drawn net for bulk). */
export function drawRows(random: Random, goods: Product[], o: DrawRows): SRow[] {
  return shuffled(random, goods).slice(0, o.count).map((g) => {
    const rate = o.rates[g.cls];
    const qty = o.bulk ? pick(random, [1, 2, 3, 5, 6, 10, 12, 20, 24, 50]) : pick(random, [1, 1, 1, 1, 1, 2, 2, 3, 4]);
    const gross = shopPrice(random, g.price[0], g.price[1]);
    const unit = o.mode === 'gross' ? gross : o.bulk ? shopPrice(random, g.price[0] / 1.2, g.price[1] / 1.2) : half(gross * 1000, 1000 + Math.round(rate * 10));
    const chosen = (g.vars.length && chance(random, o.varShare) ? g.vars.map((v) => pick(random, v)) : []).map((v) => (o.bare ? v.replace(/^[^:]+: /, '') : v));
    const details = !chosen.length ? [] : o.varLines === 'each' ? chosen : [chosen.join(o.varJoin)];
    return { text: g.name, details, sku: o.sku(), qty, unit, cents: qty * unit, rate, kind: 'goods' as RowKind };
  });
}
export const extraRow = (text: string, cents: number, rate: number, kind: RowKind, sku = ''): SRow => ({ text, details: [], sku, qty: 1, unit: cents, cents, rate, kind });
/** A discount: a percentage of the goods, or a fixed amount (cents, in the table's terms). */
export interface Discount { label: string; pct: number | null; cents: number }
export function drawDiscount(random: Random, goods: number, codes: string[]): Discount {
  const code = `${pick(random, codes)}${pick(random, ['10', '15', '20', '5', '24', ''])}`;
  if (chance(random, 0.5)) { const pct = pick(random, [5, 10, 10, 15, 20]); return { label: code, pct, cents: Math.round((goods * pct) / 100) }; }
  return { label: code, pct: null, cents: Math.min(pick(random, [500, 500, 1000, 1000, 1500, 2000]), Math.floor(goods / 3)) };
}
export interface VatLine { rate: number; base: number; tax: number; gross: number }
export interface Totals { items: number; goods: number; ship: number; disc: number; lines: VatLine[]; net: number; tax: number; total: number }
/**
 * The VAT per rate (highest first) of the table rows plus shipping and less a discount printed in the totals block:
 * on gross tables the VAT contained in each rate's gross sum, on net tables the VAT on each rate's net sum.
 */
export function shopTotals(rows: SRow[], mode: Mode, ship: number, shipRate: number, disc: Discount | null): Totals {
  const rates = [...new Set([...rows.map((r) => r.rate), ...(ship ? [shipRate] : [])])].sort((a, b) => b - a);
  const goodsOf = (rate: number) => rows.filter((r) => r.rate === rate && r.kind === 'goods').reduce((s, r) => s + r.cents, 0);
  const goods = rows.filter((r) => r.kind === 'goods').reduce((s, r) => s + r.cents, 0);
  let left = disc?.cents ?? 0;
  const share = new Map<number, number>();
  rates.forEach((rate, i) => {
    const part = i === rates.length - 1 || !disc ? left : disc.pct !== null ? Math.round((goodsOf(rate) * disc.pct) / 100) : Math.round(((disc.cents) * goodsOf(rate)) / Math.max(1, goods));
    share.set(rate, Math.min(part, left)); left -= Math.min(part, left);
  });
  const lines = rates.map((rate) => {
    const sum = rows.filter((r) => r.rate === rate).reduce((s, r) => s + r.cents, 0) + (rate === shipRate ? ship : 0) - (share.get(rate) ?? 0);
    const tax = mode === 'gross' ? taxIn(sum, rate) : taxOn(sum, rate);
    return mode === 'gross' ? { rate, base: sum - tax, tax, gross: sum } : { rate, base: sum, tax, gross: sum + tax };
  });
  const items = rows.reduce((s, r) => s + r.cents, 0);
  const net = lines.reduce((s, l) => s + l.base, 0), tax = lines.reduce((s, l) => s + l.tax, 0);
  return { items, goods, ship, disc: disc?.cents ?? 0, lines, net, tax, total: net + tax };
}
/** The shipping price of an order (cents, in the table's terms): free above a threshold on some shops. */
export const shipPrice = (random: Random, goods: number, prices: number[], free: number | null): number => (free !== null && goods >= free ? 0 : pick(random, prices));

/** A row's ground truth as printed: description lines joined, unit price only when printed, rate only when printed. */
export const truthRow = (r: SRow, o: { qty: boolean; unit: boolean; rate: boolean }): TruthItem => ({
  description: [r.text, ...r.details].join('\n'), quantity: o.qty ? r.qty : null, unit_price: o.unit ? r.unit / 100 : null, amount: r.cents / 100, tax_rate: o.rate ? r.rate : null,
});
export const result = (lang: Lang, html: string, fields: TruthFields, rows: SRow[], o: { qty: boolean; unit: boolean; rate: boolean }) => built(lang, html, fields, rows.map((r) => truthRow(r, o)));
export const euros = (cents: number): number => cents / 100;
export const compact = (s: string): string => s.replace(/\s+/g, '');

// ---------------------------------------------------------------- dates
/** Ordered 0–6 days before the invoice, shipped a day before or after it (or with it), due 14 days after on some. */
export interface ShopDates { order: string; date: string; ship: string; due: string }
export function drawDates(random: Random, dueDays: number[] = [14]): ShopDates {
  const date = issueDate(random);
  const order = addDays(date, -pick(random, [0, 1, 1, 2, 2, 3, 4, 6]));
  const ship = pick(random, [addDays(date, 1), addDays(date, -1) < order ? date : addDays(date, -1), date, addDays(date, 2)]);
  return { order, date, ship, due: addDays(date, pick(random, dueDays)) };
}

// ---------------------------------------------------------------- look
export type TableStyle = 'lines' | 'zebra' | 'boxed' | 'minimal';
export interface Look { font: string; accent: string; table: TableStyle; mark: number; caps: boolean; small: boolean }
export function drawLook(random: Random, accents: string[], fonts: string[] = [...FONTS.sans.slice(0, 3), FONTS.serif[0], FONTS.sans[0]]): Look {
  const font = pick(random, fonts);
  return { font, accent: pick(random, accents), table: pick(random, ['lines', 'zebra', 'boxed', 'minimal']), mark: int(random, 0, 5), caps: chance(random, 0.4), small: font.includes('DejaVu') };
}
const MARKS = [
  (c: string) => `<circle cx="20" cy="20" r="17" fill="${c}"/><path d="M12 24 Q20 8 28 24" stroke="#fff" stroke-width="3" fill="none"/>`,
  (c: string) => `<path d="M20 3 C31 11 33 25 20 37 C7 25 9 11 20 3 Z" fill="${c}"/><path d="M20 10 V32" stroke="#fff" stroke-width="2"/>`,
  (c: string) => `<rect x="4" y="4" width="32" height="32" rx="8" fill="${c}"/><path d="M12 15 H28 L26 30 H14 Z" fill="#fff"/>`,
  (c: string) => `<path d="M20 2 L36 11 V29 L20 38 L4 29 V11 Z" fill="${c}"/><circle cx="20" cy="20" r="6" fill="#fff"/>`,
  (c: string) => `<circle cx="14" cy="20" r="11" fill="${c}"/><circle cx="26" cy="20" r="11" fill="${c}" opacity="0.6"/>`,
  (c: string) => `<path d="M6 30 L14 10 L20 22 L26 14 L34 30 Z" fill="${c}"/>`,
];
/** The shop's logo: a small mark and the brand as a word mark, the tagline under it on some. */
export function logoHtml(look: Look, shop: Shop, tagline: boolean, light = false): string {
  const c = light ? '#ffffff' : look.accent;
  return `<div class="logo"><svg width="40" height="40" viewBox="0 0 40 40">${MARKS[look.mark](c)}</svg><div><div class="brand${look.caps ? ' up' : ''}" style="color:${c}">${span(shop.brand)}</div>${tagline ? `<div class="tagl">${span(shop.tag)}</div>` : ''}</div></div>`;
}
/** An address block: an optional label, the lines (the first bold). */
export const addrHtml = (label: string | null, lines: string[], cls = 'addr'): string =>
  `<div class="${cls}">${label ? `<div class="alab">${span(label)}</div>` : ''}${lines.map((l, i) => `<div${i === 0 ? ' class="b"' : ''}>${span(l)}</div>`).join('')}</div>`;
/** Label / value pairs as a two-column table. */
export const pairsHtml = (pairs: [string, string][], cls = 'meta'): string => `<table class="${cls}">${pairs.map(([k, v]) => `<tr><td class="k">${span(k)}</td><td class="v">${span(v)}</td></tr>`).join('')}</table>`;
export type Col = [string, string];
/** The item table: heads with their classes, each row's cells, rows classed by kind. */
export const tableHtml = (cols: Col[], cells: string[][], kinds: string[]): string =>
  `<table class="items"><thead><tr>${cols.map(([h, c]) => `<th class="${c}">${esc(h)}</th>`).join('')}</tr></thead><tbody>${cells.map((r, i) => `<tr class="${kinds[i]}">${r.map((x, j) => `<td class="${cols[j][1]}">${x}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
/** A description cell: the name and its variant lines. */
export const descHtml = (r: SRow): string => dl(r.text) + r.details.map((x) => dl(x, 'sub')).join('');
/** Totals: [label, value, class] rows (classes: rule, big, hl, muted). */
export const totHtml = (rows: [string, string, string][]): string => `<table class="tot">${rows.map(([k, v, c]) => `<tr class="${c}"><td>${span(k)}</td><td class="r">${span(v)}</td></tr>`).join('')}</table>`;
/** Footer columns of one-line texts. */
export const footHtml = (cols: string[][]): string => `<div class="foot"><div class="fcols">${cols.map((c) => `<div>${c.map((l) => `<div>${span(l)}</div>`).join('')}</div>`).join('')}</div></div>`;
/** A font size that keeps `lines` printed table lines on the page. */
export const sizeOf = (look: Look, lines: number): number => {
  const [roomy, dense] = look.small ? [9.6, 7.6] : [10.4, 8.2];
  return lines <= 12 ? roomy : lines >= 30 ? dense : roomy - ((roomy - dense) * (lines - 12)) / 18;
};
/** Printed table lines. */
export const linesOf = (rows: SRow[]): number => rows.reduce((s, r) => s + 1 + r.details.length, 0);
/** The family's CSS in the document's look. */
export function shopCss(look: Look): string {
  const a = look.accent;
  const table = {
    lines: `.items th { border-bottom: 1.2px solid #222 } .items td { border-bottom: 0.5px solid #ccc }`,
    zebra: `.items th { background: ${a}; color: #fff } .items tbody tr:nth-child(even) td { background: #f3f4f6 }`,
    boxed: `.items { border: 0.8px solid #777 } .items th { background: #eceef1; border: 0.5px solid #777 } .items td { border: 0.5px solid #aaa }`,
    minimal: `.items th { color: ${a}; border-bottom: 0.8px solid ${a} } .items td { padding-top: 3px; padding-bottom: 3px }`,
  }[look.table];
  return `.dl { white-space: nowrap } .logo { display: flex; align-items: center; gap: 8px } .brand { font-size: 1.9em; font-weight: bold; letter-spacing: 0.02em; line-height: 1.1 }
.tagl { font-size: 0.85em; color: #666 } .alab { font-size: 0.8em; font-weight: bold; color: ${a}; text-transform: uppercase; margin-bottom: 2px }
.meta td { padding: 1px 10px 1px 0 } .meta .k { color: #555 } .items { width: 100%; margin-top: 10px } .items th { padding: 4px 5px; font-weight: bold; font-size: 0.92em; white-space: nowrap }
.items td { padding: 2px 5px } .items tr.disc td { color: #8a1c1c } ${table}
.tot { min-width: 270px } .tot td { padding: 1px 5px } .tot .rule td { border-top: 0.8px solid #444 } .tot .muted td { color: #555; font-size: 0.92em }
.tot .big td { font-weight: bold; font-size: 1.15em; border-top: 1.2px solid #222 } .tot .hl td { background: ${a}; color: #fff; font-weight: bold; font-size: 1.1em; padding: 3px 6px }
.foot { padding: 0 44px 16px } .fcols { display: flex; justify-content: space-between; gap: 12px; border-top: 0.8px solid #999; padding-top: 5px; font-size: 0.74em; color: #444 }
.stamp { display: inline-block; border: 2.5px solid #2e7d32; color: #2e7d32; font-weight: bold; font-size: 1.3em; padding: 2px 12px; transform: rotate(-6deg); letter-spacing: 0.08em }`;
}
/** A date in `lang` with `pattern` (fmtDate tokens). */
export const dateOf = (lang: Lang, pattern: string) => (iso: string): string => fmtDate(iso, pattern, lang);
/** A letters-only order reference like PrestaShop's "XKBKNABJK". */
export const refLetters = (random: Random, n: number): string => Array.from({ length: n }, () => pick(random, [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'])).join('');
