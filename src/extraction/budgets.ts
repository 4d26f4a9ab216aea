/**
 * What one document may cost, checked on headers before anything is decoded: an image's pixels (an image file's
 * pages, and every image inside a PDF). A decompression bomb — a header claiming 65500 × 65500 over a few KB —
 * fails `document_too_large` instead of being decoded. What no header tells (a PDF stream that inflates to
 * gigabytes, a page of millions of operators) is bounded by the extraction worker's memory cap (pool.ts).
 */
import { ExtractionError } from './types.ts';

/**
 * Pixels of the largest image read: 50 million (an A4 page scanned at 600 dpi is 35 million, a 48 MP phone
 * photo 48 million). pdf.js holds ≈ 20 bytes a pixel while it decodes a JPEG for the page (a 49-million-pixel
 * scan in a PDF peaked at 1.1 GB in one worker), sharp far less.
 */
export const DEFAULT_MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Private memory one extraction worker process may use (MB; pool.ts): the bound on what one document costs. The
 * largest legitimate documents measured stay under 1.2 GB (a scanned PDF page of 49 million pixels); receipts,
 * 0.4–1.1 GB.
 */
export const DEFAULT_WORKER_MEMORY_MB = 1536;

/** Fails `document_too_large` when an image of `width` × `height` is over the budget. */
export function checkImagePixels(width: number, height: number, maxPixels: number, what: string): void {
  if (width * height > maxPixels) {
    throw new ExtractionError(
      'document_too_large',
      `${what} is ${width} × ${height} pixels, more than the ${formatPixels(maxPixels)} an image may have.`,
    );
  }
}

function formatPixels(pixels: number): string {
  return pixels >= 1e6 ? `${Math.round(pixels / 1e5) / 10} million` : String(pixels);
}

/**
 * Whether an error is an allocation refused: the worker's memory cap reached (pool.ts), or a size no allocator
 * gives (a typed array past 2^32 elements). Messages of V8, sharp (libvips), and @napi-rs/canvas (Skia).
 */
export function isOutOfMemory(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /allocation failed|out of memory|Invalid (typed )?array length|Array buffer allocation|exceeds pixel limit|Create skia surface failed|Cannot allocate memory/i.test(error.message);
}

/** The API's error for a document that needed more memory than a worker may use. */
export function tooLargeToRead(error: unknown): ExtractionError {
  const detail = error instanceof Error ? `: ${error.message}` : '';
  return new ExtractionError('document_too_large', `Reading the document needed more memory than it may use${detail}.`);
}
