/**
 * Repairs of OCR misreadings in a receipt's supplier name and address that need no knowledge of the
 * supplier: a legal form read one letter off, digits read inside words, and common business and address
 * words read one or two letters off.
 */
import { isDictionaryWord } from '../sources/dictionary.ts';

/** Words of business names and addresses long enough that a near miss can only be an OCR misreading. */
const VOCABULARY = [
  // English
  'ENTERPRISE', 'ENTERPRISES', 'INTERNATIONAL', 'TRADING', 'HARDWARE', 'RESTAURANT', 'STATIONERY', 'CONFECTIONERY',
  'BAKERIES', 'BAKERY', 'MARKETING', 'DISTRIBUTION', 'DISTRIBUTOR', 'HEALTHCARE', 'SUPERMARKET', 'PHARMACY',
  'HANDICRAFT', 'FLORIST', 'MACHINERY', 'INDUSTRIES', 'INDUSTRIAL', 'CORPORATION', 'SERVICES', 'BOOKSTORE',
  'KITCHEN', 'TRADERS', 'HOLDINGS', 'SHOPPING', 'BUILDING', 'CENTRE', 'CENTER', 'AVENUE', 'STREET',
  // Malay
  'PERNIAGAAN', 'RESTORAN', 'FARMASI', 'PERINDUSTRIAN', 'KAWASAN', 'SEKSYEN', 'PERSIARAN', 'LEBUHRAYA',
  // German, French, Spanish, Italian
  'GESELLSCHAFT', 'BÄCKEREI', 'APOTHEKE', 'STRASSE', 'BOULANGERIE', 'PHARMACIE', 'RESTAURANTE', 'PANADERÍA',
  'SUPERMERCADO', 'FARMACIA', 'RISTORANTE',
];

/** Edit distance of two words, or `limit + 1` as soon as it is certain to exceed `limit`. */
export function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...current) > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/** `word` in the letter case of `model` (OCR keeps the printed case: `Enterprlse` → `Enterprise`). */
export function caseLike(word: string, model: string): string {
  if (model === model.toUpperCase()) return word;
  if (model === model.toLowerCase()) return word.toLowerCase();
  return word[0] + word.slice(1).toLowerCase();
}

/**
 * Words one letter off a vocabulary word are that word; two letters off for words of eleven letters or more, and
 * for words of eight or more that are no word of a bundled language (`HARJMARE`, `HARDUWAKE` → `HARDWARE`).
 */
export function repairVocabulary(text: string): string {
  return text.replace(/\p{L}{7,}/gu, (token) => {
    const upper = token.toUpperCase();
    // A plural or singular of a vocabulary word is a word, not a misreading.
    if (VOCABULARY.some((word) => [word, `${word}S`, `${word}ES`].includes(upper) || [`${upper}S`, `${upper}ES`].includes(word))) return token;
    const limit = upper.length >= 11 || (upper.length >= 8 && !isDictionaryWord(token)) ? 2 : 1;
    const near = VOCABULARY.map((word) => ({ word, d: distance(upper, word, limit) }))
      .filter((n) => n.d <= limit)
      .sort((a, b) => a.d - b.d);
    // Only a single nearest word is sure.
    return near.length && (near.length === 1 || near[0].d < near[1].d) ? caseLike(near[0].word, token) : token;
  });
}

/** Whether `word` is `target` or it with one letter changed. */
export const nearly = (word: string, target: string) => word.length === target.length && [...word].filter((c, i) => c !== target[i]).length <= 1;

/**
 * Three-letter abbreviations that open a part of an address: lot, street, garden estate, block, lane, floor
 * (Malay `JLN`, `TMN`, `LRG`). Short words have many neighbours, so a near miss is only repaired where the
 * abbreviation belongs (see `repairAddressAbbreviations`).
 */
const ADDRESS_ABBREVIATIONS = ['LOT', 'JLN', 'TMN', 'BLK', 'LRG', 'FLR'];

/**
 * A three-letter word one letter off a single address abbreviation is that abbreviation when a number follows
 * it (`LUT 1504`, `Lat 3` → `LOT`) or when it is no word of a bundled language (`Tnn Sierra` → `TMN`).
 */
export function repairAddressAbbreviations(text: string): string {
  return text.replace(/(?<![\p{L}\d.])\p{L}{3}(?![\p{L}\d])(?=\.?\s*(\d?))/gu, (token: string, digit: string) => {
    const upper = token.toUpperCase();
    if (ADDRESS_ABBREVIATIONS.includes(upper)) return token;
    const near = ADDRESS_ABBREVIATIONS.filter((abbreviation) => nearly(upper, abbreviation));
    if (near.length !== 1 || (!digit && isDictionaryWord(token))) return token;
    return caseLike(near[0], token);
  });
}

