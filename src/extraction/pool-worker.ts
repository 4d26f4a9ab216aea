/**
 * The main module of an extraction worker process (worker-process.ts): one `extract()` call per task received
 * over IPC, one at a time, its outcome sent back. It ends with its parent (the IPC channel closing). A warm-up task
 * reads a small document (warm-up/index.ts), so that the next real one finds everything loaded.
 */
import { extract } from './index.ts';
import { ExtractionError, type ExtractionOptions, type ExtractionOutput, type RequestedType } from './types.ts';
import { warmUp } from './warm-up/index.ts';

export interface ExtractionTask {
  bytes: Uint8Array;
  type: RequestedType;
  options: ExtractionOptions;
}

export interface WarmUpTask {
  warmUp: ExtractionOptions;
}

/** What a warm-up task answers. */
export const WARMED_UP = 'warmed-up';

/** Errors lose their class crossing processes, so the outcome says which kind of failure it was. */
export type ExtractionOutcome =
  | { ok: true; output: ExtractionOutput }
  | { ok: false; code: ExtractionError['code']; message: string }
  | { ok: false; code: null; message: string; stack?: string };

export async function runExtraction(task: ExtractionTask): Promise<ExtractionOutcome> {
  try {
    return { ok: true, output: await extract(task.bytes, task.type, task.options) };
  } catch (error) {
    if (error instanceof ExtractionError) return { ok: false, code: error.code, message: error.message };
    const e = error instanceof Error ? error : new Error(String(error));
    return { ok: false, code: null, message: e.message, stack: e.stack };
  }
}

if (process.send) {
  const send = process.send.bind(process);
  process.on('message', (task: ExtractionTask | WarmUpTask) => {
    if ('warmUp' in task) void warmUp(task.warmUp).then(() => send(WARMED_UP));
    else void runExtraction(task).then((outcome) => send(outcome));
  });
  process.on('disconnect', () => process.exit(0));
  send('ready');
}
