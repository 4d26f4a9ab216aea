import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Config } from '../config.ts';
import { ApiError } from './errors.ts';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Per-key token bucket, in memory (each process counts its own requests). Adds the RateLimit-* headers
 * to every response and refuses a request with 429 when the bucket is empty.
 */
export function createRateLimiter(limit: Config['rateLimit'], now: () => number = Date.now) {
  const perMs = limit.requests / limit.perMs;
  const buckets = new Map<string, Bucket>();

  function take(key: string): { allowed: boolean; remaining: number; resetSeconds: number; retryAfterSeconds: number } {
    const t = now();
    const bucket = buckets.get(key) ?? { tokens: limit.burst, updatedAt: t };
    bucket.tokens = Math.min(limit.burst, bucket.tokens + (t - bucket.updatedAt) * perMs);
    bucket.updatedAt = t;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    buckets.set(key, bucket);
    return {
      allowed,
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil((limit.burst - bucket.tokens) / perMs / 1000),
      retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)),
    };
  }

  return function rateLimit(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const outcome = take(request.apiKeyId);
    reply.header('RateLimit-Limit', String(limit.burst));
    reply.header('RateLimit-Remaining', String(outcome.remaining));
    reply.header('RateLimit-Reset', String(outcome.resetSeconds));
    if (outcome.allowed) return done();
    done(
      new ApiError(429, 'rate_limited', `Too many requests; retry in ${outcome.retryAfterSeconds} s.`, null, {
        'Retry-After': String(outcome.retryAfterSeconds),
      }),
    );
  };
}
