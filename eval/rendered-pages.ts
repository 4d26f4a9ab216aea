/**
 * `npm run eval -- --render-pages`: one-page PDFs measured as page images — each page rendered at 300 dpi (as
 * scanners and print-to-image tools make them) and sent as a PNG file, so that the OCR path is measured on
 * documents whose labels were checked against their text layer (realistic ZUGFeRD layouts, real invoices).
 * The PNGs are written once under the system's temporary directory and reused.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from '../src/extraction/sources/pdfjs.ts';
import { renderPdfPage } from '../src/extraction/sources/render.ts';

const DPI = 300;
const DIR = join(tmpdir(), 'docproc-eval-rendered');

async function pdfOf(path: string) {
  return getDocument({ data: new Uint8Array(await readFile(path)), verbosity: 0, isEvalSupported: false }).promise;
}

/** Whether the file is a PDF of one page. */
export async function isOnePagePdf(path: string): Promise<boolean> {
  if (!path.toLowerCase().endsWith('.pdf')) return false;
  const pdf = await pdfOf(path);
  const one = pdf.numPages === 1;
  await pdf.destroy();
  return one;
}

/** The path of the PNG rendering of a one-page PDF's page. */
export async function renderedPage(path: string): Promise<string> {
  const bytes = await readFile(path);
  const out = join(DIR, `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}-${DPI}.png`);
  const made = await access(out).then(() => true, () => false);
  if (!made) {
    const pdf = await pdfOf(path);
    const png = await renderPdfPage(await pdf.getPage(1), DPI);
    await pdf.destroy();
    await mkdir(DIR, { recursive: true });
    await writeFile(out, png);
  }
  return out;
}
