/**
 * Valid-looking identifiers for the SaaS-tool invoices: IBANs with real mod-97 check digits (and the national
 * check digits inside them: Spanish DC, Italian CIN, French RIB key, Portuguese NIB), VAT ids and tax numbers
 * with their own checksums (German MOD 11,10, Spanish CIF/DNI, Italian partita IVA and codice fiscale,
 * Dutch elfproef, French SIREN/SIRET Luhn and TVA key, Portuguese NIF).
 */
import { digits, int, pick, type Random } from './content.ts';

export interface Bank {
  iban: string;
  bic: string;
  name: string;
}

function mod97(numeric: string): number {
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

const lettersToDigits = (text: string) => text.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));

export function iban(country: string, bban: string): string {
  const check = 98 - mod97(lettersToDigits(`${bban}${country}00`));
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

const DE_BANKS: [string, string, string][] = [
  ['10010010', 'PBNKDEFFXXX', 'Postbank'], ['37040044', 'COBADEFFXXX', 'Commerzbank'], ['70150000', 'SSKMDEMMXXX', 'Stadtsparkasse München'],
  ['43060967', 'GENODEM1GLS', 'GLS Bank'], ['10070000', 'DEUTDEBBXXX', 'Deutsche Bank'], ['20050550', 'HASPDEHHXXX', 'Hamburger Sparkasse'],
  ['12030000', 'BYLADEM1001', 'Deutsche Kreditbank'], ['50010517', 'INGDDEFFXXX', 'ING'], ['86055592', 'WELADE8LXXX', 'Sparkasse Leipzig'],
];
export function deBank(random: Random): Bank {
  const [blz, bic, name] = pick(random, DE_BANKS);
  return { iban: iban('DE', `${blz}${digits(random, 10)}`), bic, name };
}

const ES_BANKS: [string, string, string][] = [
  ['2100', 'CAIXESBBXXX', 'CaixaBank'], ['0049', 'BSCHESMMXXX', 'Banco Santander'], ['0182', 'BBVAESMMXXX', 'BBVA'],
  ['0081', 'BSABESBBXXX', 'Banco Sabadell'], ['0128', 'BKBKESMMXXX', 'Bankinter'], ['1465', 'INGDESMMXXX', 'ING'],
];
function esControl(ten: string): number {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const value = 11 - ([...ten].reduce((total, digit, i) => total + Number(digit) * weights[i], 0) % 11);
  return value === 11 ? 0 : value === 10 ? 1 : value;
}
export function esBank(random: Random): Bank {
  const [entity, bic, name] = pick(random, ES_BANKS);
  const office = digits(random, 4);
  const account = digits(random, 10);
  const dc = `${esControl(`00${entity}${office}`)}${esControl(account)}`;
  return { iban: iban('ES', `${entity}${office}${dc}${account}`), bic, name };
}

// Odd-position values of the Italian check character (codice fiscale and IBAN CIN), for 0–9 then A–Z.
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
function italianCheck(text: string): string {
  let total = 0;
  [...text].forEach((char, i) => {
    const index = /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    total += i % 2 === 0 ? ODD[index] : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
  });
  return String.fromCharCode(65 + (total % 26));
}
const IT_BANKS: [string, string, string][] = [
  ['03069', 'BCITITMM', 'Intesa Sanpaolo'], ['02008', 'UNCRITMM', 'UniCredit'], ['05034', 'BAPPIT21', 'Banco BPM'],
  ['01030', 'PASCITMM', 'Banca Monte dei Paschi di Siena'], ['05387', 'BPMOIT22', 'BPER Banca'], ['03062', 'MEDBITMM', 'Banca Mediolanum'],
];
export function itBank(random: Random): Bank {
  const [abi, bic, name] = pick(random, IT_BANKS);
  const rest = `${abi}${digits(random, 5)}${'0000'}${digits(random, 8)}`;
  return { iban: iban('IT', `${italianCheck(rest)}${rest}`), bic, name };
}

const NL_BANKS: [string, string, string][] = [
  ['ABNA', 'ABNANL2A', 'ABN AMRO'], ['INGB', 'INGBNL2A', 'ING'], ['RABO', 'RABONL2U', 'Rabobank'],
  ['KNAB', 'KNABNL2H', 'Knab'], ['BUNQ', 'BUNQNL2A', 'bunq'], ['TRIO', 'TRIONL2U', 'Triodos Bank'], ['ASNB', 'ASNBNL21', 'ASN Bank'],
];
export function nlBank(random: Random): Bank {
  const [code, bic, name] = pick(random, NL_BANKS);
  for (;;) {
    const account = `0${int(random, 1, 9)}${digits(random, 8)}`;
    const total = [...account].reduce((s, digit, i) => s + Number(digit) * (10 - i), 0);
    if (total % 11 === 0) return { iban: iban('NL', `${code}${account}`), bic, name };
  }
}

const FR_BANKS: [string, string, string][] = [
  ['30004', 'BNPAFRPPXXX', 'BNP Paribas'], ['30003', 'SOGEFRPPXXX', 'Société Générale'], ['30002', 'CRLYFRPPXXX', 'LCL'],
  ['10278', 'CMCIFR2AXXX', 'Crédit Mutuel'], ['16958', 'QNTOFRP1XXX', 'Qonto'], ['18206', 'AGRIFRPP882', 'Crédit Agricole'],
  ['17515', 'CEPAFRPP751', "Caisse d'Épargne"],
];
export function frBank(random: Random): Bank {
  const [bank, bic, name] = pick(random, FR_BANKS);
  const office = digits(random, 5);
  const account = `000${digits(random, 8)}`;
  const key = 97 - ((89 * Number(bank) + 15 * Number(office) + 3 * Number(account)) % 97);
  return { iban: iban('FR', `${bank}${office}${account}${String(key).padStart(2, '0')}`), bic, name };
}

const PT_BANKS: [string, string, string][] = [
  ['0035', 'CGDIPTPL', 'Caixa Geral de Depósitos'], ['0033', 'BCOMPTPL', 'Millennium bcp'], ['0010', 'BBPIPTPL', 'Banco BPI'],
  ['0018', 'TOTAPTPL', 'Santander Totta'], ['0036', 'MPIOPTPL', 'Banco Montepio'], ['0007', 'BESCPTPL', 'Novo Banco'],
];
export function ptBank(random: Random): Bank {
  const [bank, bic, name] = pick(random, PT_BANKS);
  const body = `${bank}${digits(random, 4)}${digits(random, 11)}`;
  const nib = 98 - mod97(`${body}00`);
  return { iban: iban('PT', `${body}${String(nib).padStart(2, '0')}`), bic, name };
}

// ---- tax ids ----

/** German USt-IdNr.: DE + 8 digits + ISO 7064 MOD 11,10 check digit. */
export function deVat(random: Random): string {
  const body = `${int(random, 1, 3)}${digits(random, 7)}`;
  let product = 10;
  for (const digit of body) {
    let s = (Number(digit) + product) % 10;
    if (s === 0) s = 10;
    product = (2 * s) % 11;
  }
  const check = (11 - product) % 10;
  return `DE${body}${check}`;
}

export function deTaxNumber(random: Random): string {
  return pick(random, [`${int(random, 21, 37)}/${digits(random, 3)}/${digits(random, 5)}`, `${int(random, 112, 181)}/${digits(random, 3)}/${digits(random, 5)}`, `${int(random, 201, 351)}/${digits(random, 4)}/${digits(random, 4)}`]);
}

/** Spanish CIF for a company: A (S.A.) or B (S.L.) + 7 digits + control digit. */
export function esCif(random: Random, letter: 'A' | 'B'): string {
  const body = `${int(random, 0, 6)}${int(random, 0, 9)}${digits(random, 5)}`;
  let total = 0;
  [...body].forEach((digit, i) => {
    if (i % 2 === 1) total += Number(digit);
    else {
      const doubled = Number(digit) * 2;
      total += Math.floor(doubled / 10) + (doubled % 10);
    }
  });
  return `${letter}${body}${(10 - (total % 10)) % 10}`;
}

/** Spanish DNI-based NIF of a self-employed person: 8 digits + letter. */
export function esDni(random: Random): string {
  const number = `${int(random, 1, 7)}${digits(random, 7)}`;
  return `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[Number(number) % 23]}`;
}

/** Italian partita IVA: 7 digits, office code, Luhn-style check digit. */
export function itPiva(random: Random): string {
  const body = `${int(random, 0, 1)}${digits(random, 6)}${String(int(random, 1, 100)).padStart(3, '0')}`;
  let total = 0;
  [...body].forEach((digit, i) => {
    if (i % 2 === 0) total += Number(digit);
    else {
      const doubled = Number(digit) * 2;
      total += doubled > 9 ? doubled - 9 : doubled;
    }
  });
  return `${body}${(10 - (total % 10)) % 10}`;
}

/** Italian codice fiscale of a person, with the real surname/name coding and check character. */
export function itCodiceFiscale(random: Random, first: string, last: string, female: boolean): string {
  const clean = (text: string) => text.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '');
  const consonants = (text: string) => clean(text).replace(/[AEIOU]/g, '');
  const vowels = (text: string) => clean(text).replace(/[^AEIOU]/g, '');
  const surname = `${consonants(last)}${vowels(last)}XXX`.slice(0, 3);
  const nameConsonants = consonants(first);
  const name = nameConsonants.length >= 4 ? `${nameConsonants[0]}${nameConsonants[2]}${nameConsonants[3]}` : `${nameConsonants}${vowels(first)}XXX`.slice(0, 3);
  const year = pad2(int(random, 60, 99));
  const month = 'ABCDEHLMPRST'[int(random, 0, 11)];
  const day = pad2(int(random, 1, 28) + (female ? 40 : 0));
  const place = pick(random, ['F205', 'H501', 'L219', 'A944', 'D612', 'F839', 'G273', 'L736', 'B157']);
  const body = `${surname}${name}${year}${month}${day}${place}`;
  return `${body}${italianCheck(body)}`;
}
const pad2 = (value: number) => String(value).padStart(2, '0');

