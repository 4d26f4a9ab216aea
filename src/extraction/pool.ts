/**
 * A pool of extraction worker processes running `extract()`, so that OCR and PDF parsing never block the event
 * loop, and a document that needs too much memory ends itself, never the service (worker-process.ts).
 */
import { DEFAULT_WORKER_MEMORY_MB } from './budgets.ts';
import { ExtractionError, type ExtractionOptions, type ExtractionOutput, type RequestedType } from './types.ts';
import type { ExtractionOutcome, ExtractionTask } from './pool-worker.ts';
import { canCapMemory, WorkerDied, WorkerProcess } from './worker-process.ts';

export interface ExtractionPool {
  /**
   * Rejects with ExtractionError for a document that cannot be processed (`processing_timeout` past `timeoutMs`,
   * counted from when a worker starts on it), with another Error for a fault of ours, with `signal`'s reason when
   * aborted.
   */
  extract(bytes: Uint8Array, type: RequestedType, options: ExtractionOptions, run?: RunOptions): Promise<ExtractionOutput>;
  /** Settles once the warm workers asked for have started and read the warm-up document (at once without any). */
  readonly warm: Promise<void>;
  /** Worker processes alive (starting, idle or busy), and how many of them are reading the warm-up document. */
  status(): { processes: number; warming: number };
  close(): Promise<void>;
}

export interface PoolOptions {
  size: number;
  memoryMb?: number;
  /**
   * Workers started with the pool and kept however long they idle, each reading a small document once started
   * unless a real one came first (warm-up/index.ts): a document then does not wait for a process to start
   * (≈ 2.5 s here) nor pay for what a process's first document loads (≈ 1.2 s).
   */
  warm?: { workers: number; options: ExtractionOptions };
}

export interface RunOptions {
  signal?: AbortSignal;
  /** Extraction time allowed; the worker is ended past it (which frees at once what the document held). */
  timeoutMs?: number;
}

/** A fault inside the worker that is not the document's fault (a bug, a crash). */
export class ExtractionCrash extends Error {
  override name = 'ExtractionCrash';
}

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
 * Each worker is a process of its own, so the flag is its own, not the API's.
 */
export const HEAP_GROWING_PERCENT = 300;

/** V8's flags of every worker: its young generation and its old generation's growth (above). */
export const WORKER_V8_FLAGS = [`--max-semi-space-size=${EXTRACTION_YOUNG_GENERATION_MB / 3}`, `--heap-growing-percent=${HEAP_GROWING_PERCENT}`];

/** A worker (beyond the warm ones) with no document for this long ends (its memory given back). */
const IDLE_MS = 60_000;

interface Pending {
  task: ExtractionTask;
  signal?: AbortSignal;
  timeoutMs?: number;
  resolve(outcome: ExtractionOutcome): void;
  reject(error: unknown): void;
}

