/**
 * The label sets the field rules read, compiled from the locale tables (`../locale/`): per field, every
 * language's words with how much each one is trusted. Patterns are matched case-insensitively within one line;
 * word edges work for accented letters.
 */
import { itemColumnWords, labelSources, WORD_END as E, WORD_START as B, wordPattern, wordsOf, type LabelField } from '../locale/index.ts';

export interface Label {
  pattern: RegExp;
  weight: number;
}

/**
 * Accented letters as their base letter, one character for one so offsets hold: OCR and plain-ASCII producers
 * drop accents (`Echeance`, `Fallig`), so labels are matched on folded text with folded patterns.
 */
export function foldAccents(text: string): string {
  return ACCENTED.test(text) ? text.replace(ACCENTED_ALL, foldedLetter) : text;
}
const ACCENTED = /[\u00c0-\u024f]/u;
const ACCENTED_ALL = /[\u00c0-\u024f]/gu;
const foldedLetter = (c: string): string => {
  const base = c.normalize('NFD')[0];
  return base.length === 1 && /[a-z]/iu.test(base) ? base : c;
};

function label(source: string, weight: number): Label {
  return { pattern: new RegExp(`${B}(?:${foldAccents(source)})${E}`, 'iu'), weight };
}

function labelsOf(field: LabelField): Label[] {
  return labelSources(field).map(([source, weight]) => label(source, weight));
}

export const INVOICE_NUMBER_LABELS = labelsOf('invoice_number');
export const RECEIPT_NUMBER_LABELS = labelsOf('receipt_number');
export const DATE_LABELS = labelsOf('date');
/** Dates that are not the document date. */
export const OTHER_DATE_LABELS = labelsOf('other_date');
export const DUE_DATE_LABELS = labelsOf('due_date');
export const TOTAL_LABELS = labelsOf('total');
export const SUBTOTAL_LABELS = labelsOf('subtotal');
export const TAX_LABELS = labelsOf('tax');
export const AMOUNT_DUE_LABELS = labelsOf('amount_due');
export const PO_LABELS = labelsOf('po_number');
export const SUPPLIER_LABELS = labelsOf('supplier');
export const CUSTOMER_LABELS = [...labelsOf('customer'), ...labelsOf('ship_to')];
export const PAYMENT_TERMS_LABELS = labelsOf('payment_terms');
export const PHONE_LABELS = labelsOf('phone');
/** A generic "name" key inside a party block (`Name: ACME GmbH`). */
export const NAME_KEY = label(labelSources('name_key').map(([source]) => source).join('|'), 1);
export const IBAN_LABEL = label(labelSources('iban').map(([source]) => source).join('|'), 1);
/** A line that only heads where an event takes place (`VERANSTALTUNGSORT`, `Locatie`, `Venue:`): the address under it is no party's. */
const VENUE_WORDS = labelSources('venue').map(([source]) => source).join('|');
export const VENUE_HEADING = new RegExp(`^[\\s\\p{P}]*(?:${VENUE_WORDS})[\\s\\p{P}]*$`, 'iu');
/** A line keyed by a venue label (`Venue: Oakwood Park Hotel, …`, `Locatie: Vergadercentrum Domstad`). */
export const VENUE_KEY = new RegExp(`^[\\s\\p{P}]*(?:${VENUE_WORDS})\\s*:`, 'iu');

/** The running sum carried from one page of a long invoice to the next (`Übertrag`, `Carried forward`). */
export const CARRIED_FORWARD = wordPattern('carriedForward');
/** A weight or measure (`Net kg`, `Gewicht`, `Volume`): what it heads is no money. */
export const MEASURE = new RegExp(`${wordPattern('measures').source}|(?<![\\p{L}])(?:kg|kgs|lbs?|m[²³23]|cbm|km|kwh)(?![\\p{L}])`, 'iu');
/** Words that turn a "total" into something else (subtotal, tax total, counts, a sum carried forward…). */
export const NOT_TOTAL = new RegExp(`${wordPattern('notTotal').source}|${CARRIED_FORWARD.source}`, 'iu');
/** Words that make a tax label something else: a tax id, a base, a net or gross total. */
export const NOT_TAX = wordPattern('notTax');
/** `incl. VAT`, `brutto`, `TTC`: a total that names the tax it includes is still the total. */
export const INCLUSIVE = wordPattern('inclusive');
/** Every inclusive word of a text (for `matchAll` and `replace`). */
export const INCLUSIVE_WORDS = wordPattern('inclusive', 'giu');
/** An inclusive word and nothing else (what opens a row before its label: `Includes VAT 0%`). */
export const INCLUSIVE_ALONE = new RegExp(`^\\s*(?:${INCLUSIVE.source})\\.?\\s*$`, 'iu');
/** A discount's words (`Discount`, `Remise`, `Rabatt`, `Skonto`). */
export const DISCOUNT = wordPattern('discount');
/** Words saying part of a document was already paid. */
export const PAID = wordPattern('paid');
/** A statement that the whole document is settled (`Paid with Visa … on 5 Mar 2024`, `Der Rechnungsbetrag wurde bereits … beglichen`). */
export const PAID_IN_FULL = wordPattern('paidInFull');
/** A statement that no tax is charged (`TVA non applicable, art. 293 B du CGI`, `umsatzsteuerfrei gemäß § 4 Nr. 14 UStG`). */
export const TAX_EXEMPT = wordPattern('taxExempt');
/** What stands between the two dates of a period, and nothing else (` – `, ` al `, ` bis `, ` to `). */
export const PERIOD_JOIN = new RegExp(`^\\s*(?:[-–—]|${wordsOf('periodJoins')})\\s*$`, 'iu');
/** Title words that head a document and are not part of a name (`Amazon Web Services Invoice`). */
export const TITLE_WORDS = wordPattern('titles', 'giu');
/** Text that is one of the words and nothing else but marks around it (`| Concepto`). */
const wholeText = (words: string) => new RegExp(`^\\W*(?:${words})\\W*$`, 'iu');
/**
 * A stamp saying the whole document is settled, alone on its row (`PAID`, `BEREITS BEZAHLT`); not `wholeText`, whose
 * punctuation takes a key (`pago:` of `Forma de pago:`).
 */
