/**
 * Name and address candidates (candidates/receipt-blocks.ts) → number vectors for the model: where the block
 * is (rows from the top, against the contact rows and the rules' choices), how it is printed (type size,
 * capitals, OCR confidence) and what its words are (legal forms and street words of the locale tables,
 * postcodes, phone, tax-id, date and label words). The weights are learned (model/).
 */
import { wordPattern } from '../locale/index.ts';
import { hasAddressWord, hasPostcode, isAddressLike } from '../fields/receipt-address.ts';
import { letters, type Row } from '../fields/receipt-rows.ts';
import {
  BUSINESS_WORD,
  DOCUMENT_WORDS,
  endsAddress,
  isAddressRow,
  isContactOrId,
  isKindOfBusiness,
  isPhone,
  isTextRow,
  LEGAL_FORM,
  PARTNERS,
  supplierRows,
  TAX_ID,
} from '../fields/receipt-supplier.ts';
import { findDates } from '../parse/dates.ts';
import type { Field } from '../types.ts';
import { rowsOfField, type BlockCandidate } from '../candidates/receipt-blocks.ts';
import { labelRoles } from './receipt-labels.ts';

const LOCALE_LEGAL_FORM = wordPattern('legalForms');
const LOCALE_STREET = wordPattern('streetWords');
const LOCALE_TITLE = wordPattern('titles');
const STATE_AND_ZIP = /\b[A-Z]{2}\.?,?\s?\d{5}(?:-\d{4})?\b/;
const WEB = /\S@\S|www\.|https?:|\.com\b/i;
const AMOUNT = /\d[.,]\d{2}(?!\d)/;

/** Facts about each row, computed once per receipt. */
interface RowFacts {
  text: boolean;
  contact: boolean;
  phone: boolean;
  taxId: boolean;
  date: boolean;
  document: boolean;
  address: boolean;
  addressWord: boolean;
  postcode: boolean;
  legal: boolean;
  business: boolean;
  ends: boolean;
  height: number;
}

export interface BlockContext {
  rows: Row[];
  facts: RowFacts[];
  medianHeight: number;
  left: number;
  right: number;
  firstContact: number;
  firstText: number;
  tallestTop: number;
  ruleName: { start: number; end: number } | null;
  ruleAddress: { start: number; end: number } | null;
  /** Facts about the whole receipt: how it is printed and where it may be from. */
  document: number[];
}

const flag = (b: boolean) => (b ? 1 : 0);

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const heightOf = (row: Row) => median(row.words.filter((w) => w.text.length > 1).map((w) => w.bbox[3] - w.bbox[1])) || row.bbox[3] - row.bbox[1];

function spanOf(rows: Row[]): { start: number; end: number } | null {
  if (!rows.length) return null;
  return { start: Math.min(...rows.map((r) => r.index)), end: Math.max(...rows.map((r) => r.index)) + 1 };
}

/** How far down the tallest print of the receipt's top is looked for. */
const TOP_ROWS = 10;

export function blockContext(documentRows: Row[], rules: Record<string, Field | undefined>): BlockContext {
  const rows = supplierRows(documentRows);
  const facts = rows.map((row): RowFacts => {
    const text = row.text;
    return {
      text: isTextRow(row),
      contact: isContactOrId(row),
      phone: isPhone(row),
      taxId: TAX_ID.test(text),
      date: findDates(text).length > 0,
      document: DOCUMENT_WORDS.test(text),
      address: isAddressRow(row),
      addressWord: hasAddressWord(text) || LOCALE_STREET.test(text),
      postcode: hasPostcode(text),
      legal: LEGAL_FORM.test(text) || LOCALE_LEGAL_FORM.test(text),
      business: BUSINESS_WORD.test(text),
      ends: endsAddress(row),
      height: heightOf(row),
    };
  });
  const firstContact = facts.findIndex((f, i) => i > 0 && (f.phone || f.taxId));
  const top = facts.slice(0, TOP_ROWS).map((f, i) => ({ h: f.text ? f.height : 0, i }));
  const tallest = top.reduce((a, b) => (b.h > a.h ? b : a), { h: 0, i: -1 });
  return {
    rows,
    facts,
    medianHeight: median(rows.map(heightOf)) || 1,
    left: Math.min(...rows.map((r) => r.bbox[0]), Infinity),
    right: Math.max(...rows.map((r) => r.bbox[2]), -Infinity),
    firstContact: firstContact < 0 ? rows.length : firstContact,
    firstText: Math.max(0, facts.findIndex((f) => f.text)),
    tallestTop: tallest.i,
    ruleName: spanOf(rowsOfField(documentRows, rules.supplier_name)),
    ruleAddress: spanOf(rowsOfField(documentRows, rules.supplier_address)),
    document: documentFeatures(rows),
  };
}

