/**
 * The documents table used as a job queue: claim, hold, retry and finish. Every state change after the
 * claim names the claim's lease token, so a run whose lease was taken over (by another worker or by the
 * same one) cannot write to the row any more, and terminal states never change.
 */
import { randomUUID } from 'node:crypto';
import { newId } from '../ids.ts';
import type { LayoutPage, Result } from '../extraction/types.ts';
import { recordDocumentEvent, type DocumentEventType } from './events.ts';
import type { Db, Queryable } from './index.ts';
import { eventDocumentData, type DocumentError, type DocumentFile, type DocumentRow } from './documents.ts';
import type { StagedFile } from './files.ts';

/** A claim on a document: its id and the token drawn for this claim alone. */
export interface Lease {
  documentId: string;
  token: string;
}

export interface ClaimOptions {
  /** Recorded in `locked_by` (who holds it, for operators); fencing is by the lease token. */
  workerId: string;
  leaseMs: number;
  /** Documents this worker is still running: never claimed again by it, even when their lease ran out. */
  running?: Iterable<string>;
}

/**
 * Takes the oldest due document: queued and due, or processing with no live lease (its worker died, it
 * was handed back, or its fetch retry came due). Status only moves forward: a claim never sets `queued`.
 */
export async function claimNext(db: Queryable, options: ClaimOptions): Promise<{ document: DocumentRow; lease: Lease } | null> {
  const token = randomUUID();
  const rows = await db.query<DocumentRow>(
    `WITH next AS (
       SELECT id FROM documents
       WHERE status IN ('queued', 'processing') AND run_at <= now()
         AND (status = 'queued' OR locked_until IS NULL OR locked_until < now())
         AND id <> ALL($4::text[])
       ORDER BY run_at
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     UPDATE documents d
        SET status = 'processing', locked_by = $1, lease_token = $3,
            locked_until = now() + $2 * interval '1 millisecond', claims = d.claims + 1, updated_at = now()
       FROM next WHERE d.id = next.id
     RETURNING d.*`,
    [options.workerId, options.leaseMs, token, [...(options.running ?? [])]],
  );
  const document = rows[0];
  return document ? { document, lease: { documentId: document.id, token } } : null;
}

/**
 * Extends a lease still held; false when it was lost (claimed again since). A lease that ran out but was
 * not claimed by anyone meanwhile is extended: its run may go on.
 */
export async function extendLease(db: Queryable, lease: Lease, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE documents SET locked_until = now() + $3 * interval '1 millisecond'
      WHERE id = $1 AND lease_token = $2 AND status = 'processing' RETURNING id`,
    [lease.documentId, lease.token, leaseMs],
  );
  return rows.length > 0;
}

/**
 * After a transient fault, makes the document due again in `delayMs`. It stays `processing` (a status never
 * goes backwards) with no lease, so any worker may take it when it is due.
 */
export async function scheduleRetry(db: Queryable, lease: Lease, delayMs: number, lastError: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE documents
        SET attempts = attempts + 1, run_at = now() + $3 * interval '1 millisecond',
            locked_by = NULL, locked_until = NULL, lease_token = NULL, last_error = $4, updated_at = now()
      WHERE id = $1 AND lease_token = $2 AND status = 'processing' RETURNING id`,
    [lease.documentId, lease.token, delayMs, lastError],
  );
  return rows.length > 0;
}

/**
 * Hands documents still held back to the queue at once (a graceful stop): due now, still `processing`, and
 * the claim not counted against DOCPROC_MAX_CLAIMS since nothing went wrong with the document.
 */
export async function releaseDocuments(db: Queryable, leases: Lease[]): Promise<number> {
  if (leases.length === 0) return 0;
  const rows = await db.query(
    `UPDATE documents d
        SET run_at = now(), locked_by = NULL, locked_until = NULL, lease_token = NULL,
            claims = greatest(d.claims - 1, 0), updated_at = now()
       FROM unnest($1::text[], $2::text[]) AS held(id, token)
      WHERE d.id = held.id AND d.lease_token = held.token AND d.status = 'processing' RETURNING d.id`,
    [leases.map((l) => l.documentId), leases.map((l) => l.token)],
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
export async function finishProcessed(db: Db, lease: Lease, extracted: Extracted): Promise<DocumentRow | null> {
  const row = await db.transaction(async (tx) => {
    const row = await setTerminal(tx, lease, {
      status: 'processed',
      file: extracted.file,
      result: extracted.result,
      error: null,
    });
    if (!row) return null;
    await extracted.original?.commit(tx);
    await tx.query('INSERT INTO document_layouts (document_id, layout) VALUES ($1, $2) ON CONFLICT (document_id) DO UPDATE SET layout = EXCLUDED.layout', [
      row.id,
      JSON.stringify(extracted.layout),
    ]);
    for (const page of extracted.pageImages) {
      await tx.query('INSERT INTO document_pages (document_id, number, png) VALUES ($1, $2, $3) ON CONFLICT (document_id, number) DO UPDATE SET png = EXCLUDED.png', [
        row.id,
        page.number,
        page.png,
      ]);
    }
    await recordTerminalEvent(tx, row, 'document.processed');
    return row;
  });
  if (!row) await forgetIfDeleted(db, lease, extracted.original);
  return row;
}

/** Sets `failed` with `error` and records the event, in one transaction. `original` is kept when it was downloaded. */
export async function finishFailed(
  db: Db,
  lease: Lease,
  failure: { error: DocumentError; file?: DocumentFile; original?: StagedFile | null },
): Promise<DocumentRow | null> {
  const row = await db.transaction(async (tx) => {
    const row = await setTerminal(tx, lease, { status: 'failed', file: failure.file ?? null, result: null, error: failure.error });
    if (!row) return null;
    await failure.original?.commit(tx);
    await recordTerminalEvent(tx, row, 'document.failed');
    return row;
  });
  if (!row) await forgetIfDeleted(db, lease, failure.original ?? null);
  return row;
}

/**
 * A run that could not record its outcome wrote the original ahead of the transaction (files beside an
 * embedded database): when the document was deleted meanwhile, those bytes must not stay. When another
 * claim owns the document they are left, since that claim's own bytes are under the same name.
 */
async function forgetIfDeleted(db: Db, lease: Lease, original: StagedFile | null): Promise<void> {
  if (!original) return;
  const rows = await db.query('SELECT 1 FROM documents WHERE id = $1', [lease.documentId]);
  if (rows.length === 0) await original.discard();
}

async function setTerminal(
  tx: Queryable,
  lease: Lease,
  state: { status: 'processed' | 'failed'; file: DocumentFile | null; result: Result | null; error: DocumentError | null },
): Promise<DocumentRow | null> {
  const rows = await tx.query<DocumentRow>(
    `UPDATE documents
        SET status = $3, file = $4, result = $5, error = $6, processed_at = now(), updated_at = now(),
            locked_by = NULL, locked_until = NULL, lease_token = NULL
      WHERE id = $1 AND lease_token = $2 AND status = 'processing'
      RETURNING *`,
    [lease.documentId, lease.token, state.status, json(state.file), json(state.result), json(state.error)],
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
