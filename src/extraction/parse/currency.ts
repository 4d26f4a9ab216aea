/**
 * Currencies as printed: symbols (`€`, `$`, `£`), ISO 4217 codes (`EUR`) and local abbreviations (`RM`, `zł`).
 * Only explicit marks count; a symbol shared by several currencies with no qualifier (`kr`) gives null.
 */

export interface FoundCurrency {
  code: string;
  raw: string;
  index: number;
}

/** ISO codes common on invoices and receipts; rarer codes that are also English words (ALL, TOP, CUP) are left out. */
export const ISO_CURRENCIES = [
  'EUR', 'USD', 'GBP', 'CHF', 'JPY', 'CNY', 'RMB', 'INR', 'MYR', 'SGD', 'AUD', 'CAD', 'NZD', 'HKD', 'SEK', 'NOK', 'DKK',
  'ISK', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'RSD', 'UAH', 'RUB', 'TRY', 'ZAR', 'BRL', 'MXN', 'ARS', 'CLP', 'COP', 'PEN',
  'IDR', 'THB', 'PHP', 'VND', 'KRW', 'TWD', 'PKR', 'LKR', 'BDT', 'AED', 'SAR', 'QAR', 'KWD', 'ILS', 'EGP', 'MAD',
  'NGN', 'KES', 'GHS',
] as const;

/** Symbols and abbreviations that name exactly one currency. */
const SYMBOLS: [RegExp, string][] = [
  [/US\$|U\$S/u, 'USD'],
  [/A\$|AU\$/u, 'AUD'],
  [/C\$|CA\$/u, 'CAD'],
  [/S\$|SG\$/u, 'SGD'],
  [/NZ\$/u, 'NZD'],
  [/HK\$/u, 'HKD'],
  [/R\$/u, 'BRL'],
  [/€/u, 'EUR'],
  [/£/u, 'GBP'],
  [/₹/u, 'INR'],
  [/\bRs\.?(?=\s?\d)/u, 'INR'],
  [/₩/u, 'KRW'],
  [/₽/u, 'RUB'],
  [/₺/u, 'TRY'],
  [/₪/u, 'ILS'],
  [/฿/u, 'THB'],
  [/₫/u, 'VND'],
  [/₱/u, 'PHP'],
  [/¥/u, 'JPY'],
  [/\bRM(?=\s?\d)/u, 'MYR'],
  [/\bRp\.?(?=\s?\d)/u, 'IDR'],
  [/(?<=\d\s?)zł|\bzł(?=\s?\d)/u, 'PLN'],
  [/(?<=\d\s?)Kč|\bKč(?=\s?\d)/u, 'CZK'],
  [/(?<=\d\s?)Ft\b/u, 'HUF'],
  [/(?<=\d\s?)lei\b/u, 'RON'],
  [/\$/u, 'USD'],
];

const ISO_PATTERN = new RegExp(String.raw`(?<![\p{L}])(${ISO_CURRENCIES.join('|')})(?![\p{L}])`, 'gu');

/** Every explicit currency mark in `text`, in order. A bare `$` counts as USD unless qualified (`A$`, `C$`…). */
export function findCurrencies(text: string): FoundCurrency[] {
  const found: FoundCurrency[] = [];
  for (const match of text.matchAll(ISO_PATTERN)) {
    const code = match[1] === 'RMB' ? 'CNY' : match[1];
    found.push({ code, raw: match[0], index: match.index ?? 0 });
  }
  const taken = new Set<number>();
  for (const [pattern, code] of SYMBOLS) {
    for (const match of text.matchAll(new RegExp(pattern.source, 'gu'))) {
      const index = match.index ?? 0;
      if (taken.has(index) || [...match[0]].some((_, k) => taken.has(index + k))) continue;
      for (let k = 0; k < match[0].length; k++) taken.add(index + k);
      found.push({ code, raw: match[0], index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The currency named by one token (`EUR`, `€`, `RM`), or null. */
export function currencyOf(token: string): string | null {
  const found = findCurrencies(token.trim());
  return found.length > 0 ? found[0].code : null;
}
