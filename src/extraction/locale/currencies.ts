/**
 * Currencies as printed. A mark that names one currency (`€`, `RM`, `US$`, `EUR`) decides it; a mark shared by
 * several (`$`, `kr`, `¥`, `R`) lists its candidates and the document's other evidence — an ISO code, a country
 * named by its tax word, language or postcode — chooses among them, or nothing does.
 */

export interface CurrencyMark {
  /** Regex source of the mark as printed. */
  pattern: string;
  /** The currencies it can mean. */
  candidates: readonly string[];
  /** The mark alone decides nothing (shared by several currencies, or easily a letter of something else). */
  needsEvidence?: boolean;
}

/** ISO codes common on invoices and receipts; rarer codes that are also English words (ALL, TOP, CUP) are left out. */
export const ISO_CURRENCIES = [
  'EUR', 'USD', 'GBP', 'CHF', 'JPY', 'CNY', 'RMB', 'INR', 'MYR', 'SGD', 'AUD', 'CAD', 'NZD', 'HKD', 'SEK', 'NOK', 'DKK',
  'ISK', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'RSD', 'UAH', 'RUB', 'TRY', 'ZAR', 'BRL', 'MXN', 'ARS', 'CLP', 'COP', 'PEN',
  'IDR', 'THB', 'PHP', 'VND', 'KRW', 'TWD', 'PKR', 'LKR', 'BDT', 'AED', 'SAR', 'QAR', 'KWD', 'ILS', 'EGP', 'MAD',
  'NGN', 'KES', 'GHS',
] as const;

/** Codes and marks a receipt prints beside an amount on a row of its own (`RM 12.00`): they label nothing. */
export const AMOUNT_ROW_MARKS: readonly string[] = ['RM', 'MYR', 'USD', 'EUR', 'SGD'];

/** Marks in the order they are tried (longer, qualified marks before the bare symbol they contain). */
export const CURRENCY_MARKS: readonly CurrencyMark[] = [
  { pattern: String.raw`US\$|U\$S`, candidates: ['USD'] },
  { pattern: String.raw`A\$|AU\$`, candidates: ['AUD'] },
  { pattern: String.raw`C\$|CA\$`, candidates: ['CAD'] },
  { pattern: String.raw`S\$|SG\$`, candidates: ['SGD'] },
  { pattern: String.raw`NZ\$`, candidates: ['NZD'] },
  { pattern: String.raw`HK\$`, candidates: ['HKD'] },
  { pattern: String.raw`R\$`, candidates: ['BRL'] },
  { pattern: String.raw`€`, candidates: ['EUR'] },
  { pattern: String.raw`£`, candidates: ['GBP'] },
  { pattern: String.raw`₹`, candidates: ['INR'] },
  { pattern: String.raw`\bRs\.?(?=\s?\d)`, candidates: ['INR'] },
  { pattern: String.raw`₩`, candidates: ['KRW'] },
  { pattern: String.raw`₽`, candidates: ['RUB'] },
  { pattern: String.raw`₺`, candidates: ['TRY'] },
  { pattern: String.raw`₪`, candidates: ['ILS'] },
  { pattern: String.raw`฿`, candidates: ['THB'] },
  { pattern: String.raw`₫`, candidates: ['VND'] },
  { pattern: String.raw`₱`, candidates: ['PHP'] },
  { pattern: String.raw`¥`, candidates: ['JPY', 'CNY'], needsEvidence: true },
  { pattern: String.raw`\bRM(?=\s?\d)`, candidates: ['MYR'] },
  { pattern: String.raw`\bRp\.?(?=\s?\d)`, candidates: ['IDR'] },
  { pattern: String.raw`(?<=\d\s?)zł|\bzł(?=\s?\d)`, candidates: ['PLN'] },
  { pattern: String.raw`(?<=\d\s?)Kč|\bKč(?=\s?\d)`, candidates: ['CZK'] },
  { pattern: String.raw`(?<=\d\s?)Ft\b`, candidates: ['HUF'] },
  { pattern: String.raw`(?<=\d\s?)lei\b`, candidates: ['RON'] },
  { pattern: String.raw`(?<=\d\s?)kr\.?(?![\p{L}])|\bkr\.?(?=\s?\d)`, candidates: ['SEK', 'NOK', 'DKK', 'ISK'], needsEvidence: true },
  { pattern: String.raw`\bR(?=\s?\d)`, candidates: ['ZAR'], needsEvidence: true },
  { pattern: String.raw`\$`, candidates: ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'ARS', 'CLP', 'COP', 'TWD'], needsEvidence: true },
];

/**
 * What points to one currency among the candidates of an ambiguous mark: regex sources matched on the whole
 * document (a tax word, a country, a postcode shape, a phone prefix). A source with small letters (a word) is
 * matched ignoring case; one written in capitals only (a state and ZIP code, an acronym) as written.
 */
export const CURRENCY_EVIDENCE: Readonly<Record<string, readonly string[]>> = {
  USD: [
    String.raw`\bsales\s+tax\b`,
    // A US address: state abbreviation and ZIP code (`Austin, TX 78701`).
    String.raw`\b(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY])\s+\d{5}(?:-\d{4})?\b`,
    String.raw`\bU\.?S\.?A\.?\b|\bUnited\s+States\b`,
    // Dates written month first with the month's name and a comma (`Jan 1, 2022`): the American style.
    String.raw`\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2},\s+\d{4}\b`,
  ],
  CAD: [String.raw`\b(?:HST|PST|QST|TPS|TVQ)\b`, String.raw`\bCanada\b`, String.raw`\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b`],
  AUD: [String.raw`\bABN\b`, String.raw`\bAustralia\b`, String.raw`\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b`],
  NZD: [String.raw`\bNew\s+Zealand\b`, String.raw`\bIRD\b`],
  SGD: [String.raw`\bSingapore\b`, String.raw`\bUEN\b`],
  HKD: [String.raw`\bHong\s+Kong\b`],
  MXN: [String.raw`\bM[ée]xico\b`, String.raw`\bRFC\b`],
  JPY: [String.raw`\bJapan\b|日本|株式会社|円`],
  CNY: [String.raw`\bChina\b|中国|人民币|元`],
  SEK: [String.raw`\bSverige\b|\bSweden\b|\bmoms\b.*\b25\s?%`, String.raw`\bSE\d{12}\b`],
  NOK: [String.raw`\bNorge\b|\bNorway\b|\bMVA\b`],
  DKK: [String.raw`\bDanmark\b|\bDenmark\b|\bCVR\b`],
  ISK: [String.raw`\bÍsland\b|\bIceland\b`],
  ZAR: [String.raw`\bSouth\s+Africa\b`],
};
