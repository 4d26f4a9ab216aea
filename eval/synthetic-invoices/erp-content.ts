/**
 * The content of one ERP-style invoice (erp.ts), drawn from a seeded generator: seller with registry data and
 * bank account, buyer, reference numbers, dates, positions, VAT per rate, totals; and its ground truth.
 */
import type { Random } from './content.ts';
import {
  BANKS, BUYER_TRADES, CATALOGS, FIRST_NAMES, INVENTED, LEGAL, STREETS, SURNAMES, TOWNS, UNITS,
  type CatalogItem, type Country, type Lang, type UnitKey,
} from './erp-data.ts';
import {
  addDays, between, choose, digits, groups, iban, iso, maybe, num, pad, printedVat, round2, siretNumber, vatId,
  type DateStyle, type NumStyle,
} from './erp-ids.ts';

export interface Party { name: string; contact?: string; street: string; town: string; vatId?: string }

export interface Seller extends Party {
  vatId: string; vatPrinted: string; phone: string; fax?: string; email: string; web: string;
  iban: string; ibanPrinted: string; bic: string; bank: string; managers: string[];
  court: string; registry: string; taxNumber?: string; managerTitle: string; capital?: string; siret?: string; ape?: string; mark: string;
}

export interface Line {
  sku: string; description: string; detail?: string; quantity: number; unit: UnitKey;
  unitPrice: number; discount: number; amount: number; rate: number;
}

export interface TaxRow { rate: number; base: number; tax: number }

export interface ErpInvoice {
  country: Country; lang: Lang; currency: 'EUR' | 'CHF'; numStyle: NumStyle; space: string; dateStyle: DateStyle;
  seller: Seller; buyer: Party; delivery?: Party; clerk: { name: string; phone: string; email: string };
  number: string; customerNo: string; po?: string; poDate?: Date; deliveryNote?: string;
  date: Date; serviceDate: Date; periodStart?: Date; periodEnd?: Date;
  dueDate?: Date; termDays: number; skonto?: { pct: number; days: number; date: Date; amount: number };
  lines: Line[]; taxes: TaxRow[]; subtotal: number; totalTax: number; total: number; paid: number; paidDate?: Date; due: number;
}

export interface BuildSpec {
  country: Country; lang: Lang;
  lines: readonly [number, number];
  /** `two`: a standard-rate and a reduced-rate position at least; `one`: standard rate only; `any`: as drawn;
   * `mostly-one`: standard rate only on about two invoices in three, else as drawn. */
  rates: 'two' | 'one' | 'any' | 'mostly-one';
  discountShare: number; detailShare: number; prepayShare: number; dueDateShare: number; deliveryShare: number;
}

const region = (c: Country, l: Lang): string => (c === 'CH' || c === 'BE' ? `${c}-${l === 'nl' ? 'nl' : l}` : c);
const SURNAME_KEY: Record<string, string> = { DE: 'de', AT: 'at', 'CH-de': 'ch', 'CH-fr': 'chfr', FR: 'fr', 'BE-nl': 'nl', 'BE-fr': 'befr' };
const INVENTED_KEY: Record<string, string> = { DE: 'de', AT: 'de', 'CH-de': 'ch', 'CH-fr': 'fr', FR: 'fr', 'BE-nl': 'nl', 'BE-fr': 'befr' };
const TLD: Record<Country, string> = { DE: 'de', AT: 'at', CH: 'ch', FR: 'fr', BE: 'be' };

export const unitLabel = (key: UnitKey, lang: Lang, alt: boolean): string => UNITS[key][lang === 'de' ? (alt ? 1 : 0) : lang === 'fr' ? 2 : 3];

function surname(random: Random, reg: string): string {
  const key = SURNAME_KEY[reg];
  return choose(random, SURNAMES[key === 'at' && maybe(random, 0.3) ? 'de' : key]);
}

function person(random: Random, reg: string, lang: Lang): { first: string; last: string; female: boolean } {
  const female = maybe(random, 0.5);
  return { first: choose(random, FIRST_NAMES[lang][female ? 'f' : 'm']), last: surname(random, reg), female };
}

