import { createRequire } from 'node:module';
import { invertDarkBands } from './dark-bands.ts';
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

/** A threshold between ink and paper (Otsu on the histogram). */
export function inkThreshold(image: GrayImage): number {
  const histogram = new Float64Array(256);
  const step = Math.max(1, Math.floor(image.data.length / 200_000));
  let count = 0;
  for (let i = 0; i < image.data.length; i += step) {
    histogram[image.data[i]]++;
    count++;
  }
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * histogram[v];
  let best = 128;
  let bestVariance = -1;
  let weightBelow = 0;
  let sumBelow = 0;
  for (let t = 0; t < 255; t++) {
    weightBelow += histogram[t];
    sumBelow += t * histogram[t];
    const weightAbove = count - weightBelow;
    if (weightBelow === 0 || weightAbove === 0) continue;
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sumAll - sumBelow) / weightAbove;
    const variance = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = t;
    }
  }
  return best;
}

/** A copy of `values` with twice the room. */
function grown(values: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const copy = new Float64Array(values.length * 2);
  copy.set(values);
  return copy;
}

/** Coordinates of a sample of ink pixels, for the projection-profile searches. */
function inkSample(image: GrayImage, maxPoints = 60_000): { xs: Float64Array; ys: Float64Array } {
  const threshold = inkThreshold(image);
  let ink = 0;
  for (let i = 0; i < image.data.length; i += 4) if (image.data[i] <= threshold) ink++;
  const stride = Math.max(1, Math.round(Math.sqrt((ink * 4) / maxPoints)));
  let xs = new Float64Array(maxPoints * 2);
  let ys = new Float64Array(maxPoints * 2);
  let n = 0;
  for (let y = 0; y < image.height; y += stride) {
    const row = y * image.width;
    for (let x = 0; x < image.width; x += stride) {
      if (image.data[row + x] <= threshold) {
        if (n === xs.length) [xs, ys] = [grown(xs), grown(ys)];
        xs[n] = x;
        ys[n] = y;
        n++;
      }
    }
  }
  return { xs: xs.subarray(0, n), ys: ys.subarray(0, n) };
}

/**
 * How sharply ink concentrates into rows when the page is turned by `degrees` (higher = text lines aligned).
 * `bins` is scratch space, at least 2 × size + 2 long.
 */
function profileSharpness(xs: Float64Array, ys: Float64Array, degrees: number, size: number, bins: Int32Array): number {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const length = Math.ceil(size * 2) + 2;
  bins.fill(0, 0, length);
  const offset = size;
  for (let i = 0; i < xs.length; i++) {
    // Math.round, for what lands on the profile: (v + 0.5) | 0 rounds the same from -0.5 up, and faster.
    const v = ys[i] * cos - xs[i] * sin + offset + 0.5;
    if (v >= 0 && v < length) bins[v | 0]++;
  }
  let sum = 0;
  for (let i = 1; i < length; i++) {
    const step = bins[i] - bins[i - 1];
    sum += step * step;
  }
  return sum;
}

/** The angle within ±maxDegrees at which ink lines up best into rows, with that sharpness and the one at 0°. */
function bestRowAngle(xs: Float64Array, ys: Float64Array, size: number, maxDegrees: number) {
  const bins = new Int32Array(Math.ceil(size * 2) + 2);
  const score = (deg: number) => profileSharpness(xs, ys, deg, size, bins);
  let angle = 0;
  let sharpness = score(0);
  const atZero = sharpness;
  for (let deg = -maxDegrees; deg <= maxDegrees; deg += 0.5) {
    if (deg === 0) continue;
    const s = score(deg);
    if (s > sharpness) [angle, sharpness] = [deg, s];
  }
  for (let deg = angle - 0.4; deg <= angle + 0.4; deg += 0.1) {
    const s = score(deg);
    if (s > sharpness) [angle, sharpness] = [deg, s];
  }
  return { angle, sharpness, atZero };
}

const MAX_SKEW = 6;

/**
 * The small rotation (degrees, clockwise positive as in sharp) that makes text lines horizontal, found by
 * maximising the sharpness of the row profile of ink; 0 when no angle stands out.
 */
