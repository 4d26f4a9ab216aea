/**
 * Pipeline speed per source, in one run on the same pages, each beside its raw engine:
 * - digital PDF: `extract()` end to end vs pdf.js text extraction alone (target ≤ 50 ms/page end to end), and
 *   once more with the console's page images drawn and encoded, as the service runs it;
 * - scanned PDF (the receipts below wrapped as image-only PDFs) and scanned/photographed image files:
 *   `extract()` end to end vs raw Tesseract on the same pages (the PDF's page rendered at 300 dpi; the image
 *   decoded), with the same engine and languages and Tesseract's default parameters, the CLI started for each
 *   page as one runs it on an image; and once more without the second reading of the receipt's total, date,
 *   name and address rows, for its cost. Tesseract alone is also timed with the parameters the pipeline sets
 *   (ocr.ts PIPELINE_PARAMETERS), to show what they save, and kept running (sources/tesseract-process.ts, as
 *   the pipeline runs it), to show what is left once its start per page is saved ("vs kept"). Raw Tesseract is
 *   timed in a process of its own that holds nothing else (bench/helpers/raw-tesseract.ts).
 * - invoice page images (the first page of zugferd-dev PDFs rendered at 300 dpi, sent as PNG files of type
 *   `invoice`): `extract()` end to end, which reads every such page with the text detector and recogniser too
 *   (sources/ocr.ts `detectEveryPage`), vs raw Tesseract on the same PNGs.
 * Single thread (one `extract()` at a time, by a pool of one worker thread, as the service runs it), then the
 * full pool (worker threads, one per core, all documents submitted at once; raw Tesseract with as many
 * processes at once). Peak memory: the resident set of this process at its highest during the single-thread
 * runs, and during the pool's, beside what it held before extracting anything (the inputs: 150 receipts are
 * several GB); and the peak of one worker process that holds nothing else, extracting the receipts one at a
 * time (bench/helpers/worker-peak.ts), and apart that of the Tesseract CLI process the worker kept running.
 * `npx tsx bench/pipeline.ts` alone, or as a part of `npm run bench`.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getDocument } from '../src/extraction/sources/pdfjs.ts';
import { createExtractionPool, WORKER_V8_FLAGS } from '../src/extraction/pool.ts';
import { DEFAULT_WORKER_MEMORY_MB } from '../src/extraction/budgets.ts';
import { workerEnv, workerNodeFlags } from '../src/extraction/worker-process.ts';
import { decodeImagePages, encodePng } from '../src/extraction/sources/image.ts';
import { PIPELINE_PARAMETERS } from '../src/extraction/sources/tesseract-engine.ts';
import { renderPdfPage } from '../src/extraction/sources/render.ts';
import type { DocumentType } from '../src/extraction/types.ts';
import { scannedPdf } from '../test/helpers/image-pdf.ts';
import { benchOptions, inLanes, peakRssMb, resetPeakRss, rssMb, workerPeakSampler } from './helpers/measure.ts';

const DATASETS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../shared/datasets');
const PDF_DIR = join(DATASETS, 'zugferd-dev/pdf');
const IMAGE_DIR = join(DATASETS, 'sroie-dev/images');
const runProcess = promisify(execFile);
const IMAGE_COUNT = Number(process.env.BENCH_IMAGES ?? 6);
const POOL_SIZE = availableParallelism();

const options = benchOptions;

/** The raw engine beside a source: pdf.js in this process on the files, or Tesseract on PNG pages written to disk. */
type RawEngine = { name: 'pdf.js text'; inputs: Uint8Array[]; read(input: Uint8Array): Promise<number> } | { name: 'tesseract'; pages: string[] };

interface Source {
  name: string;
  type: DocumentType;
  documents: Uint8Array[];
  raw: RawEngine;
  /** The receipts' files, and how bench/helpers/worker-peak.ts is to make the documents of them. */
  files?: { kind: 'jpeg' | 'pdf'; paths: string[] };
}

interface Row {
  source: string;
  run: string;
  pages: number;
  ms: number;
}

