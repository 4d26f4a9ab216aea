/**
 * Scale-out under faults, on PostgreSQL only: one API process (`serve --workers 0`) and three worker
 * processes on a fresh database; 300 documents (processable PDFs, 404s, slow hosts) while a random worker
 * is killed with SIGKILL every few seconds and started again. Every document must end exactly once with
 * exactly one event, every event must reach the receiver (at least once), and no lease may be left behind.
 * One document in fifteen is deleted 0–4 s after its submit (queued, processing or done): nothing of it may
 * remain but events cut down to its id, and no event may follow its deletion.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { openDb, type Db } from '../../src/db/index.ts';
import { api, testApiKey } from '../helpers/app.ts';
import { startDocHost } from '../helpers/doc-host.ts';
import { startReceiver } from '../helpers/receiver.ts';
import { createDatabase } from './databases.ts';
import { routeDocumentMix, submitDocumentMix } from './document-mix.ts';
import { freePort, startDocproc, waitForApi, waitUntil, type DocprocProcess } from './fleet.ts';

const DOCUMENTS = 300;
const WORKERS = 3;
/** Documents the fleet must end between two kills. */
const KILL_AFTER_ENDED = 8;

const deletedOne = (i: number) => i % 15 === 7;
const DELETED = Array.from({ length: DOCUMENTS }, (_, i) => i).filter(deletedOne).length;

