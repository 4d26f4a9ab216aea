/**
 * Pipeline speed per source, in one run on the same pages, each beside its raw engine:
 * - digital PDF: `extract()` end to end vs pdf.js text extraction alone (target ≤ 50 ms/page end to end);
 * - scanned PDF (the receipts below wrapped as image-only PDFs) and scanned/photographed image files:
 *   `extract()` end to end vs raw Tesseract on the same pages (the PDF's page rendered at 300 dpi; the image
 *   decoded), with the same engine and languages and Tesseract's default parameters; and once more without
 *   the second reading of the receipt's total, date, name and address rows, for its cost. Tesseract alone is
 *   also timed with the parameters the pipeline sets (ocr.ts PIPELINE_PARAMETERS), to show what they save.
 * Single thread (one `extract()` at a time, in this process), then the full pool (worker threads, one per
 * core, all documents submitted at once; raw Tesseract with as many processes at once). Peak memory: the
 * resident set of this process at its highest during the single-thread runs, and during the pool's, beside
 * what it held before extracting anything (the inputs: 150 receipts are several GB); and the peak of one worker
 * process that holds nothing else, extracting the receipts one at a time (bench/helpers/worker-peak.ts). The
 * Tesseract CLI's own processes are not included (PITFALLS.md: ≈125–150 MB each).
 * `npx tsx bench/pipeline.ts` alone, or as a part of `npm run bench`.
 */
import { readFile, readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { extract } from '../src/extraction/index.ts';
import { createExtractionPool } from '../src/extraction/pool.ts';
import { decodeImagePages, encodePng } from '../src/extraction/sources/image.ts';
import { PIPELINE_PARAMETERS, recognize, stopOcr } from '../src/extraction/sources/ocr.ts';
import { renderPdfPage } from '../src/extraction/sources/render.ts';
import type { DocumentType } from '../src/extraction/types.ts';
import { scannedPdf } from '../test/helpers/image-pdf.ts';
import { benchOptions, peakRssMb, resetPeakRss, rssMb } from './helpers/measure.ts';

const DATASETS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../shared/datasets');
const PDF_DIR = join(DATASETS, 'zugferd-dev/pdf');
const IMAGE_DIR = join(DATASETS, 'sroie-dev/images');
const runProcess = promisify(execFile);
const IMAGE_COUNT = Number(process.env.BENCH_IMAGES ?? 6);
const POOL_SIZE = availableParallelism();

const options = benchOptions;

interface Source {
  name: string;
  type: DocumentType;
  documents: Uint8Array[];
  /** The raw engine's inputs, prepared outside the timing (pdf.js gets the file, Tesseract a PNG page). */
  rawInputs: Uint8Array[];
  rawEngine: string;
  raw(input: Uint8Array): Promise<number>;
  /** The raw engine as the pipeline sets it up, when that differs from its defaults. */
  rawAsSet?(input: Uint8Array): Promise<number>;
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

async function tesseractOnly(png: Uint8Array): Promise<number> {
  await recognize(png, options.ocrLangs);
  return 1;
}

async function tesseractAsSet(png: Uint8Array): Promise<number> {
  await recognize(png, options.ocrLangs, PIPELINE_PARAMETERS);
  return 1;
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

async function sources(): Promise<Source[]> {
  const pdfNames = (await readdir(PDF_DIR)).filter((name) => name.endsWith('.pdf')).sort();
  const pdfs = await Promise.all(pdfNames.map(async (name) => new Uint8Array(await readFile(join(PDF_DIR, name)))));
  const imageNames = spreadOver((await readdir(IMAGE_DIR)).filter((name) => /\.jpe?g$/i.test(name)).sort(), IMAGE_COUNT);
  const imagePaths = imageNames.map((name) => join(IMAGE_DIR, name));
  const images = await Promise.all(imagePaths.map(async (path) => new Uint8Array(await readFile(path))));
  const scans = await Promise.all(images.map((jpeg) => scannedPdf([jpeg])));
  return [
    { name: 'digital PDF', type: 'invoice', documents: pdfs, rawInputs: pdfs, rawEngine: 'pdf.js text', raw: pdfjsTextOnly },
    {
      name: 'scanned PDF',
      type: 'receipt',
      documents: scans,
      rawInputs: (await Promise.all(scans.map(renderedPages))).flat(),
      rawEngine: 'tesseract',
      raw: tesseractOnly,
      rawAsSet: tesseractAsSet,
      files: { kind: 'pdf', paths: imagePaths },
    },
    {
      name: 'image (JPEG scan)',
      type: 'receipt',
      documents: images,
      rawInputs: await Promise.all(images.map(async (jpeg) => encodePng((await decodeImagePages(jpeg, 1))[0]))),
      rawEngine: 'tesseract',
      raw: tesseractOnly,
      rawAsSet: tesseractAsSet,
      files: { kind: 'jpeg', paths: imagePaths },
    },
  ];
}

/** The peak resident set of one worker process extracting the source's documents one at a time (MB). */
async function workerPeakMb(files: NonNullable<Source['files']>): Promise<number | null> {
  const script = fileURLToPath(new URL('./helpers/worker-peak.ts', import.meta.url));
  const { stdout } = await runProcess(process.execPath, [...process.execArgv, script, files.kind, ...files.paths], { maxBuffer: 1 << 20 });
  return (JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { peakMb?: number | null }).peakMb ?? null;
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
  let next = 0;
  let pages = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const done = await work(items[next++]);
      pages += done;
    }
  });
  await Promise.all(lanes);
  return pages;
}

