import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { recordTestEvent } from '../../db/events.ts';
import { cancelEndpointDeliveries, listEndpointDeliveries, type DeliveryLogEntry } from '../../db/deliveries.ts';
import {
  createEndpointWithinCap,
  deleteEndpoint,
  findEndpoint,
  listEndpoints,
  rotateEndpointSecret,
  updateEndpoint,
  type WebhookEndpoint,
} from '../../db/webhooks.ts';
import { newId } from '../../ids.ts';
import { documentUrlProblem } from '../../net/url-policy.ts';
import { buildEvent, DOCUMENT_EVENT_TYPES, subscriptionProblem } from '../../webhooks/events.ts';
import { newSigningSecret } from '../../webhooks/sign.ts';
import { ApiError, invalidParam, notFound } from '../errors.ts';
import { cursorNotInList, MAX_LIMIT, PAGE_ANSWER_DESCRIPTIONS, pageFields, pageQueryProperties, pageRequest } from '../pagination.ts';
import { commonErrors, ErrorBody } from '../schemas.ts';

const DEFAULT_LIMIT = 10;

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601, UTC' });
const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);

const Url = Type.String({ minLength: 1, maxLength: 2048, description: 'Where events are POSTed: an http(s) URL.' });
const Events = Type.Array(Type.String(), {
  description: `Event types to receive: ${DOCUMENT_EVENT_TYPES.join(', ')}; or ["*"] for all.`,
  examples: [['document.processed', 'document.failed']],
});
const Description = Type.Union([Type.String({ maxLength: 500 }), Type.Null()], { description: 'Your own note.' });
const EndpointStatus = Type.Enum(['enabled', 'disabled'], {
  description: 'A disabled endpoint receives nothing; docproc disables endpoints that answer 410 or fail for 5 days.',
});

const WebhookEndpointObject = Type.Object({
  id: Type.String({ examples: ['wh_01JD3Y0Z8K6B7C2QW4E5R6T7Y8'] }),
  object: Type.Literal('webhook_endpoint'),
  url: Type.String(),
  events: Type.Array(Type.String()),
  status: EndpointStatus,
  description: Description,
  created_at: Timestamp,
});
const WebhookEndpointWithSecret = Type.Object({
  ...WebhookEndpointObject.properties,
  secret: Type.String({ description: 'whsec_ + base64 of 32 bytes: verify signatures with it. Shown only once.' }),
});

const CreateWebhookBody = Type.Object({ url: Url, events: Events, description: Type.Optional(Description) }, { additionalProperties: false });
const UpdateWebhookBody = Type.Object(
  { url: Type.Optional(Url), events: Type.Optional(Events), status: Type.Optional(EndpointStatus), description: Type.Optional(Description) },
  { additionalProperties: false },
);
const WebhookParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
const EndpointPageQuery = Type.Object(pageQueryProperties(MAX_LIMIT, 'webhook endpoint'), { additionalProperties: false });
const DeliveryPageQuery = Type.Object(pageQueryProperties(DEFAULT_LIMIT, 'delivery', 'deliveries'), { additionalProperties: false });

const pageAnswer = {
  limit: Type.Integer(),
  offset: Type.Optional(Type.Integer({ description: PAGE_ANSWER_DESCRIPTIONS.offset })),
  total: Type.Optional(Type.Integer({ description: PAGE_ANSWER_DESCRIPTIONS.total })),
  has_more: Type.Boolean({ description: PAGE_ANSWER_DESCRIPTIONS.has_more }),
};

const WebhookList = Type.Object({
  object: Type.Literal('list'),
  data: Type.Array(WebhookEndpointObject),
  ...pageAnswer,
});

const DeliveryAttempt = Type.Object({
  attempted_at: Timestamp,
  status_code: Type.Union([Type.Integer(), Type.Null()], { description: "The receiver's HTTP status; null when none came." }),
  duration_ms: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  response_excerpt: Type.Union([Type.String(), Type.Null()], { description: 'The first kilobyte of the answer.' }),
  next_attempt_at: NullableTimestamp,
});
const DeliveryObject = Type.Object({
  id: Type.String(),
  object: Type.Literal('webhook_delivery'),
  event_id: Type.String({ description: 'Also the webhook-id header of every attempt.' }),
  event_type: Type.String(),
  status: Type.Enum(['pending', 'succeeded', 'failed', 'canceled']),
  attempt_count: Type.Integer(),
  next_attempt_at: NullableTimestamp,
  created_at: Timestamp,
  attempts: Type.Array(DeliveryAttempt),
});
const DeliveryList = Type.Object({
  object: Type.Literal('list'),
  data: Type.Array(DeliveryObject),
  ...pageAnswer,
});

