import { newId } from '../ids.ts';
import type { DocumentEventType } from '../webhooks/events.ts';
import type { Queryable } from './index.ts';

export type { DocumentEventType } from '../webhooks/events.ts';

/** The channel the dispatcher listens on; a notification means "new deliveries are due". */
export const DELIVERIES_CHANNEL = 'docproc_deliveries';

/**
 * Writes a document's terminal event and one pending delivery per enabled endpoint of its project that
 * subscribes to it. Must be called inside the transaction that sets the terminal state (outbox): the event
 * exists if and only if the state change was committed.
 */
export async function recordDocumentEvent(
  tx: Queryable,
  event: { id: string; projectId: string; documentId: string; type: DocumentEventType; payload: unknown },
): Promise<void> {
  await insertEvent(tx, event.id, event.projectId, event.type, event.documentId, event.payload);
  const endpoints = await tx.query<{ id: string }>(
    `SELECT id FROM webhook_endpoints
     WHERE project_id = $1 AND status = 'enabled' AND deleted_at IS NULL AND (events @> ARRAY[$2::text] OR events @> ARRAY['*'])`,
    [event.projectId, event.type],
  );
  await insertDeliveries(tx, event.id, endpoints.map((e) => e.id));
}

/** A `webhook.test` event, delivered to the one endpoint it was asked for. */
export async function recordTestEvent(
  tx: Queryable,
  event: { id: string; projectId: string; endpointId: string; payload: unknown },
): Promise<void> {
  await insertEvent(tx, event.id, event.projectId, 'webhook.test', null, event.payload);
  await insertDeliveries(tx, event.id, [event.endpointId]);
}

async function insertEvent(
  tx: Queryable,
  id: string,
  projectId: string,
  type: string,
  documentId: string | null,
  payload: unknown,
): Promise<void> {
  await tx.query('INSERT INTO events (id, project_id, type, document_id, payload) VALUES ($1, $2, $3, $4, $5)', [
    id,
    projectId,
    type,
    documentId,
    JSON.stringify(payload),
  ]);
}

async function insertDeliveries(tx: Queryable, eventId: string, endpointIds: string[]): Promise<void> {
  if (endpointIds.length === 0) return;
  await tx.query(
    `INSERT INTO deliveries (id, event_id, endpoint_id)
     SELECT d.id, $1, d.endpoint_id FROM unnest($2::text[], $3::text[]) AS d(id, endpoint_id)`,
    [eventId, endpointIds.map(() => newId('dlv')), endpointIds],
  );
  // Delivered at commit, so the dispatcher never wakes before the rows are visible.
  await tx.query('SELECT pg_notify($1, $2)', [DELIVERIES_CHANNEL, eventId]);
}
