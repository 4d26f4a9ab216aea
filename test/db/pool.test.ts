/**
 * PostgreSQL connection limits (PostgreSQL only: PGlite has no connections): a statement cannot run for
 * ever, a transaction cannot sit idle holding its locks, a connection gone half-open (the network drops
 * everything, nobody closes anything) frees its row locks within seconds, and a process started while the
 * database is unreachable waits for it.
 */
import assert from 'node:assert/strict';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { openDb } from '../../src/db/index.ts';
import { createDatabase, type TestDatabase } from '../helpers/db.ts';

const serverUrl = process.env.DATABASE_URL;
const skip = serverUrl ? false : 'DATABASE_URL is not set';

let database: TestDatabase;
before(async () => {
  if (!serverUrl) return;
  database = await createDatabase(serverUrl);
  const db = await openDb({ databaseUrl: database.url });
  await db.query(`INSERT INTO projects (id, name) VALUES ('proj_pool', 'pool')`);
  await db.close();
});
after(async () => {
  await database?.drop();
});

/** A TCP relay to the database that can start dropping every byte both ways, keeping both sockets open. */
async function startRelay(target: URL, port = 0): Promise<{ url: string; port: number; blackhole(): void; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let dropping = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      sockets.add(from);
      from.on('data', (chunk) => dropping || to.write(chunk));
      from.on('error', () => {});
      from.on('close', () => dropping || to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  const url = new URL(target);
  url.port = String(bound);
  return {
    url: url.toString(),
    port: bound,
    blackhole: () => void (dropping = true),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function direct<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a statement running past DOCPROC_DB_STATEMENT_TIMEOUT is canceled; the server probes idle connections', { skip }, async () => {
  const db = await openDb({ databaseUrl: database.url, pool: { statementTimeoutMs: 300, keepAliveMs: 4000 } });
  try {
    const started = Date.now();
    await assert.rejects(db.query('SELECT pg_sleep(5)'), (error: { code?: string }) => error.code === '57014');
    assert.ok(Date.now() - started < 3000, `canceled after ${Date.now() - started} ms`);
    const [idle] = await db.query<{ tcp_keepalives_idle: string }>('SHOW tcp_keepalives_idle');
    assert.equal(idle.tcp_keepalives_idle, '4');
    // A migration may run longer than any statement of the service: it has no statement timeout.
    await db.transaction(async (tx) => {
      await tx.query('SET LOCAL statement_timeout = 0');
      await tx.query('SELECT pg_sleep(0.5)');
    });
  } finally {
    await db.close();
  }
});

test('a transaction idle past DOCPROC_DB_IDLE_IN_TRANSACTION_TIMEOUT is ended and its row locks released', { skip }, async () => {
  const db = await openDb({ databaseUrl: database.url, pool: { idleInTransactionTimeoutMs: 500 } });
  try {
    const stuck = db.transaction(async (tx) => {
      await tx.query(`SELECT id FROM projects WHERE id = 'proj_pool' FOR UPDATE`);
      await sleep(2000);
      await tx.query('SELECT 1');
    });
    const outcome = stuck.then(
      () => 'committed',
      () => 'failed',
    );
    await sleep(1500);
    const locked = await direct((c) => c.query(`SELECT id FROM projects WHERE id = 'proj_pool' FOR UPDATE NOWAIT`));
    assert.equal(locked.rows.length, 1, 'the lock was released');
    assert.equal(await outcome, 'failed');
    assert.deepEqual(await db.query('SELECT 1 AS ok'), [{ ok: 1 }], 'the pool goes on with a fresh connection');
  } finally {
    await db.close();
  }
});

test('a connection gone half-open inside a transaction frees its row lock within seconds, and the client gives up', { skip }, async () => {
  const relay = await startRelay(new URL(database.url));
  const db = await openDb({ databaseUrl: relay.url, pool: { statementTimeoutMs: 1000, idleInTransactionTimeoutMs: 1000, keepAliveMs: 1000 } });
  try {
    const started = Date.now();
    const stuck = db.transaction(async (tx) => {
      await tx.query(`SELECT id FROM projects WHERE id = 'proj_pool' FOR UPDATE`);
      relay.blackhole();
      await tx.query('SELECT 1');
    });
    const outcome = stuck.then(
      () => 'committed',
      () => 'failed',
    );
    // The server ends the session that no longer speaks; its lock goes with it.
    let freedAfter: number | null = null;
    while (Date.now() - started < 20_000) {
      const free = await direct((c) => c.query(`SELECT id FROM projects WHERE id = 'proj_pool' FOR UPDATE NOWAIT`)).then(
        () => true,
        () => false,
      );
      if (free) {
        freedAfter = Date.now() - started;
        break;
      }
      await sleep(200);
    }
    assert.ok(freedAfter !== null && freedAfter < 5000, `row lock freed after ${freedAfter} ms`);
    // The client's query cannot hear from the server any more: it gives up by itself (statement timeout + 5 s).
    assert.equal(await outcome, 'failed');
    assert.ok(Date.now() - started < 15_000, `client gave up after ${Date.now() - started} ms`);
  } finally {
    await db.close().catch(() => {});
    await relay.close();
  }
});

test('started while the database is unreachable: waits for it (DOCPROC_DB_STARTUP_WAIT), then gives up clearly', { skip }, async () => {
  const probe = await startRelay(new URL(database.url));
  const port = probe.port;
  await probe.close();
  const url = new URL(database.url);
  url.port = String(port);

  const waits: number[] = [];
  const opening = openDb({ databaseUrl: url.toString(), pool: { startupWaitMs: 30_000 }, onUnavailable: (_error, ms) => waits.push(ms) });
  await sleep(1200);
  const relay = await startRelay(new URL(database.url), port);
  try {
    const db = await opening;
    assert.deepEqual(await db.query('SELECT 1 AS ok'), [{ ok: 1 }]);
    assert.ok(waits.length >= 2, `waited ${waits.length} times`);
    await db.close();
  } finally {
    await relay.close();
  }

  const started = Date.now();
  await assert.rejects(openDb({ databaseUrl: url.toString(), pool: { startupWaitMs: 1000 } }), (error: { code?: string }) => error.code === 'ECONNREFUSED');
  assert.ok(Date.now() - started < 5000);
});
