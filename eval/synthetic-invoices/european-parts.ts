/**
 * Pieces shared by the European layouts: the page, number formatting, the item table, a totals block, and
 * the letterhead details (phone, e-mail, bank, registration) the content does not draw.
 */
import { digits, pick, type Invoice, type Item, type Party, type Random } from './content.ts';
import type { Lang } from './languages.ts';
import { fill, type Chosen, type TotalLabels } from './european-labels.ts';

export const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const br = (lines: string[]) => lines.map(esc).join('<br>');
export { digits };
/** Quantities with a decimal comma, as all six languages write them. */
export const qty = (value: number) => String(value).replace('.', ',');
/** French, German and Spanish put a space before %, the others mostly do not. */
export const pct = (rate: number, lang: Lang) => `${String(rate).replace('.', ',')}${['fr', 'de', 'es'].includes(lang) ? '\u00a0' : ''}%`;
export const spacedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
export const cityOf = (party: Party) => party.lines[1].replace(/^(\d{4} [A-Z]{2}|\S+) /, '');
export const postcodeOf = (party: Party) => party.lines[1].slice(0, party.lines[1].length - cityOf(party).length).trim();
export const grossOf = (invoice: Invoice) => Math.round((invoice.subtotal + invoice.discount) * 100) / 100;
export const discountPct = (invoice: Invoice) => Math.round((invoice.discount / grossOf(invoice)) * 100);
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A share capital written the language's way, e.g. `10 000` or `10.000`. */
export const capital = (random: Random, lang: Lang) => String(pick(random, [1000, 5000, 7500, 10000, 20000, 50000])).replace(/\B(?=(\d{3})+$)/g, lang === 'fr' || lang === 'pt' ? '\u00a0' : '.');

