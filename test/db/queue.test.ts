import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { claimNext, extendLease, finishFailed, releaseDocuments, scheduleRetry } from '../../src/db/document-queue.ts';
import { insertDocument, listDocuments } from '../../src/db/documents.ts';
import type { Db } from '../../src/db/index.ts';
import { createProject } from '../../src/db/projects.ts';
import { newId } from '../../src/ids.ts';
import { openTestDb, type TestDb } from '../helpers/db.ts';

let testDb: TestDb;
let db: Db;
let projectId: string;
before(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  projectId = (await createProject(db, 'queue tests')).id;
});
after(() => testDb.close());

async function plan(sql: string, params: unknown[]): Promise<string> {
  const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

// Long enough that a loaded CI machine does not let a lease expire between two claims.
const LEASE_MS = 3000;

test('claims take the oldest due document once; a held lease is skipped until it expires', async () => {
  const first = await insertDocument(db, { id: newId('doc'), projectId, url: 'https://example.com/1.pdf', type: 'invoice', metadata: {} });
  const second = await insertDocument(db, { id: newId('doc'), projectId, url: 'https://example.com/2.pdf', type: 'invoice', metadata: {} });
  const claim = async (workerId: string) => (await claimNext(db, { workerId, leaseMs: LEASE_MS }))?.document ?? null;
  const a = await claimNext(db, { workerId: 'worker-a', leaseMs: LEASE_MS });
  const b = await claimNext(db, { workerId: 'worker-b', leaseMs: LEASE_MS });
  assert.equal(a?.document.id, first.id);
  assert.equal(b?.document.id, second.id);
  assert.equal(a?.document.status, 'processing');
  assert.equal(a?.document.claims, 1);
  assert.equal(await claim('worker-c'), null);

  assert.equal(await extendLease(db, { documentId: first.id, token: b!.lease.token }, LEASE_MS), false, 'only the holder of the claim extends');
  assert.equal(await scheduleRetry(db, b!.lease, 60_000, 'fetch_timeout: slow'), true);
  await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 100));
  const taken = await claim('worker-c');
  assert.equal(taken?.id, first.id, 'expired lease is taken over; the retry is not due yet');
  assert.equal(taken?.claims, 2);
  assert.equal(await claim('worker-d'), null);
  assert.equal(await extendLease(db, a!.lease, LEASE_MS), false, 'the claim taken over is lost');
  await db.query(`UPDATE documents SET status = 'failed' WHERE project_id = $1`, [projectId]);
});

test('list and claim queries use their indexes', async () => {
  const other = (await createProject(db, 'bulk')).id;
  await db.query(
    `INSERT INTO documents (id, project_id, url, type, status, created_at, run_at)
     SELECT 'doc_bulk_' || i, $1, 'https://example.com/x.pdf', 'invoice',
            CASE WHEN i % 50 = 0 THEN 'queued' ELSE 'processed' END,
            now() - i * interval '1 second', now() - i * interval '1 second'
       FROM generate_series(1, 5000) AS i`,
    [other],
  );
  await db.query('ANALYZE documents');

  const list = await plan(`SELECT * FROM documents WHERE project_id = $1 ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET 0`, [other]);
  assert.match(list, /documents_list/);
  const filtered = await plan(`SELECT * FROM documents WHERE project_id = $1 AND status = $2 ORDER BY created_at DESC, id DESC LIMIT 10`, [other, 'queued']);
  assert.match(filtered, /documents_list_status/);
  const claim = await plan(
    `SELECT id FROM documents WHERE status IN ('queued', 'processing') AND run_at <= now() AND (status = 'queued' OR locked_until IS NULL OR locked_until < now()) AND id <> ALL($1::text[]) ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [[]],
  );
  assert.match(claim, /documents_due/);

  const page = (await listDocuments(db, other, {}, { limit: 10, offset: 0 }))!;
  assert.equal(page.total, 5000);
  assert.deepEqual(
    page.rows.map((r) => r.id),
    Array.from({ length: 10 }, (_, i) => `doc_bulk_${i + 1}`),
  );
});

test('a stale run of the same worker cannot finish a document claimed again after its lease ran out', async () => {
  await db.query(`UPDATE documents SET status = 'failed' WHERE status IN ('queued', 'processing')`);
  const doc = await insertDocument(db, { id: newId('doc'), projectId, url: 'https://example.com/stale.pdf', type: 'invoice', metadata: {} });
  const first = await claimNext(db, { workerId: 'worker-x', leaseMs: LEASE_MS });
  assert.equal(first?.document.id, doc.id);
  await db.query(`UPDATE documents SET locked_until = now() - interval '1 second' WHERE id = $1`, [doc.id]);
  assert.equal(await claimNext(db, { workerId: 'worker-x', leaseMs: LEASE_MS, running: [doc.id] }), null, 'never a document the worker still runs');
  const second = await claimNext(db, { workerId: 'worker-x', leaseMs: LEASE_MS });
  assert.equal(second?.document.id, doc.id);
  // The first run (same worker, older claim) finishes late: it must not write the outcome nor renew its lease.
  assert.equal(await extendLease(db, first!.lease, LEASE_MS), false);
  assert.equal(await scheduleRetry(db, first!.lease, 0, 'late'), false);
  const late = await finishFailed(db, first!.lease, { error: { code: 'internal_error', message: 'stale run' } });
  assert.equal(late, null, 'the stale run wrote the outcome');
  const done = await finishFailed(db, second!.lease, { error: { code: 'internal_error', message: 'current run' } });
  assert.equal(done?.error?.message, 'current run');
  assert.equal(done?.status, 'failed');
});

test('a fetch retry and a graceful release leave the document processing, claimable when due', async () => {
  await db.query(`UPDATE documents SET status = 'failed' WHERE status IN ('queued', 'processing')`);
  const doc = await insertDocument(db, { id: newId('doc'), projectId, url: 'https://example.com/retry.pdf', type: 'invoice', metadata: {} });
  const first = await claimNext(db, { workerId: 'worker-r', leaseMs: LEASE_MS });
  assert.equal(await scheduleRetry(db, first!.lease, 300, 'http_error: 503'), true);
  const [waiting] = await db.query<{ status: string; locked_by: string | null; attempts: number }>('SELECT status, locked_by, attempts FROM documents WHERE id = $1', [doc.id]);
  assert.deepEqual(waiting, { status: 'processing', locked_by: null, attempts: 1 });
  assert.equal(await claimNext(db, { workerId: 'worker-r', leaseMs: LEASE_MS }), null, 'not due yet');
  await new Promise((resolve) => setTimeout(resolve, 400));
  const second = await claimNext(db, { workerId: 'worker-s', leaseMs: LEASE_MS });
  assert.equal(second?.document.id, doc.id);
  assert.equal(await releaseDocuments(db, [first!.lease]), 0, 'a stale claim releases nothing');
  assert.equal(await releaseDocuments(db, [second!.lease]), 1);
  const [released] = await db.query<{ status: string; claims: number }>('SELECT status, claims FROM documents WHERE id = $1', [doc.id]);
  assert.deepEqual(released, { status: 'processing', claims: 1 });
  assert.equal((await claimNext(db, { workerId: 'worker-t', leaseMs: LEASE_MS }))?.document.id, doc.id, 'claimable at once');
  await db.query(`UPDATE documents SET status = 'failed' WHERE id = $1`, [doc.id]);
});
