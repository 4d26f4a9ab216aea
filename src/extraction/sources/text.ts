/**
 * Plain-text invoices (e-mails, `pdftotext -layout` output, fixed-width printouts) → one page of words with
 * synthetic boxes: each character is a 6 × 12 pt cell, so column alignment made of spaces survives as geometry.
 */
import type { BBox, LayoutPage, Word } from '../types.ts';
import { groupLines } from '../layout/lines.ts';

const CELL_W = 6;
const CELL_H = 12;

/** Decodes UTF-8 (BOM allowed), falling back to Windows-1252 for legacy files. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export function readTextPage(bytes: Uint8Array): LayoutPage {
  const rows = decodeText(bytes)
    .replace(/\t/g, '    ')
    .split(/\r\n|\r|\n|\f/);
  const columns = Math.max(1, ...rows.map((row) => [...row].length));
  const width = columns * CELL_W;
  const height = Math.max(1, rows.length) * CELL_H;
  const words: Word[] = [];
  rows.forEach((row, r) => {
    for (const match of row.matchAll(/\S+/gu)) {
      const start = [...row.slice(0, match.index)].length;
      const end = start + [...match[0]].length;
      const bbox: BBox = [(start * CELL_W) / width, (r * CELL_H + 1) / height, (end * CELL_W) / width, (r * CELL_H + 11) / height];
      words.push({ text: match[0], bbox, confidence: 1 });
    }
  });
  return { number: 1, width, height, unit: 'pt', rotation: 0, source: 'text', words, lines: groupLines(words, width / height) };
}