async function pdfjsTextOnly(bytes: Uint8Array): Promise<number> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  for (let n = 1; n <= pdf.numPages; n++) await (await pdf.getPage(n)).getTextContent();
  const pages = pdf.numPages;
  await pdf.destroy();
  return pages;
}

async function renderedPages(bytes: Uint8Array): Promise<Uint8Array[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const pngs: Uint8Array[] = [];
  for (let n = 1; n <= pdf.numPages; n++) pngs.push(await renderPdfPage(await pdf.getPage(n), 300));
  await pdf.destroy();
  return pngs;
}

/** Raw Tesseract on `pages` (PNG files), `lanes` at once, in a process of its own (bench/helpers/raw-tesseract.ts). */
async function rawTesseract(mode: 'defaults' | 'as-set' | 'kept-running', lanes: number, pages: string[]): Promise<{ pages: number; ms: number }> {
  return helper('raw-tesseract.ts', [mode, String(lanes), options.ocrLangs, ...pages]);
}

/** A script of bench/helpers run in a process of its own (with `nodeFlags`), and the JSON it prints last. */
async function helper<T>(script: string, args: string[], nodeFlags = process.execArgv, env = process.env): Promise<T> {
  const path = fileURLToPath(new URL(`./helpers/${script}`, import.meta.url));
  const { stdout } = await runProcess(process.execPath, [...nodeFlags, path, ...args], { maxBuffer: 1 << 20, env });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as T;
}

/** PNGs written to `dir` as `prefix-N.png`, their paths. */
async function written(dir: string, prefix: string, pngs: Uint8Array[]): Promise<string[]> {
  return Promise.all(pngs.map(async (png, i) => {
    const path = join(dir, `${prefix}-${i}.png`);
    await writeFile(path, png);
    return path;
  }));
}

/**
 * `count` of the receipts, spread evenly over the set. The file names sort by capture batch, so the first few
 * are of one kind (the first 12 hold 4 of the 150's 9 phone photos whose small text is upscaled for Tesseract),
 * and a sample spread over the set is closer to the whole. `BENCH_IMAGES=150` times them all.
 */
function spreadOver(names: string[], count: number): string[] {
  const step = names.length / Math.min(count, names.length);
  return Array.from({ length: Math.min(count, names.length) }, (_, i) => names[Math.floor(i * step)]);
}

async function sources(dir: string): Promise<Source[]> {
  const pdfNames = (await readdir(PDF_DIR)).filter((name) => name.endsWith('.pdf')).sort();
  const pdfs = await Promise.all(pdfNames.map(async (name) => new Uint8Array(await readFile(join(PDF_DIR, name)))));
  const imageNames = spreadOver((await readdir(IMAGE_DIR)).filter((name) => /\.jpe?g$/i.test(name)).sort(), IMAGE_COUNT);
  const imagePaths = imageNames.map((name) => join(IMAGE_DIR, name));
  const images = await Promise.all(imagePaths.map(async (path) => new Uint8Array(await readFile(path))));
  const scans = await Promise.all(images.map((jpeg) => scannedPdf([jpeg])));
  const invoicePages = await Promise.all(spreadOver(pdfNames, IMAGE_COUNT).map(async (name) => (await renderedPages(pdfs[pdfNames.indexOf(name)]))[0]));
  return [
    { name: 'digital PDF', type: 'invoice', documents: pdfs, raw: { name: 'pdf.js text', inputs: pdfs, read: pdfjsTextOnly } },
    {
      name: 'scanned PDF',
      type: 'receipt',
      documents: scans,
      raw: { name: 'tesseract', pages: await written(dir, 'scan', (await Promise.all(scans.map(renderedPages))).flat()) },
      files: { kind: 'pdf', paths: imagePaths },
    },
    {
      name: 'image (JPEG scan)',
      type: 'receipt',
      documents: images,
      raw: { name: 'tesseract', pages: await written(dir, 'image', await Promise.all(images.map(async (jpeg) => encodePng((await decodeImagePages(jpeg, 1))[0])))) },
      files: { kind: 'jpeg', paths: imagePaths },
    },
    { name: 'invoice page image', type: 'invoice', documents: invoicePages, raw: { name: 'tesseract', pages: await written(dir, 'invoice', invoicePages) } },
  ];
}

