/**
 * Reads the body of POST /v1/documents/process from its raw bytes: JSON, and when `url` is a `data:` URL,
 * the document it carries, decoded and hashed. Plain code with no I/O, so that it can run on a worker
 * thread (offload.ts) for a large body, which the API's event loop must never decode itself.
 */
import { createHash } from 'node:crypto';
import secureJson from 'secure-json-parse';
import { parseDataUrl } from '../../net/data-url.ts';

export interface InlineUpload {
  /** null once a worker thread wrote them to the file store itself (as document `storedAs`). */
  bytes: Uint8Array | null;
  storedAs: string | null;
  size: number;
  /** The media type the data: URL declares, without its parameters (`application/pdf`). */
  contentType: string;
  sha256: string;
}

export type ReadBodyOutcome =
  | { ok: true; body: unknown; upload: InlineUpload | null }
  | { ok: false; statusCode: 400 | 413; code: string; message: string; param: string | null };

/** Stands in for the data: URL in the parsed body: short, and it changes with the bytes (idempotency compares bodies). */
export function uploadPlaceholder(upload: InlineUpload): string {
  return `data:${upload.contentType};sha256,${upload.sha256}`;
}

export function readProcessBody(raw: Uint8Array, maxDocumentBytes: number): ReadBodyOutcome {
  if (raw.byteLength === 0) return { ok: false, statusCode: 400, code: 'invalid_json', message: 'The request body is empty; send a JSON object.', param: null };
  let body: unknown;
  try {
    body = secureJson.parse(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('utf8'), null, {
      protoAction: 'error',
      constructorAction: 'error',
    });
  } catch {
    return { ok: false, statusCode: 400, code: 'invalid_json', message: 'The request body is not valid JSON.', param: null };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: true, body, upload: null };
  const fields = body as Record<string, unknown>;
  if (typeof fields.url !== 'string' || !/^\s*data:/i.test(fields.url.slice(0, 16))) return { ok: true, body, upload: null };

  const parsed = parseDataUrl(fields.url.trim());
  if (!parsed.ok) return { ok: false, statusCode: 400, code: 'parameter_invalid', message: `The ${parsed.problem}.`, param: 'url' };
  if (parsed.body.length === 0) return { ok: false, statusCode: 400, code: 'parameter_invalid', message: 'The data: URL carries no bytes.', param: 'url' };
  if (parsed.body.length > maxDocumentBytes) {
    return {
      ok: false,
      statusCode: 413,
      code: 'document_too_large',
      message: `The document is ${parsed.body.length} bytes; at most ${maxDocumentBytes} are accepted.`,
      param: 'url',
    };
  }
  const upload: InlineUpload = {
    bytes: parsed.body,
    storedAs: null,
    size: parsed.body.length,
    contentType: parsed.contentType.split(';')[0].trim().toLowerCase() || 'application/octet-stream',
    sha256: createHash('sha256').update(parsed.body).digest('hex'),
  };
  fields.url = uploadPlaceholder(upload);
  return { ok: true, body, upload };
}
