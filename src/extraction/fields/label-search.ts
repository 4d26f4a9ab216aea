/**
 * Where a label occurs in a document: its pattern matched on each line (accents folded, OCR's look-alike marks read
 * as meant), and on OCR'd pages also with its words run together or split (`Paymentdue:`, `Fec ha de venc imiento`)
 * and with a long word or phrase read a letter off (`Rechnungsempfénger`, `Factur aan`).
 */
import type { Doc, DocLine } from './shared.ts';
import { foldAccents, longLabelWords } from './labels.ts';
import { isDictionaryWord } from '../sources/dictionary.ts';

export interface LabelHit {
  line: DocLine;
  /** Character offsets of the label in `line.text`. */
  start: number;
  end: number;
}

/**
 * Every place a label pattern occurs. Patterns are matched case-insensitively against each line. Several rules ask
 * for the same label set of a document: each pattern is searched once per document.
 */
export function findLabels(doc: Doc, pattern: RegExp): readonly LabelHit[] {
  const searched = searchedLabels(doc);
  let hits = searched.get(pattern);
  if (!hits) {
    hits = searchLabels(doc, pattern);
    searched.set(pattern, hits);
  }
  return hits;
}
const searchedLabels = memo((_doc: Doc) => new Map<RegExp, readonly LabelHit[]>());

function searchLabels(doc: Doc, pattern: RegExp): LabelHit[] {
  const { global, anyLine } = labelRegExps(pattern);
  // Most patterns occur on no line of a document: one test of all its lines at once (with and without kerning
  // spaces; `m` so that anchors hold at each line) saves one per line.
  if (!anyLine.test(linesText(doc)) && !(hasKerningSpaces(doc) && anyLine.test(kerningFreeText(doc)))) return [...gluedLabels(doc, pattern, new Set()), ...misreadLabels(doc, pattern, new Set(), new Set())];
  const hits: LabelHit[] = [];
  for (const line of doc.lines) {
    let found = false;
    for (const match of foldedLine(line).matchAll(global)) {
      const start = match.index ?? 0;
      hits.push({ line, start, end: start + match[0].length });
      found = true;
    }
    if (found) continue;
    const { text, origin } = kerningFreeLine(line);
    if (text === foldedLine(line)) continue;
    for (const match of text.matchAll(global)) {
      const start = match.index ?? 0;
      hits.push({ line, start: origin[start], end: origin[start + match[0].length - 1] + 1 });
    }
  }
  const found = new Set(hits.map((hit) => hit.line));
  const headed = new Set(hits.filter((hit) => hit.start === 0).map((hit) => hit.line));
  return [...hits, ...gluedLabels(doc, pattern, found), ...misreadLabels(doc, pattern, found, headed)];
}

/** The pattern with the spaces between a label's words optional, or null when it has none to drop. */
const gluedPattern = memo((pattern: RegExp): { re: RegExp | null; any: RegExp | null } => {
  const source = pattern.source.replaceAll(String.raw`\s+`, String.raw`\s*`);
  return source === pattern.source ? { re: null, any: null } : { re: new RegExp(source, 'giu'), any: new RegExp(source, 'iu') };
});

/** On an OCR'd page, labels whose words OCR ran together (`Paymentdue:`), on lines with no other hit. */
function gluedLabels(doc: Doc, pattern: RegExp, found: Set<DocLine>): LabelHit[] {
  const { re: glued, any } = gluedPattern(pattern);
  // One test of the whole text first: most patterns occur nowhere.
  if (!glued || !any || !isOcr(doc) || !(any.test(linesText(doc)) || any.test(splitFreeText(doc)))) return [];
  const hits: LabelHit[] = [];
  for (const line of doc.lines) {
    if (found.has(line)) continue;
    const before = hits.length;
    for (const match of foldedLine(line).matchAll(glued)) {
      const start = match.index ?? 0;
      hits.push({ line, start, end: start + match[0].length });
    }
    if (hits.length > before) continue;
    // Words OCR split (`Fec ha de venc imiento:`): matched with the spaces before small letters dropped.
    const { text, origin } = splitFreeLine(line);
    if (text === foldedLine(line)) continue;
    for (const match of text.matchAll(glued)) {
      const start = match.index ?? 0;
      hits.push({ line, start: origin[start], end: origin[start + match[0].length - 1] + 1 });
    }
  }
  return hits;
}

