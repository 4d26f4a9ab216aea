/**
 * Candidates for fields printed as `label: value`: dates, identifiers and amounts found next to their labels.
 */
import type { BBox } from '../types.ts';
import { unionBox } from '../layout/lines.ts';
import { findDates, withDatesBlanked } from '../parse/dates.ts';
import { findAmounts, hasDecimals, SPACE_AFTER_POINT, SPLIT_CENTS } from '../parse/amounts.ts';
import { findCurrencies } from '../parse/currency.ts';
import { findLabels, valuesNear, type Candidate, type Doc, type DocLine, type LabelHit, type Span } from './shared.ts';
import { AMOUNT_DUE_LABELS, DAY_COUNT, DISCOUNT, INCLUSIVE, INCLUSIVE_ALONE, INCLUSIVE_WORDS, matchLabel, PAID, PERIOD_JOIN, SUBTOTAL_LABELS, TAX_LABELS, TOTAL_LABELS, type Label } from './labels.ts';

const DISTANCE_FACTOR = [1, 0.92, 0.85] as const;
/** A rate printed with its sign (`5 %`, `5,5 %`). */
const RATE = /(?<![\d.,])\d{1,2}(?:[.,]\d{1,3})?\s?%/gu;
const TERMS_COUNT = new RegExp(DAY_COUNT.source, 'iu');

/** Label hits of a label set, each with its weight. */
export function labelHits(doc: Doc, labels: Label[]): { hit: LabelHit; weight: number }[] {
  const hits: { hit: LabelHit; weight: number }[] = [];
  for (const { pattern, weight } of labels) {
    for (const hit of findLabels(doc, pattern)) {
      // A shorter label inside a longer one already found (`date` in `invoice date`) is the same label.
      if (hits.some((h) => h.hit.line === hit.line && h.hit.start <= hit.start && h.hit.end >= hit.end)) continue;
      hits.push({ hit, weight });
    }
  }
  return hits;
}

/** Box of characters [index, index + length) of a span's text, from its words (the span box when unsure). */
export function subBox(span: Span, index: number, length: number): BBox {
  const boxes: BBox[] = [];
  let offset = 0;
  for (const word of span.words) {
    const at = span.text.indexOf(word.text, offset);
    if (at < 0) continue;
    const end = at + word.text.length;
    if (end > index && at < index + length) boxes.push(word.bbox);
    offset = end;
  }
  return boxes.length > 0 ? unionBox(boxes) : span.bbox;
}

/**
 * Labelled dates. `exclude` labels on the same line before the date (e.g. "due") disqualify it; `skip`: a label on
 * a line saying it is another document's (`Original invoice … dated`) or a label text it matches, labels nothing.
 */
export function labelledDates(doc: Doc, labels: Label[], exclude: Label[] = [], skip?: { lines?: RegExp; label?: (text: string) => boolean }): Candidate[] {
  const candidates: Candidate[] = [];
  for (const { hit, weight } of labelHits(doc, labels)) {
    if (skip?.lines?.test(hit.line.text) || skip?.label?.(hit.line.text.slice(hit.start, hit.end))) continue;
    const before = hit.line.text.slice(0, hit.end);
    if (exclude.length > 0 && matchLabel(exclude, before)) continue;
    // Payment terms counting from the label's date (`60 dagen na factuurdatum (uiterlijk 27/03/2025)`) print another date.
    if (exclude.length > 0 && TERMS_COUNT.test(hit.line.text.slice(0, hit.start))) continue;
    // A generic word heading another date's label (`Date d'échéance :`) belongs to that label.
    const labelText = hit.line.text.slice(hit.start).replace(/\d.*$/su, '');
    if (exclude.length > 0 && matchLabel(exclude, labelText)) continue;
    for (const span of valuesNear(doc, hit)) {
      const dates = findDates(span.text, doc.dateHints);
      if (dates.length === 0) continue;
      const date = dates[0];
      if (span.distance > 0 && exclude.length > 0 && matchLabel(exclude, span.text.slice(0, date.index))) break;
      // The first date of a period (`Date: dal 17/06/2024 al 18/06/2024`, Italian `Date` being dates) is no one day's.
      if (dates.length > 1 && PERIOD_JOIN.test(span.text.slice(date.index + date.raw.length, dates[1].index))) break;
      // A label heading its line (`Due date: …`) is surer than the same word inside a sentence.
      const heading = /^[\s\p{P}]*$/u.test(hit.line.text.slice(0, hit.start)) ? 1 : 0.85;
      candidates.push({
        value: date.value,
        raw: date.raw,
        score: weight * DISTANCE_FACTOR[span.distance] * heading,
        page: span.page,
        bbox: subBox(span, date.index, date.raw.length),
      });
      break;
    }
  }
  return candidates;
}

