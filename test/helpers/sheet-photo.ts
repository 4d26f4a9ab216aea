/**
 * A phone photo of a printed page, made up: the page drawn on a dark desk seen at a slant — one edge shorter than
 * the one across from it (a keystone, drawn strip by strip) — and turned by some angle, as JPEG. Seen from below,
 * the top edge is the shorter; seen from the left, the right edge is, and the rows of print fan out towards it.
 */
import { createCanvas, type Image, loadImage } from '@napi-rs/canvas';

export interface SheetPhoto {
  /** The page, as an image file (PNG). */
  page: Buffer;
  /** Degrees, clockwise, the photo's frame is turned from the page's. */
  angle: number;
  /** The far edge's length as a share of the near edge's. */
  keystone: number;
  /** Which edge is far: the top (the camera below the page) or the right (the camera to its left). */
  far?: 'top' | 'right';
  width?: number;
  height?: number;
}

export interface SheetPhotoOut {
  jpeg: Buffer;
  /** Where the page's corners fell in the photo (top-left, top-right, bottom-right, bottom-left), in pixels. */
  corners: [number, number][];
}

export async function sheetPhotoJpeg({ page, angle, keystone, far = 'top', width = 1500, height = 2000 }: SheetPhoto): Promise<SheetPhotoOut> {
  const image: Image = await loadImage(page);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#3b3f46';
  g.fillRect(0, 0, width, height);
  // An A4 sheet (1 : 1.41) whose near edge spans 70 % of the frame's width.
  const near = width * 0.7;
  const tall = near * 1.41;
  const radians = (angle * Math.PI) / 180;
  const turn = ([x, y]: [number, number]): [number, number] => [
    width / 2 + x * Math.cos(radians) - y * Math.sin(radians),
    height / 2 + x * Math.sin(radians) + y * Math.cos(radians),
  ];
  g.save();
  g.translate(width / 2, height / 2);
  g.rotate(radians);
  const strips = 400;
  for (let i = 0; i < strips; i++) {
    const share = i / strips;
    if (far === 'top') {
      const across = near * (keystone + (1 - keystone) * share);
      g.drawImage(image, 0, share * image.height, image.width, image.height / strips, -across / 2, -tall / 2 + share * tall, across, tall / strips + 1);
    } else {
      const down = tall * (1 - (1 - keystone) * share);
      g.drawImage(image, share * image.width, 0, image.width / strips, image.height, -near / 2 + share * near, -down / 2, near / strips + 1, down);
    }
  }
  g.restore();
  const [top, right] = far === 'top' ? [(near * keystone) / 2, tall / 2] : [near / 2, (tall * keystone) / 2];
  const corners = (
    far === 'top'
      ? [[-top, -tall / 2], [top, -tall / 2], [near / 2, tall / 2], [-near / 2, tall / 2]]
      : [[-near / 2, -tall / 2], [near / 2, -right], [near / 2, right], [-near / 2, tall / 2]]
  ) as [number, number][];
  return { jpeg: canvas.toBuffer('image/jpeg', 90), corners: corners.map(turn) };
}
