import type { Queryable } from './index.ts';

export type DocumentEventType = 'document.processed' | 'document.failed';

/**
 * Writes a document's terminal event and one pending delivery per enabled endpoint of its project that
 * subscribes to it. Must be called inside the transaction that sets the terminal state (outbox).
 * (Placeholder until the webhooks work lands: records the event only.)
 */
export async function recordDocumentEvent(
  tx: Queryable,
  event: { id: string; projectId: string; documentId: string; type: DocumentEventType; payload: unknown },
): Promise<void> {
  await tx.query('INSERT INTO events (id, project_id, type, document_id, payload) VALUES ($1, $2, $3, $4, $5)', [
    event.id,
    event.projectId,
    event.type,
    event.documentId,
    JSON.stringify(event.payload),
  ]);
}
