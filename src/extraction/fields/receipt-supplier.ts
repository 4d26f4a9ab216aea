/**
 * The supplier of a receipt: its name (the legal or business name at the top, before contact rows) and
 * the address rows that follow it.
 */
import { findDates } from '../parse/dates.ts';
import { emptyField, type Field, type Word } from '../types.ts';
import { addressRows, cleanAddress, hasAddressWord, hasPostcode, isAddressLike } from './receipt-address.ts';
import { closeParenthesis, repairAddressAbbreviations, repairDigitLookAlikes, repairInnerDigits, repairLegalForm, repairLetterDigits, repairVocabulary } from './receipt-ocr-repair.ts';
import { repairAddressWords } from './address-words.ts';
import { field, letters, unionBox, wordConfidence, type Row } from './receipt-rows.ts';

/** Legal forms: the surest mark of the supplier's name. */
const LEGAL_FORM =
  /(\b(SDN\.?\s*BHD|BHD|S\/B|LTD|LIMITED|LLC|L\.L\.C|INC|CORP(ORATION)?|GMBH|AG|KG|SARL|SAS|S\.?A|S\.?L|S\.?R\.?L|B\.?V|N\.?V|PTE|PTY|PLC|OY|AB|A\/S)\b\.?|\bSB$)/i;
/** Words that name a kind of business: a weaker mark of the name. */
const BUSINESS_WORD =
  /\b(CO\.?|COMPANY|ENTERPRISES?|TRADING|PERNIAGAAN|RESTORAN|RESTAURANTS?|HARDWARE|MARKET|MART|STORE|SUPERMARKET|CAFE|BAKERY|KEDAI|SHOP|STATIONERY|PHARMACY|FARMASI|BOOKSTORE|HOTEL|HOUSE|KITCHEN|FOOD|SERVICES?)\b/i;
/** Kinds of eating place that, alone, describe a shop rather than name it. */
const KIND_OF_PLACE = /^(BISTRO|BAR|PUB|GRILL|DELI|DINER|EATERY)$/i;

/** A row that only says what kind of business it is (`BISTRO & CAFE`): printed under the name, never the name. */
function isKindOfBusiness(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w) && !/^(&|AND|DAN|ET|UND)$/i.test(w));
  return words.length > 0 && words.every((w) => BUSINESS_WORD.test(w) || KIND_OF_PLACE.test(w.replace(/[^\p{L}]/gu, '')));
}