/** Dutch btw-id: NL + 9 digits passing the elfproef + B01/B02. */
export function nlVat(random: Random): string {
  for (;;) {
    const body = `${int(random, 1, 8)}${digits(random, 7)}`;
    const check = [...body].reduce((s, digit, i) => s + Number(digit) * (9 - i), 0) % 11;
    if (check < 10) return `NL${body}${check}${pick(random, ['B01', 'B01', 'B02'])}`;
  }
}

function luhnDigit(payload: string): number {
  let total = 0;
  [...payload].reverse().forEach((digit, i) => {
    let value = Number(digit);
    if (i % 2 === 0) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    total += value;
  });
  return (10 - (total % 10)) % 10;
}

/** French SIREN (Luhn), SIRET (SIREN + NIC, Luhn) and intra-community VAT number. */
export function frIds(random: Random): { siren: string; siret: string; vat: string } {
  const head = `${int(random, 3, 9)}${digits(random, 7)}`;
  const siren = `${head}${luhnDigit(head)}`;
  const nic = `000${int(random, 1, 4)}`;
  const siret = `${siren}${nic}${luhnDigit(`${siren}${nic}`)}`;
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return { siren, siret, vat: `FR${String(key).padStart(2, '0')}${siren}` };
}

/** Portuguese NIF: first digit 5 (company) or 2 (person), mod-11 check digit. */
export function ptNif(random: Random, first: '5' | '2' = '5'): string {
  const body = `${first}${int(random, 0, 1)}${digits(random, 6)}`;
  const r = [...body].reduce((s, digit, i) => s + Number(digit) * (9 - i), 0) % 11;
  return `${body}${r < 2 ? 0 : 11 - r}`;
}
