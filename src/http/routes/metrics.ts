import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/index.ts';
import { observeHttpRequest, refreshDocumentGauges, renderMetrics } from '../../metrics.ts';
import { tooManyFailures, type FailureThrottle } from '../auth-throttle.ts';
import { ApiError } from '../errors.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in the Prometheus text format, for the operator only: it asks for
 * `Authorization: Bearer <DOCPROC_METRICS_TOKEN>` and is not served without one configured (a worker's
 * `--metrics-port` listener is the other way). Its figures are the fleet's, never a tenant's. Also the
 * request-latency hook. Registered without encapsulation (skip-override) so the hook sees every route.
 */
export const metricsRoutes: FastifyPluginAsync<{ db: Db; token: string | null; failures: FailureThrottle }> = async (app, { db, token, failures }) => {
  app.addHook('onResponse', async (request, reply) => {
    observeHttpRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  const expected = token === null ? null : digest(token);
  app.get(
    '/metrics',
    { schema: { summary: 'Prometheus metrics of this process (Authorization: Bearer DOCPROC_METRICS_TOKEN)', tags: ['operations'], security: [] } },
    async (request, reply) => {
      if (expected === null) {
        throw new ApiError(404, 'route_not_found', 'Metrics are not served here: set DOCPROC_METRICS_TOKEN, or use a --metrics-port listener.');
      }
      const wait = failures.retryAfter(request.ip);
      if (wait > 0) throw tooManyFailures(wait);
      const sent = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!sent || !timingSafeEqual(digest(sent), expected)) {
        failures.recordFailure(request.ip);
        throw new ApiError(401, 'invalid_metrics_token', 'Send the metrics token (DOCPROC_METRICS_TOKEN) as "Authorization: Bearer …".', null, {
          'WWW-Authenticate': 'Bearer',
        });
      }
      // Without the database the process metrics are still worth having; the document gauges keep their last values.
      await refreshDocumentGauges(db).catch((error: unknown) => reply.log.warn({ err: error }, 'metrics: reading document counts failed'));
      const { contentType, body } = await renderMetrics();
      return reply.type(contentType).send(body);
    },
  );
};
(metricsRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
