/**
 * Whether a flat scan's Tesseract reading is doubtful enough to be worth the text detector and the line
 * recogniser (detected-lines.ts). On a page Tesseract reads surely they change next to nothing and cost about
 * half of Tesseract's own time; a photo is always read with them (ocr.ts).
 */
import type { LayoutLine, Word } from '../types.ts';

/** A line Tesseract read with a lower mean word confidence is doubted (the recogniser re-reads it). */
export const DOUBTED_LINE = 0.8;
/**
 * A scan page with at most this many doubted lines is read surely: the detector is not run on it. Chosen on the
 * training shops' scanned receipts with eval/scan-doubt.ts, which also measures it: there it skips fewer than half
 * of the pages and changes next to nothing in the values found, and tells pages apart better than the page's mean
 * word confidence does.
 */
export const SURE_PAGE_MAX_DOUBTED = 10;

const isTesseract = (word: Word) => (word.engine ?? 'tesseract') === 'tesseract';
const hasAlphanumeric = (words: Word[]) => words.some((w) => /[\p{L}\p{N}]/u.test(w.text));

/** Character-weighted mean confidence of words. */
function meanConfidence(words: Word[]): number {
  const chars = words.reduce((s, w) => s + w.text.length, 0);
  return chars ? words.reduce((s, w) => s + w.confidence * w.text.length, 0) / chars : 0;
}

export interface ScanDoubt {
  /** Tesseract's lines with a letter or digit. */
  lines: number;
  /** …of which read with a mean word confidence below DOUBTED_LINE. */
  doubtedLines: number;
  /** Character-weighted mean word confidence of the page. */
  meanConfidence: number;
}

/** How surely Tesseract read a page: its own words only (rows read by the line reader are left out). */
export function scanDoubt(lines: LayoutLine[]): ScanDoubt {
  let counted = 0;
  let doubted = 0;
  const all: Word[] = [];
  for (const line of lines) {
    const words = line.words.filter(isTesseract);
    if (!hasAlphanumeric(words)) continue;
    counted++;
    all.push(...words);
    if (meanConfidence(words) < DOUBTED_LINE) doubted++;
  }
  return { lines: counted, doubtedLines: doubted, meanConfidence: Math.round(meanConfidence(all) * 1000) / 1000 };
}

/**
 * `DOCPROC_SCAN_DETECTOR`: `doubted` (the default: only on pages not read surely), `always` or `never`; for
 * measuring what the detector brings on scans (eval/scan-doubt.ts, bench/pipeline.ts).
 */
function detectorPolicy(): 'doubted' | 'always' | 'never' {
  const value = process.env.DOCPROC_SCAN_DETECTOR;
  return value === 'always' || value === 'never' ? value : 'doubted';
}

/** Whether the detector may read a flat scan's page at all (`DOCPROC_SCAN_DETECTOR` not `never`). */
export function mayDetectScans(): boolean {
  return detectorPolicy() !== 'never';
}

/** Whether the detector and the recogniser should read this flat scan's page, read by Tesseract as `lines`. */
export function worthDetecting(lines: LayoutLine[]): boolean {
  const policy = detectorPolicy();
  if (policy !== 'doubted') return policy === 'always';
  return scanDoubt(lines).doubtedLines > SURE_PAGE_MAX_DOUBTED;
}