/** The peak resident set of one worker process extracting the source's documents one at a time, and of its Tesseract process (MB). */
async function workerPeakMb(files: NonNullable<Source['files']>): Promise<{ peakMb: number | null; tesseractPeakMb: number | null }> {
  // Started as a pool's worker process is (its heap, pdf.js loaded before tsx, its environment); no memory cap.
  return helper('worker-peak.ts', [files.kind, ...files.paths], workerNodeFlags({ memoryMb: DEFAULT_WORKER_MEMORY_MB, v8Flags: WORKER_V8_FLAGS }), workerEnv());
}

async function timed(work: () => Promise<number>): Promise<{ pages: number; ms: number }> {
  const started = performance.now();
  const pages = await work();
  return { pages, ms: performance.now() - started };
}

async function inTurn<T>(items: T[], work: (item: T) => Promise<number>): Promise<number> {
  let pages = 0;
  for (const item of items) pages += await work(item);
  return pages;
}

async function allAtOnce<T>(items: T[], limit: number, work: (item: T) => Promise<number>): Promise<number> {
  let pages = 0;
  await inLanes(items, limit, async (item) => {
    // Added after the await: `pages += await …` would read `pages` before it, and lanes would undo each other.
    const done = await work(item);
    pages += done;
  });
  return pages;
}

async function singleThread(source: Source): Promise<Row[]> {
  const rows: Row[] = [];
  const raw = source.raw;
  if (raw.name === 'tesseract') {
    rows.push({ source: source.name, run: 'tesseract alone, 1 thread', ...(await rawTesseract('defaults', 1, raw.pages)) });
    rows.push({ source: source.name, run: 'tesseract as set, 1 thread', ...(await rawTesseract('as-set', 1, raw.pages)) });
    rows.push({ source: source.name, run: 'tesseract kept running, 1 thread', ...(await rawTesseract('kept-running', 1, raw.pages)) });
  }
  // One extraction worker process, as the service runs it.
  const worker = createExtractionPool({ size: 1 });
  try {
    // A warm-up document so module loading and first-use costs are not counted.
    await worker.extract(source.documents[0], source.type, options);
    if (raw.name === 'pdf.js text') {
      await raw.read(raw.inputs[0]);
      rows.push({ source: source.name, run: 'pdf.js text alone, 1 thread', ...(await timed(() => inTurn(raw.inputs, raw.read))) });
    }
    const endToEnd = await timed(() => inTurn(source.documents, async (bytes) => (await worker.extract(bytes, source.type, options)).file.pages));
    rows.push({ source: source.name, run: 'extract() end to end, 1 thread', ...endToEnd });
    if (raw.name === 'pdf.js text') {
      // As the service runs it: each page also drawn at 100 dpi and encoded as PNG for the console.
      const previews = { ...options, renderPages: true };
      const withImages = await timed(() => inTurn(source.documents, async (bytes) => (await worker.extract(bytes, source.type, previews)).file.pages));
      rows.push({ source: source.name, run: 'extract() with page images, 1 thread', ...withImages });
    }
    if (source.type === 'receipt') {
      // What the second OCR engine's reading of the total, date, name and address rows costs (sources/line-reader.ts).
      const once = { ...options, secondReading: false };
      const withoutSecond = await timed(() => inTurn(source.documents, async (bytes) => (await worker.extract(bytes, source.type, once)).file.pages));
      rows.push({ source: source.name, run: 'extract() w/o second reading, 1 thread', ...withoutSecond });
    }
    return rows;
  } finally {
    await worker.close();
  }
}

