/**
 * The retention job: documents older than DOCPROC_RETENTION are deleted (as by DELETE), events with their
 * deliveries and attempts after DOCPROC_EVENT_RETENTION, Idempotency-Key records after 24 h; it runs on one
 * process at a time (a lease row), in bounded batches.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadConfig, ConfigError } from '../../src/config.ts';
import { openDb, type Db } from '../../src/db/index.ts';
import { runRetention } from '../../src/jobs/retention.ts';
import { api, startTestApp, submitUrl, type TestApp } from '../helpers/app.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';

const DAY = 86_400_000;
const settings = { retentionMs: 30 * DAY, eventRetentionMs: 30 * DAY };

let t: TestApp;
let receiver: Receiver;
let failing: Receiver;
before(async () => {
  receiver = await startReceiver();
  failing = await startReceiver(() => ({ status: 500 }));
  t = await startTestApp({ workers: 0, env: { DOCPROC_WEBHOOK_RETRY_SCHEDULE: '1h' } });
});
after(async () => {
  await t.close();
  await receiver.close();
  await failing.close();
});

function upload(key = t.apiKey): Promise<string> {
  return submitUrl({ baseUrl: t.baseUrl, apiKey: key }, `data:application/pdf;base64,${sampleInvoicePdf().toString('base64')}`);
}

async function age(table: string, where: string, id: string, days: number): Promise<void> {
  await t.db.query(`UPDATE ${table} SET created_at = now() - $2::double precision * interval '1 day' WHERE ${where} = $1`, [id, days]);
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  return (await t.db.query<{ n: number }>(sql, params))[0].n;
}

async function webhook(url: string, idempotencyKey?: string): Promise<{ id: string; secret: string }> {
  const created = await api<{ id: string; secret: string }>(t.baseUrl, t.apiKey, 'POST', '/v1/webhooks', { url, events: ['*'] }, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
  assert.ok(created.status === 201, JSON.stringify(created.body));
  return created.body;
}

async function testEvent(endpointId: string): Promise<string> {
  const sent = await api<{ id: string }>(t.baseUrl, t.apiKey, 'POST', `/v1/webhooks/${endpointId}/test`, {});
  assert.equal(sent.status, 202);
  return sent.body.id;
}

test('old documents, events and idempotency records go; young ones and pending deliveries stay', async () => {
  const [old, oldOfOtherProject, young] = [await upload(), await upload(t.otherApiKey), await upload()];
  await age('documents', 'id', old, 31);
  await age('documents', 'id', oldOfOtherProject, 40);
  await age('documents', 'id', young, 29);

  const ok = await webhook(receiver.url, 'create-ok');
  const bad = await webhook(failing.url);
  const [oldEvent, youngEvent, pendingEvent] = [await testEvent(ok.id), await testEvent(ok.id), await testEvent(bad.id)];
  await receiver.waitFor(2);
  await failing.waitFor(1);
  const attemptsOf = (event: string) =>
    count('SELECT count(*)::int AS n FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id WHERE d.event_id = $1', [event]);
  while ((await attemptsOf(pendingEvent)) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  for (const event of [oldEvent, pendingEvent]) await age('events', 'id', event, 31);
  await t.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'create-ok'`);
  await webhook(receiver.url, 'create-young');

  const run = await runRetention(t.db, settings, 'test', { batchSize: 1 });
  assert.deepEqual(run, { ran: true, documents: 2, events: 1, idempotencyKeys: 1, orphanFiles: 0 });

  for (const id of [old, oldOfOtherProject]) assert.equal(await count('SELECT count(*)::int AS n FROM documents WHERE id = $1', [id]), 0);
  assert.equal(await t.db.files.get(old), null, 'the original went with it');
  assert.equal((await api(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${old}`)).status, 404);
  assert.equal((await api(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${young}`)).status, 200);

  assert.equal(await count('SELECT count(*)::int AS n FROM events WHERE id = $1', [oldEvent]), 0);
  assert.equal(await count('SELECT count(*)::int AS n FROM deliveries WHERE event_id = $1', [oldEvent]), 0);
  assert.equal(await attemptsOf(oldEvent), 0);
  assert.equal(await count('SELECT count(*)::int AS n FROM events WHERE id = ANY($1::text[])', [[youngEvent, pendingEvent]]), 2, 'young and pending events stay');
  assert.equal(await count(`SELECT count(*)::int AS n FROM idempotency_keys WHERE key IN ('create-ok', 'create-young')`), 1);

  // Nothing more to do.
  assert.deepEqual(await runRetention(t.db, settings, 'test'), { ran: true, documents: 0, events: 0, idempotencyKeys: 0, orphanFiles: 0 });
});

test('one process at a time runs it: a live lease is respected, a dead one taken over', async () => {
  const second: Db = t.config.databaseUrl ? await openDb({ databaseUrl: t.config.databaseUrl }) : t.db;
  try {
    const ids = [await upload(), await upload(), await upload()];
    for (const id of ids) await age('documents', 'id', id, 31);
    const runs = await Promise.all([runRetention(t.db, settings, 'process-a', { batchSize: 1 }), runRetention(second, settings, 'process-b', { batchSize: 1 })]);
    assert.deepEqual(runs.map((r) => r.ran).sort(), [false, true]);
    assert.equal(runs.reduce((n, r) => n + r.documents, 0), 3);

    // A process holding the lease (a run in progress elsewhere): nobody else runs.
    await t.db.query(`UPDATE job_leases SET holder = 'elsewhere', locked_until = now() + interval '1 minute' WHERE name = 'retention'`);
    assert.equal((await runRetention(second, settings, 'process-b')).ran, false);
    // Its process died: once the lease runs out, another takes over.
    await t.db.query(`UPDATE job_leases SET locked_until = now() - interval '1 second' WHERE name = 'retention'`);
    assert.equal((await runRetention(second, settings, 'process-b')).ran, true);
  } finally {
    if (second !== t.db) await second.close();
  }
});

test('a run deletes a bounded number of documents; the next run goes on', async () => {
  const ids = [await upload(), await upload(), await upload()];
  for (const id of ids) await age('documents', 'id', id, 31);
  const first = await runRetention(t.db, settings, 'test', { batchSize: 1, maxBatches: 2 });
  assert.equal(first.documents, 2);
  const next = await runRetention(t.db, settings, 'test', { batchSize: 1, maxBatches: 2 });
  assert.equal(next.documents, 1);
});

test('DOCPROC_RETENTION: keep by default, a duration with its unit, else a configuration error', () => {
  assert.equal(loadConfig({}).retentionMs, null);
  assert.equal(loadConfig({}).eventRetentionMs, 30 * DAY);
  assert.equal(loadConfig({ DOCPROC_RETENTION: '30d' }).retentionMs, 30 * DAY);
  assert.equal(loadConfig({ DOCPROC_RETENTION: '12h' }).retentionMs, 12 * 3_600_000);
  assert.equal(loadConfig({ DOCPROC_RETENTION: 'keep' }).retentionMs, null);
  assert.equal(loadConfig({ DOCPROC_EVENT_RETENTION: 'keep' }).eventRetentionMs, Number.POSITIVE_INFINITY);
  for (const bad of ['30', '10s', 'soon', '-1d']) assert.throws(() => loadConfig({ DOCPROC_RETENTION: bad }), ConfigError, bad);
});
