/** Receipt layouts for field tests: printed rows of text segments, as OCR would box them. */
import type { BBox, LayoutLine, LayoutPage } from '../../src/extraction/types.ts';

/** A text segment at column `x` (0–1) of printed row `row`; several segments may share a row. */
export type Segment = [row: number, x: number, text: string, confidence?: number];

export function page(segments: (Segment | string)[]): LayoutPage {
  const rowHeight = 0.02;
  let row = 0;
  const lines: LayoutLine[] = segments.map((segment) => {
    const [r, x, text, confidence = 0.95] = typeof segment === 'string' ? [row, 0.1, segment] : segment;
    row = r + 1;
    const y = 0.03 + r * rowHeight * 1.5;
    const width = text.length * 0.012;
    const bbox: BBox = [x, y, x + width, y + rowHeight];
    let at = x;
    const words = text.split(' ').map((t) => {
      const word = { text: t, bbox: [at, y, at + t.length * 0.012, y + rowHeight] as BBox, confidence };
      at += (t.length + 1) * 0.012;
      return word;
    });
    return { text, bbox, words };
  });
  return { number: 1, width: 800, height: 2000, unit: 'px', rotation: 0, source: 'ocr', words: lines.flatMap((l) => l.words), lines };
}

/** A line whose words have their own heights (`[text, height]`), left to right from `x`: type sizes as OCR boxes them. */
export function sizedLine(x: number, y: number, words: [string, number][]): LayoutLine {
  let at = x;
  const boxed = words.map(([text, height]) => {
    const bbox: BBox = [at, y, at + text.length * 0.008, y + height];
    at += (text.length + 1) * 0.008;
    return { text, bbox, confidence: 0.95 };
  });
  return { text: words.map(([t]) => t).join(' '), bbox: [x, y, at, y + Math.max(...words.map(([, h]) => h))], words: boxed };
}
