import type { Db, Queryable } from './index.ts';
import { listPage, type ListPage, type PageRequest } from './pagination.ts';

/** A delivery this process holds the lease of, with everything needed to send it. */
export interface ClaimedDelivery {
  id: string;
  /** Drawn for this claim alone: the attempt's outcome is written only while the claim is still held. */
  leaseToken: string;
  /** 1 for the first try. A try cut short by a dead process does not count. */
  attempt: number;
  eventId: string;
  /** The event payload as stored, sent byte for byte. */
  body: string;
  endpointId: string;
  url: string;
  secret: string;
  /** The endpoint's last attempt failed. */
  failing: boolean;
}

export interface ClaimOptions {
  workerId: string;
  limit: number;
  leaseMs: number;
  /** At most this many deliveries to one healthy endpoint in flight in this process. */
  perEndpoint: number;
  /**
   * At most this many deliveries in flight to failing endpoints altogether (one per endpoint), so that dead
   * endpoints, each attempt of which may take the whole timeout, leave the other slots to healthy ones.
   */
  failingSlots: number;
  /** Deliveries this process already has in flight, by endpoint id, and whether that endpoint was failing. */
  inFlight: ReadonlyMap<string, InFlight>;
  /** Ids of the deliveries in flight here: never claimed again by this process, even when their lease ran out. */
  running?: Iterable<string>;
}

/** A claim on a delivery: its id and the claim's token. */
export interface DeliveryLease {
  id: string;
  leaseToken: string;
}

export interface InFlight {
  count: number;
  failing: boolean;
}

/**
 * Claims due deliveries (`FOR UPDATE SKIP LOCKED`, so any number of dispatchers can run) and leases them; a
 * lease that runs out (the process died) makes the delivery claimable again. Deliveries whose endpoint was
 * disabled or deleted meanwhile are canceled instead of returned.
 */
export async function claimDueDeliveries(db: Db, options: ClaimOptions): Promise<ClaimedDelivery[]> {
  const inFlight = [...options.inFlight];
  const full = inFlight.filter(([, e]) => e.count >= (e.failing ? 1 : options.perEndpoint)).map(([id]) => id);
  const failingInFlight = inFlight.reduce((n, [, e]) => n + (e.failing ? e.count : 0), 0);
  return db.transaction(async (tx) => {
    // Endpoints with no slot left are left out here, so that one endpoint's backlog cannot fill the window
    // and hide everybody else's deliveries behind it.
    const candidates = await tx.query<Candidate>(
      `SELECT d.id, d.endpoint_id, w.failing_since IS NOT NULL AS failing
       FROM deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id
       WHERE d.status = 'pending' AND d.run_at <= now() AND (d.locked_until IS NULL OR d.locked_until < now())
         AND d.endpoint_id <> ALL($1::text[]) AND ($2 OR w.failing_since IS NULL) AND d.id <> ALL($3::text[])
       ORDER BY d.run_at LIMIT 256`,
      [full, failingInFlight < options.failingSlots, [...(options.running ?? [])]],
    );
    const picked = pickFairly(candidates, options, failingInFlight);
    if (picked.length === 0) return [];
    const rows = await tx.query<{
      id: string;
      lease_token: string;
      attempts: number;
      event_id: string;
      body: string;
      endpoint_id: string;
      url: string;
      secret: string;
      failing: boolean;
      active: boolean;
    }>(
      `WITH due AS (
         SELECT id FROM deliveries
         WHERE id = ANY($1::text[]) AND status = 'pending' AND (locked_until IS NULL OR locked_until < now())
         ORDER BY run_at LIMIT $2
         FOR UPDATE SKIP LOCKED
       )
       UPDATE deliveries d
       SET locked_by = $3, locked_until = now() + $4::double precision * interval '1 millisecond',
           lease_token = gen_random_uuid()::text, updated_at = now()
       FROM due, events e, webhook_endpoints w
       WHERE d.id = due.id AND e.id = d.event_id AND w.id = d.endpoint_id
       RETURNING d.id, d.lease_token, d.attempts, d.event_id, e.payload::text AS body, d.endpoint_id, w.url, w.secret,
                 w.failing_since IS NOT NULL AS failing, (w.status = 'enabled' AND w.deleted_at IS NULL) AS active`,
      [picked, options.limit, options.workerId, options.leaseMs],
    );
    const inactive = rows.filter((r) => !r.active).map((r) => r.id);
    if (inactive.length > 0) {
      await tx.query(
        `UPDATE deliveries SET status = 'canceled', locked_by = NULL, locked_until = NULL, lease_token = NULL, updated_at = now() WHERE id = ANY($1::text[])`,
        [inactive],
      );
    }
    return rows
      .filter((r) => r.active)
      .map((r) => ({
        id: r.id,
        leaseToken: r.lease_token,
        attempt: r.attempts + 1,
        eventId: r.event_id,
        body: r.body,
        endpointId: r.endpoint_id,
        url: r.url,
        secret: r.secret,
        failing: r.failing,
      }));
  });
}

