/**
 * Reads process bodies off the event loop. A body larger than IN_LINE_BYTES (in practice a data: URL) is
 * passed chunk by chunk, as it arrives, to a worker thread that collects, parses, decodes, hashes and
 * (with a file store) writes it: the API's event loop never allocates, copies or decodes a whole upload.
 */
import type { Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { collectBody, tooLarge, wrongLength } from './collect-body.ts';
import { readProcessBody, type ReadBodyOutcome } from './read-body.ts';
import type { ReadBodyTask } from './worker.ts';

/** Smaller bodies are read in line: starting a task costs more than parsing them. */
const IN_LINE_BYTES = 64 * 1024;

export interface BodyReader {
  /** `writeTo`: where a worker thread may store the document itself (see FileStore.directPath). */
  read(payload: Readable, contentLength: number | null, limit: number, writeTo: () => Promise<ReadBodyTask['writeTo']>): Promise<ReadBodyOutcome>;
  close(): Promise<void>;
}

export function createBodyReader(options: { maxDocumentBytes: number; threads?: number }): BodyReader {
  let pool: Piscina<ReadBodyTask, ReadBodyOutcome | null> | null = null;
  const start = () =>
    new Piscina<ReadBodyTask, ReadBodyOutcome | null>({
      filename: new URL('./worker.ts', import.meta.url).href,
      minThreads: 0,
      maxThreads: options.threads ?? 2,
      idleTimeout: 30_000,
      // Worker threads start without the parent's module hooks: tsx is loaded in each so it can import TypeScript.
      execArgv: ['--import', import.meta.resolve('tsx')],
    });

  async function offload(payload: Readable, contentLength: number | null, limit: number, writeTo: ReadBodyTask['writeTo']): Promise<ReadBodyOutcome> {
    pool ??= start();
    const { port1, port2 } = new MessageChannel();
    const task: ReadBodyTask = { port: port2, expectedBytes: contentLength, maxDocumentBytes: options.maxDocumentBytes, writeTo };
    const result = pool.run(task, { transferList: [port2] });
    const sent = new Promise<void>((resolve, reject) => {
      let received = 0;
      const stop = (error: Error) => {
        payload.removeListener('data', onData);
        payload.removeListener('end', onEnd);
        port1.postMessage('abort');
        port1.close();
        reject(error);
      };
      const onData = (chunk: Buffer) => {
        received += chunk.length;
        if (received > limit) return stop(tooLarge(limit));
        if (contentLength !== null && received > contentLength) return stop(wrongLength());
        // A view is cloned with its whole ArrayBuffer: a chunk of a larger one is copied out first.
        port1.postMessage(chunk.buffer.byteLength <= 2 * chunk.length ? chunk : Buffer.from(chunk));
      };
      const onEnd = () => {
        payload.removeListener('data', onData);
        if (contentLength !== null && received !== contentLength) return stop(wrongLength());
        port1.postMessage(null);
        port1.close();
        resolve();
      };
      payload.on('data', onData);
      payload.once('end', onEnd);
      payload.once('error', (error: Error) => stop(Object.assign(error, { statusCode: 400 })));
      payload.resume();
    });
    await sent.catch(async (error: unknown) => {
      await result.catch(() => null);
      throw error;
    });
    const outcome = await result;
    if (outcome === null) throw new Error('the body reader gave up on a body it was sent whole');
    return outcome;
  }

  return {
    async read(payload, contentLength, limit, writeTo) {
      if (contentLength !== null && contentLength > limit) throw tooLarge(limit);
      if (contentLength !== null && contentLength <= IN_LINE_BYTES) {
        return readProcessBody(await collectBody(payload, contentLength, limit), options.maxDocumentBytes);
      }
      return offload(payload, contentLength, limit, await writeTo());
    },
    async close() {
      await pool?.close();
    },
  };
}