export const PAID_STAMP = new RegExp(`^\\s*(?:${wordsOf('paidStamp')})\\s*[.!]?\\s*$`, 'iu');
/** A line holding only an item table's column header (`| Concepto`, `Description`): no party's name. */
export const COLUMN_HEADER = wholeText((['description', 'quantity', 'unit_price', 'tax_rate', 'amount'] as const).map(itemColumnWords).join('|'));
/** A department a document is for the attention of (`Accounts Payable`), the whole value. */
export const DEPARTMENT = wholeText(wordsOf('departments'));
/** A line saying only which copy the document is (`Original`, `Duplicado`). */
export const COPY_MARK = wholeText(wordsOf('copyMarks'));
/** Legal-form suffixes that mark a company name. */
export const COMPANY_SUFFIX = wordPattern('legalForms');
/** A name ending in its legal form (`Nuova Longo Impianti S.r.l.`). */
export const LEGAL_FORM_AT_END = new RegExp(`(?:${COMPANY_SUFFIX.source})[.,]?\\s*$`, 'iu');
/** A line that is only a salutation heading an addressee (`Herrn`, `Spett.le`, `Mr.`). */
export const SALUTATION = new RegExp(`^(?:${wordsOf('salutations')})$`, 'iu');
/** A name led by a salutation (`Herrn Uwe Wagner`, `Mme Claire Roux`). */
export const SALUTATION_FIRST = new RegExp(`^(?:${wordsOf('salutations')})(?=\\s)`, 'iu');
/** A line that only marks a company addressee (`Firma`, `Spett.le`): the name is on the next line. */
export const ADDRESSEE_MARK = new RegExp(`^(?:${wordsOf('addressee')})$`, 'iu');
/** A number of days or weeks (`30 days`, `30 jours`), and payment terms in days (`Net 30`). */
export const DAY_COUNT = new RegExp(`(?<![\\d.,])\\d{1,3}\\s*(?:${wordsOf('dayWords')})${E}|${B}(?:${wordsOf('termDays')})`, 'giu');
/** The heading of a payment slip, under which `To:` names the payee. */
export const REMITTANCE = wordPattern('remittance');
/** A rounding line's label. */
export const ROUNDING_LABELS: Label[] = [{ pattern: wordPattern('rounding'), weight: 1 }];
/** Street words of postal addresses. */
export const STREET = new RegExp(`${B}(?:${wordsOf('streetWords')})${E}`, 'iu');

/**
 * The plain words (8 letters or more) among a label pattern's alternatives — `rechnungsempfanger`, `destinataire` —
 * and plain phrases (`factuur aan`), which OCR may misread by a letter (`Rechnungsempfénger`, `Factur aan`). Folded,
 * lower-case.
 */
export function longLabelWords(pattern: RegExp): string[] {
  let inner = pattern.source;
  if (inner.startsWith(`${B}(?:`) && inner.endsWith(`)${E}`)) inner = inner.slice(B.length + 3, -(E.length + 1));
  const words: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= inner.length; i++) {
    const c = inner[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if ((c === '|' && depth === 0) || i === inner.length) {
      const alternative = inner.slice(start, i);
      if (/^\p{L}{8,}$/u.test(alternative)) words.push(alternative.toLowerCase());
      // Words of a phrase (`factuur\s+aan`), eight letters or more in all: matched from a line's start.
      else if (/^\p{L}+(?:\\s\+\p{L}+)+$/u.test(alternative) && alternative.replaceAll('\\s+', '').length >= 8) words.push(alternative.replaceAll('\\s+', ' ').toLowerCase());
      start = i + 1;
    }
  }
  return words;
}

export function matchLabel(labels: Label[], text: string): { label: Label; index: number; length: number } | null {
  let best: { label: Label; index: number; length: number } | null = null;
  const folded = foldAccents(text);
  for (const candidate of labels) {
    const match = candidate.pattern.exec(folded);
    if (!match) continue;
    if (!best || candidate.weight > best.label.weight || (candidate.weight === best.label.weight && match[0].length > best.length)) {
      best = { label: candidate, index: match.index, length: match[0].length };
    }
  }
  return best;
}
