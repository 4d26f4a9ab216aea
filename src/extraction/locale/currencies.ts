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
  /** Not a mark as printed but OCR's reading of one on worn or photographed print (`£5.99` read `E5.99`). */
  misread?: boolean;
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
  // `₹` as OCR reads it on a page image: `¥`, where the page's evidence names India.
  { pattern: String.raw`¥`, candidates: ['JPY', 'CNY', 'INR'], needsEvidence: true, misread: true },
  { pattern: String.raw`¥`, candidates: ['JPY', 'CNY'], needsEvidence: true },
  { pattern: String.raw`\bRM(?=\s?\d)`, candidates: ['MYR'] },
  { pattern: String.raw`\bRp\.?(?=\s?\d)`, candidates: ['IDR'] },
  { pattern: String.raw`(?<=\d\s?)zł|\bzł(?=\s?\d)`, candidates: ['PLN'] },
  { pattern: String.raw`(?<=\d\s?)Kč|\bKč(?=\s?\d)`, candidates: ['CZK'] },
  { pattern: String.raw`(?<=\d\s?)Ft\b`, candidates: ['HUF'] },
  { pattern: String.raw`(?<=\d\s?)lei\b`, candidates: ['RON'] },
  { pattern: String.raw`(?<=\d\s?)kr\.?(?![\p{L}])|\bkr\.?(?=\s?\d)`, candidates: ['SEK', 'NOK', 'DKK', 'ISK'], needsEvidence: true },
  { pattern: String.raw`\bR(?=\s?\d)`, candidates: ['ZAR'], needsEvidence: true },
  // `£` and `€` as OCR reads them on receipt print: a letter glued before an amount (`TOTAL E5.99`, `e53.20`), or a
  // small `e` after one (`7,00e`, `112,73 e`). A capital after an amount is usually a tax code (`5.99 E`), not this.
  {
    pattern: String.raw`(?<![\p{L}\d.,])[Ee](?=\d{1,3}(?:[.,]\d{3})*[.,]\d{2}(?!\d))|(?<=\d[.,]\d{2}\s?)e(?![\p{L}\d])`,
    candidates: ['GBP', 'EUR'],
    needsEvidence: true,
    misread: true,
  },
  // `₹` as OCR reads it on a page image: a `%` before an amount (`% 5,98,571.00`), after no number.
  { pattern: String.raw`(?<![\d.,%]\s?)%(?=\s?\d[\d,]*\.\d{2}(?![\d%]))`, candidates: ['INR'], needsEvidence: true, misread: true },
  // `₹` read as `$` on a page image: a dollar, or the rupee where the page's evidence names India (a GSTIN).
  { pattern: String.raw`\$(?=\s?\d)`, candidates: ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'ARS', 'CLP', 'COP', 'TWD', 'INR'], needsEvidence: true, misread: true },
  // The code in small letters beside an amount (`Eur 164,40`, `12,00 Eur`).
  { pattern: String.raw`(?<![\p{L}])Eur(?=\s?\d)|(?<=\d\s?)Eur(?![\p{L}])`, candidates: ['EUR'] },
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
    // The state's code in small letters as OCR or the till prints it, after the city and its comma (`Dallas,Tx 75225`).
    String.raw`(?<=\p{L},\s?)(?:Al|Ak|Az|Ar|Ca|Co|Ct|De|Dc|Fl|Ga|Hi|Id|Il|In|Ia|Ks|Ky|La|Me|Md|Ma|Mi|Mn|Ms|Mo|Mt|Ne|Nv|Nh|Nj|Nm|Ny|Nc|Nd|Oh|Ok|Or|Pa|Ri|Sc|Sd|Tn|Tx|Ut|Vt|Va|Wa|Wv|Wi|Wy)\s+\d{5}(?:-\d{4})?\b`,
    // A state written out before its ZIP code (`BRONX, New York 10459-9998`).
    String.raw`\b(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New\s+Hampshire|New\s+Jersey|New\s+Mexico|New\s+York|North\s+Carolina|North\s+Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode\s+Island|South\s+Carolina|South\s+Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West\s+Virginia|Wisconsin|Wyoming)\b,?\s+\d{5}(?:-?\d{4})?\b`,
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
  GBP: [
    // A UK postcode (`BD3 7DL`, `SW1A 1AA`) or a UK VAT number, nine digits grouped 3-4-2 (`VAT Reg No: 191 2478 96`).
    String.raw`\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b`,
    String.raw`\bVAT\b[^\n\d]{0,20}(?:GB\s?)?\d{3}\s\d{4}\s\d{2}\b`,
    String.raw`\bUnited\s+Kingdom\b|\bEngland\b|\bScotland\b|\+44\b`,
  ],
  EUR: [
    // Tax words and registers of euro countries (`MwSt`, `BTW`, `TVA`, `P.IVA`, `CIF`, `K.v.K.`), a Dutch postcode
    // written with its country (`NL-1017 MA`), the countries' names.
    String.raw`\b(?:MwSt|USt|BTW|B\.T\.W|TVA|SIRET|SIREN|CIF|NIF)\b|\bP\.?\s?IVA\b|\bK\.?v\.?K\b|\bSteuer-?\s?Nr\b`,
    String.raw`\bNL-\d{4}\s?[A-Z]{2}\b`,
    String.raw`\b(?:Deutschland|France|Espa[ñn]a|Italia|Nederland|Belgi(?:um|que|ë)|Ireland|Österreich|Portugal)\b`,
  ],
  ZAR: [String.raw`\bSouth\s+Africa\b`],
  // India's GST registration and its central, state and integrated shares; amounts grouped in lakhs (`5,98,571.00`).
  // Not the country's name: Indian restaurants abroad print it.
  INR: [String.raw`\bGSTIN\b|\b[CSI]GST\b`, String.raw`(?<![\d,])\d{1,2},\d{2},\d{3}\.\d{2}(?!\d)`],
};
