/** The worker thread of offload.ts: reads one large process body and moves the decoded bytes back. */
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { readProcessBody, type ReadBodyOutcome } from './read-body.ts';

export interface ReadBodyTask {
  raw: Uint8Array;
  maxDocumentBytes: number;
}

export default function readBody(task: ReadBodyTask) {
  const outcome: ReadBodyOutcome = readProcessBody(task.raw, task.maxDocumentBytes);
  if (!outcome.ok || !outcome.upload) return outcome;
  const buffer = outcome.upload.bytes.buffer;
  // Moved, not copied, back to the API thread.
  return move({
    get [transferableSymbol]() {
      return buffer;
    },
    get [valueSymbol]() {
      return outcome;
    },
  });
}
