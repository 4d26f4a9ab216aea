/**
 * Identifiers printed on invoices: IBANs (validated by their mod-97 checksum), EU VAT ids (country prefix +
 * national pattern), and other tax ids (Australian ABN and Polish NIP with checksums, GST/SST registration
 * numbers). A match that fails its checksum is not returned.
 */

import { mendedIban } from './iban-mend.ts';

export interface FoundId {
  value: string;
  raw: string;
  index: number;
}

const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AT: 20, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20,
  ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GI: 23, GL: 18, GR: 27, HR: 21, HU: 28, IE: 22, IL: 23, IS: 26, IT: 27,
  KW: 30, KZ: 20, LB: 28, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, ME: 22, MK: 19, MT: 31, MU: 30, NL: 18, NO: 15,
  PL: 28, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SE: 24, SI: 19, SK: 24, SM: 27, TN: 24, TR: 26, UA: 29, XK: 20,
};

/** Whether `iban` (spaces allowed) has its country's length and a valid mod-97 checksum. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  if (IBAN_LENGTHS[compact.slice(0, 2)] !== compact.length) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** IBANs in `text`, printed compact or in groups of four (a speck OCR read between the country and the check digits, `ES?29`, left out). */
export function findIbans(text: string): FoundId[] {
  const found: FoundId[] = [];
  // The check digits may be read with a letter for a digit (`ESO2`, `DE5S`): the checksum decides (validIban).
  const pattern = /(?<![A-Z0-9])([A-Z]{2}[\dOSIBZGL]{2}(?:[ -]?[A-Z0-9]{1,4}){3,8})/gi;
  // Same length: the speck becomes spaces before the country code; `starts` maps the code back to where it is printed.
  const starts = new Map<number, number>();
  const cleaned = text
    .replace(/(?<![A-Z0-9])([A-Z]{2})([?'`’.,:;!|]+)(?=\d{2}[ -]?[A-Z0-9]{4})/g, (_, country: string, speck: string, at: number) => {
      starts.set(at + speck.length, at);
      return ' '.repeat(speck.length) + country;
    })
    // Its label run into it by a reading that dropped the space (`IBANES74…`, `IBANPT5O`).
    .replace(/IBAN(?=[A-Z]{2}[\dO]{2})/g, 'IBA ')
    // The I of its country read as a 1 (`1T13 8584 …`).
    .replace(/(?<![A-Z0-9])1([TESL])(?=[\dO]{2}[ -]?[A-Z0-9]{4})/g, 'I$1');
  for (let match = pattern.exec(cleaned); match !== null; match = pattern.exec(cleaned)) {
    // Trailing groups may belong to the next token (a BIC); try the longest valid prefix of whole groups.
    const groups = match[1].split(/[ -]/);
    let valid = false;
    for (let n = groups.length; n >= 1; n--) {
      const raw = groups.slice(0, n).join(' ');
      const candidate = raw.replace(/ /g, '').toUpperCase();
      const full = match[1].replace(/[ -]/g, '').toUpperCase();
      const value = n === 1 ? longestValidPrefix(full) : validIban(candidate);
      if (value) {
        const at = match.index ?? 0;
        const start = starts.get(at) ?? at;
        found.push({ value, raw: start === at ? (n === 1 ? value : raw) : text.slice(start, at + raw.length), index: start });
        valid = true;
        break;
      }
    }
    // A word that only looked like a start (`MP05 Bonifico IT83…`) must not swallow the IBAN after it.
    if (!valid) pattern.lastIndex = (match.index ?? 0) + groups[0].length;
  }
  return found;
}

/**
 * `candidate` if valid, else the same with OCR's `O` for `0` mended, or every letter read among its country's
 * digits (and digit among its letters) mended, or a zero read twice read once, when the checksum then holds.
 */
function validIban(candidate: string): string | null {
  if (isValidIban(candidate)) return candidate;
  const mended = digitsForOs(candidate);
  if (mended !== candidate && isValidIban(mended)) return mended;
  const byFormat = mendedIban(candidate);
  if (byFormat && isValidIban(byFormat)) return byFormat;
  // A zero read twice, as the letter and the digit (`DEO05` for `DE05`, `IT30WO02…` for `IT30W02…`).
  for (const twice of candidate.slice(2).matchAll(/O(?=0)|(?<=0)O/gu)) {
    const once = candidate.slice(0, 2 + (twice.index ?? 0)) + candidate.slice(3 + (twice.index ?? 0));
    if (isValidIban(once)) return once;
  }
  return null;
}

/** OCR reads a zero as the letter O; after the country code the mod-97 checksum decides which it was. */
function digitsForOs(compact: string): string {
  return compact.slice(0, 2) + compact.slice(2).replace(/O/g, '0');
}

function longestValidPrefix(compact: string): string | null {
  const length = IBAN_LENGTHS[compact.slice(0, 2).toUpperCase()];
  if (!length || compact.length < length) return null;
  // One character longer: a zero read twice (validIban).
  return validIban(compact.slice(0, length)) ?? (compact.length > length ? validIban(compact.slice(0, length + 1)) : null);
}

/** National VAT number patterns after the two-letter prefix (EU, plus CH, GB, NO). */
const VAT_PATTERNS: Record<string, RegExp> = {
  AT: /^U\d{8}$/, BE: /^[01]\d{9}$/, BG: /^\d{9,10}$/, CY: /^\d{8}[A-Z]$/, CZ: /^\d{8,10}$/, DE: /^\d{9}$/,
  DK: /^\d{8}$/, EE: /^\d{9}$/, EL: /^\d{9}$/, ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/, FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, HR: /^\d{11}$/, HU: /^\d{8}$/, IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/, LT: /^(\d{9}|\d{12})$/, LU: /^\d{8}$/, LV: /^\d{11}$/, MT: /^\d{8}$/, NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/, PT: /^\d{9}$/, RO: /^\d{2,10}$/, SE: /^\d{12}$/, SI: /^\d{8}$/, SK: /^\d{10}$/,
  CHE: /^\d{9}(MWST|TVA|IVA)?$/, GB: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, XI: /^\d{9}$/, NO: /^\d{9}(MVA)?$/,
};

/** Whether `id` (spaces, dots and dashes allowed) has the shape of a VAT id of the country it names. */
export function isVatId(id: string): boolean {
  const { pattern, national } = vatParts(id);
  return pattern !== undefined && pattern.test(national);
}

/** Whether `id` names a country with a VAT number format (`PT…`, `GB…`, `CHE…`) without having that format. */
export function misshapenVatId(id: string): boolean {
  const { pattern, national } = vatParts(id);
  return pattern !== undefined && !pattern.test(national);
}

/** A VAT id's country pattern (none for an id with no known country prefix) and the number after the prefix. */
function vatParts(id: string): { pattern: RegExp | undefined; national: string } {
  const compact = id.replace(/[\s.-]/g, '').toUpperCase();
  const country = compact.startsWith('CHE') ? 'CHE' : compact.slice(0, 2);
  return { pattern: VAT_PATTERNS[country], national: compact.slice(country.length) };
}

/**
 * Tokens printed with an IBAN's shape — a country with IBANs, two check digits, then at least its country's length
 * but one (OCR drops a character) — whether or not their checksum holds; compact and cut to the country's length.
 */
export function ibanShapedTokens(text: string): string[] {
  const shaped: string[] = [];
  for (const match of text.matchAll(/(?<![A-Z0-9])([A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,9})/g)) {
    const compact = match[1].replace(/\s/g, '');
    const length = IBAN_LENGTHS[compact.slice(0, 2)];
    if (length && compact.length >= length - 1) shaped.push(compact.slice(0, length));
  }
  return shaped;
}

/**
 * `raw` as a VAT id, compact: as read, or with OCR's usual confusions mended where only then it has its country's
 * shape — `1` read for the `I` of `IT`/`IE`, the letter `O` for a zero among the digits (`PTO28598014`).
 */
function vatIdAsPrinted(raw: string): string | null {
  const compact = raw.replace(/[\s.-]/g, '').toUpperCase();
  const french = frenchKeyMended(compact);
  if (french) return french;
  if (isVatId(compact)) return canonicalVatId(compact);
  const mended = digitsForOs(compact.replace(/^1(?=[TE])/, 'I'));
  if (mended !== compact && isVatId(mended)) return canonicalVatId(mended);
  return britishVatMended(compact) ?? lookAlikesMended(compact);
}

/**
 * A French VAT number whose two-digit key OCR read with a letter (`FRS3 824714125` for `FR53 …`): the key is
 * (12 + 3 × (SIREN mod 97)) mod 97, and a letter read for a digit is mended only where that key then holds. (Keys of
 * letters exist, for numbers without a SIREN, so a letter alone proves nothing.)
 */
function frenchKeyMended(compact: string): string | null {
  const match = /^FR([0-9A-Z]{2,3})(\d{9})$/.exec(compact);
  if (!match || /^\d{2}$/.test(match[1])) return null;
  const read = match[1].replace(/[A-Z]/g, (letter) => DIGIT_READ_AS_LETTER[letter] ?? letter);
  const key = String((12 + 3 * (Number(match[2]) % 97)) % 97).padStart(2, '0');
  // A character read twice (`FROS5` for `FR05`) leaves the key's two digits in order among three.
  const holds = read === key || (read.length === 3 && [0, 1, 2].some((skip) => read.slice(0, skip) + read.slice(skip + 1) === key));
  return /^\d+$/.test(read) && holds ? `FR${key}${match[2]}` : null;
}

/** The letters a country's VAT number has at fixed places (the `B` of `NL123456789B01`), by index after the prefix. */
const VAT_LETTERS_AT: Record<string, Record<number, string>> = { NL: { 9: 'B' } };

/**
 * A VAT number of digits with one or two read as letters (`PTS18895130` for `PT518895130`) or its fixed letter read
 * as a digit (`NL637955845801`): mended where only then it has its country's shape. Countries whose numbers may
 * hold other letters (FR, ES, IE, AT, CY, GB, CHE) are left as read.
 */
function lookAlikesMended(compact: string): string | null {
  const country = compact.slice(0, 2);
  const pattern = VAT_PATTERNS[country];
  const fixed = VAT_LETTERS_AT[country] ?? {};
  if (!pattern || /[A-Z]/.test(pattern.source.replace(new RegExp(`[${Object.values(fixed).join('')}]`, 'g'), '').replace(/\\d/g, ''))) return null;
  const national = [...compact.slice(2)];
  const read = national.filter((c, i) => /[A-Z]/.test(c) && fixed[i] === undefined).length;
  if (read > 2 || national.filter((c) => /\d/.test(c)).length < 6) return null;
  const mended = national.map((c, i) => (fixed[i] !== undefined ? (LETTER_READ_AS_DIGIT[c] === fixed[i] ? fixed[i] : c) : (DIGIT_READ_AS_LETTER[c] ?? c))).join('');
  return mended !== compact.slice(2) && pattern.test(mended) ? country + mended : null;
}

/** Digits OCR reads as letters (`GBB97244868` for `GB897244868`). */
const DIGIT_READ_AS_LETTER: Record<string, string> = { B: '8', S: '5', O: '0', D: '0', I: '1', L: '1', Z: '2', G: '6' };

/**
 * A British VAT number with a digit read as a letter, mended only where its check digits then hold: weights 8 to 2
 * on the first seven digits plus the last two make a multiple of 97 (or, for newer numbers, 55 more than one).
 */
function britishVatMended(compact: string): string | null {
  if (!/^GB[0-9A-Z]{9}$/.test(compact) || /^GB\d{9}$/.test(compact)) return null;
  const digits = compact.slice(2).replace(/[A-Z]/g, (letter) => DIGIT_READ_AS_LETTER[letter] ?? letter);
  if (!/^\d{9}$/.test(digits)) return null;
  const sum = [...digits.slice(0, 7)].reduce((acc, d, i) => acc + Number(d) * (8 - i), 0) + Number(digits.slice(7));
  return sum % 97 === 0 || (sum + 55) % 97 === 0 ? `GB${digits}` : null;
}

/**
 * A Swiss VAT number as the register writes its UID, `CHE-123.456.789`: without the language's suffix (`MWST`,
 * `TVA`, `IVA`), so that one supplier has one id whatever language its invoice is in. Others stay compact.
 */
function canonicalVatId(compact: string): string {
  const swiss = /^CHE(\d{3})(\d{3})(\d{3})/.exec(compact);
  return swiss ? `CHE-${swiss[1]}.${swiss[2]}.${swiss[3]}` : compact;
}

/** EU-style VAT ids with their country prefix (`DE123456789`, `FR 12 345678901`, `ATU12345678`). */
export function findVatIds(text: string): FoundId[] {
  const found: FoundId[] = [];
  // Zero-width scan so that a failed candidate (`TVA FR…`) does not swallow the real one after it.
  const pattern = /(?<![A-Za-z0-9])(?=((?:CHE|[A-Z]{2}|1[TE])[ .-]?[A-Z0-9+*]{1,12}(?:[ .-][A-Z0-9]{2,12}){0,4}))/g;
  let lastEnd = -1;
  for (const match of text.matchAll(pattern)) {
    if ((match.index ?? 0) < lastEnd) continue;
    const pieces = match[1].split(/(?=[ .-])/);
    for (let n = pieces.length; n >= 1; n--) {
      const raw = pieces.slice(0, n).join('');
      // A group that starts a date or a decimal number is not the id's (`SI-512854 27/02/2024`: no `SI51285427`).
      if (/^[/.,:]\d/u.test(text.slice((match.index ?? 0) + raw.length))) continue;
      const value = /\d/.test(raw) ? vatIdAsPrinted(raw) : null;
      if (value) {
        found.push({ value, raw, index: match.index ?? 0 });
        lastEnd = (match.index ?? 0) + raw.length;
        break;
      }
    }
  }
  return found;
}

/** The control letters of a Spanish NIF/DNI, by the number modulo 23. */
const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** Digits OCR reads for letters at the end of a NIF (`62029677B` read `620296778`). */
const LETTER_READ_AS_DIGIT: Record<string, string> = { '8': 'B', '5': 'S', '2': 'Z', '0': 'D', '1': 'L', '6': 'G', '4': 'A', '7': 'T' };

/** A Spanish NIF whose control letter OCR read as a digit, mended when the letter is the one its number calls for. */
function nifWithControlLetter(compact: string): string | null {
  if (!/^\d{9}$/.test(compact)) return null;
  const letter = NIF_LETTERS[Number(compact.slice(0, 8)) % 23];
  return LETTER_READ_AS_DIGIT[compact[8]] === letter ? compact.slice(0, 8) + letter : null;
}

/** A New Zealand IRD (GST) number, which its register writes grouped: `49-091-850`, `123-456-789`. */
const NZ_IRD = /^\d{2,3}-\d{3}-\d{3}$/u;

/**
 * A national tax number as the register writes it: a German Steuernummer keeps its slashes (`00/085/42468`) and a
 * number mixing letters and digits its hyphens (`M6-4096115-4`, `12345678-Z`); digits grouped by hyphens or dots
 * are one number (`774-00-01-454` → `7740001454`, as a Polish NIP is written in its VAT id), but for a New Zealand
 * IRD number's three groups.
 */
function nationalTaxId(raw: string): string {
  const keeps = raw.includes('/') || (/[A-Z]/i.test(raw) && raw.includes('-')) || NZ_IRD.test(raw.trim());
  return (keeps ? raw.replace(/\s+/g, '') : raw.replace(/[\s.-]/g, '')).toUpperCase();
}

/**
 * A bank's BIC printed after its label (`BIC: HELADEF1XXX`, OCR's `BICHELADED1XX`) in a country whose accounts are
 * IBANs: where the page prints one, it prints the account's IBAN too.
 */
export function printsIbanCountryBic(text: string): boolean {
  return [...text.matchAll(/(?<![A-Z])(?:BIC|SWIFT)(?:\s*(?:code|[:./-]))?\s*([A-Z]{4})([A-Z]{2})[A-Z0-9]{2}[A-Z0-9]{0,3}(?![A-Z0-9])/gu)].some(
    (match) => IBAN_LENGTHS[match[2]] !== undefined,
  );
}

/** Australian Business Number checksum (weights 10,1,3,…,19 after subtracting 1 from the first digit). */
export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce((acc, d, i) => acc + (Number(d) - (i === 0 ? 1 : 0)) * weights[i], 0);
  return sum % 89 === 0;
}

