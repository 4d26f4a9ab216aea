import { createRequire } from 'node:module';
import { invertDarkBands } from './dark-bands.ts';
import { inkThreshold } from './gray-levels.ts';
import { removeRules } from './page-cleaning.ts';
import { findSkewAngle } from './skew.ts';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ExtractionError } from '../types.ts';
import { checkImagePixels, DEFAULT_MAX_IMAGE_PIXELS, isOutOfMemory, tooLargeToRead } from '../budgets.ts';

/** Single-channel 8-bit pixels, row-major, 0 = black. */
export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

interface HeicImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
/** heic-decode's `all`: the file's images with their sizes, each decoded only when asked. */
type HeicImages = (input: { buffer: Uint8Array }) => Promise<HeicImage[] & { dispose(): void }>;
const heicImages = (createRequire(import.meta.url)('heic-decode') as { all: HeicImages }).all;

/** Past this, Tesseract gains nothing and memory grows with the square (receipt scans reach 7000 px). */
const MAX_LONG_SIDE = 2400;
/**
 * Text lines shorter than this (in px, ink height) are upscaled towards it. Upscaling further cost 1.6× the
 * OCR time for no gain on scanned receipts (eval/ocr-ceiling.ts, bench/ocr.ts).
 */
const TARGET_TEXT_HEIGHT = 22;
const MAX_UPSCALE = 2;
/** Shorter ink runs are specks or a noisy scan, not a measure of the text. */
const MIN_LINE_HEIGHT = 10;

function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const box = Buffer.from(bytes.subarray(4, 12)).toString('latin1');
  return /^ftyp(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(box);
}

/** A HEIC's first image as a sharp pipeline, its size checked against the budget before it is decoded. */
async function openHeic(bytes: Uint8Array, maxPixels: number): Promise<Sharp> {
  let images: Awaited<ReturnType<HeicImages>>;
  try {
    images = await heicImages({ buffer: bytes });
  } catch (error) {
    throw new ExtractionError('document_corrupt', `HEIC image cannot be decoded: ${(error as Error).message}`);
  }
  try {
    const [first] = images;
    checkImagePixels(first.width, first.height, maxPixels, 'The image');
    const decoded = await first.decode().catch((error: unknown) => {
      throw isOutOfMemory(error) ? tooLargeToRead(error) : new ExtractionError('document_corrupt', `HEIC image cannot be decoded: ${(error as Error).message}`);
    });
    return sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
    });
  } finally {
    images.dispose();
  }
}

/**
 * A sharp pipeline per page of the file, EXIF orientation applied. The file's header is read first: a page over
 * the pixel budget fails before anything is decoded (and sharp is given the same limit for the pages after).
 */
async function openPages(bytes: Uint8Array, maxPages: number, maxPixels: number): Promise<Sharp[]> {
  if (isHeic(bytes)) return [await openHeic(bytes, maxPixels)];
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ExtractionError('document_corrupt', `image cannot be decoded: ${(error as Error).message}`);
  }
  const pages = metadata.pages ?? 1;
  if (pages > maxPages) throw new ExtractionError('too_many_pages', `the image has ${pages} pages, more than ${maxPages}`);
  checkImagePixels(metadata.width, metadata.pageHeight ?? metadata.height, maxPixels, pages > 1 ? 'A page of the image' : 'The image');
  // failOn 'none': a truncated or slightly corrupt JPEG still decodes to something Tesseract can read.
  return Array.from({ length: pages }, (_, page) => sharp(bytes, { page, failOn: 'none', limitInputPixels: maxPixels }).rotate());
}

/** Every page of an image file, upright (EXIF), in gray, capped at MAX_LONG_SIDE. */
export async function decodeImagePages(bytes: Uint8Array, maxPages: number, maxPixels = DEFAULT_MAX_IMAGE_PIXELS): Promise<GrayImage[]> {
  const pages = await openPages(bytes, maxPages, maxPixels);
  const images: GrayImage[] = [];
  for (const page of pages) {
    try {
      images.push(await toGray(page.flatten({ background: '#ffffff' }).resize(MAX_LONG_SIDE, MAX_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })));
    } catch (error) {
      if (isOutOfMemory(error)) throw tooLargeToRead(error);
      throw new ExtractionError('document_corrupt', `image cannot be decoded: ${(error as Error).message}`);
    }
  }
  return images;
}

/** Raw pixels, 1 (gray), 3 (RGB) or 4 (RGBA) channels a pixel, rows packed. */
export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/**
 * Pixels (a rendered PDF page, a scanned page's image) in gray on white, capped at MAX_LONG_SIDE like an image
 * file; first stretched to `size` when given (the size the page is read at).
 */
