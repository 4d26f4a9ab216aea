/**
 * Identifiers with valid check digits, as ERP software prints them: VAT ids (DE, ATU, CHE, FR, BE), IBANs,
 * French SIREN/SIRET, Swiss QR and creditor references, Belgian structured communications; plus the number
 * and date formats of each country.
 */
import { chance as maybe, digits, int as between, pick as choose, type Random } from './content.ts';
import type { Country, Lang } from './erp-data.ts';

export { between, choose, digits, maybe };
export const pad = (n: number, width: number): string => String(n).padStart(width, '0');
export const round2 = (x: number): number => Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;

/** Remainder of a long digit/letter string modulo 97 (letters A=10 … Z=35), as IBAN and RF checks need. */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const value = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const d of value) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

function luhnDigit(payload: string): number {
  let sum = 0;
  [...payload].reverse().forEach((d, i) => {
    let v = Number(d) * (i % 2 === 0 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  });
  return (10 - (sum % 10)) % 10;
}

/** An IBAN with valid check digits; `qr` gives a Swiss QR-IBAN (institution id 30000–31999). */
export function iban(country: Country, random: Random, qr = false): string {
  let bban: string;
  if (country === 'DE') bban = `${between(random, 1, 8)}${digits(random, 7)}${digits(random, 10)}`;
  else if (country === 'AT') bban = `${between(random, 1, 5)}${digits(random, 4)}${digits(random, 11)}`;
  else if (country === 'CH') bban = `${qr ? `3${between(random, 0, 1)}${digits(random, 3)}` : choose(random, ['00700', '00767', '00235', '09000', '80808', '00483'])}${digits(random, 12)}`;
  else if (country === 'FR') {
    const bank = `${between(random, 10, 30)}${digits(random, 3)}`;
    const branch = digits(random, 5);
    const account = digits(random, 11);
    const key = 97 - ((89 * Number(bank) + 15 * Number(branch) + 3 * Number(account)) % 97);
    bban = `${bank}${branch}${account}${pad(key, 2)}`;
  } else {
    const first = `${between(random, 0, 9)}${digits(random, 9)}`;
    const check = Number(first) % 97 || 97;
    bban = `${first}${pad(check, 2)}`;
  }
  return `${country}${pad(98 - mod97(`${bban}${country}00`), 2)}${bban}`;
}

export const groups = (text: string, size = 4, sep = ' '): string => text.match(new RegExp(`.{1,${size}}`, 'g'))!.join(sep);

/** A VAT id, compact, with a valid check digit. */
export function vatId(country: Country, random: Random): string {
  if (country === 'DE') {
    const body = `${between(random, 1, 9)}${digits(random, 7)}`;
    let product = 10;
    for (const d of body) {
      let sum = (Number(d) + product) % 10;
      if (sum === 0) sum = 10;
      product = (2 * sum) % 11;
    }
    return `DE${body}${(11 - product) % 10}`;
  }
  if (country === 'AT') {
    const body = digits(random, 7);
    const r = [...body].reduce((s, d, i) => s + (i % 2 === 1 ? Math.floor((2 * Number(d)) / 10) + ((2 * Number(d)) % 10) : Number(d)), 0);
    return `ATU${body}${(10 - ((r + 4) % 10)) % 10}`;
  }
  if (country === 'CH') {
    for (;;) {
      const body = `${between(random, 1, 4)}${digits(random, 7)}`;
      const sum = [...body].reduce((s, d, i) => s + Number(d) * [5, 4, 3, 2, 7, 6, 5, 4][i], 0);
      const check = (11 - (sum % 11)) % 11;
      if (check !== 10) return `CHE-${body.slice(0, 3)}.${body.slice(3, 6)}.${body.slice(6)}${check}`;
    }
  }
  if (country === 'FR') {
    const siren = sirenNumber(random);
    return `FR${pad((12 + 3 * (Number(siren) % 97)) % 97, 2)}${siren}`;
  }
  const body = `0${between(random, 2, 9)}${digits(random, 6)}`;
  return `BE${body}${pad(97 - (Number(body) % 97), 2)}`;
}

export function sirenNumber(random: Random): string {
  const body = `${between(random, 3, 9)}${digits(random, 7)}`;
  return `${body}${luhnDigit(body)}`;
}

export function siretNumber(siren: string, random: Random): string {
  const nic = `000${between(random, 1, 9)}`;
  return `${siren}${nic}${luhnDigit(`${siren}${nic}`)}`;
}

/** The VAT id as it appears on paper: with or without the usual spaces (never with other characters). */
export function printedVat(id: string, random: Random): string {
  const style = between(random, 0, 2);
  if (style === 0 || id.startsWith('CHE')) return id;
  if (id.startsWith('DE')) return style === 1 ? `DE ${groups(id.slice(2), 3)}` : `DE ${id.slice(2)}`;
  if (id.startsWith('AT')) return `ATU ${id.slice(3)}`;
  if (id.startsWith('FR')) return style === 1 ? `FR ${id.slice(2, 4)} ${id.slice(4)}` : `FR${id.slice(2, 4)} ${groups(id.slice(4), 3)}`;
  return `BE ${id.slice(2, 6)} ${id.slice(6, 9)} ${id.slice(9)}`;
}

/** Swiss QR reference: 26 digits and a recursive mod-10 check digit, printed 2 + groups of 5. */
export function qrReference(random: Random): string {
  const body = `${pad(between(random, 0, 99), 2)}${pad(0, 8)}${digits(random, 16)}`;
  const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
  let carry = 0;
  for (const d of body) carry = table[(carry + Number(d)) % 10];
  const full = `${body}${(10 - carry) % 10}`;
  return `${full.slice(0, 2)} ${groups(full.slice(2), 5)}`;
}

/** ISO 11649 creditor reference, printed in groups of four. */
export function creditorReference(random: Random): string {
  const ref = `${between(random, 1, 9)}${digits(random, between(random, 8, 12))}`;
  return groups(`RF${pad(98 - mod97(`${ref}RF00`), 2)}${ref}`);
}

/** Belgian structured communication +++123/4567/89012+++. */
export function structuredCommunication(random: Random): string {
  const body = digits(random, 10);
  const full = `${body}${pad(Number(body) % 97 || 97, 2)}`;
  return `+++${full.slice(0, 3)}/${full.slice(3, 7)}/${full.slice(7)}+++`;
}

// ---- numbers and dates as printed ----

export type NumStyle = 'de' | 'fr' | 'ch';

/** 1.234,56 (de), 1 234,56 (fr, with the given space), 1'234.50 (ch). */
export function num(value: number, style: NumStyle, decimals = 2, space = ' '): string {
  const [int, frac] = Math.abs(value).toFixed(decimals).split('.');
  const sep = style === 'de' ? '.' : style === 'fr' ? space : "'";
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const sign = value < 0 ? '-' : '';
  return frac === undefined ? `${sign}${grouped}` : `${sign}${grouped}${style === 'ch' ? '.' : ','}${frac}`;
}

/** A quantity: integers plain, fractions with as many decimals as needed (or a fixed count). */
export function qty(value: number, style: NumStyle, fixed?: number): string {
  if (fixed !== undefined) return num(value, style, fixed);
  if (Number.isInteger(value)) return num(value, style, 0);
  return num(value, style, Number.isInteger(value * 10) ? 1 : 2);
}

const MONTHS: Record<string, readonly string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
};

export type DateStyle = 'dot' | 'slash' | 'dash' | 'long';

export function fmtDate(date: Date, style: DateStyle, lang: Lang, country: Country): string {
  const d = date.getUTCDate();
  const m = date.getUTCMonth();
  const y = date.getUTCFullYear();
  if (style === 'long') {
    const month = country === 'AT' && m === 0 ? 'Jänner' : MONTHS[lang][m];
    return lang === 'de' ? `${d}. ${month} ${y}` : `${d === 1 && lang === 'fr' ? '1er' : d} ${month} ${y}`;
  }
  const sep = style === 'dot' ? '.' : style === 'slash' ? '/' : '-';
  return `${pad(d, 2)}${sep}${pad(m + 1, 2)}${sep}${y}`;
}

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);
export const iso = (date: Date): string => date.toISOString().slice(0, 10);
