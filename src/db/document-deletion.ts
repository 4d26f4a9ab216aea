/**
 * Deleting documents: the row, its original bytes, result, layout and page images in one transaction, the
 * stored events of the document cut down to its id, and the recorded answer of its submit likewise. A
 * worker still running the document loses its lease with the row, so it can write nothing more (every
 * write of a run names its lease token: document-queue.ts) and no terminal event follows.
 */
import type { Db, Queryable } from './index.ts';

/** What an event or a replayed submit says of a document once it is deleted (Stripe's deleted object). */
export function deletedDocumentStub(id: string) {
  return { id, object: 'document' as const, deleted: true as const };
}

/**
 * Deletes the documents of `ids` (of `projectId` only, unless null: the retention job) and returns the ids
 * deleted. The files beside an embedded database are removed after the commit; a process that dies in
 * between leaves files without a row, which sweepOrphanFiles removes.
 */
export async function deleteDocuments(db: Db, projectId: string | null, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const deleted = await db.transaction((tx) => deleteDocumentRows(tx, projectId, ids));
  for (const id of deleted) await db.files.delete(id);
  return deleted;
}

/** The statements of deleteDocuments, inside `tx`; the caller removes the files after the commit. */
export async function deleteDocumentRows(tx: Queryable, projectId: string | null, ids: string[]): Promise<string[]> {
  // First, so that a worker finishing the document at this moment either commits before (and its rows
  // are deleted here) or finds no row to write to.
  const rows = await tx.query<{ id: string; project_id: string }>(
    `DELETE FROM documents WHERE id = ANY($1::text[]) AND ($2::text IS NULL OR project_id = $2) RETURNING id, project_id`,
    [ids, projectId],
  );
  const deleted = rows.map((r) => r.id);
  if (deleted.length === 0) return [];
  // document_files, document_layouts and document_pages go with the row (ON DELETE CASCADE). Pending
  // deliveries send the event as stored, so they carry the stub from now on.
  await tx.query(
    `UPDATE events SET payload = json_build_object(
        'id', id, 'object', 'event', 'type', type, 'created_at', payload->'created_at',
        'data', json_build_object('document', json_build_object('id', document_id, 'object', 'document', 'deleted', true)))
      WHERE document_id = ANY($1::text[])`,
    [deleted],
  );
  await tx.query(
    `UPDATE idempotency_keys k SET response = jsonb_build_object('id', k.response->>'id', 'object', 'document', 'deleted', true)
      FROM unnest($1::text[], $2::text[]) AS d(id, project_id)
     WHERE k.response->>'id' = d.id AND k.project_id = d.project_id AND k.response->>'object' = 'document'`,
    [deleted, rows.map((r) => r.project_id)],
  );
  return deleted;
}

/**
 * Ids of documents created more than `ageMs` ago, oldest first, at most `limit`. One seek per project on
 * documents_list (project_id, created_at DESC, id DESC), read backwards from its oldest: no index of its
 * own on created_at, which the planner would take for a list with a created range instead of
 * documents_list, and a cursor page would no longer be one seek in its project.
 */
export async function documentsOlderThan(db: Queryable, ageMs: number, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT d.id FROM projects p
       CROSS JOIN LATERAL (
         SELECT id, created_at FROM documents
          WHERE project_id = p.id AND created_at < now() - $1::double precision * interval '1 millisecond'
          ORDER BY created_at, id LIMIT $2) d
      ORDER BY d.created_at, d.id LIMIT $2`,
    [ageMs, limit],
  );
  return rows.map((r) => r.id);
}

/** Of `ids`, those that still have a document row. */
export async function existingDocumentIds(db: Queryable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>('SELECT id FROM documents WHERE id = ANY($1::text[])', [ids]);
  return new Set(rows.map((r) => r.id));
}
