/**
 * The processing loop: claims due documents from the queue (the documents table) up to `concurrency`
 * at a time, holds each by a lease renewed every DOCPROC_LEASE_RENEW, and runs processDocument. Woken at
 * once by NOTIFY on insert; polls as a fallback and for retries coming due. While the database is
 * unreachable it keeps running and retries with backoff.
 */
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { claimNext, extendLease, releaseDocuments, type Lease } from '../db/document-queue.ts';
import { DOCUMENTS_CHANNEL, type DocumentRow } from '../db/documents.ts';
import { createExtractionPool, type ExtractionPool } from '../extraction/pool.ts';
import { randomBase62 } from '../ids.ts';
import { Backoff } from './backoff.ts';
import { extractionOptions, processDocument } from './process-document.ts';
import { subscribeWakeups } from './wakeup.ts';

export interface WorkerOptions {
  db: Db;
  config: Config;
  logger: FastifyBaseLogger;
  /** Shared extraction pool; by default the worker makes its own of `concurrency` threads. */
  pool?: ExtractionPool;
  /** Documents processed at once; default config.workers. */
  concurrency?: number;
  /** How often to look for due documents without a wake-up. */
  pollIntervalMs?: number;
}

export interface Worker {
  readonly id: string;
  /**
   * Stops claiming and waits up to `graceMs` (default 20 s) for the documents in hand; those still
   * unfinished are abandoned and handed back to the queue at once, for another worker. Then releases the
   * pool it made.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

export function startWorker(options: WorkerOptions): Worker {
  const { db, config, logger } = options;
  const concurrency = options.concurrency ?? config.workers;
  const id = `${hostname()}:${process.pid}:${randomBase62(6)}`;
  if (concurrency <= 0) return { id, stop: async () => {} };

  const ownsPool = !options.pool;
  const pool = options.pool ?? createExtractionPool({
    size: concurrency, memoryMb: config.workerMemoryMb, warm: { workers: config.warmWorkers, options: extractionOptions(config) },
  });
  const warmWorkers = ownsPool ? Math.min(config.warmWorkers, concurrency) : 0;
  if (warmWorkers > 0) void pool.warm.then(() => logger.info({ warm_workers: warmWorkers }, 'extraction workers warm'));
  /** Documents in hand: the run, its claim, and how to abandon it on shutdown. */
  const inFlight = new Map<string, Run>();
  const backoff = new Backoff(logger, 'claiming documents');
  let stopping = false;
  let filling = false;
  let wokenWhileFilling = false;

  async function fill(): Promise<void> {
    if (filling) {
      wokenWhileFilling = true;
      return;
    }
    filling = true;
    try {
      do {
        wokenWhileFilling = false;
        while (!stopping && inFlight.size < concurrency) {
          // Never a document this worker still runs: its lease may have run out while its heartbeats failed.
          const claimed = await claimNext(db, { workerId: id, leaseMs: config.leaseMs, running: inFlight.keys() });
          backoff.succeeded();
          if (!claimed) break;
          start(claimed.document, claimed.lease);
        }
      } while (wokenWhileFilling && !stopping);
    } catch (error) {
      backoff.failed(error);
    } finally {
      filling = false;
    }
  }

  function start(row: DocumentRow, lease: Lease): void {
    const abandon = new AbortController();
    const entry: Run = { lease, abandon, job: Promise.resolve() };
    entry.job = run(row, lease, abandon.signal).finally(() => {
      // Only this run's own entry: a later claim of the same document (by this worker) has its own.
      if (inFlight.get(row.id) === entry) inFlight.delete(row.id);
      void fill();
    });
    inFlight.set(row.id, entry);
  }

  async function run(row: DocumentRow, lease: Lease, abandoned: AbortSignal): Promise<void> {
    const leaseLost = new AbortController();
    let renewing = false;
    const heartbeat = setInterval(() => {
      if (renewing) return;
      renewing = true;
      extendLease(db, lease, config.leaseMs)
        .then(
          (held) => held || leaseLost.abort(),
          (error: unknown) => logger.warn({ err: error, document_id: row.id }, 'could not extend lease'),
        )
        .finally(() => (renewing = false));
    }, config.leaseRenewMs);
    try {
      await processDocument({ db, config, logger, pool, lease, leaseLost: AbortSignal.any([leaseLost.signal, abandoned]) }, row);
    } catch (error) {
      // The database failed us mid-way: the lease will expire and the document be claimed again.
      logger.error({ err: error, document_id: row.id }, 'processing interrupted');
    } finally {
      clearInterval(heartbeat);
    }
  }

  // Polls wait out a database outage with backoff; a notification means the database is back, so it tries at once.
  const poll = setInterval(() => backoff.due() && void fill(), options.pollIntervalMs ?? 1000);
  const wake = () => {
    backoff.reset();
    void fill();
  };
  const wakeups = subscribeWakeups({ db, channel: DOCUMENTS_CHANNEL, databaseUrl: config.databaseUrl, onWake: wake, logger }).catch(
    (error: unknown) => {
      logger.warn({ err: error }, 'LISTEN failed; relying on polling');
      return null;
    },
  );
  void fill();

  return {
    id,
    async stop({ graceMs = 20_000 } = {}) {
      stopping = true;
      clearInterval(poll);
      await (await wakeups)?.close();
      while (filling) await new Promise((resolve) => setTimeout(resolve, 5));
      const settled = (ms: number) => settledWithin([...inFlight.values()].map((d) => d.job), ms);
      if (!(await settled(graceMs))) {
        const leases = [...inFlight.values()].map((r) => r.lease);
        for (const { abandon } of inFlight.values()) abandon.abort();
        // Released rather than left to their lease, so another worker starts them now, not a lease later.
        const released = await releaseDocuments(db, leases).catch((error: unknown) => {
          logger.warn({ err: error }, 'releasing documents failed; their leases will expire');
          return 0;
        });
        logger.info({ released, abandoned: leases.length }, 'stopped with documents in hand; handed back to the queue');
        await settled(2000);
      }
      if (ownsPool) await pool.close();
    },
  };
}

interface Run {
  lease: Lease;
  abandon: AbortController;
  job: Promise<void>;
}

/** True when every promise settled within `ms`. */
async function settledWithin(promises: Promise<unknown>[], ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const done = Promise.allSettled(promises).then(() => true as const);
  const result = await Promise.race([done, timedOut]);
  clearTimeout(timer);
  return result;
}
