/**
 * Headings set with wide letter spacing (`H a r b o r C o n s u l t i n g L L C`) reach the text layer one letter
 * per word, pdf.js putting the same space between letters as between words. In mixed case the words can still be
 * told apart: a capital after a small letter, or a digit after a letter, starts the next word (`Harbor Consulting
 * LLC`). Runs in one case only are one word (`B I L L` → `BILL`): nothing tells where their words end, and a
 * word is what labels and names are matched against.
 */

/** A run of text in page space (points, top-left origin) before normalisation: a word or part of one. */
export interface TextRun {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Font height in points, the unit for gap tolerances. */
  size: number;
  /** Whether the run ended with a space (pdf.js or the producer said the word stops here). */
  spaceAfter: boolean;
}

const MIN_LETTERS = 4;

export function joinLetterSpaced<T extends TextRun>(runs: T[]): T[] {
  const out: T[] = [];
  let i = 0;
  while (i < runs.length) {
    let j = i;
    while (j < runs.length && isSingle(runs[j]) && (j === i || sameLine(runs[j - 1], runs[j]))) j++;
    const letters = runs.slice(i, j);
    if (letters.length >= MIN_LETTERS && mixedCase(letters)) out.push(...words(letters));
    else if (letters.length >= MIN_LETTERS && oneCaseLetters(letters)) out.push(joinedRun(letters));
    else out.push(...runs.slice(i, Math.max(j, i + 1)));
    i = Math.max(j, i + 1);
  }
  return out;
}

const isSingle = (run: TextRun) => [...run.text].length === 1 && /[\p{L}\p{N}&.'-]/u.test(run.text);

function sameLine(a: TextRun, b: TextRun): boolean {
  const size = Math.max(a.size, b.size);
  return Math.abs(a.y1 - b.y1) < size * 0.35 && b.x0 > a.x1 - size * 0.1 && b.x0 - a.x1 < size;
}

/** Letters of one case (`B I L L`, `I N V O I C E`): one word, as nothing tells where their words end. */
function oneCaseLetters(letters: TextRun[]): boolean {
  const text = letters.map((r) => r.text).join('');
  return /^\p{L}+$/u.test(text) && (text === text.toUpperCase() || text === text.toLowerCase());
}

/** Runs of one word as that word: its letters, its box, whether a space follows it. */
function joinedRun<T extends TextRun>(letters: T[]): T {
  const last = letters[letters.length - 1];
  return {
    ...letters[0],
    text: letters.map((r) => r.text).join(''),
    x1: Math.max(...letters.map((r) => r.x1)),
    y0: Math.min(...letters.map((r) => r.y0)),
    y1: Math.max(...letters.map((r) => r.y1)),
    spaceAfter: last.spaceAfter,
  };
}

function mixedCase(letters: TextRun[]): boolean {
  const text = letters.map((r) => r.text).join('');
  return /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text);
}

/** A new word starts at a capital after a small letter, a digit after a letter, or a letter after a digit. */
function startsWord(previous: string, next: string): boolean {
  return (/\p{Ll}/u.test(previous) && /\p{Lu}/u.test(next)) || (/\p{L}/u.test(previous) && /\p{N}/u.test(next)) || (/\p{N}/u.test(previous) && /\p{L}/u.test(next));
}

function words<T extends TextRun>(letters: T[]): T[] {
  const groups: T[][] = [[letters[0]]];
  for (const run of letters.slice(1)) {
    const group = groups[groups.length - 1];
    if (startsWord(group[group.length - 1].text.slice(-1), run.text)) groups.push([run]);
    else group.push(run);
  }
  return groups.map(joinedRun);
}
