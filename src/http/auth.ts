import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Db } from '../db/index.ts';
import { API_KEY_PATTERN, findActiveKeyByHash, hashApiKey } from '../db/keys.ts';
import { tooManyFailures, type FailureThrottle } from './auth-throttle.ts';
import { ApiError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The project (tenant) of the request's API key; set for every authenticated /v1 request. */
    projectId: string;
    apiKeyId: string;
  }
}

/**
 * A key lookup younger than FRESH_MS is used as is; up to STALE_MS it is still used while a new lookup
 * runs in the background, so requests never queue behind the refresh. A revoked key therefore stops
 * working within STALE_MS at most (FRESH_MS under steady use).
 */
const FRESH_MS = 2000;
const STALE_MS = 5000;

type Lookup = { keyId: string; projectId: string } | null;

interface CacheEntry {
  answer: Lookup;
  fetchedAt: number;
  refreshing: Promise<Lookup> | null;
}

const challenge = { 'WWW-Authenticate': 'Bearer' };
const missingKey = () => new ApiError(401, 'missing_api_key', 'Send your API key in the Authorization header as "Bearer dp_…".', null, challenge);
const invalidKey = () => new ApiError(401, 'invalid_api_key', 'The API key is not valid; check it or create a new one.', null, challenge);

/**
 * The onRequest hook of the /v1 scope: resolves `Authorization: Bearer dp_…` to a project. Lookups are
 * cached briefly and concurrent requests with one key share a single lookup; a cached answer is applied
 * synchronously, which keeps the hot path of every request free of promises.
 */
export function createAuthenticator(db: Db, failures: FailureThrottle) {
  const cache = new Map<string, CacheEntry>();
  // First lookups of a key not cached yet, shared by the requests that arrive meanwhile.
  const pending = new Map<string, Promise<Lookup>>();

  async function lookup(keyHash: string): Promise<Lookup> {
    const row = await findActiveKeyByHash(db, keyHash);
    if (!row || !timingSafeEqual(Buffer.from(row.key_hash, 'hex'), Buffer.from(keyHash, 'hex'))) return null;
    if (seenValid.size >= 100_000) seenValid.clear();
    seenValid.add(keyHash);
    return { keyId: row.id, projectId: row.project_id };
  }

  function refresh(keyHash: string): Promise<Lookup> {
    return lookup(keyHash).then((answer) => {
      if (cache.size > 10_000) cache.clear();
      cache.set(keyHash, { answer, fetchedAt: Date.now(), refreshing: null });
      return answer;
    });
  }

  function cachedLookup(keyHash: string): Lookup | Promise<Lookup> {
    const entry = cache.get(keyHash);
    const age = entry ? Date.now() - entry.fetchedAt : Infinity;
    if (entry && age < FRESH_MS) return entry.answer;
    if (entry && age < STALE_MS) {
      entry.refreshing ??= refresh(keyHash).catch(() => {
        entry.refreshing = null;
        return entry.answer;
      });
      return entry.answer;
    }
    let first = pending.get(keyHash);
    if (!first) {
      first = refresh(keyHash).finally(() => pending.delete(keyHash));
      pending.set(keyHash, first);
    }
    return first;
  }

  /**
   * Keys this process has seen valid: from an address throttled for failed authentications (a NAT shared
   * with someone guessing), they are still looked up, so that clients with a real key keep working.
   */
  const seenValid = new Set<string>();

  return function authenticate(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const header = request.headers.authorization;
    const key = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
    const keyHash = key && API_KEY_PATTERN.test(key) ? hashApiKey(key) : null;
    const wait = failures.retryAfter(request.ip);
    if (wait > 0 && !(keyHash && seenValid.has(keyHash))) return done(tooManyFailures(wait));
    const fail = (error: ApiError) => {
      failures.recordFailure(request.ip);
      done(error);
    };
    if (!header) return fail(missingKey());
    if (!keyHash) return fail(invalidKey());
    const apply = (found: Lookup) => {
      if (!found) return fail(invalidKey());
      request.projectId = found.projectId;
      request.apiKeyId = found.keyId;
      done();
    };
    const answer = cachedLookup(keyHash);
    if (answer instanceof Promise) answer.then(apply, done);
    else apply(answer);
  };
}