/** The line without the spaces between a letter and a small letter, and where each character came from. */
const splitFreeLine = memo((line: DocLine) => {
  const original = foldedLine(line);
  let text = '';
  const origin: number[] = [];
  for (let i = 0; i < original.length; i++) {
    if (original[i] === ' ' && /\p{L}/u.test(original[i - 1] ?? '') && /^\p{Ll}/u.test(original[i + 1] ?? '')) continue;
    text += original[i];
    origin.push(i);
  }
  return { text, origin };
});
const splitFreeText = memo((doc: Doc) => doc.lines.map((line) => splitFreeLine(line).text).join('\n'));

export const isOcr = memo((doc: Doc) => doc.pages.some((page) => page.source === 'ocr'));
/** A line's words of seven letters or more, lower-cased, where misread labels are looked for (each pattern asks). */
const longWords = memo((line: DocLine) => [...foldedLine(line).matchAll(/\p{L}{7,}/gu)].map((m) => ({ text: m[0].toLowerCase(), start: m.index ?? 0, end: (m.index ?? 0) + m[0].length })));
/** A pattern's long plain words, and its plain phrases with their words. */
const labelWordsOf = memo((pattern: RegExp) => {
  const all = longLabelWords(pattern);
  return {
    words: all.filter((word) => !word.includes(' ')),
    phrases: all.filter((word) => word.includes(' ')).map((text) => ({ text, words: text.split(' ') })),
  };
});

/**
 * On a page read by OCR, a long label word printed alone may come back with one letter wrong (`Rechnungsempfénger`,
 * an umlaut read by an English model): such words count as the label on lines where no exact one was found.
 */
function misreadLabels(doc: Doc, pattern: RegExp, found: Set<DocLine>, headed: Set<DocLine>): LabelHit[] {
  const { words, phrases } = labelWordsOf(pattern);
  if (!isOcr(doc) || (words.length === 0 && phrases.length === 0)) return [];
  const hits: LabelHit[] = [];
  for (const line of doc.lines) {
    // A phrase is looked for at the start of a line no label starts (`Factur aan`: its `aan` alone is one).
    if (phrases.length > 0 && !headed.has(line)) misreadPhrases(line, phrases, hits);
    if (found.has(line) || words.length === 0) continue;
    for (const token of longWords(line)) {
      if (!words.some((word) => nearlyLabel(word, token.text))) continue;
      // A word of a bundled language as printed is itself, no label misread (`anticipé` is no `anticipo`).
      if (isDictionaryWord(line.text.slice(token.start, token.end))) continue;
      hits.push({ line, start: token.start, end: token.end });
    }
  }
  return hits;
}

/** Phrases read a letter off from the line's start, added to `hits`. */
function misreadPhrases(line: DocLine, phrases: { text: string; words: string[] }[], hits: LabelHit[]): void {
  const starts = lineStarts(line);
  if (starts.length < 2) return;
  for (const phrase of phrases) {
    const lead = starts[phrase.words.length - 1];
    if (!lead || lead.text === phrase.text || !nearlyLabel(phrase.text, lead.text)) continue;
    // Its short words as printed: `Invoice No` is no misread `Invoice to`.
    const read = lead.text.split(' ');
    if (phrase.words.every((word, i) => word.length >= 5 || word === read[i])) hits.push({ line, start: 0, end: lead.end });
  }
}

