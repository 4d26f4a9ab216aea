/** Event types, subscriptions and the event envelope sent to webhook endpoints (design/API.md, "Webhooks"). */
export const DOCUMENT_EVENT_TYPES = ['document.processed', 'document.failed'] as const;
export type DocumentEventType = (typeof DOCUMENT_EVENT_TYPES)[number];
export type EventType = DocumentEventType | 'webhook.test';

/** What an endpoint may subscribe to: known document event types, or `*` alone for all of them. */
export const ALL_EVENTS = '*';

export interface WebhookEvent<T = unknown, K extends EventType = EventType> {
  id: string;
  object: 'event';
  type: K;
  created_at: string;
  data: T;
}

export function buildEvent<T, K extends EventType>(id: string, type: K, data: T, createdAt = new Date()): WebhookEvent<T, K> {
  return { id, object: 'event', type, created_at: createdAt.toISOString(), data };
}

/** Returns a sentence describing what is wrong with a subscription list, or null when it is acceptable. */
export function subscriptionProblem(events: readonly string[]): string | null {
  if (events.length === 0) return 'events must list at least one event type.';
  const known = new Set<string>(DOCUMENT_EVENT_TYPES);
  const seen = new Set<string>();
  for (const type of events) {
    if (type !== ALL_EVENTS && !known.has(type)) {
      return `events: "${type}" is not an event type; use one of ${DOCUMENT_EVENT_TYPES.join(', ')} or "*".`;
    }
    if (seen.has(type)) return `events lists "${type}" more than once.`;
    seen.add(type);
  }
  if (seen.has(ALL_EVENTS) && events.length > 1) return 'events: "*" already means every event type; send it alone.';
  return null;
}
