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

export interface LineCrop {
  text: string;
  /** PNG bytes of the line. */
  png: Buffer;
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
    const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .extract({ left, top, width: right - left, height: bottom - top })
      .png({ compressionLevel: 1 })
      .toBuffer();
    crops.push({ text: box.text, png, width: right - left, height: bottom - top });
  }
  return crops;
}
