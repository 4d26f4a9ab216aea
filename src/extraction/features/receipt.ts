/**
 * A receipt's candidates → number vectors for the model. Features are facts about the candidate and the
 * page (labels near it in any supported language, position, type size, format, OCR confidence, agreement
 * of the two readings, arithmetic relations to other amounts); the weights are learned (model/).
 */
import type { AmountCandidate, DateCandidate } from '../candidates/receipt.ts';
import type { DateOrder } from '../parse/dates.ts';
import type { Row } from '../fields/receipt-rows.ts';
import { LABEL_ROLES, labelRoles, type LabelRole } from './receipt-labels.ts';

export interface ReceiptContext {
  rows: Row[];
  /** Label roles per row, by row index; `before` only the words left of each position are read separately. */
  roles: Set<LabelRole>[];
  medianHeight: number;
  amounts: AmountCandidate[];
  dates: DateCandidate[];
  dateOrder: DateOrder | null;
  dollar: boolean;
  /** The values the rules (fields/receipt.ts) chose, as evidence: the model learns when to trust them. */
  rules: Record<string, unknown>;
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function receiptContext(rows: Row[], amounts: AmountCandidate[], dates: DateCandidate[], dateOrder: DateOrder | null, rules: Record<string, unknown>): ReceiptContext {
  const text = rows.map((r) => r.text).join('\n');
  return {
    rows,
    roles: rows.map((r) => labelRoles(r.text)),
    medianHeight: median(rows.flatMap((r) => r.words.map((w) => w.bbox[3] - w.bbox[1]))),
    amounts,
    dates,
    dateOrder,
    dollar: /\$|USD/u.test(text),
    rules,
  };
}

const near = (a: number, b: number) => Math.abs(a - b) <= 0.011;
const flag = (b: boolean) => (b ? 1 : 0);

function rowHeight(row: Row): number {
  return median(row.words.map((w) => w.bbox[3] - w.bbox[1]));
}

function ocrConfidence(row: Row): number {
  return row.words.length ? row.words.reduce((s, w) => s + w.confidence, 0) / row.words.length : 1;
}

/** Label roles in the text left of the candidate on its row, on the row above, and on the row below. */
function roleFeatures(context: ReceiptContext, row: Row, at: number, roles: readonly LabelRole[]): number[] {
  const left = labelRoles(row.text.slice(0, Math.max(0, Math.round(at * row.text.length))));
  const rowRoles = context.roles[row.index] ?? new Set();
  const above = context.roles[row.index - 1] ?? new Set();
  const below = context.roles[row.index + 1] ?? new Set();
  return roles.flatMap((role) => [flag(left.has(role)), flag(rowRoles.has(role)), flag(above.has(role)), flag(below.has(role))]);
}

const roleNames = (roles: readonly LabelRole[]) => roles.flatMap((r) => [`label_${r}_left`, `label_${r}_row`, `label_${r}_above`, `label_${r}_below`]);

const AMOUNT_ROLES: readonly LabelRole[] = LABEL_ROLES.filter((r) => !['date', 'time', 'expiry'].includes(r));

export const AMOUNT_FEATURES = [
  'log_value', 'negative', 'two_decimals', 'currency_mark', 'thousands', 'share_of_max', 'is_max', 'rank_desc', 'same_value_count',
  'same_value_below', 'larger_below', 'amounts_below_share', 'y', 'row_from_top', 'row_from_bottom', 'x_right', 'at', 'in_row', 'place_from_right',
  'row_letters', 'row_digits_share', 'percent_in_row', 'height_ratio', 'ocr_confidence', 'first_reading', 'second_reading',
  'eq_cash_minus_change', 'eq_sum_of_two_above', 'part_of_sum_below', 'eq_items_above', 'eq_other_times_rate', 'max_amounts_row_below',
  'rule_total', 'rule_subtotal', 'rule_tax', 'rule_tip',
  ...roleNames(AMOUNT_ROLES),
  'eq_inclusive_rate', 'row_rate_of_other', 'sum_with_other_eq_max', 'eq_sum_minus_discount',
];

function plainItemRow(context: ReceiptContext, row: Row): boolean {
  const roles = context.roles[row.index];
  return roles !== undefined && !['total', 'subtotal', 'tax', 'cash', 'change', 'card', 'tip', 'discount', 'rounding', 'service'].some((r) => roles.has(r as LabelRole)) && /\p{L}{2}/u.test(row.text);
}

export function amountFeatures(context: ReceiptContext, c: AmountCandidate): number[] {
  const all = context.amounts;
  const values = all.map((a) => a.value);
  const max = Math.max(...values.map(Math.abs), 1e-9);
  const distinct = [...new Set(values)].sort((a, b) => b - a);
  const rows = context.rows.length || 1;
  const below = all.filter((a) => a.row.index > c.row.index);
  const above = all.filter((a) => a.row.index < c.row.index && a !== c);
  const inRole = (a: AmountCandidate, role: LabelRole) => context.roles[a.row.index]?.has(role) ?? false;
  const cash = all.filter((a) => inRole(a, 'cash') || inRole(a, 'card'));
  const change = all.filter((a) => inRole(a, 'change'));
  const eqCashChange = cash.some((a) => change.some((b) => b !== a && near(a.value - b.value, c.value)));
  let eqSumTwo = false;
  for (let i = 0; i < above.length && !eqSumTwo; i++) {
    for (let j = i + 1; j < above.length; j++) {
      if (above[i].value > 0 && above[j].value > 0 && above[i].value !== above[j].value && near(above[i].value + above[j].value, c.value)) {
        eqSumTwo = true;
        break;
      }
    }
  }
  const partOfSum = c.value > 0 && below.some((s) => all.some((o) => o !== c && o.value > 0 && o.row.index < s.row.index && near(o.value + c.value, s.value) && o.value !== c.value));
  // The rightmost amount of each item-like row above: their sum meets a subtotal or total.
  const itemRows = new Map<number, number>();
  for (const a of above) if (plainItemRow(context, a.row) && a.place === a.inRow - 1) itemRows.set(a.row.index, a.value);
  const itemsSum = [...itemRows.values()].reduce((s, v) => s + v, 0);
  const eqRate = all.some((o) => o !== c && o.value > 0 && c.value > 0 && [0.06, 0.1, 0.05, 0.07, 0.08, 0.19, 0.2, 0.21, 0.15, 0.16].some((r) => near(o.value * r, c.value) || near(o.value * (1 + r), c.value)));
  const rowText = c.row.text;
  const digits = (rowText.match(/\d/g) ?? []).length;
  const nextRow = context.rows[c.row.index + 1];
  return [
    Math.log10(Math.abs(c.value) + 1),
    flag(c.value < 0),
    flag(/\d[.,]\d{2}(?!\d)/.test(c.raw)),
    flag(/[^\d\s().,'’\u00a0\u202f-]/u.test(c.raw)),
    flag(/\d[.,'’ ]\d{3}(?!\d)/.test(c.raw) && /[.,]\d{2}$/.test(c.raw)),
    c.value / max,
    flag(c.value === distinct[0]),
    distinct.indexOf(c.value) / Math.max(1, distinct.length),
    values.filter((v) => v === c.value).length,
    below.filter((a) => a.value === c.value).length,
    below.filter((a) => a.value > c.value).length,
    below.length / Math.max(1, all.length),
    c.row.y,
    c.row.index / rows,
    (rows - 1 - c.row.index) / rows,
    c.row.bbox[2],
    c.at,
    c.inRow,
    c.inRow - 1 - c.place,
    (rowText.match(/\p{L}/gu) ?? []).length,
    digits / Math.max(1, rowText.length),
    flag(/%/.test(rowText)),
    context.medianHeight ? rowHeight(c.row) / context.medianHeight : 1,
    ocrConfidence(c.row),
    flag(c.first),
    flag(c.second),
    flag(eqCashChange),
    flag(eqSumTwo),
    flag(partOfSum),
    flag(itemRows.size >= 1 && near(itemsSum, c.value)),
    flag(eqRate),
    nextRow ? all.filter((a) => a.row.index === nextRow.index).length : 0,
    ...['total_amount', 'subtotal', 'total_tax', 'tip'].map((f) => flag(context.rules[f] === c.value)),
    ...roleFeatures(context, c.row, c.at, AMOUNT_ROLES),
    ...relationFeatures(context, c, max),
  ];
}

const RATES = [0.05, 0.06, 0.07, 0.08, 0.1, 0.15, 0.16, 0.19, 0.2, 0.21];

/** Tax inside a total, the rate printed on the row, the amount that with another makes the largest, a discount taken off. */
function relationFeatures(context: ReceiptContext, c: AmountCandidate, max: number): number[] {
  const others = context.amounts.filter((o) => o !== c && o.value > 0);
  const inclusive = c.value > 0 && others.some((o) => RATES.some((r) => near((o.value * r) / (1 + r), c.value)));
  const printed = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/.exec(c.row.text);
  const rate = printed ? Number(printed[1].replace(',', '.')) / 100 : 0;
  const rowRate = rate > 0 && c.value > 0 && others.some((o) => near(o.value * rate, c.value) || near((o.value * rate) / (1 + rate), c.value));
  const withOther = c.value > 0 && c.value < max && others.some((o) => o.value !== c.value && near(o.value + c.value, max));
  const discounts = context.amounts.filter((a) => context.roles[a.row.index]?.has('discount')).map((a) => Math.abs(a.value));
  let minusDiscount = false;
  for (const d of discounts) {
    if (d > 0 && others.some((s) => near(s.value - d, c.value) || others.some((t) => t !== s && near(s.value + t.value - d, c.value)))) minusDiscount = true;
  }
  return [flag(inclusive), flag(rowRate), flag(withOther), flag(minusDiscount)];
}

const DATE_ROLES: readonly LabelRole[] = ['date', 'time', 'expiry', 'id', 'phone', 'total', 'points'];

export const DATE_FEATURES = [
  'reading_dmy', 'reading_mdy', 'reading_named', 'ambiguous', 'order_agrees', 'order_disagrees', 'order_unknown', 'dollar', 'year_plausible',
  'year_two_digits', 'same_value_count', 'dates_in_doc', 'first_in_doc', 'y', 'row_from_top', 'x_left', 'time_in_row', 'height_ratio',
  'ocr_confidence', 'first_reading', 'second_reading', 'raw_length', 'separator_slash', 'separator_dash', 'separator_dot', 'row_letters',
  'rule_date',
  ...roleNames(DATE_ROLES),
];

export function dateFeatures(context: ReceiptContext, c: DateCandidate): number[] {
  const year = Number(c.value.slice(0, 4));
  const readingOrder = c.reading === 'DMY' || c.reading === 'MDY' ? c.reading : null;
  const sorted = [...context.dates].sort((a, b) => a.row.index - b.row.index);
  const at = c.row.text.indexOf(c.raw) / Math.max(1, c.row.text.length);
  return [
    flag(c.reading === 'DMY'),
    flag(c.reading === 'MDY'),
    flag(c.reading === 'named'),
    flag(c.ambiguous),
    flag(readingOrder !== null && readingOrder === context.dateOrder),
    flag(readingOrder !== null && context.dateOrder !== null && readingOrder !== context.dateOrder),
    flag(context.dateOrder === null),
    flag(context.dollar),
    flag(year >= 2000 && year <= 2035),
    flag(!/\d{4}/.test(c.raw)),
    context.dates.filter((d) => d.value === c.value).length,
    context.dates.length,
    flag(sorted[0] === c),
    c.row.y,
    c.row.index / Math.max(1, context.rows.length),
    c.row.bbox[0],
    flag(/(?<![\d:])\d{1,2}:\d{2}(?![\d])/.test(c.row.text)),
    context.medianHeight ? rowHeight(c.row) / context.medianHeight : 1,
    ocrConfidence(c.row),
    flag(c.first),
    flag(c.second),
    c.raw.length,
    flag(c.raw.includes('/')),
    flag(c.raw.includes('-')),
    flag(c.raw.includes('.')),
    (c.row.text.match(/\p{L}/gu) ?? []).length,
    flag(context.rules.date === c.value),
    ...roleFeatures(context, c.row, Math.max(0, at), DATE_ROLES),
  ];
}
