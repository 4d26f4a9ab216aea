import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { PDFPageProxy, RenderParameters } from 'pdfjs-dist/types/src/display/api.js';

/** Past this many pixels on the long side a page (a poster, a plan) is rendered at a lower dpi. */
const MAX_SIDE_PX = 5000;

/**
 * Draws a PDF page at `dpi` on an @napi-rs/canvas (the canvas pdf.js itself uses on Node for the images and
 * patterns it draws), on white: OCR reads transparent pixels as black.
 */
async function drawPdfPage(page: PDFPageProxy, dpi: number): Promise<Canvas> {
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(dpi / 72, MAX_SIDE_PX / Math.max(natural.width, natural.height));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types the DOM canvas; @napi-rs/canvas implements the part it draws with.
  await page.render({
    canvas: canvas as unknown as RenderParameters['canvas'],
    canvasContext: context as unknown as RenderParameters['canvasContext'],
    viewport,
  }).promise;
  return canvas;
}

/** A PDF page as PNG at `dpi` (the console's page images). */
export async function renderPdfPage(page: PDFPageProxy, dpi: number): Promise<Uint8Array> {
  return (await drawPdfPage(page, dpi)).toBuffer('image/png');
}

/**
 * A PDF page's pixels at `dpi`, RGBA, for OCR: encoding a 300 dpi page as PNG only to decode it again cost
 * more than drawing it (≈ 0.4 s for a long receipt).
 */
export async function renderPdfPagePixels(page: PDFPageProxy, dpi: number): Promise<{ data: Uint8Array; width: number; height: number }> {
  const canvas = await drawPdfPage(page, dpi);
  const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height };
}
