/**
 * Pipeline speed per source, in one run on the same pages:
 * - digital PDF: `extract()` end to end vs pdf.js text extraction alone (target ≤ 50 ms/page end to end);
 * - scanned images: `extract()` end to end vs `ocrImageFile()` alone (the OCR share of the time).
 * `npx tsx bench/pipeline.ts` alone, or as a part of `npm run bench`.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { extract } from '../src/extraction/index.ts';
import { ocrImageFile, stopOcr } from '../src/extraction/sources/ocr.ts';
import type { ExtractionOptions } from '../src/extraction/types.ts';

const DATASETS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../shared/datasets');
const PDF_DIR = join(DATASETS, 'zugferd-dev/pdf');
const IMAGE_DIR = join(DATASETS, 'sroie-dev/images');
const IMAGE_COUNT = 6;

const options: ExtractionOptions = { einvoice: false, ocrLangs: process.env.DOCPROC_OCR_LANGS ?? 'eng', maxPages: 50, renderPages: false };

interface Row {
  case: string;
  pages: number;
  ms: number;
}

async function timed(work: () => Promise<number>): Promise<{ pages: number; ms: number }> {
  const started = performance.now();
  const pages = await work();
  return { pages, ms: performance.now() - started };
}

async function pdfjsTextOnly(bytes: Uint8Array): Promise<number> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  for (let n = 1; n <= pdf.numPages; n++) await (await pdf.getPage(n)).getTextContent();
  const pages = pdf.numPages;
  await pdf.destroy();
  return pages;
}

async function digitalPdf(files: Uint8Array[]): Promise<Row[]> {
  // One warm-up pass so module loading and pdf.js's first-use costs are not counted.
  await extract(files[0], 'invoice', options);
  const alone = await timed(async () => {
    let pages = 0;
    for (const bytes of files) pages += await pdfjsTextOnly(bytes);
    return pages;
  });
  const endToEnd = await timed(async () => {
    let pages = 0;
    for (const bytes of files) pages += (await extract(bytes, 'invoice', options)).file.pages;
    return pages;
  });
  const withXml = await timed(async () => {
    let pages = 0;
    for (const bytes of files) pages += (await extract(bytes, 'invoice', { ...options, einvoice: true })).file.pages;
    return pages;
  });
  return [
    { case: 'digital PDF: pdf.js text only', ...alone },
    { case: 'digital PDF: extract() end to end', ...endToEnd },
    { case: 'digital PDF + embedded XML: extract()', ...withXml },
  ];
}

async function scannedImages(files: Uint8Array[]): Promise<Row[]> {
  const ocrOptions = { langs: options.ocrLangs, maxPages: options.maxPages };
  await ocrImageFile(files[0], ocrOptions);
  const ocrAlone = await timed(async () => {
    let pages = 0;
    for (const bytes of files) pages += (await ocrImageFile(bytes, ocrOptions)).pages.length;
    return pages;
  });
  const endToEnd = await timed(async () => {
    let pages = 0;
    for (const bytes of files) pages += (await extract(bytes, 'receipt', options)).file.pages;
    return pages;
  });
  return [
    { case: 'scanned receipt: ocrImageFile() only', ...ocrAlone },
    { case: 'scanned receipt: extract() end to end', ...endToEnd },
  ];
}

export async function run(): Promise<void> {
  const pdfNames = (await readdir(PDF_DIR)).filter((name) => name.endsWith('.pdf')).sort();
  const pdfs = await Promise.all(pdfNames.map(async (name) => new Uint8Array(await readFile(join(PDF_DIR, name)))));
  const imageNames = (await readdir(IMAGE_DIR)).filter((name) => /\.(jpe?g|png)$/i.test(name)).sort().slice(0, IMAGE_COUNT);
  const images = await Promise.all(imageNames.map(async (name) => new Uint8Array(await readFile(join(IMAGE_DIR, name)))));
  const rows = [...(await digitalPdf(pdfs)), ...(await scannedImages(images))];
  await stopOcr();
  console.log(`pipeline (one thread; ${pdfs.length} PDFs from zugferd-dev, ${images.length} receipts from sroie-dev)`);
  console.log(`  ${'case'.padEnd(42)} ${'pages'.padStart(6)} ${'ms/page'.padStart(9)} ${'pages/s'.padStart(8)}`);
  for (const row of rows) {
    const perPage = row.ms / Math.max(1, row.pages);
    console.log(`  ${row.case.padEnd(42)} ${String(row.pages).padStart(6)} ${perPage.toFixed(1).padStart(9)} ${(1000 / perPage).toFixed(1).padStart(8)}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
