import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { migrationsApplied, type Db } from '../../db/index.ts';
import { Health, Readiness } from '../schemas.ts';

/** /healthz and /readyz, for load balancers and orchestrators; no key needed. */
export const opsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get('/healthz', { schema: { summary: 'The process is up', tags: ['operations'], security: [], response: { 200: Health } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { summary: 'The database answers and is migrated', tags: ['operations'], security: [], response: { 200: Readiness, 503: Readiness } } },
    async (_request, reply) => {
      const applied = await migrationsApplied(db).then(
        (ok) => ({ database: true, migrationsApplied: ok }),
        () => ({ database: false, migrationsApplied: false }),
      );
      const ready = applied.database && applied.migrationsApplied;
      return reply.code(ready ? 200 : 503).send({ status: ready ? ('ok' as const) : ('unavailable' as const), ...applied });
    },
  );
};
