/**
 * Identifiers of the professional-fee invoice family (fees.ts), with their real check digits: Italian partita IVA
 * and codice fiscale, Spanish NIF/CIF, Portuguese NIF and ATCUD, French SIREN/SIRET/TVA, German Steuernummer and
 * USt-IdNr., Dutch btw-id and KvK, and IBANs of each country.
 */
import { digits, int, pick, type Random } from './content.ts';

const luhnDigit = (body: string): number => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
};

/** Partita IVA: 7-digit number, 3-digit office, Luhn check digit. */
export function itPartitaIva(random: Random): string {
  const body = `${pick(random, ['0', '1', '0', '0', '1', '2', '0'])}${digits(random, 6)}${pad3(int(random, 1, 100))}`;
  return body + luhnDigit(body);
}
const pad3 = (n: number) => String(n).padStart(3, '0');

/** Codice fiscale of a person born on `birth` in the place of Belfiore code `place`. */
export function codiceFiscale(surname: string, name: string, female: boolean, birth: string, place: string): string {
  const letters = (s: string) => s.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase();
  const split = (s: string) => [[...letters(s)].filter((c) => !'AEIOU'.includes(c)), [...letters(s)].filter((c) => 'AEIOU'.includes(c))];
  const [sc, sv] = split(surname);
  const [nc, nv] = split(name);
  const code = (cons: string[], vow: string[]) => [...cons, ...vow, 'X', 'X', 'X'].slice(0, 3).join('');
  const nameCode = nc.length >= 4 ? nc[0] + nc[2] + nc[3] : code(nc, nv);
  const [y, m, d] = birth.split('-');
  const body = `${code(sc, sv)}${nameCode}${y.slice(2)}${'ABCDEHLMPRST'[Number(m) - 1]}${String(Number(d) + (female ? 40 : 0)).padStart(2, '0')}${place}`;
  const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = body[i];
    const v = c >= '0' && c <= '9' ? Number(c) : c.charCodeAt(0) - 65;
    sum += i % 2 === 0 ? odd[v] : v;
  }
  return body + String.fromCharCode(65 + (sum % 26));
}

