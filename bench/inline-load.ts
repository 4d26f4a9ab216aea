/**
 * API latency while large documents are uploaded inline and processed: the real service (`docproc serve`,
 * embedded database, 2 workers) in a child process; this process submits BENCH_INLINE_DOCS (default 6)
 * documents of 20 MB as data: URLs, two at a time, and meanwhile asks GET /healthz, GET /v1/documents/{id}
 * and GET /v1/documents?limit=10 every 20 ms, until every document has ended. The same probes run for 10 s
 * before, with nothing else going on: on a shared machine that is the floor to read the figures against.
 *   tsx bench/inline-load.ts     (or `npm run bench -- inline-load`)
 * Target: p99 < 100 ms for each, no request slower than 1 s.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomBase62 } from '../src/ids.ts';
import { makePdf } from '../test/helpers/make-pdf.ts';
import { copyTestDataDir } from '../test/helpers/pglite-copy.ts';

const DOCUMENTS = Number(process.env.BENCH_INLINE_DOCS ?? 6);
const DOCUMENT_BYTES = 20 * 1024 * 1024;
const PROBE_EVERY_MS = 20;
const IDLE_PROBE_MS = 10_000;

/** A one-page invoice with a text layer, made 20 MB by an attached archive of random bytes. */
function largeInvoice(): Buffer {
  const page = {
    texts: [
      { x: 50, y: 790, size: 18, text: 'ACME Supplies Ltd' },
      { x: 400, y: 770, text: `Invoice No: INV-${randomBase62(6)}` },
      { x: 400, y: 756, text: 'Date: 01/03/2024' },
      { x: 360, y: 530, text: 'Total GBP' },
      { x: 480, y: 530, text: '1,234.50' },
    ],
  };
  const small = makePdf([page], [{ name: 'archive.bin', data: Buffer.alloc(0), mimeType: 'application/octet-stream' }]);
  return makePdf([page], [{ name: 'archive.bin', data: randomBytes(DOCUMENT_BYTES - small.length - 64), mimeType: 'application/octet-stream' }]);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface InlineLoadRow {
  request: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export async function run(): Promise<InlineLoadRow[]> {
  const key = `dp_${randomBase62(32)}`;
  const port = await freePort();
  const data = await copyTestDataDir();
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', fileURLToPath(new URL('../src/cli.ts', import.meta.url)), 'serve'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DOCPROC_DATA_DIR: data.dataDir,
      DATABASE_URL: '',
      DOCPROC_API_KEYS: key,
      DOCPROC_WORKERS: process.env.BENCH_INLINE_WORKERS ?? '2',
      DOCPROC_RATE_LIMIT: '1000000/min,burst=1000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const headers = { authorization: `Bearer ${key}` };
  try {
    for (let ready = false; !ready; ) {
      ready = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const bodies = Array.from({ length: DOCUMENTS }, () =>
      Buffer.from(JSON.stringify({ url: `data:application/pdf;base64,${largeInvoice().toString('base64')}`, type: 'invoice' })),
    );
    const first = await fetch(`${base}/v1/documents/process`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.com/probe.pdf', type: 'invoice' }),
    });
    const probeId = ((await first.json()) as { id: string }).id;

    // The same probes with nothing else going on first: the machine's own noise, to read the rest against.
    const idle: number[] = [];
    for (const until = Date.now() + IDLE_PROBE_MS; Date.now() < until; ) {
      for (const path of ['/healthz', `/v1/documents/${probeId}`]) {
        const started = performance.now();
        await (await fetch(`${base}${path}`, { headers })).text();
        idle.push(performance.now() - started);
      }
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }

    const timings: Record<string, number[]> = {
      'idle: GET /healthz and /v1/documents/{id}': idle, 'GET /healthz': [], 'GET /v1/documents/{id}': [], 'GET /v1/documents?limit=10': [], 'POST /v1/documents/process (27 MB)': [] };
    const timed = async (name: string, url: string, init: RequestInit = {}) => {
      const started = performance.now();
      const response = await fetch(url, init);
      const text = await response.text();
      timings[name].push(performance.now() - started);
      if (response.status >= 500) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 200)}`);
      return text;
    };

    let submitting = true;
    const ids: string[] = [];
    const submissions = (async () => {
      const queue = [...bodies];
      await Promise.all(
        [0, 1].map(async () => {
          for (let body = queue.shift(); body; body = queue.shift()) {
            const text = await timed('POST /v1/documents/process (27 MB)', `${base}/v1/documents/process`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body,
            });
            ids.push((JSON.parse(text) as { id: string }).id);
          }
        }),
      );
      submitting = false;
    })();

    const started = Date.now();
    let ended = 0;
    for (let tick = 0; submitting || ended < DOCUMENTS; tick++) {
      await timed('GET /healthz', `${base}/healthz`);
      await timed('GET /v1/documents/{id}', `${base}/v1/documents/${probeId}`, { headers });
      if (tick % 10 === 0) {
        await timed('GET /v1/documents?limit=10', `${base}/v1/documents?limit=10`, { headers });
        const states = await Promise.all(ids.map((id) => fetch(`${base}/v1/documents/${id}`, { headers }).then((r) => r.json() as Promise<{ status: string }>)));
        ended = states.filter((s) => s.status === 'processed' || s.status === 'failed').length;
      }
      if (Date.now() - started > 600_000) throw new Error('documents did not end within 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
    await submissions;
    const outcomes = await Promise.all(ids.map((id) => fetch(`${base}/v1/documents/${id}`, { headers }).then((r) => r.json() as Promise<{ status: string; url: unknown }>)));
    console.log(
      `${DOCUMENTS} inline documents of ${DOCUMENT_BYTES} bytes in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${outcomes.filter((o) => o.status === 'processed').length} processed, url echoed ${outcomes.filter((o) => o.url !== null).length} times`,
    );
    return Object.entries(timings).map(([request, values]) => ({
      request,
      count: values.length,
      p50Ms: Math.round(percentile(values, 50) * 10) / 10,
      p99Ms: Math.round(percentile(values, 99) * 10) / 10,
      maxMs: Math.round(Math.max(...values) * 10) / 10,
    }));
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await data.remove();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.table(await run());
