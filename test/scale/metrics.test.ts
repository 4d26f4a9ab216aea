/** GET /metrics: Prometheus text with request latency by route, document gauges from the database, processing and webhook series. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { openDb, type Db } from '../../src/db/index.ts';
import { buildApp, type App } from '../../src/http/app.ts';
import { observeDocumentProcessed, startMetricsServer } from '../../src/metrics.ts';
import '../../src/jobs/dispatcher.ts';
import { testApiKey } from '../helpers/app.ts';
import { copyTestDataDir } from '../helpers/pglite-copy.ts';
import { createDatabase, type TestDatabase } from './databases.ts';

let app: App;
let db: Db;
let database: TestDatabase | null = null;
let embedded: { dataDir: string; remove(): Promise<void> } | null = null;
const key = testApiKey();
const metricsToken = 'metrics-token-for-the-test-0123456789';

before(async () => {
  database = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL, 'docproc_metrics') : null;
  embedded = database ? null : await copyTestDataDir();
  const config = loadConfig({ DOCPROC_API_KEYS: key, DOCPROC_METRICS_TOKEN: metricsToken, DOCPROC_WORKERS: '0', LOG_LEVEL: 'silent', ...(database ? { DATABASE_URL: database.url } : {}) });
  db = await openDb({ databaseUrl: config.databaseUrl, dataDir: embedded?.dataDir });
  app = await buildApp({ db, config, logger: false });
  await app.ready();
});
after(async () => {
  await app?.close();
  await db?.close();
  await database?.drop();
  await embedded?.remove();
});

/** The value of one sample line, e.g. `docproc_documents{status="queued"}`. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

test('/metrics asks for the metrics token (an API key is not enough) and is not served without one', async () => {
  for (const authorization of [undefined, `Bearer ${key}`, 'Bearer wrong-token-0123456789abcdef']) {
    const refused = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    assert.equal(refused.statusCode, 401);
    assert.equal(JSON.parse(refused.body).error.code, 'invalid_metrics_token');
    assert.ok(refused.headers['x-request-id']);
  }
  const bare = await buildApp({ db, config: loadConfig({ DOCPROC_WORKERS: '0', LOG_LEVEL: 'silent' }), logger: false });
  try {
    const answer = await bare.inject({ method: 'GET', url: '/metrics' });
    assert.equal(answer.statusCode, 404);
    assert.equal(JSON.parse(answer.body).error.code, 'route_not_found');
  } finally {
    await bare.close();
  }
});

test('/metrics reports requests by route pattern, documents by status and queue depth, nothing per tenant', async () => {
  const auth = { authorization: `Bearer ${key}` };
  const missing = await app.inject({ method: 'GET', url: '/v1/documents/doc_doesnotexist', headers: auth });
  assert.equal(missing.statusCode, 404);
  for (let i = 0; i < 3; i++) {
    const created = await app.inject({ method: 'POST', url: '/v1/documents/process', headers: auth, payload: { url: 'https://example.com/a.pdf', type: 'invoice' } });
    assert.equal(created.statusCode, 202, created.body);
  }
  observeDocumentProcessed('pdf_text', 'processed', 0.2);

  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } });
  assert.equal(response.statusCode, 200);
  assert.ok(!/project|proj_|key_|doc_/.test(response.body), 'no tenant, key or document appears');
  assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  const text = response.body;
  assert.ok((sample(text, 'docproc_http_request_duration_seconds_count{route="/v1/documents/:id",method="GET",status="404"}') ?? 0) >= 1, text);
  assert.equal(sample(text, 'docproc_http_request_duration_seconds_count{route="/v1/documents/process",method="POST",status="202"}'), 3);
  assert.equal(sample(text, 'docproc_documents{status="queued"}'), 3);
  assert.equal(sample(text, 'docproc_documents{status="processed"}'), 0);
  assert.equal(sample(text, 'docproc_queue_depth'), 3);
  assert.ok((sample(text, 'docproc_queue_oldest_seconds') ?? -1) >= 0);
  assert.ok((sample(text, 'docproc_document_processing_seconds_count{source="pdf_text",status="processed"}') ?? 0) >= 1);
  assert.ok(text.includes('# TYPE docproc_webhook_delivery_attempts_total counter'), 'the dispatcher series are on the same registry');
  assert.ok(text.includes('docproc_process_cpu_seconds_total'), 'process metrics too');
});

test('a worker process without the API serves /metrics on a port of its own', async () => {
  const server = await startMetricsServer({ db, host: '127.0.0.1', port: 0 });
  try {
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    assert.equal(response.status, 200);
    const text = await response.text();
    assert.ok(text.includes('docproc_document_processing_seconds_bucket'), text.slice(0, 200));
    assert.notEqual(sample(text, 'docproc_documents{status="queued"}'), null);
    assert.equal((await fetch(`http://127.0.0.1:${server.port}/`)).status, 404);
  } finally {
    await server.close();
  }
});
