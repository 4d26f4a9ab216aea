/** A pool of worker threads running `extract()`, so that OCR and PDF parsing never block the event loop. */
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
 * Each worker's young generation (MB; V8 makes it three times a semi-space). With V8's default (3 × 16 MB) a
 * receipt's objects still alive across a Tesseract reading (≈ 0.4 s) are promoted to the old generation, and in
 * some workers V8 then settles on an old-generation limit so close to the live heap (≈ 40 MB) that a full
 * mark-compact follows nearly every receipt (node --trace-gc: 47–56 on 60 receipts in a pool of 2, against 11
 * in two runs with 3 × 64 MB; in one thread 260–300 ms of CPU a receipt besides Tesseract's, against 195–200 ms).
 * It makes that state rarer, not impossible: on 150 receipts one of two workers still ran 62 mark-compacts.
 */
export const EXTRACTION_YOUNG_GENERATION_MB = 192;

export function createExtractionPool(options: { size: number }): ExtractionPool {
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
