/**
 * A sheet photographed at a slant, made flat: the quadrilateral its corners form in the photo is mapped onto a
 * rectangle by the homography between them, and every pixel of the rectangle is sampled (bilinearly) from
 * where it lies in the photo. Print then runs level and its columns stay apart, as on a scan.
 */
import type { GrayImage } from './image.ts';
import { distance, type Point, type Quad } from './quads.ts';

/** Solves the 8 × 8 system `a · h = b` by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    if (Math.abs(m[pivot][col]) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = m[r][col] / m[col][col];
      for (let c = col; c <= n; c++) m[r][c] -= factor * m[col][c];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/** The homography (row-major 3 × 3, last entry 1) taking each `from` point to the `to` point of the same index. */
export function homography(from: Point[], to: Point[]): number[] | null {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [[x, y], [u, v]] = [from[i], to[i]];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solve(a, b);
  return h ? [...h, 1] : null;
}

export function mapPoint(h: number[], [x, y]: Point): Point {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/**
 * The sheet whose corners (reading order) are `corners` in `image`, flattened to a rectangle as wide as its longer
 * top or bottom edge and as tall as its longer side, scaled down to at most `image`'s pixel count.
 */
export function flattened(image: GrayImage, corners: Quad): GrayImage | null {
  const [tl, tr, br, bl] = corners;
  let width = Math.max(distance(tl, tr), distance(bl, br));
  let height = Math.max(distance(tl, bl), distance(tr, br));
  const shrink = Math.min(1, Math.sqrt((image.width * image.height) / Math.max(1, width * height)));
  width = Math.round(width * shrink);
  height = Math.round(height * shrink);
  if (width < 8 || height < 8) return null;
  // From the rectangle's pixel centres back into the photo.
  const back = homography([[0, 0], [width, 0], [width, height], [0, height]], corners);
  if (!back) return null;
  const data = new Uint8Array(width * height);
  const { width: sw, height: sh, data: src } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [fx, fy] = mapPoint(back, [x + 0.5, y + 0.5]);
      const [px, py] = [fx - 0.5, fy - 0.5];
      const [x0, y0] = [Math.floor(px), Math.floor(py)];
      if (x0 < 0 || y0 < 0 || x0 >= sw - 1 || y0 >= sh - 1) {
        data[y * width + x] = 255;
        continue;
      }
      const [dx, dy] = [px - x0, py - y0];
      const i = y0 * sw + x0;
      const top = src[i] * (1 - dx) + src[i + 1] * dx;
      const bottom = src[i + sw] * (1 - dx) + src[i + sw + 1] * dx;
      data[y * width + x] = Math.round(top * (1 - dy) + bottom * dy);
    }
  }
  return { data, width, height };
}
