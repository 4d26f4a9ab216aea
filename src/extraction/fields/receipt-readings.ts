/**
 * Two OCR engines' readings of the same receipt rows, settled. Tesseract reads the page; PP-OCRv4 re-reads the
 * rows the total and the date came from (sources/line-reader.ts). They misread different digits, so:
 * - they agree → the value stands, surer than either reading alone;
 * - they disagree → the one the receipt's arithmetic confirms wins; when neither or both are confirmed, the
 *   second reading wins (a line recogniser reads digits better than a page reader: 95 % vs 85 % of the
 *   development receipts' totals found), with a confidence low enough to ask for review.
 */
import type { BBox, Field, RowReading } from '../types.ts';
import type { Row } from './receipt-rows.ts';

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
    .replace(/(\d)(?=\p{L})/gu, '$1 ');
}

const sameBox = (a: BBox, b: BBox) => a.every((v, i) => v === b[i]);

/** The rows with the second engine's text in place of Tesseract's where a row was read again. */
export function rowsWithReadings(rows: Row[], readings: RowReading[]): Row[] {
  return rows.map((row) => {
    const reading = readings.find((r) => r.page === row.page && sameBox(r.bbox, row.bbox));
    if (!reading || !reading.text.trim()) return row;
    const text = spacedReading(reading.text);
    return { ...row, text, words: [{ text, bbox: row.bbox, confidence: reading.confidence }] };
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
