/**
 * Leases of periodic jobs that must run on one process at a time in a cluster: a row per job, held by
 * one process until it releases it or its lease runs out (the process died). Works alike on PostgreSQL
 * and the embedded database.
 */
import type { Queryable } from './index.ts';

/** Takes the lease of `name` for `holder` unless another holder's lease is still running; true when taken. */
export async function acquireJobLease(db: Queryable, name: string, holder: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO job_leases AS l (name, holder, locked_until) VALUES ($1, $2, now() + $3::double precision * interval '1 millisecond')
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, locked_until = EXCLUDED.locked_until
      WHERE l.locked_until < now() OR l.holder = EXCLUDED.holder
     RETURNING 1`,
    [name, holder, leaseMs],
  );
  return rows.length > 0;
}

/** Extends a lease still held by `holder`; false when it was lost (it ran out and another process took it). */
export async function extendJobLease(db: Queryable, name: string, holder: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE job_leases SET locked_until = now() + $3::double precision * interval '1 millisecond' WHERE name = $1 AND holder = $2 RETURNING 1`,
    [name, holder, leaseMs],
  );
  return rows.length > 0;
}

/** Ends a run: the lease is free at once, and the run's time is recorded. */
export async function releaseJobLease(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query(`UPDATE job_leases SET locked_until = now(), last_run_at = now() WHERE name = $1 AND holder = $2`, [name, holder]);
}