/** Polish NIP checksum (weights 6,5,7,2,3,4,5,6,7 mod 11). */
export function isValidNip(nip: string): boolean {
  const digits = nip.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return sum % 11 === Number(digits[9]);
}

/** A tax-id label and what may separate it from its value (`USt-IdNr.:`, `GST Reg No.`, `GSTIN/UIN:`, `ABN`). */
const TAX_ID_LABEL = String.raw`(?<![\p{L}])(?:USt[-.\s]?Id(?:Nr)?\.?|UID(?:[-\s]?Nr)?\.?|VAT\s?(?:Reg(?:istration)?\.?\s?)?(?:No|Number|ID|#)?\.?|TVA(?:\s?intracom\w*)?|N°\s?TVA|IVA|P\.?\s?IVA|BTW(?:[-\s]?nr)?|MwSt[-.\s]?Nr\.?|Steuer[-\s]?Nr\.?|St\.?[-\s]?Nr\.?|Steuernummer|NIP|(?:GST\s?\/\s?HST|HST|GST)\s?(?:Reg(?:istration)?\.?\s?)?(?:No|Number|ID)?\.?|SST\s?(?:Reg\.?\s?)?(?:No|ID)?\.?|ABN|TIN|EIN|Tax\s?(?:ID|No|Number|Reg(?:istration)?\.?\s?No)\.?|SIRET|SIREN|NIF\/DNI|DNI\/NIF|CIF|NIF|C\.[I1]\.F\.|N\.[I1]\.F\.|DNI|NIPC|Contribuinte(?:\s?N\.?\s?[º°])?|RFC|GSTIN(?:\/UIN)?)(?![\p{L}])\s*[:#.]?\s*`;
const TAX_ID_LABELS = new RegExp(TAX_ID_LABEL, 'giu');
const ENDS_IN_TAX_ID_LABEL = new RegExp(`(?:${TAX_ID_LABEL})$`, 'iu');

