/**
 * The content of one synthetic invoice, drawn from a seeded generator: parties, dates, items, taxes, totals,
 * and how its numbers and dates are printed. The ground truth is computed from the same values.
 */
import { LANGUAGES, SYMBOLS, type Lang, type LanguageText } from './languages.ts';

export type Random = () => number;

/** mulberry32: small, seeded, the same sequence on every machine. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Drawing helpers every generator shares.
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
export const int = (random: Random, low: number, high: number): number => low + Math.floor(random() * (high - low + 1));
export const chance = (random: Random, p: number): boolean => random() < p;
export const digits = (random: Random, count: number): string => Array.from({ length: count }, () => String(int(random, 0, 9))).join('');
const round2 = (value: number) => Math.round(value * 100) / 100;

export interface Party {
  name: string;
  lines: string[];
  vatId: string;
}

export interface Item {
  description: string;
  detail: string | null;
  quantity: number | null;
  unit: string | null;
  unitPrice: number | null;
  amount: number;
  rate: number;
}

export interface Invoice {
  lang: Lang;
  text: LanguageText;
  supplier: Party;
  customer: Party;
  number: string;
  po: string | null;
  date: string;
  due: { date: string; printed: 'date' | 'terms'; days: number };
  items: Item[];
  /** Which item columns are printed. */
  columns: { quantity: boolean; unit: boolean; unitPrice: boolean; rate: boolean };
  discount: number;
  taxes: { rate: number; base: number; amount: number }[];
  subtotal: number;
  totalTax: number;
  total: number;
  paid: number;
  amountDue: number;
  currency: string;
  iban: string;
  /** Label choices, fixed per document. */
  labels: { number: string; date: string; due: string; po: string; customer: string; subtotal: string; tax: string; total: string; amountDue: string; terms: string };
  money: (value: number, withSymbol?: boolean) => string;
  formatDate: (iso: string) => string;
}

function ibanFor(random: Random, country: string, length: number): string {
  const bban = Array.from({ length: length - 4 }, () => String(int(random, 0, 9))).join('');
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}


function vatId(random: Random, lang: Lang): string {
  const text = LANGUAGES[lang];
  switch (lang) {
    case 'fr': return `FR${digits(random, 2)}${digits(random, 9)}`;
    case 'nl': return `NL${digits(random, 9)}B0${int(random, 1, 9)}`;
    case 'es': return `ESB${digits(random, 8)}`;
    case 'it': return `IT${digits(random, 11)}`;
    default: return `${text.vatPrefix}${digits(random, 9)}`;
  }
}

function party(random: Random, lang: Lang, company: boolean): Party {
  const text = LANGUAGES[lang];
  const surname = pick(random, text.surnames);
  const name = company
    ? pick(random, [`${pick(random, text.trades)} ${surname} ${pick(random, text.legalForms)}`, `${surname} ${pick(random, text.trades)} ${pick(random, text.legalForms)}`, `${surname} & ${pick(random, text.surnames)} ${pick(random, text.legalForms)}`])
    : `${surname} ${pick(random, text.trades)}`;
  const [postcode, city] = pick(random, text.cities);
  const street = lang === 'en' ? `${int(random, 1, 220)} ${pick(random, text.streets)}` : lang === 'fr' ? `${int(random, 1, 120)} ${pick(random, text.streets)}` : `${pick(random, text.streets)} ${int(random, 1, 120)}`;
  const cityLine = lang === 'en' ? `${city} ${postcode}` : `${postcode} ${city}`;
  return { name, lines: [street, cityLine], vatId: vatId(random, lang) };
}

