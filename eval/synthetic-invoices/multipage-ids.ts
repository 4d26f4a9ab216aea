/**
 * Bank accounts and VAT numbers as each country prints them: IBANs with valid mod-97 check digits (and the
 * national check digits where a country has them), VAT ids with their national check digit.
 */
import { digits, int, pick, type Random } from './content.ts';

export interface Bank { name: string; iban: string; bic: string }

function mod97(text: string): number {
  const numeric = text.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** Country code + check digits + BBAN, the check digits making the whole number ≡ 1 (mod 97). */
export function iban(country: string, bban: string): string {
  return `${country}${String(98 - mod97(`${bban}${country}00`)).padStart(2, '0')}${bban}`;
}

export const ibanValid = (value: string): boolean => mod97(`${value.slice(4)}${value.slice(0, 4)}`) === 1;

/** Groups of four, as printed. */
export const groupIban = (value: string): string => value.replace(/(.{4})(?=.)/g, '$1 ');

const nonZero = (random: Random) => String(int(random, 1, 9));

export function germanBank(random: Random, city: string): Bank {
  const bank = pick(random, [
    { name: `Sparkasse ${city}`, bic: `${pick(random, ['WELA', 'SOLA', 'BYLA', 'HELA', 'NOLA'])}DED1${pick(random, ['XXX', 'KOE', 'DUE', 'STU'])}` },
    { name: `Volksbank ${city} eG`, bic: `GENODE${pick(random, ['D1', 'M1', 'F1', '61'])}${pick(random, ['VBK', 'XXX', 'HDB'])}` },
    { name: 'Commerzbank AG', bic: 'COBADEFFXXX' },
    { name: 'Deutsche Bank AG', bic: 'DEUTDEDBXXX' },
  ]);
  return { ...bank, iban: iban('DE', `${nonZero(random)}${digits(random, 7)}${digits(random, 10)}`) };
}

export function frenchBank(random: Random): Bank {
  const bank = pick(random, [
    { name: 'BNP Paribas', code: '30004', bic: 'BNPAFRPPXXX' },
    { name: 'Société Générale', code: '30003', bic: 'SOGEFRPP' },
    { name: 'Crédit Agricole', code: '18206', bic: 'AGRIFRPP882' },
    { name: 'LCL', code: '30002', bic: 'CRLYFRPP' },
    { name: 'Crédit Mutuel', code: '10278', bic: 'CMCIFR2A' },
  ]);
  const branch = digits(random, 5);
  const account = digits(random, 11);
  const key = 97 - Number((89n * BigInt(bank.code) + 15n * BigInt(branch) + 3n * BigInt(account)) % 97n);
  return { name: bank.name, bic: bank.bic, iban: iban('FR', `${bank.code}${branch}${account}${String(key).padStart(2, '0')}`) };
}

const CIN_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
export function italianBank(random: Random): Bank {
  const bank = pick(random, [
    { name: 'Intesa Sanpaolo', abi: '03069', bic: 'BCITITMM' },
    { name: 'UniCredit', abi: '02008', bic: 'UNCRITMM' },
    { name: 'Banco BPM', abi: '05034', bic: 'BAPPIT21' },
    { name: 'BPER Banca', abi: '05387', bic: 'BPMOIT22' },
    { name: 'Crédit Agricole Italia', abi: '06230', bic: 'CRPPIT2P' },
  ]);
  const rest = `${bank.abi}${digits(random, 5)}${'0'.repeat(4)}${digits(random, 8)}`;
  let sum = 0;
  [...rest].forEach((c, i) => { sum += i % 2 === 0 ? CIN_ODD[Number(c)] : Number(c); });
  const cin = String.fromCharCode(65 + (sum % 26));
  return { name: bank.name, bic: bank.bic, iban: iban('IT', `${cin}${rest}`) };
}

function spanishCheck(ten: string): number {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const d = 11 - ([...ten].reduce((s, c, i) => s + Number(c) * weights[i], 0) % 11);
  return d === 11 ? 0 : d === 10 ? 1 : d;
}
export function spanishBank(random: Random): Bank {
  const bank = pick(random, [
    { name: 'CaixaBank', code: '2100', bic: 'CAIXESBBXXX' },
    { name: 'Banco Santander', code: '0049', bic: 'BSCHESMMXXX' },
    { name: 'BBVA', code: '0182', bic: 'BBVAESMMXXX' },
    { name: 'Banco Sabadell', code: '0081', bic: 'BSABESBBXXX' },
    { name: 'Bankinter', code: '0128', bic: 'BKBKESMMXXX' },
  ]);
  const branch = digits(random, 4);
  const account = digits(random, 10);
  const dc = `${spanishCheck(`00${bank.code}${branch}`)}${spanishCheck(account)}`;
  return { name: bank.name, bic: bank.bic, iban: iban('ES', `${bank.code}${branch}${dc}${account}`) };
}

export function dutchBank(random: Random): Bank {
  const bank = pick(random, [
    { name: 'Rabobank', code: 'RABO', bic: 'RABONL2U' },
    { name: 'ING Bank', code: 'INGB', bic: 'INGBNL2A' },
    { name: 'ABN AMRO', code: 'ABNA', bic: 'ABNANL2A' },
    { name: 'Triodos Bank', code: 'TRIO', bic: 'TRIONL2U' },
  ]);
  return { name: bank.name, bic: bank.bic, iban: iban('NL', `${bank.code}${bank.code === 'INGB' ? '000' : '0'}${digits(random, bank.code === 'INGB' ? 7 : 9)}`) };
}

export interface BritishBank extends Bank { sortCode: string; account: string }
export function britishBank(random: Random, country: 'GB' | 'IE'): BritishBank {
  const bank = country === 'GB'
    ? pick(random, [
      { name: 'NatWest', code: 'NWBK', bic: 'NWBKGB2L', sort: '60' },
      { name: 'Barclays Bank', code: 'BARC', bic: 'BARCGB22', sort: '20' },
      { name: 'Lloyds Bank', code: 'LOYD', bic: 'LOYDGB21', sort: '30' },
      { name: 'HSBC UK', code: 'HBUK', bic: 'HBUKGB4B', sort: '40' },
    ])
    : pick(random, [
      { name: 'AIB', code: 'AIBK', bic: 'AIBKIE2D', sort: '93' },
      { name: 'Bank of Ireland', code: 'BOFI', bic: 'BOFIIE2D', sort: '90' },
    ]);
  const sort = `${bank.sort}${digits(random, 4)}`;
  const account = digits(random, 8);
  return { name: bank.name, bic: bank.bic, iban: iban(country, `${bank.code}${sort}${account}`), sortCode: sort.replace(/(\d\d)(\d\d)(\d\d)/, '$1-$2-$3'), account };
}

// VAT ids, compact (as in the ground truth); each layout prints them its own way.

export function germanVat(random: Random): string {
  const body = `${nonZero(random)}${digits(random, 7)}`;
  let product = 10;
  for (const c of body) {
    let sum = (Number(c) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return `DE${body}${check === 10 ? 0 : check}`;
}

function luhnComplete(body: string): string {
  const sum = [...body].reverse().reduce((s, c, i) => {
    const d = i % 2 === 0 ? Number(c) * 2 : Number(c);
    return s + (d > 9 ? d - 9 : d);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** FR + key + SIREN; also the SIREN for the SIRET / RCS lines. */
export function frenchVat(random: Random): { vat: string; siren: string } {
  const siren = luhnComplete(`${int(random, 3, 9)}${digits(random, 7)}`);
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return { vat: `FR${String(key).padStart(2, '0')}${siren}`, siren };
}

export function italianVat(random: Random): string {
  const body = `${nonZero(random)}${digits(random, 6)}${pick(random, ['015', '017', '037', '048', '058', '063', '072', '082', '098'])}`;
  let sum = 0;
  [...body].forEach((c, i) => {
    const d = Number(c);
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  });
  return `IT${body}${(10 - (sum % 10)) % 10}`;
}

/** ES + CIF (B for an S.L., A for an S.A.). */
export function spanishVat(random: Random, letter: 'A' | 'B'): string {
  const body = `${pick(random, ['28', '08', '46', '41', '48', '29'])}${digits(random, 5)}`;
  let sum = 0;
  [...body].forEach((c, i) => {
    const d = Number(c);
    sum += i % 2 === 1 ? d : Math.floor((d * 2) / 10) + ((d * 2) % 10);
  });
  return `ES${letter}${body}${(10 - (sum % 10)) % 10}`;
}

export function dutchVat(random: Random): string {
  for (;;) {
    const body = `${nonZero(random)}${digits(random, 7)}`;
    const check = [...body].reduce((s, c, i) => s + Number(c) * (9 - i), 0) % 11;
    if (check < 10) return `NL${body}${check}B${pick(random, ['01', '01', '01', '02'])}`;
  }
}

export function britishVat(random: Random): string {
  const body = `${int(random, 1, 9)}${digits(random, 6)}`;
  const sum = [...body].reduce((s, c, i) => s + Number(c) * (8 - i), 0);
  return `GB${body}${String((97 - (sum % 97)) % 97).padStart(2, '0')}`;
}

export function irishVat(random: Random): string {
  const body = digits(random, 7);
  const sum = [...body].reduce((s, c, i) => s + Number(c) * (8 - i), 0);
  return `IE${body}${'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23]}`;
}
