/**
 * Two OCR engines' readings of the same receipt rows, settled. Tesseract reads the page; PP-OCRv4 re-reads the
 * rows the total, the date, the supplier's name and address came from (sources/line-reader.ts).
 * Totals and dates — the engines misread different digits, so:
 * - they agree → the value stands, surer than either reading alone;
 * - they disagree → the one the receipt's arithmetic confirms wins; when neither or both are confirmed, the
 *   second reading wins (a line recogniser reads digits better than a page reader: 95 % vs 85 % of the
 *   development receipts' totals found), with a confidence low enough to ask for review.
 * Names and addresses are merged word by word instead (`mergedRow`), each word taken from the surer engine.
 */
import { isDictionaryWord } from '../sources/dictionary.ts';
import { ADDRESS_WORD } from './receipt-address.ts';
import type { BBox, Field, RowReading, Word } from '../types.ts';
import { counterparts, type ReadCharacter } from './character-alignment.ts';
import type { Row } from './receipt-rows.ts';
import { unionBox } from '../layout/lines.ts';

/** Confidence kept by a value the two engines read differently. */
const DISAGREEMENT_PENALTY = 0.7;

/**
 * The second engine's text spaced like Tesseract's: it drops the spaces between Latin words and glues a
 * label to its value (`Date:04-06-201815:53:52`, `TOTAL28.90`).
 */
export function spacedReading(text: string): string {
  return text
    .replace(/(\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|\d{2}))(?=\d{1,2}:\d{2})/g, '$1 ')
    .replace(/(\p{L})(?=\d)/gu, '$1 ')
    // …but an O read for a zero stays in its amount (`52.0O`, `3O.00`).
    .replace(/(\d)(?=(?![Oo](?!\p{L}))\p{L})/gu, '$1 ');
}

const sameBox = (a: BBox, b: BBox) => a.every((v, i) => v === b[i]);

/** The second engine's reading of `row`, if it was read again. */
const readingOf = (row: Row, readings: RowReading[]) => readings.find((r) => r.page === row.page && sameBox(r.bbox, row.bbox));

/**
 * The rows with the second engine's text in place of Tesseract's where a row was read again: the whole row's
 * text, or the words of the part read when only its value was (`RowReading.span`).
 */
export function rowsWithReadings(rows: Row[], readings: RowReading[]): Row[] {
  return rows.map((row) => {
    const reading = readingOf(row, readings);
    if (!reading || !reading.text.trim()) return row;
    const text = spacedReading(reading.text);
    const read: Word = { text, bbox: reading.span ?? row.bbox, confidence: reading.confidence, engine: 'ppocr' };
    if (!reading.span) return { ...row, text, words: [read] };
    // Read in part: the words inside the part read give way to its reading, the others stay.
    const span = reading.span;
    const inside = (w: Word) => (w.bbox[0] + w.bbox[2]) / 2 >= span[0] && (w.bbox[0] + w.bbox[2]) / 2 <= span[2];
    const at = row.words.findIndex(inside);
    if (at < 0) return row;
    const words = row.words.filter((w) => !inside(w));
    words.splice(at, 0, read);
    return { ...row, text: words.map((w) => w.text).join(' '), words };
  });
}

/** The second reading's characters without its spaces (each marks the one after it), normalised as its text. */
function readCharacters(reading: RowReading): (ReadCharacter & { probability: number })[] {
  const read = reading.characters ?? [...reading.text].map((char) => ({ char, probability: reading.confidence }));
  const chars: (ReadCharacter & { probability: number })[] = [];
  let space = false;
  for (const c of read) {
    // NFKC can turn one character into several: each keeps the probability and position of the one read.
    for (const char of c.char.normalize('NFKC')) {
      if (/\s/.test(char)) space = chars.length > 0;
      else {
        chars.push({ ...c, char, spaceBefore: space });
        space = false;
      }
    }
  }
  return chars;
}

/** What two readings of a word are compared on: letters, digits and `&` (`2110&2111` is not `211082111`). */
const lettersAndDigits = (text: string) => text.replace(/[^\p{L}\p{N}&]/gu, '').toUpperCase();

/**
 * A character Tesseract read that is not there shows as a word one letter longer than the second engine's
 * reading (`Shahi`/`Shah`, `ZERIT`/`SERI`) read with little confidence by Tesseract and much by the second engine.
 * Of 117 development words the second engine read shorter, 12 were right; with these confidences 4, against 0.
 */
const UNSURE_FIRST = 0.4;
const SURE_SECOND = 0.9;

/** A digit between letters or a letter between digits (`Peta7ing`, `40t50`): one engine's misreading. */
const MIXED = /\p{L}\p{N}\p{L}|\p{N}\p{L}\p{N}/u;

/**
 * Whether the second engine's reading of a word should replace Tesseract's: when it is surer of it, unless it
 * reads fewer letters and digits (PP-OCRv4's usual slip is dropping a character of a long line; one fewer is
 * accepted from a sure second reading of a word Tesseract doubted, or one the dictionary knows), mixes digits
 * into letters where Tesseract does not, or differs only in punctuation (Tesseract tells a comma from a full
 * stop better). `byDictionary`: a reading that is an address word, or else a word of a bundled language, wins
 * over one that is not, whatever the confidences.
 */
