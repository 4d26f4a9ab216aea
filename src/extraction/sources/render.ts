import { createCanvas, type Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { ImageKind } from './pdfjs.ts';
import type { PDFPageProxy, RenderParameters } from 'pdfjs-dist/types/src/display/api.js';
import { grayFromPixels, type GrayImage, type Pixels } from './image.ts';
import type { PageContent } from './pdf.ts';

/** Past this many pixels on the long side a page (a poster, a plan) is rendered at a lower dpi. */
const MAX_SIDE_PX = 5000;
/** A scan this close to the size the page would be drawn at is read at its own size (no resampling). */
const SAME_SIZE_PX = 2;

/** The page's size in pixels when drawn at `dpi`, and the viewport scale that gives it. */
function drawnSize(page: PDFPageProxy, dpi: number): { scale: number; width: number; height: number } {
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(dpi / 72, MAX_SIDE_PX / Math.max(natural.width, natural.height));
  const viewport = page.getViewport({ scale });
  return { scale, width: Math.max(1, Math.ceil(viewport.width)), height: Math.max(1, Math.ceil(viewport.height)) };
}

/**
 * Draws a PDF page at `dpi` on an @napi-rs/canvas (the canvas pdf.js itself uses on Node for the images and
 * patterns it draws), on white: OCR reads transparent pixels as black.
 */
async function drawPdfPage(page: PDFPageProxy, dpi: number): Promise<Canvas> {
  const { scale, width, height } = drawnSize(page, dpi);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types the DOM canvas; @napi-rs/canvas implements the part it draws with.
  await page.render({
    canvas: canvas as unknown as RenderParameters['canvas'],
    canvasContext: context as unknown as RenderParameters['canvasContext'],
    viewport: page.getViewport({ scale }),
  }).promise;
  return canvas;
}

/**
 * A PDF page as PNG at `dpi` (the console's page images), drawn on white so without its alpha channel. Encoded by
 * sharp (libvips' libpng, on its own threads): the canvas's encoder took ≈ 70 ms a page at 100 dpi, more than
 * reading the page's text and choosing its fields together; sharp ≈ 12 ms (plus ≈ 9 ms to copy the pixels out), and
 * its files are smaller.
 */
export async function renderPdfPage(page: PDFPageProxy, dpi: number): Promise<Uint8Array> {
  return encodePagePng(await drawPdfPage(page, dpi));
}

/** A page drawn at `dpi` (pdf.js is done with it), and a promise of its PNG, encoded on sharp's threads. */
export async function drawPdfPageAsPng(page: PDFPageProxy, dpi: number): Promise<{ png: Promise<Uint8Array> }> {
  const canvas = await drawPdfPage(page, dpi);
  return { png: encodePagePng(canvas) };
}

function encodePagePng(canvas: Canvas): Promise<Uint8Array> {
  const { data, width, height } = rgbaPixels(canvas);
  return sharp(data, { raw: { width, height, channels: 4 } }).removeAlpha().png().toBuffer();
}

/**
 * A copy of the canvas's RGBA pixels. Not `canvas.data()`, faster but not a copy: sharp or OCR reading it after the
 * canvas was collected crashed the worker process (SIGSEGV, 1 run in 3 of a test on PostgreSQL).
 */
function rgbaPixels(canvas: Canvas): { data: Uint8Array; width: number; height: number } {
  const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height };
}

/**
 * A PDF page's pixels at `dpi`, RGBA, for OCR: encoding a 300 dpi page as PNG only to decode it again cost
 * more than drawing it (≈ 0.4 s for a long receipt).
 */
export async function renderPdfPagePixels(page: PDFPageProxy, dpi: number): Promise<{ data: Uint8Array; width: number; height: number }> {
  return rgbaPixels(await drawPdfPage(page, dpi));
}

/** An image as pdf.js decodes it for drawing. */
interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

function isDecodedImage(value: unknown): value is DecodedImage {
  if (typeof value !== 'object' || value === null) return false;
  const image = value as Partial<DecodedImage>;
  return typeof image.width === 'number' && typeof image.height === 'number' && typeof image.kind === 'number' && (image.data instanceof Uint8Array || image.data instanceof Uint8ClampedArray);
}

/** The decoded image `id` of the page (already decoded when its operator list was built). */
function decodedImage(page: PDFPageProxy, id: string): Promise<unknown> {
  // pdf.js keeps images shared between pages (ids `g_…`) with the document's objects.
  const objects = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => objects.get(id, resolve));
}

/** pdf.js's image as pixels: 1-bit rows are byte-aligned, a set bit is white. */
function imagePixels(image: DecodedImage): Pixels | null {
  const { width, height } = image;
  const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  if (image.kind === ImageKind.RGB_24BPP && data.length >= width * height * 3) return { data, width, height, channels: 3 };
  if (image.kind === ImageKind.RGBA_32BPP && data.length >= width * height * 4) return { data, width, height, channels: 4 };
  if (image.kind !== ImageKind.GRAYSCALE_1BPP) return null;
  const rowBytes = (width + 7) >> 3;
  if (data.length < rowBytes * height) return null;
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) gray[y * width + x] = data[y * rowBytes + (x >> 3)] & (128 >> (x & 7)) ? 255 : 0;
  }
  return { data: gray, width, height, channels: 1 };
}

/**
 * A page without text in gray for OCR, as drawn at `dpi`. A scan (one image covering the page) is read from
 * its image as pdf.js decoded it for the operator list: drawing the page decoded it again (a second
 * operator list) and cost ≈ 0.2 s a page more.
 * Null when the page has no area.
 */
export async function pageForOcr(page: PDFPageProxy, content: PageContent, dpi: number): Promise<GrayImage | null> {
  const size = drawnSize(page, dpi);
  if (content.kind === 'scan') {
    const image = await decodedImage(page, content.image);
    const pixels = isDecodedImage(image) ? imagePixels(image) : null;
    if (pixels) {
      const ownSize = Math.abs(pixels.width - size.width) <= SAME_SIZE_PX && Math.abs(pixels.height - size.height) <= SAME_SIZE_PX;
      return grayFromPixels(pixels, ownSize ? undefined : size);
    }
  }
  const drawn = await renderPdfPagePixels(page, dpi);
  if (drawn.width === 0 || drawn.height === 0) return null;
  return grayFromPixels({ ...drawn, channels: 4 });
}
