/**
 * What the ERP-style layouts share: the A4 page shell (one page, flex column, footer pushed to the bottom),
 * escaping, and amounts, quantities and dates printed the way the invoice's country prints them.
 */
import type { Random } from './content.ts';
import type { Lang } from './erp-data.ts';
import type { BuildSpec, ErpInvoice, Line } from './erp-content.ts';
import { choose, fmtDate, num, qty, type DateStyle } from './erp-ids.ts';

export interface ErpLayout {
  name: string;
  langs: readonly Lang[];
  spec(lang: Lang): BuildSpec;
  /** The page's HTML, and whether every position prints its own VAT rate. */
  render(inv: ErpInvoice, random: Random): { html: string; lineRates: boolean };
}

export const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const SANS = ['"DejaVu Sans", sans-serif', '"Liberation Sans", Arial, sans-serif', '"DejaVu Sans Condensed", "DejaVu Sans", sans-serif'];
export const SERIF = ['"Liberation Serif", "Times New Roman", serif', '"DejaVu Serif", serif'];
export const NARROW = '"Liberation Sans Narrow", "Liberation Sans", sans-serif';

/** A whole A4 page: 794 × 1123 CSS px, no margins; `body > *` never shrink, so anything too tall overflows the body. */
export function pageHtml(o: { lang: string; title: string; font: string; size: number; padding: string; css: string; body: string }): string {
  return `<!DOCTYPE html><html lang="${o.lang}"><head><meta charset="utf-8"><title>${esc(o.title)}</title><style>
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
html { margin: 0; overflow: hidden }
body { margin: 0; width: 794px; height: 1123px; overflow: hidden; padding: ${o.padding}; display: flex; flex-direction: column;
  font-family: ${o.font}; font-size: ${o.size}px; line-height: 1.32; color: #1a1a1a; -webkit-print-color-adjust: exact; print-color-adjust: exact }
body > * { flex-shrink: 0 }
body > .grow { flex: 1 1 auto; min-height: 0 }
table { border-collapse: collapse }
td, th { vertical-align: top; padding: 0 }
.r { text-align: right } .c { text-align: center } .nw { white-space: nowrap } .b { font-weight: bold }
.detail { font-size: 0.9em; color: #444 }
p { margin: 0 }
${o.css}
</style></head><body>
${o.body}
</body></html>`;
}

/** Amount without currency, in the invoice's number style. */
export const amt = (inv: ErpInvoice, value: number): string => num(value, inv.numStyle, 2, inv.space);

/** Amount with the currency: `1.234,56 €`, `€ 1.234,56`, `1.234,56 EUR`, `CHF 1'234.50`. */
export function money(inv: ErpInvoice, value: number, how: 'sym' | 'pre' | 'code' | 'precode' = 'sym'): string {
  const a = amt(inv, value);
  const sym = inv.currency === 'EUR' ? '€' : 'CHF';
  if (how === 'pre') return `${sym}\u00a0${a}`;
  if (how === 'code') return `${a}\u00a0${inv.currency}`;
  if (how === 'precode') return `${inv.currency}\u00a0${a}`;
  return inv.currency === 'EUR' ? `${a}\u00a0€` : `CHF\u00a0${a}`;
}

export const quantity = (inv: ErpInvoice, value: number, fixed?: number): string => qty(value, inv.numStyle, fixed);

export const rate = (inv: ErpInvoice, value: number, sep = '\u00a0'): string => `${qty(value, inv.numStyle)}${sep}%`;

export const day = (inv: ErpInvoice, date: Date, style?: DateStyle): string => fmtDate(date, style ?? inv.dateStyle, inv.lang, inv.country);

/** The short numeric date of the invoice's country (never the long form). */
export const shortDay = (inv: ErpInvoice, date: Date): string => day(inv, date, inv.dateStyle === 'long' ? (inv.country === 'FR' || inv.country === 'BE' ? 'slash' : 'dot') : inv.dateStyle);

/** A position's description, with its detail on a second line when it has one. */
export const describe = (line: Line): string => `${esc(line.description)}${line.detail ? `<div class="detail">${esc(line.detail)}</div>` : ''}`;

export const lines = (...parts: (string | undefined | false)[]): string => parts.filter(Boolean).map((p) => esc(p as string)).join('<br>');

export const accent = (random: Random): string => choose(random, ['#0f766e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c', '#15803d', '#0e7490', '#9a3412']);

/** The town without its postcode. */
export const townName = (town: string): string => town.replace(/^\d+ /, '');
