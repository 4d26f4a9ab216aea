/**
 * Accuracy harness: `npm run eval -- [--dataset DIR]… [--json FILE] [--no-einvoice] [--limit N] [--ids a,b]
 * [--ocr-boxes] [--page-images] [--type auto] [--langs eng+msa] [--cv K [--no-model] [--cached-only]]
 * [--api [--api-url URL --api-key KEY]]`. Runs `extract()` directly (no server) on every labelled document, two
 * at a time, and scores the result by the rules of ../shared/datasets/README.md. `--api`: through the HTTP API
 * instead, the service started as `npm start` starts it (eval/api.ts).
 *
 * `--ocr-boxes` feeds a dataset's own OCR (`ocr_boxes/<id>.txt`, SROIE) to the field extractor instead of
 * reading the file, to measure field rules apart from OCR quality. `--page-images` reads a single-page
 * document's page rendering (`page_images`) instead of its PDF: the OCR path on a document whose text layer
 * gives the right answer. `--render-pages`: each one-page PDF rendered at 300 dpi and read as a PNG instead
 * (eval/rendered-pages.ts), for datasets without page renderings.
 *
 * `--cv K`: K folds grouped by supplier; the receipt model (weights, calibration) is fitted on the other folds
 * for each, and the held-out folds' figures are reported (eval/cross-validate.ts). Pages come from the cache
 * (eval/cache.ts). `--no-model`: the rules alone, the same way (the figure before the model).
 * `--cached-only`: only documents already in the cache.
 */
import { readFile, readdir, writeFile, access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { extract } from '../src/extraction/index.ts';
import { analysePages } from '../src/extraction/analyse.ts';
import type { DocumentType, RequestedType, Result } from '../src/extraction/types.ts';
import type { ItemLike } from './score.ts';
import { pageFromOcrBoxes } from './ocr-boxes.ts';
import { printReport, report, type Report } from './report.ts';
import { crossValidate } from './cross-validate.ts';
import { stopOcr } from '../src/extraction/sources/tesseract-engine.ts';
import { DEFAULT_OCR_LANGS } from '../src/extraction/sources/ocr-languages.ts';
import { apiClient, type ApiClient } from './api.ts';
import { isOnePagePdf, renderedPage } from './rendered-pages.ts';

interface GroundTruth {
  id: string;
  file: string | null;
  type: DocumentType;
  fields: Record<string, unknown>;
  line_items: ItemLike[] | null;
  /** Renderings of the same document's pages (the OCR path on a document that also exists as a PDF). */
  page_images?: string[];
}

const DATASETS_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../shared/datasets');

const { values: args } = parseArgs({
  options: {
    dataset: { type: 'string', multiple: true },
    json: { type: 'string' },
    'no-einvoice': { type: 'boolean', default: false },
    limit: { type: 'string' },
    ids: { type: 'string' },
    'ocr-boxes': { type: 'boolean', default: false },
    'page-images': { type: 'boolean', default: false },
    'render-pages': { type: 'boolean', default: false },
    'no-second-reading': { type: 'boolean', default: false },
    type: { type: 'string' },
    langs: { type: 'string' },
    concurrency: { type: 'string', default: '2' },
    cv: { type: 'string' },
    'no-model': { type: 'boolean', default: false },
    'cached-only': { type: 'boolean', default: false },
    api: { type: 'boolean', default: false },
    'api-url': { type: 'string' },
    'api-key': { type: 'string' },
  },
});

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** Every dataset folder with labels and something to read (files, or OCR boxes in --ocr-boxes mode). */
async function defaultDatasets(): Promise<string[]> {
  const found: string[] = [];
  for (const name of (await readdir(DATASETS_ROOT)).sort()) {
    const dir = join(DATASETS_ROOT, name);
    if (!(await exists(join(dir, 'ground_truth.jsonl')))) continue;
    const rows = await readTruth(dir);
    const readable = args['ocr-boxes'] ? await exists(join(dir, 'ocr_boxes')) : rows.some((row) => (args['page-images'] ? pageImage(row) : row.file));
    if (readable) found.push(dir);
  }
  return found;
}

async function readTruth(dir: string): Promise<GroundTruth[]> {
  const text = await readFile(join(dir, 'ground_truth.jsonl'), 'utf8');
  return text.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as GroundTruth);
}

