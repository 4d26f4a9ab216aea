import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint signing secret: `whsec_` + base64 of 32 random bytes (the Standard Webhooks format). */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export interface SignatureHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The Standard Webhooks headers for one attempt: the id is the event id, so it is stable across retries. */
export function signatureHeaders(secret: string, eventId: string, body: string, at = new Date()): SignatureHeaders {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, body),
  };
}