/** Every date of the document not labelled as another kind of date; weak evidence, earliest first. */
export function unlabelledDates(doc: Doc, exclude: Label[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const line of doc.lines) {
    for (const date of findDates(line.text, doc.dateHints)) {
      if (matchLabel(exclude, line.text) || matchLabel(exclude, rowTextBefore(doc, line))) continue;
      const span: Span = { text: line.text, page: line.page, bbox: line.bbox, words: line.words, distance: 0, line };
      const order = candidates.length;
      candidates.push({
        value: date.value,
        raw: date.raw,
        score: Math.max(0.2, 0.4 - order * 0.03) * (line.page === doc.pages[0]?.number ? 1 : 0.7),
        page: line.page,
        bbox: subBox(span, date.index, date.raw.length),
      });
    }
  }
  return candidates;
}

/** Text of the lines left of `line` on its row and of the line just above it (where a date's label may sit). */
function rowTextBefore(doc: Doc, line: DocLine): string {
  const row = doc.rows[line.row];
  const left = row.lines.filter((l) => l.bbox[2] <= line.bbox[0]).map((l) => l.text);
  const above = line.row > 0 ? doc.rows[line.row - 1] : null;
  const header = above && above.page === line.page
    ? above.lines.filter((l) => l.bbox[0] < line.bbox[2] && l.bbox[2] > line.bbox[0]).map((l) => l.text)
    : [];
  return [...left, ...header].join(' ');
}