function documentFeatures(rows: Row[]): number[] {
  const text = rows.map((r) => r.text).join('\n');
  const lettersCount = letters(text);
  const top = rows.slice(0, ADDRESS_TOP_ROWS).map((r) => r.text).join('\n');
  return [
    lettersCount ? (text.match(/\p{Lu}/gu) ?? []).length / lettersCount : 0,
    flag(/\$/.test(text)),
    flag(STATE_AND_ZIP.test(top)),
    flag(hasPostcode(top)),
    rows.length,
    rows.length ? rows.reduce((s, r) => s + r.words.reduce((t, w) => t + w.confidence, 0) / Math.max(1, r.words.length), 0) / rows.length : 1,
  ];
}

const ADDRESS_TOP_ROWS = 15;
const DOCUMENT_FEATURES = ['doc_upper_share', 'doc_dollar', 'doc_state_zip_top', 'doc_postcode_top', 'doc_rows', 'doc_ocr_confidence'];

/** Features of the block's own text. */
function textFeatures(value: string): number[] {
  const compact = value.replace(/\s/g, '');
  const upper = (value.match(/\p{Lu}/gu) ?? []).length;
  const lettersCount = letters(value);
  const tokens = value.split(/\s+/).filter(Boolean);
  return [
    lettersCount,
    (value.match(/\d/g) ?? []).length,
    compact.length,
    value.split(/\s+/).filter(Boolean).length,
    lettersCount ? upper / lettersCount : 0,
    compact.length ? (compact.length - lettersCount - (compact.match(/\d/g) ?? []).length) / compact.length : 0,
    flag(/^\d/.test(value.trim())),
    (value.match(/,/g) ?? []).length,
    flag(AMOUNT.test(value)),
    labelRoles(value).size,
    flag(WEB.test(value)),
    flag(LOCALE_TITLE.test(value)),
    flag(LEGAL_FORM.test(value) || LOCALE_LEGAL_FORM.test(value)),
    flag(/\(|\)/.test(value)),
    tokens[0]?.length ?? 0,
    tokens[tokens.length - 1]?.length ?? 0,
    tokens.filter((t) => t.length === 1).length,
    lettersCount ? (value.match(/[AEIOUYaeiouy]/g) ?? []).length / lettersCount : 0,
  ];
}

const TEXT_FEATURES = ['letters', 'digits', 'length', 'words', 'upper_share', 'symbol_share', 'starts_digit', 'commas', 'amount', 'label_roles', 'web', 'title', 'legal_form', 'parenthesis', 'first_token_length',
  'last_token_length', 'one_letter_tokens', 'vowel_share'];

/** Features of the rows the block spans and where they are. */
function rowFeatures(context: BlockContext, c: BlockCandidate): number[] {
  const start = c.rows[0].index;
  const end = c.rows[c.rows.length - 1].index + 1;
  const facts = context.facts.slice(start, end);
  const any = (key: keyof RowFacts) => flag(facts.some((f) => Boolean(f[key])));
  const count = (key: keyof RowFacts) => facts.filter((f) => Boolean(f[key])).length;
  const heights = facts.map((f) => f.height);
  const next = context.facts[end];
  const previous = context.facts[start - 1];
  const words = c.rows.flatMap((r) => r.words);
  const confidence = words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 1;
  const minConfidence = words.length ? Math.min(...words.map((w) => w.confidence)) : 1;
  const width = context.right - context.left || 1;
  const left = Math.min(...c.rows.map((r) => r.bbox[0]));
  const right = Math.max(...c.rows.map((r) => r.bbox[2]));
  const textRowsBefore = context.facts.slice(0, start).filter((f) => f.text).length;
  const meanHeight = heights.reduce((s, h) => s + h, 0) / Math.max(1, heights.length);
  return [
    start,
    end - start,
    start / Math.max(1, context.rows.length),
    textRowsBefore,
    context.firstContact - end,
    flag(start === context.firstText),
    flag(start <= context.tallestTop && context.tallestTop < end),
    meanHeight / context.medianHeight,
    Math.max(...heights) / context.medianHeight,
    next ? meanHeight / (next.height || 1) : 0,
    previous ? meanHeight / (previous.height || 1) : 0,
    any('contact'),
    any('phone'),
    any('taxId'),
    any('date'),
    any('document'),
    count('address'),
    count('addressWord'),
    count('postcode'),
    flag(facts[facts.length - 1]?.postcode ?? false),
    any('legal'),
    any('business'),
    next ? flag(next.ends) : 1,
    next ? flag(next.address) : 0,
    next ? flag(next.contact) : 0,
    previous ? flag(previous.address) : 0,
    previous ? flag(previous.legal || previous.business) : 0,
    previous ? flag(previous.text) : 0,
    confidence,
    minConfidence,
    ((left + right) / 2 - context.left) / width,
    (right - left) / width,
    flag(c.cleaned),
    flag(c.cutAtContact),
    flag(c.first),
    flag(c.second),
    flag(c.rule),
    c.value.replace(/\s/g, '').length / Math.max(1, c.raw.replace(/\s/g, '').length),
    c.value.replace(/\s/g, '').length / Math.max(1, c.rows.map((r) => r.text).join('').replace(/\s/g, '').length),
  ];
}

