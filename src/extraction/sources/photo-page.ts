/**
 * A photographed page made ready for reading: turned so that its lines run level and read the right way up
 * (any angle: the detector's slant, then the text-direction classifier for upside down), and cropped to the paper's printed
 * part, without the table, hands or background around it that Tesseract would read as specks.
 *
 * The angle and the paper both come from the text detector's lines: the angle is the median slant of the
 * longer lines (weighted by length), and the crop is the box around every line turned level, with a margin.
 * Paper without print holds nothing to read, so the printed part is what is kept of it.
 */
import type { GrayImage } from './image.ts';
import { pointAfterTurn, rotate } from './image.ts';
import { corners, minAreaRect, type Point, type Quad } from './quads.ts';
import { detectLines, type DetectedLine } from './text-detector.ts';
import { readsUpsideDown } from './line-orientation.ts';

/** Lines at least this many times longer than thick say how the page is turned. */
const LONG_LINE = 3;
/** Turns smaller than this (degrees) are left to Tesseract's own deskew: turning blurs. */
const MIN_TURN = 1;
/** The crop's margin around the lines, in median line thicknesses. */
const MARGIN_LINES = 1.5;
/** Fewer lines than this are too few to crop or turn by. */
const MIN_LINES = 3;

export interface PhotoPage {
  /** The page turned level and cropped to its print. */
  page: GrayImage;
  /** The detector's lines on `page`. */
  lines: DetectedLine[];
  /** How far it was turned (degrees, clockwise; 180 more when it read upside down), and the crop (pixels of the level image). */
  turn: number;
  crop: { left: number; top: number; width: number; height: number };
}

/** The angle (degrees, −90…90) the lines slant by: their length-weighted median. */
export function slantOf(lines: DetectedLine[]): number | null {
  const long = lines.filter((l) => l.rect.length >= LONG_LINE * l.rect.thickness);
  if (long.length < MIN_LINES) return null;
  const angles = long.map((l) => ({ angle: (Math.atan2(l.rect.axis[1], l.rect.axis[0]) * 180) / Math.PI, weight: l.rect.length })).sort((a, b) => a.angle - b.angle);
  const half = angles.reduce((s, a) => s + a.weight, 0) / 2;
  let seen = 0;
  for (const a of angles) {
    seen += a.weight;
    if (seen >= half) return a.angle;
  }
  return angles[angles.length - 1].angle;
}

function crop(image: GrayImage, region: { left: number; top: number; width: number; height: number }): GrayImage {
  const data = new Uint8Array(region.width * region.height);
  for (let y = 0; y < region.height; y++) {
    const from = (region.top + y) * image.width + region.left;
    data.set(image.data.subarray(from, from + region.width), y * region.width);
  }
  return { data, width: region.width, height: region.height };
}

/** A detected line moved by `move` (a point of the old image → the new one), its corners in reading order again. */
function moved(line: DetectedLine, move: (p: Point) => Point): DetectedLine {
  const rect = minAreaRect(line.quad.map(move));
  return { ...line, rect, quad: corners(rect) as Quad };
}

/** The photo turned level and cropped to its print, or null when the detector finds too little to go by. */
export async function straightenedPhoto(image: GrayImage): Promise<PhotoPage | null> {
  const found = await detectLines(image);
  const slant = slantOf(found);
  if (slant === null) return null;
  // Turning by −slant levels the lines; sharp turns clockwise and enlarges the canvas to fit.
  const turn = Math.abs(slant) >= MIN_TURN ? -slant : 0;
  const turned = turn ? await rotate(image, turn) : image;
  const level = turn ? found.map((l) => moved(l, ([x, y]) => pointAfterTurn(x, y, turn, image, turned))) : found;
  const thickness = level.map((l) => l.rect.thickness).sort((a, b) => a - b)[Math.floor(level.length / 2)];
  const margin = Math.round(thickness * MARGIN_LINES);
  const xs = level.flatMap((l) => l.quad.map((p) => p[0]));
  const ys = level.flatMap((l) => l.quad.map((p) => p[1]));
  const left = Math.max(0, Math.floor(Math.min(...xs)) - margin);
  const top = Math.max(0, Math.floor(Math.min(...ys)) - margin);
  const right = Math.min(turned.width, Math.ceil(Math.max(...xs)) + margin);
  const bottom = Math.min(turned.height, Math.ceil(Math.max(...ys)) + margin);
  const region = { left, top, width: right - left, height: bottom - top };
  if (region.width < 8 || region.height < 8) return null;
  const lines = level.map((l) => moved(l, ([x, y]) => [x - left, y - top]));
  const page = crop(turned, region);
  if (!(await readsUpsideDown(page, lines))) return { page, lines, turn, crop: region };
  const { width, height } = page;
  return { page: await rotate(page, 180), lines: lines.map((l) => moved(l, ([x, y]) => [width - x, height - y])), turn: turn + 180, crop: region };
}
