/**
 * Outbound HTTP for document downloads and webhook deliveries, safe against SSRF: every address is checked
 * where the socket is opened (see guarded-agent.ts), each redirect hop is re-checked, and one deadline and
 * one byte cap cover the whole exchange.
 */
import { readFileSync } from 'node:fs';
import { request, type Agent, type Dispatcher } from 'undici';
import { parseDataUrl } from './data-url.ts';
import { createGuardedAgent, ForbiddenAddressError, type ResolveHost } from './guarded-agent.ts';
import { httpUrlProblem } from './url-policy.ts';

export type { ResolveHost } from './guarded-agent.ts';

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
  /** Keep only the first maxBytes of a longer body instead of failing (webhook replies, where an excerpt is enough). */
  truncateBody?: boolean;
  /** Whole exchange, connect to last byte. */
  timeoutMs: number;
  allowPrivateNetworks: boolean;
  /** Follow up to 5 redirects, re-checking each hop (documents); false = return the 3xx as is (webhooks). */
  followRedirects?: boolean;
  /**
   * Resolves host names instead of the system resolver (tests, custom DNS). Every address it returns is
   * checked against the policy, exactly as real DNS answers are. Uses a private connection pool per call.
   */
  lookup?: ResolveHost;
  /**
   * Replaces the rule "only public unicast addresses" when allowPrivateNetworks is false, for tests that
   * need a loopback server to stand in for a public one. Uses a private connection pool per call.
   */
  isAllowedAddress?: (address: string) => boolean;
  /** Ends the exchange early (the caller no longer wants the answer); the fetch then throws. */
  signal?: AbortSignal;
}

export interface SafeResponse {
  status: number;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  /** The URL finally answered (after redirects). */
  url: string;
}

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
export const USER_AGENT = `docproc/${packageJson.version}`;

const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const sharedAgents = new Map<boolean, Agent>();

function sharedAgent(allowPrivateNetworks: boolean): Agent {
  let agent = sharedAgents.get(allowPrivateNetworks);
  if (!agent) {
    agent = createGuardedAgent({ allowPrivateNetworks });
    sharedAgents.set(allowPrivateNetworks, agent);
  }
  return agent;
}

/** Closes the pooled connections (graceful shutdown); later fetches open new ones. */
export async function closeSafeFetchConnections(): Promise<void> {
  const agents = [...sharedAgents.values()];
  sharedAgents.clear();
  await Promise.all(agents.map((agent) => agent.close()));
}

/** Fetches `url` (http, https or data:). Any HTTP status is returned, not thrown; network and policy faults throw FetchError. */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeResponse> {
  if (/^\s*data:/i.test(url)) return fetchDataUrl(url.trim(), options.maxBytes);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const abandon = () => controller.abort();
  if (options.signal?.aborted) abandon();
  options.signal?.addEventListener('abort', abandon, { once: true });
  const ownAgent = options.lookup || options.isAllowedAddress
    ? createGuardedAgent({ allowPrivateNetworks: options.allowPrivateNetworks, resolve: options.lookup, isAllowedAddress: options.isAllowedAddress })
    : null;
  const hop = { url };
  try {
    return await exchange(hop, options, ownAgent ?? sharedAgent(options.allowPrivateNetworks), controller.signal);
  } catch (error) {
    if (error instanceof FetchError) throw error;
    if (timedOut) throw new FetchError('fetch_timeout', `${hostForMessage(hop.url)} did not answer completely within ${seconds(options.timeoutMs)}.`, true);
    throw toFetchError(error, hostForMessage(hop.url));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abandon);
    if (ownAgent) void ownAgent.destroy();
  }
}

async function exchange(hop: { url: string }, options: SafeFetchOptions, dispatcher: Dispatcher, signal: AbortSignal): Promise<SafeResponse> {
  let current = checkedUrl(hop.url, options, null);
  let method: 'GET' | 'POST' = options.method ?? 'GET';
  let body = options.body;
  const headers = requestHeaders(options.headers);
  for (let redirects = 0; ; redirects++) {
    hop.url = current.href;
    const response = await request(current, { method, headers, body, dispatcher, signal });
    const location = response.headers.location;
    if (options.followRedirects === false || !REDIRECT_STATUSES.has(response.statusCode) || typeof location !== 'string') {
      return { status: response.statusCode, headers: flatHeaders(response.headers), body: await readCapped(response, options.maxBytes, options.truncateBody ?? false), url: current.href };
    }
    await response.body.dump();
    if (redirects === MAX_REDIRECTS) throw new FetchError('fetch_failed', `${current.host} redirected more than ${MAX_REDIRECTS} times (too many redirects).`, false);
    const next = checkedUrl(location, options, current);
    if (response.statusCode === 303 || (method === 'POST' && (response.statusCode === 301 || response.statusCode === 302))) {
      method = 'GET';
      body = undefined;
      delete headers['content-type'];
      delete headers['content-length'];
    }
    if (next.origin !== current.origin) {
      delete headers.authorization;
      delete headers.cookie;
    }
    current = next;
  }
}

