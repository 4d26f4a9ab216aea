import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Db } from '../db/index.ts';
import { API_KEY_PATTERN, findActiveKeyByHash, hashApiKey } from '../db/keys.ts';
import { ApiError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The project (tenant) of the request's API key; set for every authenticated /v1 request. */
    projectId: string;
    apiKeyId: string;
  }
}

/** How long a key lookup is trusted; a revoked key stops working within this time. */
const CACHE_MS = 2000;

type Lookup = { keyId: string; projectId: string } | null;

const challenge = { 'WWW-Authenticate': 'Bearer' };
const missingKey = () => new ApiError(401, 'missing_api_key', 'Send your API key in the Authorization header as "Bearer dp_…".', null, challenge);
const invalidKey = () => new ApiError(401, 'invalid_api_key', 'The API key is not valid; check it or create a new one.', null, challenge);

/**
 * The onRequest hook of the /v1 scope: resolves `Authorization: Bearer dp_…` to a project. Lookups are
 * cached briefly, and concurrent requests with one key share a single lookup; a cached answer is applied
 * synchronously, which keeps the hot path of every request free of promises.
 */
export function createAuthenticator(db: Db) {
  const cache = new Map<string, { answer: Lookup | Promise<Lookup>; expiresAt: number }>();

  async function lookup(keyHash: string): Promise<Lookup> {
    const row = await findActiveKeyByHash(db, keyHash);
    return row && timingSafeEqual(Buffer.from(row.key_hash, 'hex'), Buffer.from(keyHash, 'hex')) ? { keyId: row.id, projectId: row.project_id } : null;
  }

  function cachedLookup(keyHash: string): Lookup | Promise<Lookup> {
    const now = Date.now();
    const cached = cache.get(keyHash);
    if (cached && cached.expiresAt > now) return cached.answer;
    if (cache.size > 10_000) cache.clear();
    const pending = lookup(keyHash).then(
      (answer) => {
        cache.set(keyHash, { answer, expiresAt: Date.now() + CACHE_MS });
        return answer;
      },
      (error: unknown) => {
        cache.delete(keyHash);
        throw error;
      },
    );
    cache.set(keyHash, { answer: pending, expiresAt: now + CACHE_MS });
    return pending;
  }

  return function authenticate(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const header = request.headers.authorization;
    if (!header) return done(missingKey());
    const key = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    if (!key || !API_KEY_PATTERN.test(key)) return done(invalidKey());
    const apply = (found: Lookup) => {
      if (!found) return done(invalidKey());
      request.projectId = found.projectId;
      request.apiKeyId = found.keyId;
      done();
    };
    const answer = cachedLookup(hashApiKey(key));
    if (answer instanceof Promise) answer.then(apply, done);
    else apply(answer);
  };
}
