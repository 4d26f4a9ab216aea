/**
 * Outbound HTTP for document downloads and webhook deliveries, safe against SSRF.
 * (Interface placeholder; the net work fills it in.)
 */
export type FetchErrorCode = 'url_forbidden' | 'fetch_failed' | 'fetch_timeout' | 'document_too_large';

export class FetchError extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
    /** Worth retrying later (timeouts, connection resets), as opposed to a policy refusal or a size cap. */
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}

export interface SafeFetchOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Bytes of response body accepted; more → FetchError document_too_large. */
  maxBytes: number;
  /** Whole exchange, connect to last byte. */
  timeoutMs: number;
  allowPrivateNetworks: boolean;
  /** Follow up to 5 redirects, re-checking each hop (documents); false = return the 3xx as is (webhooks). */
  followRedirects?: boolean;
}

export interface SafeResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The URL finally answered (after redirects). */
  url: string;
}

/** Fetches `url` (http, https or data:). Any HTTP status is returned, not thrown; network and policy faults throw FetchError. */
export async function safeFetch(_url: string, _options: SafeFetchOptions): Promise<SafeResponse> {
  throw new FetchError('fetch_failed', 'Not implemented yet.', false);
}
