/**
 * Light print on dark bands made dark print on light: a letterhead printed white on a coloured band, a table
 * header row white on navy. Tesseract reads dark on light only (its own per-line inversion is off: a tenth of
 * the reading time on receipts, tesseract-engine.ts), so such lines were left to the second engine, whose
 * recogniser drops accents (`Lopez` for `López`). A band is a large, nearly rectangular region of dark cells;
 * its bounding box is inverted whole, the letters inside it too.
 */
import type { GrayImage } from './image.ts';
import { percentile } from './gray-levels.ts';

/** Cells of the page this many pixels square are classed dark or not. */
const CELL_SHARE = 0.01;
const MIN_CELL = 8;
/**
 * A table's header band one line of type high (≈ 30 px at 175 dpi) holds too few rows of whole cells: it is looked
 * for again on cells half as large, and kept when it runs across a good part of the page (a bold heading does not).
 */
const THIN_CELL_SHARE = 0.005;
const THIN_MIN_WIDTH = 0.3;
/** A cell is dark when at least this share of its pixels is darker than mid-gray. */
const DARK_PIXEL = 128;
const DARK_SHARE = 0.6;
/** A band spans at least this many cells each way and fills this share of its bounding box. */
const MIN_CELLS_HIGH = 3;
const MIN_CELLS_WIDE = 8;
const MIN_FILL = 0.7;
/** A band whose lightest print is within this many gray levels of its colour has nothing printed on it. */
const MIN_CONTRAST = 48;

interface Band {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The dark bands of the page, in cells, at least `minWide` cells wide. */
function darkBands(dark: Uint8Array, columns: number, rows: number, minWide: number): Band[] {
  const seen = new Uint8Array(dark.length);
  const bands: Band[] = [];
  for (let start = 0; start < dark.length; start++) {
    if (!dark[start] || seen[start]) continue;
    const band = { left: columns, top: rows, right: -1, bottom: -1 };
    let count = 0;
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const cell = stack.pop()!;
      const [x, y] = [cell % columns, Math.floor(cell / columns)];
      count++;
      band.left = Math.min(band.left, x);
      band.right = Math.max(band.right, x);
      band.top = Math.min(band.top, y);
      band.bottom = Math.max(band.bottom, y);
      for (const next of [x > 0 ? cell - 1 : -1, x < columns - 1 ? cell + 1 : -1, y > 0 ? cell - columns : -1, y < rows - 1 ? cell + columns : -1]) {
        if (next >= 0 && dark[next] && !seen[next]) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    const [wide, high] = [band.right - band.left + 1, band.bottom - band.top + 1];
    if (wide >= minWide && high >= MIN_CELLS_HIGH && count / (wide * high) >= MIN_FILL) bands.push(band);
  }
  return bands;
}

/** The page's dark bands in pixels, found on cells `cell` pixels square. */
function bandBoxes(image: GrayImage, cell: number, minWide: (columns: number) => number): [number, number, number, number][] {
  const { width, height, data: src } = image;
  const [columns, rows] = [Math.ceil(width / cell), Math.ceil(height / cell)];
  const darkCount = new Uint32Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const rowCells = Math.floor(y / cell) * columns;
    for (let x = 0; x < width; x++) if (src[y * width + x] < DARK_PIXEL) darkCount[rowCells + Math.floor(x / cell)]++;
  }
  const dark = new Uint8Array(columns * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const area = (Math.min(width, (c + 1) * cell) - c * cell) * (Math.min(height, (r + 1) * cell) - r * cell);
      dark[r * columns + c] = darkCount[r * columns + c] >= area * DARK_SHARE ? 1 : 0;
    }
  }
  return darkBands(dark, columns, rows, minWide(columns)).map((band) => [band.left * cell, band.top * cell, Math.min(width, (band.right + 1) * cell), Math.min(height, (band.bottom + 1) * cell)]);
}

const overlaps = (a: number[], b: number[]) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** The page with its dark bands inverted; the page itself when it has none. */
export function invertDarkBands(image: GrayImage): GrayImage {
  const { width, height, data: src } = image;
  const side = Math.min(width, height);
  const bands = bandBoxes(image, Math.max(MIN_CELL, Math.round(side * CELL_SHARE)), () => MIN_CELLS_WIDE);
  const thin = bandBoxes(image, Math.max(MIN_CELL / 2, Math.round(side * THIN_CELL_SHARE)), (columns) => Math.ceil(columns * THIN_MIN_WIDTH));
  bands.push(...thin.filter((box) => !bands.some((other) => overlaps(box, other))));
  let data: Uint8Array | null = null;
  for (const band of bands) {
    const [x0, y0, x1, y1] = edges(image, band);
    const histogram = new Float64Array(256);
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) histogram[src[y * width + x]]++;
    // The band's colour becomes white paper and its lightest print black ink, as Tesseract expects a page.
    const [colour, print] = [percentile(histogram, 0.5), percentile(histogram, 0.995)];
    if (print - colour < MIN_CONTRAST) continue;
    const levels = new Uint8Array(256);
    for (let v = 0; v < 256; v++) levels[v] = Math.round(255 * (1 - Math.min(1, Math.max(0, (v - colour) / (print - colour)))));
    data ??= Uint8Array.from(src);
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) data[y * width + x] = levels[src[y * width + x]];
    }
  }
  return data ? { data, width, height } : image;
}

/**
 * A band's box in cells moved to its printed edges, pixel by pixel: out while the next row or column beyond it
 * is mostly dark, in while its own outer one is not (else a strip of band or of paper is left as a rule).
 */
function edges(image: GrayImage, box: [number, number, number, number]): [number, number, number, number] {
  const { width, height, data } = image;
  let [x0, y0, x1, y1] = box;
  const rowDark = (y: number) => {
    let n = 0;
    for (let x = x0; x < x1; x++) if (data[y * width + x] < DARK_PIXEL) n++;
    return n >= (x1 - x0) / 2;
  };
  const columnDark = (x: number) => {
    let n = 0;
    for (let y = y0; y < y1; y++) if (data[y * width + x] < DARK_PIXEL) n++;
    return n >= (y1 - y0) / 2;
  };
  while (y0 > 0 && rowDark(y0 - 1)) y0--;
  while (y0 < y1 - 1 && !rowDark(y0)) y0++;
  while (y1 < height && rowDark(y1)) y1++;
  while (y1 > y0 + 1 && !rowDark(y1 - 1)) y1--;
  while (x0 > 0 && columnDark(x0 - 1)) x0--;
  while (x0 < x1 - 1 && !columnDark(x0)) x0++;
  while (x1 < width && columnDark(x1)) x1++;
  while (x1 > x0 + 1 && !columnDark(x1 - 1)) x1--;
  return [x0, y0, x1, y1];
}
