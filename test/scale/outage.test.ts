/**
 * A 5-second PostgreSQL outage in the middle of a run, on a cluster of its own (another port and data
 * directory, so other test files on the shared cluster never notice): meanwhile the API answers 503
 * service_unavailable at once (no 500, no hang); the worker processes (one of them started during the
 * outage) wait it out instead of exiting; afterwards the API and the workers carry on by themselves, the
 * workers listen for wake-ups again, and no document or event is lost.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDb, type Db } from '../../src/db/index.ts';
import { api, testApiKey } from '../helpers/app.ts';
import { serve, startDocHost } from '../helpers/doc-host.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';
import { startReceiver } from '../helpers/receiver.ts';
import { freePort, startDocproc, waitForApi, waitUntil, type DocprocProcess } from './fleet.ts';

const SCRIPT = fileURLToPath(new URL('../../scripts/test-postgres.sh', import.meta.url));
const run = promisify(execFile);

/** The outage cluster: a free port and a directory of its own. */
const clusterEnv: Record<string, string> = {};
const cluster = async (action: 'start' | 'stop' | 'pause' | 'resume') =>
  (await run('bash', [SCRIPT, action], { env: { ...process.env, ...clusterEnv }, timeout: 120_000 })).stdout;

interface Probe {
  what: string;
  status: number | 'error';
  code?: string;
  ms: number;
}

async function probe(what: string, call: () => Promise<{ status: number; body: unknown }>): Promise<Probe> {
  const start = performance.now();
  try {
    const { status, body } = await call();
    return { what, status, code: (body as { error?: { code?: string } } | null)?.error?.code, ms: performance.now() - start };
  } catch {
    return { what, status: 'error', ms: performance.now() - start };
  }
}

