import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
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

/** The onRequest hook of the /v1 scope: resolves `Authorization: Bearer dp_…` to a project. */
export function createAuthenticator(db: Db) {
  const cache = new Map<string, { lookup: Lookup; expiresAt: number }>();

  async function lookup(keyHash: string): Promise<Lookup> {
    const now = Date.now();
    const cached = cache.get(keyHash);
    if (cached && cached.expiresAt > now) return cached.lookup;
    const row = await findActiveKeyByHash(db, keyHash);
    const found =
      row && timingSafeEqual(Buffer.from(row.key_hash, 'hex'), Buffer.from(keyHash, 'hex')) ? { keyId: row.id, projectId: row.project_id } : null;
    if (cache.size > 10_000) cache.clear();
    cache.set(keyHash, { lookup: found, expiresAt: now + CACHE_MS });
    return found;
  }

  return async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    if (!header) throw new ApiError(401, 'missing_api_key', 'Send your API key in the Authorization header as "Bearer dp_…".', null, challenge);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const key = match?.[1];
    const found = key && API_KEY_PATTERN.test(key) ? await lookup(hashApiKey(key)) : null;
    if (!found) throw new ApiError(401, 'invalid_api_key', 'The API key is not valid; check it or create a new one.', null, challenge);
    request.projectId = found.projectId;
    request.apiKeyId = found.keyId;
  };
}
