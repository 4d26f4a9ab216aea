/**
 * Geometry of detected text lines: a line is a quadrilateral on the page (a rotated rectangle), its corners
 * in reading order — top-left, top-right, bottom-right, bottom-left — in pixels.
 */
export type Point = [number, number];
export type Quad = [Point, Point, Point, Point];

export const distance = (p: Point, q: Point): number => Math.hypot(p[0] - q[0], p[1] - q[1]);

/** Convex hull (monotone chain), counter-clockwise in image coordinates' terms, no repeated end point. */
export function convexHull(points: Point[]): Point[] {
  if (points.length < 3) return points.slice();
  const sorted = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** A rotated rectangle: centre, the unit vector of its long ("reading") axis, and its length and thickness. */
export interface RotatedRect {
  centre: Point;
  axis: Point;
  length: number;
  thickness: number;
}

/**
 * The smallest rectangle around the points (rotating calipers over their hull). Its reading axis is its long
 * side, pointed rightwards: a page already turned upright holds lines within ±45° of level.
 */
export function minAreaRect(points: Point[]): RotatedRect {
  const hull = convexHull(points);
  if (hull.length === 1) return { centre: hull[0], axis: [1, 0], length: 0, thickness: 0 };
  let best: { area: number; rect: RotatedRect } | null = null;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i];
    const b = hull[(i + 1) % hull.length];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len === 0) continue;
    const u: Point = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
    const v: Point = [-u[1], u[0]];
    let [minU, maxU, minV, maxV] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const p of hull) {
      const pu = p[0] * u[0] + p[1] * u[1];
      const pv = p[0] * v[0] + p[1] * v[1];
      minU = Math.min(minU, pu);
      maxU = Math.max(maxU, pu);
      minV = Math.min(minV, pv);
      maxV = Math.max(maxV, pv);
    }
    const area = (maxU - minU) * (maxV - minV);
    if (best && area >= best.area) continue;
    const cu = (minU + maxU) / 2;
    const cv = (minV + maxV) / 2;
    const centre: Point = [cu * u[0] + cv * v[0], cu * u[1] + cv * v[1]];
    const [du, dv] = [maxU - minU, maxV - minV];
    const rect = du >= dv ? { centre, axis: u, length: du, thickness: dv } : { centre, axis: v, length: dv, thickness: du };
    best = { area, rect };
  }
  const rect = best?.rect ?? { centre: hull[0], axis: [1, 0] as Point, length: 0, thickness: 0 };
  if (rect.axis[0] < 0 || (rect.axis[0] === 0 && rect.axis[1] < 0)) rect.axis = [-rect.axis[0], -rect.axis[1]];
  return rect;
}

/** The rectangle grown by `by` on every side. */
export function grow(rect: RotatedRect, by: number): RotatedRect {
  return { ...rect, length: rect.length + 2 * by, thickness: rect.thickness + 2 * by };
}

/** The rectangle's corners in reading order; its "down" is the reading axis turned clockwise (image y down). */
export function corners(rect: RotatedRect): Quad {
  const [ux, uy] = rect.axis;
  const [vx, vy] = [-uy, ux];
  const [hl, ht] = [rect.length / 2, rect.thickness / 2];
  const at = (su: number, sv: number): Point => [rect.centre[0] + su * hl * ux + sv * ht * vx, rect.centre[1] + su * hl * uy + sv * ht * vy];
  return [at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)];
}

/** A point a share `s` along the reading axis and `t` across it (0 = top edge, 1 = bottom edge). */
export function pointIn(quad: Quad, s: number, t: number): Point {
  const top: Point = [quad[0][0] + s * (quad[1][0] - quad[0][0]), quad[0][1] + s * (quad[1][1] - quad[0][1])];
  const bottom: Point = [quad[3][0] + s * (quad[2][0] - quad[3][0]), quad[3][1] + s * (quad[2][1] - quad[3][1])];
  return [top[0] + t * (bottom[0] - top[0]), top[1] + t * (bottom[1] - top[1])];
}

/** Whether `p` lies inside the convex quadrilateral. */
export function insideQuad(quad: Quad, p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i];
    const b = quad[(i + 1) % 4];
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (cross === 0) continue;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}