export function createExtractionPool(options: PoolOptions): ExtractionPool {
  const size = Math.max(1, options.size);
  const memoryMb = options.memoryMb ?? DEFAULT_WORKER_MEMORY_MB;
  const warmCount = Math.min(size, options.warm?.workers ?? 0);
  if (!canCapMemory()) {
    process.emitWarning('prlimit (util-linux) was not found: extraction workers run without a memory cap.');
  }
  const workers = new Set<WorkerProcess>();
  /** Workers waiting for a document, with the timer that ends them (none for a warm worker). */
  const idle = new Map<WorkerProcess, NodeJS.Timeout | undefined>();
  const queue: Pending[] = [];
  /** Warm workers reading the warm-up document: each will be free sooner than a new process could start. */
  const warming = new Set<WorkerProcess>();
  let closed = false;

  /** A warm worker is idle from its start (a document may take it at once) and kept however long it idles. */
  function startWorker(warm = false): WorkerProcess {
    const worker = new WorkerProcess({ memoryMb, v8Flags: WORKER_V8_FLAGS });
    workers.add(worker);
    const becameReady = worker.started.then(() => true, () => false);
    void worker.exited.then(async () => {
      workers.delete(worker);
      clearTimeout(idle.get(worker));
      idle.delete(worker);
      // A warm worker that ended (a document's time ran out, its memory cap) is replaced, unless it never
      // became ready (a broken installation would start one after another).
      if (!closed && (await becameReady) && workers.size < warmCount) void warmUpWhenIdle(startWorker(true));
      dispatch();
    });
    if (warm) idle.set(worker, undefined);
    return worker;
  }

  /** Once started, a worker still idle (no document came meanwhile) reads the warm-up document; never rejects. */
  async function warmUpWhenIdle(worker: WorkerProcess): Promise<void> {
    if (!(await worker.started.then(() => true, () => false))) return;
    if (closed || !options.warm || !idle.has(worker)) return;
    idle.delete(worker);
    warming.add(worker);
    try {
      await worker.warmUp(options.warm.options);
      if (!closed) idle.set(worker, undefined);
    } catch {
      worker.kill();
    } finally {
      warming.delete(worker);
      dispatch();
    }
  }

  const warm = Promise.all(Array.from({ length: warmCount }, () => warmUpWhenIdle(startWorker(true)))).then(() => undefined);

  /** An idle worker, else a new one unless a worker reading the warm-up document will take the document first. */
  function takeWorker(): WorkerProcess | null {
    const [worker] = idle.keys();
    if (worker) {
      clearTimeout(idle.get(worker));
      idle.delete(worker);
      return worker;
    }
    return workers.size < size && queue.length > warming.size ? startWorker() : null;
  }

  function retire(worker: WorkerProcess): void {
    if (workers.size <= warmCount) {
      idle.set(worker, undefined);
      return;
    }
    idle.delete(worker);
    worker.kill();
  }

  function dispatch(): void {
    while (!closed && queue.length > 0) {
      const worker = takeWorker();
      if (!worker) return;
      void runOn(worker, queue.shift()!);
    }
  }

  async function runOn(worker: WorkerProcess, pending: Pending): Promise<void> {
    const { task, signal, timeoutMs } = pending;
    // Aborted (lease lost) or out of time: the worker is ended, which frees at once all the document held.
    const abort = () => worker.kill();
    signal?.addEventListener('abort', abort, { once: true });
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    try {
      await worker.started;
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          timedOut = true;
          worker.kill();
        }, timeoutMs);
      }
      pending.resolve(await worker.run(task));
      if (!closed) idle.set(worker, workers.size > warmCount ? setTimeout(() => retire(worker), IDLE_MS).unref() : undefined);
    } catch (error) {
      if (signal?.aborted) pending.reject(signal.reason);
      else if (timedOut) pending.reject(new ExtractionError('processing_timeout', `Processing took longer than ${Math.round(timeoutMs! / 1000)} s.`));
      else pending.reject(error);
      worker.kill();
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      dispatch();
    }
  }

  function run(task: ExtractionTask, { signal, timeoutMs }: RunOptions): Promise<ExtractionOutcome> {
    if (closed) return Promise.reject(new Error('The extraction pool is closed.'));
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const pending: Pending = { task, signal, timeoutMs, resolve, reject };
      queue.push(pending);
      signal?.addEventListener('abort', () => {
        const waiting = queue.indexOf(pending);
        if (waiting >= 0) {
          queue.splice(waiting, 1);
          reject(signal.reason);
        }
      }, { once: true });
      dispatch();
    });
  }

  return {
    warm,
    status: () => ({ processes: workers.size, warming: warming.size }),
    async extract(bytes, type, extractionOptions, runOptions = {}) {
      let outcome: ExtractionOutcome;
      try {
        outcome = await run({ bytes, type, options: extractionOptions }, runOptions);
      } catch (error) {
        if (error instanceof WorkerDied && error.outOfMemory) {
          throw new ExtractionError('document_too_large', `Reading the document needed more than the ${memoryMb} MB a worker may use.`);
        }
        if (error instanceof WorkerDied) throw new ExtractionCrash(error.message);
        throw error;
      }
      if (outcome.ok) return outcome.output;
      if (outcome.code !== null) throw new ExtractionError(outcome.code, outcome.message);
      throw new ExtractionCrash(outcome.message, { cause: outcome.stack });
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('The extraction pool was closed.'));
      for (const timer of idle.values()) clearTimeout(timer);
      const exits = [...workers].map((worker) => worker.exited);
      for (const worker of workers) worker.kill();
      await Promise.all(exits);
    },
  };
}