interface Candidate {
  id: string;
  endpoint_id: string;
  failing: boolean;
}

/**
 * The oldest due deliveries within the per-endpoint and failing-endpoint bounds, counting those already in
 * flight; twice `limit` of them so that rows another dispatcher locks meanwhile can be skipped.
 */
function pickFairly(candidates: Candidate[], options: ClaimOptions, failingInFlight: number): string[] {
  const taken = new Map([...options.inFlight].map(([id, e]) => [id, e.count]));
  let failing = failingInFlight;
  const picked: string[] = [];
  for (const candidate of candidates) {
    const n = taken.get(candidate.endpoint_id) ?? 0;
    if (candidate.failing ? n >= 1 || failing >= options.failingSlots : n >= options.perEndpoint) continue;
    taken.set(candidate.endpoint_id, n + 1);
    if (candidate.failing) failing++;
    picked.push(candidate.id);
    if (picked.length === options.limit * 2) break;
  }
  return picked;
}

/**
 * A success. A delivery canceled while it was in flight (endpoint deleted) is still recorded as received;
 * one claimed again since (its lease ran out) is left to that claim.
 */
export async function markDeliverySucceeded(tx: Queryable, lease: DeliveryLease): Promise<void> {
  await tx.query(
    `UPDATE deliveries SET status = 'succeeded', attempts = attempts + 1, locked_by = NULL, locked_until = NULL, lease_token = NULL, updated_at = now()
     WHERE id = $1 AND lease_token = $2 AND status IN ('pending', 'canceled')`,
    [lease.id, lease.leaseToken],
  );
}

/** A failed attempt with retries left. A delivery canceled meanwhile stays canceled. */
export async function scheduleDeliveryRetry(tx: Queryable, lease: DeliveryLease, delayMs: number): Promise<void> {
  await tx.query(
    `UPDATE deliveries SET attempts = attempts + 1, run_at = now() + $3::double precision * interval '1 millisecond',
       locked_by = NULL, locked_until = NULL, lease_token = NULL, updated_at = now()
     WHERE id = $1 AND lease_token = $2 AND status = 'pending'`,
    [lease.id, lease.leaseToken, delayMs],
  );
}

/** A failed attempt that was the last one (schedule exhausted, or the endpoint is now disabled). */
export async function markDeliveryFailed(tx: Queryable, lease: DeliveryLease): Promise<void> {
  await tx.query(
    `UPDATE deliveries SET status = 'failed', attempts = attempts + 1, locked_by = NULL, locked_until = NULL, lease_token = NULL, updated_at = now()
     WHERE id = $1 AND lease_token = $2 AND status = 'pending'`,
    [lease.id, lease.leaseToken],
  );
}

export interface AttemptRecord {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string | null;
  /** Milliseconds from now to the next attempt, null when there is none. */
  nextAttemptInMs: number | null;
}

/** Records an attempt that has just ended; it started `durationMs` ago. */
export async function recordDeliveryAttempt(tx: Queryable, deliveryId: string, attempt: AttemptRecord): Promise<void> {
  await tx.query(
    `INSERT INTO delivery_attempts (delivery_id, attempted_at, status_code, duration_ms, error, response_excerpt, next_attempt_at)
     VALUES ($1, now() - $3::double precision * interval '1 millisecond', $2, $3, $4, $5, now() + $6::double precision * interval '1 millisecond')`,
    [deliveryId, attempt.statusCode, attempt.durationMs, attempt.error, attempt.responseExcerpt, attempt.nextAttemptInMs],
  );
}

