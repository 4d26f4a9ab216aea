/**
 * Money amounts as printed: `1.234,56`, `1,234.56`, `1 234,56`, `1'234.56`, `5,07,263.25` (Indian grouping), `(12.00)`, `12.00-`, `RM20.00`, `€ 1.234,50`.
 * The decimal separator is decided per number (the last of `.`/`,` when both occur; a single separator
 * followed by exactly three digits is a thousands separator), so documents mixing conventions still parse.
 */
import { ISO_CURRENCIES } from './currency.ts';

export interface FoundAmount {
  value: number;
  raw: string;
  index: number;
  /** Followed by a unit of measure (`143.00 kg`, `102 km`): a quantity, never money. */
  measure?: boolean;
}

/** Currency symbols, ISO codes and local abbreviations that may stick to an amount. */
const CURRENCY_AFFIX =
  String.raw`(?:US\$|A\$|C\$|S\$|R\$|[$€£¥₹₩₽₺₪฿₫₱]|(?:${ISO_CURRENCIES.join('|')})(?![\p{L}])|RM|Rp\.?|Rs\.?|kr\.?|zł|Kč|Ft|Fr\.|lei)`;

/** OCR's space after a decimal separator, told from a list by the thousands grouped before it (`26,320. 41`, `1.234, 56`). */
const SPACED_CENTS = String.raw`\d{1,3}(?:,\d{3})+\. \d{2}(?!\d)|\d{1,3}(?:\.\d{3})+, \d{2}(?!\d)`;

/**
 * A numeric token: digits with optional grouping and decimals. A plain space groups thousands only before
 * comma decimals (`1 234,56`): `2 100.00` in a table row is a quantity and a price. Unit prices may carry
 * four decimals (`3,3333`).
 */