/** The seller's name; sole traders (e.K., e.U.) carry the owner's name, returned as `owner`. */
function sellerName(random: Random, reg: string, lang: Lang, trade: string): { name: string; owner?: string } {
  const s = surname(random, reg);
  const legal = choose(random, LEGAL[reg]);
  const invented = choose(random, INVENTED[INVENTED_KEY[reg]]);
  if (reg === 'DE' && maybe(random, 0.12)) {
    const owner = `${choose(random, FIRST_NAMES.de.m)} ${s}`;
    return { name: `${trade} ${owner} e.K.`, owner };
  }
  if (legal === 'e.U.') {
    const owner = `${choose(random, FIRST_NAMES.de.f)} ${s}`;
    return { name: `${owner} ${trade} e.U.`, owner };
  }
  const shapes = [`${s} ${trade} ${legal}`, `${trade} ${s} ${legal}`, `${invented} ${trade} ${legal}`,
    lang === 'de' ? `${s} & ${surname(random, reg)} ${legal}` : lang === 'fr' ? `Établissements ${s} ${legal}` : `${s} & Zonen ${legal}`];
  return { name: choose(random, shapes) };
}

function buyerName(random: Random, reg: string, lang: Lang): string {
  const legal = choose(random, LEGAL[reg]);
  const trades = BUYER_TRADES[lang];
  const shape = between(random, 0, 2);
  if (shape === 0) return `${choose(random, trades.pre)} ${surname(random, reg)} ${legal}`;
  if (shape === 1) return `${surname(random, reg)} ${choose(random, trades.post)} ${legal}`;
  return `${choose(random, INVENTED[INVENTED_KEY[reg]])} ${choose(random, trades.post)} ${legal}`;
}

function contactLine(random: Random, reg: string, lang: Lang): string {
  const p = person(random, reg, lang);
  const full = `${p.first} ${p.last}`;
  if (lang === 'de') {
    if (reg === 'CH-de') return choose(random, [`${p.female ? 'Frau' : 'Herr'} ${full}`, 'Kreditorenbuchhaltung']);
    return choose(random, [`z. Hd. ${p.female ? 'Frau' : 'Herrn'} ${full}`, `${p.female ? 'Frau' : 'Herrn'} ${full}`, 'Abteilung Einkauf']);
  }
  if (lang === 'fr') return choose(random, [`À l'attention de ${p.female ? 'Mme' : 'M.'} ${full}`, `${p.female ? 'Madame' : 'Monsieur'} ${full}`, 'Service comptabilité fournisseurs']);
  return choose(random, [`T.a.v. ${p.female ? 'mevrouw' : 'de heer'} ${full}`, 'Dienst boekhouding']);
}

const street = (random: Random, reg: string): string => choose(random, STREETS[reg]).replace('#', String(between(random, 1, 148)) + (maybe(random, 0.12) ? 'a' : ''));

function phone(random: Random, c: Country): string {
  const local = maybe(random, 0.5);
  if (c === 'DE') return local ? `0${between(random, 30, 991)} ${digits(random, 6)}-${between(random, 0, 40)}` : `+49 ${between(random, 30, 991)} ${digits(random, 6)}-0`;
  if (c === 'AT') return local ? `0${between(random, 316, 732)} / ${digits(random, 6)}` : `+43 ${between(random, 316, 732)} ${digits(random, 6)}`;
  if (c === 'CH') return `${local ? '0' : '+41 '}${choose(random, ['44', '31', '61', '21', '22', '41'])} ${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`;
  if (c === 'FR') return `${local ? '0' : '+33 (0)'}${between(random, 1, 5)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`;
  return `${local ? '0' : '+32 '}${choose(random, ['9', '3', '2', '16', '50', '4'])} ${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`;
}

const slug = (name: string): string => name.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
  .normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/\s+/).map((word) => word.replace(/[^a-z0-9]/g, '')).filter(Boolean).slice(0, 2).join('-');

