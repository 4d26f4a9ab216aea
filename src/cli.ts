/**
 * docproc serve [--workers N] [--metrics-port N]   API + processing workers + webhook dispatcher + retention job
 * docproc worker [--concurrency N] [--metrics-port N]   processing workers + webhook dispatcher + retention job; no API, /metrics if asked
 * docproc extract FILE|URL --type T  print the extraction result as JSON (no database)
 * docproc keys create --name NAME | keys list | keys revoke ID
 * docproc migrate                    apply database migrations and exit
 *
 * The HTTP app and the extraction code are imported by the commands that use them only: a `worker` extracts in
 * processes of its own (extraction/pool.ts), and loading them anyway cost it ≈ 4 s and ≈ 300 MB at each start.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDb, type Db } from './db/index.ts';
import { countApiKeys, createApiKey, listApiKeys, revokeApiKey } from './db/keys.ts';
import { missingOcrLanguages } from './extraction/sources/ocr-languages.ts';
import type { RequestedType } from './extraction/types.ts';
import { startDispatcher } from './jobs/dispatcher.ts';
import { startRetentionJob } from './jobs/retention.ts';
import { startWorker } from './jobs/worker.ts';
import { createLogger } from './logger.ts';
import { startMetricsServer } from './metrics.ts';
import { safeFetch } from './net/safe-fetch.ts';

const USAGE = `usage:
  docproc serve [--workers N] [--metrics-port N]
  docproc worker [--concurrency N] [--metrics-port N]
  docproc extract FILE_OR_URL --type invoice|receipt|auto
  docproc keys create --name NAME
  docproc keys list
  docproc keys revoke KEY_ID
  docproc migrate`;

class UsageError extends Error {}

function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${name} must be a whole number ≥ 0`);
  return n;
}

function open(config: Config, logger = createLogger(config.logLevel)): Promise<Db> {
  return openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.database,
    onUnavailable: (error, retryInMs) => logger.warn({ err: error, retry_in_ms: retryInMs }, 'database unavailable; waiting for it'),
  });
}

/** Runs `stop` once on SIGINT/SIGTERM (a second signal exits at once). */
function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    process.stderr.write(`${signal}: finishing documents in progress, then stopping\n`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`error while stopping: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}

async function serve(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { workers: { type: 'string' }, 'metrics-port': { type: 'string' } } });
  const workers = count(values.workers, '--workers') ?? config.workers;
  const metricsPort = count(values['metrics-port'], '--metrics-port');
  const logger = createLogger(config.logLevel);
  const db = await open(config, logger);
  // A fresh embedded install must end `npm start` with a usable key.
  const firstKey = !config.databaseUrl && config.apiKeys.length === 0 && (await countApiKeys(db)) === 0 ? await createApiKey(db, { name: 'default' }) : null;
  const { buildApp } = await import('./http/app.ts');
  const app = await buildApp({ db, config, logger });
  await app.listen({ host: config.host, port: config.port });
  const metrics = metricsPort === undefined ? null : await startMetricsServer({ db, host: config.host, port: metricsPort });
  const worker = startWorker({ db, config, logger, concurrency: workers });
  const dispatcher = startDispatcher({ db, config, logger });
  const retention = startRetentionJob({ db, config, logger });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  process.stdout.write(`\ndocproc is serving ${url} (API reference: ${url}/docs), ${workers} worker(s), database: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}\n`);
  if (firstKey) {
    process.stdout.write(`\nCreated an API key for this installation. It is shown only now; keep it:\n\n  ${firstKey.key}\n\n`);
    process.stdout.write(`Try: curl -H "Authorization: Bearer ${firstKey.key}" ${url}/v1/documents\n\n`);
  }
  onShutdown(async () => {
    await app.close();
    await metrics?.close();
    await Promise.all([worker.stop({ graceMs: config.shutdownGraceMs }), dispatcher.stop(), retention.stop()]);
    await db.close();
  });
}

async function work(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { concurrency: { type: 'string' }, 'metrics-port': { type: 'string' } } });
  const concurrency = count(values.concurrency, '--concurrency') ?? config.workers;
  const metricsPort = count(values['metrics-port'], '--metrics-port');
  const logger = createLogger(config.logLevel);
  const db = await open(config, logger);
  const metrics = metricsPort === undefined ? null : await startMetricsServer({ db, host: config.host, port: metricsPort });
  const worker = startWorker({ db, config, logger, concurrency });
  const dispatcher = startDispatcher({ db, config, logger });
  const retention = startRetentionJob({ db, config, logger });
  logger.info({ worker: worker.id, concurrency, metrics_port: metrics?.port }, 'worker started');
  onShutdown(async () => {
    await metrics?.close();
    await Promise.all([worker.stop({ graceMs: config.shutdownGraceMs }), dispatcher.stop(), retention.stop()]);
    await db.close();
  });
}

async function extractOne(config: Config, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { type: { type: 'string', default: 'auto' } } });
  const source = positionals[0];
  const type = values.type;
  if (!source) throw new UsageError('extract needs a file or URL');
  if (type !== 'invoice' && type !== 'receipt' && type !== 'auto') throw new UsageError('--type must be invoice, receipt or auto');
  const bytes = /^(https?|data):/i.test(source) ? await fetchDocument(config, source) : await readFile(source);
  const { extract } = await import('./extraction/index.ts');
  const output = await extract(bytes, type as RequestedType, {
    einvoice: config.einvoice,
    ocrLangs: config.ocrLangs,
    maxPages: config.maxPages,
    maxImagePixels: config.maxImagePixels,
    renderPages: false,
    secondReading: config.secondReading,
  });
  await new Promise((resolve) => process.stdout.write(`${JSON.stringify(output.result, null, 2)}\n`, resolve));
  // OCR engines may keep threads alive; the answer is out, so leave.
  process.exit(0);
}

async function fetchDocument(config: Config, url: string): Promise<Buffer> {
  const response = await safeFetch(url, {
    maxBytes: config.maxDocumentBytes,
    timeoutMs: config.fetchTimeoutMs,
    allowPrivateNetworks: config.allowPrivateNetworks,
    followRedirects: true,
  });
  if (response.status < 200 || response.status > 299) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.body;
}

async function keys(config: Config, args: string[]): Promise<void> {
  const [action, ...rest] = args;
  const db = await open(config);
  try {
    if (action === 'create') {
      const { values } = parseArgs({ args: rest, options: { name: { type: 'string' }, project: { type: 'string' } } });
      if (!values.name) throw new UsageError('keys create needs --name NAME');
      const { key, row } = await createApiKey(db, { name: values.name, projectId: values.project });
      process.stdout.write(`${key}\n`);
      process.stderr.write(`key ${row.id} for project ${row.project_id}; the key is shown only now\n`);
    } else if (action === 'list') {
      for (const row of await listApiKeys(db)) {
        const state = row.revoked_at ? `revoked ${row.revoked_at.toISOString()}` : 'active';
        process.stdout.write(`${row.id}\t${row.key_prefix}…\t${row.project_id}\t${row.name}\t${row.created_at.toISOString()}\t${state}\n`);
      }
    } else if (action === 'revoke') {
      const id = rest[0];
      if (!id) throw new UsageError('keys revoke needs a key id (see keys list)');
      if (!(await revokeApiKey(db, id))) throw new UsageError(`no active key ${id}`);
      process.stdout.write(`revoked ${id}\n`);
    } else {
      throw new UsageError('keys needs create, list or revoke');
    }
  } finally {
    await db.close();
  }
}

async function migrateOnly(config: Config): Promise<void> {
  const db = await open(config);
  await db.close();
  process.stdout.write('migrations applied\n');
}

/** A missing model would fail every scanned document later; say so at start instead. */
function requireOcrLanguages(langs: string): void {
  const missing = missingOcrLanguages(langs);
  if (missing.length) {
    const packages = missing.map((l) => `@tesseract.js-data/${l}`).join(' ');
    throw new ConfigError(`DOCPROC_OCR_LANGS: no OCR model for ${missing.join(', ')}; install it (npm install ${packages}, or apt-get install ${missing.map((l) => `tesseract-ocr-${l.replace('_', '-')}`).join(' ')})`);
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  const config = loadConfig();
  if (command === 'serve' || command === 'worker' || command === 'extract') requireOcrLanguages(config.ocrLangs);
  switch (command) {
    case 'serve':
      return serve(config, args);
    case 'worker':
      return work(config, args);
    case 'extract':
      return extractOne(config, args);
    case 'keys':
      return keys(config, args);
    case 'migrate':
      return migrateOnly(config);
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'no command given');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
    process.stderr.write(`docproc: ${error.message}\n${USAGE}\n`);
    process.exit(2);
  }
  process.stderr.write(`docproc: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