function formatNumber(value: number, text: LanguageText, group: string): string {
  const [whole, cents] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 ? '-' : ''}${grouped}${text.decimal}${cents}`;
}

function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function makeInvoice(random: Random, lang: Lang): Invoice {
  const text = LANGUAGES[lang];
  const supplier = party(random, lang, true);
  const customer = party(random, lang, random() < 0.85);
  const currency = pick(random, text.currencies);
  const group = random() < 0.7 ? text.groupSeparators[0] : pick(random, text.groupSeparators);
  const symbolWord = random() < 0.2 && currency !== 'USD' ? currency : SYMBOLS[currency];
  const symbolFirst = symbolWord.length === 1 ? text.symbolFirst : random() < 0.3;
  const money = (value: number, withSymbol = true) => {
    const number = formatNumber(value, text, group);
    if (!withSymbol) return number;
    if (symbolFirst) return symbolWord.length === 1 && lang === 'en' ? `${symbolWord}${number}` : `${symbolWord}\u00a0${number}`;
    return `${number}\u00a0${symbolWord}`;
  };
  const longDates = random() < 0.3;
  const numericPattern = pick(random, text.numericDate);
  const formatDate = (iso: string) => {
    const [y, m, d] = iso.split('-');
    if (longDates) return text.longDate.replace('{d}', String(Number(d))).replace('{m}', text.months[Number(m) - 1]).replace('{y}', y);
    return numericPattern.replace('dd', d).replace('mm', m).replace('yyyy', y);
  };

  const date = isoDate(int(random, 2022, 2025), int(random, 1, 12), int(random, 1, 28));
  const days = pick(random, [14, 15, 30, 30, 45, 60]);
  const due = { date: addDays(date, days), printed: random() < 0.55 ? ('date' as const) : ('terms' as const), days };
  const prefix = pick(random, ['', 'F', 'INV-', 'RE-', 'FA', `${date.slice(0, 4)}-`, `${date.slice(0, 4)}/`]);
  const number = `${prefix}${digits(random, int(random, 3, 6))}`.replace(/^0/, '1');
  const po = random() < 0.55 ? pick(random, [`PO-${digits(random, 5)}`, `${digits(random, 7)}`, `BC${digits(random, 4)}`, `4500${digits(random, 6)}`]) : null;

  const columns = pick(random, [
    { quantity: true, unit: true, unitPrice: true, rate: true },
    { quantity: true, unit: false, unitPrice: true, rate: false },
    { quantity: true, unit: false, unitPrice: true, rate: true },
    { quantity: false, unit: false, unitPrice: false, rate: false },
    { quantity: true, unit: true, unitPrice: true, rate: false },
  ]);
  const severalRates = columns.rate && random() < 0.6;
  const mainRate = text.rates[0];
  const catalogue = [...text.items].sort(() => random() - 0.5);
  const items: Item[] = Array.from({ length: int(random, 1, 6) }, (_, index) => {
    const [main, detail] = catalogue[index];
    const quantity = columns.quantity ? pick(random, [1, 1, 2, 3, 4, 5, 8, 10, 12, 20, 25, 2.5, 0.5, 7.5]) : null;
    const unitPrice = round2(pick(random, [int(random, 5, 99) + pick(random, [0, 0.5, 0.9, 0.99, 0.25]), int(random, 100, 950), int(random, 1000, 4800) + pick(random, [0, 0.5])]));
    const amount = round2((quantity ?? 1) * unitPrice);
    return {
      description: main,
      detail: random() < 0.35 ? detail : null,
      quantity,
      unit: columns.unit ? pick(random, text.units) : null,
      unitPrice: columns.quantity || columns.unitPrice ? unitPrice : null,
      amount,
      rate: severalRates ? pick(random, text.rates) : mainRate,
    };
  });
  const gross = round2(items.reduce((sum, item) => sum + item.amount, 0));
  const singleRate = new Set(items.map((item) => item.rate)).size === 1;
  const discount = singleRate && random() < 0.25 ? round2(gross * pick(random, [0.03, 0.05, 0.1])) : 0;
  const byRate = new Map<number, number>();
  for (const item of items) byRate.set(item.rate, round2((byRate.get(item.rate) ?? 0) + item.amount));
  if (discount) byRate.set(mainRate, round2(gross - discount));
  const taxes = [...byRate].sort((a, b) => b[0] - a[0]).map(([rate, base]) => ({ rate, base, amount: round2((base * rate) / 100) }));
  const subtotal = round2(gross - discount);
  const totalTax = round2(taxes.reduce((sum, tax) => sum + tax.amount, 0));
  const total = round2(subtotal + totalTax);
  const paid = random() < 0.15 ? round2(Math.round(total * 0.3)) : 0;

  return {
    lang, text, supplier, customer, number, po, date, due, items, columns, discount, taxes, subtotal, totalTax, total, paid,
    amountDue: round2(total - paid), currency, iban: ibanFor(random, text.ibanCountry, text.ibanLength),
    labels: {
      number: pick(random, text.invoiceNumber), date: pick(random, text.date), due: pick(random, text.dueDate), po: pick(random, text.po),
      customer: pick(random, text.customerLabel), subtotal: pick(random, text.subtotal), tax: pick(random, text.tax), total: pick(random, text.total),
      amountDue: pick(random, text.amountDue), terms: pick(random, text.terms).replace('{n}', String(days)),
    },
    money, formatDate,
  };
}

/** The labels in the datasets' ground_truth.jsonl shape. */
export function groundTruth(invoice: Invoice) {
  return {
    fields: {
      supplier_name: invoice.supplier.name,
      supplier_tax_id: invoice.supplier.vatId,
      customer_name: invoice.customer.name,
      invoice_number: invoice.number,
      ...(invoice.po ? { po_number: invoice.po } : {}),
      date: invoice.date,
      due_date: invoice.due.date,
      currency: invoice.currency,
      subtotal: invoice.subtotal,
      total_tax: invoice.totalTax,
      total_amount: invoice.total,
      amount_due: invoice.amountDue,
      iban: invoice.iban,
    },
    line_items: invoice.items.map((item) => ({
      description: item.detail ? `${item.description}\n${item.detail}` : item.description,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      amount: item.amount,
      tax_rate: invoice.columns.rate ? item.rate : null,
    })),
  };
}
