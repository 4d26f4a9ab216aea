/**
 * The labelled text lines of a receipt (`ocr_boxes/<id>.txt`: `x1,y1,…,x4,y4,text` per line, the organisers'
 * boxes and transcriptions) cut out of its image: grayscale, the box's upright rectangle plus a small margin.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export interface LineBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
  text: string;
}

/** A line's pixels (8-bit gray, row-major, as image.ts's GrayImage) and its transcription. */
export interface LineCrop {
  text: string;
  data: Uint8Array;
  width: number;
  height: number;
}

const MARGIN = 3;

export function readLineBoxes(dataset: string, id: string): LineBox[] {
  const boxes: LineBox[] = [];
  for (const line of readFileSync(join(dataset, 'ocr_boxes', `${id}.txt`), 'utf8').split(/\r?\n/)) {
    const parts = line.split(',');
    if (parts.length < 9) continue;
    const xy = parts.slice(0, 8).map(Number);
    const text = parts.slice(8).join(',').trim();
    if (!text || xy.some((n) => !Number.isFinite(n))) continue;
    const xs = [xy[0], xy[2], xy[4], xy[6]];
    const ys = [xy[1], xy[3], xy[5], xy[7]];
    boxes.push({ left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys), text });
  }
  return boxes;
}

/** Every labelled line of the receipt whose image is `imageFile`, in the order of its box file. */
export async function cropLines(imageFile: string, boxes: LineBox[]): Promise<LineCrop[]> {
  const { data, info } = await sharp(imageFile).grayscale().raw().toBuffer({ resolveWithObject: true });
  const crops: LineCrop[] = [];
  for (const box of boxes) {
    const left = Math.max(0, Math.floor(box.left) - MARGIN);
    const top = Math.max(0, Math.floor(box.top) - MARGIN);
    const right = Math.min(info.width, Math.ceil(box.right) + MARGIN);
    const bottom = Math.min(info.height, Math.ceil(box.bottom) + MARGIN);
    if (right - left < 4 || bottom - top < 4) continue;
    const width = right - left;
    const pixels = new Uint8Array(width * (bottom - top));
    for (let y = top; y < bottom; y++) pixels.set(data.subarray(y * info.width + left, y * info.width + right), (y - top) * width);
    crops.push({ text: box.text, data: pixels, width, height: bottom - top });
  }
  return crops;
}

/**
 * Lines as the pages of one uncompressed 8-bit TIFF (each its own size), so that one Tesseract run makes the
 * training samples of a whole receipt: started once per line, it spent most of its time loading its model.
 */
export function multipageTiff(pages: LineCrop[]): Buffer {
  const ENTRIES = 9;
  const ifdSize = 2 + ENTRIES * 12 + 4;
  const size = 8 + pages.reduce((sum, p) => sum + p.data.length + (p.data.length % 2) + ifdSize, 0);
  const out = Buffer.alloc(size);
  out.write('II*\0', 0, 'latin1');
  let at = 8;
  let link = 4;
  for (const page of pages) {
    const pixels = at;
    out.set(page.data, pixels);
    at += page.data.length + (page.data.length % 2);
    out.writeUInt32LE(at, link);
    out.writeUInt16LE(ENTRIES, at);
    // Tag, type (3 short, 4 long), value: width, height, 8 bits, no compression, 0 = black, strip, 1 sample, rows, bytes.
    const entries: [number, number, number][] = [
      [256, 4, page.width], [257, 4, page.height], [258, 3, 8], [259, 3, 1], [262, 3, 1], [273, 4, pixels], [277, 3, 1], [278, 4, page.height], [279, 4, page.data.length],
    ];
    entries.forEach(([tag, type, value], i) => {
      const entry = at + 2 + i * 12;
      out.writeUInt16LE(tag, entry);
      out.writeUInt16LE(type, entry + 2);
      out.writeUInt32LE(1, entry + 4);
      if (type === 3) out.writeUInt16LE(value, entry + 8);
      else out.writeUInt32LE(value, entry + 8);
    });
    link = at + 2 + ENTRIES * 12;
    at += ifdSize;
  }
  out.writeUInt32LE(0, link);
  return out;
}