const ROW_FEATURES = [
  'start', 'rows', 'start_share', 'text_rows_before', 'rows_to_contact', 'first_text_row', 'has_tallest', 'height_ratio', 'max_height_ratio',
  'height_vs_next', 'height_vs_previous', 'contact', 'phone', 'tax_id', 'date', 'document_words', 'address_rows', 'address_word_rows',
  'postcode_rows', 'postcode_last', 'legal_row', 'business_row', 'next_ends', 'next_address', 'next_contact', 'previous_address',
  'previous_name_like', 'previous_text', 'ocr_confidence', 'ocr_min_confidence', 'x_centre', 'width_share', 'cleaned', 'cut_at_contact',
  'first_reading', 'second_reading', 'rule', 'kept_share', 'row_share',
];

/** Position against a rule's span: starts there, ends there, overlaps it, rows from its end to the block's start. */
function relation(span: { start: number; end: number } | null, c: BlockCandidate): number[] {
  if (!span) return [0, 0, 0, -99, 1];
  const start = c.rows[0].index;
  const end = c.rows[c.rows.length - 1].index + 1;
  return [flag(start === span.start), flag(end === span.end), flag(start < span.end && span.start < end), start - span.end, 0];
}

const relationNames = (rule: string) => [`${rule}_same_start`, `${rule}_same_end`, `${rule}_overlaps`, `${rule}_rows_after`, `${rule}_none`];

export const NAME_FEATURES = [...TEXT_FEATURES, ...ROW_FEATURES, ...relationNames('rule_name'), 'kind_of_business', 'partners', 'before_contact', 'address_like_text', ...DOCUMENT_FEATURES];
export const ADDRESS_FEATURES = [...TEXT_FEATURES, ...ROW_FEATURES, ...relationNames('rule_name'), ...relationNames('rule_address'), 'state_zip', 'street_words', 'country_end', ...DOCUMENT_FEATURES];

const COUNTRY_END = /\b(MALAYSIA|SINGAPORE|USA|U\.S\.A|UK|UNITED KINGDOM|CANADA|AUSTRALIA|GERMANY|DEUTSCHLAND|FRANCE|ITALIA|ESPAÑA|NEDERLAND)\.?\s*$/iu;

export function nameFeatures(context: BlockContext, c: BlockCandidate): number[] {
  return [
    ...textFeatures(c.value),
    ...rowFeatures(context, c),
    ...relation(context.ruleName, c),
    flag(isKindOfBusiness(c.value)),
    flag(PARTNERS.test(c.value)),
    flag(c.rows[c.rows.length - 1].index < context.firstContact),
    flag(isAddressLike(c.value)),
    ...context.document,
  ];
}

export function addressFeatures(context: BlockContext, c: BlockCandidate): number[] {
  return [
    ...textFeatures(c.value),
    ...rowFeatures(context, c),
    ...relation(context.ruleName, c),
    ...relation(context.ruleAddress, c),
    flag(STATE_AND_ZIP.test(c.value)),
    (c.value.match(new RegExp(LOCALE_STREET.source, 'giu')) ?? []).length,
    flag(COUNTRY_END.test(c.value)),
    ...context.document,
  ];
}