const TestEvent = Type.Object({
  id: Type.String(),
  object: Type.Literal('event'),
  type: Type.Literal('webhook.test'),
  created_at: Timestamp,
  data: Type.Object({ webhook_endpoint: WebhookEndpointObject }),
});

const notFoundErrors = { 404: ErrorBody, ...commonErrors };

function toWebhookObject(endpoint: WebhookEndpoint) {
  return {
    id: endpoint.id,
    object: 'webhook_endpoint' as const,
    url: endpoint.url,
    events: endpoint.events,
    status: endpoint.status,
    description: endpoint.description,
    created_at: endpoint.createdAt.toISOString(),
  };
}

function toDeliveryObject(delivery: DeliveryLogEntry) {
  return {
    id: delivery.id,
    object: 'webhook_delivery' as const,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    status: delivery.status,
    attempt_count: delivery.attemptCount,
    next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
    created_at: delivery.createdAt.toISOString(),
    attempts: delivery.attempts.map((a) => ({
      attempted_at: a.attemptedAt.toISOString(),
      status_code: a.statusCode,
      duration_ms: a.durationMs,
      error: a.error,
      response_excerpt: a.responseExcerpt,
      next_attempt_at: a.nextAttemptAt?.toISOString() ?? null,
    })),
  };
}

const webhookNotFound = () => notFound('webhook_not_found', 'webhook endpoint');

