/**
 * Receipt field accuracy of fields/receipt.ts, scored like the eval harness (datasets/README.md):
 *   tsx eval/ocr-receipts.ts --dataset ../shared/datasets/sroie-extra-labels          (organisers' OCR boxes: the upper bound of the field rules)
 *   tsx eval/ocr-receipts.ts --dataset ../shared/datasets/sroie-dev --cache /tmp/layouts [--limit 30]   (our OCR end to end)
 * `--cache DIR` keeps each OCR'd layout as JSON so field rules can be iterated on without re-reading images.
 * `--misses` prints every wrong prediction next to its label.
 * `--second-reading` re-reads the total, date, name and address rows with the second OCR engine (sources/line-reader.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { extractReceiptFields } from '../src/extraction/fields/receipt.ts';
import { decodeImagePages, rotate } from '../src/extraction/sources/image.ts';
import { findSkewAngle } from '../src/extraction/sources/skew.ts';
import { readRows, type PageAsRead } from '../src/extraction/sources/line-reader.ts';
import { ocrImageFile } from '../src/extraction/sources/ocr.ts';
import { stopOcr } from '../src/extraction/sources/tesseract-engine.ts';
import { rowsToReread } from '../src/extraction/fields/receipt.ts';
import type { BBox, LayoutPage, RowReading, Word } from '../src/extraction/types.ts';

interface Labelled {
  id: string;
  file: string | null;
  fields: Record<string, string | number>;
}

const { values: args } = parseArgs({
  options: {
    dataset: { type: 'string', default: '../shared/datasets/sroie-extra-labels' },
    cache: { type: 'string' },
    limit: { type: 'string', default: '100000' },
    offset: { type: 'string', default: '0' },
    misses: { type: 'boolean', default: false },
    'second-reading': { type: 'boolean', default: false },
  },
});

/** The organisers' `x1,y1,…,x4,y4,text` rows → a layout page, one line per box, words spread along it. */
function pageFromBoxes(text: string): LayoutPage {
  const boxes = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const parts = l.split(',');
      const xy = parts.slice(0, 8).map(Number);
      return { xs: [xy[0], xy[2], xy[4], xy[6]], ys: [xy[1], xy[3], xy[5], xy[7]], text: parts.slice(8).join(',').trim() };
    })
    .filter((b) => b.text && b.xs.every(Number.isFinite));
  const width = Math.max(1, ...boxes.flatMap((b) => b.xs)) * 1.05;
  const height = Math.max(1, ...boxes.flatMap((b) => b.ys)) * 1.05;
  const lines = boxes.map((b) => {
    const bbox: BBox = [Math.min(...b.xs) / width, Math.min(...b.ys) / height, Math.max(...b.xs) / width, Math.max(...b.ys) / height];
    const tokens = b.text.split(/\s+/);
    const span = (bbox[2] - bbox[0]) / b.text.length;
    let at = 0;
    const words: Word[] = tokens.map((t) => {
      const start = b.text.indexOf(t, at);
      at = start + t.length;
      return { text: t, bbox: [bbox[0] + start * span, bbox[1], bbox[0] + at * span, bbox[3]], confidence: 1 };
    });
    return { text: b.text, bbox, words };
  });
  return { number: 1, width, height, unit: 'px', rotation: 0, source: 'ocr', words: lines.flatMap((l) => l.words), lines };
}

async function layoutOf(row: Labelled): Promise<LayoutPage[]> {
  if (!row.file) return [pageFromBoxes(readFileSync(join(args.dataset, 'ocr_boxes', `${row.id}.txt`), 'utf8'))];
  const cached = args.cache ? join(args.cache, `${row.id}.json`) : null;
  if (cached && existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as LayoutPage[];
  const { pages } = await ocrImageFile(readFileSync(join(args.dataset, row.file)), { langs: process.env.DOCPROC_OCR_LANGS ?? 'eng', maxPages: 5, pageImages: false });
  if (cached) writeFileSync(cached, JSON.stringify(pages));
  return pages;
}

const normalText = (v: unknown) => String(v ?? '').normalize('NFKC').toUpperCase().replace(/\s+/g, ' ').trim();
function matches(name: string, predicted: unknown, label: unknown): boolean {
  if (predicted === null || predicted === undefined) return false;
  if (typeof label === 'number') return typeof predicted === 'number' && Math.abs(predicted - label) <= 0.005;
  if (name === 'date') return predicted === label;
  return normalText(predicted) === normalText(label);
}

if (args.cache) mkdirSync(args.cache, { recursive: true });
const rows = readFileSync(join(args.dataset, 'ground_truth.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Labelled)
  .slice(Number(args.offset), Number(args.offset) + Number(args.limit));

const names = ['supplier_name', 'supplier_address', 'date', 'total_amount'];
const hits = Object.fromEntries(names.map((n) => [n, 0]));
const nulls = Object.fromEntries(names.map((n) => [n, 0]));
const counts = Object.fromEntries(names.map((n) => [n, 0]));
/** The second engine's readings of the rows worth re-reading, from the image turned as the layout says. */
async function readingsOf(row: Labelled, pages: LayoutPage[]): Promise<RowReading[]> {
  if (!args['second-reading'] || !row.file) return [];
  const images = await decodeImagePages(readFileSync(join(args.dataset, row.file)), 5);
  const asRead = new Map<number, PageAsRead>();
  for (const page of pages) {
    const image = images[page.number - 1];
    const upright = page.rotation ? await rotate(image, page.rotation) : image;
    // Deskewed as ocr.ts deskews it before Tesseract reads it (the darker readings of faint pages are not redone here).
    const skew = findSkewAngle(upright);
    asRead.set(page.number, { upright, straight: skew === 0 ? upright : await rotate(upright, skew), skew });
  }
  return readRows(rowsToReread(pages), asRead);
}

for (const row of rows) {
  const pages = await layoutOf(row);
  const { fields } = extractReceiptFields(pages, await readingsOf(row, pages));
  for (const name of names) {
    if (!(name in row.fields)) continue;
    counts[name]++;
    const predicted = fields[name]?.value ?? null;
    if (predicted === null) nulls[name]++;
    if (matches(name, predicted, row.fields[name])) hits[name]++;
    else if (args.misses) console.log(`${row.id} ${name}: ${JSON.stringify(predicted)} ≠ ${JSON.stringify(row.fields[name])}`);
  }
}
await stopOcr();
const accuracy = Object.fromEntries(names.map((n) => [n, Math.round((hits[n] / Math.max(1, counts[n])) * 1000) / 1000]));
console.log(
  JSON.stringify({
    dataset: args.dataset,
    receipts: rows.length,
    accuracy,
    mean: Math.round((names.reduce((s, n) => s + accuracy[n], 0) / names.length) * 1000) / 1000,
    null_share: Object.fromEntries(names.map((n) => [n, Math.round((nulls[n] / Math.max(1, counts[n])) * 100) / 100])),
  }),
);