async function singleThread(source: Source): Promise<Row[]> {
  // A warm-up document so module loading and first-use costs are not counted.
  await extract(source.documents[0], source.type, options);
  await source.raw(source.rawInputs[0]);
  const raw = await timed(() => inTurn(source.rawInputs, source.raw));
  const endToEnd = await timed(() => inTurn(source.documents, async (bytes) => (await extract(bytes, source.type, options)).file.pages));
  const rows = [
    { source: source.name, run: `${source.rawEngine} alone, 1 thread`, ...raw },
    { source: source.name, run: 'extract() end to end, 1 thread', ...endToEnd },
  ];
  if (source.rawAsSet) rows.splice(1, 0, { source: source.name, run: `${source.rawEngine} as set, 1 thread`, ...(await timed(() => inTurn(source.rawInputs, source.rawAsSet!))) });
  if (source.type === 'receipt') {
    // What the second OCR engine's reading of the total, date, name and address rows costs (sources/line-reader.ts).
    const once = { ...options, secondReading: false };
    const withoutSecond = await timed(() => inTurn(source.documents, async (bytes) => (await extract(bytes, source.type, once)).file.pages));
    rows.push({ source: source.name, run: 'extract() w/o second reading, 1 thread', ...withoutSecond });
  }
  return rows;
}

async function fullPool(source: Source): Promise<Row[]> {
  const pool = createExtractionPool({ size: POOL_SIZE });
  try {
    // Warm every thread (tsx, pdf.js, sharp load per thread).
    await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.extract(source.documents[0], source.type, options)));
    const endToEnd = await timed(() => allAtOnce(source.documents, source.documents.length, async (bytes) => (await pool.extract(bytes, source.type, options)).file.pages));
    const rows: Row[] = [{ source: source.name, run: `extract() end to end, pool of ${POOL_SIZE}`, ...endToEnd }];
    // The CLI runs in processes, so the raw engine parallelises the same way; pdf.js text would need threads of its own.
    if (source.rawEngine === 'tesseract') {
      const raw = await timed(() => allAtOnce(source.rawInputs, POOL_SIZE, source.raw));
      rows.unshift({ source: source.name, run: `${source.rawEngine} alone, ${POOL_SIZE} at once`, ...raw });
    }
    return rows;
  } finally {
    await pool.close();
  }
}

function printTable(rows: Row[]): void {
  console.log(`  ${'source'.padEnd(18)} ${'run'.padEnd(36)} ${'pages'.padStart(6)} ${'ms/page'.padStart(9)} ${'pages/s'.padStart(8)} ${'vs raw'.padStart(7)}`);
  for (const row of rows) {
    const perPage = row.ms / Math.max(1, row.pages);
    const threads = row.run.endsWith('1 thread') ? '1 thread' : 'at once';
    const raw = row.run.includes('alone') ? undefined : rows.find((r) => r.source === row.source && r.run.includes('alone') && r.run.endsWith(threads));
    const ratio = raw ? `${(perPage / (raw.ms / Math.max(1, raw.pages))).toFixed(2)}×` : '';
    console.log(
      `  ${row.source.padEnd(18)} ${row.run.padEnd(36)} ${String(row.pages).padStart(6)} ${perPage.toFixed(1).padStart(9)} ${(1000 / perPage).toFixed(1).padStart(8)} ${ratio.padStart(7)}`,
    );
  }
}

export async function run(): Promise<void> {
  const all = await sources();
  const rows: Row[] = [];
  const inputs = rssMb();
  resetPeakRss();
  for (const source of all) rows.push(...(await singleThread(source)));
  const singlePeak = peakRssMb();
  resetPeakRss();
  for (const source of all) rows.push(...(await fullPool(source)));
  const poolPeak = peakRssMb();
  await stopOcr();
  const workerPeaks: string[] = [];
  for (const source of all) {
    if (source.files) workerPeaks.push(`${source.name} ${await workerPeakMb(source.files)} MB`);
  }
  console.log(
    `pipeline (${all[0].documents.length} PDFs from zugferd-dev; ${all[1].documents.length} sroie-dev receipts (spread over the set) as JPEG and as image-only PDFs; OCR engine: ${options.ocrLangs})`,
  );
  printTable(rows);
  console.log(`  "as set": the raw engine with the parameters the pipeline gives it (${JSON.stringify(PIPELINE_PARAMETERS)}); "vs raw": against its defaults`);
  console.log(
    `  peak RSS of this process: ${singlePeak} MB while extracting on one thread; ${poolPeak} MB while the pool of ${POOL_SIZE} threads ran (of which ${inputs} MB before any extraction: the bench's inputs and modules)`,
  );
  console.log(`  peak RSS of one worker process extracting the receipts one at a time (bench/helpers/worker-peak.ts): ${workerPeaks.join('; ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
