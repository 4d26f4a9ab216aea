/**
 * The supplier's address on a receipt: the rows after its name, from the first address-like row until
 * contact, tax or document rows, a row that ends with the country, or a `label: value` row.
 */
import { letters, type Row } from './receipt-rows.ts';

/** A five-digit postal code (ZIP+4 too), not a piece of a registration or phone number like `(12345-H)`. */
const POSTCODE = /(?<![\p{L}\d(#-])\d{5}(?:-\d{4})?(?![\d-])/u;
export const ADDRESS_WORD =
  /\b(NO\.?|LOT|JALAN|JLN|LORONG|LRG|LEBUH|PERSIARAN|TAMAN|TMN|STREET|ST\.|ROAD|RD\.?|AVENUE|AVE|LANE|BLVD|HIGHWAY|FLOOR|FLR|LEVEL|UNIT|BLOCK|BLK|BUILDING|PLAZA|MALL|CENTRE|CENTER|KAWASAN|BANDAR|SEKSYEN|STRASSE|STR\.|PLATZ|WEG|RUE|VIA|CALLE|SUITE|P\.?O\.?\s*BOX|SEK)\b|\bPTD?\s?\d|^\d+[A-Z]?(-\d+)?,/iu;
/** German-style compound street names: `HAUPTSTRASSE`, `Lindenweg`, `Marktplatz`. */
const STREET_SUFFIX = /\p{L}(STRASSE|STRAẞE|STRAßE|STR\.|WEG|PLATZ|GASSE|ALLEE)(?!\p{L})/iu;
/** Country names that end a printed address. */
const COUNTRY =
  /\b(MALAYSIA|SINGAPORE|INDONESIA|THAILAND|PHILIPPINES|VIET\s?NAM|INDIA|CHINA|JAPAN|AUSTRALIA|NEW ZEALAND|UNITED KINGDOM|UK|USA|UNITED STATES|CANADA|GERMANY|DEUTSCHLAND|FRANCE|SPAIN|ESPAÑA|ITALY|ITALIA|NETHERLANDS|NEDERLAND|BELGIUM|BELGIQUE|SWITZERLAND|SCHWEIZ|SUISSE|AUSTRIA|ÖSTERREICH|PORTUGAL|IRELAND|BRAZIL|BRASIL|MEXICO|MÉXICO)\b\.?\s*$/iu;
/** A registration label and number printed before the address on the same row: `CO. NO. 123456-A`, `(0001234567-K)`. */
const LEADING_REGISTRATION = /^(\(?[^\s()]*\d{4,}[^\s()]*-\s?[A-Z]\)?\s+|C[O0]\.?\s*(MPANY)?\s*(REG\.?)?\s*NO\.?\s*:?\s*([^\s]*\d{4,}[^\s]*\s+)?)/iu;

/** How the order is taken or paid: printed after the address, never in it. */
const PAYMENT_WORDS = /\b(PAY|PAYMENT|PREPAY|CASH|CARD|CHIT|NUMBER|CARRY\s*OUT|TAKE\s*AWAY|DINE\s*IN)\b/i;

export const hasPostcode = (text: string) => POSTCODE.test(text);
export const hasAddressWord = (text: string) => ADDRESS_WORD.test(text) || STREET_SUFFIX.test(text);

export function isAddressLike(text: string): boolean {
  return hasAddressWord(text) || hasPostcode(text);
}

/**
 * `SITE: 4410`, `PAY BY: CARD`: a label and its value, not a part of the address; without a colon
 * (`SITE 4410`) only once the address has its postcode (`BATU 5` may be a place).
 */
function isLabelValue(text: string, complete: boolean): boolean {
  const labels = [...text.matchAll(/(\p{L}+)\.?\s*:/gu)].map((m) => m[1]);
  if (labels.some((label) => !ADDRESS_WORD.test(label))) return true;
  return complete && /^\p{L}{2,}\s*#?\d+$/u.test(text.trim()) && !isAddressLike(text);
}

export interface AddressRules {
  /** Contact, tax, document rows: the address is over. */
  stop: (row: Row) => boolean;
  /** A row that may not open the address (the name again, a legal form). */
  cannotStart: (row: Row) => boolean;
  /** A row after which nothing belongs to the address (it went on with a phone number). */
  endsAfter: (row: Row) => boolean;
}

/** The address rows among `rows` (the rows after the supplier's name). */
export function addressRows(rows: Row[], rules: AddressRules): Row[] {
  const found: Row[] = [];
  for (const row of rows) {
    if (!found.length) {
      if (!rules.stop(row) && !rules.cannotStart(row) && isAddressLike(row.text)) found.push(row);
      else if (row.index - rows[0].index >= 5) break;
      continue;
    }
    const last = found[found.length - 1];
    const complete = found.some((r) => POSTCODE.test(r.text));
    if (rules.stop(row) || rules.endsAfter(last) || COUNTRY.test(last.text) || isLabelValue(row.text, complete) || PAYMENT_WORDS.test(row.text)) break;
    if (letters(row.text) + (row.text.match(/\d/g) ?? []).length < 3) break;
    found.push(row);
  }
  return found;
}

/**
 * A telephone number ending the address text (`… TX 78233 210.646.7045`, `… (702) 898-9998`, `… 012-2060 778`):
 * grouped as telephone numbers are, so that a postcode (`NY 10007`, `Singapore 079027`) never matches.
 */
const TRAILING_PHONE = new RegExp(
  String.raw`\s+(?:(?:TEL|PHONE|PH)\s*[.:]?\s*)?(?:\(?\d{3}\)?[\s.-]?\d{3}[.-]\d{4}|(?<![\d.-])\d{3}-\d{4}|\+\d{1,3}[\s\d-]{7,}\d|0\d{1,3}-\d{3,4}\s?\d{3,4})\s*$`,
  'i',
);

/** The address text without a registration number before it and without stray `.`/`-` specks between words. */
export function cleanAddress(text: string): string {
  return text
    .replace(LEADING_REGISTRATION, '')
    .replace(/(^|\s)[.\-'‘’]+(?=\s|$)/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The address as returned, without the telephone number printed after it. Only the value returned: the
 * candidates' text, which the model's features read (a number ending a block tells of it), keeps it.
 */
export function withoutTrailingPhone(address: string): string {
  return address.replace(TRAILING_PHONE, '');
}
