/**
 * The sheet of paper in a photo: a bright four-sided region on a darker background (a desk, a table, a hand).
 * The image is shrunk to about SMALL_SIDE pixels and blurred, so that print vanishes into the paper; the paper is
 * the largest region brighter than Otsu's threshold; its outline (convex hull) must be nearly a quadrilateral —
 * the largest one inside the hull covers most of it — with corners neither pinched nor flattened, and proportioned
 * as office paper. A scan, whose paper fills the image, or a page lying on a background as bright as itself, has
 * no such sheet: null.
 */
import { shrunkBlurred, type GrayImage } from './image.ts';
import { convexHull, distance, type Point, type Quad } from './quads.ts';

const SMALL_SIDE = 400;
/** Gaussian blur of the shrunk image, in its pixels: enough to melt body text into the paper. */
const BLUR = 2;
/** The paper's share of the image: below, it is a detail of the photo (a ticket on a table); above, nothing around it. */
const MIN_PAPER_SHARE = 0.2;
const MAX_PAPER_SHARE = 0.9;
/** The quadrilateral must cover this share of the region's outline: a sheet, not a curled or torn shape. */
const MIN_QUAD_COVER = 0.94;
/** Corner angles allowed, in degrees: a sheet seen at a slant keeps its corners near a right angle. */
const MIN_CORNER = 50;
const MAX_CORNER = 130;
/** Paper must be clearly brighter than what lies around it (gray levels, 0–255). */
const MIN_CONTRAST = 25;
/** An edge of the sheet closer than this share of the image's side to the border lies along it (no background beyond). */
const BORDER_SHARE = 0.015;
/** A sheet square to the photo (no corner further than this share of the side from its bounding box's) needs no flattening. */
const MIN_SLANT_SHARE = 0.02;
/** A sheet of office paper — A4 and A5 (1.41), US Letter (1.29), Legal (1.65) — upright or sideways. */
const SHEET_PROPORTIONS = [1.2, 1.7];
/** The outline's vertices are thinned to this many before the largest quadrilateral is searched among them. */
const MAX_VERTICES = 48;

/** The image shrunk and blurred: print is gone, paper and background stay. */
function shrunk(image: GrayImage): Promise<GrayImage> {
  const step = Math.max(1, Math.max(image.width, image.height) / SMALL_SIDE);
  return shrunkBlurred(image, Math.max(1, Math.round(image.width / step)), Math.max(1, Math.round(image.height / step)), BLUR);
}

/** Otsu's threshold of the shrunk image, with the mean levels on either side of it. */
function otsu(small: GrayImage): { threshold: number; below: number; above: number } {
  const histogram = new Float64Array(256);
  for (const v of small.data) histogram[v]++;
  const total = small.data.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * histogram[i];
  let [weightBelow, sumBelow, best, threshold] = [0, 0, -1, 128];
  for (let t = 0; t < 256; t++) {
    weightBelow += histogram[t];
    if (!weightBelow || weightBelow === total) continue;
    sumBelow += t * histogram[t];
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sumAll - sumBelow) / (total - weightBelow);
    const between = weightBelow * (total - weightBelow) * (meanBelow - meanAbove) ** 2;
    if (between > best) [best, threshold] = [between, t];
  }
  let [nBelow, sBelow] = [0, 0];
  for (let i = 0; i <= threshold; i++) [nBelow, sBelow] = [nBelow + histogram[i], sBelow + i * histogram[i]];
  return { threshold, below: sBelow / Math.max(1, nBelow), above: (sumAll - sBelow) / Math.max(1, total - nBelow) };
}

/** The largest 4-connected region of `mask`, as the indices of its pixels. */
function largestRegion(mask: Uint8Array, width: number, height: number): number[] {
  const seen = new Uint8Array(mask.length);
  let best: number[] = [];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const region: number[] = [];
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop() as number;
      region.push(i);
      const x = i % width;
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i >= width ? i - width : -1, i < (height - 1) * width ? i + width : -1];
      for (const j of neighbours) {
        if (j >= 0 && mask[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (region.length > best.length) best = region;
  }
  return best;
}

const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function polygonArea(points: Point[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const [a, b] = [points[i], points[(i + 1) % points.length]];
    twice += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(twice) / 2;
}

/** The largest quadrilateral whose corners are vertices of the convex polygon `hull` (in its order). */
function largestQuad(hull: Point[]): Point[] {
  const n = hull.length;
  let best: Point[] = [];
  let bestArea = -1;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      for (let c = b + 1; c < n; c++) {
        for (let d = c + 1; d < n; d++) {
          const area = Math.abs(cross(hull[a], hull[b], hull[c])) / 2 + Math.abs(cross(hull[a], hull[c], hull[d])) / 2;
          if (area > bestArea) [bestArea, best] = [area, [hull[a], hull[b], hull[c], hull[d]]];
        }
      }
    }
  }
  return best;
}

