import type { Queryable } from './index.ts';

/** A reservation not yet completed by its request holds this status code. */
const IN_FLIGHT = 0;

export type Reservation =
  | { kind: 'reserved' }
  | { kind: 'in_flight'; requestHash: string }
  | {
      kind: 'completed';
      requestHash: string;
      statusCode: number;
      response: unknown;
      headers: Record<string, string>;
      /** The current secret of the webhook endpoint the answer showed a secret of (never stored here); null when gone. */
      secret: string | null;
    };

/**
 * Reserves `key` for a request, or reports what an earlier request with that key did. A reservation
 * older than 24 h is replaced, as if it had never existed, and so is one left in flight for a minute
 * (its process died before answering).
 */
export async function reserveIdempotencyKey(
  db: Queryable,
  r: { projectId: string; key: string; method: string; path: string; requestHash: string },
): Promise<Reservation> {
  const inserted = await db.query(
    `INSERT INTO idempotency_keys AS k (project_id, key, method, path, request_hash, status_code, response)
     VALUES ($1, $2, $3, $4, $5, ${IN_FLIGHT}, 'null')
     ON CONFLICT (project_id, key) DO UPDATE
        SET method = EXCLUDED.method, path = EXCLUDED.path, request_hash = EXCLUDED.request_hash,
            status_code = ${IN_FLIGHT}, response = 'null', headers = '{}', created_at = now()
      WHERE k.created_at < now() - interval '24 hours'
         OR (k.status_code = ${IN_FLIGHT} AND k.created_at < now() - interval '1 minute')
     RETURNING 1`,
    [r.projectId, r.key, r.method, r.path, r.requestHash],
  );
  if (inserted.length > 0) return { kind: 'reserved' };
  const rows = await db.query<{ request_hash: string; status_code: number; response: unknown; headers: Record<string, string>; secret: string | null }>(
    `SELECT k.request_hash, k.status_code, k.response, k.headers, w.secret
       FROM idempotency_keys k
       LEFT JOIN webhook_endpoints w ON w.id = k.secret_of AND w.project_id = k.project_id AND w.deleted_at IS NULL
      WHERE k.project_id = $1 AND k.key = $2`,
    [r.projectId, r.key],
  );
  const row = rows[0];
  // Deleted between the two statements (a failed request released it): the caller may simply retry.
  if (!row) return { kind: 'in_flight', requestHash: r.requestHash };
  if (row.status_code === IN_FLIGHT) return { kind: 'in_flight', requestHash: row.request_hash };
  return {
    kind: 'completed',
    requestHash: row.request_hash,
    statusCode: row.status_code,
    response: row.response,
    headers: row.headers,
    secret: row.secret,
  };
}

/**
 * Records the answer to replay. `secretOf` names the webhook endpoint whose secret the answer showed: the
 * secret itself must not be in `response`, a replay reads the endpoint's current one.
 */
export async function completeIdempotencyKey(
  db: Queryable,
  r: { projectId: string; key: string; statusCode: number; response: unknown; headers: Record<string, string>; secretOf?: string | null },
): Promise<void> {
  await db.query('UPDATE idempotency_keys SET status_code = $3, response = $4, headers = $5, secret_of = $6 WHERE project_id = $1 AND key = $2', [
    r.projectId,
    r.key,
    r.statusCode,
    JSON.stringify(r.response),
    JSON.stringify(r.headers),
    r.secretOf ?? null,
  ]);
}
