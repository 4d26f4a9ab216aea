/**
 * Wake-ups: a NOTIFY from the inserting connection reaches the listener in milliseconds, on PGlite and
 * PostgreSQL; a killed listening connection is re-established; and an idle worker *process* starts a
 * document inserted elsewhere within 50 ms (claim time − insert time, both by the database clock).
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openDb, type Db } from '../../src/db/index.ts';
import { DOCUMENTS_CHANNEL, insertDocument } from '../../src/db/documents.ts';
import { createProject } from '../../src/db/projects.ts';
import { newId } from '../../src/ids.ts';
import { subscribeWakeups, type Wakeups } from '../../src/jobs/wakeup.ts';
import { startDocHost, type DocHost } from '../helpers/doc-host.ts';
import { createDatabase, databaseName, terminateBackends, type TestDatabase } from './databases.ts';

const SERVER_URL = process.env.DATABASE_URL;
const quiet = { info() {}, warn() {} };
const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Inserts `count` documents one at a time; returns ms from each insert call to its wake-up. */
async function wakeLatencies(db: Db, projectId: string, count: number, woken: { next: () => Promise<number> }): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const wake = woken.next();
    await insertDocument(db, { id: newId('doc'), projectId, url: 'http://127.0.0.1:9/none', type: 'invoice', metadata: {} });
    latencies.push((await wake) - start);
  }
  return latencies;
}

function wakeSignal() {
  let waiting: ((at: number) => void) | null = null;
  return {
    onWake: () => {
      waiting?.(performance.now());
      waiting = null;
    },
    next: () => new Promise<number>((resolve) => (waiting = resolve)),
  };
}

test('PGlite: the in-process signal wakes a listener on insert', async () => {
  const db = await openDb({ dataDir: 'memory://' });
  const signal = wakeSignal();
  const wakeups = await subscribeWakeups({ db, channel: DOCUMENTS_CHANNEL, databaseUrl: null, onWake: signal.onWake, logger: quiet });
  try {
    const project = await createProject(db, 'wake');
    const latencies = await wakeLatencies(db, project.id, 10, signal);
    assert.ok(percentile(latencies, 0.5) < 50, `median ${percentile(latencies, 0.5).toFixed(1)} ms`);
  } finally {
    await wakeups.close();
    await db.close();
  }
});

describe('PostgreSQL wake-ups', { skip: SERVER_URL ? false : 'DATABASE_URL is not set' }, () => {
  let database: TestDatabase;
  let db: Db;
  let projectId: string;
  before(async () => {
    database = await createDatabase(SERVER_URL!, 'docproc_wakeup');
    db = await openDb({ databaseUrl: database.url, poolSize: 4 });
    projectId = (await createProject(db, 'wake')).id;
  });
  after(async () => {
    await db?.close();
    await database?.drop();
  });

  test('NOTIFY on insert reaches another connection, and LISTEN comes back after its connection is killed', async () => {
    const signal = wakeSignal();
    const wakeups: Wakeups = await subscribeWakeups({
      db,
      channel: DOCUMENTS_CHANNEL,
      databaseUrl: database.url,
      onWake: signal.onWake,
      logger: quiet,
      reconnectMs: 50,
    });
    try {
      assert.equal(wakeups.listening, true);
      const before = await wakeLatencies(db, projectId, 20, signal);
      const reconnectWake = signal.next();
      assert.equal(await terminateBackends(SERVER_URL!, databaseName(database.url), 'docproc-wakeup'), 1);
      // The re-established connection wakes the caller once: NOTIFYs sent meanwhile are lost.
      await reconnectWake;
      await until(() => wakeups.listening, 5000, 'the listener to reconnect');
      const afterLoss = await wakeLatencies(db, projectId, 20, signal);
      const report = (xs: number[]) => `median ${percentile(xs, 0.5).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
      console.log(`# insert → wake-up on PostgreSQL: ${report(before)}; after reconnect: ${report(afterLoss)}`);
      assert.ok(percentile(before, 0.5) < 50 && percentile(afterLoss, 0.5) < 50, `${report(before)} / ${report(afterLoss)}`);
    } finally {
      await wakeups.close();
    }
  });

  test('an idle worker process starts a document inserted by another process within 50 ms, also after losing its LISTEN connection', async () => {
    const host: DocHost = await startDocHost();
    // Slow enough that the document is seen in `processing`, the state whose updated_at is the claim time.
    host.route('/slow', (_req, res) => void setTimeout(() => res.writeHead(404).end(), 400));
    let worker: ChildProcess | null = null;
    try {
      worker = spawn(process.execPath, ['--import', 'tsx', CLI, 'worker', '--concurrency', '1'], {
        env: { ...process.env, DATABASE_URL: database.url, DOCPROC_ALLOW_PRIVATE_NETWORKS: 'true', LOG_LEVEL: 'warn', DOCPROC_FETCH_RETRY_SCHEDULE: '' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const listeners = async () =>
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%docproc_documents%'`))[0].n;
      await until(async () => (await listeners()) > 0, 30_000, 'the worker process to LISTEN');

      const claimLatencies = async (count: number) => {
        const latencies: number[] = [];
        for (let i = 0; i < count; i++) {
          const id = newId('doc');
          await insertDocument(db, { id, projectId, url: host.url('/slow'), type: 'invoice', metadata: {} });
          let latency: number | null = null;
          await until(
            async () => {
              const [row] = await db.query<{ status: string; ms: number }>(
                `SELECT status, extract(epoch FROM updated_at - created_at) * 1000 AS ms FROM documents WHERE id = $1`,
                [id],
              );
              if (row.status === 'processing') latency = Number(row.ms);
              return row.status !== 'queued';
            },
            5000,
            'the claim',
          );
          assert.notEqual(latency, null, 'seen while processing');
          latencies.push(latency!);
          await until(async () => (await db.query<{ status: string }>('SELECT status FROM documents WHERE id = $1', [id]))[0].status === 'failed', 5000, 'the end');
        }
        return latencies;
      };
      const first = await claimLatencies(10);
      const killed = await terminateBackends(SERVER_URL!, databaseName(database.url), 'docproc-wakeup');
      assert.ok(killed >= 1, 'the worker listens on its own named connection');
      await until(async () => (await listeners()) > 0, 10_000, 'the worker to LISTEN again');
      const second = await claimLatencies(10);
      const report = (xs: number[]) => `median ${percentile(xs, 0.5).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
      console.log(`# insert → claimed by an idle worker process: ${report(first)}; after its LISTEN connection was killed: ${report(second)}`);
      assert.ok(percentile(first, 0.5) < 50, report(first));
      assert.ok(percentile(second, 0.5) < 50, report(second));
    } finally {
      worker?.kill('SIGKILL');
      await host.close();
    }
  });
});
