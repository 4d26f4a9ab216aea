/**
 * Starts the whole service for a test: the HTTP API on 127.0.0.1 (port 0), processing workers and the
 * webhook dispatcher, on a private PGlite data directory (a copy of a migrated template) — or, when DATABASE_URL is set, on a fresh database of that
 * PostgreSQL server (one per call, dropped on close), so test files can run side by side on one server.
 */
import assert from 'node:assert/strict';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Db } from '../../src/db/index.ts';
import type { DocumentObject } from '../../src/db/documents.ts';
import { buildApp, type App } from '../../src/http/app.ts';
import { randomBase62 } from '../../src/ids.ts';
import { startDispatcher } from '../../src/jobs/dispatcher.ts';
import { startWorker, type Worker } from '../../src/jobs/worker.ts';
import { openTestDb } from './db.ts';

export interface TestApp {
  baseUrl: string;
  app: App;
  db: Db;
  config: Config;
  /** The embedded database's data directory; null on PostgreSQL. */
  dataDir: string | null;
  /** A key of one project, and a key of another project (for tenancy tests). */
  apiKey: string;
  otherApiKey: string;
  worker: Worker;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Overrides of the test environment (see defaults below); DATABASE_URL is taken from process.env. */
  env?: Record<string, string>;
  /** Documents processed at once; 0 = no worker (documents stay queued). Default 1. */
  workers?: number;
  /** Run the webhook dispatcher. Default true. */
  dispatcher?: boolean;
}

export function testApiKey(): string {
  return `dp_${randomBase62(32)}`;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const apiKey = testApiKey();
  const otherApiKey = testApiKey();
  const workers = options.workers ?? 1;
  const database = await openTestDb();
  const db = database.db;
  const config = loadConfig({
    DOCPROC_API_KEYS: `${apiKey},${otherApiKey}`,
    DOCPROC_ALLOW_PRIVATE_NETWORKS: 'true',
    DOCPROC_WORKERS: String(workers),
    // A test app's worker starts its extraction processes for its documents; warm ones would only add start-up work.
    DOCPROC_WARM_WORKERS: '0',
    DOCPROC_FETCH_TIMEOUT_MS: '2000',
    DOCPROC_FETCH_RETRY_SCHEDULE: '50ms,100ms',
    DOCPROC_WEBHOOK_RETRY_SCHEDULE: '50ms,100ms,200ms',
    DOCPROC_LEASE: '10s',
    DOCPROC_PROCESSING_TIMEOUT: '30s',
    DOCPROC_RATE_LIMIT: '100000/min,burst=100000',
    // `TEST_LOG_LEVEL=error` shows why a test's document failed (a worker's crash, say).
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...options.env,
  });
  const app = await buildApp({ db, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const worker = startWorker({ db, config, logger: app.log, concurrency: workers, pollIntervalMs: 100 });
  const dispatcher = options.dispatcher === false ? null : startDispatcher({ db, config, logger: app.log });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    db,
    config,
    dataDir: database.dataDir,
    apiKey,
    otherApiKey,
    worker,
    async close() {
      await app.close();
      await worker.stop();
      await dispatcher?.stop();
      await database.close();
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the API with `key`; JSON in, JSON (or raw text when not JSON) out. */
export async function api<T = Record<string, unknown>>(
  baseUrl: string,
  key: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a page image, say): hand back the text.
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/** Submits `url` to POST /v1/documents/process, asserts the 202 and answers the new document's id. */
export async function submitUrl(t: Pick<TestApp, 'baseUrl' | 'apiKey'>, url: string, type = 'invoice'): Promise<string> {
  const created = await api<{ id: string }>(t.baseUrl, t.apiKey, 'POST', '/v1/documents/process', { url, type });
  assert.equal(created.status, 202, JSON.stringify(created.body));
  return created.body.id;
}

/** Polls GET /v1/documents/{id} until its status is one of `statuses`; throws with the last state on timeout. */
export async function waitForStatus(
  baseUrl: string,
  key: string,
  id: string,
  statuses: string[] = ['processed', 'failed'],
  timeoutMs = 10_000,
): Promise<DocumentObject> {
  const deadline = Date.now() + timeoutMs;
  let last: DocumentObject | null = null;
  while (Date.now() < deadline) {
    const { status, body } = await api<DocumentObject>(baseUrl, key, 'GET', `/v1/documents/${id}`);
    if (status !== 200) throw new Error(`GET /v1/documents/${id} answered ${status}: ${JSON.stringify(body)}`);
    last = body;
    if (statuses.includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`document ${id} did not reach ${statuses.join('|')} within ${timeoutMs} ms; last: ${JSON.stringify(last)}`);
}
