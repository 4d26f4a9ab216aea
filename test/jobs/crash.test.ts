import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { claimNext, finishFailed } from '../../src/db/document-queue.ts';
import { startWorker } from '../../src/jobs/worker.ts';
import { startTestApp, submitUrl, waitForStatus, type TestApp } from '../helpers/app.ts';
import { hang, sequence, serve, startDocHost, type DocHost } from '../helpers/doc-host.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';

let t: TestApp;
let host: DocHost;
before(async () => {
  host = await startDocHost();
  // No worker of its own: each test starts the workers it needs.
  t = await startTestApp({ workers: 0, dispatcher: false, env: { DOCPROC_LEASE: '300ms' } });
});
after(async () => {
  await t.close();
  await host.close();
});

const submit = (path: string) => submitUrl(t, host.url(path));

async function terminalEvents(documentId: string): Promise<string[]> {
  const rows = await t.db.query<{ type: string }>('SELECT type FROM events WHERE document_id = $1', [documentId]);
  return rows.map((r) => r.type);
}

test('a worker that dies mid-document: its lease expires, another worker finishes it once, the dead one cannot finish it', async () => {
  host.route('/a.pdf', serve(sampleInvoicePdf(), 'application/pdf'));
  const id = await submit('/a.pdf');
  const abandoned = await claimNext(t.db, { workerId: 'dead-worker', leaseMs: t.config.leaseMs });
  assert.equal(abandoned?.document.id, id);

  const worker = startWorker({ db: t.db, config: t.config, logger: t.app.log, concurrency: 1, pollIntervalMs: 50 });
  try {
    const doc = await waitForStatus(t.baseUrl, t.apiKey, id, ['processed', 'failed'], 20_000);
    assert.equal(doc.status, 'processed', JSON.stringify(doc.error));
    const late = await finishFailed(t.db, abandoned.lease, { error: { code: 'internal_error', message: 'late' } });
    assert.equal(late, null);
    const [row] = await t.db.query<{ status: string; claims: number; attempts: number }>('SELECT status, claims, attempts FROM documents WHERE id = $1', [id]);
    assert.deepEqual(row, { status: 'processed', claims: 2, attempts: 0 });
    assert.deepEqual(await terminalEvents(id), ['document.processed']);
  } finally {
    await worker.stop();
  }
});

test('a document that kept losing its worker more than DOCPROC_MAX_CLAIMS times ends failed/internal_error', async () => {
  host.route('/b.pdf', serve(sampleInvoicePdf(), 'application/pdf'));
  const id = await submit('/b.pdf');
  for (let i = 0; i < t.config.maxClaims; i++) {
    assert.equal((await claimNext(t.db, { workerId: `dead-${i}`, leaseMs: 1 }))?.document.id, id);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const worker = startWorker({ db: t.db, config: t.config, logger: t.app.log, concurrency: 1, pollIntervalMs: 50 });
  try {
    const doc = await waitForStatus(t.baseUrl, t.apiKey, id, ['processed', 'failed'], 10_000);
    assert.equal(doc.status, 'failed');
    assert.equal(doc.error?.code, 'internal_error');
    assert.equal(host.hits('/b.pdf'), 0);
    assert.deepEqual(await terminalEvents(id), ['document.failed']);
  } finally {
    await worker.stop();
  }
});

test('retries after transient faults do not count as lost workers', async () => {
  const id = await submit('/c.pdf');
  await t.db.query(`UPDATE documents SET claims = $2, attempts = 2 WHERE id = $1`, [id, t.config.maxClaims + 1]);
  host.route('/c.pdf', serve(sampleInvoicePdf(), 'application/pdf'));
  const worker = startWorker({ db: t.db, config: t.config, logger: t.app.log, concurrency: 1, pollIntervalMs: 50 });
  try {
    const doc = await waitForStatus(t.baseUrl, t.apiKey, id, ['processed', 'failed'], 20_000);
    assert.equal(doc.status, 'processed', JSON.stringify(doc.error));
  } finally {
    await worker.stop();
  }
});

test('extraction running past DOCPROC_PROCESSING_TIMEOUT → failed processing_timeout, and the worker goes on', async () => {
  host.route('/e.pdf', serve(sampleInvoicePdf(), 'application/pdf'));
  const slow = await submit('/e.pdf');
  const worker = startWorker({ db: t.db, config: { ...t.config, processingTimeoutMs: 1 }, logger: t.app.log, concurrency: 1, pollIntervalMs: 50 });
  try {
    const doc = await waitForStatus(t.baseUrl, t.apiKey, slow, ['processed', 'failed'], 20_000);
    assert.equal(doc.error?.code, 'processing_timeout');
    assert.deepEqual(await terminalEvents(slow), ['document.failed']);
  } finally {
    await worker.stop();
  }
  const worker2 = startWorker({ db: t.db, config: t.config, logger: t.app.log, concurrency: 1, pollIntervalMs: 50 });
  try {
    const next = await submit('/e.pdf');
    assert.equal((await waitForStatus(t.baseUrl, t.apiKey, next, ['processed', 'failed'], 20_000)).status, 'processed');
  } finally {
    await worker2.stop();
  }
});

// Two processes can share only a real PostgreSQL (PGlite is one process), so this runs when DATABASE_URL is set.
test('a worker process killed with SIGKILL mid-download: the document still ends processed, with one event', { skip: !process.env.DATABASE_URL }, async () => {
  host.route('/d.pdf', sequence(hang(), serve(sampleInvoicePdf(), 'application/pdf')));
  const id = await submit('/d.pdf');
  const cli = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', cli, 'worker', '--concurrency', '1'], {
    env: {
      ...process.env,
      DATABASE_URL: t.config.databaseUrl ?? '',
      DOCPROC_ALLOW_PRIVATE_NETWORKS: 'true',
      DOCPROC_LEASE: '1s',
      DOCPROC_FETCH_TIMEOUT_MS: '60000',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  try {
    const deadline = Date.now() + 30_000;
    while (host.hits('/d.pdf') === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(host.hits('/d.pdf'), 1, 'the child worker started the download');
  } finally {
    child.kill('SIGKILL');
  }
  const worker = startWorker({ db: t.db, config: t.config, logger: t.app.log, concurrency: 1, pollIntervalMs: 50 });
  try {
    const doc = await waitForStatus(t.baseUrl, t.apiKey, id, ['processed', 'failed'], 30_000);
    assert.equal(doc.status, 'processed', JSON.stringify(doc.error));
    assert.deepEqual(await terminalEvents(id), ['document.processed']);
  } finally {
    await worker.stop();
  }
});
