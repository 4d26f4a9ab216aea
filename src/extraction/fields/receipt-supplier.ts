/**
 * The supplier of a receipt: its name (the legal or business name at the top, before contact rows) and
 * the address rows that follow it.
 */
import { findDates } from '../parse/dates.ts';
import { emptyField, type Field } from '../types.ts';
import { field, letters, trimmedRow, wordConfidence, type Row } from './receipt-rows.ts';

/** Legal forms: the surest mark of the supplier's name. */
const LEGAL_FORM =
  /(\b(SDN\.?\s*BHD|BHD|S\/B|LTD|LIMITED|LLC|L\.L\.C|INC|CORP(ORATION)?|GMBH|AG|KG|SARL|SAS|S\.?A|S\.?L|S\.?R\.?L|B\.?V|N\.?V|PTE|PTY|PLC|OY|AB|A\/S)\b\.?|\bSB$)/i;
/** Words that name a kind of business: a weaker mark of the name. */
const BUSINESS_WORD =
  /\b(CO\.?|COMPANY|ENTERPRISES?|TRADING|PERNIAGAAN|RESTORAN|RESTAURANTS?|HARDWARE|MARKET|MART|STORE|SUPERMARKET|CAFE|BAKERY|KEDAI|SHOP|STATIONERY|PHARMACY|FARMASI|BOOKSTORE|HOTEL|HOUSE|KITCHEN|FOOD|SERVICES?)\b/i;
