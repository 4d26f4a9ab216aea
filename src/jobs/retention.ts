/**
 * The retention job: deletes documents older than DOCPROC_RETENTION (the same path as DELETE), events with
 * their deliveries and attempts older than DOCPROC_EVENT_RETENTION, Idempotency-Key records older than 24 h,
 * and files beside an embedded database that no document owns any more. Every process that runs workers
 * starts it; a lease row lets one process at a time run it in a cluster. Each run works in bounded batches.
 */
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { deleteDocuments, documentsOlderThan, existingDocumentIds } from '../db/document-deletion.ts';
import { deleteExpiredEvents, deleteExpiredIdempotencyKeys } from '../db/expiry.ts';
import type { Db } from '../db/index.ts';
import { acquireJobLease, extendJobLease, releaseJobLease } from '../db/job-leases.ts';
import { randomBase62 } from '../ids.ts';

const JOB = 'retention';
const IDEMPOTENCY_KEY_AGE_MS = 24 * 3_600_000;
/** A file younger than this may belong to an upload or a result whose transaction has not committed yet. */
export const ORPHAN_FILE_MIN_AGE_MS = 15 * 60_000;

export interface RetentionLimits {
  /** Rows deleted per transaction. */
  batchSize: number;
  /** Batches of each kind per run, so that one run never holds a process for long; the next run goes on. */
  maxBatches: number;
  /** How long the job's lease lasts; renewed between batches. */
  leaseMs: number;
  orphanFileMinAgeMs: number;
}

export const DEFAULT_RETENTION_LIMITS: RetentionLimits = { batchSize: 100, maxBatches: 20, leaseMs: 60_000, orphanFileMinAgeMs: ORPHAN_FILE_MIN_AGE_MS };

export interface RetentionRun {
  /** False when another process holds the job's lease: this run did nothing. */
  ran: boolean;
  documents: number;
  events: number;
  idempotencyKeys: number;
  orphanFiles: number;
}

type Settings = Pick<Config, 'retentionMs' | 'eventRetentionMs'>;

/** One run of the job, if no other process is running it. */
export async function runRetention(db: Db, settings: Settings, holder: string, limits: Partial<RetentionLimits> = {}): Promise<RetentionRun> {
  const { batchSize, maxBatches, leaseMs, orphanFileMinAgeMs } = { ...DEFAULT_RETENTION_LIMITS, ...limits };
  const run: RetentionRun = { ran: false, documents: 0, events: 0, idempotencyKeys: 0, orphanFiles: 0 };
  if (!(await acquireJobLease(db, JOB, holder, leaseMs))) return run;
  run.ran = true;
  try {
    /** Runs `batch` until it deletes less than a batch or the run's share is used; false when the lease was lost. */
    const repeat = async (batch: (size: number) => Promise<number>, size: number, count: (n: number) => void): Promise<boolean> => {
      for (let i = 0; i < maxBatches; i++) {
        const n = await batch(size);
        count(n);
        if (!(await extendJobLease(db, JOB, holder, leaseMs))) return false;
        if (n < size) break;
      }
      return true;
    };
    const retentionMs = settings.retentionMs;
    if (retentionMs !== null) {
      const held = await repeat(
        async (size) => (await deleteDocuments(db, null, await documentsOlderThan(db, retentionMs, size))).length,
        batchSize,
        (n) => (run.documents += n),
      );
      if (!held) return run;
    }
    if (Number.isFinite(settings.eventRetentionMs)) {
      const held = await repeat((size) => deleteExpiredEvents(db, settings.eventRetentionMs, size), batchSize, (n) => (run.events += n));
      if (!held) return run;
    }
    // Small rows, ten times as many per batch.
    const held = await repeat((size) => deleteExpiredIdempotencyKeys(db, IDEMPOTENCY_KEY_AGE_MS, size), batchSize * 10, (n) => (run.idempotencyKeys += n));
    if (!held) return run;
    run.orphanFiles = await db.files.removeOrphans(orphanFileMinAgeMs, (ids) => existingDocumentIds(db, ids));
    return run;
  } finally {
    await releaseJobLease(db, JOB, holder).catch(() => {});
  }
}

export interface RetentionJobOptions {
  db: Db;
  config: Config;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Time between runs; the first run comes after a random part of it, so that processes started together spread out. */
  intervalMs?: number;
  limits?: Partial<RetentionLimits>;
}

/** Runs the job every `intervalMs` until stopped. */
export function startRetentionJob(options: RetentionJobOptions): { stop(): Promise<void> } {
  const { db, config, logger } = options;
  const intervalMs = options.intervalMs ?? 60_000;
  const holder = `${hostname()}:${process.pid}:${randomBase62(6)}`;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runRetention(db, config, holder, options.limits)
      .then((run) => {
        if (run.documents + run.events + run.idempotencyKeys + run.orphanFiles > 0) {
          logger.info({ documents: run.documents, events: run.events, idempotency_keys: run.idempotencyKeys, orphan_files: run.orphanFiles }, 'retention: deleted expired data');
        }
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'retention run failed; trying again at the next run'))
      .finally(() => (running = null));
  };
  const first = setTimeout(tick, Math.random() * intervalMs);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
