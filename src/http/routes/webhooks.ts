import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';

/** /v1/webhooks… (placeholder until the webhooks work lands). Registered by http/app.ts under the authenticated scope. */
export const webhookRoutes: FastifyPluginAsync<{ db: Db; config: Config }> = async () => {};
