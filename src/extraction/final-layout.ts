/**
 * The layout as the fields were read from it: the pages' words with the receipt rows read again by the second
 * engine (`RowReading`s) put in, so that GET /v1/documents/{id}/layout answers the final reading of each page,
 * each word saying which engine read it.
 * - A row whose value alone was read again (a total, a date): the words of the part read give way to the second
 *   engine's reading of it, as the total and the date were chosen (fields/receipt-readings.ts `rowsWithReadings`).
 * - A row read whole (a name, an address): merged word by word, each word from the engine surer of it (`mergedRow`),
 *   split words it joined given as one.
 */
import type { LayoutLine, LayoutPage, RowReading, Word, WordEngine } from './types.ts';
import { mergedRow, rowsWithReadings } from './fields/receipt-readings.ts';
import { unionBox } from './layout/lines.ts';

const middle = (word: Word): [number, number] => [(word.bbox[0] + word.bbox[2]) / 2, (word.bbox[1] + word.bbox[3]) / 2];

export function finalLayout(pages: LayoutPage[], readings: RowReading[]): LayoutPage[] {
  return withReadings(pages, readings).map(withEngines);
}

/** Every word says what read it: a word without an engine was read by its page's source (Tesseract for OCR). */
function withEngines(page: LayoutPage): LayoutPage {
  const engine: WordEngine = page.source === 'ocr' ? 'tesseract' : page.source;
  if (page.words.every((word) => word.engine)) return page;
  const labelled = new Map(page.words.map((word) => [word, word.engine ? word : { ...word, engine }]));
  const label = (word: Word) => labelled.get(word) ?? (word.engine ? word : { ...word, engine });
  return { ...page, words: page.words.map(label), lines: page.lines.map((line) => ({ ...line, words: line.words.map(label) })) };
}

function withReadings(pages: LayoutPage[], readings: RowReading[]): LayoutPage[] {
  if (!readings.length) return pages;
  return pages.map((page) => {
    const own = readings.filter((r) => r.page === page.number && r.text.trim());
    if (!own.length) return page;
    // Each word of the page → what replaces it: nothing (its row was not read again), or its row's new words.
    const replaced = new Map<Word, Word[]>();
    for (const reading of own) {
      const [x0, y0, x1, y1] = reading.bbox;
      const inRow = page.words.filter((word) => {
        const [x, y] = middle(word);
        return !replaced.has(word) && x >= x0 && x <= x1 && y >= y0 && y <= y1;
      });
      if (!inRow.length) continue;
      const words = [...inRow].sort((a, b) => a.bbox[0] - b.bbox[0]);
      const row = { text: words.map((w) => w.text).join(' '), page: page.number, bbox: reading.bbox, words, index: 0, y: (y0 + y1) / 2 };
      if (!reading.span) {
        // Merged word for word: each word's reading takes its place. Words the merge joined into one (a name
        // Tesseract split) leave one word for several: then the row's words give way to the merged ones.
        const merged = mergedRow(row, reading).words;
        if (merged.length === words.length) {
          for (const [i, word] of words.entries()) if (merged[i] !== word) replaced.set(word, [merged[i]]);
        } else {
          for (const [i, word] of words.entries()) replaced.set(word, i === 0 ? merged : []);
        }
        continue;
      }
      const read = rowsWithReadings([row], [reading])[0];
      const kept = new Set(read.words);
      // The new words go where the first word they replace stood; words the reading left alone stay in place.
      const fresh = read.words.filter((w) => !words.includes(w));
      const gone = words.filter((w) => !kept.has(w));
      if (!gone.length) continue;
      for (const [i, word] of gone.entries()) replaced.set(word, i === 0 ? fresh : []);
    }
    if (!replaced.size) return page;
    const lines: LayoutLine[] = [];
    for (const line of page.lines) {
      const words = line.words.flatMap((word) => replaced.get(word) ?? [word]);
      if (words.length) lines.push({ text: words.map((w) => w.text).join(' '), bbox: unionBox(words.map((w) => w.bbox)), words });
    }
    return { ...page, lines, words: lines.flatMap((line) => line.words) };
  });
}
