import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/index.ts';
import { DELIVERIES_CHANNEL } from '../db/events.ts';
import {
  cancelEndpointDeliveries,
  claimDueDeliveries,
  markDeliveryFailed,
  markDeliverySucceeded,
  nextRetryInMs,
  recordDeliveryAttempt,
  releaseDeliveries,
  scheduleDeliveryRetry,
  type ClaimedDelivery,
  type InFlight,
} from '../db/deliveries.ts';
import { disableEndpoint, recordEndpointFailure, recordEndpointSuccess } from '../db/webhooks.ts';
import { deliverEvent, type AttemptOutcome } from '../webhooks/deliver.ts';
import { deliveryAttempts, deliveryAttemptSeconds } from '../webhooks/metrics.ts';
import { retryDelay } from '../webhooks/retry.ts';
import { Backoff } from './backoff.ts';
import { subscribeWakeups, type Wakeups } from './wakeup.ts';

export interface DispatcherOptions {
  db: Db;
  config: Config;
  logger: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  /** Deliveries in flight at once in this process. */
  concurrency?: number;
  /** One attempt, connect to last byte (design/API.md: 15 s). */
  timeoutMs?: number;
  /** How long a claim lasts; must outlast an attempt, so another process only takes over from a dead one. */
  leaseMs?: number;
  /** Fallback wake-up when no notification arrives (another process's retry came due, a lease ran out). */
  pollMs?: number;
  /** An endpoint failing every delivery for this long is disabled. */
  disableAfterMs?: number;
}

const FIVE_DAYS_MS = 5 * 24 * 3_600_000;

/**
 * Delivers pending webhook deliveries until stopped. Any number of dispatchers may run against one database;
 * each claims due deliveries with a lease and runs them concurrently, at most `concurrency` at once.
 */
