/**
 * SROIE's transcriptions are all in capitals, also where the receipt prints `Gerbang Alaf Restaurants Sdn Bhd`
 * (about a third of its lines). Trained on them as they are, a model learns to answer capitals for small
 * letters. The case of each labelled letter is taken instead from a reading of the same line by a stock model,
 * wherever that reading has the same letter there (aligned by edit distance); a letter it misread follows the
 * rest of its word. A reading too unlike the label leaves the label as it is.
 */

/** At most this share of the label's characters may differ (ignoring case) for its reading to be trusted. */
const MAX_DIFFERENCE = 0.34;

/** The edit distance of `a` and `b` and, for each character of `a`, the index in `b` it is aligned with (or -1). */
export function align(a: string[], b: string[]): { distance: number; pairs: number[] } {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const cost = new Uint32Array(rows * cols);
  for (let i = 0; i < rows; i++) cost[i * cols] = i;
  for (let j = 0; j < cols; j++) cost[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const same = a[i - 1] === b[j - 1] ? 0 : 1;
      cost[i * cols + j] = Math.min(cost[(i - 1) * cols + j - 1] + same, cost[(i - 1) * cols + j] + 1, cost[i * cols + j - 1] + 1);
    }
  }
  const pairs = new Array<number>(a.length).fill(-1);
  let i = a.length;
  let j = b.length;
  while (i > 0 && j > 0) {
    const here = cost[i * cols + j];
    if (here === cost[(i - 1) * cols + j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)) {
      pairs[i - 1] = j - 1;
      i--;
      j--;
    } else if (here === cost[(i - 1) * cols + j] + 1) i--;
    else j--;
  }
  return { distance: cost[rows * cols - 1], pairs };
}

const isLetter = (c: string) => c.toLowerCase() !== c.toUpperCase();

/** `label` with the case of its letters as `reading` prints them (see above). */
export function restoreCase(label: string, reading: string): string {
  const reads = [...reading.trim()];
  if (!reads.some((c) => c !== c.toUpperCase())) return label;
  const letters = [...label];
  const { distance, pairs } = align(
    letters.map((c) => c.toUpperCase()),
    reads.map((c) => c.toUpperCase()),
  );
  if (distance > MAX_DIFFERENCE * letters.length) return label;
  const out = letters.map((c, i) => {
    const read = pairs[i] >= 0 ? reads[pairs[i]] : '';
    return isLetter(c) && read.toUpperCase() === c.toUpperCase() ? read : null;
  });
  // A misread letter: a word's first letter stays a capital, a later one takes the case of most of the word's.
  for (const word of label.matchAll(/\p{L}+/gu)) {
    const start = [...label.slice(0, word.index)].length;
    const length = [...word[0]].length;
    const later = out.slice(start + 1, start + length).filter((c): c is string => c !== null);
    const small = later.filter((c) => c === c.toLowerCase()).length * 2 > later.length;
    for (let i = start + 1; i < start + length; i++) out[i] ??= small ? letters[i].toLowerCase() : letters[i];
  }
  return out.map((c, i) => c ?? letters[i]).join('');
}
