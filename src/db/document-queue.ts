/**
 * The documents table used as a job queue: claim, hold, retry and finish. Every state change after the
 * claim checks that the caller still owns the row, so a worker whose lease was taken over cannot finish
 * a document twice, and terminal states never change.
 */
import { newId } from '../ids.ts';
import type { LayoutPage, Result } from '../extraction/types.ts';
import { recordDocumentEvent, type DocumentEventType } from './events.ts';
import type { Db, Queryable } from './index.ts';
import { eventDocumentData, type DocumentError, type DocumentFile, type DocumentRow } from './documents.ts';
import type { StagedFile } from './files.ts';

/** Takes the oldest due document (queued and due, or processing with an expired lease) for `workerId`. */
export async function claimNext(db: Queryable, workerId: string, leaseMs: number): Promise<DocumentRow | null> {
  const rows = await db.query<DocumentRow>(
    `WITH next AS (
       SELECT id FROM documents
       WHERE status IN ('queued', 'processing') AND run_at <= now()
         AND (status = 'queued' OR locked_until < now())
       ORDER BY run_at
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     UPDATE documents d
        SET status = 'processing', locked_by = $1, locked_until = now() + $2 * interval '1 millisecond',
            claims = d.claims + 1, updated_at = now()
       FROM next WHERE d.id = next.id
     RETURNING d.*`,
    [workerId, leaseMs],
  );
  return rows[0] ?? null;
}

/** Extends the lease of a document still held by `workerId`; false when it was lost. */
export async function extendLease(db: Queryable, id: string, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE documents SET locked_until = now() + $3 * interval '1 millisecond'
      WHERE id = $1 AND locked_by = $2 AND status = 'processing' RETURNING id`,
    [id, workerId, leaseMs],
  );
  return rows.length > 0;
}

/**
 * Sets a document aside after a transient fault, due again in `delayMs`. It stays `processing` (a status
 * never goes back): no worker holds it, and its lease ends when it is due, so claimNext takes it then.
 */
export async function scheduleRetry(db: Queryable, id: string, workerId: string, delayMs: number, lastError: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE documents
        SET attempts = attempts + 1, run_at = now() + $3 * interval '1 millisecond',
            locked_by = NULL, locked_until = now() + $3 * interval '1 millisecond', last_error = $4, updated_at = now()
      WHERE id = $1 AND locked_by = $2 AND status = 'processing' RETURNING id`,
    [id, workerId, delayMs, lastError],
  );
  return rows.length > 0;
}

/**
 * Hands documents this worker still holds back to the queue at once (a graceful stop): due now, and the
 * claim not counted against DOCPROC_MAX_CLAIMS since nothing went wrong with the document.
 */
export async function releaseDocuments(db: Queryable, workerId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.query(
    `UPDATE documents
        SET status = 'queued', run_at = now(), locked_by = NULL, locked_until = NULL, claims = greatest(claims - 1, 0), updated_at = now()
      WHERE id = ANY($1::text[]) AND locked_by = $2 AND status = 'processing' RETURNING id`,
    [ids, workerId],
  );
  return rows.length;
}

export interface Extracted {
  /** The downloaded bytes, staged in db.files; null when they are there already (an inline upload). */
  original: StagedFile | null;
  file: DocumentFile;
  result: Result;
  layout: LayoutPage[];
  pageImages: { number: number; png: Uint8Array }[];
}

/** Saves the result and artefacts, sets `processed` and records the event, in one transaction. */
export async function finishProcessed(db: Db, id: string, workerId: string, extracted: Extracted): Promise<DocumentRow | null> {
  return db.transaction(async (tx) => {
    const row = await setTerminal(tx, id, workerId, {
      status: 'processed',
      file: extracted.file,
      result: extracted.result,
      error: null,
    });
    if (!row) return null;
    await extracted.original?.commit(tx);
    await tx.query('INSERT INTO document_layouts (document_id, layout) VALUES ($1, $2) ON CONFLICT (document_id) DO UPDATE SET layout = EXCLUDED.layout', [
      id,
      JSON.stringify(extracted.layout),
    ]);
    for (const page of extracted.pageImages) {
      await tx.query('INSERT INTO document_pages (document_id, number, png) VALUES ($1, $2, $3) ON CONFLICT (document_id, number) DO UPDATE SET png = EXCLUDED.png', [
        id,
        page.number,
        page.png,
      ]);
    }
    await recordTerminalEvent(tx, row, 'document.processed');
    return row;
  });
}

/** Sets `failed` with `error` and records the event, in one transaction. `original` is kept when it was downloaded. */
export async function finishFailed(
  db: Db,
  id: string,
  workerId: string,
  failure: { error: DocumentError; file?: DocumentFile; original?: StagedFile | null },
): Promise<DocumentRow | null> {
  return db.transaction(async (tx) => {
    const row = await setTerminal(tx, id, workerId, { status: 'failed', file: failure.file ?? null, result: null, error: failure.error });
    if (!row) return null;
    await failure.original?.commit(tx);
    await recordTerminalEvent(tx, row, 'document.failed');
    return row;
  });
}

async function setTerminal(
  tx: Queryable,
  id: string,
  workerId: string,
  state: { status: 'processed' | 'failed'; file: DocumentFile | null; result: Result | null; error: DocumentError | null },
): Promise<DocumentRow | null> {
  const rows = await tx.query<DocumentRow>(
    `UPDATE documents
        SET status = $3, file = $4, result = $5, error = $6, processed_at = now(), updated_at = now(),
            locked_by = NULL, locked_until = NULL
      WHERE id = $1 AND locked_by = $2 AND status = 'processing'
      RETURNING *`,
    [id, workerId, state.status, json(state.file), json(state.result), json(state.error)],
  );
  return rows[0] ?? null;
}

async function recordTerminalEvent(tx: Queryable, row: DocumentRow, type: DocumentEventType): Promise<void> {
  const id = newId('evt');
  await recordDocumentEvent(tx, {
    id,
    projectId: row.project_id,
    documentId: row.id,
    type,
    payload: { id, object: 'event', type, created_at: row.updated_at.toISOString(), data: eventDocumentData(row) },
  });
}

function json(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}
