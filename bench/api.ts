/**
 * API latency: `GET /v1/documents/{id}` on the real app (auth, rate limit, PGlite read) against a bare
 * fastify route answering the same JSON, in the same run, 50 connections each.
 *   tsx bench/api.ts            (or through bench/run.ts, which calls run())
 * Targets: ≥ 0.5× bare fastify's requests/s, p99 < 20 ms.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/config.ts';
import { claimNext, finishProcessed } from '../src/db/document-queue.ts';
import { getDocument, insertDocument, toDocumentObject } from '../src/db/documents.ts';
import { openDb } from '../src/db/index.ts';
import { createApiKey } from '../src/db/keys.ts';
import { extract } from '../src/extraction/index.ts';
import { buildApp } from '../src/http/app.ts';
import { newId } from '../src/ids.ts';
import { sampleInvoicePdf } from '../test/helpers/make-pdf.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);

export interface ApiBenchRow {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
}

function row(target: string, result: autocannon.Result): ApiBenchRow {
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function run(): Promise<void> {
  printApiBench(await measure());
}

export async function measure(): Promise<ApiBenchRow[]> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DOCPROC_WORKERS: '0', DOCPROC_RATE_LIMIT: '100000000/min,burst=100000000' });
  const db = await openDb({ dataDir: 'memory://' });
  const { key, row: keyRow } = await createApiKey(db, { name: 'bench' });

  // A real processed document: the sample invoice through the real extraction.
  const pdf = sampleInvoicePdf();
  const output = await extract(pdf, 'invoice', { einvoice: true, ocrLangs: 'eng', maxPages: 50, renderPages: false });
  const id = newId('doc');
  await insertDocument(db, { id, projectId: keyRow.project_id, url: 'https://example.com/inv-001.pdf', type: 'invoice', metadata: { order: 'A-17' } });
  const claimed = await claimNext(db, { workerId: 'bench', leaseMs: 60_000 });
  await finishProcessed(db, claimed!.lease, {
    original: await db.files.stage(id, pdf),
    file: { content_type: 'application/pdf', size: pdf.length, pages: 1, sha256: '0'.repeat(64) },
    result: output.result,
    layout: output.layout,
    pageImages: [],
  });
  const body = JSON.stringify(toDocumentObject((await getDocument(db, keyRow.project_id, id))!));

  const app = await buildApp({ db, config, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = Fastify();
  bare.get('/v1/documents/:id', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const portOf = (server: typeof app.server) => (server.address() as { port: number }).port;

  try {
    const path = `/v1/documents/${id}`;
    // Warm both up (JIT, connection pools) before measuring.
    await autocannon({ url: `http://127.0.0.1:${portOf(app.server)}${path}`, connections: 10, amount: 2000, headers: { authorization: `Bearer ${key}` } });
    const baseline = await load(`http://127.0.0.1:${portOf(bare.server)}${path}`);
    const ours = await load(`http://127.0.0.1:${portOf(app.server)}${path}`, { authorization: `Bearer ${key}` });
    return [row(`docproc GET /v1/documents/{id} (PGlite, ${body.length} B)`, ours), row('bare fastify, same JSON', baseline)];
  } finally {
    await app.close();
    await bare.close();
    await db.close();
  }
}

export function printApiBench(rows: ApiBenchRow[]): void {
  console.log(`API latency (${CONNECTIONS} connections, ${DURATION_S} s each, same process)`);
  console.log('| target | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.target} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`);
  const [ours, bare] = rows;
  console.log(`ratio: ${(ours.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}× bare fastify's requests/s (target ≥ 0.5); p99 ${ours.p99Ms} ms (target < 20)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