/** Whether a line ends in a tax-id label with no value after it: a key whose value may stand on the line below. */
export function endsInTaxIdLabel(text: string): boolean {
  return ENDS_IN_TAX_ID_LABEL.test(text);
}

/**
 * Tax ids that need their label to be recognised (`GST No: 001234567890`, `ABN 51 824 753 556`, `NIP 774-00-01-454`,
 * `Tax ID: 12-3456789`): the value printed after a tax-id label, kept when it has enough digits and passes any
 * checksum its form implies.
 */
export function findLabelledTaxIds(text: string): FoundId[] {
  const found: FoundId[] = [];
  for (const match of text.matchAll(TAX_ID_LABELS)) {
    const start = (match.index ?? 0) + match[0].length;
    const rest = text.slice(start, start + 40);
    // A Canadian business number runs on into its program account (`619384537 RT0001`).
    // A Spanish NIF may set its control letter apart (`49151545-Q`).
    const value = /^([A-Z]{0,3}[ -]?\d[\dA-Z]*(?:[ ./-]\d[\dA-Z]*)*(?:\s?R[TPCR]\d{4}|-[A-Z](?![\dA-Z]))?)/i.exec(rest);
    if (!value) continue;
    const raw = value[1].trim();
    const compact = raw.replace(/[\s./-]/g, '').toUpperCase();
    if ((compact.match(/\d/g) ?? []).length < 6) continue;
    if (/^\d{11}$/.test(compact) && /ABN/i.test(match[0]) && !isValidAbn(compact)) continue;
    if (/^\d{10}$/.test(compact) && /NIP/i.test(match[0]) && !isValidNip(compact)) continue;
    // A speck read as a digit before a VAT id (`IVA: 1IT05353519077`): the id is what follows, when it is one.
    const speckless = /^\d[A-Z]{2}/.test(compact) ? vatIdAsPrinted(compact.slice(1)) : null;
    if (speckless) {
      found.push({ value: speckless, raw: raw.slice(1), index: start + 1 });
      continue;
    }
    const nif = /N\.?I\.?F|DNI/i.test(match[0]) ? nifWithControlLetter(compact) : null;
    found.push({ value: nif ?? nationalTaxId(raw), raw, index: start });
  }
  return found;
}
