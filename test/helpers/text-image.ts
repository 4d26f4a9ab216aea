/** A page of text lines, black on white unless told otherwise, as PNG: the scans of OCR tests and of the OCR bench's fallback pages. */
import { createCanvas } from '@napi-rs/canvas';

export interface TextPage {
  width: number;
  height: number;
  lines: string[];
  /** A CSS font: `30px sans-serif`. */
  font: string;
  /** Left edge and first baseline in pixels, and the distance between baselines. */
  x: number;
  y: number;
  lineGap: number;
  /** A ruled box this many pixels inside the edges (a table border, for rule removal). */
  ruledInset?: number;
  /** CSS colours of the paper and of each line's ink (a faded thermal receipt is grey on grey). */
  paper?: string;
  inkOf?: (line: string) => string;
}

export function textPng(page: TextPage): Buffer {
  const canvas = createCanvas(page.width, page.height);
  const g = canvas.getContext('2d');
  g.fillStyle = page.paper ?? '#fff';
  g.fillRect(0, 0, page.width, page.height);
  g.font = page.font;
  page.lines.forEach((line, i) => {
    g.fillStyle = page.inkOf?.(line) ?? '#000';
    g.fillText(line, page.x, page.y + i * page.lineGap);
  });
  if (page.ruledInset !== undefined) {
    g.strokeStyle = '#000';
    g.lineWidth = 3;
    g.strokeRect(page.ruledInset, page.ruledInset, page.width - 2 * page.ruledInset, page.height - 2 * page.ruledInset);
  }
  return canvas.toBuffer('image/png');
}
