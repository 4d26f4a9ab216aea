/** Runs in a worker thread of the extraction pool (pool.ts): one `extract()` call per task. */
import { extract } from './index.ts';
import { ExtractionError, type ExtractionOptions, type ExtractionOutput, type RequestedType } from './types.ts';

export interface ExtractionTask {
  bytes: Uint8Array;
  type: RequestedType;
  options: ExtractionOptions;
}

/** Errors lose their class crossing threads, so the outcome says which kind of failure it was. */
export type ExtractionOutcome =
  | { ok: true; output: ExtractionOutput }
  | { ok: false; code: ExtractionError['code']; message: string }
  | { ok: false; code: null; message: string; stack?: string };

export default async function runExtraction(task: ExtractionTask): Promise<ExtractionOutcome> {
  try {
    return { ok: true, output: await extract(task.bytes, task.type, task.options) };
  } catch (error) {
    if (error instanceof ExtractionError) return { ok: false, code: error.code, message: error.message };
    const e = error instanceof Error ? error : new Error(String(error));
    return { ok: false, code: null, message: e.message, stack: e.stack };
  }
}
