/**
 * Scale-out on PostgreSQL, in one run:
 *  - processing throughput (documents/s) with 1 and 2 `docproc worker --concurrency 1` processes behind one
 *    `serve --workers 0`, digital PDFs from a loopback host, each run on a fresh database after a warm-up;
 *  - API requests/s (autocannon, GET /v1/documents/{id}) of a `serve --workers 0` process on PostgreSQL and
 *    on PGlite.
 * Needs DATABASE_URL (a server where it may create databases); skips with a message otherwise.
 *   npx tsx bench/scale.ts      (or through bench/run.ts, which calls run())
 */
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDb } from '../src/db/index.ts';
import { api, testApiKey } from '../test/helpers/app.ts';
import { serve, startDocHost, type DocHost } from '../test/helpers/doc-host.ts';
import { sampleInvoicePdf } from '../test/helpers/make-pdf.ts';
import { createDatabase } from '../test/scale/databases.ts';
import { freePort, startDocproc, waitForApi, waitUntil, type DocprocProcess } from '../test/scale/fleet.ts';

const DOCUMENTS = Number(process.env.BENCH_SCALE_DOCUMENTS ?? 60);
const API_SECONDS = Number(process.env.BENCH_SCALE_API_SECONDS ?? 8);
const CONNECTIONS = 20;

export interface ScaleBench {
  throughput: { workers: number; documents: number; seconds: number; perSecond: number }[];
  api: { database: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number }[];
}

function baseEnv(key: string, port: number): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    PORT: String(port),
    DOCPROC_API_KEYS: key,
    DOCPROC_ALLOW_PRIVATE_NETWORKS: 'true',
    DOCPROC_RATE_LIMIT: '100000000/min,burst=100000000',
    LOG_LEVEL: 'warn',
  };
}

async function submit(baseUrl: string, key: string, urls: string[]): Promise<void> {
  for (let i = 0; i < urls.length; i += 20) {
    await Promise.all(
      urls.slice(i, i + 20).map(async (url) => {
        const r = await api(baseUrl, key, 'POST', '/v1/documents/process', { url, type: 'invoice' });
        if (r.status !== 202) throw new Error(`POST answered ${r.status}: ${JSON.stringify(r.body)}`);
      }),
    );
  }
}

async function throughput(serverUrl: string, host: DocHost, workers: number): Promise<ScaleBench['throughput'][number]> {
  const database = await createDatabase(serverUrl, 'docproc_bench');
  const db = await openDb({ databaseUrl: database.url, poolSize: 2 });
  const key = testApiKey();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...baseEnv(key, port), DATABASE_URL: database.url };
  const processes: DocprocProcess[] = [startDocproc('api', ['serve', '--workers', '0'], env)];
  for (let w = 0; w < workers; w++) processes.push(startDocproc(`worker${w}`, ['worker', '--concurrency', '1'], env));
  const terminal = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM documents WHERE status IN ('processed', 'failed')`))[0].n;
  try {
    await waitForApi(baseUrl);
    // Warm-up: every worker process starts its extraction thread and compiles the pipeline.
    await submit(baseUrl, key, Array.from({ length: workers * 3 }, (_, i) => host.url(`/warm/${i % 20}.pdf`)));
    await waitUntil(async () => (await terminal()) === workers * 3, 180_000, 'the warm-up', 100);
    const start = performance.now();
    await submit(baseUrl, key, Array.from({ length: DOCUMENTS }, (_, i) => host.url(`/doc/${i % 20}.pdf`)));
    await waitUntil(async () => (await terminal()) === workers * 3 + DOCUMENTS, 600_000, 'the documents', 50);
    const seconds = (performance.now() - start) / 1000;
    const failed = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM documents WHERE status = 'failed'`))[0].n;
    if (failed > 0) throw new Error(`${failed} documents failed`);
    return { workers, documents: DOCUMENTS, seconds, perSecond: DOCUMENTS / seconds };
  } finally {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await db.close();
    await database.drop();
  }
}

async function apiRate(name: string, env: Record<string, string>, key: string, port: number): Promise<ScaleBench['api'][number]> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startDocproc(`api-${name}`, ['serve', '--workers', '0'], env);
  try {
    await waitForApi(baseUrl);
    const created = await api<{ id: string }>(baseUrl, key, 'POST', '/v1/documents/process', { url: 'https://example.com/invoice.pdf', type: 'invoice' });
    if (created.status !== 202) throw new Error(`POST answered ${created.status}`);
    const url = `${baseUrl}/v1/documents/${created.body.id}`;
    const headers = { authorization: `Bearer ${key}` };
    await autocannon({ url, connections: 10, amount: 2000, headers });
    const result = await autocannon({ url, connections: CONNECTIONS, duration: API_SECONDS, headers });
    return {
      database: name,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  } finally {
    await server.kill('SIGKILL');
  }
}

export async function measure(serverUrl: string): Promise<ScaleBench> {
  const host = await startDocHost();
  for (let i = 0; i < 20; i++) {
    const pdf = sampleInvoicePdf({ number: `INV-${1000 + i}` });
    host.route(`/doc/${i}.pdf`, serve(pdf, 'application/pdf'));
    host.route(`/warm/${i}.pdf`, serve(pdf, 'application/pdf'));
  }
  try {
    const rows: ScaleBench['throughput'] = [];
    for (const workers of [1, 2]) rows.push(await throughput(serverUrl, host, workers));

    const apiRows: ScaleBench['api'] = [];
    const key = testApiKey();
    const database = await createDatabase(serverUrl, 'docproc_bench');
    await (await openDb({ databaseUrl: database.url })).close();
    try {
      const port = await freePort();
      apiRows.push(await apiRate('PostgreSQL', { ...baseEnv(key, port), DATABASE_URL: database.url }, key, port));
    } finally {
      await database.drop();
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'docproc-bench-pglite-'));
    try {
      const port = await freePort();
      const env = { ...baseEnv(key, port), DOCPROC_DATA_DIR: dataDir, DATABASE_URL: '' };
      apiRows.push(await apiRate('PGlite', env, key, port));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    return { throughput: rows, api: apiRows };
  } finally {
    await host.close();
  }
}

export function printScaleBench(result: ScaleBench): void {
  console.log(`Processing throughput on PostgreSQL (digital PDFs, worker processes of concurrency 1, after warm-up)`);
  console.log('| worker processes | documents | seconds | documents/s |');
  console.log('|---|---|---|---|');
  for (const r of result.throughput) console.log(`| ${r.workers} | ${r.documents} | ${r.seconds.toFixed(1)} | ${r.perSecond.toFixed(2)} |`);
  if (result.throughput.length === 2) console.log(`scaling 1 → 2 processes: ${(result.throughput[1].perSecond / result.throughput[0].perSecond).toFixed(2)}×`);
  console.log(`\nAPI GET /v1/documents/{id}, one serve --workers 0 process (${CONNECTIONS} connections, ${API_SECONDS} s)`);
  console.log('| database | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|');
  for (const r of result.api) console.log(`| ${r.database} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`);
}

export async function run(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('bench/scale: skipped, DATABASE_URL is not set (eval "$(scripts/test-postgres.sh start)" first)');
    return;
  }
  printScaleBench(await measure(serverUrl));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