function preferSecond(first: Word, second: Word, byDictionary: boolean): boolean {
  const a = lettersAndDigits(first.text);
  const b = lettersAndDigits(second.text);
  if (!b || a === b) return false;
  const known = byDictionary ? dictionaryWord(first.text, second.text) : null;
  if (known === 'first') return false;
  if (MIXED.test(second.text) && !MIXED.test(first.text)) return false;
  if (b.length < a.length) {
    const dropped = b.length === a.length - 1 && (known === 'second' || (first.confidence < UNSURE_FIRST && second.confidence >= SURE_SECOND));
    if (!dropped) return false;
  }
  return known === 'second' || second.confidence > first.confidence;
}

/** A word of letters only, its punctuation trimmed (`BESAR,` → `BESAR`), or null. */
function plainWord(text: string): string | null {
  const word = text.replace(/^\P{L}+|\P{L}+$/gu, '');
  return /^\p{L}{3,}$/u.test(word) ? word : null;
}

/**
 * Which of two different readings of an address word is right when only one is an address word (`TAMAN`, `BLK`,
 * `LOT`: receipt-address.ts) or, failing that, a dictionary word (sources/dictionary.ts).
 */
function dictionaryWord(first: string, second: string): 'first' | 'second' | null {
  const [a, b] = [plainWord(first), plainWord(second)];
  if (!a || !b || a.toUpperCase() === b.toUpperCase()) return null;
  const [addressA, addressB] = [ADDRESS_WORD.test(a), ADDRESS_WORD.test(b)];
  if (addressA !== addressB) return addressA ? 'first' : 'second';
  const [knownA, knownB] = [isDictionaryWord(a), isDictionaryWord(b)];
  if (knownA === knownB) return null;
  return knownA ? 'first' : 'second';
}

/** Commas and full stops ending a word. */
const ENDING = /[.,;:]*$/;

/** `text` ending in the punctuation `other` ends in, when both end in some: Tesseract tells a comma from a full stop better. */
function withEndingOf(text: string, other: string): string {
  const own = ENDING.exec(text)?.[0] ?? '';
  const theirs = ENDING.exec(other)?.[0] ?? '';
  return own && theirs ? text.slice(0, text.length - own.length) + theirs : text;
}

/** A digit or `&` glued to the end of a word of letters (`PETROKIOSK3`, `SETIA&`). */
const GLUED_SPECK = /(?<=\p{L}{3})[\d&]$/u;

/**
 * The reading of a word without a digit or `&` glued to its end when the other engine read the word ending in a
 * letter: a speck or the edge of the paper one engine read as a character (`PETROKIOSK3` / `PETRCKIOSK`).
 */
export function withoutGluedSpeck(text: string, other: string): string {
  return GLUED_SPECK.test(text) && /\p{L}$/u.test(other) ? text.replace(GLUED_SPECK, '') : text;
}

/**
 * The row with each of Tesseract's words replaced by the second engine's reading of it where that one is more
 * likely right (`preferSecond`); Tesseract's words, spaces and boxes are kept otherwise, a word both engines read
 * alike with the surer confidence of the two. For names and addresses, where a misread letter is as wrong as a
 * misread digit and no arithmetic can tell the readings apart. `byDictionary` for addresses: street, district
 * and town names are address words or words of the country's language (`TAMAN`, `KEMBANGAN`, not `TAHAN`,
 * `KENBANGAN`); shop names often are not (`SANYU`, not `SANYO`). A word taken from the second reading keeps
 * Tesseract's comma or full stop at its end (`19/9.` read `19/4,` → `19/9,`). In names, a digit or `&` one
 * engine alone glued to a word's end is dropped (`withoutGluedSpeck`); addresses glue digits to words themselves
 * (`UPTOWN3`). A space the second engine reads between two letters of a word Tesseract read alike is kept.
 */
