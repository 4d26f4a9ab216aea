import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { claimNext, extendLease, scheduleRetry } from '../../src/db/document-queue.ts';
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
  const a = await claimNext(db, 'worker-a', LEASE_MS);
  const b = await claimNext(db, 'worker-b', LEASE_MS);
  assert.equal(a?.id, first.id);
  assert.equal(b?.id, second.id);
  assert.equal(a?.status, 'processing');
  assert.equal(a?.claims, 1);
  assert.equal(await claimNext(db, 'worker-c', LEASE_MS), null);

  assert.equal(await extendLease(db, first.id, 'worker-b', LEASE_MS), false, 'only the owner extends');
  assert.equal(await scheduleRetry(db, second.id, 'worker-b', 60_000, 'fetch_timeout: slow'), true);
  await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 100));
  const taken = await claimNext(db, 'worker-c', LEASE_MS);
  assert.equal(taken?.id, first.id, 'expired lease is taken over; the retry is not due yet');
  assert.equal(taken?.claims, 2);
  assert.equal(await claimNext(db, 'worker-d', LEASE_MS), null);
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
    `SELECT id FROM documents WHERE status IN ('queued', 'processing') AND run_at <= now() AND (status = 'queued' OR locked_until < now()) ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [],
  );
  assert.match(claim, /documents_due/);

  const page = await listDocuments(db, other, {}, { limit: 10, offset: 0 });
  assert.equal(page.total, 5000);
  assert.deepEqual(
    page.rows.map((r) => r.id),
    Array.from({ length: 10 }, (_, i) => `doc_bulk_${i + 1}`),
  );
});
