/**
 * The processing loop: claims due documents from the queue (the documents table) up to `concurrency`
 * at a time, holds each by a renewed lease, and runs processDocument. Woken at once by NOTIFY on
 * insert; polls as a fallback and for retries coming due.
 */
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { claimNext, extendLease } from '../db/document-queue.ts';
import { DOCUMENTS_CHANNEL, type DocumentRow } from '../db/documents.ts';
import { createExtractionPool, type ExtractionPool } from '../extraction/pool.ts';
import { randomBase62 } from '../ids.ts';
import { processDocument } from './process-document.ts';
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
  /** Stops claiming, waits for the documents in hand, releases the pool it made. */
  stop(): Promise<void>;
}

export function startWorker(options: WorkerOptions): Worker {
  const { db, config, logger } = options;
  const concurrency = options.concurrency ?? config.workers;
  const id = `${hostname()}:${process.pid}:${randomBase62(6)}`;
  if (concurrency <= 0) return { id, stop: async () => {} };

  const ownsPool = !options.pool;
  const pool = options.pool ?? createExtractionPool({ size: concurrency });
  const inFlight = new Set<Promise<void>>();
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
          const row = await claimNext(db, id, config.leaseMs);
          if (!row) break;
          const job = run(row).finally(() => {
            inFlight.delete(job);
            void fill();
          });
          inFlight.add(job);
        }
      } while (wokenWhileFilling && !stopping);
    } catch (error) {
      logger.error({ err: error }, 'claiming documents failed');
    } finally {
      filling = false;
    }
  }

  async function run(row: DocumentRow): Promise<void> {
    const leaseLost = new AbortController();
    const heartbeat = setInterval(() => {
      extendLease(db, row.id, id, config.leaseMs).then(
        (held) => held || leaseLost.abort(),
        (error: unknown) => logger.warn({ err: error, document_id: row.id }, 'could not extend lease'),
      );
    }, Math.max(50, Math.floor(config.leaseMs / 3)));
    try {
      await processDocument({ db, config, logger, pool, workerId: id, leaseLost: leaseLost.signal }, row);
    } catch (error) {
      // The database failed us mid-way: the lease will expire and the document be claimed again.
      logger.error({ err: error, document_id: row.id }, 'processing interrupted');
    } finally {
      clearInterval(heartbeat);
    }
  }

  const poll = setInterval(() => void fill(), options.pollIntervalMs ?? 1000);
  const wakeups = subscribeWakeups({ db, channel: DOCUMENTS_CHANNEL, databaseUrl: config.databaseUrl, onWake: () => void fill(), logger }).catch(
    (error: unknown) => {
      logger.warn({ err: error }, 'LISTEN failed; relying on polling');
      return null;
    },
  );
  void fill();

  return {
    id,
    async stop() {
      stopping = true;
      clearInterval(poll);
      await (await wakeups)?.close();
      while (filling) await new Promise((resolve) => setTimeout(resolve, 5));
      await Promise.allSettled([...inFlight]);
      if (ownsPool) await pool.close();
    },
  };
}