/** An endpoint deleted or disabled receives nothing more: its pending deliveries, in flight or not, end here. */
export async function cancelEndpointDeliveries(tx: Queryable, endpointId: string): Promise<void> {
  await tx.query(
    `UPDATE deliveries SET status = 'canceled', updated_at = now() WHERE endpoint_id = $1 AND status = 'pending'`,
    [endpointId],
  );
}

/** Gives back the leases of a stopping dispatcher so other processes need not wait for them to run out. */
export async function releaseDeliveries(db: Queryable, leases: DeliveryLease[]): Promise<void> {
  if (leases.length === 0) return;
  await db.query(
    `UPDATE deliveries d SET locked_by = NULL, locked_until = NULL, lease_token = NULL, updated_at = now()
       FROM unnest($1::text[], $2::text[]) AS held(id, token)
      WHERE d.id = held.id AND d.lease_token = held.token AND d.status = 'pending'`,
    [leases.map((l) => l.id), leases.map((l) => l.leaseToken)],
  );
}

/** Milliseconds until the next scheduled retry, or null when none is scheduled. */
export async function nextRetryInMs(db: Queryable): Promise<number | null> {
  const rows = await db.query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM min(run_at) - now()) * 1000)::float8 AS ms FROM deliveries WHERE status = 'pending' AND run_at > now()`,
  );
  return rows[0]?.ms ?? null;
}

export interface DeliveryLogEntry {
  id: string;
  eventId: string;
  eventType: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  attemptCount: number;
  nextAttemptAt: Date | null;
  createdAt: Date;
  attempts: {
    attemptedAt: Date;
    statusCode: number | null;
    durationMs: number;
    error: string | null;
    responseExcerpt: string | null;
    nextAttemptAt: Date | null;
  }[];
}

/**
 * A page of an endpoint's deliveries, newest first (pagination.ts), each with its attempts in order; null
 * when the cursor is not one of them.
 */
export async function listEndpointDeliveries(db: Queryable, endpointId: string, page: PageRequest): Promise<ListPage<DeliveryLogEntry> | null> {
  const listed = await listPage<{
    id: string;
    event_id: string;
    event_type: string;
    status: DeliveryLogEntry['status'];
    attempts: number;
    run_at: Date;
    created_at: Date;
  }>(
    db,
    {
      table: 'deliveries',
      alias: 'd',
      columns: 'd.id, d.event_id, e.type AS event_type, d.status, d.attempts, d.run_at, d.created_at',
      joins: 'JOIN events e ON e.id = d.event_id',
      scope: { endpoint_id: endpointId },
    },
    page,
  );
  if (!listed) return null;
  const { rows } = listed;
  const attempts = await db.query<{
    delivery_id: string;
    attempted_at: Date;
    status_code: number | null;
    duration_ms: number;
    error: string | null;
    response_excerpt: string | null;
    next_attempt_at: Date | null;
  }>(
    `SELECT delivery_id, attempted_at, status_code, duration_ms, error, response_excerpt, next_attempt_at
     FROM delivery_attempts WHERE delivery_id = ANY($1::text[]) ORDER BY attempted_at, id`,
    [rows.map((r) => r.id)],
  );
  const byDelivery = new Map<string, DeliveryLogEntry['attempts']>();
  for (const a of attempts) {
    const list = byDelivery.get(a.delivery_id) ?? [];
    list.push({
      attemptedAt: new Date(a.attempted_at),
      statusCode: a.status_code,
      durationMs: a.duration_ms,
      error: a.error,
      responseExcerpt: a.response_excerpt,
      nextAttemptAt: a.next_attempt_at ? new Date(a.next_attempt_at) : null,
    });
    byDelivery.set(a.delivery_id, list);
  }
  return {
    ...listed,
    rows: rows.map((r) => ({
      id: r.id,
      eventId: r.event_id,
      eventType: r.event_type,
      status: r.status,
      attemptCount: r.attempts,
      nextAttemptAt: r.status === 'pending' ? new Date(r.run_at) : null,
      createdAt: new Date(r.created_at),
      attempts: byDelivery.get(r.id) ?? [],
    })),
  };
}