export function page(random: Random, body: string, css = '', padding = '14mm 15mm'): string {
  const font = pick(random, ["'Liberation Sans', sans-serif", "'DejaVu Sans', sans-serif", "'Liberation Serif', serif"]);
  const size = pick(random, [9, 9.5, 10]);
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0 } html, body { margin: 0; padding: 0; }
body { width: 210mm; height: 296mm; padding: ${padding}; box-sizing: border-box; font-family: ${font}; font-size: ${size}pt; color: #1d1d1d; position: relative; overflow: hidden; -webkit-print-color-adjust: exact; }
table { border-collapse: collapse; } td, th { padding: 3px 5px; vertical-align: top; } th { text-align: left; font-weight: bold; }
.r { text-align: right; white-space: nowrap; } .muted { color: #666; } .small { font-size: 0.8em; } .nw { white-space: nowrap; }
table.items { width: 100%; margin-top: 5mm; } .sub { color: #555; font-size: 0.92em; }
${css}</style></head><body>${body}</body></html>`;
}

export type Col = 'pos' | 'code' | 'desc' | 'qty' | 'unit' | 'price' | 'rate' | 'amount';

export interface TableSpec {
  order: Col[];
  heads: Record<Exclude<Col, 'pos' | 'code'>, string> & { pos?: string; code?: string };
  price: (value: number) => string;
  amount: (value: number) => string;
  rate: (rate: number) => string;
  qty?: (value: number) => string;
  codes?: string[];
  head?: string;
  row?: string;
  cls?: string;
  /** Height of an empty last row, as boxed templates keep their item frame tall. */
  filler?: number;
}

/** Prints only the columns the content printed, so quantity, unit price and rate match the ground truth. */
export function itemTable(invoice: Invoice, spec: TableSpec): string {
  const shown = spec.order.filter((col) => (col === 'qty' ? invoice.columns.quantity : col === 'unit' ? invoice.columns.unit
    : col === 'price' ? invoice.items[0].unitPrice !== null : col === 'rate' ? invoice.columns.rate : true));
  const numeric = (col: Col) => ['qty', 'price', 'rate', 'amount'].includes(col);
  const cell = (col: Col, item: Item, index: number): string => {
    switch (col) {
      case 'pos': return String(index + 1);
      case 'code': return esc(spec.codes?.[index] ?? '');
      case 'desc': return `${esc(item.description)}${item.detail ? `<br><span class="sub">${esc(item.detail)}</span>` : ''}`;
      case 'qty': return (spec.qty ?? qty)(item.quantity ?? 0);
      case 'unit': return esc(item.unit ?? '');
      case 'price': return esc(spec.price(item.unitPrice ?? 0));
      case 'rate': return esc(spec.rate(item.rate));
      case 'amount': return esc(spec.amount(item.amount));
    }
  };
  const head = `<tr style="${spec.head ?? ''}">${shown.map((col) => `<th class="${numeric(col) ? 'r' : ''}">${esc(spec.heads[col] ?? '')}</th>`).join('')}</tr>`;
  const rows = invoice.items.map((item, index) => `<tr style="${spec.row ?? ''}">${shown.map((col) => `<td class="${numeric(col) ? 'r' : ''}">${cell(col, item, index)}</td>`).join('')}</tr>`);
  const filler = spec.filler && spec.filler > 0 ? `<tr style="height:${spec.filler}mm">${shown.map(() => '<td></td>').join('')}</tr>` : '';
  return `<table class="items ${spec.cls ?? ''}"><thead>${head}</thead><tbody>${rows.join('')}${filler}</tbody></table>`;
}

export interface TotalRow { label: string; value: string; strong?: boolean }

/** Net (after any discount), one line per VAT rate (with its base when there are several), total, and what is left to pay. */
export function totalRows(invoice: Invoice, labels: Chosen<TotalLabels>, lang: Lang, alwaysDue: boolean): TotalRow[] {
  const money = invoice.money;
  const rows: TotalRow[] = [];
  if (invoice.discount) {
    rows.push({ label: labels.gross, value: money(grossOf(invoice)) });
    rows.push({ label: fill(labels.discount, { p: pct(discountPct(invoice), lang) }), value: money(-invoice.discount) });
  }
  rows.push({ label: labels.net, value: money(invoice.subtotal) });
  const several = invoice.taxes.length > 1;
  for (const tax of invoice.taxes) rows.push({ label: fill(several ? labels.taxBase : labels.tax, { r: pct(tax.rate, lang), b: money(tax.base) }), value: money(tax.amount) });
  if (several) rows.push({ label: labels.taxTotal, value: money(invoice.totalTax) });
  const due = alwaysDue || invoice.paid > 0;
  rows.push({ label: labels.total, value: money(invoice.total), strong: !due });
  if (invoice.paid) rows.push({ label: labels.paid, value: money(-invoice.paid) });
  if (due) rows.push({ label: labels.due, value: money(invoice.amountDue), strong: true });
  return rows;
}

export const rowsHtml = (rows: TotalRow[], style = '') => rows.map((row) => `<tr style="${row.strong ? `font-weight:bold;${style}` : ''}"><td>${esc(row.label)}</td><td class="r">${esc(row.value)}</td></tr>`).join('');

export interface Letterhead { phone: string; email: string; web: string; bank: string; bic: string; person: string; register: string }

const BANKS: Record<Lang, string[]> = {
  de: ['Sparkasse', 'Volksbank eG', 'Commerzbank', 'Deutsche Bank'], nl: ['Rabobank', 'ING Bank', 'ABN AMRO', 'Triodos Bank'],
  fr: ['Crédit Agricole', 'BNP Paribas', 'Société Générale', 'Banque Populaire'], es: ['CaixaBank', 'Banco Sabadell', 'BBVA', 'Banco Santander'],
  it: ['Intesa Sanpaolo', 'UniCredit', 'Banco BPM', 'BPER Banca'], pt: ['Caixa Geral de Depósitos', 'Millennium bcp', 'Novo Banco', 'Banco BPI'], en: ['Barclays'],
};

const MAILBOXES: Record<Lang, string[]> = {
  de: ['info', 'buchhaltung', 'rechnung'], nl: ['info', 'administratie', 'facturen'], fr: ['contact', 'facturation', 'compta'],
  es: ['info', 'administracion', 'facturacion'], it: ['info', 'amministrazione'], pt: ['geral', 'faturacao', 'info'], en: ['accounts'],
};

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function letterhead(invoice: Invoice, random: Random): Letterhead {
  const { lang, supplier } = invoice;
  const d = (count: number) => digits(random, count);
  const phone = { de: `0${d(3)} ${d(6)}`, nl: `0${d(2)} ${d(3)} ${d(4)}`, fr: `0${1 + Math.floor(random() * 5)} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, es: `9${d(2)} ${d(3)} ${d(3)}`, it: `0${d(2)} ${d(7)}`, pt: `2${d(2)} ${d(3)} ${d(3)}`, en: `0${d(3)} ${d(7)}` }[lang];
  const slug = ascii(supplier.name).split(/[^a-z]+/).filter((word) => word.length > 2).slice(0, 2).join('-');
  const tld = lang === 'en' ? 'co.uk' : lang;
  const bank = pick(random, BANKS[lang]);
  const bic = `${ascii(bank).replace(/[^a-z]/g, '').slice(0, 4).toUpperCase()}${invoice.iban.slice(0, 2)}${pick(random, ['2X', 'MM', 'PP', '3K', 'XX'])}`;
  const surname = pick(random, invoice.text.surnames);
  const person = lang === 'de' ? `${pick(random, ['Frau', 'Herr'])} ${surname}` : lang === 'nl' ? `${pick(random, ['dhr.', 'mw.'])} ${surname}` : surname;
  const city = cityOf(supplier);
  const siren = supplier.vatId.slice(4);
  const register = {
    de: `Amtsgericht ${city} · HRB ${d(5)}`, nl: `KvK ${d(8)}`, fr: `RCS ${city} ${siren.replace(/(\d{3})(?=\d)/g, '$1 ')} · SIRET ${siren}${d(5)}`,
    es: `Reg. Merc. de ${city}, hoja ${d(6)}`, it: `REA ${city.slice(0, 2).toUpperCase()}-${d(6)}`, pt: `C.R.C. ${city} · Capital social ${capital(random, 'pt')} €`, en: `Company No. ${d(8)}`,
  }[lang];
  return { phone, email: `${pick(random, MAILBOXES[lang])}@${slug}.${tld}`, web: `www.${slug}.${tld}`, bank, bic, person, register };
}

/** A QR-looking square (Portuguese invoices carry one); it encodes nothing. */
export function fakeQr(random: Random): string {
  const n = 25;
  const finder = (x: number, y: number) => [[0, 0], [n - 7, 0], [0, n - 7]].find(([cx, cy]) => x >= cx - 1 && x <= cx + 7 && y >= cy - 1 && y <= cy + 7);
  let cells = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const corner = finder(x, y);
      const i = corner ? x - corner[0] : 0;
      const j = corner ? y - corner[1] : 0;
      const dark = corner ? i >= 0 && i <= 6 && j >= 0 && j <= 6 && (i === 0 || i === 6 || j === 0 || j === 6 || (i >= 2 && i <= 4 && j >= 2 && j <= 4)) : random() < 0.5;
      if (dark) cells += `<rect x="${x + 2}" y="${y + 2}" width="1" height="1"/>`;
    }
  }
  return `<svg viewBox="0 0 ${n + 4} ${n + 4}" width="24mm" height="24mm" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${cells}</g></svg>`;
}