const PHONE = /\b(TEL|TELEPHONE|PHONE|PH|HP|MOBILE|FAX|T\s?EL)\b\.?\s*[:.]?|\+?\d[\d\s-]{7,}\d/i;
const TAX_ID = /\b(GST|SST|VAT|TAX|TIN|ABN|UST|MWST|BTW|NPWP|CO\.?\s*REG|COMPANY\s*REG|REG(ISTRATION)?)\b.*\b(NO|ID|NUMBER|#|:)/i;
/** Words that introduce a company or business registration number. */
const REGISTRATION_WORDS = /\b(CO(MPANY)?|REG(ISTRATION)?|RFG|BR|ROC|BUSINESS|SSM|NO|NUMBER)\b\.?/gi;
const DOCUMENT_WORDS =
  /\b(TAX\s*INVOICE|INVOICE|RECEIPT|CASH\s*BILL|BILL|CASHIER|DOCUMENT|DOC\s*NO|TABLE|DATE|TIME|MEMBER|ORDER|CHECK|SALES|WELCOME|THANK|TQ|OFFICIAL|SIMPLIFIED|COUNTER|POS|TERMINAL|QTY|PRICE|AMOUNT|DESC(RIPTION)?|HOURS|HRS|OPENING|ID\s*:|NAME\s*:|CASH\s*SALES?)\b/i;
const ADDRESS_WORDS =
  /\b(NO\.?|LOT|JALAN|JLN|TAMAN|TMN|STREET|ST\.|ROAD|RD\.?|AVENUE|AVE|FLOOR|LEVEL|UNIT|BLOCK|BLK|BUILDING|PLAZA|MALL|CENTRE|CENTER|KAWASAN|BANDAR|SEKSYEN|STRASSE|STR\.|PLATZ|WEG|RUE|AVENUE|VIA|CALLE|SUITE|P\.?O\.?\s*BOX)\b|\b\d{5}\b/i;


/** A row that carries words (not a rule of dashes, a logo's debris or a barcode). */
function isTextRow(row: Row): boolean {
  const compact = row.text.replace(/\s/g, '');
  return letters(row.text) >= 3 && letters(row.text) / compact.length >= 0.5 && wordConfidence([row]) >= 0.6;
}

/** A row that is only a registration number, labelled or not: `(867388-U)`, `CO. REG : 860671-D`, `JM0325955-V`. */
function isRegistration(row: Row): boolean {
  const rest = row.text.replace(REGISTRATION_WORDS, ' ').replace(/[^\p{L}\d-]+/gu, ' ').trim();
  return /^[A-Z]{0,3}\d[\dA-Z-]*$/i.test(rest) && (rest.match(/\d/g) ?? []).length >= 5;
}

function isContactOrId(row: Row): boolean {
  return PHONE.test(row.text) || TAX_ID.test(row.text) || isRegistration(row) || /@|www\.|https?:/i.test(row.text);
}

/**
 * Repairs OCR confusions inside words of a name or address: `$` for S (`$$21/39`), `!`/`|` for I after a
 * letter (`DAMA!`, `JIAWE|`), `¥` for Y, braces for parentheses, `SON BHD` for SDN BHD.
 */
export function repairText(text: string): string {
  return text
    .replace(/\$(?=[\p{L}\d$])|(?<=\p{L})\$/gu, 'S')
    .replace(/(?<=\p{L})[!|](?=[\p{L}\s,.]|$)/gu, 'I')
    .replace(/¥/g, 'Y')
    .replace(/\{/g, '(')
    .replace(/\}/g, ')')
    .replace(/\bS[O0]N(?=\.?\s*BHD\b)/gi, 'SDN');
}

/** Registration numbers (`(867388-U)`) and running numbers (`#000002`) printed with the name are not part of it. */
function cleanName(text: string): string {
  // The legal form ends the name: what follows is a registration number or OCR debris.
  const form = [...text.matchAll(new RegExp(LEGAL_FORM.source, 'gi'))].pop();
  if (form?.index !== undefined && form.index > 0) text = text.slice(0, form.index + form[0].length);
  return text
    .replace(/\s*\(?\s*(CO\.?\s*)?(REG\.?\s*(NO)?\.?\s*:?)?\s*\d{4,}[-\s]?[A-Z#]{1,2}(?![\p{L}\d]).*$/iu, '')
    .replace(/\s*\(\d{5,}\)\s*$/, '')
    .replace(/^#\d+\s+/, '')
    // `OWNED BY:`, `DIMILIKI:` and the like before the legal name.
    .replace(/^[\p{L} ]{3,16}:\s*(?=.*\b(BHD|LTD|LLC|INC|GMBH|S\/B)\b)/iu, '')
    .trim();
}

/** A row that continues the name above it: `(SETIA ALAM) SDN BHD`, `CO. (M) SDN BHD`, `STATIONERY SDN. BHD`. */
function continuesName(row: Row): boolean {
  if (/^\s*(\(|&|SDN|BHD|CO\b|S\/B)/i.test(row.text)) return true;
  const beforeForm = row.text.slice(0, Math.max(0, row.text.search(LEGAL_FORM)));
  return beforeForm.trim().split(/\s+/).filter((w) => letters(w) >= 2).length <= 1;
}

export function findSupplier(allRows: Row[]): { name: Field; address: Field } {
  const rows = allRows.map(trimmedRow);
  // The shop's name comes before its contact rows; a legal name printed after them is the owner's.
  const firstContact = rows.find((r) => r.index > 0 && (PHONE.test(r.text) || TAX_ID.test(r.text)))?.index ?? 12;
  const isCandidate = (r: Row) => isTextRow(r) && !isContactOrId(r) && !DOCUMENT_WORDS.test(r.text) && findDates(r.text).length === 0;
  let candidates = rows.filter((r) => r.index < Math.min(12, Math.max(firstContact, 2)) && isCandidate(r));
  if (!candidates.length) candidates = rows.filter((r) => r.index < 12 && isCandidate(r));
  if (!candidates.length) return { name: emptyField(), address: emptyField() };
  const marked = candidates.find((r) => LEGAL_FORM.test(r.text) && !ADDRESS_WORDS.test(r.text)) ?? candidates.find((r) => BUSINESS_WORD.test(r.text) && !ADDRESS_WORDS.test(r.text));
  let nameRows: Row[];
  let score: number;
  if (marked) {
    nameRows = [marked];
    score = LEGAL_FORM.test(marked.text) ? 0.85 : 0.65;
    const previous = rows[marked.index - 1];
    if (previous && candidates.includes(previous) && continuesName(marked) && !ADDRESS_WORDS.test(previous.text)) nameRows = [previous, marked];
    const next = rows[marked.index + 1];
    if (!LEGAL_FORM.test(marked.text) && next && candidates.includes(next) && LEGAL_FORM.test(next.text) && continuesName(next)) nameRows = [marked, next];
  } else {
    // Without a mark, the first prominent row: the tallest of the first text rows.
    const firstRows = candidates.filter((r) => !ADDRESS_WORDS.test(r.text)).slice(0, 3);
    if (!firstRows.length) return { name: emptyField(), address: emptyField() };
    const height = (r: Row) => r.bbox[3] - r.bbox[1];
    const tallest = firstRows.reduce((a, b) => (height(b) > height(a) * 1.3 ? b : a));
    nameRows = [tallest];
    score = 0.55;
  }
  const nameText = repairText(cleanName(nameRows.map((r) => r.text).join(' ')));
  const name = field(nameText, nameText, score, nameRows);

  // The address starts at its first address-like row (a branch name or registration may come first) and
  // runs until contact, tax or document rows.
  const addressRows: Row[] = [];
  const after = nameRows[nameRows.length - 1].index + 1;
  for (const row of rows.slice(after, after + 9)) {
    const stop = isContactOrId(row) || DOCUMENT_WORDS.test(row.text) || findDates(row.text).length > 0;
    if (!addressRows.length) {
      if (!stop && ADDRESS_WORDS.test(row.text) && !LEGAL_FORM.test(row.text)) addressRows.push(row);
      else if (addressRows.length === 0 && row.index - after >= 5) break;
      continue;
    }
    if (stop || letters(row.text) + (row.text.match(/\d/g) ?? []).length < 3) break;
    addressRows.push(row);
  }
  const addressText = repairText(addressRows.map((r) => r.text.trim()).join(' '));
  const address = addressRows.length ? field(addressText, addressText, 0.7, addressRows) : emptyField();
  return { name, address };
}
