import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/index.ts';
import { completeIdempotencyKey, reserveIdempotencyKey, type Reservation } from '../db/idempotency.ts';
import { ApiError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request reserved and must complete (or release) when it answers. */
    idempotencyKey: string | null;
  }
}

const MAX_KEY_LENGTH = 255;

/** Route config `{ idempotency: IN_HANDLER }`: the handler records its key in its own transaction (submit-document.ts). */
export const IN_HANDLER = 'in-handler';

/** The request's Idempotency-Key, or null when none was sent; 400 when it is not 1 to 255 characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new ApiError(400, 'parameter_invalid', `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters.`, 'Idempotency-Key');
  }
  return key;
}
/**
 * The answer to a request whose Idempotency-Key was taken already: the first answer replayed, or a 409 when
 * the key came with another request or its first request is still running.
 */
export function replayIdempotent(reply: FastifyReply, found: Exclude<Reservation, { kind: 'reserved' }>, requestHash: string): FastifyReply {
  if (found.requestHash !== requestHash) {
    throw new ApiError(409, 'idempotency_conflict', 'This Idempotency-Key was already used with a different request; use a new key.');
  }
  if (found.kind === 'in_flight') {
    throw new ApiError(409, 'idempotency_conflict', 'A request with this Idempotency-Key is still in progress; retry in a moment.');
  }
  reply.header('Idempotent-Replayed', 'true');
  for (const [name, value] of Object.entries(found.headers)) reply.header(name, value);
  const response = found.secret !== null && isObject(found.response) ? { ...found.response, secret: found.secret } : found.response;
  return reply.code(found.statusCode).send(response as never);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A webhook endpoint's signing secret is never kept in an Idempotency-Key record: the answer is stored
 * without it and names the endpoint, and a replay shows the endpoint's current secret (none once deleted).
 */
function withoutSecret(response: unknown): { response: unknown; secretOf: string | null } {
  if (!isObject(response) || response.object !== 'webhook_endpoint' || typeof response.secret !== 'string' || typeof response.id !== 'string') {
    return { response, secretOf: null };
  }
  const { secret: _secret, ...rest } = response;
  return { response: rest, secretOf: response.id };
}

/** Response headers worth replaying along with the body. */
const REPLAYED_HEADERS = ['location'];

/**
 * Idempotency-Key on every POST of the scope it is registered in: the first response to a key is kept
 * 24 h and replayed for the same request; the same key with a different request is a 409.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyKey', null);

  const reserve = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = idempotencyKeyOf(request);
    if (key === null) return;
    const path = request.url.split('?')[0];
    const requestHash = createHash('sha256')
      .update(`${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const found = await reserveIdempotencyKey(db, { projectId: request.projectId, key, method: request.method, path, requestHash });
    if (found.kind === 'reserved') {
      request.idempotencyKey = key;
      return;
    }
    return replayIdempotent(reply, found, requestHash);
  };

  const complete = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = request.idempotencyKey;
    if (key === null) return payload;
    request.idempotencyKey = null;
    // After a 5xx the work may or may not have been done: the key is not released (a retry could do it
    // twice) but stays in flight, answering 409 until it expires a minute later.
    if (reply.statusCode >= 500) return payload;
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    await completeIdempotencyKey(db, {
      projectId: request.projectId,
      key,
      statusCode: reply.statusCode,
      ...withoutSecret(typeof payload === 'string' && payload.length > 0 ? JSON.parse(payload) : null),
      headers,
    });
    return payload;
  };

  // Only POST routes pay for this: the hooks are attached to them as they are declared.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.method !== 'POST' || (route.config as { idempotency?: string } | undefined)?.idempotency === IN_HANDLER) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), reserve];
    route.onSend = [...[route.onSend ?? []].flat(), complete];
  });
}
