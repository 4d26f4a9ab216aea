import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import {
  documentExists,
  getDocument,
  getDocumentLayout,
  getDocumentPagePng,
  isTerminal,
  listDocuments,
  toDocumentObject,
} from '../../db/documents.ts';
import { ApiError, invalidParam, notFound } from '../errors.ts';
import { cursorNotInList, pageFields, pageRequest } from '../pagination.ts';
import { createTerminalDocumentCache } from '../terminal-documents.ts';
import {
  commonErrors,
  DocumentLayout,
  DocumentList,
  DocumentObject,
  DocumentParams,
  ErrorBody,
  ListDocumentsQuery,
  PageParams,
} from '../schemas.ts';
import { documentLifecycleRoutes } from './document-lifecycle.ts';
import { submitDocumentRoute } from './submit-document.ts';

/** Sends a document object that is already JSON text (the typed reply only knows objects). */
function sendSerialized(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

const DEFAULT_LIMIT = 10;

const documentNotFound = () => notFound('document_not_found', 'document');

/** /v1/documents…: submit (submit-document.ts), read, list, layout and page images, delete and the original (document-lifecycle.ts). Registered inside the authenticated scope. */
export const documentRoutes: FastifyPluginAsyncTypebox<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const terminalDocuments = createTerminalDocumentCache();

  await app.register(submitDocumentRoute, { db, config });
  await app.register(documentLifecycleRoutes, { db, forget: (id) => terminalDocuments.delete(id) });

  app.get(
    '/documents/:id',
    {
      schema: {
        summary: 'Get a document (poll until status is processed or failed)',
        tags: ['documents'],
        params: DocumentParams,
        response: { 200: DocumentObject, 404: ErrorBody, ...commonErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const cached = terminalDocuments.get(id);
      // Another process may have deleted it since it was cached.
      if (cached && cached.projectId === request.projectId) {
        if (await documentExists(db, request.projectId, id)) return sendSerialized(reply, cached.json);
        terminalDocuments.delete(id);
        throw documentNotFound();
      }
      const row = await getDocument(db, request.projectId, id);
      if (!row) throw documentNotFound();
      const json = JSON.stringify(toDocumentObject(row));
      if (isTerminal(row.status)) terminalDocuments.set(id, { projectId: row.project_id, json });
      else reply.header('Retry-After', '1');
      return sendSerialized(reply, json);
    },
  );

  app.get(
    '/documents',
    {
      schema: {
        summary: 'List documents, newest first',
        description:
          'Page by cursor (starting_after / ending_before, the id of a listed document): one index seek at any depth, no item skipped or repeated while documents arrive, no total. ' +
          'Or by offset (with the total), which slows down with depth and may skip or repeat documents that arrive meanwhile. Filters combine with either.',
        tags: ['documents'],
        querystring: ListDocumentsQuery,
        response: { 200: DocumentList, ...commonErrors },
      },
    },
    async (request) => {
      const q = request.query;
      const page = pageRequest(q, DEFAULT_LIMIT);
      if (q.created_after && q.created_before && Date.parse(q.created_after) >= Date.parse(q.created_before)) {
        throw invalidParam('created_before', 'created_before must be later than created_after.');
      }
      const listed = await listDocuments(
        db,
        request.projectId,
        { status: q.status, type: q.type, createdAfter: q.created_after, createdBefore: q.created_before },
        page,
      );
      if (!listed) throw cursorNotInList(page, 'document', 'this project');
      return { object: 'list' as const, data: listed.rows.map(toDocumentObject), ...pageFields(page, listed) };
    },
  );

  app.get(
    '/documents/:id/layout',
    {
      schema: {
        summary: 'Word-level layout of a processed document',
        tags: ['documents'],
        params: DocumentParams,
        response: { 200: DocumentLayout, 404: ErrorBody, 409: ErrorBody, ...commonErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const layout = await getDocumentLayout(db, request.projectId, id);
      if (layout) return { object: 'layout' as const, document_id: id, pages: layout };
      const row = await getDocument(db, request.projectId, id);
      if (!row) throw documentNotFound();
      throw new ApiError(409, 'document_not_processed', `The document is ${row.status}; its layout exists once it is processed.`);
    },
  );

  app.get(
    '/documents/:id/pages/:number.png',
    {
      schema: {
        summary: 'Image of one page of a processed document (PNG)',
        tags: ['documents'],
        params: PageParams,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/png' }), 404: ErrorBody, ...commonErrors },
      },
    },
    async (request, reply) => {
      const { id, number } = request.params;
      const png = await getDocumentPagePng(db, request.projectId, id, number);
      if (png) return reply.type('image/png').header('Cache-Control', 'private, max-age=3600').send(png);
      const row = await getDocument(db, request.projectId, id);
      if (!row) throw documentNotFound();
      throw new ApiError(404, 'page_not_found', `The document has no image of page ${number}.`);
    },
  );
};
