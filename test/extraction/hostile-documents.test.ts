/**
 * Hostile documents through the extraction pool, as the service runs them: decompression bombs fail
 * `document_too_large` before anything is decoded, malformed PDFs `document_corrupt`, a document that needs more
 * memory than a worker may use ends that document only, and no worker's resident set passes its cap.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { createExtractionPool, type ExtractionPool } from '../../src/extraction/pool.ts';
import { ExtractionError, type ExtractionOptions } from '../../src/extraction/types.ts';
import {
  jpegClaiming, pdfWithFlateImage, pdfWithImage, pdfWithInflatingContent, pdfWithJpeg, pdfWithNestedArrays, pdfWithPagesLoop, pngClaiming, truncated, zerosDeflated,
} from '../helpers/hostile-documents.ts';
import { makePdf, sampleInvoicePdf } from '../helpers/make-pdf.ts';

const OPTIONS: ExtractionOptions = { einvoice: true, ocrLangs: 'eng', maxPages: 50, renderPages: true };
const GB = 1024 ** 3;

/** Peak resident set of this process and of the pool's worker processes, sampled. */
function residentSampler(): { stop(): { selfBytes: number; workerBytes: number } } {
  let workerBytes = 0;
  const sample = () => {
    for (const pid of workerPids()) workerBytes = Math.max(workerBytes, peakResidentBytes(pid));
  };
  const timer = setInterval(sample, 25).unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { selfBytes: peakResidentBytes('self'), workerBytes };
    },
  };
}

/** The extraction worker processes this process started. */
function workerPids(): number[] {
  const childrenOf = (thread: string) => {
    try {
      return readFileSync(`/proc/self/task/${thread}/children`, 'latin1').trim().split(' ').filter(Boolean).map(Number);
    } catch {
      return []; // the thread ended since it was listed
    }
  };
  const children = readdirSync('/proc/self/task').flatMap(childrenOf);
  return children.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes('pool-worker.ts');
    } catch {
      return false;
    }
  });
}

/** A process's peak resident set (VmHWM), 0 once it is gone. */
function peakResidentBytes(pid: number | 'self'): number {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

function failsWith(code: ExtractionError['code']) {
  return (error: unknown) => {
    assert.ok(error instanceof ExtractionError, `expected ExtractionError ${code}, got ${String(error)}`);
    assert.equal(error.code, code, error.message);
    return true;
  };
}

describe('hostile documents in the extraction pool', () => {
  let pool: ExtractionPool;
  let sampler: ReturnType<typeof residentSampler>;
  before(() => {
    pool = createExtractionPool({ size: 1 });
    sampler = residentSampler();
  });
  after(async () => {
    await pool.close();
  });

  const bombs: [string, () => Uint8Array][] = [
    ['a PDF holding a JPEG whose header claims 65500 × 65500', () => pdfWithJpeg(65500, 65500)],
    ['a PDF whose image dictionary says 100 × 100 over a JPEG of 65500 × 65500', () => pdfWithJpeg(65500, 65500, { width: 100, height: 100 })],
    ['a PDF holding a Flate image of 30000 × 30000 (≈ 0.9 MB)', () => pdfWithFlateImage(30000)],
    ['a PDF holding an image of 60000 × 60000 with a few bytes of data', () => pdfWithImage('/Width 60000 /Height 60000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode', zerosDeflated(1000))],
    ['a PNG whose header claims 65500 × 65500', () => pngClaiming(65500, 65500)],
    ['a JPEG file whose header claims 65500 × 65500', () => jpegClaiming(65500, 65500)],
  ];
  for (const [name, build] of bombs) {
    test(`${name} → document_too_large, before decoding`, async () => {
      const started = performance.now();
      await assert.rejects(pool.extract(build(), 'auto', OPTIONS), failsWith('document_too_large'));
      assert.ok(performance.now() - started < 20_000);
    });
  }

  test('an image over a lowered budget fails; the same under the default is read', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#ffffff' } }).png().toBuffer());
    await assert.rejects(pool.extract(png, 'auto', { ...OPTIONS, maxImagePixels: 4_000_000 }), failsWith('document_too_large'));
    await pool.extract(png, 'auto', OPTIONS);
  });

  test('a PDF whose page tree holds itself → document_corrupt', async () => {
    await assert.rejects(pool.extract(pdfWithPagesLoop(), 'auto', OPTIONS), failsWith('document_corrupt'));
  });

  test('a PDF with arrays nested 200 000 deep in its page → document_corrupt', async () => {
    await assert.rejects(pool.extract(pdfWithNestedArrays(200_000), 'auto', OPTIONS), failsWith('document_corrupt'));
  });

  test('arrays nested 200 000 deep in a content stream are skipped by pdf.js: the page is read', async () => {
    const output = await pool.extract(pdfWithNestedArrays(200_000, 'content'), 'auto', OPTIONS);
    assert.equal(output.file.pages, 1);
  });

  test('a PDF cut short (no xref, no trailer) → document_corrupt', async () => {
    await assert.rejects(pool.extract(truncated(makePdf([{ texts: [{ x: 50, y: 700, text: 'Invoice 1' }] }]), 0.6), 'auto', OPTIONS), failsWith('document_corrupt'));
  });

  test('after them all the worker still reads an invoice, and no process went past 1.5 GB resident', async () => {
    const output = await pool.extract(sampleInvoicePdf(), 'invoice', OPTIONS);
    assert.equal(output.result.source, 'pdf_text');
    const { selfBytes, workerBytes } = sampler.stop();
    assert.ok(workerBytes > 0, 'a worker process was sampled');
    assert.ok(workerBytes < 1.5 * GB, `worker peak ${Math.round(workerBytes / 2 ** 20)} MB`);
    assert.ok(selfBytes < 1.5 * GB, `test process peak ${Math.round(selfBytes / 2 ** 20)} MB`);
  });
});