function bic(random: Random, bank: string, c: Country): string {
  const letters = (bank.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '') + 'XXXX').slice(0, 4);
  const loc = `${String.fromCharCode(65 + between(random, 0, 25))}${between(random, 1, 9)}`;
  return `${letters}${c}${loc}${maybe(random, 0.5) ? 'XXX' : ''}`;
}

function makeSeller(random: Random, c: Country, lang: Lang, reg: string, trade: string, qrIban: boolean): Seller {
  const { name, owner } = sellerName(random, reg, lang, trade);
  const town = choose(random, TOWNS[reg]);
  const townName = town.replace(/^\d+ /, '');
  const id = vatId(c, random);
  const account = iban(c, random, qrIban);
  let bank = choose(random, BANKS[c]);
  if (/sparkasse$/i.test(bank) || bank === 'Raiffeisenbank' || bank === 'Volksbank') bank = `${bank} ${townName}`;
  const managers = owner ? [owner] : Array.from({ length: between(random, 1, 2) }, () => { const p = person(random, reg, lang); return `${p.first} ${p.last}`; });
  const domain = `${slug(name)}.${TLD[c]}`;
  const seller: Seller = {
    name, street: street(random, reg), town, vatId: id, vatPrinted: printedVat(id, random), phone: phone(random, c),
    fax: maybe(random, 0.4) ? phone(random, c) : undefined, email: `${choose(random, lang === 'de' ? ['info', 'buchhaltung', 'rechnung'] : lang === 'fr' ? ['contact', 'comptabilite', 'facturation'] : ['info', 'boekhouding', 'factuur'])}@${domain}`,
    web: `www.${domain}`, iban: account, ibanPrinted: groups(account), bic: bic(random, bank, c), bank, managers,
    court: '', registry: '', managerTitle: owner ? (name.endsWith('e.U.') ? 'Inhaberin' : 'Inhaber') : /\bAG$/.test(name) ? 'Vorstand' : 'Geschäftsführer', mark: name.split(/\s+/).filter((word) => /^[A-ZÄÖÜÉ]/.test(word)).slice(0, 2).map((word) => word[0]).join(''),
  };
  if (c === 'DE') {
    seller.court = `Amtsgericht ${townName}`;
    seller.registry = `${/KG|e\.K\./.test(name) ? 'HRA' : 'HRB'} ${between(random, 1000, 39999)}`;
    seller.taxNumber = `${between(random, 100, 299)}/${digits(random, 3)}/${digits(random, 5)}`;
  } else if (c === 'AT') {
    seller.court = townName === 'Wien' ? 'Handelsgericht Wien' : `Landesgericht ${townName}`;
    seller.registry = `FN ${between(random, 100000, 599999)}${choose(random, [...'abdfghikmpstvwxyz'])}`;
  } else if (c === 'CH') {
    seller.court = lang === 'de' ? 'Handelsregister' : 'Registre du commerce';
    seller.registry = id;
  } else if (c === 'FR') {
    const siren = id.slice(4);
    seller.court = `RCS ${townName}`;
    seller.registry = groups(siren, 3);
    seller.siret = `${groups(siren, 3)} ${siretNumber(siren, random).slice(9)}`;
    seller.ape = choose(random, ['4646Z', '4665Z', '6202A', '4322A', '4639B', '4778C', '6201Z']);
    seller.capital = `${num(choose(random, [1000, 5000, 10000, 37000, 50000, 100000, 250000]), 'fr', 0)} €`;
  } else {
    seller.court = `${lang === 'nl' ? 'RPR' : 'RPM'} ${townName}`;
    seller.registry = `${id.slice(2, 6)}.${id.slice(6, 9)}.${id.slice(9)}`;
  }
  return seller;
}

function makeBuyer(random: Random, c: Country, lang: Lang, reg: string): Party {
  return {
    name: buyerName(random, reg, lang), contact: maybe(random, 0.55) ? contactLine(random, reg, lang) : undefined,
    street: street(random, reg), town: choose(random, TOWNS[reg]), vatId: vatId(c, random),
  };
}