function checkedUrl(location: string, options: SafeFetchOptions, redirectedFrom: URL | null): URL {
  let url: URL;
  try {
    url = new URL(location, redirectedFrom ?? undefined);
  } catch {
    if (redirectedFrom) throw new FetchError('fetch_failed', `${redirectedFrom.host} redirected to an invalid URL.`, false);
    throw new FetchError('url_forbidden', 'The URL is not a valid absolute URL.', false);
  }
  const problem = httpUrlProblem(url, options.allowPrivateNetworks, options.isAllowedAddress);
  if (!problem) return url;
  if (redirectedFrom) throw new FetchError('url_forbidden', `The redirect from ${redirectedFrom.host} to ${url.href} was refused: ${problem}.`, false);
  throw new FetchError('url_forbidden', `${problem.replace(/^url /, 'The URL ')}.`, false);
}

function requestHeaders(given: Record<string, string> | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(given ?? {})) headers[name.toLowerCase()] = value;
  headers['user-agent'] ??= USER_AGENT;
  return headers;
}

function flatHeaders(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

async function readCapped(response: Dispatcher.ResponseData, maxBytes: number, truncate: boolean): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (!truncate && Number.isFinite(declared) && declared > maxBytes) {
    discard(response.body);
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    const bytes = chunk as Buffer;
    if (total + bytes.length > maxBytes) {
      discard(response.body);
      if (!truncate) throw tooLarge(maxBytes);
      chunks.push(bytes.subarray(0, maxBytes - total));
      return Buffer.concat(chunks, maxBytes);
    }
    total += bytes.length;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, total);
}

/** Closes the connection mid-body; the abort error this emits is expected, not a crash. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => {});
  body.destroy();
}

function fetchDataUrl(url: string, maxBytes: number): SafeResponse {
  const parsed = parseDataUrl(url);
  if (!parsed.ok) throw new FetchError('fetch_failed', `The ${parsed.problem}.`, false);
  if (parsed.body.length > maxBytes) throw tooLarge(maxBytes);
  return { status: 200, headers: { 'content-type': parsed.contentType, 'content-length': String(parsed.body.length) }, body: parsed.body, url };
}

function tooLarge(maxBytes: number): FetchError {
  return new FetchError('document_too_large', `The file is larger than the limit of ${maxBytes} bytes.`, false);
}

/** Network faults as one sentence; transient = a later attempt may well succeed. */
function toFetchError(error: unknown, host: string): FetchError {
  const forbidden = findInCauses(error, (e) => e instanceof ForbiddenAddressError);
  if (forbidden) return new FetchError('url_forbidden', forbidden.message, false);
  const code = String(findInCauses(error, (e) => typeof (e as NodeJS.ErrnoException).code === 'string')?.code ?? '');
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_NONAME':
    case 'EAI_NODATA':
      return new FetchError('fetch_failed', `The host ${host} could not be found (DNS).`, false);
    case 'EAI_AGAIN':
      return new FetchError('fetch_failed', `The host ${host} could not be resolved right now (temporary DNS failure).`, true);
    case 'ECONNREFUSED':
      return new FetchError('fetch_failed', `${host} refused the connection.`, true);
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
      return new FetchError('fetch_failed', `The connection to ${host} was closed unexpectedly.`, true);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'ENETDOWN':
      return new FetchError('fetch_failed', `${host} could not be reached.`, true);
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return new FetchError('fetch_timeout', `${host} did not answer in time.`, true);
  }
  if (/CERT|ERR_TLS|ERR_SSL|SELF_SIGNED/.test(code)) {
    return new FetchError('fetch_failed', `The secure (TLS) connection to ${host} failed: ${code}.`, false);
  }
  if (code.startsWith('HPE_')) return new FetchError('fetch_failed', `${host} sent an invalid HTTP response.`, false);
  return new FetchError('fetch_failed', `The request to ${host} failed${code ? ` (${code})` : ''}.`, true);
}

function findInCauses(error: unknown, test: (e: Error & { code?: unknown }) => boolean): (Error & { code?: unknown }) | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (test(e)) return e;
  }
  return undefined;
}

function hostForMessage(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return 'The server';
  }
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
