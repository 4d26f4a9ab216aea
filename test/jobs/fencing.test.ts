/**
 * Queue fencing seen from a running worker: a claim is held by a per-claim token, not by the worker's id,
 * so a run whose lease ran out cannot write the outcome of a later claim, and a worker never claims again a
 * document it is still running. A document waiting for a fetch retry stays `processing`.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startWorker } from '../../src/jobs/worker.ts';
import { startTestApp, submitUrl, waitForStatus, type TestApp } from '../helpers/app.ts';
import { sequence, serve, startDocHost, status, type DocHost } from '../helpers/doc-host.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';

let t: TestApp;
let host: DocHost;
before(async () => {
  host = await startDocHost();
  t = await startTestApp({ workers: 0, dispatcher: false, env: { DOCPROC_LEASE: '3s', DOCPROC_FETCH_TIMEOUT_MS: '20000', DOCPROC_FETCH_RETRY_SCHEDULE: '1500ms' } });
});
after(async () => {
  await t.close();
  await host.close();
});

const submit = (path: string) => submitUrl(t, host.url(path));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a worker never claims again a document it is still running, even after its lease ran out', async () => {
  let release: () => void = () => {};
  host.route('/held.pdf', (req, res) => {
    release = () => serve(sampleInvoicePdf(), 'application/pdf')(req, res);
  });
  const id = await submit('/held.pdf');
  const worker = startWorker({ db: t.db, config: t.config, logger: t.app.log, concurrency: 2, pollIntervalMs: 50 });
  try {
    while (host.hits('/held.pdf') === 0) await sleep(20);
    // The lease runs out while the download hangs (as if its heartbeats had failed for longer than the lease).
    await t.db.query(`UPDATE documents SET locked_until = now() - interval '1 second' WHERE id = $1`, [id]);
    await sleep(500);
    const [row] = await t.db.query<{ claims: number }>('SELECT claims FROM documents WHERE id = $1', [id]);
    assert.equal(row.claims, 1, 'claimed once only');
    assert.equal(host.hits('/held.pdf'), 1, 'downloaded once only');
    release();
    const doc = await waitForStatus(t.baseUrl, t.apiKey, id, ['processed', 'failed'], 20_000);
    assert.equal(doc.status, 'processed', JSON.stringify(doc.error));
  } finally {
    await worker.stop();
  }
});

test('a document waiting for a fetch retry stays processing: its status never goes backwards', async () => {
  host.route('/flaky.pdf', sequence(status(503), serve(sampleInvoicePdf(), 'application/pdf')));
  const id = await submit('/flaky.pdf');
  const seen: string[] = [];
  let watching = true;
  const look = async () => {
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM documents WHERE id = $1', [id]);
    if (seen.at(-1) !== row.status) seen.push(row.status);
  };
  await look();
  const watcher = (async () => {
    while (watching) {
      await look();
      await sleep(10);
    }
  })();
  const worker = startWorker({ db: t.db, config: t.config, logger: t.app.log, concurrency: 1, pollIntervalMs: 50 });
  try {
    const doc = await waitForStatus(t.baseUrl, t.apiKey, id, ['processed', 'failed'], 20_000);
    assert.equal(doc.status, 'processed', JSON.stringify(doc.error));
    assert.equal(host.hits('/flaky.pdf'), 2, 'fetched again after the 503');
  } finally {
    watching = false;
    await watcher;
    await worker.stop();
  }
  await look(); // the watcher may have stopped between the last change and its next look
  assert.deepEqual(seen, ['queued', 'processing', 'processed']);
});
