/**
 * SIGTERM on a worker process: it stops claiming, finishes what ends within the grace period, hands the
 * rest back to the queue at once (no waiting for a lease to run out) and exits 0.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDb } from '../../src/db/index.ts';
import { insertDocument } from '../../src/db/documents.ts';
import { createProject } from '../../src/db/projects.ts';
import { newId } from '../../src/ids.ts';
import { hang, serve, startDocHost } from '../helpers/doc-host.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';
import { createDatabase } from './databases.ts';
import { freePort, startDocproc, waitUntil } from './fleet.ts';

test('SIGTERM: the document that can finish is finished, the one that cannot is released, exit code 0', {
  skip: process.env.DATABASE_URL ? false : 'DATABASE_URL is not set',
  timeout: 120_000,
}, async () => {
  const database = await createDatabase(process.env.DATABASE_URL!, 'docproc_shutdown');
  const db = await openDb({ databaseUrl: database.url, poolSize: 2 });
  const host = await startDocHost();
  const pdf = sampleInvoicePdf();
  host.route('/slow.pdf', (req, res) => void setTimeout(() => serve(pdf, 'application/pdf')(req, res), 1500));
  host.route('/hang.pdf', hang());
  const metricsPort = await freePort();
  const worker = startDocproc('worker', ['worker', '--concurrency', '2', '--metrics-port', String(metricsPort)], {
    DATABASE_URL: database.url,
    DOCPROC_ALLOW_PRIVATE_NETWORKS: 'true',
    // A long lease and fetch timeout: only the release can make the hanging document available again soon.
    DOCPROC_LEASE: '120s',
    DOCPROC_FETCH_TIMEOUT_MS: '60000',
    DOCPROC_SHUTDOWN_GRACE: '4s',
    LOG_LEVEL: 'info',
  });
  try {
    // Its extraction process started and warmed up, a document's time is its own: ≈ 1.5 s here, well inside the grace.
    await waitUntil(() => worker.output().includes('"msg":"extraction workers warm"'), 60_000, 'the warm extraction worker');
    const project = await createProject(db, 'shutdown');
    const slow = newId('doc');
    const stuck = newId('doc');
    await insertDocument(db, { id: slow, projectId: project.id, url: host.url('/slow.pdf'), type: 'invoice', metadata: {} });
    await insertDocument(db, { id: stuck, projectId: project.id, url: host.url('/hang.pdf'), type: 'invoice', metadata: {} });
    await waitUntil(() => host.hits('/slow.pdf') === 1 && host.hits('/hang.pdf') === 1, 60_000, 'both downloads to start');

    // A worker process without the API still serves its own /metrics when asked to.
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    assert.equal(metrics.status, 200);
    assert.match(await metrics.text(), /docproc_documents\{status="processing"\} 2/);

    const signalled = Date.now();
    const exit = await worker.kill('SIGTERM');
    const stoppedMs = Date.now() - signalled;
    assert.equal(exit.code, 0, worker.output());
    assert.ok(stoppedMs < 4000 + 5000, `stopped after ${stoppedMs} ms`);

    const rows = await db.query<{ id: string; status: string; locked_by: string | null; locked_until: Date | null; claims: number; due: boolean }>(
      'SELECT id, status, locked_by, locked_until, claims, run_at <= now() AS due FROM documents',
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    assert.equal(byId.get(slow)?.status, 'processed', 'finished within the grace period');
    assert.deepEqual(
      { ...byId.get(stuck), id: undefined },
      { id: undefined, status: 'processing', locked_by: null, locked_until: null, claims: 0, due: true },
      'handed back: still processing (a status never goes backwards), no lease, due now, the claim not counted',
    );
    console.log(`# SIGTERM with one document finishing and one stuck: exit 0 after ${stoppedMs} ms; stuck document claimable again at once`);
  } finally {
    await worker.kill('SIGKILL');
    await host.close();
    await db.close();
    await database.drop();
  }
});
