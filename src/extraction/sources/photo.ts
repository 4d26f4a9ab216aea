/**
 * Whether a page is a photo (paper on a table, under uneven light) rather than a flat scan, from its pixels
 * alone. A scanner lights the paper evenly and the paper fills the image: nearly every part of it has paper
 * white in it. A photo has background around the paper and light falling off across it.
 *
 * The page is cut into GRID × GRID blocks and each block's paper level is its 90th-percentile gray. A scan's
 * blocks are nearly all bright and alike; a photo has dark blocks (background) or a wide spread between them.
 * The limits sit outside the range of 150 flat receipt scans (the lowest median 202, the widest spread 68,
 * the darkest block at the 10th percentile 156), so a scan is not taken for a photo.
 */
import type { GrayImage } from './image.ts';

const GRID = 16;
const PAPER_PERCENTILE = 0.9;
/** Below this median paper level, the page is mostly background or in shade. */
const MIN_SCAN_MEDIAN = 200;
/** A spread between the brighter and darker blocks' paper levels (90th − 10th percentile) above this is uneven light. */
const MAX_SCAN_SPREAD = 70;
/** Below this, the darker blocks (10th percentile) are background, not paper. */
const MIN_SCAN_DARK_BLOCKS = 140;

function paperLevels(image: GrayImage): number[] {
  const levels: number[] = [];
  const step = Math.max(1, Math.floor(Math.min(image.width, image.height) / 400));
  for (let by = 0; by < GRID; by++) {
    for (let bx = 0; bx < GRID; bx++) {
      const histogram = new Uint32Array(256);
      let count = 0;
      for (let y = Math.floor((by * image.height) / GRID); y < Math.floor(((by + 1) * image.height) / GRID); y += step) {
        for (let x = Math.floor((bx * image.width) / GRID); x < Math.floor(((bx + 1) * image.width) / GRID); x += step) {
          histogram[image.data[y * image.width + x]]++;
          count++;
        }
      }
      if (!count) continue;
      let seen = 0;
      let level = 0;
      for (; level < 255; level++) {
        seen += histogram[level];
        if (seen >= count * PAPER_PERCENTILE) break;
      }
      levels.push(level);
    }
  }
  return levels.sort((a, b) => a - b);
}

export function looksLikePhoto(image: GrayImage): boolean {
  const levels = paperLevels(image);
  if (levels.length < 4) return false;
  const at = (q: number) => levels[Math.min(levels.length - 1, Math.floor(q * levels.length))];
  return at(0.5) < MIN_SCAN_MEDIAN || at(0.9) - at(0.1) > MAX_SCAN_SPREAD || at(0.1) < MIN_SCAN_DARK_BLOCKS;
}
