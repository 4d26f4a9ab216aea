import { FetchError, safeFetch, USER_AGENT } from '../net/safe-fetch.ts';
import { signatureHeaders } from './sign.ts';

/** Only the first kilobyte of an answer is read and kept; whatever follows does not change the outcome. */
const EXCERPT_BYTES = 1024;

export interface DeliveryTarget {
  url: string;
  secret: string;
  eventId: string;
  /** The event payload, serialised once so that the signed bytes are the sent bytes. */
  body: string;
}

export interface AttemptOutcome {
  ok: boolean;
  /** The receiver's HTTP status, null when no response came (timeout, refused connection, SSRF policy). */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string | null;
  /** 410 Gone: the receiver asks never to be called again. */
  gone: boolean;
}

/** One signed POST of an event to an endpoint. Never throws: every fault becomes a failed outcome. */
export async function deliverEvent(
  target: DeliveryTarget,
  options: { timeoutMs: number; allowPrivateNetworks: boolean },
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  if (!/^https?:/i.test(target.url)) {
    return { ok: false, statusCode: null, durationMs: 0, error: 'url_forbidden: webhook URLs must use http or https.', responseExcerpt: null, gone: false };
  }
  try {
    const response = await safeFetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        ...signatureHeaders(target.secret, target.eventId, target.body),
      },
      body: target.body,
      maxBytes: EXCERPT_BYTES,
      truncateBody: true,
      timeoutMs: options.timeoutMs,
      allowPrivateNetworks: options.allowPrivateNetworks,
      followRedirects: false,
    });
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      statusCode: response.status,
      durationMs: elapsed(),
      error: ok ? null : statusError(response.status, response.headers.location),
      responseExcerpt: excerpt(response.body),
      gone: response.status === 410,
    };
  } catch (error) {
    const message = error instanceof FetchError ? `${error.code}: ${error.message}` : `fetch_failed: ${String(error)}`;
    return { ok: false, statusCode: null, durationMs: elapsed(), error: message.slice(0, 500), responseExcerpt: null, gone: false };
  }
}

function statusError(status: number, location: string | undefined): string {
  if (status >= 300 && status < 400) return `HTTP ${status}: redirects are not followed${location ? ` (Location: ${location.slice(0, 200)})` : ''}`;
  return `HTTP ${status}`;
}

/** At most 1 KB of the response as text, without the NUL characters PostgreSQL text cannot hold. */
export function excerpt(body: Uint8Array): string | null {
  if (body.length === 0) return null;
  let text = new TextDecoder().decode(body.subarray(0, EXCERPT_BYTES)).replaceAll('\u0000', '');
  // Undecodable bytes widen to three-byte replacement characters; trim back under the cap.
  while (Buffer.byteLength(text) > EXCERPT_BYTES) text = text.slice(0, -1);
  return text;
}
