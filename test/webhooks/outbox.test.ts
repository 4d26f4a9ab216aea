import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Db } from '../../src/db/index.ts';
import { recordDocumentEvent, recordTestEvent } from '../../src/db/events.ts';
import { deleteEndpoint, updateEndpoint } from '../../src/db/webhooks.ts';
import { newId } from '../../src/ids.ts';
import { addEndpoint, createProject, finishDocument, openTestDb } from './fixtures.ts';

let db: Db;
before(async () => {
  db = await openTestDb();
});
after(() => db.close());

async function deliveriesOf(eventId: string): Promise<string[]> {
  const rows = await db.query<{ endpoint_id: string }>('SELECT endpoint_id FROM deliveries WHERE event_id = $1 ORDER BY endpoint_id', [eventId]);
  return rows.map((r) => r.endpoint_id);
}

test('a terminal document gets one event and one delivery per enabled endpoint subscribed to its type', async () => {
  const project = await createProject(db);
  const other = await createProject(db);
  const all = await addEndpoint(db, project, 'http://127.0.0.1:1/all', ['*']);
  const processed = await addEndpoint(db, project, 'http://127.0.0.1:1/p', ['document.processed']);
  const failed = await addEndpoint(db, project, 'http://127.0.0.1:1/f', ['document.failed']);
  const both = await addEndpoint(db, project, 'http://127.0.0.1:1/b', ['document.failed', 'document.processed']);
  const disabled = await addEndpoint(db, project, 'http://127.0.0.1:1/d', ['*']);
  await updateEndpoint(db, project, disabled.id, { status: 'disabled' });
  const deleted = await addEndpoint(db, project, 'http://127.0.0.1:1/x', ['*']);
  await deleteEndpoint(db, project, deleted.id);
  await addEndpoint(db, other, 'http://127.0.0.1:1/o', ['*']);

  const processedEvent = await finishDocument(db, project, 'document.processed');
  assert.deepEqual(await deliveriesOf(processedEvent), [all.id, processed.id, both.id].sort());
  const failedEvent = await finishDocument(db, project, 'document.failed');
  assert.deepEqual(await deliveriesOf(failedEvent), [all.id, failed.id, both.id].sort());

  const [event] = await db.query<{ type: string; payload: { id: string; object: string; type: string; data: unknown } }>(
    'SELECT type, payload FROM events WHERE id = $1',
    [failedEvent],
  );
  assert.equal(event.type, 'document.failed');
  assert.equal(event.payload.id, failedEvent);
  assert.equal(event.payload.object, 'event');
  assert.equal(event.payload.type, 'document.failed');
});

test('a second terminal event for the same document is refused by the database', async () => {
  const project = await createProject(db);
  const documentId = newId('doc');
  await db.query(`INSERT INTO documents (id, project_id, url, type, status) VALUES ($1, $2, 'https://example.com/a.pdf', 'invoice', 'processed')`, [
    documentId,
    project,
  ]);
  const record = () =>
    db.transaction((tx) => recordDocumentEvent(tx, { id: newId('evt'), projectId: project, documentId, type: 'document.processed', payload: {} }));
  await record();
  await assert.rejects(record);
  const rows = await db.query('SELECT 1 FROM events WHERE document_id = $1', [documentId]);
  assert.equal(rows.length, 1);
});

test('a rolled-back state change leaves neither event nor delivery (outbox)', async () => {
  const project = await createProject(db);
  const endpoint = await addEndpoint(db, project, 'http://127.0.0.1:1/all');
  const eventId = newId('evt');
  await assert.rejects(
    db.transaction(async (tx) => {
      const documentId = newId('doc');
      await tx.query(`INSERT INTO documents (id, project_id, url, type, status) VALUES ($1, $2, 'https://example.com/a.pdf', 'invoice', 'failed')`, [
        documentId,
        project,
      ]);
      await recordDocumentEvent(tx, { id: eventId, projectId: project, documentId, type: 'document.failed', payload: {} });
      throw new Error('crash before commit');
    }),
  );
  assert.equal((await db.query('SELECT 1 FROM events WHERE id = $1', [eventId])).length, 0);
  assert.equal((await db.query('SELECT 1 FROM deliveries WHERE endpoint_id = $1', [endpoint.id])).length, 0);
});

test('a committed event wakes listeners on docproc_deliveries', async () => {
  const project = await createProject(db);
  await addEndpoint(db, project, 'http://127.0.0.1:1/all');
  const heard: string[] = [];
  const unlisten = await db.listen('docproc_deliveries', (payload) => heard.push(payload));
  try {
    const eventId = await finishDocument(db, project);
    const deadline = Date.now() + 2000;
    while (!heard.includes(eventId) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    assert.ok(heard.includes(eventId), 'notification received');
  } finally {
    await unlisten();
  }
});

test('a test event is delivered to the one endpoint asked for, whatever it subscribes to', async () => {
  const project = await createProject(db);
  const target = await addEndpoint(db, project, 'http://127.0.0.1:1/t', ['document.failed']);
  await addEndpoint(db, project, 'http://127.0.0.1:1/all', ['*']);
  const eventId = newId('evt');
  await db.transaction((tx) => recordTestEvent(tx, { id: eventId, projectId: project, endpointId: target.id, payload: { id: eventId } }));
  assert.deepEqual(await deliveriesOf(eventId), [target.id]);
});
