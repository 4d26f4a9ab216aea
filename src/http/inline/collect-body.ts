/** Receives a small request body into one buffer of its own as it arrives (large ones go to offload.ts). */
import type { Readable } from 'node:stream';
import { ApiError } from '../errors.ts';

export const tooLarge = (limit: number) => new ApiError(413, 'payload_too_large', `The request body is too large; at most ${limit} bytes are accepted.`);
export const wrongLength = () => new ApiError(400, 'invalid_request', 'The request body does not match its Content-Length.');

export function collectBody(payload: Readable, contentLength: number | null, limit: number): Promise<Buffer> {
  if (contentLength !== null && contentLength > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    let target = contentLength !== null ? Buffer.allocUnsafeSlow(contentLength) : null;
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = (error: Error) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      target = null;
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      if (received + chunk.length > limit) return stop(tooLarge(limit));
      if (target) {
        if (received + chunk.length > target.length) return stop(wrongLength());
        chunk.copy(target, received);
      } else {
        chunks.push(Buffer.from(chunk));
      }
      received += chunk.length;
    };
    const onEnd = () => {
      payload.removeListener('data', onData);
      payload.removeListener('error', onError);
      if (target) {
        if (received !== target.length) return reject(wrongLength());
        return resolve(target);
      }
      resolve(Buffer.concat(chunks, received));
    };
    const onError = (error: Error) => stop(Object.assign(error, { statusCode: 400 }));
    payload.on('data', onData);
    payload.once('end', onEnd);
    payload.once('error', onError);
    payload.resume();
  });
}
