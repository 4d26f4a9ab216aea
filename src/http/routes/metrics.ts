import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/index.ts';
import { observeHttpRequest, refreshDocumentGauges, renderMetrics } from '../../metrics.ts';

/**
 * GET /metrics in the Prometheus text format, no key needed, and the request-latency hook. Registered
 * without encapsulation (skip-override) so the hook sees every route of the app.
 */
export const metricsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addHook('onResponse', async (request, reply) => {
    observeHttpRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { summary: 'Prometheus metrics of this process', tags: ['operations'], security: [] } }, async (_request, reply) => {
    // Without the database the process metrics are still worth having; the document gauges keep their last values.
    await refreshDocumentGauges(db).catch((error: unknown) => reply.log.warn({ err: error }, 'metrics: reading document counts failed'));
    const { contentType, body } = await renderMetrics();
    return reply.type(contentType).send(body);
  });
};
(metricsRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
