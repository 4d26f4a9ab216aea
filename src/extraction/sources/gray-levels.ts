/** Gray levels of a page: where ink ends and paper begins (Otsu), its histogram and the level below a share of it. */
import type { GrayImage } from './image.ts';

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

/** How many pixels of the page have each gray level. */
export function grayHistogram(image: GrayImage): Float64Array {
  const histogram = new Float64Array(256);
  const { data } = image;
  for (let i = 0; i < data.length; i++) histogram[data[i]]++;
  return histogram;
}

/** The gray level below which `share` of the `histogram`'s pixels lie. */
export function percentile(histogram: Float64Array, share: number): number {
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
