/** A pool of worker threads running `extract()`, so that OCR and PDF parsing never block the event loop. */
import { setFlagsFromString } from 'node:v8';
import { Piscina } from 'piscina';
import { ExtractionError, type ExtractionOptions, type ExtractionOutput, type RequestedType } from './types.ts';
import type { ExtractionOutcome, ExtractionTask } from './pool-worker.ts';

export interface ExtractionPool {
  /** Rejects with ExtractionError for a document that cannot be processed, with another Error for a fault of ours. */
  extract(bytes: Uint8Array, type: RequestedType, options: ExtractionOptions, signal?: AbortSignal): Promise<ExtractionOutput>;
  close(): Promise<void>;
}

/** A fault inside the worker thread that is not the document's fault (a bug, a crash). */
export class ExtractionCrash extends Error {
  override name = 'ExtractionCrash';
}

// Worker threads start without the parent's module hooks: load tsx in each so they can import TypeScript.
const TSX_FLAGS = ['--import', import.meta.resolve('tsx')];

/**
 * Each worker's young generation (MB; V8 makes it three times a semi-space). Larger than V8's default (3 × 16 MB)
 * so that a receipt's objects still alive across its Tesseract reading (≈ 0.4 s) are not promoted to the old
 * generation; 3 × 64 MB did no better (one thread, 60 receipts: 200 ms of CPU a receipt besides Tesseract's
 * with either), and a larger new space raises the bar of the full-GC loop described below.
 */
export const EXTRACTION_YOUNG_GENERATION_MB = 96;

/**
 * How far past its live size V8 lets the old generation grow before the next full GC (V8's
 * `--heap-growing-percent`; by default V8 picks it from its GC's speed against the program's).
 *
 * Why: a worker spends much of each receipt waiting for Tesseract, so to V8 its program looks slow and V8 picks a
 * small growth (≈ 30 %: an old-generation limit of ≈ 48 MB over ≈ 27 MB live). V8 also starts marking the old
 * generation as soon as the room left under that limit is smaller than a bar set by the new space's current size
 * (about twice it: with a 64 MB new space, marking started at 109 MB left), and the new space grows back after
 * each full GC. A worker caught there runs a full mark-compact after nearly every receipt (node --trace-gc
 * --trace-incremental-marking: 40–80 on 75 receipts, in about half the runs of 150 receipts in a pool of 2),
 * which costs ≈ 35 ms a page in the pool (forced with a growth of 10 %: 366 against 330 ms/page). With 300 % the
 * room left after a full GC (3 × ≈ 25 MB live) stays above twice the largest new space (2 × 32 MB): 2–4 full
 * GCs a worker in 4 runs of 150 receipts in a pool of 2 (and 1–4 in 7 runs with a 3 × 64 MB young generation).
 *
 * V8 takes its flags process-wide, and a worker thread cannot be given its own (its `resourceLimits` do not
 * include this one). So the main thread's heap grows the same way: its live heap is the API's, small, and it
 * runs fewer full GCs for somewhat more memory.
 */
export const HEAP_GROWING_PERCENT = 300;

export function createExtractionPool(options: { size: number }): ExtractionPool {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const pool = new Piscina<ExtractionTask, ExtractionOutcome>({
    filename: new URL('./pool-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, options.size),
    idleTimeout: 60_000,
    execArgv: TSX_FLAGS,
    resourceLimits: { maxYoungGenerationSizeMb: EXTRACTION_YOUNG_GENERATION_MB },
  });

  return {
    async extract(bytes, type, extractionOptions, signal) {
      // A private copy is moved to the thread; the caller keeps its bytes (it stores them afterwards).
      const copy = new Uint8Array(bytes);
      const task: ExtractionTask = { bytes: copy, type, options: extractionOptions };
      const outcome = await pool.run(task, { signal, transferList: [copy.buffer] });
      if (outcome.ok) return outcome.output;
      if (outcome.code !== null) throw new ExtractionError(outcome.code, outcome.message);
      throw new ExtractionCrash(outcome.message, { cause: outcome.stack });
    },
    async close() {
      await pool.close({ force: true });
    },
  };
}
