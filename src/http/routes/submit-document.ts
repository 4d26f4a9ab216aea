/**
 * POST /v1/documents/process. One transaction holds the document, its inline bytes (on PostgreSQL), the
 * workers' notification and the Idempotency-Key record with the answer: either all of it exists or none,
 * so a retry after any failure can neither lose the document nor create a second one.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Type } from 'typebox';
import type { Config } from '../../config.ts';
import { insertDocument, toDocumentObject, type DocumentFile } from '../../db/documents.ts';
import { completeIdempotencyKey, reserveIdempotencyKey, type Reservation } from '../../db/idempotency.ts';
import type { Db } from '../../db/index.ts';
import { newId } from '../../ids.ts';
import { documentUrlProblem } from '../../net/url-policy.ts';
import { ApiError, invalidParam } from '../errors.ts';
import { idempotencyKeyOf, IN_HANDLER, replayIdempotent } from '../idempotency.ts';
import { createBodyReader } from '../inline/offload.ts';
import type { InlineUpload } from '../inline/read-body.ts';
import { commonErrors, DeletedDocument, DocumentObject, ErrorBody, ProcessDocumentBody } from '../schemas.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The document a data: URL carried, decoded by the body parser. */
    inlineUpload: InlineUpload | null;
  }
}

/** `url must use http or https` → `The url must use http or https.` */
function asSentence(problem: string): string {
  const text = problem.endsWith('.') ? problem : `${problem}.`;
  return text.startsWith('url ') ? `The ${text}` : text;
}

function fileOf(upload: InlineUpload): DocumentFile {
  return { content_type: upload.contentType, size: upload.size, pages: null, sha256: upload.sha256 };
}

type Outcome = { kind: 'created'; answer: ReturnType<typeof toDocumentObject> } | { kind: 'earlier'; found: Exclude<Reservation, { kind: 'reserved' }> };

export const submitDocumentRoute: FastifyPluginAsyncTypebox<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // A data: URL carries the file itself, base64 (4/3 of its size) plus the JSON around it.
  const bodyLimit = Math.ceil((config.maxDocumentBytes * 4) / 3) + 64 * 1024;
  const reader = createBodyReader({ maxDocumentBytes: config.maxDocumentBytes });
  app.addHook('onClose', () => reader.close());

  app.decorateRequest('inlineUpload', null);
  // An upload a worker thread stored whose request then failed validation (the handler clears it): removed.
  app.addHook('onResponse', async (request) => {
    const storedAs = request.inlineUpload?.storedAs;
    if (storedAs) await db.files.delete(storedAs).catch(() => {});
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', async (request: FastifyRequest, payload: IncomingMessage) => {
    const declared = Number(request.headers['content-length']);
    const outcome = await reader.read(payload, Number.isSafeInteger(declared) ? declared : null, bodyLimit, async () => {
      const documentId = newId('doc');
      const path = await db.files.directPath(documentId);
      return path === null ? null : { path, documentId };
    });
    if (!outcome.ok) throw new ApiError(outcome.statusCode, outcome.code, outcome.message, outcome.param);
    request.inlineUpload = outcome.upload;
    return outcome.body;
  });

  app.post(
    '/documents/process',
    {
      bodyLimit,
      config: { idempotency: IN_HANDLER },
      schema: {
        summary: 'Submit a document for processing',
        description:
          'An inline upload (a data: URL) is never echoed: the document answers `url: null`, and `file` describes the bytes from the start. ' +
          'An Idempotency-Key replay answers the first response for 24 h; once its document was deleted, the replay answers ' +
          '`{"id", "object": "document", "deleted": true}` and creates nothing.',
        tags: ['documents'],
        headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ description: 'Replays the first response for 24 h.' })) }),
        body: ProcessDocumentBody,
        response: { 202: Type.Union([DocumentObject, DeletedDocument]), 409: ErrorBody, 413: ErrorBody, 415: ErrorBody, ...commonErrors },
      },
    },
    async (request, reply) => {
      const { url, type, metadata = {} } = request.body;
      const upload = request.inlineUpload;
      if (!upload) {
        const problem = documentUrlProblem(url, { allowPrivateNetworks: config.allowPrivateNetworks, allowData: false });
        if (problem) throw invalidParam('url', asSentence(problem));
      }
      const key = idempotencyKeyOf(request);
      const path = request.url.split('?')[0];
      const requestHash = createHash('sha256').update(`POST ${path}\n${JSON.stringify(request.body)}`).digest('hex');

      const id = upload?.storedAs ?? newId('doc');
      const location = `/v1/documents/${id}`;
      const staged = upload ? (upload.bytes ? await db.files.stage(id, upload.bytes) : db.files.adopt(id)) : null;
      request.inlineUpload = null;
      let outcome: Outcome;
      try {
        outcome = await db.transaction(async (tx): Promise<Outcome> => {
          if (key !== null) {
            const found = await reserveIdempotencyKey(tx, { projectId: request.projectId, key, method: 'POST', path, requestHash });
            if (found.kind !== 'reserved') return { kind: 'earlier', found };
          }
          const row = await insertDocument(tx, {
            id,
            projectId: request.projectId,
            url: upload ? null : url,
            type,
            metadata,
            file: upload ? fileOf(upload) : null,
          });
          await staged?.commit(tx);
          const answer = toDocumentObject(row);
          if (key !== null) {
            await completeIdempotencyKey(tx, { projectId: request.projectId, key, statusCode: 202, response: answer, headers: { location } });
          }
          return { kind: 'created', answer };
        });
      } catch (error) {
        await staged?.discard().catch(() => {});
        throw error;
      }
      if (outcome.kind === 'created') return reply.code(202).header('Location', location).send(outcome.answer);

      await staged?.discard().catch(() => {});
      return replayIdempotent(reply, outcome.found, requestHash);
    },
  );
};
