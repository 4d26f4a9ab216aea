/**
 * A word of an address that OCR read a letter or two off one of its country's address words (locale/address-words.ts)
 * is mended to it: `JALAM` → `JALAN`, `TANAN` → `TAMAN`, `Sclangot` → `Selangor`, `SHAH ALAN` → `SHAH ALAM`. Only in an
 * address that already prints one of that country's words as they are written: a word of another country's address is
 * no misreading of them.
 */
import { ADDRESS_WORDS } from '../locale/address-words.ts';
import { isDictionaryWord } from '../sources/dictionary.ts';
import { caseLike, distance, nearly } from './receipt-ocr-repair.ts';

/** A word this long or longer may be two letters off (an added or a dropped letter counted); shorter words one changed letter. */
const LONG_WORD = 8;
/** Shorter words are never mended alone: too many neighbours. */
const SHORTEST_WORD = 5;

interface CountryWords {
  /** Each place's words, in capitals. */
  places: string[][];
  /** Every word of its places long enough to be mended alone. */
  words: Set<string>;
}

const COUNTRIES: CountryWords[] = ADDRESS_WORDS.map(({ words }) => {
  const places = words.map((place) => place.split(/\s+/u));
  return { places, words: new Set(places.flat().filter((word) => word.length >= SHORTEST_WORD)) };
});

/** Capitals OCR takes one for another (their shapes differ by a stroke). */
const LOOK_ALIKES = ['MN', 'NH', 'UV', 'IL', 'IJ', 'OD', 'OQ', 'CG', 'CE', 'EF', 'PF', 'PR', 'BE', 'HK'].map((pair) => new Set(pair));
const lookAlike = (a: string, b: string) => LOOK_ALIKES.some((pair) => pair.has(a) && pair.has(b));

/** How far `token` (capitals, no word of the list) is from `word`, within what a misreading of a word that long may be; null beyond. */
function misreadingOf(token: string, word: string): number | null {
  if (token.length >= LONG_WORD) {
    const d = distance(token, word, 2);
    return d <= 2 ? d : null;
  }
  return nearly(token, word) ? 1 : null;
}

interface Token {
  text: string;
  upper: string;
  start: number;
}

/**
 * The address with its misread address words mended. A place of several words (`SHAH ALAM`) whose other words are
 * printed right has its misread one mended whatever it reads (`ALAN` is a word too); a word alone when it is no word
 * of a bundled language and only one of the country's words is nearest.
 */
export function repairAddressWords(text: string): string {
  const tokens: Token[] = [...text.matchAll(/\p{L}+/gu)].map((m) => ({ text: m[0], upper: m[0].toUpperCase(), start: m.index ?? 0 }));
  const mended = new Map<number, string>();
  for (const country of COUNTRIES) {
    if (!printsOneOf(tokens, country)) continue;
    mendPlaces(tokens, country.places.filter((place) => place.length > 1), mended);
    for (const [i, token] of tokens.entries()) {
      if (mended.has(i) || token.upper.length < SHORTEST_WORD || country.words.has(token.upper) || isDictionaryWord(token.text)) continue;
      const near = [...country.words].map((word) => ({ word, d: misreadingOf(token.upper, word) })).filter((n) => n.d !== null).sort((a, b) => a.d! - b.d!);
      if (near.length && (near.length === 1 || near[0].d! < near[1].d!)) mended.set(i, caseLike(near[0].word, token.text));
    }
  }
  if (!mended.size) return text;
  let out = '';
  let at = 0;
  for (const [i, token] of tokens.entries()) {
    const word = mended.get(i);
    if (word === undefined) continue;
    out += text.slice(at, token.start) + word;
    at = token.start + token.text.length;
  }
  return out + text.slice(at);
}

/** Whether the tokens spell one of the country's words or places as they are written. */
function printsOneOf(tokens: Token[], country: CountryWords): boolean {
  return tokens.some((token, i) => country.words.has(token.upper) || country.places.some((place) => place.every((word, j) => tokens[i + j]?.upper === word)));
}

/**
 * Each run of tokens spelling one of `places` but for one word a changed letter off (the others exact): that word
 * mended, if it is no word of a bundled language or its letter looks like the place's (`SHAH ALAN`: `SUBANG JASA` is
 * a street, no misread `SUBANG JAYA`). Not where the run spells another place as it is (`DARUL AMAN` is no misread
 * `DARUL IMAN`), nor where two places are as near.
 */
function mendPlaces(tokens: Token[], places: string[][], mended: Map<number, string>): void {
  for (let start = 0; start < tokens.length; start++) {
    const near: { place: string[]; at: number }[] = [];
    let exact = false;
    for (const place of places) {
      const run = tokens.slice(start, start + place.length);
      if (run.length < place.length) continue;
      const off = run.flatMap((token, i) => (token.upper === place[i] ? [] : [i]));
      if (off.length === 0) exact = true;
      else if (off.length === 1 && misreadPlaceWord(run[off[0]], place[off[0]])) near.push({ place, at: off[0] });
    }
    if (exact || near.length !== 1) continue;
    const { place, at } = near[0];
    mended.set(start + at, caseLike(place[at], tokens[start + at].text));
  }
}

/** Whether `token`, spelled otherwise than `word`, is `word` misread by one letter. */
function misreadPlaceWord(token: Token, word: string): boolean {
  if (word.length < 3 || !nearly(token.upper, word)) return false;
  const at = [...word].findIndex((c, i) => c !== token.upper[i]);
  return lookAlike(token.upper[at], word[at]) || !isDictionaryWord(token.text);
}