/** /v1/webhooks…: endpoints, their delivery log, test events and secret rotation. Registered inside the authenticated scope. */
export const webhookRoutes: FastifyPluginAsyncTypebox<{ db: Db; config: Config }> = async (app, { db, config }) => {
  function checkUrl(url: string): void {
    const problem = documentUrlProblem(url, { allowPrivateNetworks: config.allowPrivateNetworks, allowData: false });
    if (problem) throw invalidParam('url', problem);
  }
  function checkEvents(events: string[]): void {
    const problem = subscriptionProblem(events);
    if (problem) throw invalidParam('events', problem);
  }
  async function endpointOf(projectId: string, id: string): Promise<WebhookEndpoint> {
    const endpoint = await findEndpoint(db, projectId, id);
    if (!endpoint) throw webhookNotFound();
    return endpoint;
  }

  app.post(
    '/webhooks',
    {
      schema: {
        summary: 'Create a webhook endpoint (the response carries its signing secret, shown only here)',
        description:
          'A project has at most DOCPROC_MAX_WEBHOOK_ENDPOINTS endpoints (default 16); one more is a 400 too_many_webhooks. ' +
          'With an Idempotency-Key, the secret is not kept with the recorded answer: the record names the endpoint, and a ' +
          "replay shows the endpoint's current secret (none once the endpoint is deleted).",
        tags: ['webhooks'],
        body: CreateWebhookBody,
        response: { 201: WebhookEndpointWithSecret, 409: ErrorBody, ...commonErrors },
      },
    },
    async (request, reply) => {
      const { url, events, description = null } = request.body;
      checkUrl(url);
      checkEvents(events);
      const endpoint = await createEndpointWithinCap(
        db,
        { id: newId('wh'), projectId: request.projectId, url, events, description, secret: newSigningSecret() },
        config.maxWebhookEndpoints,
      );
      if (!endpoint) {
        throw new ApiError(
          400,
          'too_many_webhooks',
          `A project may have at most ${config.maxWebhookEndpoints} webhook endpoints; delete one before creating another.`,
        );
      }
      return reply
        .code(201)
        .header('Location', `/v1/webhooks/${endpoint.id}`)
        .send({ ...toWebhookObject(endpoint), secret: endpoint.secret });
    },
  );

  app.get(
    '/webhooks',
    {
      schema: {
        summary: 'List webhook endpoints, newest first',
        description: 'Page by cursor (starting_after / ending_before, an endpoint id; no total) or by offset (with the total).',
        tags: ['webhooks'],
        querystring: EndpointPageQuery,
        response: { 200: WebhookList, ...commonErrors },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, MAX_LIMIT);
      const listed = await listEndpoints(db, request.projectId, page);
      if (!listed) throw cursorNotInList(page, 'webhook endpoint', 'this project');
      return { object: 'list' as const, data: listed.rows.map(toWebhookObject), ...pageFields(page, listed) };
    },
  );

  app.get(
    '/webhooks/:id',
    { schema: { summary: 'Get a webhook endpoint', tags: ['webhooks'], params: WebhookParams, response: { 200: WebhookEndpointObject, ...notFoundErrors } } },
    async (request) => toWebhookObject(await endpointOf(request.projectId, request.params.id)),
  );

  app.patch(
    '/webhooks/:id',
    {
      schema: {
        summary: 'Change a webhook endpoint: url, events, status, description',
        tags: ['webhooks'],
        params: WebhookParams,
        body: UpdateWebhookBody,
        response: { 200: WebhookEndpointObject, ...notFoundErrors },
      },
    },
    async (request) => {
      const changes = request.body;
      if (changes.url !== undefined) checkUrl(changes.url);
      if (changes.events !== undefined) checkEvents(changes.events);
      const endpoint = await db.transaction(async (tx) => {
        const updated = await updateEndpoint(tx, request.projectId, request.params.id, changes);
        if (updated && changes.status === 'disabled') await cancelEndpointDeliveries(tx, updated.id);
        return updated;
      });
      if (!endpoint) throw webhookNotFound();
      return toWebhookObject(endpoint);
    },
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        summary: 'Delete a webhook endpoint; it receives nothing more, scheduled retries included',
        tags: ['webhooks'],
        params: WebhookParams,
        response: { 204: Type.Null({ description: 'Deleted; no body.' }), ...notFoundErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = await db.transaction(async (tx) => {
        if (!(await deleteEndpoint(tx, request.projectId, id))) return false;
        await cancelEndpointDeliveries(tx, id);
        return true;
      });
      if (!deleted) throw webhookNotFound();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        summary: "An endpoint's deliveries, newest first, each with its attempts",
        description:
          'Page by cursor (starting_after / ending_before, a delivery id of this endpoint; no total) or by offset (with the total). ' +
          'Deliveries go with their event once it is older than DOCPROC_EVENT_RETENTION (default 30 days; never while pending).',
        tags: ['webhooks'],
        params: WebhookParams,
        querystring: DeliveryPageQuery,
        response: { 200: DeliveryList, ...notFoundErrors },
      },
    },
    async (request) => {
      const endpoint = await endpointOf(request.projectId, request.params.id);
      const page = pageRequest(request.query, DEFAULT_LIMIT);
      const listed = await listEndpointDeliveries(db, endpoint.id, page);
      if (!listed) throw cursorNotInList(page, 'delivery', 'this webhook endpoint');
      return { object: 'list' as const, data: listed.rows.map(toDeliveryObject), ...pageFields(page, listed) };
    },
  );

  app.post(
    '/webhooks/:id/test',
    {
      schema: {
        summary: 'Send a webhook.test event to this endpoint only',
        tags: ['webhooks'],
        params: WebhookParams,
        response: { 202: TestEvent, 409: ErrorBody, ...notFoundErrors },
      },
    },
    async (request, reply) => {
      const endpoint = await endpointOf(request.projectId, request.params.id);
      if (endpoint.status !== 'enabled') {
        throw new ApiError(409, 'webhook_disabled', 'The webhook endpoint is disabled; enable it (PATCH status) before sending a test event.');
      }
      const event = buildEvent(newId('evt'), 'webhook.test', { webhook_endpoint: toWebhookObject(endpoint) });
      await db.transaction((tx) => recordTestEvent(tx, { id: event.id, projectId: request.projectId, endpointId: endpoint.id, payload: event }));
      return reply.code(202).send(event);
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      schema: {
        summary: 'Issue a new signing secret (shown only here); later deliveries are signed with it',
        description: "An Idempotency-Key replay shows the endpoint's current secret, read again; the recorded answer never holds it.",
        tags: ['webhooks'],
        params: WebhookParams,
        response: { 200: WebhookEndpointWithSecret, ...notFoundErrors },
      },
    },
    async (request) => {
      const endpoint = await rotateEndpointSecret(db, request.projectId, request.params.id, newSigningSecret());
      if (!endpoint) throw webhookNotFound();
      return { ...toWebhookObject(endpoint), secret: endpoint.secret };
    },
  );
};
