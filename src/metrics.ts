/**
 * Prometheus metrics of this process, served at GET /metrics, on prom-client's default registry (the
 * webhook dispatcher's series live in webhooks/metrics.ts). Counters and histograms are per process (each
 * API or worker process is a scrape target); the document gauges are read from the database at scrape
 * time, so every process reports the same fleet-wide queue.
 */
import { createServer } from 'node:http';
import { Gauge, Histogram, collectDefaultMetrics, register } from 'prom-client';
import type { Queryable } from './db/index.ts';
import { countDocumentsByStatus, type DocumentStatus } from './db/documents.ts';

collectDefaultMetrics({ prefix: 'docproc_' });

const httpRequestSeconds = new Histogram({
  name: 'docproc_http_request_duration_seconds',
  help: 'HTTP request latency, from request received to response sent.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const processingSeconds = new Histogram({
  name: 'docproc_document_processing_seconds',
  help: 'Time from claim to terminal state of a document, by extraction source (none when it failed before extraction gave one).',
  labelNames: ['source', 'status'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
});

const documentsByStatus = new Gauge({
  name: 'docproc_documents',
  help: 'Documents in the database by status.',
  labelNames: ['status'] as const,
});

const queueDepth = new Gauge({
  name: 'docproc_queue_depth',
  help: 'Queued documents due now (waiting for a worker).',
});

const queueOldestSeconds = new Gauge({
  name: 'docproc_queue_oldest_seconds',
  help: 'How long the oldest due queued document has been waiting; 0 when none.',
});

const STATUSES: DocumentStatus[] = ['queued', 'processing', 'processed', 'failed'];

/** The route pattern (`/v1/documents/:id`), never the raw URL, so ids do not explode the label set. */
export function observeHttpRequest(route: string | undefined, method: string, status: number, seconds: number): void {
  httpRequestSeconds.observe({ route: route ?? 'unmatched', method, status: String(status) }, seconds);
}

/** Called by the worker when a document reaches a terminal state. */
export function observeDocumentProcessed(source: string | null, status: 'processed' | 'failed', seconds: number): void {
  processingSeconds.observe({ source: source ?? 'none', status }, seconds);
}

const GAUGE_CACHE_MS = 2000;
let gaugesReadAt = 0;
let gaugesReadFrom: Queryable | null = null;

/**
 * Reads the document gauges from the database: one grouped count. Many API processes are scraped each
 * interval, so an answer younger than two seconds is reused.
 */
export async function refreshDocumentGauges(db: Queryable): Promise<void> {
  if (db === gaugesReadFrom && Date.now() - gaugesReadAt < GAUGE_CACHE_MS) return;
  const rows = await countDocumentsByStatus(db);
  for (const status of STATUSES) documentsByStatus.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
  const queued = rows.find((r) => r.status === 'queued');
  queueDepth.set(queued?.due ?? 0);
  queueOldestSeconds.set(Math.max(0, queued?.oldest ?? 0));
  gaugesReadAt = Date.now();
  gaugesReadFrom = db;
}

/** The exposition text and its content type. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}

/**
 * A bare /metrics listener for processes without the API (`docproc worker --metrics-port N`), so the
 * processing and delivery series of worker processes can be scraped too.
 */
export async function startMetricsServer(options: { db: Queryable; host: string; port: number }): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('only GET /metrics here\n');
      return;
    }
    refreshDocumentGauges(options.db)
      .catch(() => {})
      .then(renderMetrics)
      .then(
        ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
        () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