function invoiceNumber(random: Random, c: Country, date: Date): string {
  const y = date.getUTCFullYear();
  const yy = pad(y % 100, 2);
  const mm = pad(date.getUTCMonth() + 1, 2);
  const n = between(random, 12, 2999);
  const shapes: Record<Country, string[]> = {
    DE: [`RE-${y}-${pad(n, 5)}`, `9${digits(random, 7)}`, `R${yy}-${pad(n, 5)}`, `${y}-${pad(n, 4)}`, `RG${yy}${mm}${pad(n % 1000, 3)}`],
    AT: [`AR-${y}/${pad(n, 4)}`, `${yy}-${pad(n, 5)}`, `RE${y}${pad(n, 4)}`, pad(n + 1000 * between(random, 1, 99), 6)],
    CH: [`RG-${yy}${pad(n, 4)}`, String(between(random, 100000, 399999)), `${y}.${pad(n, 4)}`, `F-${y}-${pad(n % 1000, 3)}`],
    FR: [`FAC/${y}/${pad(n, 5)}`, `F${yy}${mm}${pad(n % 100, 2)}`, `FA-${y}-${pad(n, 4)}`, `${y}-${mm}-${pad(n, 4)}`, `FC${pad(n, 6)}`],
    BE: [`${y}/${pad(n, 4)}`, `F${y}-${pad(n, 4)}`, `${yy}/${pad(n, 5)}`, `VF-${y}-${pad(n, 4)}`],
  };
  return choose(random, shapes[c]);
}

function refNumbers(random: Random, c: Country, y: number) {
  const customer: Record<Country, string[]> = {
    DE: [String(between(random, 10000, 79999)), `KD-${digits(random, 5)}`, `K${digits(random, 6)}`],
    AT: [String(between(random, 20000, 89999)), `KN ${digits(random, 5)}`],
    CH: [String(between(random, 1000, 99999)), `K-${digits(random, 5)}`],
    FR: [`CLI${digits(random, 5)}`, `C${digits(random, 5)}`, `411${digits(random, 5)}`],
    BE: [`K${digits(random, 4)}`, digits(random, 6), `CL-${digits(random, 4)}`],
  };
  const order: Record<Country, string[]> = {
    DE: [`45${digits(random, 8)}`, `PO-${y}-${digits(random, 4)}`, `B${digits(random, 6)}`],
    AT: [`B${digits(random, 6)}`, `${y}/B/${digits(random, 3)}`, `45${digits(random, 8)}`],
    CH: [digits(random, 6), `PO${digits(random, 5)}`, `BE-${y}-${digits(random, 3)}`],
    FR: [`BC-${y}-${digits(random, 4)}`, `CDE${digits(random, 6)}`, `PO${digits(random, 7)}`],
    BE: [`PO-${digits(random, 5)}`, `BB${digits(random, 6)}`, digits(random, 7)],
  };
  const delivery: Record<Country, string[]> = {
    DE: [`LS-${y}-${digits(random, 5)}`, `8${digits(random, 7)}`], AT: [`LS ${digits(random, 6)}`, `L${y}${digits(random, 4)}`],
    CH: [`LS-${digits(random, 6)}`, `${digits(random, 7)}`], FR: [`BL${digits(random, 6)}`, `BL-${y}-${digits(random, 4)}`],
    BE: [`LB${digits(random, 5)}`, `BL-${digits(random, 5)}`],
  };
  return { customer: choose(random, customer[c]), order: choose(random, order[c]), delivery: choose(random, delivery[c]) };
}

const RATES: Record<Country, { standard: number; basic: number; catering: number }> = {
  DE: { standard: 19, basic: 7, catering: 7 }, AT: { standard: 20, basic: 10, catering: 10 }, CH: { standard: 8.1, basic: 2.6, catering: 2.6 },
  FR: { standard: 20, basic: 5.5, catering: 10 }, BE: { standard: 21, basic: 6, catering: 6 },
};

