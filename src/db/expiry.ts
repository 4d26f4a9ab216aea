/** Rows that expire by age, deleted in bounded batches by the retention job (jobs/retention.ts). */
import type { Db } from './index.ts';

/**
 * Deletes up to `limit` events older than `ageMs`, with their deliveries and delivery attempts, in one
 * transaction; an event with a delivery still pending waits for it. Returns how many events were deleted.
 */
export async function deleteExpiredEvents(db: Db, ageMs: number, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const events = await tx.query<{ id: string }>(
      `SELECT e.id FROM events e
        WHERE e.created_at < now() - $1::double precision * interval '1 millisecond'
          AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.event_id = e.id AND d.status = 'pending')
        ORDER BY e.created_at LIMIT $2`,
      [ageMs, limit],
    );
    const ids = events.map((e) => e.id);
    if (ids.length === 0) return 0;
    await tx.query(
      'DELETE FROM delivery_attempts WHERE delivery_id IN (SELECT id FROM deliveries WHERE event_id = ANY($1::text[]))',
      [ids],
    );
    await tx.query('DELETE FROM deliveries WHERE event_id = ANY($1::text[])', [ids]);
    await tx.query('DELETE FROM events WHERE id = ANY($1::text[])', [ids]);
    return ids.length;
  });
}

/** Deletes up to `limit` Idempotency-Key records older than `ageMs`; returns how many. */
export async function deleteExpiredIdempotencyKeys(db: Db, ageMs: number, limit: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM idempotency_keys WHERE (project_id, key) IN (
       SELECT project_id, key FROM idempotency_keys
        WHERE created_at < now() - $1::double precision * interval '1 millisecond' LIMIT $2)
     RETURNING 1`,
    [ageMs, limit],
  );
  return rows.length;
}
