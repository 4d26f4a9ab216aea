/**
 * Failed authentications per client address, as a token bucket (in memory, per process): each failure
 * takes a token; with none left the address is answered 429 until the bucket refills, which makes
 * guessing keys hopeless. Addresses are the socket's (set fastify's trustProxy behind a proxy).
 */
import type { RateLimit } from '../config.ts';
import { ApiError } from './errors.ts';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const MAX_ADDRESSES = 100_000;

export interface FailureThrottle {
  /** Seconds until `address` may try again; 0 when it may now. */
  retryAfter(address: string): number;
  recordFailure(address: string): void;
}

export function createFailureThrottle(limit: RateLimit, now: () => number = Date.now): FailureThrottle {
  const perMs = limit.requests / limit.perMs;
  const buckets = new Map<string, Bucket>();

  function refilled(address: string): Bucket | null {
    const bucket = buckets.get(address);
    if (!bucket) return null;
    const t = now();
    bucket.tokens = Math.min(limit.burst, bucket.tokens + (t - bucket.updatedAt) * perMs);
    bucket.updatedAt = t;
    if (bucket.tokens >= limit.burst) buckets.delete(address);
    return bucket;
  }

  return {
    retryAfter(address) {
      const bucket = refilled(address);
      if (!bucket || bucket.tokens >= 1) return 0;
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    },
    recordFailure(address) {
      const bucket = refilled(address) ?? { tokens: limit.burst, updatedAt: now() };
      bucket.tokens = Math.max(0, bucket.tokens - 1);
      if (!buckets.has(address) && buckets.size >= MAX_ADDRESSES) buckets.delete(buckets.keys().next().value as string);
      buckets.set(address, bucket);
    },
  };
}

export function tooManyFailures(retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'rate_limited', `Too many failed authentications from this address; retry in ${retryAfterSeconds} s.`, null, {
    'Retry-After': String(retryAfterSeconds),
  });
}
