/**
 * Reads process bodies off the event loop: a body larger than IN_LINE_BYTES (in practice a data: URL) is
 * parsed, decoded and hashed on a worker thread, so that a 27 MB upload costs the API's event loop only
 * the moves of its bytes.
 */
import { Piscina } from 'piscina';
import { readProcessBody, type ReadBodyOutcome } from './read-body.ts';
import type { ReadBodyTask } from './worker.ts';

/** Smaller bodies are read in line: starting a task costs more than parsing them. */
const IN_LINE_BYTES = 64 * 1024;

export interface BodyReader {
  read(raw: Buffer): Promise<ReadBodyOutcome>;
  close(): Promise<void>;
}

export function createBodyReader(options: { maxDocumentBytes: number; threads?: number }): BodyReader {
  let pool: Piscina<ReadBodyTask, ReadBodyOutcome> | null = null;
  const start = () =>
    new Piscina<ReadBodyTask, ReadBodyOutcome>({
      filename: new URL('./worker.ts', import.meta.url).href,
      minThreads: 0,
      maxThreads: options.threads ?? 2,
      idleTimeout: 30_000,
      // Worker threads start without the parent's module hooks: tsx is loaded in each so it can import TypeScript.
      execArgv: ['--import', import.meta.resolve('tsx')],
    });
  return {
    async read(raw) {
      if (raw.byteLength <= IN_LINE_BYTES) return readProcessBody(raw, options.maxDocumentBytes);
      pool ??= start();
      // A body of its own (not a slice of a shared allocation) is moved to the thread; any other is copied.
      const own = raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength ? raw : Buffer.from(raw);
      const task: ReadBodyTask = { raw: own, maxDocumentBytes: options.maxDocumentBytes };
      return pool.run(task, { transferList: [own.buffer as ArrayBuffer] });
    },
    async close() {
      await pool?.close();
    },
  };
}
