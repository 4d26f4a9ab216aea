/**
 * A cursor page is one index seek: the row comparison with the cursor is a condition of the index scan
 * (no OFFSET, no sort, no filter over the rows before the cursor, no count).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listEndpointDeliveries } from '../../src/db/deliveries.ts';
import { documentsOlderThan } from '../../src/db/document-deletion.ts';
import { listDocuments, type DocumentFilter } from '../../src/db/documents.ts';
import type { Queryable } from '../../src/db/index.ts';
import type { PageRequest } from '../../src/db/pagination.ts';
import { createProject } from '../../src/db/projects.ts';
import { createEndpoint } from '../../src/db/webhooks.ts';
import { openTestDb, type TestDb } from '../helpers/db.ts';

let testDb: TestDb;
let projectId: string;
let endpointId: string;
before(async () => {
  testDb = await openTestDb();
  const { db } = testDb;
  projectId = (await createProject(db, 'pagination plans')).id;
  const other = (await createProject(db, 'other')).id;
  for (const project of [projectId, other]) {
    await db.query(
      `INSERT INTO documents (id, project_id, url, type, status, created_at)
       SELECT $2 || lpad(i::text, 6, '0'), $1, 'https://example.com/x.pdf', CASE WHEN i % 4 = 0 THEN 'receipt' ELSE 'invoice' END,
              CASE WHEN i % 10 = 0 THEN 'failed' ELSE 'processed' END, now() - (i / 3) * interval '1 second'
         FROM generate_series(1, 6000) AS i`,
      [project, project === projectId ? 'doc_plan_' : 'doc_other_'],
    );
  }
  endpointId = (await createEndpoint(db, { id: 'wh_plan', projectId, url: 'https://example.com/h', events: ['*'], description: null, secret: 's' })).id;
  await createEndpoint(db, { id: 'wh_plan_other', projectId, url: 'https://example.com/h', events: ['*'], description: null, secret: 's' });
  await db.query(`INSERT INTO events (id, project_id, type, payload) SELECT 'evt_plan_' || i, $1, 'webhook.test', '{}' FROM generate_series(1, 3000) AS i`, [projectId]);
  await db.query(
    `INSERT INTO deliveries (id, event_id, endpoint_id, status, created_at)
     SELECT 'dlv_plan_' || lpad(i::text, 6, '0'), 'evt_plan_' || i, CASE WHEN i % 2 = 0 THEN 'wh_plan' ELSE 'wh_plan_other' END, 'succeeded',
            now() - (i / 5) * interval '1 second'
       FROM generate_series(1, 3000) AS i`,
  );
  await db.query('ANALYZE');
});
after(() => testDb.close());

/** The database, recording each statement sent through it. */
function recording(): { db: Queryable; sent: { sql: string; params: unknown[] }[] } {
  const sent: { sql: string; params: unknown[] }[] = [];
  const { db } = testDb;
  return {
    sent,
    db: {
      query: (sql, params = []) => {
        sent.push({ sql, params });
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
    },
  };
}

async function explain(statement: { sql: string; params: unknown[] }): Promise<string> {
  const rows = await testDb.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${statement.sql}`, statement.params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

function assertSeek(plan: string, index: string): void {
  assert.match(plan, new RegExp(`Index (Only )?Scan( Backward)? using ${index}`), plan);
  assert.match(plan, /Index Cond: .*ROW\(/, `the cursor is a condition of the index scan:\n${plan}`);
  assert.doesNotMatch(plan, /\bSort\b|Join Filter|Rows Removed by Filter: \d{3,}|Aggregate/, plan);
}

const cases: [string, DocumentFilter, string][] = [
  ['no filter', {}, 'documents_list'],
  ['status', { status: 'failed' }, 'documents_list_status'],
  ['created range', { createdAfter: new Date(Date.now() - 1800_000).toISOString(), createdBefore: new Date().toISOString() }, 'documents_list'],
];
for (const [name, filter, index] of cases) {
  for (const direction of ['startingAfter', 'endingBefore'] as const) {
    test(`documents by cursor (${direction}, ${name}): one seek on ${index}, one statement`, async () => {
      const { db, sent } = recording();
      const cursor = direction === 'startingAfter' ? 'doc_plan_003000' : 'doc_plan_000900';
      const page = { limit: 100, [direction]: cursor } as PageRequest;
      const listed = await listDocuments(db, projectId, filter, page);
      assert.ok(listed && listed.rows.length > 0 && listed.total === undefined);
      assert.equal(sent.length, 1, 'a page that is not empty is one statement: no count, no separate cursor lookup');
      assertSeek(await explain(sent[0]), index);
    });
  }
}

test("an endpoint's deliveries by cursor: one seek on deliveries_endpoint_list", async () => {
  const { db, sent } = recording();
  const listed = await listEndpointDeliveries(db, endpointId, { limit: 100, startingAfter: 'dlv_plan_001000' });
  assert.equal(listed?.rows.length, 100);
  assertSeek(await explain(sent[0]), 'deliveries_endpoint_list');
});

test('an empty cursor page tells a cursor at the end of the list from one not in it', async () => {
  const { db } = testDb;
  assert.deepEqual(await listDocuments(db, projectId, {}, { limit: 10, startingAfter: 'doc_plan_006000' }), { rows: [], hasMore: false });
  assert.equal(await listDocuments(db, projectId, {}, { limit: 10, startingAfter: 'doc_other_000001' }), null);
  assert.equal(await listEndpointDeliveries(db, endpointId, { limit: 10, endingBefore: 'dlv_plan_000001' }), null, "the other endpoint's");
});

test("the retention job's search for old documents is a seek on documents_list in each project, not an index of its own", async () => {
  const { db, sent } = recording();
  const old = await documentsOlderThan(db, 0, 50);
  assert.equal(old.length, 50);
  const plan = await explain(sent[0]);
  assert.match(plan, /Index (Only )?Scan Backward using documents_list/, plan);
  assert.match(plan, /Index Cond: \(\(project_id = p\.id\) AND \(created_at </, plan);
  const indexes = await testDb.db.query<{ name: string }>(`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'documents' AND indexdef LIKE '%(created_at)'`);
  assert.deepEqual(indexes, [], 'an index on documents (created_at) would take the place of documents_list for lists with a created range');
});