test('300 documents on 3 worker processes killed at random: each ends once, one event each, all delivered', {
  skip: process.env.DATABASE_URL ? false : 'DATABASE_URL is not set',
  timeout: 720_000,
}, async (t) => {
  const started = Date.now();
  const database = await createDatabase(process.env.DATABASE_URL!, 'docproc_fault');
  const host = await startDocHost();
  // Signatures are checked on arrival: the timestamp in them is only accepted for five minutes.
  let verifier: Webhook | null = null;
  const badSignatures: string[] = [];
  const receiver = await startReceiver((request) => {
    try {
      const payload = verifier!.verify(request.body, request.headers as Record<string, string>) as { id: string };
      if (payload.id !== request.headers['webhook-id']) badSignatures.push(`${payload.id} under ${String(request.headers['webhook-id'])}`);
    } catch (error) {
      badSignatures.push(String(error));
    }
    return {};
  });
  const key = testApiKey();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    PORT: String(port),
    DOCPROC_API_KEYS: key,
    DOCPROC_ALLOW_PRIVATE_NETWORKS: 'true',
    DOCPROC_LEASE: '2s',
    DOCPROC_MAX_CLAIMS: '50',
    DOCPROC_FETCH_TIMEOUT_MS: '10000',
    DOCPROC_FETCH_RETRY_SCHEDULE: '100ms,200ms',
    DOCPROC_WEBHOOK_RETRY_SCHEDULE: '100ms,200ms,500ms,1s,1s,2s,2s,5s',
    DOCPROC_RATE_LIMIT: '1000000/min,burst=100000',
    LOG_LEVEL: 'info',
    // A worker killed every few seconds would spend its life warming up (≈ 2 s of CPU each start on 2 cores).
    DOCPROC_WARM_WORKERS: '0',
  };
  const processes: DocprocProcess[] = [];
  let db: Db | null = null;
  let stopKilling = false;
  let killer: Promise<void> = Promise.resolve();
  try {
    routeDocumentMix(host, DOCUMENTS);
    db = await openDb({ databaseUrl: database.url, poolSize: 2 });
    const apiProcess = startDocproc('api', ['serve', '--workers', '0'], env);
    processes.push(apiProcess);
    const workers: DocprocProcess[] = [];
    for (let w = 0; w < WORKERS; w++) workers.push(startDocproc(`worker${w}`, ['worker', '--concurrency', '2'], env));
    processes.push(...workers);
    await waitForApi(baseUrl);

    const hook = await api<{ secret: string }>(baseUrl, key, 'POST', '/v1/webhooks', { url: receiver.url, events: ['document.processed', 'document.failed'] });
    assert.equal(hook.status, 201, JSON.stringify(hook.body));
    verifier = new Webhook(hook.body.secret);

    const terminal = async () =>
      (await db!.query<{ n: number }>(`SELECT count(*)::int AS n FROM documents WHERE status IN ('processed', 'failed')`))[0].n;
    let kills = 0;
    // Every 3–5 s a worker dies, one that has finished a document since it started, once the fleet has ended
    // KILL_AFTER_ENDED documents since the last kill: paced by the clock alone, a slow machine spent the run
    // restarting workers (a start costs seconds of CPU on 2 cores) and timed out; paced by progress as well, the
    // kills still land mid-claim and mid-save, and the run's length follows the work, not the machine's speed.
    killer = (async () => {
      let generation = WORKERS;
      let endedAtLastKill = 0;
      while (!stopKilling) {
        await new Promise((resolve) => setTimeout(resolve, 3000 + Math.random() * 2000));
        if (stopKilling) break;
        const ended = await terminal();
        if (ended - endedAtLastKill < KILL_AFTER_ENDED) continue;
        const candidates = workers.map((w, index) => ({ w, index })).filter(({ w }) => w.finished() > 0);
        if (candidates.length === 0) continue;
        const { index } = candidates[Math.floor(Math.random() * candidates.length)];
        await workers[index].kill('SIGKILL');
        kills++;
        endedAtLastKill = ended;
        const replacement = startDocproc(`worker${index}.${generation++}`, ['worker', '--concurrency', '2'], env);
        workers[index] = replacement;
        processes.push(replacement);
      }
    })();

    // 300 documents over about 15 s, so kills land while documents are being claimed, fetched and saved.
    const deletions: Promise<number>[] = [];
    const deletedIds = new Set<string>();
    const ids = await submitDocumentMix(baseUrl, key, host, DOCUMENTS, (id, i) => {
      if (!deletedOne(i)) return;
      deletedIds.add(id);
      const wait = Math.random() * 4000;
      deletions.push(new Promise((resolve) => setTimeout(resolve, wait)).then(() => api(baseUrl, key, 'DELETE', `/v1/documents/${id}`).then((d) => d.status)));
    });

    assert.deepEqual(new Set(await Promise.all(deletions)), new Set([204]), 'every delete answered 204');
    await waitUntil(async () => (await terminal()) === DOCUMENTS - DELETED, 480_000, 'every document to end', 250);
    stopKilling = true;
    await killer;
    const processedAt = Date.now();

    const eventCount = async () => (await db!.query<{ n: number }>(`SELECT count(*)::int AS n FROM events`))[0].n;
    await waitUntil(async () => new Set(receiver.requests.map((r) => r.headers['webhook-id'])).size >= (await eventCount()), 120_000, 'every event at the receiver', 250);
    // A worker killed between the receiver's answer and the commit leaves its delivery leased: the lease of a
    // delivery outlasts two attempt timeouts (60 s, src/jobs/dispatcher.ts), after which another worker sends
    // it again and settles it. So settling may take a full lease after the last kill.
    await waitUntil(
      async () => (await db!.query<{ n: number }>(`SELECT count(*)::int AS n FROM deliveries WHERE status <> 'succeeded' OR locked_by IS NOT NULL`))[0].n === 0,
      90_000,
      'deliveries to settle',
      100,
    );

    // Exactly once: every document we created is terminal, with one event, and nothing else exists.
    const documents = await db.query<{ id: string; status: string; error: { code: string } | null; locked_by: string | null; locked_until: Date | null; claims: number; attempts: number }>(
      'SELECT id, status, error, locked_by, locked_until, claims, attempts FROM documents',
    );
    assert.equal(documents.length, DOCUMENTS - DELETED);
    for (const doc of documents) {
      assert.ok(!deletedIds.has(doc.id), `deleted document ${doc.id} is still there`);
      const kind = ids.get(doc.id);
      assert.ok(kind, `unknown document ${doc.id}`);
      if (kind === 'missing') assert.deepEqual([doc.status, doc.error?.code], ['failed', 'http_error'], doc.id);
      else assert.equal(doc.status, 'processed', `${doc.id} (${kind}): ${JSON.stringify(doc.error)}`);
      assert.equal(doc.locked_by, null, `lease left on ${doc.id}`);
      assert.equal(doc.locked_until, null, `lease left on ${doc.id}`);
    }
    const events = await db.query<{ id: string; document_id: string; type: string; payload: { data: unknown } }>(
      `SELECT id, document_id, type, payload FROM events WHERE type LIKE 'document.%'`,
    );
    const liveEvents = events.filter((e) => !deletedIds.has(e.document_id));
    assert.equal(liveEvents.length, DOCUMENTS - DELETED, 'one event per document');
    assert.equal(new Set(liveEvents.map((e) => e.document_id)).size, DOCUMENTS - DELETED);
    const byDocument = new Map(documents.map((d) => [d.id, d.status]));
    for (const event of liveEvents) assert.equal(event.type, `document.${byDocument.get(event.document_id)}`);
    // A deleted document: at most the one event it had before, cut down to its id; no rows of its own anywhere.
    const deletedEvents = events.filter((e) => deletedIds.has(e.document_id));
    assert.equal(new Set(deletedEvents.map((e) => e.document_id)).size, deletedEvents.length, 'at most one event per deleted document');
    for (const event of deletedEvents) assert.deepEqual(event.payload.data, { document: { id: event.document_id, object: 'document', deleted: true } });
    for (const table of ['document_files', 'document_layouts', 'document_pages']) {
      const remaining: unknown[] = await db.query(`SELECT 1 FROM ${table} WHERE document_id = ANY($1::text[])`, [[...deletedIds]]);
      assert.equal(remaining.length, 0, `${table} rows of deleted documents`);
    }

    // At least once at the receiver; deduplicated by webhook-id exactly the outbox, each correctly signed.
    assert.deepEqual(badSignatures, []);
    const received = new Map<string, number>();
    for (const request of receiver.requests) {
      const id = String(request.headers['webhook-id']);
      received.set(id, (received.get(id) ?? 0) + 1);
    }
    assert.deepEqual([...received.keys()].sort(), events.map((e) => e.id).sort());
    const leftoverDeliveries = await db.query('SELECT id FROM deliveries WHERE locked_by IS NOT NULL OR locked_until IS NOT NULL');
    assert.equal(leftoverDeliveries.length, 0, 'no delivery lease left');

    const processed = documents.filter((d) => d.status === 'processed').length;
    const takenOver = documents.filter((d) => d.claims - d.attempts > 1).length;
    const duplicates = receiver.requests.length - received.size;
    const figures =
      `# fault test: ${DOCUMENTS} documents (${processed} processed, ${DOCUMENTS - DELETED - processed} failed, ${DELETED} deleted, ` +
      `${deletedEvents.length} of them after their event) on ${WORKERS} worker processes; ` +
      `${kills} SIGKILLs; ${takenOver} documents taken over from a killed worker; all terminal after ${((processedAt - started) / 1000).toFixed(1)} s; ` +
      `${events.length} events, ${received.size} delivered, ${receiver.requests.length} requests received (${duplicates} duplicates before dedupe); ` +
      `total ${((Date.now() - started) / 1000).toFixed(1)} s`;
    t.diagnostic(figures);
    console.log(figures);
    assert.ok(kills >= 5, `only ${kills} kills`);

    // A clean stop: SIGTERM ends every process with exit code 0.
    stopKilling = true;
    const running = processes.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
    await waitUntil(() => running.every((p) => p.started()), 60_000, 'the last replacement worker to start');
    const exits = await Promise.all(running.map((p) => p.kill('SIGTERM')));
    assert.deepEqual(
      exits.map((e, i) => `${running[i].name}: ${e.code ?? e.signal}`),
      running.map((p) => `${p.name}: 0`),
      'exit after SIGTERM',
    );
  } catch (error) {
    if (db) console.error('documents by status:', JSON.stringify(await db.query('SELECT status, count(*)::int AS n, sum(claims)::int AS claims FROM documents GROUP BY status')));
    if (db) console.error('deliveries unsettled:', JSON.stringify(await db.query(`SELECT id, status, attempts, locked_by, locked_until, run_at FROM deliveries WHERE status <> 'succeeded' OR locked_by IS NOT NULL`)));
    for (const p of processes) console.error(p.output().split('\n').slice(-15).join('\n'));
    throw error;
  } finally {
    stopKilling = true;
    await killer.catch(() => {});
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await db?.close();
    await host.close();
    await receiver.close();
    await database.drop();
  }
});
