/**
 * Takeover with the default lease, on PostgreSQL only: 300 documents on three worker processes while one
 * of them is killed with SIGKILL every 2 s whenever another one is up (and started again). A killed worker
 * stops renewing its leases,
 * so each document it held must be claimed again within about 30 s (DOCPROC_LEASE, 15 s, then a free
 * slot); every document must end, right, with one event each.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDb, type Db } from '../../src/db/index.ts';
import { testApiKey } from '../helpers/app.ts';
import { startDocHost } from '../helpers/doc-host.ts';
import { createDatabase } from './databases.ts';
import { routeDocumentMix, submitDocumentMix } from './document-mix.ts';
import { freePort, startDocproc, waitForApi, waitUntil, type DocprocProcess } from './fleet.ts';

const DOCUMENTS = 300;
const WORKERS = 3;
const KILL_EVERY_MS = 2000;
const MIN_KILLS = 8;
/** A killed worker's documents are claimed again within this long (with the former 120 s lease: 120 s). */
const TAKEOVER_LIMIT_MS = 30_000;
/** All terminal this long after the last kill at most: the backlog on a loaded machine. */
const SETTLE_LIMIT_MS = 180_000;

/** A document a killed worker held: when it was killed, and the claims counted then. */
interface Orphan {
  id: string;
  claims: number;
  killedAt: number;
  movedOnAfterMs: number | null;
}

