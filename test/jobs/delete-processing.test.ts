/**
 * A document deleted while it is queued or processing: its worker stops or writes nothing (its writes name
 * a lease that went with the row), no document.processed or document.failed follows, and no file is left.
 * A delete cut short leaves everything (one transaction), and files left by a process that died after the
 * commit are swept.
 */
import assert from 'node:assert/strict';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { deleteDocumentRows } from '../../src/db/document-deletion.ts';
import { startWorker } from '../../src/jobs/worker.ts';
import { runRetention } from '../../src/jobs/retention.ts';
import { api, startTestApp, submitUrl, type TestApp } from '../helpers/app.ts';
import { serve, startDocHost, type DocHost } from '../helpers/doc-host.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';

let t: TestApp;
let host: DocHost;
let receiver: Receiver;
before(async () => {
  host = await startDocHost();
  receiver = await startReceiver();
  // A long lease: the worker does not notice the delete by a failed renewal, it must be fenced at the end.
  t = await startTestApp({ workers: 0, env: { DOCPROC_LEASE: '60s' } });
  assert.equal((await api(t.baseUrl, t.apiKey, 'POST', '/v1/webhooks', { url: receiver.url, events: ['*'] })).status, 201);
});
after(async () => {
  await t.close();
  await host.close();
  await receiver.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const submit = (url: string) => submitUrl(t, url);

async function leftOf(id: string) {
  const rows = async (sql: string) => (await t.db.query(sql, [id])).length;
  return {
    documents: await rows('SELECT 1 FROM documents WHERE id = $1'),
    events: await rows('SELECT 1 FROM events WHERE document_id = $1'),
    layouts: await rows('SELECT 1 FROM document_layouts WHERE document_id = $1'),
    pages: await rows('SELECT 1 FROM document_pages WHERE document_id = $1'),
    files: (await t.db.files.get(id)) ? 1 : 0,
  };
}
const NOTHING = { documents: 0, events: 0, layouts: 0, pages: 0, files: 0 };

/** A document whose download waits until `release()`; resolves once a worker is downloading it. */
function heldDocument(path: string) {
  let release: () => void = () => {};
  let hungUp = false;
  host.route(path, (req, res) => {
    res.on('close', () => (hungUp = !res.writableFinished));
    release = () => serve(sampleInvoicePdf(), 'application/pdf')(req, res);
  });
  return {
    release: () => release(),
    downloading: async () => {
      while (host.hits(path) === 0) await sleep(20);
    },
    /** Whether the worker hung up before the document was sent. */
    hungUp: () => hungUp,
  };
}

test('deleted while its worker downloads it, unnoticed: the worker writes nothing and no event follows', async () => {
  const held = heldDocument('/slow.pdf');
  const id = await submit(host.url('/slow.pdf'));
  const worker = startWorker({ db: t.db, config: t.config, logger: t.app.log, concurrency: 1, pollIntervalMs: 50 });
  try {
    await held.downloading();
    assert.equal((await api(t.baseUrl, t.apiKey, 'DELETE', `/v1/documents/${id}`)).status, 204);
    held.release();
    // The worker reads and extracts the document, then finds no row to record it in.
    await worker.stop({ graceMs: 30_000 });
  } finally {
    await worker.stop();
  }
  assert.deepEqual(await leftOf(id), NOTHING);
  await sleep(300);
  assert.equal(receiver.requests.length, 0, 'no event was delivered');
});

test('deleted while processing, noticed at the next lease renewal: the worker stops downloading', async () => {
  const held = heldDocument('/slower.pdf');
  const id = await submit(host.url('/slower.pdf'));
  const config = { ...t.config, leaseMs: 3000, leaseRenewMs: 200, fetchTimeoutMs: 20_000 };
  const worker = startWorker({ db: t.db, config, logger: t.app.log, concurrency: 1, pollIntervalMs: 50 });
  try {
    await held.downloading();
    assert.equal((await api(t.baseUrl, t.apiKey, 'DELETE', `/v1/documents/${id}`)).status, 204);
    const deadline = Date.now() + 5000;
    while (!held.hungUp() && Date.now() < deadline) await sleep(20);
    assert.ok(held.hungUp(), 'the worker stopped downloading');
    held.release();
    await worker.stop({ graceMs: 30_000 });
  } finally {
    await worker.stop();
  }
  assert.deepEqual(await leftOf(id), NOTHING);
  assert.equal(receiver.requests.length, 0);
});

test('an upload deleted while queued is never processed', async () => {
  const id = await submit(`data:application/pdf;base64,${sampleInvoicePdf().toString('base64')}`);
  assert.ok(await t.db.files.get(id), 'stored at submit');
  assert.equal((await api(t.baseUrl, t.apiKey, 'DELETE', `/v1/documents/${id}`)).status, 204);
  assert.deepEqual(await leftOf(id), NOTHING);
  const worker = startWorker({ db: t.db, config: t.config, logger: t.app.log, concurrency: 1, pollIntervalMs: 50 });
  await sleep(500);
  await worker.stop();
  assert.deepEqual(await leftOf(id), NOTHING);
  assert.equal(receiver.requests.length, 0);
});

test('a delete cut short leaves the document whole', async () => {
  const id = await submit(`data:application/pdf;base64,${sampleInvoicePdf().toString('base64')}`);
  const whole = await leftOf(id);
  if (t.config.databaseUrl) {
    // The connection running the delete is killed before it commits.
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    client.on('error', () => {});
    await client.query('BEGIN');
    await client.query('DELETE FROM documents WHERE id = $1', [id]);
    const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
    await t.db.query('SELECT pg_terminate_backend($1)', [pid]);
    await client.end().catch(() => {});
  } else {
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await deleteDocumentRows(tx, null, [id]);
        throw new Error('the process died here');
      }),
      /died/,
    );
  }
  assert.deepEqual(await leftOf(id), whole);
  assert.equal((await api(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${id}`)).status, 200);
  assert.equal((await api(t.baseUrl, t.apiKey, 'DELETE', `/v1/documents/${id}`)).status, 204);
  assert.deepEqual(await leftOf(id), NOTHING);
});

test('files left by a process that died after the commit are swept, old enough ones only', async () => {
  const id = await submit(`data:application/pdf;base64,${sampleInvoicePdf().toString('base64')}`);
  // The process dies between the commit and removing the file.
  await t.db.transaction((tx) => deleteDocumentRows(tx, null, [id]));
  const settings = { retentionMs: null, eventRetentionMs: Number.POSITIVE_INFINITY };
  if (!t.dataDir) {
    assert.equal(await t.db.files.get(id), null, 'on PostgreSQL the bytes are rows, gone with the document');
    return;
  }
  assert.ok(await t.db.files.get(id), 'the file outlived its row');
  // A young file may belong to a transaction still running: kept.
  assert.equal((await runRetention(t.db, settings, 'sweeper')).orphanFiles, 0);
  const old = new Date(Date.now() - 3_600_000);
  await utimes(join(t.dataDir, 'docproc-files', id), old, old);
  const run = await runRetention(t.db, settings, 'sweeper');
  assert.equal(run.orphanFiles, 1);
  assert.equal(await t.db.files.get(id), null);
});
