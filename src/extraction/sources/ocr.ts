import type { LayoutPage } from '../types.ts';

/** OCR of images (placeholder; the OCR work fills it in). */
export interface OcrOptions {
  langs: string;
}

/** An image file (PNG, JPEG, TIFF (every page), WebP, HEIC, GIF, BMP) → one OCR'd layout page per image page, plus a PNG of each for the console. */
export async function ocrImageFile(
  _bytes: Uint8Array,
  _options: OcrOptions & { maxPages: number },
): Promise<{ pages: LayoutPage[]; pageImages: { number: number; png: Uint8Array }[] }> {
  return { pages: [], pageImages: [] };
}

/** One already-rendered page (PNG, e.g. an image-only PDF page) → its OCR'd layout, numbered `pageNumber`. */
export async function ocrImage(_png: Uint8Array, pageNumber: number, _options: OcrOptions): Promise<LayoutPage> {
  return { number: pageNumber, width: 0, height: 0, unit: 'px', rotation: 0, source: 'ocr', words: [], lines: [] };
}