/** A line's first words of letters, each one space after the last, as the phrases they start: `[a, a b, a b c, …]`. */
const lineStarts = memo((line: DocLine) => {
  const text = foldedLine(line);
  const starts: { text: string; end: number }[] = [];
  const word = /\p{L}+/uy;
  for (let at = 0; starts.length < MAX_PHRASE_WORDS; at += 1) {
    word.lastIndex = at;
    const match = word.exec(text);
    if (!match) break;
    at = word.lastIndex;
    starts.push({ text: text.slice(0, at).toLowerCase(), end: at });
    if (text[at] !== ' ') break;
  }
  return starts;
});
const MAX_PHRASE_WORDS = 6;

/** OCR's commonest confusion of letters: `rn` read as `m` (`Factuumummer`), and the other way. */
const rnAsM = (word: string) => word.replaceAll('rn', 'm');

/** A label word read a letter off, or with `rn` and `m` confused. */
function nearlyLabel(word: string, token: string): boolean {
  const apart = Math.abs(word.length - token.length);
  if (apart <= 1 && withinOneEdit(word, token)) return true;
  // An `rn` read as `m` shortens the word by one, and one other letter may be off: never more than two apart.
  if (apart > 2 || !(word.includes('rn') || token.includes('rn'))) return false;
  const [a, b] = [rnAsM(word), rnAsM(token)];
  return Math.abs(a.length - b.length) <= 1 && withinOneEdit(a, b);
}

/** Whether `a` becomes `b` by at most one inserted, deleted or replaced letter. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** `compute(key)` once per key: what label search derives from a pattern, a line or a document. */
function memo<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, compute(key));
    return cache.get(key) as V;
  };
}

/** The pattern, case-insensitive, made global (for a line) and multi-line (for all lines at once). */
const labelRegExps = memo((pattern: RegExp) => {
  const flags = pattern.flags.replace(/[gym]/g, '') + (pattern.flags.includes('i') ? '' : 'i');
  return { global: new RegExp(pattern.source, `${flags}g`), anyLine: new RegExp(pattern.source, `${flags}m`) };
});

// A zero inside a word is OCR's letter O (`INV0ICE N0.`), a number marker's `º` read as a digit or a quote is the `º`
// (`Factura n.9`, `N.2 de pedido`, `rectificativa n” R-2025/6437`), a bar a table's rule (`| Numero |`): labels are matched with them read so.
// Same length, same offsets.
const foldedLine = memo((line: DocLine) =>
  foldAccents(line.text)
    .replace(/(?<=\p{L})0(?=\p{L}|\.)/gu, 'O')
    .replace(/(?<![\p{L}\d])(n\.)[092](?=[\s:]|$)/giu, '$1º')
    .replace(/(?<![\p{L}\d])(n\.?)[”"](?=[\s:]|$)/giu, '$1º')
    .replace(/\|/gu, ' '),
);
const linesText = memo((doc: Doc) => doc.lines.map((line) => foldedLine(line)).join('\n'));
const kerningFreeLine = memo((line: DocLine) => withoutKerningSpaces(foldedLine(line)));
const kerningFreeText = memo((doc: Doc) => doc.lines.map((line) => kerningFreeLine(line).text).join('\n'));
const hasKerningSpaces = memo((doc: Doc) => kerningFreeText(doc) !== linesText(doc));

/**
 * Some producers kern letters so widely that pdf.js reads a space into a word (`Br uttosumme`, `Liefer ant`,
 * always after an `r` in the fonts seen). For label matching only, such spaces are dropped; `origin` maps each
 * character back to its offset in the original text.
 */
function withoutKerningSpaces(original: string): { text: string; origin: number[] } {
  let text = '';
  const origin: number[] = [];
  for (let i = 0; i < original.length; i++) {
    if (original[i] === ' ' && /\p{L}r$/u.test(original.slice(Math.max(0, i - 2), i)) && /^\p{Ll}/u.test(original.slice(i + 1, i + 2))) continue;
    text += original[i];
    origin.push(i);
  }
  return { text, origin };
}
