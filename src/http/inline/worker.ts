/**
 * The worker thread of offload.ts: receives one large process body chunk by chunk over a MessagePort,
 * reads it, and writes the document to the file store (or moves its bytes back).
 */
import { renameSync, writeFileSync } from 'node:fs';
import type { MessagePort } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { readProcessBody, type ReadBodyOutcome } from './read-body.ts';

export interface ReadBodyTask {
  /** Sends the body's chunks (Uint8Array), then null at its end, or 'abort'. */
  port: MessagePort;
  /** The Content-Length, when the request has one. */
  expectedBytes: number | null;
  maxDocumentBytes: number;
  /** Write the document here (the file store) instead of moving its bytes back; with its id. */
  writeTo: { path: string; documentId: string } | null;
}

/** The whole body, or null when the API thread gave up on it. */
function receive(port: MessagePort, expectedBytes: number | null): Promise<Buffer | null> {
  return new Promise((resolve) => {
    let buffer = Buffer.allocUnsafeSlow(expectedBytes ?? 1024 * 1024);
    let length = 0;
    port.on('message', (message: Uint8Array | null | 'abort') => {
      if (message === null || message === 'abort') {
        port.close();
        return resolve(message === null ? buffer.subarray(0, length) : null);
      }
      if (length + message.byteLength > buffer.length) {
        const grown = Buffer.allocUnsafeSlow(Math.max(buffer.length * 2, length + message.byteLength));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      buffer.set(message, length);
      length += message.byteLength;
    });
  });
}

export default async function readBody(task: ReadBodyTask) {
  const raw = await receive(task.port, task.expectedBytes);
  if (raw === null) return null;
  const outcome: ReadBodyOutcome = readProcessBody(raw, task.maxDocumentBytes);
  if (!outcome.ok || !outcome.upload?.bytes) return outcome;
  if (task.writeTo) {
    const temporary = `${task.writeTo.path}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, outcome.upload.bytes);
    renameSync(temporary, task.writeTo.path);
    return { ...outcome, upload: { ...outcome.upload, bytes: null, storedAs: task.writeTo.documentId } };
  }
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