test('PostgreSQL down for 5 s: 503 service_unavailable meanwhile, then everything resumes and nothing is lost', {
  skip: process.env.DATABASE_URL ? false : 'DATABASE_URL is not set',
  timeout: 240_000,
}, async (t) => {
  clusterEnv.DOCPROC_TEST_PG_PORT = String(await freePort());
  clusterEnv.DOCPROC_TEST_PG_DIR = `/tmp/docproc-outage-pg-${clusterEnv.DOCPROC_TEST_PG_PORT}`;
  const databaseUrl = /export DATABASE_URL=(\S+)/.exec(await cluster('start'))?.[1];
  assert.ok(databaseUrl, 'the outage cluster started');
  const host = await startDocHost();
  const receiver = await startReceiver();
  const key = testApiKey();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    DOCPROC_API_KEYS: key,
    DOCPROC_ALLOW_PRIVATE_NETWORKS: 'true',
    DOCPROC_LEASE: '3s',
    DOCPROC_FETCH_RETRY_SCHEDULE: '100ms,200ms',
    DOCPROC_WEBHOOK_RETRY_SCHEDULE: '200ms,500ms,1s,2s,2s,2s,5s',
    DOCPROC_RATE_LIMIT: '1000000/min,burst=100000',
    LOG_LEVEL: 'warn',
  };
  const processes: DocprocProcess[] = [];
  let db: Db | null = null;
  try {
    for (let i = 0; i < 40; i++) {
      const pdf = sampleInvoicePdf({ number: `OUT-${i}` });
      // Some documents are still downloading when the database goes away.
      host.route(`/doc/${i}.pdf`, (req, res) => void setTimeout(() => serve(pdf, 'application/pdf')(req, res), i % 3 === 0 ? 1500 : 0));
    }
    // Migrated before the processes start: two processes creating schema_migrations at once collide.
    db = await openDb({ databaseUrl, poolSize: 2 });
    const apiProcess = startDocproc('api', ['serve', '--workers', '0'], env);
    // At info level their "worker started" line is seen (fleet.ts).
    const workerEnv = { ...env, LOG_LEVEL: 'info' };
    const workers = [startDocproc('worker0', ['worker', '--concurrency', '2'], workerEnv), startDocproc('worker1', ['worker', '--concurrency', '1'], workerEnv)];
    processes.push(apiProcess, ...workers);
    await waitUntil(() => workers.every((w) => w.started()), 60_000, 'the workers to start');
    await waitForApi(baseUrl);
    const hook = await api(baseUrl, key, 'POST', '/v1/webhooks', { url: receiver.url, events: ['document.processed', 'document.failed'] });
    assert.equal(hook.status, 201);

    const submit = async (i: number) => {
      const r = await api<{ id: string }>(baseUrl, key, 'POST', '/v1/documents/process', { url: host.url(`/doc/${i}.pdf`), type: 'invoice' });
      assert.equal(r.status, 202, JSON.stringify(r.body));
      return r.body.id;
    };
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await submit(i));
    await waitUntil(async () => (await api<{ status: string }>(baseUrl, key, 'GET', `/v1/documents/${ids[0]}`)).body.status !== 'queued', 60_000, 'work to start');

    await cluster('pause');
    const downAt = Date.now();
    // A worker (re)started while the database is down waits for it instead of exiting.
    const lateWorker = startDocproc('worker2', ['worker', '--concurrency', '1'], workerEnv);
    processes.push(lateWorker);
    const probes: Probe[] = [];
    const timeout = () => AbortSignal.timeout(10_000);
    while (Date.now() - downAt < 5000) {
      probes.push(
        ...(await Promise.all([
          probe('GET document', () => api(baseUrl, key, 'GET', `/v1/documents/${ids[1]}`, undefined, {}).then((r) => r)),
          probe('POST document', () => api(baseUrl, key, 'POST', '/v1/documents/process', { url: host.url('/doc/39.pdf'), type: 'invoice' })),
          probe('GET list', () => api(baseUrl, key, 'GET', '/v1/documents?limit=5')),
          probe('GET readyz', async () => {
            const response = await fetch(`${baseUrl}/readyz`, { signal: timeout() });
            return { status: response.status, body: null };
          }),
        ])),
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // The outage lasts until the late worker has found the database down (it takes a few seconds to start).
    await waitUntil(() => lateWorker.output().includes('database unavailable; waiting for it') || lateWorker.child.exitCode !== null, 60_000, 'the late worker to try');
    const exitedDuringOutage = processes.filter((p) => p.child.exitCode !== null || p.child.signalCode !== null).map((p) => p.name);
    await cluster('resume');
    const upAt = Date.now();
    assert.deepEqual(exitedDuringOutage, [], 'no process exits while the database is down');

    const apiProbes = probes.filter((p) => p.what !== 'GET readyz');
    const unexpected = apiProbes.filter((p) => p.status !== 503 || p.code !== 'service_unavailable');
    assert.deepEqual(unexpected, [], 'every API call during the outage answers 503 service_unavailable');
    assert.ok(probes.filter((p) => p.what === 'GET readyz').every((p) => p.status === 503), 'readyz says unavailable');
    const slowest = Math.max(...probes.map((p) => p.ms));
    assert.ok(slowest < 3000, `answers during the outage took up to ${slowest.toFixed(0)} ms`);

    // Back up: the API answers again by itself, new documents are accepted and everything finishes.
    await waitUntil(async () => (await api(baseUrl, key, 'GET', `/v1/documents/${ids[1]}`)).status === 200, 30_000, 'the API to answer again', 100);
    const apiBackMs = Date.now() - upAt;
    for (let i = 20; i < 30; i++) ids.push(await submit(i));
    await waitUntil(
      async () => (await db!.query<{ n: number }>(`SELECT count(*)::int AS n FROM documents WHERE status IN ('processed', 'failed')`))[0].n === ids.length,
      90_000,
      'every document to end',
      200,
    );
    const allDoneMs = Date.now() - upAt;
    const documents = await db.query<{ id: string; status: string; locked_by: string | null }>('SELECT id, status, locked_by FROM documents');
    assert.deepEqual(documents.map((d) => d.id).sort(), [...ids].sort(), 'no document lost, none added by the refused POSTs');
    assert.ok(documents.every((d) => d.status === 'processed' && d.locked_by === null), JSON.stringify(documents.filter((d) => d.status !== 'processed')));
    const events = await db.query<{ id: string }>(`SELECT id FROM events WHERE type LIKE 'document.%'`);
    assert.equal(events.length, ids.length, 'one event per document');
    await waitUntil(() => new Set(receiver.requests.map((r) => r.headers['webhook-id'])).size === ids.length, 60_000, 'every event at the receiver', 100);

    // The worker listens again: a document inserted now is claimed without waiting for the poll.
    const listening = async () =>
      (await db!.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query ILIKE 'LISTEN%docproc_documents%'`))[0].n > 0;
    await waitUntil(listening, 10_000, 'the worker to LISTEN again', 100);

    const statuses = [...new Set(apiProbes.map((p) => `${p.status} ${p.code}`))].join(', ');
    const figures =
      `# outage: ${probes.length} requests in 5 s without the database: ${statuses} (readyz 503), slowest answer ${slowest.toFixed(0)} ms; ` +
      `API answering ${apiBackMs} ms after restart; all ${ids.length} documents processed ${(allDoneMs / 1000).toFixed(1)} s after restart; ` +
      `${events.length} events, all delivered (${receiver.requests.length} requests)`;
    t.diagnostic(figures);
    console.log(figures);

    assert.deepEqual(processes.filter((p) => p.child.exitCode !== null).map((p) => p.name), [], 'every process outlived the outage');
    const exits = await Promise.all(processes.map((p) => p.kill('SIGTERM')));
    assert.deepEqual(exits.map((e) => e.code), processes.map(() => 0), 'all stop cleanly on SIGTERM');
  } catch (error) {
    for (const p of processes) console.error(p.output().split('\n').slice(-20).join('\n'));
    throw error;
  } finally {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await db?.close();
    await host.close();
    await receiver.close();
    await cluster('stop').catch(() => {});
    await rm(clusterEnv.DOCPROC_TEST_PG_DIR, { recursive: true, force: true });
  }
});
