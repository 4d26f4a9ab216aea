/**
 * Identifiers the crafts family (crafts.ts) prints: IBANs with valid check digits per country (printed in groups of
 * four, labelled compact), VAT ids (the French key from the SIREN, SIREN and SIRET with Luhn check digits), the
 * Spanish CIF / NIF with their control characters, the Italian partita IVA (Luhn) and codice fiscale of a person
 * with its check letter, German Steuernummer, British VAT number, UTR, sort code and company number, Dutch KvK and
 * btw-id, and the register numbers beside them.
 */
import { digits, int, letters, pick, type Random } from './distribution-common.ts';

const mod97 = (text: string): number => {
  let r = 0;
  for (const c of text.replace(/[A-Z]/g, (x) => String(x.charCodeAt(0) - 55))) r = (r * 10 + Number(c)) % 97;
  return r;
};
/** An IBAN of `country` for `bban` (digits and capital letters). */
export const iban = (country: string, bban: string): string => `${country}${String(98 - mod97(`${bban}${country}00`)).padStart(2, '0')}${bban}`;
/** An IBAN in groups of four as printed. */
export const grouped = (value: string): string => value.replace(/(.{4})/g, '$1 ').trim();

export const deIban = (random: Random): string => iban('DE', `${pick(random, ['10050000', '20050550', '37050198', '60050101', '70150000', '76050101', '43060967', '25050180'])}${digits(random, 10)}`);
export const frIban = (random: Random): string => iban('FR', `${pick(random, ['30004', '30003', '10278', '18206', '20041', '13335', '16606'])}${digits(random, 5)}${digits(random, 11)}${digits(random, 2)}`);
export const esIban = (random: Random): string => iban('ES', `${pick(random, ['2100', '0049', '0182', '0081', '2085', '3058', '0128'])}${digits(random, 4)}${digits(random, 2)}${digits(random, 10)}`);
export const itIban = (random: Random): string => iban('IT', `${letters(random, 1)}${pick(random, ['03069', '02008', '05034', '03111', '08327', '05696'])}${digits(random, 5)}${digits(random, 12)}`);
export const nlIban = (random: Random): string => iban('NL', `${pick(random, ['INGB', 'RABO', 'ABNA', 'TRIO', 'KNAB', 'SNSB', 'ASNB'])}${digits(random, 10)}`);
export const gbIban = (bank: string, sort: string, account: string): string => iban('GB', `${bank}${sort.replace(/-/g, '')}${account}`);

/** Luhn check digit of `body`. */
function luhn(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((c, i) => { let d = Number(c); if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; } sum += d; });
  return String((10 - (sum % 10)) % 10);
}
export interface FrIds { siren: string; siret: string; tva: string }
export function frIds(random: Random): FrIds {
  const siren = `${int(random, 3, 9)}${digits(random, 7)}`;
  const full = siren + luhn(siren);
  const nic = `000${digits(random, 1)}`;
  const key = (12 + 3 * (Number(full) % 97)) % 97;
  return { siren: full, siret: `${full}${nic}${luhn(full + nic)}`, tva: `FR${String(key).padStart(2, '0')}${full}` };
}
/** SIREN "823 456 789" and SIRET "823 456 789 00017" as printed. */
export const spaced = (siren: string): string => siren.replace(/^(\d{3})(\d{3})(\d{3})(\d*)$/, (_, a: string, b: string, c: string, d: string) => `${a} ${b} ${c}${d ? ` ${d}` : ''}`);

/** A Spanish company CIF (B…) with its control digit. */
export function esCif(random: Random): string {
  const body = digits(random, 7);
  let sum = 0;
  [...body].forEach((c, i) => { const d = Number(c); if (i % 2 === 1) sum += d; else { const x = d * 2; sum += Math.floor(x / 10) + (x % 10); } });
  return `${pick(random, ['B', 'B', 'B', 'A'])}${body}${(10 - (sum % 10)) % 10}`;
}
/** A Spanish person's NIF (DNI number and its letter). */
export function esNif(random: Random): string {
  const n = int(random, 10000000, 79999999);
  return `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
}

/** An Italian partita IVA: 7 digits, the province office, the Luhn check digit. */
export function itPiva(random: Random): string {
  const body = `${digits(random, 7)}${pick(random, ['015', '058', '037', '048', '001', '063', '024', '072'])}`;
  return body + luhn(body);
}
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const consonants = (s: string): string => s.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '').replace(/[AEIOU]/g, '');
const vowels = (s: string): string => s.toUpperCase().normalize('NFD').replace(/[^AEIOU]/g, '');
const three = (s: string): string => (consonants(s) + vowels(s) + 'XXX').slice(0, 3);
/** A person's codice fiscale: surname and name letters, birth date, a town code and the check letter. */
export function itCf(random: Random, first: string, last: string): string {
  const c = consonants(first);
  const name = c.length > 3 ? c[0] + c[2] + c[3] : three(first);
  const body = `${three(last)}${name}${digits(random, 2)}${'ABCDEHLMPRST'[int(random, 0, 11)]}${String(int(random, 1, 28) + (random() < 0.3 ? 40 : 0)).padStart(2, '0')}${pick(random, ['F205', 'H501', 'L219', 'A944', 'D612', 'F839', 'L736', 'G273'])}`;
  let sum = 0;
  [...body].forEach((ch, i) => { const v = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65; sum += i % 2 === 0 ? ODD[v] : v; });
  return body + String.fromCharCode(65 + (sum % 26));
}

/** A German Steuernummer as printed "21/815/08150". */
export const deStnr = (random: Random): string => `${int(random, 11, 99)}/${digits(random, 3)}/${digits(random, 5)}`;
export const deUst = (random: Random): string => `DE${int(random, 1, 3)}${digits(random, 8)}`;
/** British VAT number printed "GB 123 4567 89"; UTR "12345 67890". */
export const gbVat = (random: Random): string => `GB ${int(random, 100, 999)} ${digits(random, 4)} ${digits(random, 2)}`;
export const utr = (random: Random): string => `${int(random, 1, 9)}${digits(random, 4)} ${digits(random, 5)}`;
export const sortCode = (random: Random): string => `${pick(random, ['20', '30', '40', '60', '77', '09', '52', '11'])}-${digits(random, 2)}-${digits(random, 2)}`;
export const nlVat = (random: Random, sole: boolean): string => (sole ? `NL00${digits(random, 7)}B${digits(random, 2)}` : `NL${int(random, 1, 9)}${digits(random, 8)}B01`);
export const kvk = (random: Random): string => `${int(random, 1, 9)}${digits(random, 7)}`;
