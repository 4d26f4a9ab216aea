/**
 * One extraction worker: a Node process of its own (pool-worker.ts) whose memory is capped by the kernel, so that
 * a document needing more ends that document, not the service.
 *
 * The cap is RLIMIT_DATA, set by util-linux's `prlimit` before it executes Node: every private writable mapping
 * counts (V8's heap, ArrayBuffers, malloc, sharp/libvips, Skia), the address space V8 and WebAssembly only reserve
 * does not. Past it an allocation fails: a JavaScript one throws (the document fails `document_too_large`), and
 * one Node cannot survive (V8's heap, a native allocator) ends the process, which fails the document the same way.
 * V8's heap is given half the cap, so that it collects garbage long before the cap and not after.
 *
 * Why not worker threads: their `resourceLimits` bound V8's heap only, and a thread's native memory (a decoded
 * image) cannot be told from the process's nor freed by ending the thread.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExtractionOutcome, ExtractionTask, WARMED_UP, WarmUpTask } from './pool-worker.ts';
import type { ExtractionOptions } from './types.ts';

export interface WorkerLimits {
  /** Private memory the process may map (V8's heap, buffers, native libraries), in MB. */
  memoryMb: number;
  /** V8 flags of the worker (young generation, heap growth). */
  v8Flags: string[];
}

/** How a worker ended while it had a document: by memory, or by another fault. */
export class WorkerDied extends Error {
  override name = 'WorkerDied';
  constructor(
    message: string,
    readonly outOfMemory: boolean,
  ) {
    super(message);
  }
}

const WORKER_SCRIPT = fileURLToPath(new URL('./pool-worker.ts', import.meta.url));
const PDFJS_PRELOAD = new URL('./sources/pdfjs-preload.mjs', import.meta.url).href;
// The worker runs our TypeScript as the parent does.
const TSX = import.meta.resolve('tsx');
/** What is kept of a worker's standard error, to tell why it died. */
const STDERR_TAIL_BYTES = 8192;
/** What V8, glibc, libvips and Skia print when an allocation fails. */
const OUT_OF_MEMORY_TEXT = /out of memory|allocation failed|Cannot allocate memory|bad_alloc|Invalid (typed )?array length/i;
/**
 * A worker killed by a signal after it had this share of its cap mapped for its document ran out of it: an
 * allocation refused at the cap may end the process by SIGSEGV without a word (a native library using the null
 * it got), after what the allocations refused before it had given back.
 */
const NEAR_CAP = 0.9;
/** How often the private memory of a worker with a document is read (/proc/PID/statm, Linux). */
const MEMORY_SAMPLE_MS = 50;
const PAGE_BYTES = 4096;

let prlimitFound: boolean | undefined;

/** Whether util-linux's `prlimit` is installed (it is on any Linux with util-linux; not on macOS). */
export function canCapMemory(): boolean {
  prlimitFound ??= spawnSync('prlimit', ['--version'], { stdio: 'ignore' }).status === 0;
  return prlimitFound;
}

/**
 * Node's flags for a worker (before its script): V8's heap at half the cap, then pdf.js loaded ahead of tsx
 * (sources/pdfjs-preload.mjs), then tsx. bench/helpers/worker-peak.ts starts its process the same way.
 */
export function workerNodeFlags(limits: WorkerLimits): string[] {
  return [`--max-old-space-size=${Math.floor(limits.memoryMb / 2)}`, ...limits.v8Flags, '--import', PDFJS_PRELOAD, '--import', TSX];
}

/** A worker's environment: mimalloc (in @napi-rs/canvas) otherwise commits a 1 GB arena it never touches, which the cap would count. */
export function workerEnv(): NodeJS.ProcessEnv {
  return { MIMALLOC_ARENA_EAGER_COMMIT: '0', ...process.env };
}

export class WorkerProcess {
  private readonly child: ChildProcess;
  /** Settles once the process is ready for a task (rejects if it ended first). */
  readonly started: Promise<void>;
  private stderrTail = '';
  private running: { resolve(outcome: ExtractionOutcome | typeof WARMED_UP): void; reject(error: Error): void } | null = null;
  private killedByUs = false;
  /** The most private memory read while the worker had its current document (bytes). */
  private peakDataBytes = 0;
  private sampler: NodeJS.Timeout | undefined;
  /** Settles once the process has exited (its memory given back). */
  readonly exited: Promise<void>;

  constructor(private readonly limits: WorkerLimits) {
    const node = [process.execPath, ...workerNodeFlags(limits), WORKER_SCRIPT];
    const [command, ...args] = canCapMemory() ? ['prlimit', `--data=${limits.memoryMb * 1024 * 1024}`, '--', ...node] : node;
    this.child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: workerEnv(),
    });
    this.child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES);
    });
    this.started = new Promise((resolve, reject) => {
      this.child.once('message', () => resolve());
      this.child.once('error', reject);
      this.child.once('exit', () => reject(this.death(null, null)));
    });
    this.started.catch(() => undefined);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        clearInterval(this.sampler);
        this.running?.reject(this.death(code, signal));
        this.running = null;
        resolve();
      });
      this.child.once('error', (error) => {
        this.running?.reject(error);
        this.running = null;
        resolve();
      });
    });
    this.child.on('message', (message: ExtractionOutcome | typeof WARMED_UP | 'ready') => {
      if (message === 'ready') return;
      const running = this.running;
      this.running = null;
      clearInterval(this.sampler);
      running?.resolve(message);
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Runs one task (one at a time); rejects with WorkerDied if the process ends first. */
  async run(task: ExtractionTask): Promise<ExtractionOutcome> {
    return (await this.send(task)) as ExtractionOutcome;
  }

  /** Reads the warm-up document (one task like any other); rejects with WorkerDied if the process ends first. */
  async warmUp(options: ExtractionOptions): Promise<void> {
    await this.send({ warmUp: options });
  }

  private async send(task: ExtractionTask | WarmUpTask): Promise<ExtractionOutcome | typeof WARMED_UP> {
    await this.started;
    return new Promise((resolve, reject) => {
      this.running = { resolve, reject };
      this.peakDataBytes = 0;
      this.sampler = setInterval(() => this.sampleMemory(), MEMORY_SAMPLE_MS).unref();
      this.child.send(task, (error) => {
        if (error) reject(error);
      });
    });
  }

  /** Ends the process at once (SIGKILL: whatever it holds is given back); a task in hand rejects. */
  kill(): void {
    this.killedByUs = true;
    this.child.kill('SIGKILL');
  }

  /** Reads the process's private memory (statm's "data": data and stack, in pages). */
  private sampleMemory(): void {
    try {
      const fields = readFileSync(`/proc/${this.child.pid}/statm`, 'latin1').split(' ');
      this.peakDataBytes = Math.max(this.peakDataBytes, Number(fields[5]) * PAGE_BYTES);
    } catch {
      // Gone, or not Linux.
    }
  }

  private death(code: number | null, signal: NodeJS.Signals | null): WorkerDied {
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (this.killedByUs) return new WorkerDied(`the extraction worker was ended (${how})`, false);
    // SIGKILL not sent by us is the kernel's OOM killer.
    const nearCap = signal !== null && this.peakDataBytes >= NEAR_CAP * this.limits.memoryMb * 1024 * 1024;
    const outOfMemory = OUT_OF_MEMORY_TEXT.test(this.stderrTail) || signal === 'SIGKILL' || nearCap;
    const memory = outOfMemory ? ` after reaching its memory cap of ${this.limits.memoryMb} MB` : '';
    return new WorkerDied(`the extraction worker died (${how})${memory}`, outOfMemory);
  }
}