/** Spanish NIF of a person: 8 digits and the check letter. */
export function esNif(random: Random): string {
  const n = int(random, 10000000, 79999999);
  return `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
}
/** Spanish CIF of a company: B (S.L.) or A (S.A.), province, number, check digit. */
export function esCif(random: Random, letter: string, province: string): string {
  const body = `${province}${digits(random, 5)}`;
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(body[i]);
    if (i % 2 === 0) { const x = d * 2; sum += Math.floor(x / 10) + (x % 10); } else sum += d;
  }
  return `${letter}${body}${(10 - (sum % 10)) % 10}`;
}

/** Portuguese NIF: 1/2/3 for a person, 5 for a company, mod-11 check digit. */
export function ptNif(random: Random, company: boolean): string {
  const body = `${company ? pick(random, ['50', '51', '51', '50']) : pick(random, ['1', '2', '2', '1'])}`;
  const full = body + digits(random, 8 - body.length);
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(full[i]) * (9 - i);
  const r = sum % 11;
  return full + (r < 2 ? 0 : 11 - r);
}
/** ATCUD: the series' validation code and the document's sequence number. */
export function atcud(random: Random, sequence: number): string {
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ23456789';
  return `${Array.from({ length: 8 }, () => pick(random, [...chars])).join('')}-${sequence}`;
}

/** SIREN (9 digits, Luhn), SIRET (SIREN + NIC, Luhn) and the intra-community VAT number. */
export function frIds(random: Random): { siren: string; siret: string; tva: string } {
  const sirenBody = `${int(random, 3, 9)}${digits(random, 7)}`;
  const siren = sirenBody + luhnDigit(sirenBody);
  const nicBody = `${siren}000${int(random, 1, 3)}`;
  const siret = nicBody + luhnDigit(nicBody);
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return { siren, siret, tva: `FR${String(key).padStart(2, '0')}${siren}` };
}

/** German USt-IdNr.: DE, 8 digits and the ISO 7064 MOD 11,10 check digit. */
export function deUstId(random: Random): string {
  const body = `${int(random, 1, 3)}${digits(random, 7)}`;
  let product = 10;
  for (const c of body) {
    let sum = (Number(c) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return `DE${body}${check === 10 ? 0 : check}`;
}
/** A Steuernummer in its Land's printed format (`format` like '21/815/08150'). */
export function deSteuernummer(random: Random, format: string): string {
  return format.replace(/\d/g, () => String(int(random, 0, 9)));
}

/** Dutch btw-id (NL + 9 digits + B + 2 digits, mod 97 = 1 as the new sole-trader numbers) and KvK number. */
export function nlBtwId(random: Random): string {
  for (;;) {
    const id = `NL${int(random, 1, 8)}${digits(random, 8)}B${digits(random, 2)}`;
    const numeric = id.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
    if (BigInt(numeric) % 97n === 1n) return id;
  }
}
export const nlKvk = (random: Random): string => `${int(random, 5, 9)}${digits(random, 7)}`;

function ibanCheck(country: string, bban: string): string {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}
/** An IBAN of `country` with a plausible bank code and the country's own check digits where it has them. */
export function iban(random: Random, country: 'IT' | 'ES' | 'PT' | 'FR' | 'DE' | 'NL'): string {
  switch (country) {
    case 'IT': return ibanCheck('IT', `${pick(random, [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'])}${pick(random, ['03069', '02008', '05034', '03111', '01030', '05387', '08327'])}${digits(random, 5)}${'0000'}${digits(random, 8)}`);
    case 'ES': {
      const bank = `${pick(random, ['2100', '0049', '0182', '0081', '2085', '0128', '1465'])}${digits(random, 4)}`;
      const account = digits(random, 10);
      const dc = (s: string) => { const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; const r = 11 - ([...s.padStart(10, '0')].reduce((a, c, i) => a + Number(c) * w[i], 0) % 11); return r === 11 ? 0 : r === 10 ? 1 : r; };
      return ibanCheck('ES', `${bank}${dc(`00${bank}`)}${dc(account)}${account}`);
    }
    case 'PT': {
      const body = `${pick(random, ['0035', '0033', '0007', '0010', '0036', '0018', '0045'])}${digits(random, 4)}${digits(random, 11)}`;
      let r = 0;
      for (const c of `${body}00`) r = (r * 10 + Number(c)) % 97;
      return ibanCheck('PT', `${body}${String(98 - r).padStart(2, '0')}`);
    }
    case 'FR': {
      const bank = pick(random, ['30004', '30003', '20041', '10278', '30066', '18206', '16606']);
      const branch = digits(random, 5), account = `000${digits(random, 8)}`;
      const key = 97 - Number((89n * BigInt(bank) + 15n * BigInt(branch) + 3n * BigInt(account)) % 97n);
      return ibanCheck('FR', `${bank}${branch}${account}${String(key).padStart(2, '0')}`);
    }
    case 'DE': return ibanCheck('DE', `${pick(random, ['37040044', '10010010', '43060967', '50010517', '70150000', '20050550', '60050101', '30050110'])}${digits(random, 10)}`);
    case 'NL': {
      for (;;) {
        const account = `${int(random, 1, 9)}${digits(random, 9)}`;
        if ([...account].reduce((a, c, i) => a + Number(c) * (10 - i), 0) % 11 === 0) return ibanCheck('NL', `${pick(random, ['INGB', 'RABO', 'ABNA', 'KNAB', 'BUNQ', 'TRIO', 'ASNB'])}${account}`);
      }
    }
  }
}
/** An IBAN as usually printed, in groups of four. */
export const groupedIban = (value: string): string => value.replace(/(.{4})(?=.)/g, '$1 ');
export const bic = (random: Random, country: string): string => `${pick(random, ['BCIT', 'UNCR', 'CAIX', 'BSCH', 'CGDI', 'BCOM', 'BNPA', 'SOGE', 'COBA', 'GENO', 'INGB', 'RABO'])}${country}${pick(random, ['MM', '2X', 'PP', 'FF', 'MMXXX', '21'])}`;
