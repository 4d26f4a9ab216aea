/**
 * Accuracy harness: `npm run eval -- [--dataset DIR]… [--json FILE] [--no-einvoice] [--limit N] [--ids a,b]
 * [--ocr-boxes] [--page-images] [--type auto] [--langs eng+msa]`. Runs `extract()` directly (no server) on every labelled document, two at a
 * time, and scores the result by the rules of ../shared/datasets/README.md.
 *
 * `--ocr-boxes` feeds a dataset's own OCR (`ocr_boxes/<id>.txt`, SROIE) to the field extractor instead of
 * reading the file, to measure field rules apart from OCR quality. `--page-images` reads a single-page
 * document's page rendering (`page_images`) instead of its PDF: the OCR path on a document whose text layer
 * gives the right answer.
 */
import { readFile, readdir, writeFile, access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { extract } from '../src/extraction/index.ts';
import { analysePages } from '../src/extraction/analyse.ts';
import type { DocumentType, RequestedType, Result } from '../src/extraction/types.ts';
import { fieldMatches, scoreLineItems, similarity, type ItemLike } from './score.ts';
import { pageFromOcrBoxes } from './ocr-boxes.ts';
import { DEFAULT_OCR_LANGS } from '../src/extraction/sources/ocr-languages.ts';

interface GroundTruth {
  id: string;
  file: string | null;
  type: DocumentType;
  fields: Record<string, unknown>;
  line_items: ItemLike[] | null;
  /** Renderings of the same document's pages (the OCR path on a document that also exists as a PDF). */
  page_images?: string[];
}

interface FieldStats {
  count: number;
  matches: number;
  nulls: number;
  similarity: number;
}

interface Miss {
  id: string;
  field: string;
  expected: unknown;
  predicted: unknown;
  confidence: number | null;
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
    'no-second-reading': { type: 'boolean', default: false },
    type: { type: 'string' },
    langs: { type: 'string' },
    concurrency: { type: 'string', default: '2' },
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

async function predict(dir: string, row: GroundTruth): Promise<Result> {
  if (args['ocr-boxes']) {
    const boxes = await readFile(join(dir, 'ocr_boxes', `${row.id}.txt`), 'utf8');
    return analysePages([pageFromOcrBoxes(boxes)], submittedType(row), 'ocr');
  }
  const file = args['page-images'] ? pageImage(row) : row.file;
  if (!file) throw new Error('no file');
  const bytes = new Uint8Array(await readFile(join(dir, file)));
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

async function evaluate(dir: string) {
  let rows = await readTruth(dir);
  if (args['ocr-boxes']) rows = rows.filter((row) => row.id);
  else if (args['page-images']) rows = rows.filter((row) => pageImage(row));
  else rows = rows.filter((row) => row.file);
  if (args.ids) {
    const wanted = new Set(args.ids.split(','));
    rows = rows.filter((row) => wanted.has(row.id));
  }
  if (args.limit) rows = rows.slice(0, Number(args.limit));
  const started = Date.now();
  const outcomes = await mapLimit(rows, Number(args.concurrency), async (row) => {
    try {
      return { row, result: await predict(dir, row), error: null };
    } catch (error) {
      return { row, result: null, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  });
  const stats = new Map<string, FieldStats>();
  const misses: Miss[] = [];
  const errors: { id: string; error: string }[] = [];
  const items = { truePositives: 0, expected: 0, predicted: 0, documents: 0 };
  for (const { row, result, error } of outcomes) {
    if (error) errors.push({ id: row.id, error });
    for (const [field, expected] of Object.entries(row.fields)) {
      const predictedField = result?.fields[field];
      const predicted = predictedField?.value ?? null;
      const entry = stats.get(field) ?? { count: 0, matches: 0, nulls: 0, similarity: 0 };
      entry.count++;
      if (predicted === null) entry.nulls++;
      entry.similarity += similarity(expected, predicted);
      if (fieldMatches(field, expected, predicted)) entry.matches++;
      else misses.push({ id: row.id, field, expected, predicted, confidence: predictedField?.confidence ?? null });
      stats.set(field, entry);
    }
    if (row.line_items) {
      const scored = scoreLineItems(row.line_items, result?.line_items ?? []);
      if (scored.truePositives < Math.max(scored.expected, scored.predicted)) {
        const brief = (items: ItemLike[]) => items.map((item) => ({ description: item.description, amount: item.amount }));
        misses.push({ id: row.id, field: 'line_items', expected: brief(row.line_items), predicted: brief(result?.line_items ?? []), confidence: null });
      }
      items.truePositives += scored.truePositives;
      items.expected += scored.expected;
      items.predicted += scored.predicted;
      items.documents++;
    }
  }
  const table = [...stats.entries()].map(([field, s]) => ({
    field,
    count: s.count,
    accuracy: s.matches / s.count,
    null_share: s.nulls / s.count,
    mean_similarity: s.similarity / s.count,
  }));
  const labelled = table.reduce((acc, t) => acc + t.count, 0);
  const matched = [...stats.values()].reduce((acc, s) => acc + s.matches, 0);
  const precision = items.predicted ? items.truePositives / items.predicted : 0;
  const recall = items.expected ? items.truePositives / items.expected : 0;
  return {
    dataset: dir.split('/').pop() ?? dir,
    documents: rows.length,
    seconds: (Date.now() - started) / 1000,
    mean_field_accuracy: table.length ? table.reduce((acc, t) => acc + t.accuracy, 0) / table.length : 0,
    micro_accuracy: labelled ? matched / labelled : 0,
    line_items: { documents: items.documents, precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 },
    fields: table,
    errors,
    misses,
  };
}

const pct = (v: number) => (v * 100).toFixed(1).padStart(6);

const datasets = args.dataset ? args.dataset.map((d) => resolve(d)) : await defaultDatasets();
const reports = [];
for (const dir of datasets) {
  const report = await evaluate(dir);
  reports.push(report);
  const li = report.line_items;
  console.log(
    `${report.dataset}: ${report.documents} docs in ${report.seconds.toFixed(1)} s — mean field accuracy ${pct(report.mean_field_accuracy)} %` +
      ` (all fields pooled ${pct(report.micro_accuracy)} %)` +
      (li.documents ? `, line items P/R/F1 ${pct(li.precision)}/${pct(li.recall)}/${pct(li.f1)} % on ${li.documents} docs` : '') +
      (report.errors.length ? `, ${report.errors.length} errors` : ''),
  );
  console.log(`  ${'field'.padEnd(18)} ${'count'.padStart(5)} ${'acc %'.padStart(6)} ${'null %'.padStart(6)} ${'sim %'.padStart(6)}`);
  for (const row of report.fields) {
    console.log(`  ${row.field.padEnd(18)} ${String(row.count).padStart(5)} ${pct(row.accuracy)} ${pct(row.null_share)} ${pct(row.mean_similarity)}`);
  }
  for (const error of report.errors.slice(0, 5)) console.log(`  error ${error.id}: ${error.error}`);
}
if (args.json) await writeFile(args.json, JSON.stringify(reports, null, 2));
process.exit(0);