function pickItems(random: Random, spec: BuildSpec): CatalogItem[] {
  const rates = spec.rates === 'mostly-one' ? (maybe(random, 0.67) ? 'one' : 'any') : spec.rates;
  const key = rates === 'two' ? choose(random, ['gastro', 'office'] as const) : choose(random, ['gastro', 'office', 'it', 'building'] as const);
  let pool = [...CATALOGS[key].items];
  if (rates === 'one') pool = pool.filter((item) => !item.reduced);
  const count = Math.min(between(random, spec.lines[0], spec.lines[1]), pool.length);
  for (;;) {
    const shuffled = pool.map((item) => ({ item, k: random() })).sort((a, b) => a.k - b.k).map((x) => x.item).slice(0, count);
    if (rates !== 'two' || (shuffled.some((i) => i.reduced) && shuffled.some((i) => !i.reduced))) return shuffled;
  }
}

export function tradeOf(items: readonly CatalogItem[]): keyof typeof CATALOGS {
  return (Object.keys(CATALOGS) as (keyof typeof CATALOGS)[]).find((k) => CATALOGS[k].items.includes(items[0]))!;
}

export function buildInvoice(random: Random, spec: BuildSpec): ErpInvoice {
  const { country: c, lang } = spec;
  const reg = region(c, lang);
  const items = pickItems(random, spec);
  const trade = choose(random, CATALOGS[tradeOf(items)].trade[lang]);
  const seller = makeSeller(random, c, lang, reg, trade, c === 'CH' && maybe(random, 0.5));
  const buyer = makeBuyer(random, c, lang, reg);
  const date = new Date(Date.UTC(2024, 0, 2) + between(random, 0, 690) * 86_400_000);
  const y = date.getUTCFullYear();
  const refs = refNumbers(random, c, y);
  const numStyle: NumStyle = c === 'CH' ? 'ch' : c === 'FR' ? 'fr' : c === 'BE' && maybe(random, 0.4) ? 'fr' : 'de';
  const dateStyle: DateStyle = maybe(random, 0.2) ? 'long' : c === 'FR' || c === 'BE' ? (lang === 'nl' && maybe(random, 0.4) ? 'dash' : 'slash') : 'dot';
  const serviceDate = addDays(date, -between(random, 0, 12));
  const skuStyle = between(random, 0, 3);
  const rates = RATES[c];
  const lines: Line[] = items.map((item) => {
    const step = item.step ?? 1;
    const quantity = round2(Math.round(between(random, item.qty[0] / step, item.qty[1] / step)) * step) || step;
    const cents = between(random, Math.round(item.price[0] * 100), Math.round(item.price[1] * 100));
    const unitPrice = item.price[1] >= 20 && maybe(random, 0.6) ? Math.max(1, Math.round(cents / 100)) - (maybe(random, 0.5) ? 0.1 : 0) : cents / 100;
    const discount = maybe(random, spec.discountShare) ? choose(random, [2, 3, 5, 5, 10, 10, 15, 2.5]) : 0;
    const template = item.detail && maybe(random, spec.detailShare) ? choose(random, item.detail)[lang] : undefined;
    const detail = template?.replace('{n}', digits(random, 5)).replace('{s}', `5CD${digits(random, 4)}${choose(random, ['K', 'M', 'X'])}${digits(random, 2)}`)
      .replace('{d}', `${pad(serviceDate.getUTCDate(), 2)}.${pad(serviceDate.getUTCMonth() + 1, 2)}.`).replace('{c}', buyer.town.replace(/^\d+ /, ''))
      .replace('{k}', String(between(random, 2, 50)));
    const sku = [`${between(random, 100000, 999999)}`, `A-${digits(random, 5)}`, `10${digits(random, 6)}`, `${choose(random, ['KF', 'BM', 'HT', 'IT', 'SV'])}-${digits(random, 4)}`][skuStyle];
    const rate = item.reduced ? rates[item.reduced] : rates.standard;
    return { sku, description: item.text[lang], detail, quantity, unit: item.unit, unitPrice, discount, amount: round2(quantity * unitPrice * (1 - discount / 100)), rate };
  });
  const taxes = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a).map((rate) => {
    const base = round2(lines.filter((l) => l.rate === rate).reduce((s, l) => s + l.amount, 0));
    return { rate, base, tax: round2((base * rate) / 100) };
  });
  const subtotal = round2(taxes.reduce((s, t) => s + t.base, 0));
  const totalTax = round2(taxes.reduce((s, t) => s + t.tax, 0));
  const total = round2(subtotal + totalTax);
  const paid = maybe(random, spec.prepayShare) ? Math.max(10, Math.round((total * choose(random, [0.2, 0.3, 0.5])) / 10) * 10) : 0;
  const termDays = choose(random, [8, 10, 14, 14, 30, 30, 30, 45, 60]);
  const dueDate = maybe(random, spec.dueDateShare) ? addDays(date, termDays) : undefined;
  const skontoDays = choose(random, [7, 8, 10]);
  const skonto = lang === 'de' && dueDate && termDays > 10 && maybe(random, 0.45)
    ? { pct: choose(random, [2, 3]), days: skontoDays, date: addDays(date, skontoDays), amount: 0 } : undefined;
  const due = round2(total - paid);
  if (skonto) skonto.amount = round2((due * skonto.pct) / 100);
  const clerk = person(random, reg, lang);
  const periodStart = new Date(Date.UTC(y, date.getUTCMonth() - 1, 1));
  return {
    country: c, lang, currency: c === 'CH' ? 'CHF' : 'EUR', numStyle, space: choose(random, [' ', '\u00a0', '\u202f']), dateStyle,
    seller, buyer, delivery: maybe(random, spec.deliveryShare) ? { name: buyer.name, contact: lang === 'de' ? choose(random, ['Wareneingang Tor 3', 'Lager', 'Werk 2', 'Baustelle']) : lang === 'fr' ? 'Dépôt' : 'Magazijn', street: street(random, reg), town: choose(random, TOWNS[reg]) } : undefined,
    clerk: { name: `${clerk.first} ${clerk.last}`, phone: seller.phone.replace(/-?\d+$/, (m) => (m.startsWith('-') ? `-${between(random, 11, 49)}` : m)), email: `${slug(clerk.first).replace(/-.*/, '')}.${slug(clerk.last).replace(/-/g, '')}@${seller.web.slice(4)}` },
    number: invoiceNumber(random, c, date), customerNo: refs.customer, po: maybe(random, 0.7) ? refs.order : undefined,
    poDate: addDays(date, -between(random, 5, 30)), deliveryNote: maybe(random, 0.6) ? refs.delivery : undefined,
    date, serviceDate, periodStart, periodEnd: new Date(Date.UTC(y, date.getUTCMonth(), 0)),
    dueDate, termDays, skonto, lines, taxes, subtotal, totalTax, total, paid, paidDate: paid ? addDays(date, -between(random, 10, 40)) : undefined, due,
  };
}

/** Ground truth for one rendered invoice; `lineRates` says whether each position prints its VAT rate. */
export function erpGroundTruth(inv: ErpInvoice, lineRates: boolean) {
  const fields: Record<string, string | number> = {
    supplier_name: inv.seller.name, supplier_tax_id: inv.seller.vatId, customer_name: inv.buyer.name, invoice_number: inv.number,
  };
  if (inv.po) fields.po_number = inv.po;
  fields.date = iso(inv.date);
  if (inv.dueDate) fields.due_date = iso(inv.dueDate);
  Object.assign(fields, { currency: inv.currency, subtotal: inv.subtotal, total_tax: inv.totalTax, total_amount: inv.total, amount_due: inv.due, iban: inv.seller.iban });
  const line_items = inv.lines.map((l) => ({
    description: l.detail ? `${l.description}\n${l.detail}` : l.description, quantity: l.quantity, unit_price: l.unitPrice, amount: l.amount,
    tax_rate: lineRates ? l.rate : null,
  }));
  return { fields, line_items };
}
