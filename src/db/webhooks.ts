import type { Db, Queryable } from './index.ts';
import { listPage, type ListPage, type PageRequest } from './pagination.ts';

/** A row of webhook_endpoints. Deleted endpoints are never returned. */
export interface WebhookEndpoint {
  id: string;
  projectId: string;
  url: string;
  events: string[];
  status: 'enabled' | 'disabled';
  description: string | null;
  secret: string;
  createdAt: Date;
  updatedAt: Date;
  failingSince: Date | null;
}

interface EndpointRow {
  id: string;
  project_id: string;
  url: string;
  events: string[];
  status: 'enabled' | 'disabled';
  description: string | null;
  secret: string;
  created_at: Date;
  updated_at: Date;
  failing_since: Date | null;
}

const COLUMNS = 'id, project_id, url, events, status, description, secret, created_at, updated_at, failing_since';

function fromRow(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    projectId: row.project_id,
    url: row.url,
    events: row.events,
    status: row.status,
    description: row.description,
    secret: row.secret,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    failingSince: row.failing_since ? new Date(row.failing_since) : null,
  };
}

export async function createEndpoint(
  db: Queryable,
  endpoint: { id: string; projectId: string; url: string; events: string[]; description: string | null; secret: string },
): Promise<WebhookEndpoint> {
  const rows = await db.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (id, project_id, url, events, description, secret)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [endpoint.id, endpoint.projectId, endpoint.url, endpoint.events, endpoint.description, endpoint.secret],
  );
  return fromRow(rows[0]);
}

/**
 * Creates the endpoint unless its project already has `max` (not deleted); null then. The project's row
 * is locked meanwhile, so that concurrent creations cannot pass the cap together.
 */
export async function createEndpointWithinCap(
  db: Db,
  endpoint: Parameters<typeof createEndpoint>[1],
  max: number,
): Promise<WebhookEndpoint | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM projects WHERE id = $1 FOR UPDATE', [endpoint.projectId]);
    const rows = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_endpoints WHERE project_id = $1 AND deleted_at IS NULL', [
      endpoint.projectId,
    ]);
    if (rows[0].n >= max) return null;
    return createEndpoint(tx, endpoint);
  });
}

/** A page of a project's endpoints, newest first (pagination.ts); null when the cursor is not one of them. */
export async function listEndpoints(db: Queryable, projectId: string, page: PageRequest): Promise<ListPage<WebhookEndpoint> | null> {
  const listed = await listPage<EndpointRow>(db, { table: 'webhook_endpoints', alias: 'w', columns: COLUMNS, scope: { project_id: projectId, deleted_at: null } }, page);
  return listed && { ...listed, rows: listed.rows.map(fromRow) };
}

export async function findEndpoint(db: Queryable, projectId: string, id: string): Promise<WebhookEndpoint | null> {
  const rows = await db.query<EndpointRow>(
    `SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = $1 AND project_id = $2 AND deleted_at IS NULL`,
    [id, projectId],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export interface EndpointChanges {
  url?: string;
  events?: string[];
  status?: 'enabled' | 'disabled';
  description?: string | null;
}

/** Applies the given changes; a re-enabled endpoint starts with a clean failure record. */
export async function updateEndpoint(
  db: Queryable,
  projectId: string,
  id: string,
  changes: EndpointChanges,
): Promise<WebhookEndpoint | null> {
  const rows = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET
       url = coalesce($3, url),
       events = coalesce($4, events),
       status = coalesce($5, status),
       description = CASE WHEN $6 THEN $7 ELSE description END,
       failing_since = CASE WHEN $5 = 'enabled' THEN NULL ELSE failing_since END,
       updated_at = now()
     WHERE id = $1 AND project_id = $2 AND deleted_at IS NULL
     RETURNING ${COLUMNS}`,
    [
      id,
      projectId,
      changes.url ?? null,
      changes.events ?? null,
      changes.status ?? null,
      changes.description !== undefined,
      changes.description ?? null,
    ],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function rotateEndpointSecret(db: Queryable, projectId: string, id: string, secret: string): Promise<WebhookEndpoint | null> {
  const rows = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET secret = $3, updated_at = now()
     WHERE id = $1 AND project_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [id, projectId, secret],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/** Soft delete: the row stays for the delivery log's foreign keys. Returns false when there was nothing to delete. */
export async function deleteEndpoint(db: Queryable, projectId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE webhook_endpoints SET deleted_at = now(), status = 'disabled', updated_at = now()
     WHERE id = $1 AND project_id = $2 AND deleted_at IS NULL RETURNING id`,
    [id, projectId],
  );
  return rows.length > 0;
}

/** The receiver answered 410 Gone. */
export async function disableEndpoint(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE webhook_endpoints SET status = 'disabled', updated_at = now() WHERE id = $1`, [id]);
}

/**
 * Notes a failed attempt: starts the endpoint's run of failures if none is running, and disables the endpoint
 * once that run has lasted `disableAfterMs`. Returns whether the endpoint is (now) disabled.
 */
export async function recordEndpointFailure(db: Queryable, id: string, disableAfterMs: number): Promise<{ disabled: boolean }> {
  const rows = await db.query<{ status: string }>(
    `UPDATE webhook_endpoints SET
       failing_since = coalesce(failing_since, now()),
       status = CASE WHEN failing_since <= now() - $2::double precision * interval '1 millisecond' THEN 'disabled' ELSE status END,
       updated_at = now()
     WHERE id = $1 RETURNING status`,
    [id, disableAfterMs],
  );
  return { disabled: rows[0]?.status !== 'enabled' };
}

/** A success ends the endpoint's run of failures. */
export async function recordEndpointSuccess(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL', [id]);
}
