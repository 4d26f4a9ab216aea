/**
 * Listing depth: `GET /v1/documents` pages of 100 in a project of 100 000 processed documents, page 1 and
 * page 1 000 by cursor (`starting_after`) and by offset, side by side, on the real app (auth, rate limit,
 * validation, serialisation) and on the database query alone. On PGlite (a data directory in $TMPDIR), and on
 * a throw-away database of the PostgreSQL server of DATABASE_URL when it is set.
 *   npm run bench -- lists          (BENCH_LIST_DOCUMENTS=20000 for a smaller project)
 * Target: page 1 000 by cursor costs what page 1 costs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/config.ts';
import { listDocuments, type DocumentFile, type DocumentFilter } from '../src/db/documents.ts';
import { openDb, type Db } from '../src/db/index.ts';
import { createApiKey } from '../src/db/keys.ts';
import type { PageRequest } from '../src/db/pagination.ts';
import { extract } from '../src/extraction/index.ts';
import { buildApp } from '../src/http/app.ts';
import { newId } from '../src/ids.ts';
import { createDatabase } from '../test/helpers/db.ts';
import { sampleInvoicePdf } from '../test/helpers/make-pdf.ts';

const DOCUMENTS = Number(process.env.BENCH_LIST_DOCUMENTS ?? 100_000);
const PAGE = 100;
const DEEP_PAGE = Math.min(1000, DOCUMENTS / PAGE);
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 30);
const BATCH = 5000;

interface Scenario {
  name: string;
  query: string;
  page: PageRequest;
  filter?: DocumentFilter;
}

export interface ListBenchRow {
  database: string;
  request: string;
  httpP50Ms: number;
  httpP95Ms: number;
  queryP50Ms: number;
}

/**
 * DOCUMENTS documents of one project, each with the sample invoice's real result, every 20th failed; ids
 * newest first.
 */
