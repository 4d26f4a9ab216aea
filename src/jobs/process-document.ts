/**
 * One claimed document from download to terminal state: fetch (SSRF-safe) → sniff → extract (worker
 * processes) → save result and event. Transient download faults make it due again later (with backoff),
 * still `processing`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { finishFailed, finishProcessed, scheduleRetry, type Lease } from '../db/document-queue.ts';
import type { DocumentError, DocumentFile, DocumentRow } from '../db/documents.ts';
import type { StagedFile } from '../db/files.ts';
import type { ExtractionPool } from '../extraction/pool.ts';
import { ExtractionError, type ExtractionOptions, type ExtractionOutput } from '../extraction/types.ts';
import { observeDocumentProcessed } from '../metrics.ts';
import { FetchError, safeFetch } from '../net/safe-fetch.ts';
import { sniffFormat } from '../net/sniff.ts';

export interface ProcessContext {
  db: Db;
  config: Config;
  logger: FastifyBaseLogger;
  pool: ExtractionPool;
  /** This run's claim: every write it makes names it, so a run whose lease was taken over writes nothing. */
  lease: Lease;
  /** Aborted when this run lost the document's lease (another claim owns it now). */
  leaseLost: AbortSignal;
}

const INTERNAL_ERROR: DocumentError = { code: 'internal_error', message: 'The document could not be processed because of an error on our side.' };

/** Upstream answers worth another try later. */
function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

/** How a document is read, from the configuration (the warm-up reads its document the same way). */
export function extractionOptions(config: Config): ExtractionOptions {
  return {
    einvoice: config.einvoice, ocrLangs: config.ocrLangs, maxPages: config.maxPages, maxImagePixels: config.maxImagePixels,
    renderPages: true, secondReading: config.secondReading,
  };
}

export async function processDocument(ctx: ProcessContext, row: DocumentRow): Promise<void> {
  const { db, config, lease } = ctx;
  const log = ctx.logger.child({ document_id: row.id });
  const claimedAt = performance.now();
  const seconds = () => (performance.now() - claimedAt) / 1000;

  const fail = async (error: DocumentError, original?: StagedFile | null, file?: DocumentFile) => {
    const done = await finishFailed(db, lease, { error, original, file });
    if (!done) return;
    observeDocumentProcessed(null, 'failed', seconds());
    log.info({ code: error.code }, 'document failed');
  };
  const retryOrFail = async (error: DocumentError) => {
    const delay = config.fetchRetrySchedule[row.attempts];
    if (delay === undefined) return fail(error);
    log.info({ code: error.code, attempt: row.attempts + 1, retry_in_ms: delay }, 'transient fault, will retry');
    await scheduleRetry(db, lease, delay, `${error.code}: ${error.message}`);
  };

  // Claims that ended in a scheduled retry are accounted for by `attempts`; the rest died with their worker.
  if (row.claims - row.attempts > config.maxClaims) {
    log.warn({ claims: row.claims }, 'document kept losing its worker; giving up');
    return fail(INTERNAL_ERROR);
  }

  // An inline upload's bytes were stored at submit; anything else is downloaded.
  const inline = row.url === null;
  let body: Buffer;
  if (row.url === null) {
    const stored = await db.files.get(row.id);
    if (!stored) {
      log.error('the stored bytes of an inline upload are missing');
      return fail(INTERNAL_ERROR);
    }
    body = stored;
  } else {
    try {
      const response = await safeFetch(row.url, {
        maxBytes: config.maxDocumentBytes,
        timeoutMs: config.fetchTimeoutMs,
        allowPrivateNetworks: config.allowPrivateNetworks,
        followRedirects: true,
        // A run that lost its lease (the document was deleted, or claimed again) stops downloading.
        signal: ctx.leaseLost,
      });
      if (response.status < 200 || response.status > 299) {
        const error = { code: 'http_error', message: `The document's host answered HTTP ${response.status} instead of the file.` };
        return isTransientStatus(response.status) ? retryOrFail(error) : fail(error);
      }
      body = response.body;
    } catch (error) {
      if (ctx.leaseLost.aborted) return;
      if (!(error instanceof FetchError)) throw error;
      const documentError = { code: error.code, message: error.message };
      return error.transient ? retryOrFail(documentError) : fail(documentError);
    }
  }
  if (ctx.leaseLost.aborted) return;

  const sniffed = sniffFormat(body);
  // WebCrypto hashes on libuv's threads: 20 MB hashed here would hold up every request of an API process.
  const sha256 = (inline ? row.file?.sha256 : undefined) ?? Buffer.from(await crypto.subtle.digest('SHA-256', body)).toString('hex');
  // Downloaded bytes are kept with the outcome (written ahead of its transaction); an upload's are stored already.
  const original = () => (inline ? Promise.resolve(null) : db.files.stage(row.id, body));
  const fileOf = (contentType: string, pages: number | null): DocumentFile => ({ content_type: contentType, size: body.length, pages, sha256 });
  if (!sniffed) {
    return fail({ code: 'unsupported_format', message: 'The file is not a PDF, an image or an e-invoice.' }, await original(), fileOf('application/octet-stream', null));
  }

  let output: ExtractionOutput;
  try {
    output = await ctx.pool.extract(
      body,
      row.type,
      extractionOptions(config),
      // The timeout (processing_timeout) counts from when a worker starts on the document, not its own start.
      { signal: ctx.leaseLost, timeoutMs: config.processingTimeoutMs },
    );
  } catch (error) {
    if (ctx.leaseLost.aborted) return;
    const file = fileOf(sniffed.contentType, null);
    if (error instanceof ExtractionError) return fail({ code: error.code, message: error.message }, await original(), file);
    log.error({ err: error }, 'extraction crashed');
    return fail(INTERNAL_ERROR, await original(), file);
  }

  const done = await finishProcessed(db, lease, {
    original: await original(),
    file: fileOf(output.file.content_type || sniffed.contentType, output.file.pages),
    result: output.result,
    layout: output.layout,
    pageImages: output.pageImages,
  });
  if (!done) return;
  observeDocumentProcessed(output.result.source, 'processed', seconds());
  log.info({ source: output.result.source }, 'document processed');
}