export function startDispatcher(options: DispatcherOptions): { stop(): Promise<void> } {
  const { db, config, logger } = options;
  const concurrency = options.concurrency ?? 16;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const leaseMs = options.leaseMs ?? timeoutMs * 2 + 30_000;
  const pollMs = options.pollMs ?? 1000;
  const disableAfterMs = options.disableAfterMs ?? FIVE_DAYS_MS;
  const perEndpoint = Math.max(1, Math.ceil(concurrency / 4));
  const failingSlots = Math.max(1, Math.floor(concurrency / 4));
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  /** Attempts in flight here, by delivery id. */
  const inFlight = new Map<string, { delivery: ClaimedDelivery; attempt: Promise<void> }>();
  const backoff = new Backoff(logger, 'webhook dispatcher: claiming deliveries');
  const inFlightByEndpoint = new Map<string, InFlight>();
  let stopping = false;
  let filling: Promise<void> | null = null;
  let claimAgain = false;
  let timer: NodeJS.Timeout | null = null;
  let wakeups: Wakeups | null = null;

  function wake(): void {
    if (stopping) return;
    if (filling) {
      claimAgain = true;
      return;
    }
    claimAgain = false;
    filling = fill()
      .then(() => backoff.succeeded())
      // The database is unreachable (or failing): wait it out, never give up.
      .catch((error: unknown) => schedule(backoff.failed(error)))
      .finally(() => {
        filling = null;
        if (claimAgain) wake();
      });
  }

  /** Claims as many due deliveries as there are free slots, then sets the timer for the next wake-up. */
  async function fill(): Promise<void> {
    while (!stopping && inFlight.size < concurrency) {
      const limit = concurrency - inFlight.size;
      const claimed = await claimDueDeliveries(db, {
        workerId,
        limit,
        leaseMs,
        perEndpoint,
        failingSlots,
        inFlight: inFlightByEndpoint,
        running: inFlight.keys(),
      });
      for (const delivery of claimed) run(delivery);
      if (claimed.length < limit) break;
    }
    if (stopping) return;
    const next = await nextRetryInMs(db);
    schedule(next === null ? pollMs : Math.min(pollMs, Math.max(0, next)));
  }

  function schedule(ms: number): void {
    if (stopping) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(wake, ms);
  }

  function run(delivery: ClaimedDelivery): void {
    const endpoint = inFlightByEndpoint.get(delivery.endpointId) ?? { count: 0, failing: false };
    inFlightByEndpoint.set(delivery.endpointId, { count: endpoint.count + 1, failing: endpoint.failing || delivery.failing });
    const attempt = attemptDelivery(delivery)
      .catch((error: unknown) =>
        // The lease runs out and the delivery is tried again, by this process or another.
        logger.error({ err: error, delivery: delivery.id }, 'webhook dispatcher: recording a delivery attempt failed'),
      )
      .finally(() => {
        if (inFlight.get(delivery.id)?.attempt === attempt) inFlight.delete(delivery.id);
        const endpoint = inFlightByEndpoint.get(delivery.endpointId);
        if (endpoint && endpoint.count > 1) inFlightByEndpoint.set(delivery.endpointId, { ...endpoint, count: endpoint.count - 1 });
        else inFlightByEndpoint.delete(delivery.endpointId);
        wake();
      });
    inFlight.set(delivery.id, { delivery, attempt });
  }

  async function attemptDelivery(delivery: ClaimedDelivery): Promise<void> {
    const outcome = await deliverEvent(
      { url: delivery.url, secret: delivery.secret, eventId: delivery.eventId, body: delivery.body },
      { timeoutMs, allowPrivateNetworks: config.allowPrivateNetworks },
    );
    const next = await db.transaction((tx) => settle(tx, delivery, outcome));
    deliveryAttempts.inc({ outcome: next });
    deliveryAttemptSeconds.observe(outcome.durationMs / 1000);
    logger.debug(
      { delivery: delivery.id, event: delivery.eventId, attempt: delivery.attempt, status: outcome.statusCode, error: outcome.error },
      'webhook delivery attempt',
    );
  }

  /** Records the attempt and decides what comes next: done, a retry, or the end of the delivery (and maybe the endpoint). */
  async function settle(tx: Queryable, delivery: ClaimedDelivery, outcome: AttemptOutcome): Promise<'succeeded' | 'retrying' | 'failed'> {
    const record = { statusCode: outcome.statusCode, durationMs: outcome.durationMs, error: outcome.error, responseExcerpt: outcome.responseExcerpt };
    if (outcome.ok) {
      await recordDeliveryAttempt(tx, delivery.id, { ...record, nextAttemptInMs: null });
      await markDeliverySucceeded(tx, delivery);
      await recordEndpointSuccess(tx, delivery.endpointId);
      return 'succeeded';
    }
    let endpointDisabled = outcome.gone;
    if (outcome.gone) {
      await disableEndpoint(tx, delivery.endpointId);
      logger.info({ endpoint: delivery.endpointId }, 'webhook endpoint answered 410 Gone: disabled');
    } else {
      endpointDisabled = (await recordEndpointFailure(tx, delivery.endpointId, disableAfterMs)).disabled;
    }
    const delay = endpointDisabled ? null : retryDelay(config.webhookRetrySchedule, delivery.attempt);
    await recordDeliveryAttempt(tx, delivery.id, { ...record, nextAttemptInMs: delay });
    if (delay === null) await markDeliveryFailed(tx, delivery);
    else await scheduleDeliveryRetry(tx, delivery, delay);
    if (endpointDisabled) await cancelEndpointDeliveries(tx, delivery.endpointId);
    return delay === null ? 'failed' : 'retrying';
  }

  async function start(): Promise<void> {
    try {
      wakeups = await subscribeWakeups({ db, channel: DELIVERIES_CHANNEL, databaseUrl: config.databaseUrl, onWake: wake, logger });
    } catch (error) {
      logger.warn({ err: error }, 'webhook dispatcher: LISTEN failed; polling only');
    }
    wake();
  }
  const started = start();

  return {
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await started;
      await wakeups?.close();
      await filling;
      // In-flight attempts end by their own timeout; wait that long at most, then hand back what is left.
      const pending = [...inFlight.values()].map((f) => f.attempt);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled(pending), new Promise((resolve) => (waited = setTimeout(resolve, timeoutMs + 1000)))]);
      clearTimeout(waited);
      await releaseDeliveries(db, [...inFlight.values()].map((f) => f.delivery)).catch((error: unknown) =>
        logger.warn({ err: error }, 'webhook dispatcher: releasing leases failed'),
      );
    },
  };
}