export function grayFromPixels(pixels: Pixels, size?: { width: number; height: number }): Promise<GrayImage> {
  const raw = sharp(Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), {
    raw: { width: pixels.width, height: pixels.height, channels: pixels.channels },
  }).flatten({ background: '#ffffff' });
  if (!size || (size.width === pixels.width && size.height === pixels.height)) {
    return toGray(raw.resize(MAX_LONG_SIDE, MAX_LONG_SIDE, { fit: 'inside', withoutEnlargement: true }));
  }
  const scale = Math.min(1, MAX_LONG_SIDE / Math.max(size.width, size.height));
  return toGray(raw.resize(Math.max(1, Math.round(size.width * scale)), Math.max(1, Math.round(size.height * scale)), { fit: 'fill' }));
}

/** A page drawn as RGBA pixels (a rendered PDF page), in gray, capped at MAX_LONG_SIDE like an image file. */
export function grayFromRgba(pixels: { data: Uint8Array; width: number; height: number }): Promise<GrayImage> {
  return grayFromPixels({ ...pixels, channels: 4 });
}

export async function decodePng(png: Uint8Array): Promise<GrayImage> {
  return (await decodeImagePages(png, 1))[0];
}

/**
 * PNG at compression level 1, the input for Tesseract: half the encoding time of level 3 for a slightly
 * larger file. Not PGM: the CLI reads stdin byte by byte, and 4 MB of raw pixels cost it 90 ms more than
 * the PNG costs to encode and inflate; a temporary file only breaks even.
 */
export async function encodePng(image: GrayImage): Promise<Uint8Array> {
  return pipeline(image).toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
}

/** Uncompressed TIFF, one gray channel: the input for the Tesseract CLI kept running (tesseract-process.ts). */
export async function encodeTiff(image: GrayImage): Promise<Uint8Array> {
  return pipeline(image).toColourspace('b-w').tiff({ compression: 'none' }).toBuffer();
}

/** Rows `from`–`to` (exclusive) of the page, sharing its pixels. */
export function cropRows(image: GrayImage, from: number, to: number): GrayImage {
  return { data: image.data.subarray(from * image.width, to * image.width), width: image.width, height: to - from };
}

/**
 * The band of about `height` rows holding the most lines of ink, its edges moved to blank rows where some
 * are near, so that no text line is cut in half. [from, to) in rows.
 */
export function densestBand(image: GrayImage, height: number): [number, number] {
  if (height >= image.height) return [0, image.height];
  const threshold = inkThreshold(image);
  const inked = new Uint8Array(image.height);
  for (let y = 0; y < image.height; y++) {
    const row = y * image.width;
    let ink = 0;
    for (let x = 0; x < image.width; x += 2) if (image.data[row + x] <= threshold) ink++;
    inked[y] = ink > 1 ? 1 : 0;
  }
  let count = 0;
  for (let y = 0; y < height; y++) count += inked[y];
  let best = count;
  let from = 0;
  for (let y = height; y < image.height; y++) {
    count += inked[y] - inked[y - height];
    if (count > best) [best, from] = [count, y - height + 1];
  }
  let to = from + height;
  const slack = Math.round(height / 8);
  for (let y = from; y >= Math.max(0, from - slack); y--) {
    if (!inked[y]) {
      from = y;
      break;
    }
  }
  for (let y = to; y < Math.min(image.height, to + slack); y++) {
    if (!inked[y]) {
      to = y;
      break;
    }
  }
  return [from, to];
}

function pipeline(image: GrayImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });
}

/** Back to one channel: sharp widens single-channel raw input to RGB in most operations. */
async function toGray(pipe: Sharp): Promise<GrayImage> {
  const { data, info } = await pipe.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height), width: info.width, height: info.height };
}

/** `image` shrunk to `width` × `height` and blurred (Gaussian, `sigma` pixels of the shrunk image). */
export function shrunkBlurred(image: GrayImage, width: number, height: number, sigma: number): Promise<GrayImage> {
  return toGray(pipeline(image).resize(width, height, { fit: 'fill' }).blur(sigma));
}

/** The `region` (pixels) of `image`, resized to exactly `width` × `height` (sharp's Lanczos filter). */
export function cropResized(image: GrayImage, region: { left: number; top: number; width: number; height: number }, width: number, height: number): Promise<GrayImage> {
  return toGray(pipeline(image).extract(region).resize(width, height, { fit: 'fill' }));
}

export function rotate(image: GrayImage, degrees: number): Promise<GrayImage> {
  return toGray(pipeline(image).rotate(degrees, { background: '#ffffff' }));
}

interface Size {
  width: number;
  height: number;
}