if (args.type !== undefined && args.type !== 'auto') throw new Error(`--type: only "auto" is accepted (the labelled type is the default), got "${args.type}"`);

/** `--type auto` submits every document as `auto`, to measure classification along with extraction. */
function submittedType(row: GroundTruth): RequestedType {
  return args.type === 'auto' ? 'auto' : row.type;
}

/** The one page image of a single-page document, in --page-images mode. */
function pageImage(row: GroundTruth): string | null {
  return row.page_images?.length === 1 ? row.page_images[0] : null;
}

if (args.api && (args.cv || args['ocr-boxes'])) throw new Error('--api measures files through the service: not with --cv or --ocr-boxes');
if (Boolean(args['api-url']) !== Boolean(args['api-key'])) throw new Error('--api-url and --api-key go together');

/** The service's settings that match the flags, for a service `--api` starts. */
function serviceEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  if (args['no-einvoice']) env.DOCPROC_EINVOICE = 'false';
  if (args.langs) env.DOCPROC_OCR_LANGS = args.langs;
  if (args['no-second-reading']) env.DOCPROC_OCR_SECOND_READING = 'false';
  return env;
}

const api: ApiClient | null = args.api || args['api-url'] ? await apiClient({ url: args['api-url'], key: args['api-key'], env: serviceEnv() }) : null;

async function predict(dir: string, row: GroundTruth): Promise<Result> {
  if (args['ocr-boxes']) {
    const boxes = await readFile(join(dir, 'ocr_boxes', `${row.id}.txt`), 'utf8');
    return analysePages([pageFromOcrBoxes(boxes)], submittedType(row), 'ocr');
  }
  const file = args['page-images'] ? pageImage(row) : row.file;
  if (!file) throw new Error('no file');
  const path = args['render-pages'] ? await renderedPage(join(dir, file)) : join(dir, file);
  if (api) return api.process(path, submittedType(row));
  const bytes = new Uint8Array(await readFile(path));
  const output = await extract(bytes, submittedType(row), {
    einvoice: !args['no-einvoice'],
    ocrLangs: args.langs ?? process.env.DOCPROC_OCR_LANGS ?? DEFAULT_OCR_LANGS,
    maxPages: 50,
    renderPages: false,
    secondReading: !args['no-second-reading'],
  });
  return output.result;
}

async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  });
  await Promise.all(lanes);
  return results;
}

async function selectedRows(dir: string): Promise<GroundTruth[]> {
  let rows = await readTruth(dir);
  if (args['ocr-boxes']) rows = rows.filter((row) => row.id);
  else if (args['page-images']) rows = rows.filter((row) => pageImage(row));
  else rows = rows.filter((row) => row.file);
  if (args['render-pages']) {
    const onePage = await Promise.all(rows.map((row) => (row.file ? isOnePagePdf(join(dir, row.file)) : false)));
    rows = rows.filter((_, i) => onePage[i]);
  }
  if (args.ids) {
    const wanted = new Set(args.ids.split(','));
    rows = rows.filter((row) => wanted.has(row.id));
  }
  if (args.limit) rows = rows.slice(0, Number(args.limit));
  return rows;
}

async function evaluate(dir: string): Promise<Report> {
  const rows = await selectedRows(dir);
  const started = Date.now();
  const outcomes = await mapLimit(rows, Number(args.concurrency), async (row) => {
    try {
      return { row, result: await predict(dir, row), error: null };
    } catch (error) {
      return { row, result: null, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  });
  return report(dir.split('/').pop() ?? dir, outcomes, (Date.now() - started) / 1000);
}

const datasets = args.dataset ? args.dataset.map((d) => resolve(d)) : await defaultDatasets();
const reports: Report[] = [];
if (args.cv) {
  const cv = await crossValidate(datasets, Number(args.cv), {
    model: !args['no-model'],
    cachedOnly: args['cached-only'],
    langs: args.langs ?? process.env.DOCPROC_OCR_LANGS ?? 'eng',
    rowsOf: selectedRows,
  });
  reports.push(...cv);
} else {
  for (const dir of datasets) reports.push(await evaluate(dir));
}
for (const r of reports) printReport(r);
if (args.json) await writeFile(args.json, JSON.stringify(reports, null, 2));
await api?.close();
await stopOcr();
process.exit(0);