const ID_TOKEN = /^[\p{L}\d][\p{L}\d\-_/.]*$/u;
/** A number marker OCR read with a digit (`N.0`, `n.9`, `N.2` for `N.º`): no identifier. */
const MISREAD_MARKER = /^n[.°º]?[0o]\.?$|^n\.[92]:?$/iu;
const NUMBER_MARKER = /(?<![\p{L}\d_])(?:(?:nr|no|n°|nº|n\.\s?[º°]|num|number|nummer|numéro|número|numero)(?![\p{L}_])|#)\.?\s*:?\s*/iu;

/** Identifier after a label: the token after a `No.`/`Nr.`/`#` marker, else one of the first two tokens. */
export function idFromSpan(text: string): { value: string; index: number } | null {
  // A marker past a separator, or past an identifier, is another key's (`Nº de factura: F2024-21454 · … · Pedido n.º:
  // #100011301`); a code in parentheses is not one (`Rechnung (380) Nr. 471102`).
  const found = NUMBER_MARKER.exec(text);
  const before = found ? text.slice(0, found.index) : '';
  const marker = found && !/\s[·•|–]\s/u.test(before) && !/(?<![(\d])(?=[\p{L}\d-]*\d)[\p{L}\d-]{4,}(?![)\d])/u.test(before) ? found : null;
  // A table's ruling OCR read before the value (`| FT 2025/86131`) is no token of it.
  const from = marker ? marker.index + marker[0].length : (/^\s*[|[\]¡]+\s*/u.exec(text)?.[0].length ?? 0);
  // A document-type code before a series and number is part of it (Portuguese `FT U2024/837`, `NC 2025A/12`, `FPR 124/25`).
  const typed = /^\s*(\p{Lu}{2,3}\s\p{Lu}*\d+[\p{Lu}\d]*\/\d+)(?![\p{L}\d/])/u.exec(text.slice(from));
  if (typed) return { value: typed[1], index: from + text.slice(from).indexOf(typed[1]) };
  const tokens = [...text.slice(from).matchAll(/\S+/gu)].slice(0, marker ? 1 : 2);
  // A word before a number is a key with its value (`INCOTERMS® 2020` beside `CUSTOMER PO NO.`), not a value.
  if (!marker && tokens.length === 2 && /^\p{L}{4,}\W?$/u.test(tokens[0][0]) && !/\d/u.test(tokens[0][0])) return null;
  for (const token of tokens) {
    // OCR reads a table's ruling as a bar glued to the value (`|RE-345`, `¡INV-294`).
    const value = token[0].replace(/^[(#:|[¡]+|[),:;.|\]]+$/gu, '');
    if (value.length < 1 || value.length > 30 || !ID_TOKEN.test(value) || !/\d/.test(value) || MISREAD_MARKER.test(value)) continue;
    // A date is no identifier; digits alone that read as one are (`Factuurnummer 20240317`).
    const date = findDates(value, { order: 'DMY' });
    if (date.length > 0 && date[0].raw.length >= value.length - 1 && !/^\d+$/u.test(value)) continue;
    return { value, index: from + (token.index ?? 0) + token[0].indexOf(value) };
  }
  return null;
}

/**
 * A cell of its own holding capitals and a number (`PO 48842008`, `ORD 9061` under `Order No.`): the capitals are
 * part of the identifier as printed, not its label (which is the cell's key).
 */
function withCapitalPrefix(text: string, id: { value: string; index: number }): { value: string; index: number } {
  const cell = /^\s*(\p{Lu}{2,4})\s(\d[\d\-/]*)\s*$/u.exec(text);
  if (!cell || cell[2] !== id.value || NUMBER_MARKER.test(cell[1])) return id;
  return { value: `${cell[1]} ${cell[2]}`, index: text.indexOf(cell[1]) };
}

/**
 * A number printed in groups to be read out (`N° de facture : 22 1965 2260 90`), the first thing after its label
 * and the last in its cell, is one identifier. Under the label, only a line of its own (`ABN 20 046 412 543` is
 * another key's).
 */
function withDigitGroups(span: Span, id: { value: string; index: number }): { value: string; index: number } {
  if (!/^\d{2,4}$/u.test(id.value) || span.text.slice(0, id.index).trim() !== '') return id;
  if (span.distance >= 2 && span.line && span.text.trim() !== span.line.text.trim()) return id;
  const grouped = /^\d{2,4}(?: \d{2,4}){2,}(?=\s*$)/u.exec(span.text.slice(id.index));
  return grouped ? { value: grouped[0], index: id.index } : id;
}

/**
 * `notOn`: labels of another field whose line a weak hit must not be on (`fatura` in `Data da fatura`). `skipLines`:
 * lines whose numbers are another document's (`zu unserer Rechnung Nr. R668995`).
 */
export function labelledIds(doc: Doc, labels: Label[], notOn: Label[] = [], skipLines?: RegExp): Candidate[] {
  const candidates: Candidate[] = [];
  for (const { hit, weight } of labelHits(doc, labels)) {
    if (skipLines?.test(hit.line.text)) continue;
    if (weight < 1 && matchLabel(notOn, hit.line.text)) continue;
    // Letters glued to digits by a hyphen are the value itself (`PO-7788`, `INV-2024-01`), not its label.
    if (/^[-_/]\d/u.test(hit.line.text.slice(hit.end))) continue;
    // So are two or three capitals glued to digits (`PO8555616`): a prefix of the identifier.
    if (/^\p{Lu}{2,3}$/u.test(hit.line.text.slice(hit.start, hit.end)) && /^\d/u.test(hit.line.text.slice(hit.end))) continue;
    // A weak label word inside a sentence (`… l'originale della fattura elettronica è stato trasmesso …`) labels
    // nothing on the lines around it.
    const inProse = weight < 1 && hit.line.text.trim().split(/\s+/u).length >= 8;
    for (const span of valuesNear(doc, hit)) {
      if (inProse && span.distance > 0) continue;
      const found = idFromSpan(span.text);
      if (!found) continue;
      const id = withDigitGroups(span, span.distance > 0 ? withCapitalPrefix(span.text, found) : found);
      const shape = /\p{L}/u.test(id.value) || id.value.replace(/\D/g, '').length >= 4 ? 1 : 0.8;
      // Document numbers head the first page; a label deep in the text (`quote our Belegnummer 123`) is weaker.
      const place = (span.page === doc.pages[0]?.number ? 1 : 0.9) * (hit.line.bbox[1] < 0.5 ? 1 : 0.92);
      candidates.push({
        value: id.value,
        raw: id.value,
        score: weight * DISTANCE_FACTOR[span.distance] * shape * place,
        page: span.page,
        bbox: subBox(span, id.index, id.value.length),
      });
      break;
    }
  }
  // The same number read elsewhere without the capitals its own cell prints before it took them for a label.
  const prefixed = new Set(candidates.map((c) => String(c.value)).filter((v) => /^\p{Lu}{2,4} \d/u.test(v)).map((v) => v.replace(/^\p{Lu}+ /u, '')));
  return candidates.filter((c) => !prefixed.has(String(c.value)));
}

/** Amounts of a span with dates blanked out, so `18/01/2018` does not read as three numbers. */
/** A law's article and its number, in the languages' words for it (`article 297`, `Art. 10`, `artículo 20`, `§ 4`). */
const LAW_ARTICLE = /(?<![\p{L}])(?:art(?:icle|ikel|icolo|[íi]culo|igo)?\.?|§)\s*\d+[\p{L}]?(?![\d.,]\d)/giu;

function spanAmounts(printed: string): ReturnType<typeof findAmounts> {
  // A space OCR read between the cents of the span's last amount (`Total TTC   548,5 8`), after its decimal point
  // (`908. 01`) or before it (`$2,400 .27`), a decimal comma read as a semicolon (`€ 13;13`).
  const text = printed
    .replace(SPLIT_CENTS, '$1$2')
    .replace(SPACE_AFTER_POINT, '$1$2')
    .replace(/(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3})+|\d{1,6}) ([.,]\d{2})(?![\d.,])/gu, (m, whole: string, cents: string) => (whole.includes(cents[0]) ? m : whole + cents))
    .replace(/(?<=\d);(?=\d{2}(?![\d.,]))/gu, ',');
  // Day and month without a year (`bis zum 19.12. ist`) read like an amount.
  let masked = text.replace(/(?<![\d.,])\d{1,2}\.\d{1,2}\.(?!\d)/gu, (m) => ' '.repeat(m.length));
  // A count of days is a term, not money (`Payment due within 30 days`, `Net 30`).
  masked = masked.replace(DAY_COUNT, (m) => ' '.repeat(m.length));
  // A rate is no money (`GST (5 %)`, `TVA 5,5 %`).
  masked = masked.replace(RATE, (m) => ' '.repeat(m.length));
  // Nor are groups of digits joined by hyphens: a bank sort code, a phone number (`Sort code 30-15-79`).
  masked = masked.replace(/(?<![\d.,-])\d{1,6}(?:-\d{1,6}){2,}(?![\d.,])/gu, (m) => ' '.repeat(m.length));
  masked = withDatesBlanked(text, masked);
  // Nor is a law's article (`TVA non récupérable (article 297 A du CGI)`, `art. 10`, `§ 25a`), nor an ordinal
  // (`art. 267 II 2° du CGI`).
  masked = masked.replace(LAW_ARTICLE, (m) => ' '.repeat(m.length)).replace(/(?<![\d.,])\d{1,3}\s?[°º](?!\s?[CF]\b)/gu, (m) => ' '.repeat(m.length));
  // A weight or a quantity of energy is no money (`Total net weight: 143.00 kg`).
  return findAmounts(masked).filter((amount) => !amount.measure);
}

/** A bare number followed by words is a house number or a count (`111 Station Road`), not money. */
function isBareCount(text: string, amount: ReturnType<typeof findAmounts>[number]): boolean {
  return !hasDecimals(amount.raw) && findCurrencies(amount.raw).length === 0 && /^\s*\p{L}{2}/u.test(text.slice(amount.index + amount.raw.length));
}

type Picked = { span: Span; amount: ReturnType<typeof findAmounts>[number] };

/**
 * The amount under a column-header label. When the column holds several amounts and the last one is the sum
 * of the others (one row per tax rate, then the sum row), the sum is the value.
 */
function amountBelow(doc: Doc, hit: LabelHit, spans: Span[]): Picked | null {
  const below = spans.find((s) => s.distance === 2);
  const amounts = below ? spanAmounts(below.text) : [];
  if (!below || amounts.length === 0) return null;
  if (isBareCount(below.text, amounts[0])) return null;
  const column: Picked[] = [{ span: below, amount: amounts[0] }];
  const height = below.line.bbox[3] - below.line.bbox[1];
  let previous = below.line;
  for (let r = below.line.row + 1; r < doc.rows.length && column.length < 6; r++) {
    const row = doc.rows[r];
    if (row.page !== previous.page || row.bbox[1] - previous.bbox[3] > height * 2.5) break;
    const line = row.lines.find((l) => l.bbox[0] < below.line.bbox[2] && l.bbox[2] > below.line.bbox[0]);
    const found = line ? spanAmounts(line.text) : [];
    // The column ends where its money ends (a footer's `HRB Nr. 372876` below the sum row).
    if (!line || found.length === 0 || hasDecimals(found[0].raw) !== hasDecimals(amounts[0].raw)) break;
    // An amount paid or deducted, named on its row (`Entrega a cuenta   -210,00 €` under `TOTAL FACTURA` / `422,21 €`),
    // is no part of a column of amounts and its sum.
    if (row.lines.some((l) => l.bbox[0] <= line.bbox[0] && (PAID.test(l.text) || DISCOUNT.test(l.text)))) break;
    column.push({ span: { text: line.text, page: line.page, bbox: line.bbox, words: line.words, distance: 2, line }, amount: found[0] });
    previous = line;
  }
  const last = column[column.length - 1];
  const sumOfOthers = column.slice(0, -1).reduce((acc, p) => acc + p.amount.value, 0);
  if (column.length >= 3 && Math.abs(sumOfOthers - last.amount.value) < 0.011 * column.length) return last;
  return column[0];
}

/** Labels of the amounts a totals block prints side by side with others. */
const AMOUNT_LABELS = [...TOTAL_LABELS, ...SUBTOTAL_LABELS, ...TAX_LABELS, ...AMOUNT_DUE_LABELS];

/**
 * The lines right of a label on its row, up to the next label of an amount: a tax summary's heading and a totals
 * box's rows share rows (`TVA   Total TTC   Total HT   6 759,25 €`), and an amount is its nearest label's, a
 * discount's too (`… subject to sales tax.   Discount (5%)   -$207.63`).
 */
function beforeNextLabel(lines: DocLine[]): DocLine[] {
  const sorted = [...lines].sort((a, b) => a.bbox[0] - b.bbox[0]);
  const isLabel = (line: DocLine) => findAmounts(line.text.replace(RATE, ' ')).length === 0 && (matchLabel(AMOUNT_LABELS, line.text) !== null || DISCOUNT.test(line.text));
  const next = sorted.findIndex(isLabel);
  return next < 0 ? sorted : sorted.slice(0, next);
}

/** Words, not an amount or a currency, after the colon that follows a label: the key's value is inline. */
function wordsAfterColon(after: string): boolean {
  const colon = after.indexOf(':');
  if (colon < 0) return false;
  const value = after.slice(colon + 1);
  if (spanAmounts(value).some((amount) => !isBareCount(value, amount))) return false;
  return /\p{L}{2,}/u.test(value.replace(/\b[A-Z]{3}\b/gu, ' '));
}

export interface AmountOptions {
  /** Words that, on the label's line, show the amount is something else (`Total qty`). Checked for weak labels only. */
  exclude?: RegExp;
  /** `exclude` applies even when the context says the amount includes its tax (for tax labels: that is a gross amount). */
  strict?: boolean;
  /** Lines whose whole text says what they are (`TVA non applicable, art. 293 B du CGI`): none labels an amount. */
  skipLines?: RegExp;
  /** Labels of another field that, matched over the hit and longer, name the amount (`Netto a pagare` is due, not net). */
  yieldTo?: Label[];
}

/**
 * Labelled amounts: the rightmost amount on the label's row (right of the label), else the first amount in the
 * line below the label. Amounts without decimals or currency are weaker evidence.
 */
export function labelledAmounts(doc: Doc, labels: Label[], options: AmountOptions = {}): Candidate[] {
  const candidates: Candidate[] = [];
  for (const { hit, weight } of labelHits(doc, labels)) {
    if (options.skipLines?.test(hit.line.text)) continue;
    const other = options.yieldTo ? matchLabel(options.yieldTo, hit.line.text) : null;
    if (other && other.index <= hit.start && other.index + other.length >= hit.end && other.length > hit.end - hit.start) continue;
    // After a number the word annotates a value (`2 Stk 19 % VAT`, an item row), it does not label one; a rate
    // after words is part of the label (`zzgl. 19 % MwSt.`, `Total 20 % TVA`); at the start of a line it is an
    // item's annotation (`TGA   43,20   3 Std   19 % VAT (S)   129,60`) — unless it heads its row, as a totals
    // block's rows do (`21% btw   € 172,73`).
    // What a separator parts from a label and its amount is another item's (`Transactiereferentie 99862… · Openstaand
    // bedrag: € 0,00`; OCR reads the dot as `+`).
    const ownAmount = /^\s*:?\s*(?:\p{Sc}\s?)?-?\d[\d.,\s]*[.,]\d{2}(?!\d)/u.test(hit.line.text.slice(hit.end));
    const before = ownAmount ? hit.line.text.slice(0, hit.start).split(/\s[-·•|+–—]\s/u).pop()! : hit.line.text.slice(0, hit.start);
    const rateOnly = before.replace(/\d{1,2}(?:[.,]\d{1,2})?\s?%/gu, '');
    const headsRow = !doc.rows[hit.line.row].lines.some((l) => l.bbox[2] <= hit.line.bbox[0]);
    if (/\d/u.test(before) && (/\d/u.test(rateOnly) || (!/\p{L}/u.test(rateOnly) && !headsRow))) continue;
    // The label's line without the label and the amounts: `Rechnungssumme Netto (excl. USt.)` → `Netto (excl. USt.)`.
    const context = (hit.line.text.slice(0, hit.start) + ' ' + hit.line.text.slice(hit.end)).replace(/[\d.,]+.*$/u, '');
    // Strict: an inclusive word after the label describes the labelled amount (`VAT 20% included`), one before
    // it names another (`Total incl. VAT`).
    // It keeps the dots of abbreviations (`P.IVA 14125930215` is an id's label).
    // One opening the line says what the row is (`Includes VAT 0%   £0.00`, `waarvan btw`).
    const opening = INCLUSIVE_ALONE.test(hit.line.text.slice(0, hit.start));
    const strictContext = ((opening ? '' : hit.line.text.slice(0, hit.start)) + ' ' + hit.line.text.slice(hit.end).replace(INCLUSIVE_WORDS, ' ')).replace(/\d[\d.,]*.*$/u, '');
    if (options.exclude && (options.strict ? options.exclude.test(strictContext) : options.exclude.test(context) && !INCLUSIVE.test(context))) continue;
    // Strict: a tax word in parentheses after words abbreviates them (`Sauveteur secouriste du travail (SST)`).
    if (options.strict && /\(\s*$/u.test(hit.line.text.slice(0, hit.start)) && /^\s*\)/u.test(hit.line.text.slice(hit.end)) && (hit.line.text.slice(0, hit.start).match(/\p{L}{2,}/gu) ?? []).length >= 2) continue;
    // A date right after the label makes it a date's label (`Payment due by 05/04/2024, quoting …`): an amount
    // below is not its value (one after the date on its line is: `Montant prélevé le 12/06/2024 : 10,25 €`).
    const after = hit.line.text.slice(hit.end);
    const date = findDates(after, doc.dateHints)[0];
    if (date && /^[\s:]*(?:\p{L}{1,5}\s+)?$/u.test(after.slice(0, date.index)) && spanAmounts(after).length === 0) continue;
    // A key with its value in words after its colon (`Total packages: 1 crate`) labels no amount further along its row.
    if (wordsAfterColon(after)) continue;
    const spans = valuesNear(doc, hit);
    const sameRow = spans.filter((s) => s.distance < 2);
    const rowRight = beforeNextLabel(doc.rows[hit.line.row].lines.filter((l) => l.bbox[0] > hit.line.bbox[2]));
    const rowSpans: Span[] = [
      ...sameRow.filter((s) => s.distance === 0),
      ...rowRight.map((l): Span => ({ text: l.text, page: l.page, bbox: l.bbox, words: l.words, distance: 1, line: l })),
    ];
    let picked: { span: Span; amount: ReturnType<typeof findAmounts>[number] } | null = null;
    for (const span of rowSpans) {
      // A date beside the label makes it a date's label (`Payment due:  17 August 2024`): what follows is not its value.
      if (span.distance === 1 && findDates(span.text, doc.dateHints)[0]?.index === 0) break;
      const amounts = spanAmounts(span.text).filter((amount) => !isBareCount(span.text, amount));
      if (amounts.length > 0) picked = { span, amount: amounts[amounts.length - 1] };
    }
    if (!picked) picked = amountBelow(doc, hit, spans);
    if (!picked) continue;
    const { span, amount } = picked;
    const marked = hasDecimals(amount.raw) || findCurrencies(amount.raw).length > 0 ? 1 : 0.75;
    candidates.push({
      value: amount.value,
      raw: amount.raw,
      score: weight * DISTANCE_FACTOR[span.distance] * marked,
      page: span.page,
      bbox: subBox(span, amount.index, amount.raw.length),
    });
  }
  return candidates;
}