/**
 * A point (pixels) of an image turned by `rotate(image, degrees)` → the same point of the image before: sharp
 * turns clockwise about the centre and enlarges the canvas (`turned`: its size), so the point is turned back
 * and re-centred on `image`.
 */
export function pointBeforeTurn(x: number, y: number, degrees: number, turned: Size, image: Size): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  const dx = x - turned.width / 2;
  const dy = y - turned.height / 2;
  return [dx * Math.cos(radians) + dy * Math.sin(radians) + image.width / 2, -dx * Math.sin(radians) + dy * Math.cos(radians) + image.height / 2];
}

/** A point (pixels) of `image` → the same point of it turned by `rotate(image, degrees)` (`turned`: its size). */
export function pointAfterTurn(x: number, y: number, degrees: number, image: Size, turned: Size): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  const dx = x - image.width / 2;
  const dy = y - image.height / 2;
  return [dx * Math.cos(radians) - dy * Math.sin(radians) + turned.width / 2, dx * Math.sin(radians) + dy * Math.cos(radians) + turned.height / 2];
}

/** Median height of the ink runs between blank rows ≈ the height of a text line, in pixels. */
export function textLineHeight(image: GrayImage): number | null {
  const threshold = inkThreshold(image);
  const heights: number[] = [];
  let run = 0;
  for (let y = 0; y < image.height; y++) {
    const row = y * image.width;
    let ink = 0;
    for (let x = 0; x < image.width; x += 2) if (image.data[row + x] <= threshold) ink++;
    if (ink > 1) run++;
    else {
      if (run >= 4) heights.push(run);
      run = 0;
    }
  }
  if (heights.length < 3) return null;
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)];
}

/** A horizontal band of ink: a run of pixel rows holding ink, and how far across the page it reaches. */
export interface InkBand {
  top: number;
  /** The first row below the band. */
  bottom: number;
  left: number;
  /** The first column right of the band's ink. */
  right: number;
  /** Dark pixels in the band. */
  ink: number;
}

/** The page's margins, where scanners and phone photos leave the paper's edges. */
const BAND_MARGIN = 0.03;
/** Fewer dark pixels in a row are specks, not a printed row. */
const BAND_MIN_INK = 3;

/** The bands of ink down the page, top to bottom, its margins left out. */
export function inkBands(image: GrayImage): InkBand[] {
  const threshold = inkThreshold(image);
  const from = Math.round(image.width * BAND_MARGIN);
  const to = Math.round(image.width * (1 - BAND_MARGIN));
  const bands: InkBand[] = [];
  let band: InkBand | null = null;
  for (let y = 0; y < image.height; y++) {
    const row = y * image.width;
    let ink = 0;
    let left = to;
    let right = from;
    for (let x = from; x < to; x++) {
      if (image.data[row + x] > threshold) continue;
      ink++;
      if (x < left) left = x;
      right = x + 1;
    }
    if (ink < BAND_MIN_INK) {
      if (band) bands.push(band);
      band = null;
    } else if (band) {
      band.bottom = y + 1;
      band.left = Math.min(band.left, left);
      band.right = Math.max(band.right, right);
      band.ink += ink;
    } else band = { top: y, bottom: y + 1, left, right, ink };
  }
  if (band) bands.push(band);
  return bands;
}

/** Upscales pages whose text is small for Tesseract (phone photos of receipts, low-dpi scans). */
export async function scaleForText(image: GrayImage): Promise<GrayImage> {
  const lineHeight = textLineHeight(image);
  if (!lineHeight || lineHeight < MIN_LINE_HEIGHT || lineHeight >= TARGET_TEXT_HEIGHT * 0.8) return image;
  const factor = Math.min(MAX_UPSCALE, TARGET_TEXT_HEIGHT / lineHeight, MAX_LONG_SIDE / Math.max(image.width, image.height));
  if (factor < 1.15) return image;
  return toGray(pipeline(image).resize(Math.round(image.width * factor), Math.round(image.height * factor), { kernel: 'lanczos3' }));
}

/**
 * Deskews, upscales small text, makes light print on dark bands dark on light (`invertBands`: sources/dark-bands.ts)
 * and removes ruling lines: the page as Tesseract should see it (`image`); and the page only deskewed
 * (`straight`), at its own scale.
 */
export async function prepareForOcr(image: GrayImage, invertBands = false): Promise<{ image: GrayImage; skew: number; straight: GrayImage }> {
  const skew = findSkewAngle(image);
  const straight = skew === 0 ? image : await rotate(image, skew);
  const scaled = await scaleForText(straight);
  return { image: removeRules(invertBands ? invertDarkBands(scaled) : scaled), skew, straight };
}