/** The hull's vertices thinned to at most MAX_VERTICES, the ones spanning the most turn kept. */
function thinned(hull: Point[]): Point[] {
  let points = hull;
  while (points.length > MAX_VERTICES) {
    // Drop the vertex whose removal loses the least area.
    let [least, at] = [Infinity, 0];
    for (let i = 0; i < points.length; i++) {
      const loss = Math.abs(cross(points[(i + points.length - 1) % points.length], points[i], points[(i + 1) % points.length]));
      if (loss < least) [least, at] = [loss, i];
    }
    points = points.filter((_, i) => i !== at);
  }
  return points;
}

function cornerAngle(previous: Point, corner: Point, next: Point): number {
  const [ax, ay] = [previous[0] - corner[0], previous[1] - corner[1]];
  const [bx, by] = [next[0] - corner[0], next[1] - corner[1]];
  const cos = (ax * bx + ay * by) / Math.max(1e-9, Math.hypot(ax, ay) * Math.hypot(bx, by));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

/** Corners in reading order: top-left, top-right, bottom-right, bottom-left, as the photo shows them. */
function cornersInReadingOrder(points: Point[]): Quad {
  const [cx, cy] = [points.reduce((s, p) => s + p[0], 0) / points.length, points.reduce((s, p) => s + p[1], 0) / points.length];
  const around = points.slice().sort((p, q) => Math.atan2(p[1] - cy, p[0] - cx) - Math.atan2(q[1] - cy, q[0] - cx));
  // Clockwise on screen from the corner nearest the top-left.
  const first = around.reduce((best, p, i) => (p[0] + p[1] < around[best][0] + around[best][1] ? i : best), 0);
  return [0, 1, 2, 3].map((k) => around[(first + k) % 4]) as Quad;
}

/**
 * The sheet's corners in the image's pixels (reading order), or null when the image shows no whole sheet on a
 * background: where the frame cuts an edge off (a till roll running off the photo, a page taken close), the frame
 * and not the paper would make the corners.
 */
export async function findPaper(image: GrayImage): Promise<Quad | null> {
  const small = await shrunk(image);
  if (small.width < 20 || small.height < 20) return null;
  const { threshold, below, above } = otsu(small);
  if (above - below < MIN_CONTRAST) return null;
  const mask = new Uint8Array(small.data.length);
  for (let i = 0; i < mask.length; i++) mask[i] = small.data[i] > threshold ? 1 : 0;
  const region = largestRegion(mask, small.width, small.height);
  const share = region.length / mask.length;
  if (share < MIN_PAPER_SHARE || share > MAX_PAPER_SHARE) return null;
  const edge: Point[] = [];
  for (const i of region) {
    const [x, y] = [i % small.width, Math.floor(i / small.width)];
    const inner = x > 0 && x < small.width - 1 && y > 0 && y < small.height - 1 && mask[i - 1] && mask[i + 1] && mask[i - small.width] && mask[i + small.width];
    if (!inner) edge.push([x + 0.5, y + 0.5]);
  }
  const hull = convexHull(edge);
  if (hull.length < 4) return null;
  const quad = largestQuad(thinned(hull));
  if (quad.length !== 4 || polygonArea(quad) < polygonArea(hull) * MIN_QUAD_COVER) return null;
  const ordered = cornersInReadingOrder(quad);
  for (let i = 0; i < 4; i++) {
    const angle = cornerAngle(ordered[(i + 3) % 4], ordered[i], ordered[(i + 1) % 4]);
    if (angle < MIN_CORNER || angle > MAX_CORNER) return null;
  }
  const corners = ordered.map(([x, y]) => [(x * image.width) / small.width, (y * image.height) / small.height]) as Quad;
  return !alongBorder(corners, image) && slanted(corners, image) && sheetProportioned(corners) ? corners : null;
}

function sheetProportioned([tl, tr, br, bl]: Quad): boolean {
  const across = (distance(tl, tr) + distance(bl, br)) / 2;
  const down = (distance(tl, bl) + distance(tr, br)) / 2;
  const ratio = Math.max(across, down) / Math.max(1, Math.min(across, down));
  return ratio >= SHEET_PROPORTIONS[0] && ratio <= SHEET_PROPORTIONS[1];
}

/** Whether an edge of the sheet lies along the image's border: the frame cuts the paper there. */
function alongBorder(corners: Quad, image: GrayImage): boolean {
  const near = ([x, y]: Point) => {
    const sides = [x / image.width, 1 - x / image.width, y / image.height, 1 - y / image.height];
    return sides.map((d) => d < BORDER_SHARE);
  };
  for (let i = 0; i < 4; i++) {
    const [a, b] = [near(corners[i]), near(corners[(i + 1) % 4])];
    if (a.some((n, side) => n && b[side])) return true;
  }
  return false;
}

/** Whether the sheet is turned or seen at a slant: a corner off its bounding box's corner by MIN_SLANT_SHARE of the side. */
function slanted(corners: Quad, image: GrayImage): boolean {
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const box: Quad = [[Math.min(...xs), Math.min(...ys)], [Math.max(...xs), Math.min(...ys)], [Math.max(...xs), Math.max(...ys)], [Math.min(...xs), Math.max(...ys)]];
  return corners.some((p, i) => Math.abs(p[0] - box[i][0]) > MIN_SLANT_SHARE * image.width || Math.abs(p[1] - box[i][1]) > MIN_SLANT_SHARE * image.height);
}

/** How far an edge may move out to take in print beyond it, as a share of the photo's longer side. */
const MAX_GROWTH = 0.2;
/** Paper left beyond the outermost print when an edge moves out, as a share of the photo's longer side. */
const PRINT_MARGIN = 0.01;

/**
 * The sheet grown to hold the print found beyond its edges (`print`: corners of the text lines the detector found
 * in the photo). A band printed in a dark colour along an edge — a letterhead, a footer — is darker than the
 * threshold and was left out of the paper; the lines printed on it show it is paper. Each edge moves out, parallel
 * to itself, past the farthest print over its length (at most MAX_GROWTH); the corners are where the moved edges
 * meet.
 */
export function holdingPrint(corners: Quad, print: Point[], image: { width: number; height: number }): Quad {
  const side = Math.max(image.width, image.height);
  const [cx, cy] = [corners.reduce((s, p) => s + p[0], 0) / 4, corners.reduce((s, p) => s + p[1], 0) / 4];
  const lines = corners.map((a, i) => {
    const b = corners[(i + 1) % 4];
    const length = Math.max(1e-9, distance(a, b));
    const along: Point = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
    let normal: Point = [-along[1], along[0]];
    if ((a[0] - cx) * normal[0] + (a[1] - cy) * normal[1] < 0) normal = [-normal[0], -normal[1]];
    let beyond = 0;
    for (const p of print) {
      const t = ((p[0] - a[0]) * along[0] + (p[1] - a[1]) * along[1]) / length;
      const d = (p[0] - a[0]) * normal[0] + (p[1] - a[1]) * normal[1];
      if (t >= 0 && t <= 1 && d > beyond && d <= MAX_GROWTH * side) beyond = d;
    }
    const shift = beyond > 0 ? beyond + PRINT_MARGIN * side : 0;
    return { point: [a[0] + normal[0] * shift, a[1] + normal[1] * shift] as Point, along };
  });
  // Corner i is where edge i − 1 (ending at it) meets edge i (starting from it).
  return corners.map((corner, i) => meeting(lines[(i + 3) % 4], lines[i]) ?? corner) as Quad;
}

function meeting(first: { point: Point; along: Point }, second: { point: Point; along: Point }): Point | null {
  const denominator = first.along[0] * second.along[1] - first.along[1] * second.along[0];
  if (Math.abs(denominator) < 1e-9) return null;
  const [dx, dy] = [second.point[0] - first.point[0], second.point[1] - first.point[1]];
  const t = (dx * second.along[1] - dy * second.along[0]) / denominator;
  return [first.point[0] + first.along[0] * t, first.point[1] + first.along[1] * t];
}