const DIGIT_LETTERS: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };
/** In a word of small letters the same digits stand for small letters: a `1` there is an `l` (`Gri11`, `Lil1y`). */
const DIGIT_SMALL_LETTERS: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '8': 'b' };

/**
 * Digits inside a word of letters are letters: `A.1.B.` → `A.I.B.`, `1DEA` → `IDEA`, `K.L.5` → `K.L.S`,
 * `Gri11` → `Grill`.
 */
export function repairLetterDigits(text: string): string {
  return text.replace(/(?<![\p{L}\d])[\p{L}.'&]*[0158][\p{L}.'&0158]*(?![\p{L}\d])/gu, (token) => {
    const letters = token.match(/\p{L}/gu) ?? [];
    if (letters.length < 2) return token;
    const small = letters.filter((c) => c !== c.toUpperCase()).length * 2 > letters.length;
    return token.replace(/[0158]/g, (d) => (small ? DIGIT_SMALL_LETTERS : DIGIT_LETTERS)[d]);
  });
}

const LETTER_DIGITS: Record<string, string> = { B: '8', I: '1', l: '1', O: '0', o: '0', S: '5' };

/**
 * A letter that looks like a digit, read inside a number of three digits or more (`2B11`, `28I1` → `2811`), or
 * before the four digits of a five-digit postcode (`B1750` → `81750`), is that digit: an address's letters stand at
 * a number's ends (`31G`, `U13`, `1A/4B`), not between its digits.
 */
export function repairDigitLookAlikes(text: string): string {
  return text.replace(/(?<![\p{L}\d])[\p{L}\d]+(?![\p{L}\d])/gu, (token) => {
    const digits = token.replace(/\D/g, '').length;
    if (digits < 3 || token.length - digits !== 1) return token;
    const at = token.search(/\D/);
    const inside = at > 0 && at < token.length - 1;
    const postcode = at === 0 && token.length === 5;
    const digit = LETTER_DIGITS[token[at]];
    return digit && (inside || postcode) ? token.slice(0, at) + digit + token.slice(at + 1) : token;
  });
}

/**
 * A `1` or `0` with two letters or more on each side is a letter (`Springvi1le`, `Ca1ifornia`): in an address a
 * digit with fewer letters beside it may be printed so (`W1S 3AN`, `NO.1`, `1F-01`).
 */
export function repairInnerDigits(text: string): string {
  return text.replace(/(?<=\p{L}{2})[01]+(?=\p{L}{2})/gu, (digits, offset: number) => {
    const small = /\p{Ll}/u.test(text[offset - 1]);
    return [...digits].map((d) => (small ? DIGIT_SMALL_LETTERS : DIGIT_LETTERS)[d]).join('');
  });
}

/**
 * `SDN BHD` read a letter off in each word (`SEN BHD`, `SDN EHD`, `SDI 3HD`), and `§/B`, `5/8`, `S/R` or `S/D` for S/B
 * ending the name (a registration number may follow).
 */
export function repairLegalForm(text: string): string {
  return text
    .replace(/\b([\p{L}\d]{3})(\.?\s*)([\p{L}\d]{3})\b/gu, (match, first: string, gap: string, second: string) =>
      nearly(first.toUpperCase(), 'SDN') && nearly(second.toUpperCase(), 'BHD') ? caseLike('SDN', first) + gap + caseLike('BHD', second) : match,
    )
    .replace(/(?<=\p{L}\s+)[S§$5]\/[B8RD](?=\s*([(\d]|$))/gu, 'S/B');
}

/**
 * A parenthesis OCR lost before a legal form: `COSWAY (M SDN BHD` → `COSWAY (M) SDN BHD`, `ENTERPRISE (SETIA ALAM SDN
 * BHD` → `… (SETIA ALAM) SDN BHD`. Only an opening one that nothing closes, at most three words before the form.
 */
export function closeParenthesis(text: string): string {
  return text.replace(/\(([^()\s]+(?:\s+[^()\s]+){0,2}?)\s+(?=(?:SDN\.?\s*BHD|S\/B|BHD|LTD|LIMITED|PTE|PLC|INC|LLC|GMBH)\b)(?![^(]*\))/iu, '($1) ');
}
