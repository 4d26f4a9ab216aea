/** DELETE /v1/documents/{id} and GET /v1/documents/{id}/file: a document's end, and its original on request. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { deleteDocuments } from '../../db/document-deletion.ts';
import { getDocument } from '../../db/documents.ts';
import type { Db } from '../../db/index.ts';
import { ApiError, notFound } from '../errors.ts';
import { commonErrors, DocumentParams, ErrorBody } from '../schemas.ts';

const documentNotFound = () => notFound('document_not_found', 'document');

/** File name extensions of the formats docproc reads (net/sniff.ts). */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/tiff': 'tif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'text/plain': 'txt',
};

/** A content type safe to answer with: the stored one when it is a plain `type/subtype`, else octet-stream. */
function safeContentType(contentType: string | undefined): string {
  const bare = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(bare) ? bare : 'application/octet-stream';
}

export const documentLifecycleRoutes: FastifyPluginAsyncTypebox<{ db: Db; forget: (id: string) => void }> = async (app, { db, forget }) => {
  app.delete(
    '/documents/:id',
    {
      schema: {
        summary: 'Delete a document: its original, result, layout and page images, at once',
        description:
          'A document still queued or processing is cancelled: its worker writes nothing more and no document.processed or ' +
          'document.failed event follows. No event is emitted for the deletion. Events already stored (and deliveries still ' +
          'pending) keep only the id: their data.document becomes {"id", "object": "document", "deleted": true}; so does the ' +
          'answer an Idempotency-Key replay of its submit gives. Later requests for the document answer 404 document_not_found, ' +
          'lists no longer show it, and its id as a list cursor (starting_after, ending_before) is a 400 resource_missing. ' +
          'The retention job (DOCPROC_RETENTION) deletes old documents the same way.',
        tags: ['documents'],
        params: DocumentParams,
        response: { 204: Type.Null({ description: 'Deleted; no body.' }), 404: ErrorBody, ...commonErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = await deleteDocuments(db, request.projectId, [id]);
      if (deleted.length === 0) throw documentNotFound();
      forget(id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/documents/:id/file',
    {
      schema: {
        summary: 'The original bytes of a document, as submitted or as fetched from its URL',
        description:
          'Answered with the content type the file was read as and `Content-Disposition: attachment` with a file name made of ' +
          'the document id. 404 document_not_found for an unknown document (or another project\'s); 404 file_not_found when no ' +
          'bytes are kept: a URL not fetched yet, or whose fetch failed.',
        tags: ['documents'],
        params: DocumentParams,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The original bytes.' }),
          404: ErrorBody,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await getDocument(db, request.projectId, id);
      if (!row) throw documentNotFound();
      const bytes = await db.files.get(id);
      if (!bytes) throw new ApiError(404, 'file_not_found', `The document's original is not stored (its status is ${row.status}).`);
      const contentType = safeContentType(row.file?.content_type);
      const name = `${id}.${EXTENSIONS[contentType] ?? 'bin'}`;
      return reply
        .type(contentType)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );
};
