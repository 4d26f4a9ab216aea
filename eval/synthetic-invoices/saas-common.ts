/**
 * Shared pieces of the SaaS-tool invoices (saas.ts): the built document's shape, item lines and their arithmetic,
 * number and date printing per country, and the A4 page shell every layout renders into.
 */
import { chance, int, pick, seeded, type Random } from './content.ts';
import type { TruthFields as Fields, TruthItem as LineItem } from './render-document.ts';

export type { Fields, LineItem };

export interface Built {
  html: string;
  language: string;
  fields: Fields;
  line_items: LineItem[];
}

/** Rounds to cents; the small nudge keeps 0.125-style halves from falling down through binary error. */
export const round2 = (value: number): number => Math.round(value * 100 + (value >= 0 ? 1e-7 : -1e-7)) / 100;

/** A catalogue entry: title, second printed line or null, unit, price range, quantity kind, VAT rate if not the standard one. */
export type CatalogItem = readonly [string, string | null, string, number, number, 'h' | 'd' | 'n' | '1' | 'm', number?];

export interface Line {
  title: string;
  detail: string | null;
  unit: string;
  quantity: number;
  unitPrice: number;
  /** Line discount in percent (0 when none). */
  discount: number;
  amount: number;
  rate: number;
}

function drawQuantity(random: Random, kind: CatalogItem[5]): number {
  switch (kind) {
    case 'h': return pick(random, [0.5, 0.75, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.25, 5, 6, 7.5, 8, 10, 12, 12.5, 16, 18.5, 24]);
    case 'd': return pick(random, [0.5, 1, 1, 1.5, 2, 2, 3, 4, 5]);
    case 'n': return pick(random, [1, 1, 2, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25]);
    case 'm': return pick(random, [1, 1, 1, 3, 6, 12]);
    default: return 1;
  }
}

function drawPrice(random: Random, low: number, high: number): number {
  const raw = low + random() * (high - low);
  if (high < 5) return round2(raw);
  if (high <= 60) return round2(Math.floor(raw) + pick(random, [0, 0.5, 0.9, 0.95, 0.49, 0.99]));
  if (high <= 200) return chance(random, 0.8) ? Math.round(raw) : round2(raw);
  return Math.round(raw / 5) * 5;
}

export interface LineOptions {
  count: number;
  standard: number;
  /** Draw at least one item with a non-standard rate from the catalogue (when it has any). */
  mixed: boolean;
  /** Chance that a line carries a discount, and the discounts to draw from. */
  discountChance?: number;
  discounts?: number[];
}

/** Draws distinct catalogue items and computes each line: amount = qty × price − discount, in cents. */
export function drawLines(random: Random, catalog: readonly CatalogItem[], options: LineOptions): Line[] {
  const standard = catalog.filter((item) => item[6] === undefined);
  const reduced = catalog.filter((item) => item[6] !== undefined);
  const chosen: CatalogItem[] = [];
  const take = (pool: CatalogItem[]) => {
    const left = pool.filter((item) => !chosen.includes(item));
    if (left.length) chosen.push(pick(random, left));
  };
  if (options.mixed && reduced.length) {
    take(reduced);
    if (options.count > 4 && chance(random, 0.4)) take(reduced);
  }
  const wanted = Math.min(options.count, chosen.length + standard.length);
  while (chosen.length < wanted) take(standard);
  // Shuffle so the reduced-rate items do not always come first.
  for (let i = chosen.length - 1; i > 0; i--) {
    const j = int(random, 0, i);
    [chosen[i], chosen[j]] = [chosen[j], chosen[i]];
  }
  return chosen.map(([title, detail, unit, low, high, kind, rate]) => {
    const unitPrice = drawPrice(random, low, high);
    const quantity = kind === 'n' && unitPrice > 150 ? int(random, 1, 4) : drawQuantity(random, kind);
    const discount = options.discountChance && chance(random, options.discountChance) ? pick(random, options.discounts ?? [5, 10]) : 0;
    const amount = round2(round2(quantity * unitPrice) * (1 - discount / 100));
    return { title, detail: detail && chance(random, 0.7) ? detail : null, unit, quantity, unitPrice, discount, amount, rate: rate ?? options.standard };
  });
}

export interface TaxLine {
  rate: number;
  base: number;
  amount: number;
}

/** VAT per rate, highest rate first, each rounded on its base; `factor` spreads a document discount. */
export function taxesOf(lines: Line[], factor = 1): TaxLine[] {
  const rates = [...new Set(lines.map((line) => line.rate))].sort((a, b) => b - a);
  return rates.map((rate) => {
    const base = round2(round2(lines.filter((line) => line.rate === rate).reduce((sum, line) => sum + line.amount, 0)) * factor);
    return { rate, base, amount: round2((base * rate) / 100) };
  });
}

export const sum = (values: number[]): number => round2(values.reduce((total, value) => total + value, 0));

