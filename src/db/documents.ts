import { FIELD_NAMES, type LayoutPage, type Result } from '../extraction/types.ts';
import type { Queryable } from './index.ts';
import { listPage, type ListPage, type PageRequest } from './pagination.ts';

export type DocumentStatus = 'queued' | 'processing' | 'processed' | 'failed';
export type DocumentTypeRequested = 'invoice' | 'receipt' | 'auto';

export interface DocumentFile {
  content_type: string;
  size: number;
  pages: number | null;
  sha256: string;
}

export interface DocumentError {
  code: string;
  message: string;
}

export interface DocumentRow {
  id: string;
  project_id: string;
  /** null for an inline upload, whose bytes are in db.files. */
  url: string | null;
  type: DocumentTypeRequested;
  status: DocumentStatus;
  metadata: Record<string, string>;
  file: DocumentFile | null;
  error: DocumentError | null;
  result: Result | null;
  created_at: Date;
  updated_at: Date;
  processed_at: Date | null;
  attempts: number;
  claims: number;
  run_at: Date;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
}

// jsonb stores object keys in its own order (shortest first); answers list them in the order of API.md.
const FIELD_KEYS = ['value', 'raw', 'confidence', 'page', 'bbox'];
const RESULT_ORDER: KeyOrder = {
  keys: ['document_type', 'source', 'fields', 'line_items', 'taxes', 'checks', 'needs_review', 'pages', 'warnings'],
  nested: {
    fields: { keys: [...FIELD_NAMES], each: { keys: FIELD_KEYS } },
    line_items: { keys: ['description', 'quantity', 'unit_price', 'amount', 'tax_rate', 'product_code', 'confidence', 'page', 'bbox'] },
    taxes: { keys: ['rate', 'base', 'amount'] },
    checks: { keys: ['totals_consistent', 'line_items_consistent'] },
    pages: { keys: ['number', 'width', 'height', 'unit', 'rotation'] },
  },
};
const FILE_ORDER: KeyOrder = { keys: ['content_type', 'size', 'pages', 'sha256'] };
const ERROR_ORDER: KeyOrder = { keys: ['code', 'message'] };

interface KeyOrder {
  keys: string[];
  /** Orders of the values under some keys. */
  nested?: Record<string, KeyOrder>;
  /** Order of every value of this object (a map such as `fields`). */
  each?: KeyOrder;
}

/** A copy of `value` with object keys in `order` (unknown keys after them); arrays are ordered item by item. */
function inOrder<T>(value: T, order: KeyOrder): T {
  if (Array.isArray(value)) return value.map((item: unknown) => inOrder(item, order)) as T;
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const place = (key: string) => {
    const nested = order.nested?.[key] ?? order.each;
    out[key] = nested ? inOrder(source[key], nested) : source[key];
  };
  for (const key of order.keys) if (key in source) place(key);
  for (const key of Object.keys(source)) if (!(key in out)) place(key);
  return out as T;
}

/** True for a `data:` URL: a row submitted inline before uploads were stored apart still holds one. */
function isInline(url: string | null): boolean {
  return url !== null && /^\s*data:/i.test(url.slice(0, 16));
}

/** The document object of design/API.md. An inline upload is never echoed: its `url` is null. */
export function toDocumentObject(row: DocumentRow) {
  return {
    id: row.id,
    object: 'document' as const,
    url: isInline(row.url) ? null : row.url,
    type: row.type,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    processed_at: row.processed_at ? row.processed_at.toISOString() : null,
    metadata: row.metadata,
    file: inOrder(row.file, FILE_ORDER),
    error: inOrder(row.error, ERROR_ORDER),
    result: inOrder(row.result, RESULT_ORDER),
  };
}
export type DocumentObject = ReturnType<typeof toDocumentObject>;

/**
 * A terminal event's document larger than this is sent without its result (`result: null` and
 * `result_omitted: true` beside it): one event goes to every endpoint of the project, each retried for days,
 * and the receiver can always GET the document.
 */
export const MAX_EVENT_DOCUMENT_BYTES = 256 * 1024;

/** The `data` of a document's terminal event. */
export function eventDocumentData(row: DocumentRow): { document: DocumentObject; result_omitted?: true } {
  const document = toDocumentObject(row);
  if (Buffer.byteLength(JSON.stringify(document)) <= MAX_EVENT_DOCUMENT_BYTES) return { document };
  return { document: { ...document, result: null }, result_omitted: true };
}

export function isTerminal(status: DocumentStatus): boolean {
  return status === 'processed' || status === 'failed';
}

