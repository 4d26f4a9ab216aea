/**
 * SROIE's own OCR (`ocr_boxes/<id>.txt`, one `x1,y1,x2,y2,x3,y3,x4,y4,text` line per text line) as a layout page,
 * to develop receipt field rules independently of our OCR's quality.
 */
import type { BBox, LayoutPage, Word } from '../src/extraction/types.ts';
import { groupLines } from '../src/extraction/layout/lines.ts';

export function pageFromOcrBoxes(content: string): LayoutPage {
  const boxes: { x0: number; y0: number; x1: number; y1: number; text: string }[] = [];
  for (const line of content.split(/\r?\n/)) {
    const parts = line.split(',');
    if (parts.length < 9) continue;
    const coords = parts.slice(0, 8).map(Number);
    if (coords.some((n) => Number.isNaN(n))) continue;
    const xs = [coords[0], coords[2], coords[4], coords[6]];
    const ys = [coords[1], coords[3], coords[5], coords[7]];
    boxes.push({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys), text: parts.slice(8).join(',') });
  }
  const width = Math.max(1, ...boxes.map((b) => b.x1)) * 1.02;
  const height = Math.max(1, ...boxes.map((b) => b.y1)) * 1.02;
  const words: Word[] = [];
  for (const box of boxes) {
    const chars = [...box.text];
    // Words placed proportionally to their character offsets within the line box.
    for (const match of box.text.matchAll(/\S+/gu)) {
      const start = [...box.text.slice(0, match.index)].length;
      const end = start + [...match[0]].length;
      const x0 = box.x0 + ((box.x1 - box.x0) * start) / chars.length;
      const x1 = box.x0 + ((box.x1 - box.x0) * end) / chars.length;
      const bbox: BBox = [x0 / width, box.y0 / height, x1 / width, box.y1 / height];
      words.push({ text: match[0], bbox, confidence: 1 });
    }
  }
  return { number: 1, width, height, unit: 'px', rotation: 0, source: 'ocr', words, lines: groupLines(words, width / height) };
}