export const description = (line: Line): string => (line.detail ? `${line.title}\n${line.detail}` : line.title);

export function lineItems(lines: Line[], withRate = true): LineItem[] {
  return lines.map((line) => ({ description: description(line), quantity: line.quantity, unit_price: line.unitPrice, amount: line.amount, tax_rate: withRate ? line.rate : null }));
}

/** Prints a number with the given grouping and decimal marks; `decimals` null prints only the needed decimals. */
export function formatNumber(value: number, group: string, decimal: string, decimals: number | null = 2): string {
  const negative = value < 0;
  const raw = decimals === null ? String(round2(Math.abs(value))) : Math.abs(value).toFixed(decimals);
  const [whole, fraction] = raw.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const text = fraction ? `${grouped}${decimal}${fraction}` : grouped;
  return negative ? `-${text}` : text;
}

/** A VAT rate as printed: 19 → "19", 5.5 → "5,5". */
export const rateText = (rate: number, decimal = ','): string => String(rate).replace('.', decimal);

// ---- dates ----

export const pad = (value: number): string => String(value).padStart(2, '0');

export function drawDate(random: Random): string {
  return `${pick(random, [2024, 2024, 2025])}-${pad(int(random, 1, 12))}-${pad(int(random, 1, 28))}`;
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `pattern` uses dd, mm, yyyy, yy, e.g. "dd.mm.yyyy". */
export function formatDate(iso: string, pattern: string): string {
  const [y, m, d] = iso.split('-');
  return pattern.replace('yyyy', y).replace('yy', y.slice(2)).replace('mm', m).replace('dd', d);
}

export const MONTHS: Record<string, string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
};

/** "3 de marzo de 2024", "3. März 2024", "3 mars 2024", … */
export function longDate(iso: string, lang: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const month = MONTHS[lang][m - 1];
  if (lang === 'de') return `${d}. ${month} ${y}`;
  if (lang === 'es' || lang === 'pt') return `${d} de ${month} de ${y}`;
  if (lang === 'fr' && d === 1) return `1er ${month} ${y}`;
  return `${d} ${month} ${y}`;
}

// ---- HTML ----

export const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An item's description cell: each printed line in a `.dl` span, so the runner can check none of them wraps. */
export function descHtml(line: Line, detailClass = 'dd'): string {
  return `<span class="dl">${esc(line.title)}</span>${line.detail ? `<br><span class="dl ${detailClass}">${esc(line.detail)}</span>` : ''}`;
}

/** Groups an IBAN in fours, as printed. */
export const groupIban = (iban: string): string => iban.replace(/(.{4})/g, '$1 ').trim();

export const FONTS = {
  sans: ['"Liberation Sans", Arial, sans-serif', '"DejaVu Sans", Verdana, sans-serif', '"Liberation Sans Narrow", "Arial Narrow", sans-serif'],
  serif: ['"Liberation Serif", "Times New Roman", serif', '"DejaVu Serif", Georgia, serif'],
};

/** The A4 page: fixed height so that content running past the page shows as body overflow. */
export function page(lang: string, title: string, font: string, css: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title><style>
@page { size: A4; margin: 0; }
html, body { margin: 0; padding: 0; }
body { width: 210mm; height: 297mm; overflow: hidden; box-sizing: border-box; font-family: ${font}; color: #222;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; display: flex; flex-direction: column; }
table { border-collapse: collapse; }
td, th { vertical-align: top; }
.n { text-align: right; white-space: nowrap; }
.dl { white-space: nowrap; }
.grow { flex: 1 1 auto; }
body > table { align-self: flex-start; }
${css}
</style></head><body>${body}</body></html>`;
}

/** A web domain stem from a company name: "Pixelwerk Medien GmbH" → "pixelwerk-medien". */
export function slug(name: string): string {
  return name
    .replace(/\b(GmbH|UG \(haftungsbeschränkt\)|e\.K\.|S\.L\.U\.|S\.L\.|S\.A\.|S\.r\.l\.s\.|S\.r\.l\.|S\.p\.A\.|S\.n\.c\.|B\.V\.|V\.O\.F\.|SARL|SASU|SAS|EURL|Unipessoal Lda\.|Lda\.)/g, '')
    .toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
    .normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/&/g, 'und').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
    .split('-').slice(0, 2).join('-');
}

/** The document's main variant: every three consecutive documents of a layout show all three. */
export function variantOf<T>(index: number, variants: readonly [T, T, T]): T {
  return variants[index % 3];
}

const fmix32 = (value: number): number => {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/**
 * A content generator seeded from two avalanche-mixed draws of the document's generator: the documents of one
 * layout have neighbouring seeds, and their first draws alone came out alike (same customer on every document).
 */
export function contentRandom(random: Random): Random {
  const a = Math.floor(random() * 4294967296);
  const b = Math.floor(random() * 4294967296);
  return seeded(fmix32(a ^ fmix32(b ^ 0x9e3779b9)));
}