test(`${DOCUMENTS} documents, default lease, a worker SIGKILLed every 2 s: none lost, none wrong, all ended soon after the last submission`, {
  skip: process.env.DATABASE_URL ? false : 'DATABASE_URL is not set',
  timeout: 600_000,
}, async (t) => {
  const database = await createDatabase(process.env.DATABASE_URL!, 'docproc_takeover');
  const host = await startDocHost();
  const key = testApiKey();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Default lease, claims and timeouts: only what a test needs (loopback hosts, a high rate limit, fast retries).
  const env = {
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    PORT: String(port),
    DOCPROC_API_KEYS: key,
    DOCPROC_ALLOW_PRIVATE_NETWORKS: 'true',
    DOCPROC_FETCH_RETRY_SCHEDULE: '100ms,200ms',
    DOCPROC_RATE_LIMIT: '1000000/min,burst=100000',
    LOG_LEVEL: 'info',
  };
  const processes: DocprocProcess[] = [];
  let db: Db | null = null;
  let stopKilling = false;
  let watching = false;
  let killer: Promise<void> = Promise.resolve();
  try {
    routeDocumentMix(host, DOCUMENTS);
    db = await openDb({ databaseUrl: database.url, poolSize: 2 });
    processes.push(startDocproc('api', ['serve', '--workers', '0'], env));
    const workers: DocprocProcess[] = [];
    for (let w = 0; w < WORKERS; w++) workers.push(startDocproc(`worker${w}`, ['worker', '--concurrency', '2'], env));
    processes.push(...workers);
    await waitForApi(baseUrl);
    await waitUntil(() => workers.every((w) => w.started()), 60_000, 'the workers to start', 100);

    let kills = 0;
    let submitted = false;
    const orphans: Orphan[] = [];
    // Each orphan moves on when it is claimed again (or ended: a stale write cannot end it, so a live worker did).
    const watchOrphans = async () => {
      const waiting = orphans.filter((o) => o.movedOnAfterMs === null);
      if (waiting.length === 0) return;
      const rows = await db!.query<{ id: string; claims: number; status: string }>('SELECT id, claims, status FROM documents WHERE id = ANY($1::text[])', [waiting.map((o) => o.id)]);
      const now = Date.now();
      for (const row of rows) {
        const orphan = waiting.find((o) => o.id === row.id)!;
        if (row.claims > orphan.claims || row.status === 'processed' || row.status === 'failed') orphan.movedOnAfterMs = now - orphan.killedAt;
      }
    };
    watching = true;
    const watcher = (async () => {
      while (watching) {
        await watchOrphans().catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const firstKillAt = Date.now() + KILL_EVERY_MS;
    killer = (async () => {
      let generation = WORKERS;
      while (!stopKilling && !(submitted && kills >= MIN_KILLS)) {
        await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
        if (stopKilling) break;
        // A worker that has started (one still loading holds no document yet), while another one is up to take
        // over: a worker takes several seconds to start on a loaded machine, and a fleet with nobody up
        // measures start-up, not takeover.
        const candidates = workers.map((w, index) => ({ w, index })).filter(({ w }) => w.started());
        if (candidates.length < 2) continue;
        const { index } = candidates[Math.floor(Math.random() * candidates.length)];
        // Worker ids are host:pid:random (src/jobs/worker.ts).
        const pid = workers[index].child.pid;
        await workers[index].kill('SIGKILL');
        const killedAt = Date.now();
        const held = await db!.query<{ id: string; claims: number }>(
          `SELECT id, claims FROM documents WHERE status = 'processing' AND lease_token IS NOT NULL AND locked_by LIKE $1`,
          [`%:${pid}:%`],
        );
        orphans.push(...held.map((h) => ({ ...h, killedAt, movedOnAfterMs: null })));
        kills++;
        const replacement = startDocproc(`worker${index}.${generation++}`, ['worker', '--concurrency', '2'], env);
        workers[index] = replacement;
        processes.push(replacement);
      }
    })();

    // 300 documents over about 15 s.
    const ids = await submitDocumentMix(baseUrl, key, host, DOCUMENTS);
    submitted = true;
    await killer;
    const lastKill = Date.now();
    const killingMs = lastKill - firstKillAt;

    const notTerminal = async () => {
      return (await db!.query<{ n: number }>(`SELECT count(*)::int AS n FROM documents WHERE status NOT IN ('processed', 'failed')`))[0].n;
    };
    await waitUntil(async () => (await notTerminal()) === 0, SETTLE_LIMIT_MS, 'every document to end', 250).catch(async (error: unknown) => {
      throw new Error(`${String(error)}: ${await notTerminal()} not terminal ${((Date.now() - lastKill) / 1000).toFixed(0)} s after the last kill`);
    });
    const settledMs = Date.now() - lastKill;
    watching = false;
    await watcher;
    await watchOrphans();

    const documents = await db.query<{ id: string; status: string; error: { code: string } | null; claims: number; attempts: number; lease_token: string | null }>(
      'SELECT id, status, error, claims, attempts, lease_token FROM documents',
    );
    assert.equal(documents.length, DOCUMENTS, 'none lost, none added');
    const wrong: string[] = [];
    for (const doc of documents) {
      const kind = ids.get(doc.id);
      const expected = kind === 'missing' ? 'failed http_error' : 'processed';
      const actual = doc.status === 'failed' ? `failed ${doc.error?.code}` : doc.status;
      if (actual !== expected || doc.lease_token !== null) wrong.push(`${doc.id} (${kind}): ${actual}, claims ${doc.claims}`);
    }
    assert.deepEqual(wrong, [], 'every document ended as it should, with no lease left');
    const events = await db.query<{ document_id: string }>(`SELECT document_id FROM events WHERE type LIKE 'document.%'`);
    assert.equal(events.length, DOCUMENTS, 'one event per document');
    assert.equal(new Set(events.map((e) => e.document_id)).size, DOCUMENTS);

    const delays = orphans.map((o) => o.movedOnAfterMs ?? Infinity).sort((a, b) => a - b);
    const slowest = delays.at(-1) ?? 0;
    const figures =
      `# takeover: ${DOCUMENTS} documents on ${WORKERS} worker processes, default lease; ${kills} SIGKILLs in ${(killingMs / 1000).toFixed(0)} s ` +
      `leaving ${orphans.length} documents behind, claimed again after ${(delays[0] / 1000).toFixed(1)}–${(slowest / 1000).toFixed(1)} s ` +
      `(median ${((delays[Math.floor(delays.length / 2)] ?? 0) / 1000).toFixed(1)} s); all terminal ${(settledMs / 1000).toFixed(1)} s after the last kill`;
    t.diagnostic(figures);
    console.log(figures);
    assert.ok(kills >= MIN_KILLS, `only ${kills} kills`);
    assert.ok(orphans.length > 0, 'the kills left documents behind');
    assert.ok(slowest <= TAKEOVER_LIMIT_MS, `a killed worker's document waited ${slowest} ms to be claimed again`);
  } catch (error) {
    if (db) console.error('documents by status:', JSON.stringify(await db.query('SELECT status, count(*)::int AS n, max(claims)::int AS max_claims FROM documents GROUP BY status')));
    for (const p of processes.slice(-4)) console.error(p.output().split('\n').slice(-15).join('\n'));
    throw error;
  } finally {
    stopKilling = true;
    watching = false;
    await killer.catch(() => {});
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await db?.close();
    await host.close();
    await database.drop();
  }
});