async function fullPool(source: Source): Promise<Row[]> {
  const rows: Row[] = [];
  const raw = source.raw;
  // The CLI runs in processes, so the raw engine parallelises the same way; pdf.js text would need threads of its own.
  if (raw.name === 'tesseract') {
    rows.push({ source: source.name, run: `tesseract alone, ${POOL_SIZE} at once`, ...(await rawTesseract('defaults', POOL_SIZE, raw.pages)) });
    rows.push({ source: source.name, run: `tesseract kept running, ${POOL_SIZE} at once`, ...(await rawTesseract('kept-running', POOL_SIZE, raw.pages)) });
  }
  const pool = createExtractionPool({ size: POOL_SIZE });
  try {
    // Warm every worker (each process loads tsx, pdf.js, sharp).
    await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.extract(source.documents[0], source.type, options)));
    const endToEnd = await timed(() => allAtOnce(source.documents, source.documents.length, async (bytes) => (await pool.extract(bytes, source.type, options)).file.pages));
    rows.push({ source: source.name, run: `extract() end to end, pool of ${POOL_SIZE}`, ...endToEnd });
    return rows;
  } finally {
    await pool.close();
  }
}

function printTable(rows: Row[]): void {
  console.log(`  ${'source'.padEnd(18)} ${'run'.padEnd(40)} ${'pages'.padStart(6)} ${'ms/page'.padStart(9)} ${'pages/s'.padStart(8)} ${'vs raw'.padStart(7)} ${'vs kept'.padStart(7)}`);
  const perPage = (row: Row) => row.ms / Math.max(1, row.pages);
  for (const row of rows) {
    // Each run against the raw engine's run on as many threads: alone (started per page), and kept running.
    const threads = row.run.endsWith('1 thread') ? '1 thread' : 'at once';
    const beside = (kind: string) => rows.find((r) => r.source === row.source && r.run.includes(kind) && r.run.endsWith(threads));
    const ratio = (base: Row | undefined) => (base && base !== row ? `${(perPage(row) / perPage(base)).toFixed(2)}×` : '');
    const vsKept = row.run.startsWith('extract()') ? ratio(beside('kept running')) : '';
    console.log(
      `  ${row.source.padEnd(18)} ${row.run.padEnd(40)} ${String(row.pages).padStart(6)} ${perPage(row).toFixed(1).padStart(9)} ${(1000 / perPage(row)).toFixed(1).padStart(8)} ${ratio(beside('alone')).padStart(7)} ${vsKept.padStart(7)}`,
    );
  }
}

export async function run(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'docproc-bench-'));
  try {
    await runIn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function runIn(dir: string): Promise<void> {
  const all = await sources(dir);
  const rows: Row[] = [];
  const inputs = rssMb();
  resetPeakRss();
  let workers = workerPeakSampler();
  for (const source of all) rows.push(...(await singleThread(source)));
  const singlePeak = peakRssMb();
  const singleWorkerPeak = workers.stop();
  resetPeakRss();
  workers = workerPeakSampler();
  for (const source of all) rows.push(...(await fullPool(source)));
  const poolPeak = peakRssMb();
  const poolWorkerPeak = workers.stop();
  const workerPeaks: string[] = [];
  for (const source of all) {
    if (!source.files) continue;
    const { peakMb, tesseractPeakMb } = await workerPeakMb(source.files);
    workerPeaks.push(`${source.name} ${peakMb} MB (its Tesseract process ${tesseractPeakMb ?? '–'} MB)`);
  }
  console.log(
    `pipeline (${all[0].documents.length} PDFs from zugferd-dev; ${all[1].documents.length} sroie-dev receipts (spread over the set) as JPEG and as image-only PDFs; ${all[3].documents.length} zugferd-dev first pages as PNG invoices; OCR engine: ${options.ocrLangs})`,
  );
  printTable(rows);
  console.log(
    `  "as set": the raw engine with the parameters the pipeline gives it (${JSON.stringify(PIPELINE_PARAMETERS)}); "vs raw": against it alone with its defaults, started per page; "vs kept": against it kept running`,
  );
  console.log(
    `  peak RSS of this process: ${singlePeak} MB while one worker extracted; ${poolPeak} MB while the pool of ${POOL_SIZE} ran (of which ${inputs} MB before any extraction: the bench's inputs and modules); of a worker process: ${singleWorkerPeak} MB alone, ${poolWorkerPeak} MB in the pool`,
  );
  console.log(`  peak RSS of one worker process extracting the receipts one at a time (bench/helpers/worker-peak.ts): ${workerPeaks.join('; ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