async function fill(db: Db, projectId: string, result: unknown, file: DocumentFile): Promise<string[]> {
  const ids: string[] = [];
  const start = Date.now() - DOCUMENTS * 1000;
  for (let from = 0; from < DOCUMENTS; from += BATCH) {
    const n = Math.min(BATCH, DOCUMENTS - from);
    const batch = Array.from({ length: n }, () => newId('doc'));
    const numbers = Array.from({ length: n }, (_, i) => from + i);
    // Created a second apart; every 50th pair at the same instant, as documents of one transaction are.
    await db.query(
      `INSERT INTO documents (id, project_id, url, type, status, metadata, file, result, created_at, updated_at, processed_at, run_at)
       SELECT u.id, $1, 'https://example.com/inv-' || u.n || '.pdf', 'invoice',
              CASE WHEN u.n % 20 = 0 THEN 'failed' ELSE 'processed' END, '{"order": "A-17"}', $2::jsonb,
              CASE WHEN u.n % 20 = 0 THEN NULL ELSE $3::jsonb END,
              t.at, t.at + interval '3 seconds', t.at + interval '3 seconds', t.at
         FROM unnest($4::text[], $5::int[]) AS u(id, n),
              LATERAL (SELECT to_timestamp($6::float8 / 1000) + (u.n - (u.n % 50 = 1)::int) * interval '1 second' AS at) t`,
      [projectId, JSON.stringify(file), JSON.stringify(result), batch, numbers, start],
    );
    ids.push(...batch);
  }
  await db.query('ANALYZE documents');
  return ids.reverse();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Times every piece of `work` `runs` times after 3 warm-ups, in rounds (each round runs each piece once), so
 * that a load that comes and goes on the machine falls on all of them alike. Sorted times, per piece.
 */
async function timedInRounds(runs: number, work: (() => Promise<void>)[]): Promise<number[][]> {
  for (let i = 0; i < 3; i++) for (const w of work) await w();
  const times = work.map(() => [] as number[]);
  for (let round = 0; round < runs; round++) {
    for (const [i, w] of work.entries()) {
      const started = performance.now();
      await w();
      times[i].push(performance.now() - started);
    }
  }
  return times.map((t) => t.sort((a, b) => a - b));
}

async function measureOn(database: string, databaseUrl: string | null): Promise<ListBenchRow[]> {
  const dataDir = databaseUrl ? null : await mkdtemp(join(tmpdir(), 'docproc-bench-lists-'));
  const db = await openDb({ databaseUrl, dataDir: dataDir ?? undefined });
  try {
    const { key, row: keyRow } = await createApiKey(db, { name: 'bench lists' });
    const pdf = sampleInvoicePdf();
    const { result } = await extract(pdf, 'invoice', { einvoice: true, ocrLangs: 'eng', maxPages: 50, renderPages: false });
    const filling = performance.now();
    const ids = await fill(db, keyRow.project_id, result, { content_type: 'application/pdf', size: pdf.length, pages: 1, sha256: '0'.repeat(64) });
    console.log(`${database}: ${DOCUMENTS} documents inserted in ${((performance.now() - filling) / 1000).toFixed(1)} s`);

    const deep = (DEEP_PAGE - 1) * PAGE;
    const scenarios: Scenario[] = [
      { name: 'page 1 (no cursor: offset 0, with total)', query: `limit=${PAGE}`, page: { limit: PAGE, offset: 0 } },
      { name: 'page 2 by cursor', query: `limit=${PAGE}&starting_after=${ids[PAGE - 1]}`, page: { limit: PAGE, startingAfter: ids[PAGE - 1] } },
      { name: `page ${DEEP_PAGE} by cursor`, query: `limit=${PAGE}&starting_after=${ids[deep - 1]}`, page: { limit: PAGE, startingAfter: ids[deep - 1] } },
      { name: `page ${DEEP_PAGE - 1} by ending_before`, query: `limit=${PAGE}&ending_before=${ids[deep]}`, page: { limit: PAGE, endingBefore: ids[deep] } },
      { name: 'page 2 by offset', query: `limit=${PAGE}&offset=${PAGE}`, page: { limit: PAGE, offset: PAGE } },
      { name: `page ${DEEP_PAGE} by offset`, query: `limit=${PAGE}&offset=${deep}`, page: { limit: PAGE, offset: deep } },
    ];
    // The failed documents (one in 20): their last page, by cursor from the last failed document before it, and by offset.
    const failed = ids.filter((_, i) => (DOCUMENTS - 1 - i) % 20 === 0);
    const lastFailedPage = Math.floor((failed.length - 1) / PAGE);
    if (lastFailedPage > 0) {
      const cursor = failed[lastFailedPage * PAGE - 1];
      const filter: DocumentFilter = { status: 'failed' };
      scenarios.push(
        { name: `failed, page ${lastFailedPage + 1} by cursor`, query: `status=failed&limit=${PAGE}&starting_after=${cursor}`, page: { limit: PAGE, startingAfter: cursor }, filter },
        { name: `failed, page ${lastFailedPage + 1} by offset`, query: `status=failed&limit=${PAGE}&offset=${lastFailedPage * PAGE}`, page: { limit: PAGE, offset: lastFailedPage * PAGE }, filter },
      );
    }

    const config = loadConfig({ LOG_LEVEL: 'silent', DOCPROC_WORKERS: '0', DOCPROC_RATE_LIMIT: '100000000/min,burst=100000000', DATABASE_URL: databaseUrl ?? '' });
    const app = await buildApp({ db, config, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/v1/documents`;
    const rows: ListBenchRow[] = [];
    try {
      const overHttp = scenarios.map((scenario) => async () => {
        const response = await fetch(`${base}?${scenario.query}`, { headers: { authorization: `Bearer ${key}` } });
        const body = (await response.json()) as { data: unknown[] };
        if (response.status !== 200 || body.data.length === 0) throw new Error(`${scenario.name}: ${response.status}, ${body.data.length} documents`);
      });
      const queryAlone = scenarios.map((scenario) => async () => {
        const listed = await listDocuments(db, keyRow.project_id, scenario.filter ?? {}, scenario.page);
        if (!listed?.rows.length) throw new Error(`${scenario.name}: no rows`);
      });
      const http = await timedInRounds(RUNS, overHttp);
      const query = await timedInRounds(RUNS, queryAlone);
      const round = (ms: number) => Math.round(ms * 100) / 100;
      for (const [i, scenario] of scenarios.entries()) {
        rows.push({ database, request: scenario.name, httpP50Ms: round(percentile(http[i], 50)), httpP95Ms: round(percentile(http[i], 95)), queryP50Ms: round(percentile(query[i], 50)) });
      }
    } finally {
      await app.close();
    }
    return rows;
  } finally {
    await db.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

export async function measure(): Promise<ListBenchRow[]> {
  const rows = await measureOn('PGlite', null);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await createDatabase(serverUrl, 'docproc_bench');
    try {
      rows.push(...(await measureOn('PostgreSQL', database.url)));
    } finally {
      await database.drop();
    }
  }
  return rows;
}

export function printListBench(rows: ListBenchRow[]): void {
  console.log(`GET /v1/documents, pages of ${PAGE} in a project of ${DOCUMENTS} documents; median of ${RUNS} after 3 warm-ups (p95 for HTTP)`);
  console.log('| database | request | HTTP p50 ms | HTTP p95 ms | query p50 ms |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.database} | ${r.request} | ${r.httpP50Ms} | ${r.httpP95Ms} | ${r.queryP50Ms} |`);
  console.log('\nratios of medians (HTTP / query alone)');
  console.log('| database | ratio | HTTP | query |');
  console.log('|---|---|---|---|');
  for (const database of [...new Set(rows.map((r) => r.database))]) {
    const of = (prefix: string) => rows.find((r) => r.database === database && r.request.startsWith(prefix))!;
    const [first, second, deepCursor, deepOffset] = [of('page 1 '), of('page 2 by cursor'), of(`page ${DEEP_PAGE} by cursor`), of(`page ${DEEP_PAGE} by offset`)];
    const ratio = (a: ListBenchRow, b: ListBenchRow) => `${(a.httpP50Ms / b.httpP50Ms).toFixed(2)} | ${(a.queryP50Ms / b.queryP50Ms).toFixed(2)}`;
    console.log(`| ${database} | cursor page ${DEEP_PAGE} / page 1 | ${ratio(deepCursor, first)} |`);
    console.log(`| ${database} | cursor page ${DEEP_PAGE} / cursor page 2 | ${ratio(deepCursor, second)} |`);
    console.log(`| ${database} | offset page ${DEEP_PAGE} / page 1 | ${ratio(deepOffset, first)} |`);
    console.log(`| ${database} | offset page ${DEEP_PAGE} / cursor page ${DEEP_PAGE} | ${ratio(deepOffset, deepCursor)} |`);
    const [failedCursor, failedOffset] = [rows.find((r) => r.database === database && /^failed.*by cursor/.test(r.request)), rows.find((r) => r.database === database && /^failed.*by offset/.test(r.request))];
    if (failedCursor && failedOffset) console.log(`| ${database} | failed, last page: offset / cursor | ${ratio(failedOffset, failedCursor)} |`);
  }
}

export async function run(): Promise<void> {
  printListBench(await measure());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
  process.exit(0);
}
