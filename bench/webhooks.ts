/**
 * Webhook delivery latency: from the commit that makes a document terminal (event recorded in the same
 * transaction, as the worker does) to the moment a receiver on 127.0.0.1 has the request. Runs on an
 * in-memory PGlite, or on a throw-away database of the PostgreSQL server of DATABASE_URL.
 * `npx tsx bench/webhooks.ts`
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createDatabase } from '../test/helpers/db.ts';
import { loadConfig } from '../src/config.ts';
import { openDb, type Db } from '../src/db/index.ts';
import { recordDocumentEvent } from '../src/db/events.ts';
import { createEndpoint } from '../src/db/webhooks.ts';
import { newId } from '../src/ids.ts';
import { startDispatcher } from '../src/jobs/dispatcher.ts';
import { buildEvent } from '../src/webhooks/events.ts';
import { newSigningSecret } from '../src/webhooks/sign.ts';

const EVENTS = 200;

export interface LatencyRow {
  scenario: string;
  events: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  totalMs: number;
}

const silent = { debug() {}, info() {}, warn() {}, error() {} };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function finishDocument(db: Db, projectId: string): Promise<string> {
  const documentId = newId('doc');
  const eventId = newId('evt');
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO documents (id, project_id, url, type, status) VALUES ($1, $2, 'https://example.com/a.pdf', 'invoice', 'processed')`, [
      documentId,
      projectId,
    ]);
    const document = { id: documentId, object: 'document', status: 'processed' };
    await recordDocumentEvent(tx, { id: eventId, projectId, documentId, type: 'document.processed', payload: buildEvent(eventId, 'document.processed', { document }) });
  });
  return eventId;
}


export async function run(): Promise<LatencyRow[]> {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await createDatabase(serverUrl, 'docproc_bench') : null;
  const databaseUrl = database?.url ?? null;
  const config = { ...loadConfig({}), allowPrivateNetworks: true, databaseUrl };
  const db = await openDb({ databaseUrl, dataDir: 'memory://' });
  const received = new Map<string, number>();
  let onReceive = () => {};
  const server = createServer((req, res) => {
    received.set(String(req.headers['webhook-id']), performance.now());
    req.resume();
    req.on('end', () => res.end('ok'));
    onReceive();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const projectId = newId('proj');
  await db.query('INSERT INTO projects (id, name) VALUES ($1, $2)', [projectId, 'bench']);
  await createEndpoint(db, { id: newId('wh'), projectId, url, events: ['*'], description: null, secret: newSigningSecret() });
  const dispatcher = startDispatcher({ db, config, logger: silent });

  const allReceived = (ids: string[]) =>
    new Promise<void>((resolve) => {
      onReceive = () => ids.every((id) => received.has(id)) && resolve();
      onReceive();
    });

  async function scenario(name: string, emit: (committed: Map<string, number>) => Promise<void>): Promise<LatencyRow> {
    const committed = new Map<string, number>();
    const started = performance.now();
    await emit(committed);
    await allReceived([...committed.keys()]);
    const latencies = [...committed].map(([id, at]) => (received.get(id) ?? at) - at).sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      scenario: name,
      events: latencies.length,
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      maxMs: round(latencies[latencies.length - 1]),
      totalMs: Math.round(performance.now() - started),
    };
  }

  const rows: LatencyRow[] = [];
  try {
    // One document at a time, the next after the previous event arrived: latency with an idle dispatcher.
    rows.push(
      await scenario('one at a time', async (committed) => {
        for (let i = 0; i < EVENTS; i++) {
          const id = await finishDocument(db, projectId);
          committed.set(id, performance.now());
          await allReceived([id]);
        }
      }),
    );
    // Documents finishing every 10 ms regardless of deliveries (a steady stream).
    rows.push(
      await scenario('steady, 100/s', async (committed) => {
        for (let i = 0; i < EVENTS; i++) {
          const id = await finishDocument(db, projectId);
          committed.set(id, performance.now());
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }),
    );
    // As fast as the database takes them: a backlog the dispatcher works through.
    rows.push(
      await scenario('burst', async (committed) => {
        for (let i = 0; i < EVENTS; i++) {
          const id = await finishDocument(db, projectId);
          committed.set(id, performance.now());
        }
      }),
    );
  } finally {
    await dispatcher.stop();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close();
    await database?.drop();
  }
  return rows;
}

function printTable(rows: LatencyRow[], database: string): void {
  console.log(`webhook delivery latency, commit → receiver (${database}, one endpoint on 127.0.0.1)`);
  console.log('| scenario | events | p50 ms | p95 ms | max ms | total ms |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.scenario} | ${r.events} | ${r.p50Ms} | ${r.p95Ms} | ${r.maxMs} | ${r.totalMs} |`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printTable(await run(), process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');
}
