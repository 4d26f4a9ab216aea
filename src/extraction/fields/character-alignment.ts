/**
 * Two readings of the same printed text, aligned character by character (Levenshtein), so that one engine's
 * words can be compared with the other's: Tesseract finds the spaces between words, PP-OCRv4 often drops them.
 */

/** For each character of `b`, the index of the character of `a` it was aligned with, or -1 (inserted). */
export function alignCharacters(a: string[], b: string[]): number[] {
  const cost = (x: string, y: string) => (x === y ? 0 : x.toUpperCase() === y.toUpperCase() ? 0.5 : 1);
  const width = b.length + 1;
  const distance = new Float64Array((a.length + 1) * width);
  for (let j = 0; j <= b.length; j++) distance[j] = j;
  for (let i = 1; i <= a.length; i++) {
    distance[i * width] = i;
    for (let j = 1; j <= b.length; j++) {
      distance[i * width + j] = Math.min(
        distance[(i - 1) * width + j - 1] + cost(a[i - 1], b[j - 1]),
        distance[(i - 1) * width + j] + 1,
        distance[i * width + j - 1] + 1,
      );
    }
  }
  const aligned = new Array<number>(b.length).fill(-1);
  for (let i = a.length, j = b.length; i > 0 && j > 0; ) {
    const here = distance[i * width + j];
    if (here === distance[(i - 1) * width + j - 1] + cost(a[i - 1], b[j - 1])) {
      aligned[j - 1] = i - 1;
      i--;
      j--;
    } else if (here === distance[(i - 1) * width + j] + 1) i--;
    else j--;
  }
  return aligned;
}

/** A word of the first reading: its text and its horizontal extent. */
export interface PlacedWord {
  text: string;
  left: number;
  right: number;
}

/** A character of the second reading: where it was read (when known) and whether a space came before it. */
export interface ReadCharacter {
  char: string;
  x?: number;
  spaceBefore?: boolean;
}

/**
 * The characters of `second` shared out among `firstWords` (indices into `second`, which holds no spaces):
 * each goes to the word of the character it aligns with. One with no counterpart goes with its neighbours'
 * word; between two words (a letter one reading dropped at a word's end or start), with the one the second
 * reading's own space puts it in, else with the nearer of the two by its position.
 */
export function counterparts(firstWords: PlacedWord[], second: ReadCharacter[]): number[][] {
  const owner: number[] = [];
  const firstChars: string[] = [];
  firstWords.forEach((word, w) => {
    for (const char of word.text) {
      if (/\s/.test(char)) continue;
      firstChars.push(char);
      owner.push(w);
    }
  });
  const aligned = alignCharacters(
    firstChars,
    second.map((c) => c.char),
  );
  const wordOf = aligned.map((i) => (i >= 0 ? owner[i] : -1));
  const parts = firstWords.map((): number[] => []);
  second.forEach((_, j) => {
    const word = wordOf[j] >= 0 ? wordOf[j] : unalignedOwner(j, wordOf, firstWords, second);
    if (word >= 0) parts[word].push(j);
  });
  return parts;
}

/** The word of the first reading a character of the second that aligned with nothing belongs to. */
function unalignedOwner(j: number, wordOf: number[], firstWords: PlacedWord[], second: ReadCharacter[]): number {
  const beforeAt = wordOf.slice(0, j).findLastIndex((w) => w >= 0);
  const afterAt = wordOf.findIndex((w, k) => k > j && w >= 0);
  const before = beforeAt >= 0 ? wordOf[beforeAt] : -1;
  const after = afterAt >= 0 ? wordOf[afterAt] : -1;
  if (before < 0 || after < 0 || before === after) return before >= 0 ? before : after;
  const spaced = (from: number, to: number) => second.slice(from, to + 1).some((c) => c.spaceBefore);
  if (spaced(beforeAt + 1, j)) return after;
  if (spaced(j + 1, afterAt)) return before;
  const x = second[j].x;
  if (x === undefined) return before;
  const distance = (w: PlacedWord) => Math.max(0, w.left - x, x - w.right);
  return distance(firstWords[after]) < distance(firstWords[before]) ? after : before;
}
