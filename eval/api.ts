/**
 * `npm run eval -- --api`: the same documents measured through the HTTP API, as a client (and the private
 * hold-outs) see it — the service started as `npm start` starts it (its own embedded database in a temporary
 * directory, a key of its own, `DOCPROC_WORKERS` worker processes), the files served from a loopback server,
 * each one sent to `POST /v1/documents/process` and polled on `GET /v1/documents/{id}` until it ends.
 * `--api-url URL --api-key KEY` measures a service already running instead (it must be allowed to fetch
 * loopback URLs: `DOCPROC_ALLOW_PRIVATE_NETWORKS=true`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestedType, Result } from '../src/extraction/types.ts';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

export interface ApiClient {
  /** The result of one file (a path under one of the served roots), or throws with the document's error. */
  process(path: string, type: RequestedType): Promise<Result>;
  close(): Promise<void>;
}

export interface ServiceOptions {
  url?: string;
  key?: string;
  /** Environment for a service this harness starts (`DOCPROC_EINVOICE`, `DOCPROC_OCR_LANGS` …). */
  env?: Record<string, string>;
}

/** Serves files under `/` + their absolute path, on 127.0.0.1 only. */
async function serveFiles(): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!path.startsWith(sep)) return void res.writeHead(400).end();
    stat(path).then(
      (info) => {
        res.writeHead(200, { 'content-length': info.size, 'content-type': 'application/octet-stream' });
        createReadStream(path).pipe(res);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

async function startService(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; key: string; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'docproc-eval-api-'));
  const key = `dp_${randomBytes(24).toString('base64').replace(/[^0-9A-Za-z]/g, '').padEnd(32, '0').slice(0, 32)}`;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve'], {
    env: { ...process.env, PORT: String(port), DOCPROC_DATA_DIR: join(dir, 'data'), DOCPROC_API_KEYS: key, DOCPROC_ALLOW_PRIVATE_NETWORKS: 'true', DOCPROC_RATE_LIMIT: '100000/min', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}) before it served`);
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('the service did not answer /healthz within 120 s');
    await new Promise((done) => setTimeout(done, 200));
  }
  return { child, url, key, dir };
}

export async function apiClient(options: ServiceOptions): Promise<ApiClient> {
  const files = await serveFiles();
  const started = options.url ? null : await startService(options.env ?? {});
  const url = options.url ?? started!.url;
  const key = options.key ?? started!.key;
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  return {
    async process(path, type) {
      const posted = await fetch(`${url}/v1/documents/process`, { method: 'POST', headers, body: JSON.stringify({ url: `${files.base}${resolve(path)}`, type }) });
      let document = (await posted.json()) as { id?: string; status?: string; result?: Result; error?: { code?: string; message?: string } };
      if (!posted.ok || !document.id) throw new Error(`POST answered ${posted.status}: ${JSON.stringify(document).slice(0, 300)}`);
      while (document.status !== 'processed' && document.status !== 'failed') {
        await new Promise((done) => setTimeout(done, 250));
        const polled = await fetch(`${url}/v1/documents/${document.id}`, { headers });
        document = (await polled.json()) as typeof document;
      }
      if (document.status === 'failed' || !document.result) throw new Error(`document failed: ${document.error?.code ?? ''} ${document.error?.message ?? ''}`);
      return document.result;
    },
    async close() {
      await new Promise<void>((done) => files.server.close(() => done()));
      if (!started) return;
      const exited = new Promise((done) => started.child.once('exit', done));
      started.child.kill('SIGTERM');
      await exited;
      await rm(started.dir, { recursive: true, force: true });
    },
  };
}