describe('a worker over its memory cap', () => {
  // No pixel budget: only the cap stands between the bomb and the machine.
  const unbudgeted = { ...OPTIONS, maxImagePixels: Number.MAX_SAFE_INTEGER };

  test('ends that document document_too_large; the pool serves the next; its peak stays near the cap', async () => {
    const pool = createExtractionPool({ size: 1, memoryMb: 768 });
    const sampler = residentSampler();
    try {
      await assert.rejects(pool.extract(pdfWithFlateImage(30000), 'auto', unbudgeted), failsWith('document_too_large'));
      const { workerBytes } = sampler.stop();
      assert.ok(workerBytes < 900 * 2 ** 20, `worker peak ${Math.round(workerBytes / 2 ** 20)} MB`);
      const output = await pool.extract(sampleInvoicePdf(), 'invoice', OPTIONS);
      assert.equal(output.result.source, 'pdf_text');
    } finally {
      sampler.stop();
      await pool.close();
    }
  });

  test('a content stream inflating to 3 GB (no header tells) stops at the default cap: document_too_large', async () => {
    const pool = createExtractionPool({ size: 1 });
    const sampler = residentSampler();
    try {
      await assert.rejects(pool.extract(pdfWithInflatingContent(3e9), 'auto', OPTIONS), failsWith('document_too_large'));
      const { workerBytes } = sampler.stop();
      assert.ok(workerBytes < 1.6 * GB, `worker peak ${Math.round(workerBytes / 2 ** 20)} MB`);
    } finally {
      sampler.stop();
      await pool.close();
    }
  });

  test('a document past its time (processing_timeout) ends its worker at once, and the pool serves the next', async () => {
    const pool = createExtractionPool({ size: 1 });
    try {
      await pool.extract(sampleInvoicePdf(), 'invoice', OPTIONS);
      const [worker] = workerPids();
      const started = performance.now();
      await assert.rejects(pool.extract(pdfWithFlateImage(30000), 'auto', unbudgeted, { timeoutMs: 1500 }), failsWith('processing_timeout'));
      assert.ok(performance.now() - started < 5000);
      assert.ok(worker);
      await waitFor(() => !workerPids().includes(worker));
      const output = await pool.extract(sampleInvoicePdf(), 'invoice', OPTIONS);
      assert.equal(output.result.source, 'pdf_text');
      // Aborted (the lease lost): the same, with the signal's reason.
      const lost = new AbortController();
      setTimeout(() => lost.abort(new Error('lease lost')), 1000);
      await assert.rejects(pool.extract(pdfWithFlateImage(30000), 'auto', unbudgeted, { signal: lost.signal }), /lease lost/);
      assert.equal((await pool.extract(sampleInvoicePdf(), 'invoice', OPTIONS)).result.source, 'pdf_text');
    } finally {
      await pool.close();
    }
  });
});

/** Waits for a condition (a process to end), however loaded the machine; no time is asserted. */
async function waitFor(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
