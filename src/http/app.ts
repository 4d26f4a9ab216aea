/** Assembles the HTTP API: one fastify instance, its error handling, the public and the authenticated routes. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { provisionApiKeys } from '../db/keys.ts';
import { newId } from '../ids.ts';
import { createAuthenticator } from './auth.ts';
import { createFailureThrottle } from './auth-throttle.ts';
import { registerErrorHandling } from './error-handler.ts';
import { clientErrorHandler, frameworkErrors } from './framework-errors.ts';
import { registerIdempotency } from './idempotency.ts';
import { createRateLimiter } from './rate-limit.ts';
import { consoleRoutes } from './routes/console.ts';
import { documentRoutes } from './routes/documents.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { opsRoutes } from './routes/ops.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { registerStorableTextCheck } from './storable-text.ts';
import { validatorCompiler } from './validator.ts';

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

export interface AppOptions {
  db: Db;
  config: Config;
  /** A pino logger (or false for none); defaults to fastify's at config.logLevel. */
  logger?: FastifyBaseLogger | false;
}

const VERSION = '0.1.0';
const CLIENT_REQUEST_ID = /^[\w.:-]{1,128}$/;
/** Bodies of routes that do not say otherwise (the document route allows inline files). */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

export async function buildApp({ db, config, logger }: AppOptions): Promise<App> {
  await provisionApiKeys(db, config.apiKeys);

  const app = Fastify({
    ...(logger === undefined ? { logger: { level: config.logLevel } } : logger === false ? { logger: false } : { loggerInstance: logger }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && CLIENT_REQUEST_ID.test(sent) ? sent : newId('req');
    },
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are plain objects built by our own code; schemas document them but need not filter them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // JSON is the only request format.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  registerErrorHandling(app);
  registerStorableTextCheck(app);
  const failures = createFailureThrottle(config.authFailureLimit);
  await app.register(metricsRoutes, { db, token: config.metricsToken, failures });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'docproc API',
        version: VERSION,
        description: 'Extract supplier, dates, totals, taxes and line items from invoices and receipts. See README.md.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API key: dp_ followed by 32 characters.' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(opsRoutes, { db });
  await app.register(consoleRoutes);
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const authenticate = createAuthenticator(db, failures);
  const rateLimit = createRateLimiter(config.rateLimit);
  await app.register(
    async (v1) => {
      v1.decorateRequest('projectId', '');
      v1.decorateRequest('apiKeyId', '');
      v1.addHook('onRequest', authenticate);
      v1.addHook('onRequest', rateLimit);
      registerIdempotency(v1, db);
      await v1.register(documentRoutes, { db, config });
      await v1.register(webhookRoutes, { db, config });
    },
    { prefix: '/v1' },
  );

  return app as unknown as App;
}