const NUMBER = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?|${SPACED_CENTS}|\d{1,3}(?:[.,'’\u00a0\u202f]\d{3})+(?:[.,]\d{1,4})?|\d{1,3}(?: \d{3})+,\d{2}|\d+(?:[.,]\d{1,4})?`;

/**
 * Units of measure printed after a number: `143.00 kg`, `839 kWh`, `76 m³`, `12.5 gal` are quantities. Single letters
 * are not units here: receipts print tax flags after prices (`2.99 T`, `4.50 F`).
 */
const UNIT = ['kg', 'kgs', 'lb', 'lbs', 'km', 'mi', 'cm', 'mm', 'm²', 'm³', 'm2', 'm3', 'kwh', 'mwh', 'wh', 'kw', 'hrs', 'litres', 'liters', 'litre', 'liter', 'ltr', 'ltrs', 'pcs', 'gal']
  // The pattern is case-sensitive (`gu`): each letter in both cases.
  .map((unit) => unit.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`))
  .join('|');

/** Sticky: tried where an amount ends. */
const MEASURED = new RegExp(String.raw`\s?(?:${UNIT})(?![\p{L}\d])`, 'uy');

const AMOUNT_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\d.,])` +
    String.raw`(\(\s*)?([-−–]\s?)?(${CURRENCY_AFFIX}\s?)?([-−–]\s?)?(${NUMBER})(\s?${CURRENCY_AFFIX})?(-(?!\d))?(\s*\))?` +
    String.raw`(?![\p{L}\d%]|[.,]\d)`,
  'gu',
);

const EDGE_CURRENCY = new RegExp(String.raw`^\s*${CURRENCY_AFFIX}\s*|\s*${CURRENCY_AFFIX}\s*$`, 'gu');

/** Converts the digits-and-separators part of an amount into a number; null when the grouping is not valid. */
export function parseNumber(raw: string): number | null {
  const text = raw.replace(/(\d[.,]) (\d{2})$/u, '$1$2');
  const compact = text.replace(/[\u00a0\u202f ’]/g, (c, offset: number) => (/\d{3}/.test(text.slice(offset + 1, offset + 4)) ? "'" : c));
  if (!/^\d[\d.,']*$/.test(compact)) return null;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let decimalSep: '.' | ',' | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimalSep = lastDot > lastComma ? '.' : ',';
  else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const count = compact.split(sep).length - 1;
    const after = compact.length - compact.lastIndexOf(sep) - 1;
    const intPart = compact.slice(0, compact.indexOf(sep));
    // `1.234` / `1,234` group thousands; `0.125` and `12.5` are decimals.
    if (count === 1 && (after !== 3 || intPart === '0' || compact.includes("'"))) decimalSep = sep;
  }
  let intText = compact;
  let fracText = '';
  if (decimalSep) {
    const at = compact.lastIndexOf(decimalSep);
    intText = compact.slice(0, at);
    fracText = compact.slice(at + 1);
    if (!/^\d+$/.test(fracText)) return null;
  }
  const groups = intText.split(/[.,']/);
  // Indian grouping: lakhs and crores in pairs over the last three digits (`5,07,263.25`, `1,23,45,678`).
  const indian = decimalSep !== ',' && /^\d{1,2}(?:,\d{2})+,\d{3}$/.test(intText);
  if (groups.length > 1 && !indian) {
    if (!/^\d{1,3}$/.test(groups[0]) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return null;
    const seps = new Set(intText.replace(/\d/g, ''));
    if (seps.size > 1 || seps.has(decimalSep ?? '')) return null;
  }
  const value = Number(`${groups.join('')}.${fracText || '0'}`);
  return Number.isFinite(value) ? value : null;
}

/** An amount as printed → its value (negative for `-12.00`, `12.00-`, `(12.00)`), or null when it is not an amount. */
export function parseAmount(raw: string): number | null {
  let text = raw.trim();
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  for (let pass = 0; pass < 3; pass++) {
    const before = text;
    text = text.replace(EDGE_CURRENCY, '').trim();
    if (/^[-−–]/.test(text)) {
      negative = true;
      text = text.slice(1).trim();
    }
    if (/[-−–]$/.test(text)) {
      negative = true;
      text = text.slice(0, -1).trim();
    }
    if (text === before) break;
  }
  const value = parseNumber(text);
  if (value === null) return null;
  return negative && value !== 0 ? -value : value;
}

/** A space OCR read between the cents of a row's last amount (`NET TOTAL 22.2 5`): replace with `$1$2`. */
export const SPLIT_CENTS = /(?<![\d.,])(\d{1,6}[.,]\d) (\d)(?=[^\p{L}\p{N}]*$)/u;

/**
 * A space OCR read right before the decimal point of a row's last amount (`Total 20 .42`, `R32 .60`): replace with
 * `$1$2$3`. Short whole parts only: a long code before a price in cents (`70642910004 .88`) is two things.
 */
export const SPACE_BEFORE_POINT = /(?<![\d.,])(\d{1,3}) ([.,])(\d{2})(?=[^\p{L}\p{N}]*$)/u;

/**
 * An amount a till prints without its leading zero (`TAX .82`, `TOTAL .82`, `TAX .00 BAL 2.00`), standing alone
 * after a word, a space or a currency sign: replace with `0$1`. Not right after a number (`70642910004 .88`,
 * `23.40 .00`): there it may be cents OCR parted from their whole.
 */
export const NO_LEADING_ZERO = /(?<!\d\s?)(?<=^|[\s$£€])(\.\d{2})(?=\s|[^\p{L}\p{N}]*$)/gu;

/**
 * The point of a row's last amount read as a space after its currency sign (`Sales Tax 8.000% $1 90`): replace with
 * `$1$2.$3`. Two digits after the space only, so a thousands space (`€ 1 900`) stays.
 */
export const POINT_READ_AS_SPACE = /([$£€])\s?(\d{1,4}) (\d{2})(?=[^\p{L}\p{N}]*$)/u;

/** A space OCR read right after an amount's decimal point or comma (`908. 01`, `0, 00`): replace with `$1$2`. */
export const SPACE_AFTER_POINT = /(?<![\d.,])(\d{1,6}[.,]) (\d{2})(?![\d.,])/gu;

/** A printed amount of digits alone (`840 €`, `1114440`): OCR may have lost its decimal separator. */
export const SEPARATOR_LOST = /^\D*\d{3,}\D*$/u;

/** Every amount-looking number in `text`, with where it starts. Bare integers are included; callers judge context. */
export function findAmounts(text: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  for (const match of text.matchAll(AMOUNT_PATTERN)) {
    let raw = match[0].trim();
    // A parenthesis without its pair is not a negative sign: `TOTAL 270.05 )`, `(SR 12.00`.
    if (raw.startsWith('(') !== raw.endsWith(')')) raw = raw.replace(/^\(\s*|\s*\)$/g, '');
    const value = parseAmount(raw);
    if (value === null) continue;
    MEASURED.lastIndex = (match.index ?? 0) + match[0].length;
    found.push({ value, raw, index: (match.index ?? 0) + match[0].indexOf(raw), ...(MEASURED.test(text) ? { measure: true } : {}) });
  }
  return found;
}

/** Whether the printed amount shows decimals (`12.50`), the usual mark of money rather than a count or a code. */
export function hasDecimals(raw: string): boolean {
  return /\d[.,]\d{2}(?!\d)/.test(raw);
}

/** The amounts of `text` printed with cents: money, not counts or codes. */
export function findMoney(text: string): FoundAmount[] {
  return findAmounts(text).filter((amount) => hasDecimals(amount.raw));
}
