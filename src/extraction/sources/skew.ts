/** The page's skew, from the row profile of its ink. */
import type { GrayImage } from './image.ts';
import { inkThreshold } from './gray-levels.ts';

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