/** Workers LISTEN here; every insert notifies it so an idle worker picks the document up at once. */
export const DOCUMENTS_CHANNEL = 'docproc_documents';

/**
 * Inserts a queued document and notifies the workers. Call it inside the submit transaction: the
 * notification is delivered only if the document is committed. `file` describes an inline upload.
 */
export async function insertDocument(
  tx: Queryable,
  doc: { id: string; projectId: string; url: string | null; type: DocumentTypeRequested; metadata: Record<string, string>; file?: DocumentFile | null },
): Promise<DocumentRow> {
  const rows = await tx.query<DocumentRow>(
    `INSERT INTO documents (id, project_id, url, type, status, metadata, file) VALUES ($1, $2, $3, $4, 'queued', $5, $6) RETURNING ${ANSWER_COLUMNS}`,
    [doc.id, doc.projectId, doc.url, doc.type, JSON.stringify(doc.metadata), doc.file ? JSON.stringify(doc.file) : null],
  );
  await tx.query(`SELECT pg_notify('${DOCUMENTS_CHANNEL}', $1)`, [doc.id]);
  return rows[0];
}

/**
 * The columns an answer needs. A `url` left over from an inline upload made before uploads were stored
 * apart is dropped in the query, so that neither the database nor this process copies it for an answer.
 */
const ANSWER_COLUMNS = `id, project_id, CASE WHEN left(url, 5) ILIKE 'data:' THEN NULL ELSE url END AS url, type, status, metadata,
  file, error, result, created_at, updated_at, processed_at, attempts, claims, run_at, locked_by, locked_until, last_error`;

export async function getDocument(db: Queryable, projectId: string, id: string): Promise<DocumentRow | null> {
  const rows = await db.query<DocumentRow>(`SELECT ${ANSWER_COLUMNS} FROM documents WHERE id = $1 AND project_id = $2`, [id, projectId]);
  return rows[0] ?? null;
}

/** Whether the project has the document (a cheap look at the primary key). */
export async function documentExists(db: Queryable, projectId: string, id: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM documents WHERE id = $1 AND project_id = $2', [id, projectId]);
  return rows.length > 0;
}

export interface DocumentFilter {
  status?: DocumentStatus;
  type?: DocumentTypeRequested;
  createdAfter?: string;
  createdBefore?: string;
}

/**
 * One page of a project's documents, newest first (ties by id): by offset with the total, or by cursor
 * (pagination.ts). Null when the cursor is not a document of the project.
 */
export async function listDocuments(db: Queryable, projectId: string, filter: DocumentFilter, page: PageRequest): Promise<ListPage<DocumentRow> | null> {
  const filters: [string, unknown][] = [];
  if (filter.status) filters.push(['d.status = ?', filter.status]);
  if (filter.type) filters.push(['d.type = ?', filter.type]);
  if (filter.createdAfter) filters.push(['d.created_at > ?', filter.createdAfter]);
  if (filter.createdBefore) filters.push(['d.created_at < ?', filter.createdBefore]);
  return listPage<DocumentRow>(db, { table: 'documents', alias: 'd', columns: ANSWER_COLUMNS, scope: { project_id: projectId }, filters }, page);
}

/** The word layout of a processed document of the project; null when there is none. */
export async function getDocumentLayout(db: Queryable, projectId: string, id: string): Promise<LayoutPage[] | null> {
  const rows = await db.query<{ layout: LayoutPage[] }>(
    `SELECT l.layout FROM document_layouts l JOIN documents d ON d.id = l.document_id WHERE d.id = $1 AND d.project_id = $2`,
    [id, projectId],
  );
  return rows[0]?.layout ?? null;
}

export async function getDocumentPagePng(db: Queryable, projectId: string, id: string, number: number): Promise<Buffer | null> {
  const rows = await db.query<{ png: Uint8Array }>(
    `SELECT p.png FROM document_pages p JOIN documents d ON d.id = p.document_id WHERE d.id = $1 AND d.project_id = $2 AND p.number = $3`,
    [id, projectId, number],
  );
  return rows[0] ? Buffer.from(rows[0].png) : null;
}

/** Per status: how many documents, how many of them are due, and the age in seconds of the oldest due one. */
export async function countDocumentsByStatus(
  db: Queryable,
): Promise<{ status: DocumentStatus; n: number; due: number; oldest: number | null }[]> {
  return db.query(
    `SELECT status, count(*)::int AS n,
            count(*) FILTER (WHERE run_at <= now())::int AS due,
            extract(epoch FROM now() - min(run_at) FILTER (WHERE run_at <= now()))::float8 AS oldest
       FROM documents GROUP BY status`,
  );
}
