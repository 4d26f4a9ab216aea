import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';

/** Delivers pending webhook deliveries (placeholder until the webhooks work lands). */
export function startDispatcher(_deps: { db: Db; config: Config; logger: FastifyBaseLogger }): { stop(): Promise<void> } {
  return { stop: async () => {} };
}