export function findSkewAngle(image: GrayImage): number {
  const { xs, ys } = inkSample(image);
  if (xs.length < 200) return 0;
  const { angle, sharpness, atZero } = bestRowAngle(xs, ys, Math.hypot(image.width, image.height), MAX_SKEW);
  // Rotating resamples the whole page; not worth it for a gain Tesseract absorbs on its own.
  if (Math.abs(angle) < 0.3 || sharpness < atZero * 1.05) return 0;
  return -Math.round(angle * 10) / 10;
}

function pipeline(image: GrayImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });
}

/** Back to one channel: sharp widens single-channel raw input to RGB in most operations. */
async function toGray(pipe: Sharp): Promise<GrayImage> {
  const { data, info } = await pipe.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height), width: info.width, height: info.height };
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
 * Whitens long straight rules (table borders, boxes): Tesseract reads them as `|`, `_` or garbage and they
 * merge into the letters they touch. A rule is a run of ink much longer than any character.
 */
export function removeRules(image: GrayImage): GrayImage {
  const { width, height } = image;
  const threshold = inkThreshold(image);
  const src = image.data;
  const minHorizontal = Math.max(60, Math.round(width * 0.25));
  const minVertical = Math.max(60, Math.round(height * 0.1));
  // A run at least `min` long covers one of every `min`-th pixel, so only those are tested, and the run is
  // followed both ways from an inked one: the same rules as a full scan, for a fraction of the pixels.
  // The page is copied only once a rule is found.
  let data: Uint8Array | null = null;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = minHorizontal - 1; x < width; x += minHorizontal) {
      if (src[row + x] > threshold) continue;
      let from = x;
      while (from > 0 && src[row + from - 1] <= threshold) from--;
      let to = x + 1;
      while (to < width && src[row + to] <= threshold) to++;
      if (to - from >= minHorizontal) (data ??= Uint8Array.from(src)).fill(255, row + from, row + to);
      // On to the first tested pixel past the run: a run is followed once.
      x = to - 1 - ((to - minHorizontal) % minHorizontal);
    }
  }
  /** Per column, the first row not yet followed (runs found from an earlier tested row are not followed again). */
  const followed = new Int32Array(width);
  for (let y = minVertical - 1; y < height; y += minVertical) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (src[row + x] > threshold || y < followed[x]) continue;
      let from = y;
      while (from > 0 && src[(from - 1) * width + x] <= threshold) from--;
      let to = y + 1;
      while (to < height && src[to * width + x] <= threshold) to++;
      followed[x] = to;
      if (to - from >= minVertical) {
        data ??= Uint8Array.from(src);
        for (let yy = from; yy < to; yy++) data[yy * width + x] = 255;
      }
    }
  }
  return data ? { data, width, height } : image;
}

/** How many pixels of the page have each gray level. */
function grayHistogram(image: GrayImage): Float64Array {
  const histogram = new Float64Array(256);
  const { data } = image;
  for (let i = 0; i < data.length; i++) histogram[data[i]]++;
  return histogram;
}

/** The gray level below which `share` of the `histogram`'s pixels lie. */
function percentile(histogram: Float64Array, share: number): number {
  let total = 0;
  for (const count of histogram) total += count;
  const target = total * share;
  let count = 0;
  for (let v = 0; v < 256; v++) {
    count += histogram[v];
    if (count >= target) return v;
  }
  return 255;
}

/** The darkest gray counted as ink (a share of the page's pixels) and the paper (half of them are paper or lighter). */
const INK_SHARE = 0.005;
const PAPER_SHARE = 0.5;
/** A page whose ink is within this many levels of its paper is blank or a photograph of nothing: left alone. */
const MIN_INK_CONTRAST = 32;

/**
 * Faded print made dark: gray stretched from the page's darkest ink to its paper, then squared, so that the
 * light grey of a faded thermal receipt reads as ink and the paper stays white. Not for every page: on well
 * printed receipts it thickens strokes and specks, and Tesseract reads them worse (sources/ocr.ts decides).
 * The page itself when it has no contrast to stretch.
 */
export function strengthenInk(image: GrayImage): GrayImage {
  const histogram = grayHistogram(image);
  const ink = percentile(histogram, INK_SHARE);
  const paper = percentile(histogram, PAPER_SHARE);
  if (paper - ink < MIN_INK_CONTRAST) return image;
  const levels = new Uint8Array(256);
  for (let v = 0; v < 256; v++) levels[v] = Math.round(255 * Math.min(1, Math.max(0, (v - ink) / (paper - ink))) ** 2);
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i++) data[i] = levels[image.data[i]];
  return { ...image, data };
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
