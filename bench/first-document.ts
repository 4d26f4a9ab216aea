/**
 * The wait of the first document a worker gets, with and without a warm extraction process (config
 * `DOCPROC_WARM_WORKERS`, pool.ts `warm`), side by side in one run: a text-layer invoice PDF and a receipt photo,
 * each the first document of a pool of one made for it. Cold, the pool starts its process when the document comes
 * (loading the code, then compiling the label patterns, starting pdf.js, loading the OCR models on the document);
 * warm, the pool was made earlier and its process has read the warm-up document (that time shown apart, as
 * "warm-up", and not counted in the document's). Also the resident set of an idle warm process: what keeping one
 * costs. And a document sent just as a warm worker starts reading the warm-up document: waiting for that worker (the
 * pool now) against a cold process started beside the warm-up (the pool before). `npx tsx bench/first-document.ts`
 * alone, or a part of `npm run bench`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createExtractionPool, type ExtractionPool } from '../src/extraction/pool.ts';
import type { DocumentType } from '../src/extraction/types.ts';
import { sampleInvoicePdf } from '../test/helpers/make-pdf.ts';
import { benchOptions } from './helpers/measure.ts';

const IMAGE_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../shared/datasets/sroie-dev/images');

async function firstDocumentMs(bytes: Uint8Array, type: DocumentType, warm: boolean): Promise<{ ms: number; warmUpMs: number; idleRssMb: number | null }> {
  const options = { ...benchOptions, renderPages: true };
  const created = performance.now();
  const pool = createExtractionPool({ size: 1, warm: warm ? { workers: 1, options } : undefined });
  try {
    await pool.warm;
    const warmUpMs = performance.now() - created;
    const idleRssMb = warm ? await childRssMb() : null;
    const started = performance.now();
    await pool.extract(bytes, type, options);
    return { ms: performance.now() - started, warmUpMs: warm ? warmUpMs : 0, idleRssMb };
  } finally {
    await pool.close();
  }
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * A document sent as a warm worker begins reading the warm-up document (the longest it can wait for it), in a pool
 * of two with one warm worker: the pool waits for that worker. Beside it, what the pool did before: a cold process
 * started for the document while the warm-up runs (a second pool, started at the same moment).
 */
async function duringWarmUpMs(bytes: Uint8Array, type: DocumentType): Promise<{ waiting: number; coldBeside: number }> {
  const options = { ...benchOptions, renderPages: true };
  const timed = async (pool: ExtractionPool) => {
    const started = performance.now();
    await pool.extract(bytes, type, options);
    return performance.now() - started;
  };
  const pool = createExtractionPool({ size: 2, warm: { workers: 1, options } });
  let waiting: number;
  try {
    while (pool.status().warming === 0) await pause();
    waiting = await timed(pool);
  } finally {
    await pool.close();
  }
  const warming = createExtractionPool({ size: 1, warm: { workers: 1, options } });
  const cold = createExtractionPool({ size: 1 });
  try {
    while (warming.status().warming === 0) await pause();
    return { waiting, coldBeside: await timed(cold) };
  } finally {
    await Promise.all([warming.close(), cold.close()]);
  }
}

/** The resident set of this process's children that run pool-worker.ts (Linux; null elsewhere). */
async function childRssMb(): Promise<number | null> {
  try {
    let kb = 0;
    for (const pid of await readdir('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
      const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      if (!status.includes(`PPid:\t${process.pid}\n`) || !cmdline.includes('pool-worker.ts')) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    }
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

export async function run(): Promise<unknown> {
  const receipt = await readFile(join(IMAGE_DIR, (await readdir(IMAGE_DIR)).filter((f) => f.endsWith('.jpg')).sort()[0]!));
  const documents: [string, Uint8Array, DocumentType][] = [['text-layer invoice PDF', sampleInvoicePdf(), 'invoice'], ['receipt photo (SROIE)', receipt, 'receipt']];
  const rows = [];
  for (const [name, bytes, type] of documents) {
    const cold = await firstDocumentMs(bytes, type, false);
    const warm = await firstDocumentMs(bytes, type, true);
    const duringWarmUp = await duringWarmUpMs(bytes, type);
    rows.push({
      document: name,
      'cold first (ms)': Math.round(cold.ms),
      'warm first (ms)': Math.round(warm.ms),
      'warm / cold': Number((warm.ms / cold.ms).toFixed(2)),
      'sent as the warm-up starts: waiting (ms)': Math.round(duringWarmUp.waiting),
      'a cold process beside it (ms)': Math.round(duringWarmUp.coldBeside),
      'waiting / cold beside': Number((duringWarmUp.waiting / duringWarmUp.coldBeside).toFixed(2)),
      'warm-up (ms)': Math.round(warm.warmUpMs),
      'idle warm process (MB)': warm.idleRssMb,
    });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.table(await run());
