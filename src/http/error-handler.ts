/**
 * The one place where anything thrown while answering a request becomes the error body of
 * design/API.md. Internals (stacks, SQL, driver messages) never reach the client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError, errorBody } from './errors.ts';

interface SchemaError {
  keyword: string;
  instancePath: string;
  schemaPath?: string;
  params: Record<string, unknown>;
  message?: string;
}

type Part = 'body' | 'querystring' | 'params' | 'headers' | string;

const paramOf = (segments: string[]) => segments.join('.') || 'body';

/** Turns the first meaningful schema violation into a 400 naming the parameter. */
export function validationError(errors: SchemaError[], part: Part): ApiError {
  const pick = (keyword: string) => errors.find((e) => e.keyword === keyword);
  const path = (e: SchemaError, leaf?: string) =>
    [...e.instancePath.split('/').filter(Boolean), ...(leaf ? [leaf] : [])].join('.') || null;

  const required = pick('required');
  if (required) {
    const missing = (required.params.requiredProperties as string[] | undefined)?.[0] ?? (required.params.missingProperty as string);
    const param = path(required, missing);
    return new ApiError(400, 'parameter_missing', `${param} is required.`, param);
  }
  const badKey = errors.find((e) => e.schemaPath?.endsWith('propertyNames') && e.keyword !== 'propertyNames');
  if (badKey) {
    const param = paramOf(badKey.instancePath.slice(0, badKey.instancePath.lastIndexOf('/')).split('/').filter(Boolean));
    const limit = badKey.params.limit;
    const rule = badKey.keyword === 'minLength' ? 'must not be empty' : `must be at most ${limit} characters`;
    return new ApiError(400, 'parameter_invalid', `Keys of ${param} ${rule}.`, param);
  }
  const unknown = pick('additionalProperties');
  if (unknown) {
    const extra = (unknown.params.additionalProperties as string[] | undefined)?.[0] ?? (unknown.params.additionalProperty as string);
    const param = path(unknown, extra);
    const where = part === 'querystring' ? 'query parameter' : 'parameter';
    return new ApiError(400, 'parameter_unknown', `${param} is not a known ${where}.`, param);
  }
  // TypeBox reports a union's branches before the union itself; the branches are noise here.
  const error = errors.find((e) => e.keyword !== 'boolean' && e.keyword !== 'const' && e.keyword !== 'anyOf') ?? errors[0];
  const param = path(error);
  if (param === null) {
    return new ApiError(400, part === 'body' ? 'invalid_json' : 'parameter_invalid', 'The request body must be a JSON object.');
  }
  return new ApiError(400, 'parameter_invalid', `${param} ${describe(error)}.`, param);
}

function describe(error: SchemaError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'type':
      return p.type === 'integer' ? 'must be an integer' : `must be a${/^[aeiou]/.test(String(p.type)) ? 'n' : ''} ${p.type}`;
    case 'minimum':
      return `must be at least ${p.limit}`;
    case 'maximum':
      return `must be at most ${p.limit}`;
    case 'minLength':
      return Number(p.limit) === 1 ? 'must not be empty' : `must be at least ${p.limit} characters`;
    case 'maxLength':
      return `must be at most ${p.limit} characters`;
    case 'maxProperties':
      return `may have at most ${p.limit} keys`;
    case 'format':
      return p.format === 'date-time' ? 'must be an ISO 8601 date-time such as 2026-01-31T00:00:00Z' : `must be a valid ${p.format}`;
    default:
      return error.message ?? 'is not valid';
  }
}

const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

/** Cheap recognition of "the database is not answering", worth a 503 rather than a 500. */
function isDatabaseUnavailable(error: FastifyError): boolean {
  if (error.code && DATABASE_DOWN_CODES.has(error.code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Cannot use a pool after calling end/i.test(error.message);
}

/**
 * What a log line keeps of an error: a database error can carry the whole statement and its parameters
 * (PGlite attaches them), which may be a client's entire request.
 */
function loggable(error: FastifyError) {
  return { type: error.name, code: error.code, message: String(error.message).slice(0, 500), stack: error.stack?.slice(0, 4000) };
}

export function toApiError(error: FastifyError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) return validationError(error.validation as SchemaError[], error.validationContext ?? 'body');
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payload_too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'unsupported_media_type', 'Send the request body as JSON with Content-Type: application/json.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'invalid_json', 'The request body is empty; send a JSON object.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  if (error instanceof SyntaxError || error.name === 'SyntaxError') {
    return new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: loggable(error) }, 'database unavailable');
    return new ApiError(503, 'service_unavailable', 'The service is temporarily unavailable; retry in a moment.', null, { 'Retry-After': '5' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new ApiError(status, 'invalid_request', 'The request could not be understood.');
  }
  request.log.error({ err: loggable(error) }, 'unhandled error');
  return new ApiError(500, 'internal_error', 'Something went wrong on our side; retry, and contact support with the request id if it persists.');
}

function sendError(reply: FastifyReply, error: ApiError, requestId: string) {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(errorBody(error, requestId));
}

/** Route patterns (`/v1/documents/:id`) as regular expressions, to tell a wrong method from an unknown path. */
function patternOf(url: string): RegExp {
  const source = url
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[A-Za-z0-9_]+/g, '[^/]+')
    .replace(/\*/g, '.*');
  return new RegExp(`^${source}/?$`);
}

/** Installs the error handler and the not-found handler (404 route_not_found, 405 with Allow). */
export function registerErrorHandling(app: FastifyInstance): void {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    routes.push({ pattern: patternOf(route.url), methods: ([] as string[]).concat(route.method) });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => sendError(reply, toApiError(error, request), request.id));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const allowed = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods));
    if (allowed.size > 0) {
      const allow = [...allowed].sort().join(', ');
      reply.header('Allow', allow);
      return sendError(reply, new ApiError(405, 'method_not_allowed', `${request.method} is not allowed here; use ${allow}.`), request.id);
    }
    return sendError(reply, new ApiError(404, 'route_not_found', `No route ${request.method} ${path}; see /docs for the API.`), request.id);
  });
}