export function mergedRow(row: Row, reading: RowReading, byDictionary = false): Row {
  const chars = readCharacters(reading);
  if (!chars.length) return row;
  const parts = counterparts(
    row.words.map((w) => ({ text: w.text, left: w.bbox[0], right: w.bbox[2] })),
    chars,
  );
  const unspecked = (text: string, other: string) => (byDictionary ? text : withoutGluedSpeck(text, other));
  const words = row.words.map((read, w) => {
    const own = parts[w].map((j) => chars[j]);
    if (!own.length) return read;
    const secondText = own.map((c) => c.char).join('');
    const word = { ...read, text: unspecked(read.text, secondText) };
    const second: Word = {
      text: unspecked(secondText, read.text),
      bbox: word.bbox,
      confidence: Math.round((own.reduce((sum, c) => sum + c.probability, 0) / own.length) * 1000) / 1000,
      engine: 'ppocr',
    };
    if (preferSecond(word, second, byDictionary)) return { ...second, text: withEndingOf(second.text, word.text) };
    // Reading a page, Tesseract drops the full stop or comma that ends an address line more often than the line recogniser
    // reads one that is not there.
    if (byDictionary && w === row.words.length - 1 && !ENDING.exec(word.text)?.[0] && /[.,]$/u.test(secondText) && lettersAndDigits(secondText) === lettersAndDigits(word.text)) {
      word.text += secondText.slice(-1);
    }
    // The second engine drops spaces far more than it adds them: one it reads between two letters Tesseract read
    // as one word stands (`C W KHOO`, read `CW KHOO`), unless a small letter follows it: inside words printed in
    // small letters it reads spaces that are not there (`Bh d`, `Bak eries`, `Se langor`), and a word seldom
    // starts in one on a receipt.
    const spaced = own.map((c, i) => (i > 0 && c.spaceBefore && !/\p{Ll}/u.test(c.char) ? ` ${c.char}` : c.char)).join('');
    const text = spaced.replace(/ /g, '') === word.text && /\p{L} \p{L}/u.test(spaced) ? spaced : word.text;
    // Two engines reading the same letters make the word surer than either reading alone.
    const agreed = lettersAndDigits(second.text) === lettersAndDigits(word.text) && second.confidence > word.confidence;
    return agreed ? { ...word, text, confidence: second.confidence } : { ...word, text };
  });
  const joined = withSplitWordsJoined(words, (w) => parts[w].length > 0 && !chars[parts[w][0]].spaceBefore && parts[w - 1].length > 0);
  return { ...row, words: joined, text: joined.map((w) => w.text).join(' ') };
}

/** The letters of a word, or null when it holds anything else. */
const lettersOf = (text: string) => (/^\p{L}+$/u.test(text) ? text : null);

/**
 * Two of Tesseract's words that are one word split (`BAK ERIES`, `Se langor`, `GARDENI A`: a fine-tuned model
 * reads spaces inside words), joined: the second engine read them with no space between (`readTogether(i)`: word
 * i and the one before it), together they are a word of a bundled language, and apart one of them is none, or a
 * single letter. Both engines must agree, since the second engine drops spaces between words too.
 */
function withSplitWordsJoined(words: Word[], readTogether: (index: number) => boolean): Word[] {
  const out: Word[] = [];
  for (const [i, word] of words.entries()) {
    const previous = out[out.length - 1];
    const [a, b] = [previous && lettersOf(previous.text), lettersOf(word.text)];
    const split = a && b && readTogether(i) && isDictionaryWord(a + b) && (!isDictionaryWord(a) || !isDictionaryWord(b) || a.length === 1 || b.length === 1);
    if (split) out[out.length - 1] = { ...previous, text: a + b, bbox: unionBox([previous.bbox, word.bbox]), confidence: Math.min(previous.confidence, word.confidence) };
    else out.push(word);
  }
  return out;
}

/** The rows merged with the second engine's readings where a row was read again (`mergedRow`). */
export function rowsMergedWithReadings(rows: Row[], readings: RowReading[], byDictionary = false): Row[] {
  return rows.map((row) => {
    const reading = readingOf(row, readings);
    return reading ? mergedRow(row, reading, byDictionary) : row;
  });
}

/** One field as read from Tesseract's rows (`first`) and from the rows read again (`second`). */
export function settleReadings(first: Field, second: Field, firstVerified: boolean, secondVerified: boolean): Field {
  if (second.value === null) return first;
  if (second.value === first.value) {
    const confidence = 1 - (1 - first.confidence) * (1 - second.confidence);
    return { ...first, confidence: Math.round(Math.min(0.99, confidence) * 100) / 100 };
  }
  if (first.value !== null && firstVerified && !secondVerified) return first;
  // A second reading that moved to another row is another candidate, not a reading of the same value.
  const sameRows = first.bbox !== null && second.bbox !== null && first.page === second.page && sameBox(first.bbox, second.bbox);
  if (first.value !== null && !sameRows && !secondVerified) return first;
  const confidence = first.value === null ? second.confidence : Math.min(first.confidence, second.confidence) * DISAGREEMENT_PENALTY;
  return { ...second, confidence: Math.round(confidence * 100) / 100 };
}

/**
 * A name or address as read from Tesseract's rows (`first`) and from the same rows merged word by word with the
 * second reading (`second`). The merged one stands when it was read on the rows `first` came from (a merged word
 * can move the name or the address to other rows — a lost legal form, a new label — which is not a reading of the
 * same value); equal readings keep the surer confidence of the two.
 */
export function settleTextReadings(first: Field, second: Field): Field {
  if (second.value === null || first.bbox === null || second.bbox === null || first.page !== second.page) return first;
  const overlapping = first.bbox[1] < second.bbox[3] && second.bbox[1] < first.bbox[3];
  if (!overlapping) return first;
  if (second.value === first.value) return { ...first, confidence: Math.max(first.confidence, second.confidence) };
  return second;
}