/** Two words joined by `&` (`GIFT & HOME DECO`, `B & BEST`): the weakest mark of a business name. */
const PARTNERS = /\p{L}\s*&\s*\p{L}/u;
const PHONE = /\b(TEL|TELEPHONE|PHONE|PH|HP|MOBILE|FAX|T\s?EL)\b\.?\s*[:.]?|(?<!\b(LOT|PTD?)\.?\s*[\d\s-]*)\+?\d[\d\s-]{7,}\d/i;
const TAX_ID = /\b(GST|SST|VAT|TAX|TIN|ABN|UST|MWST|BTW|NPWP|CO\.?\s*REG|COMPANY\s*REG|REG(ISTRATION)?)\b.*\b(NO|ID|NUMBER|#|:)/i;
/** Words that introduce a company or business registration number. */
const REGISTRATION_WORDS = /\b(CO(MPANY)?|REG(ISTRATION)?|R[EF][GQY6]|BR|ROC|BUSINESS|SSM|NO|NUMBER)\b\.?/gi;
/** A registration number printed with the name: `(123456-H)`, `001234567-W`, `001234567.P`, `(AB0123456)`. */
const REGISTRATION_NUMBER = /\(?\b[A-Z]{0,3}\d{5,}\s?[-.]\s?[A-Z]\b\)?|\([A-Z]{0,3}\d{5,}\)/gi;
const DOCUMENT_WORDS =
  /\b(TAX\s*INVOICE|INVOICE|RECEIPT|CASH\s*BILL|BILL|CASHIER|DOCUMENT|DOC\s*NO|TABLE|DATE|TIME(?=\s*[:\d])|MEMBER|ORDER|CHECK|SALES|WELCOME|THANK|TQ|OFFICIAL|SIMPLIFIED|COUNTER|POS|TERMINAL|QTY|PRICE|AMOUNT|DESC(RIPTION)?|HOURS|HRS|OPENING|ID\s*:|NAME\s*:|CASH\s*SALES?|GOODS\s*SOLD|RETURNABLE|REFUNDABLE|EXCHANGEABLE|PLEASE|COME\s*AGAIN)\b/i;

/** A word that is a registration number (`(519537-X)`). */
const WHOLE_REGISTRATION_NUMBER = new RegExp(`^(${REGISTRATION_NUMBER.source})$`, 'i');
const isRegistrationWord = (text: string) => WHOLE_REGISTRATION_NUMBER.test(text);

/** The text without its registration numbers, which read like phone numbers or postcodes. */
function withoutRegistration(text: string): string {
  return text.replace(REGISTRATION_NUMBER, ' ');
}

/** A row that carries words (not a rule of dashes, a logo's debris or a barcode). */
function isTextRow(row: Row): boolean {
  const text = withoutRegistration(row.text);
  const compact = text.replace(/\s/g, '');
  // How sure the OCR is of a registration number printed beside the name says nothing of the name's words.
  const words = row.words.filter((w) => !isRegistrationWord(w.text));
  // A business word read surely makes a row of text however doubtful its other words (`RESTAURANT JIAWE|`).
  const sureMark = words.some((w) => w.confidence >= SURE_MARK && w.text.length >= 4 && (BUSINESS_WORD.test(w.text) || LEGAL_FORM.test(w.text)));
  return letters(text) >= 3 && letters(text) / compact.length >= 0.5 && (sureMark || wordConfidence([{ ...row, words: words.length ? words : row.words }]) >= 0.6);
}

const SURE_MARK = 0.85;

/** A row that is only a registration number, labelled or not: `(123456-U)`, `CO. REG : 654321-D`, `AB0123456-V`. */
function isRegistration(row: Pick<Row, 'text'>): boolean {
  const rest = row.text.replace(REGISTRATION_WORDS, ' ').replace(/[^\p{L}\d-]+/gu, ' ').trim();
  // A run of digits: a house number like `12-14-16G` is not a registration, nor five digits alone (a postcode).
  return /^[A-Z]{0,3}\d[\dA-Z-]*$/i.test(rest) && /\d{5}/.test(rest) && !/^\d{5}$/.test(rest);
}

function isPhone(row: Row): boolean {
  return PHONE.test(withoutRegistration(row.text));
}

function isContactOrId(row: Row): boolean {
  return isPhone(row) || TAX_ID.test(row.text) || isRegistration(row) || /\S@\S|www\.|https?:/i.test(row.text);
}

/** An address row; a legal name may hold an address word (`HARDWARE CENTRE SDN BHD`) but no number. */
function isAddressRow(row: Row): boolean {
  const text = withoutRegistration(row.text);
  return isAddressLike(text) && (!LEGAL_FORM.test(text) || /\d/.test(text));
}

/**
 * Repairs OCR confusions inside words of a name or address: `$` for S (`$$1/2`), `!`/`|` for I after a
 * letter (`MAJ!`, `KED|A`), `¥` for Y, braces for parentheses, `SON BHD` for SDN BHD.
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

/** Registration numbers (`(123456-U)`) and running numbers (`#000002`) printed with the name are not part of it. */
function cleanName(text: string): string {
  text = text.replace(/^\(?[A-Z]{0,3}\d{5,}\s?-\s?[A-Z]\)?\s+(?=\p{L})/iu, '');
  // The legal form ends the name: what follows is a registration number or OCR debris.
  const form = [...text.matchAll(new RegExp(LEGAL_FORM.source, 'gi'))].pop();
  if (form?.index !== undefined && form.index > 0) text = text.slice(0, form.index + form[0].length);
  text = text
    .replace(/\s*\(?\s*(CO\.?\s*)?(REG\.?\s*(NO)?\.?\s*:?)?\s*\d{4,}[-.\s]?[A-Z#]{1,2}(?![\p{L}\d]).*$/iu, '')
    .replace(/\s*\(\d{5,}\)\s*$/, '')
    .replace(/^#\d+\s+/, '')
    // Quotes and specks before the name are OCR debris.
    .replace(/^["'“”‘’.,:;*~-]+\s*/u, '')
    // …and so are a bracket that never closes and a bar (`[LEONG HENG …`).
    .replace(/^(?:\[(?!.*\])|\{(?!.*\})|\|)\s*/u, '')
    // An article is the name's own (`THE: TOAST`: the colon is a speck)…
    .replace(/^(THE|A|AN|LE|LA|LES|DER|DIE|DAS)\s*:\s*/iu, '$1 ')
    // …while `OWNED BY:`, `DIMILIKI:` and the like before the legal name are not.
    .replace(/^[\p{L} ]{3,16}:\s*(?=.*\b(BHD|LTD|LLC|INC|GMBH|S\/B)\b)/iu, '');
  return withoutTrailingSpeck(text).trim();
}

/** A lone letter after a name of two words or more is a speck read as one (`LOREM SHOP x`, `PIZZA HUT Y`). */
function withoutTrailingSpeck(text: string): string {
  const lone = /\s+\p{L}\s*$/u.exec(text);
  return lone && /\p{L}{2,}.*\s.*\p{L}{2,}/u.test(text.slice(0, lone.index)) ? text.slice(0, lone.index) : text;
}

/** A row wholly in parentheses (`(FORMERLY KNOWN AS …)`, `(SHOP 12)`) is an aside, not the name. */
const isAside = (text: string) => /^\s*\(.*\)\s*$/.test(text);
const height = (r: Row) => r.bbox[3] - r.bbox[1];
/** How much taller the taller of two rows is: beyond about 1.3–1.5 they are printed in different type. */
const sizeRatio = (a: Row, b: Row) => Math.max(height(a), height(b)) / Math.min(height(a), height(b));
const parenthesesOpen = (text: string) => (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length;

/**
 * Whether `lower` continues the name printed on `upper`, in the same type size: after an unclosed
 * parenthesis, or when it starts with a legal form, `(`, `&` or a business word (`CO. (M) SDN BHD`,
 * `ENTERPRISE (BUKIT INDAH) SDN BHD`), or holds only one word before its legal form (`STATIONERY SDN. BHD`).
 */
function continuesName(upper: Row, lower: Row): boolean {
  if (sizeRatio(upper, lower) > 1.5) return false;
  if (parenthesesOpen(upper.text) > 0) return true;
  const text = withoutRegistration(lower.text);
  const firstWord = /^\s*[\p{L}&(/.]+/u.exec(text)?.[0] ?? '';
  if (isAside(text) && !LEGAL_FORM.test(text)) return false;
  if (/^\s*(\(|&|SDN|BHD|S\/B)/i.test(text) || BUSINESS_WORD.test(firstWord)) return true;
  const formAt = text.search(LEGAL_FORM);
  return formAt >= 0 && text.slice(0, formAt).trim().split(/\s+/).filter((w) => letters(w) >= 2).length <= 1;
}

/**
 * A second row of a name with no legal form, in the same type and naming a kind of business too
 * (`RESTAURANT JIAWEI` / `JIAWEI HOUSE`).
 */
function isSecondBusinessRow(upper: Row, lower: Row): boolean {
  if (sizeRatio(upper, lower) > 1.3) return false;
  return BUSINESS_WORD.test(upper.text) && BUSINESS_WORD.test(lower.text) && !LEGAL_FORM.test(lower.text) && !isAside(lower.text);
}

/** The rows of the name around its marked row: a name broken over several rows is read whole. */
function nameAround(marked: Row, rows: Row[], candidates: Set<Row>): Row[] {
  const nameRows = [marked];
  for (let previous = rows[marked.index - 1]; previous && nameRows.length < 3; previous = rows[previous.index - 1]) {
    if (!candidates.has(previous) || isAddressRow(previous) || !continuesName(previous, nameRows[0])) break;
    nameRows.unshift(previous);
  }
  const next = rows[marked.index + 1];
  const last = nameRows[nameRows.length - 1];
  const legal = nameRows.some((r) => LEGAL_FORM.test(r.text));
  if (next && candidates.has(next) && !isAddressRow(next) && continuesName(last, next) && (parenthesesOpen(last.text) > 0 || (!legal && LEGAL_FORM.test(next.text)))) {
    nameRows.push(next);
  } else if (next && candidates.has(next) && !isAddressRow(next) && !legal && isSecondBusinessRow(last, next)) {
    nameRows.push(next);
  }
  return nameRows;
}

const CONTACT_LABEL = /^(TEL|TELEPHONE|PHONE|FAX|HP|GST|VAT|E-?MAIL)\b/i;

/** The part of a row before a phone or tax number: `80000 Kota Baru. Tel No.: 07-000 1111`, `Selangor GST REG`. */
function beforeContact(row: Row): Row {
  const at = row.words.findIndex((w, i) => i > 0 && CONTACT_LABEL.test(w.text));
  if (at <= 0) return row;
  const words = row.words.slice(0, at);
  const text = words.map((w) => w.text).join(' ');
  return { ...row, words, text, bbox: unionBox(words.map((w) => w.bbox)) };
}

/** Gap, in text heights, beyond which a narrow character or two at the end of a row is a speck, not a word of it. */
const STRAY_GAP = 4;

/**
 * The row without doubtful words at its ends (as `trimmedRow`), but keeping those that look like words: OCR
 * is often unsure of names it reads right (`PERNIAGAAN`, `KLANG,SELANGOR`), while its specks are short or full
 * of symbols. A character or two far from the rest of the row (`SETIA ALAM        x`) is a speck however sure
 * the OCR is of it, and so is a doubtful word far from it.
 */
function withoutJunkEdges(row: Row): Row {
  const doubtful = (w: Word) => w.confidence < 0.5 && (w.text.length <= 2 || w.confidence < 0.25);
  const wordLike = (w: Word) => /^[\p{L}\d][\p{L}\d,.'&/()-]*$/u.test(w.text) && (w.text.match(/[\p{L}\d]/gu) ?? []).length >= 4;
  const junk = (w: Word) => doubtful(w) && !wordLike(w);
  const textHeight = Math.max(0, ...row.words.filter((w) => w.text.length > 2).map((w) => w.bbox[3] - w.bbox[1]));
  const far = (w: Word, neighbour: Word | undefined) =>
    neighbour !== undefined && textHeight > 0 && Math.max(neighbour.bbox[0] - w.bbox[2], w.bbox[0] - neighbour.bbox[2]) > STRAY_GAP * textHeight;
  const speck = (w: Word) => (w.text.length <= 2 && w.bbox[2] - w.bbox[0] < 1.5 * textHeight) || w.confidence < 0.5;
  const stray = (w: Word, neighbour: Word | undefined) => speck(w) && far(w, neighbour);
  let start = 0;
  let end = row.words.length;
  while (start < end && (junk(row.words[start]) || stray(row.words[start], row.words[start + 1]))) start++;
  while (end > start && (junk(row.words[end - 1]) || stray(row.words[end - 1], row.words[end - 2]))) end--;
  if (start === 0 && end === row.words.length) return row;
  const words = row.words.slice(start, end);
  return { ...row, words, text: words.map((w) => w.text).join(' '), bbox: words.length ? unionBox(words.map((w) => w.bbox)) : row.bbox };
}

/** The row with its legal form repaired (`SDN BND`), so that it marks the name and is no address row. */
function withLegalFormRepaired(row: Row): Row {
  const text = repairLegalForm(row.text);
  return text === row.text ? row : { ...row, text };
}

export function findSupplier(allRows: Row[]): { name: Field; address: Field } {
  const rows = supplierRows(allRows);
  // The shop's name comes before its contact rows; a legal name printed after them is the owner's.
  const firstContact = rows.find((r) => r.index > 0 && (isPhone(r) || TAX_ID.test(r.text) || isRegistration(r)))?.index ?? 12;
  const isCandidate = (r: Row) => isTextRow(r) && !isContactOrId(r) && !DOCUMENT_WORDS.test(r.text) && findDates(r.text).length === 0;
  let candidates = rows.filter((r) => r.index < Math.min(12, Math.max(firstContact, 2)) && isCandidate(r));
  if (!candidates.length) candidates = rows.filter((r) => r.index < 12 && isCandidate(r));
  if (!candidates.length) return { name: emptyField(), address: emptyField() };
  const markable = candidates.filter((r) => !isAddressRow(r) && !isAside(r.text));
  const marked =
    markable.find((r) => LEGAL_FORM.test(r.text)) ?? markable.find((r) => BUSINESS_WORD.test(r.text) && !isKindOfBusiness(r.text)) ?? markable.find((r) => PARTNERS.test(r.text) && !isKindOfBusiness(r.text));
  let nameRows: Row[];
  let score: number;
  if (marked) {
    nameRows = nameAround(marked, rows, new Set(candidates));
    score = nameRows.some((r) => LEGAL_FORM.test(r.text)) ? 0.85 : 0.65;
  } else {
    // Without a mark, the first prominent row: the tallest of the first text rows.
    const firstRows = candidates.filter((r) => !isAddressRow(r)).slice(0, 3);
    if (!firstRows.length) return { name: emptyField(), address: emptyField() };
    const tallest = firstRows.reduce((a, b) => (height(b) > height(a) * 1.3 ? b : a));
    nameRows = [tallest];
    score = 0.55;
  }
  const text = nameText(nameRows.map((r) => r.text).join(' '));
  const name = field(text, text, score, nameRows);
  const after = nameRows[nameRows.length - 1].index + 1;
  const address = findAddress(rows, after);
  return { name, address: address.value === null ? footerAddress(rows, after + FOLLOWING_ROWS) : address };
}

/** Address rows printed above a last one: the street rows over the postcode's. */
const MAX_ROWS_ABOVE = 3;

/**
 * An address printed at the foot of the receipt instead of under the name: the last row, from `from` on, with a
 * postcode, an address word on it or the rows just above, and those address rows.
 */
function footerAddress(rows: Row[], from: number): Field {
  const rules = { stop: endsAddress, cannotStart: (row: Row) => LEGAL_FORM.test(row.text), endsAfter: () => false };
  for (let end = rows.length - 1; end >= from; end--) {
    const block = rows.slice(Math.max(from, end - MAX_ROWS_ABOVE), end + 1);
    // `NO` alone is too weak a mark here: `REF NO 12345`.
    if (!hasPostcode(rows[end].text) || !block.some((r) => hasAddressWord(r.text.replace(/\bNO\b\.?/gi, '')))) continue;
    let start = block.length - 1;
    while (start > 0 && isAddressLike(block[start - 1].text) && !endsAddress(block[start - 1])) start--;
    const found = addressRows(rows.slice(block[start].index, end + 1), rules);
    if (found.length) return addressField(found, 0.6);
  }
  return emptyField();
}

/** Contact, tax and document rows and dates: where an address ends. */
function endsAddress(row: Row): boolean {
  return isContactOrId(row) || CONTACT_LABEL.test(row.text) || DOCUMENT_WORDS.test(row.text) || findDates(row.text).length > 0;
}

/** The address read from its rows, its OCR misreadings repaired. */
function addressField(found: Row[], score: number): Field {
  const text = addressText(found.map((r) => r.text.trim()).join(' '));
  return field(text, text, score, found);
}

/** A name as printed on its rows (joined), cut and repaired as the rules return it. */
export function nameText(printed: string): string {
  // The legal form is repaired before the name is cut: it marks where the name ends.
  return repairVocabulary(repairLetterDigits(cleanName(closeParenthesis(repairLegalForm(repairText(printed))))));
}

/** An address as printed on its rows (joined), cleaned and repaired as the rules return it. */
export function addressText(printed: string): string {
  return repairText(repairAddressAbbreviations(repairAddressWords(repairVocabulary(repairDigitLookAlikes(repairInnerDigits(cleanAddress(printed)))))));
}

/** The rows as the supplier rules read them: junk at their ends dropped, legal forms repaired. */
export function supplierRows(allRows: Row[]): Row[] {
  return allRows.map(withoutJunkEdges).map(withLegalFormRepaired);
}

// What the trained ranker's features read of a row (features/receipt-blocks.ts).
export { beforeContact, BUSINESS_WORD, DOCUMENT_WORDS, endsAddress, isAddressRow, isContactOrId, isKindOfBusiness, isPhone, isRegistration, isTextRow, LEGAL_FORM, PARTNERS, TAX_ID };

/** How far below the name its address is looked for. */
const FOLLOWING_ROWS = 9;

/** The address: from its first address-like row after the name (a branch name or registration may come first). */
function findAddress(rows: Row[], after: number): Field {
  const cut = new Set<Row>();
  const following = rows.slice(after, after + FOLLOWING_ROWS).map((row) => {
    const before = beforeContact(row);
    if (before !== row) cut.add(before);
    return before;
  });
  const found = addressRows(following, {
    stop: endsAddress,
    cannotStart: (row) => LEGAL_FORM.test(row.text) || !isAddressLike(withoutRegistration(row.text)),
    endsAfter: (row) => cut.has(row),
  });
  return found.length ? addressField(found, 0.7) : emptyField();
}
