import { Counter, Histogram } from 'prom-client';

/** Webhook delivery outcomes for /metrics, on prom-client's default registry. */
export const deliveryAttempts = new Counter({
  name: 'docproc_webhook_delivery_attempts_total',
  help: 'Webhook delivery attempts by outcome: succeeded, retrying (failed, another attempt scheduled), failed (no attempt left).',
  labelNames: ['outcome'] as const,
});

export const deliveryAttemptSeconds = new Histogram({
  name: 'docproc_webhook_delivery_attempt_seconds',
  help: 'Duration of webhook delivery attempts, request to response or fault.',
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
});
