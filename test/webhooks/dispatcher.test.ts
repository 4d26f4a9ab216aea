import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/index.ts';
import { cancelEndpointDeliveries, listEndpointDeliveries } from '../../src/db/deliveries.ts';
import { deleteEndpoint, findEndpoint, rotateEndpointSecret } from '../../src/db/webhooks.ts';
import { startDispatcher, type DispatcherOptions } from '../../src/jobs/dispatcher.ts';
import { deliveryAttempts } from '../../src/webhooks/metrics.ts';
import { newSigningSecret } from '../../src/webhooks/sign.ts';
import { startReceiver, type Receiver, type Reply } from '../helpers/receiver.ts';
import { addEndpoint, createProject, deliveryStatuses, eventually, finishDocument, openTestDb, silentLogger, testConfig } from './fixtures.ts';

let db: Db;
const cleanups: (() => Promise<void>)[] = [];

before(async () => {
  db = await openTestDb();
});
afterEach(async () => {
  // Receivers first (they were started first): hanging attempts then end at once instead of at their timeout.
  for (const cleanup of cleanups.splice(0)) await cleanup();
  // Whatever a test left pending must not be picked up by the next test's dispatcher.
  await db.query(`UPDATE deliveries SET status = 'canceled' WHERE status = 'pending'`);
});
after(() => db.close());

function dispatch(options: Partial<DispatcherOptions> & { config?: Config } = {}) {
  const dispatcher = startDispatcher({ db, config: testConfig(), logger: silentLogger, timeoutMs: 1000, pollMs: 100, ...options });
  cleanups.push(() => dispatcher.stop());
  return dispatcher;
}

async function receiver(reply?: (request: unknown, index: number) => Reply): Promise<Receiver> {
  const r = await startReceiver(reply);
  cleanups.push(() => r.close());
  return r;
}

async function attemptCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = { succeeded: 0, retrying: 0, failed: 0 };
  for (const v of (await deliveryAttempts.get()).values) counts[String(v.labels.outcome)] = v.value;
  return counts;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('an event arrives signed (Standard Webhooks), with the documented headers and the event as body', async () => {
  const project = await createProject(db);
  const hook = await receiver();
  const endpoint = await addEndpoint(db, project, hook.url);
  dispatch();
  const eventId = await finishDocument(db, project, 'document.processed');
  const [request] = await hook.waitFor(1);

  const payload = new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>) as { id: string; type: string };
  assert.equal(payload.id, eventId);
  assert.equal(payload.type, 'document.processed');
  assert.deepEqual(Object.keys(payload), ['id', 'object', 'type', 'created_at', 'data'], 'sent as written, keys in their order');
  assert.equal(request.method, 'POST');
  assert.equal(request.headers['webhook-id'], eventId);
  assert.match(String(request.headers['webhook-timestamp']), /^\d{10}$/);
  assert.match(String(request.headers['webhook-signature']), /^v1,[A-Za-z0-9+/]+=*$/);
  assert.equal(request.headers['content-type'], 'application/json');
  assert.match(String(request.headers['user-agent']), /^docproc\/\d+\.\d+\.\d+/);
  assert.throws(() => new Webhook(newSigningSecret()).verify(request.body, request.headers as Record<string, string>));

  await eventually(async () => (await deliveryStatuses(db, endpoint.id))[0] === 'succeeded');
  const { rows: deliveries } = (await listEndpointDeliveries(db, endpoint.id, { limit: 10, offset: 0 }))!;
  assert.equal(deliveries[0].attempts.length, 1);
  assert.equal(deliveries[0].attempts[0].statusCode, 200);
  assert.equal(deliveries[0].attempts[0].responseExcerpt, 'ok');
  assert.equal(deliveries[0].attempts[0].nextAttemptAt, null);
});

test('a long answer is a success all the same; its first kilobyte is kept', async () => {
  const project = await createProject(db);
  const hook = await receiver(() => ({ body: 'x'.repeat(2 * 1024 * 1024) }));
  const endpoint = await addEndpoint(db, project, hook.url);
  dispatch();
  await finishDocument(db, project);
  await eventually(async () => (await deliveryStatuses(db, endpoint.id))[0] === 'succeeded');
  const { rows: deliveries } = (await listEndpointDeliveries(db, endpoint.id, { limit: 10, offset: 0 }))!;
  assert.equal(deliveries[0].attempts[0].responseExcerpt, 'x'.repeat(1024));
});

test('a receiver answering 500 twice then 200 sees three attempts with the same webhook-id and body', async () => {
  const project = await createProject(db);
  const hook = await receiver((_, i) => (i < 2 ? { status: 500, body: 'try later' } : {}));
  const endpoint = await addEndpoint(db, project, hook.url);
  const before = await attemptCounts();
  dispatch({ config: testConfig({ webhookRetrySchedule: [30, 60, 90] }) });
  const eventId = await finishDocument(db, project);
  const requests = await hook.waitFor(3);

  assert.deepEqual(requests.map((r) => r.headers['webhook-id']), [eventId, eventId, eventId]);
  assert.equal(new Set(requests.map((r) => r.body)).size, 1);
  for (const r of requests) new Webhook(endpoint.secret).verify(r.body, r.headers as Record<string, string>);
  await eventually(async () => (await deliveryStatuses(db, endpoint.id))[0] === 'succeeded');
  const { rows: deliveries } = (await listEndpointDeliveries(db, endpoint.id, { limit: 10, offset: 0 }))!;
  const attempts = deliveries[0].attempts;
  assert.deepEqual(attempts.map((a) => a.statusCode), [500, 500, 200]);
  assert.equal(attempts[0].error, 'HTTP 500');
  assert.equal(attempts[0].responseExcerpt, 'try later');
  assert.ok(attempts[0].nextAttemptAt && attempts[1].nextAttemptAt && attempts[2].nextAttemptAt === null);
  assert.equal((await findEndpoint(db, project, endpoint.id))?.failingSince, null, 'the success ended the run of failures');
  const counted = await attemptCounts();
  assert.equal(counted.retrying - before.retrying, 2, 'metrics');
  assert.equal(counted.succeeded - before.succeeded, 1, 'metrics');
});

test('after the last retry the delivery is failed; the endpoint is marked failing until a success', async () => {
  const project = await createProject(db);
  let healthy = false;
  const hook = await receiver(() => (healthy ? {} : { status: 503 }));
  const endpoint = await addEndpoint(db, project, hook.url);
  dispatch({ config: testConfig({ webhookRetrySchedule: [20, 20] }) });
  await finishDocument(db, project);
  await hook.waitFor(3);
  await eventually(async () => (await deliveryStatuses(db, endpoint.id))[0] === 'failed');
  await pause(100);
  assert.equal(hook.requests.length, 3, 'no attempt after the schedule ran out');
  assert.ok((await findEndpoint(db, project, endpoint.id))?.failingSince);

  healthy = true;
  await finishDocument(db, project);
  await hook.waitFor(4);
  await eventually(async () => (await findEndpoint(db, project, endpoint.id))?.failingSince === null);
  assert.equal((await findEndpoint(db, project, endpoint.id))?.status, 'enabled');
});

test('410 Gone disables the endpoint and cancels its pending deliveries', async () => {
  const project = await createProject(db);
  const hook = await receiver(() => ({ status: 410 }));
  const endpoint = await addEndpoint(db, project, hook.url);
  await finishDocument(db, project);
  await finishDocument(db, project);
  dispatch({ concurrency: 1 });
  await hook.waitFor(1);
  await eventually(async () => (await findEndpoint(db, project, endpoint.id))?.status === 'disabled');
  await pause(200);
  assert.equal(hook.requests.length, 1);
  assert.deepEqual((await deliveryStatuses(db, endpoint.id)).sort(), ['canceled', 'failed']);
  await finishDocument(db, project);
  assert.equal((await deliveryStatuses(db, endpoint.id)).length, 2, 'a disabled endpoint gets no new deliveries');
});

test('a hanging receiver times out and the delivery is retried', async () => {
  const project = await createProject(db);
  const hook = await receiver((_, i) => (i === 0 ? { hang: true } : {}));
  const endpoint = await addEndpoint(db, project, hook.url);
  dispatch({ timeoutMs: 200 });
  await finishDocument(db, project);
  await hook.waitFor(2);
  await eventually(async () => (await deliveryStatuses(db, endpoint.id))[0] === 'succeeded');
  const { rows: deliveries } = (await listEndpointDeliveries(db, endpoint.id, { limit: 10, offset: 0 }))!;
  assert.equal(deliveries[0].attempts[0].statusCode, null);
  assert.match(deliveries[0].attempts[0].error ?? '', /^fetch_timeout/);
  assert.ok(deliveries[0].attempts[0].durationMs >= 190);
});

test('a deleted endpoint receives nothing more: no scheduled retry, no new event', async () => {
  const project = await createProject(db);
  const hook = await receiver(() => ({ status: 500 }));
  const endpoint = await addEndpoint(db, project, hook.url);
  dispatch({ config: testConfig({ webhookRetrySchedule: [150, 150] }) });
  await finishDocument(db, project);
  await hook.waitFor(1);
  await db.transaction(async (tx) => {
    await deleteEndpoint(tx, project, endpoint.id);
    await cancelEndpointDeliveries(tx, endpoint.id);
  });
  await finishDocument(db, project);
  await pause(500);
  assert.equal(hook.requests.length, 1);
  assert.deepEqual(await deliveryStatuses(db, endpoint.id), ['canceled']);
});

test('a delivery in flight when its endpoint is deleted is not retried', async () => {
  const project = await createProject(db);
  const hook = await receiver(() => ({ status: 500, delayMs: 200 }));
  const endpoint = await addEndpoint(db, project, hook.url);
  dispatch({ config: testConfig({ webhookRetrySchedule: [20, 20] }) });
  await finishDocument(db, project);
  await hook.waitFor(1);
  await db.transaction(async (tx) => {
    await deleteEndpoint(tx, project, endpoint.id);
    await cancelEndpointDeliveries(tx, endpoint.id);
  });
  await pause(500);
  assert.equal(hook.requests.length, 1);
  assert.deepEqual(await deliveryStatuses(db, endpoint.id), ['canceled']);
});

test('two endpoints each get their own delivery, signed with their own secret', async () => {
  const project = await createProject(db);
  const [a, b] = [await receiver(), await receiver()];
  const [ea, eb] = [await addEndpoint(db, project, a.url), await addEndpoint(db, project, b.url)];
  dispatch();
  const eventId = await finishDocument(db, project);
  const [[ra], [rb]] = await Promise.all([a.waitFor(1), b.waitFor(1)]);
  assert.equal(ra.headers['webhook-id'], eventId);
  assert.equal(rb.headers['webhook-id'], eventId);
  new Webhook(ea.secret).verify(ra.body, ra.headers as Record<string, string>);
  new Webhook(eb.secret).verify(rb.body, rb.headers as Record<string, string>);
  assert.throws(() => new Webhook(ea.secret).verify(rb.body, rb.headers as Record<string, string>));
});

test('after rotation, deliveries are signed with the new secret', async () => {
  const project = await createProject(db);
  const hook = await receiver();
  const endpoint = await addEndpoint(db, project, hook.url);
  const secret = newSigningSecret();
  await rotateEndpointSecret(db, project, endpoint.id, secret);
  dispatch();
  await finishDocument(db, project);
  const [request] = await hook.waitFor(1);
  new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
  assert.throws(() => new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>));
});

test('redirects are not followed: a 3xx is a failed attempt', async () => {
  const project = await createProject(db);
  const elsewhere = await receiver();
  const hook = await receiver(() => ({ status: 307, headers: { location: elsewhere.url } }));
  const endpoint = await addEndpoint(db, project, hook.url);
  dispatch({ config: testConfig({ webhookRetrySchedule: [] }) });
  await finishDocument(db, project);
  await hook.waitFor(1);
  await eventually(async () => (await deliveryStatuses(db, endpoint.id))[0] === 'failed');
  assert.equal(elsewhere.requests.length, 0);
  const { rows: deliveries } = (await listEndpointDeliveries(db, endpoint.id, { limit: 10, offset: 0 }))!;
  assert.equal(deliveries[0].attempts[0].statusCode, 307);
  assert.match(deliveries[0].attempts[0].error ?? '', /redirects are not followed/);
});

test('the SSRF policy applies at send time: a loopback URL is refused when private networks are not allowed', async () => {
  const project = await createProject(db);
  const hook = await receiver();
  const endpoint = await addEndpoint(db, project, hook.url);
  dispatch({ config: testConfig({ allowPrivateNetworks: false, webhookRetrySchedule: [] }) });
  await finishDocument(db, project);
  await eventually(async () => (await deliveryStatuses(db, endpoint.id))[0] === 'failed');
  assert.equal(hook.requests.length, 0);
  const { rows: deliveries } = (await listEndpointDeliveries(db, endpoint.id, { limit: 10, offset: 0 }))!;
  assert.match(deliveries[0].attempts[0].error ?? '', /^url_forbidden/);
});

test('a slow endpoint does not delay deliveries to others', async () => {
  const project = await createProject(db);
  const slow = await receiver(() => ({ hang: true }));
  const fast = await receiver();
  await addEndpoint(db, project, slow.url, ['document.failed']);
  await addEndpoint(db, project, fast.url, ['document.processed']);
  for (let i = 0; i < 30; i++) await finishDocument(db, project, 'document.failed');
  dispatch({ timeoutMs: 5000 });
  await slow.waitFor(1);
  for (let i = 0; i < 5; i++) await finishDocument(db, project, 'document.processed');
  // Long before the slow endpoint's attempts time out and free their slots.
  await fast.waitFor(5, 4000);
  assert.ok(slow.requests.length <= 4, `at most a quarter of the slots on one endpoint, got ${slow.requests.length}`);
});

test('many dead endpoints cannot take every slot: failing endpoints share a quarter of them, one each', async () => {
  const project = await createProject(db);
  const dead: Receiver[] = [];
  for (let i = 0; i < 6; i++) {
    const r = await receiver(() => ({ hang: true }));
    dead.push(r);
    const endpoint = await addEndpoint(db, project, r.url, ['document.failed']);
    // Failing for a while already: their last attempts timed out.
    await db.query('UPDATE webhook_endpoints SET failing_since = now() WHERE id = $1', [endpoint.id]);
  }
  const healthy = await receiver();
  await addEndpoint(db, project, healthy.url, ['document.processed']);
  for (let i = 0; i < 12; i++) await finishDocument(db, project, 'document.failed');
  dispatch({ concurrency: 8, timeoutMs: 5000 });
  await eventually(() => dead.reduce((n, r) => n + r.requests.length, 0) >= 2);
  for (let i = 0; i < 8; i++) await finishDocument(db, project, 'document.processed');
  await healthy.waitFor(8, 4000);
  assert.equal(dead.reduce((n, r) => n + r.requests.length, 0), 2, 'two failing slots of eight');
});

test("a dead endpoint's backlog does not hide other endpoints' deliveries behind it", async () => {
  const project = await createProject(db);
  const dead = await receiver(() => ({ hang: true }));
  const endpoint = await addEndpoint(db, project, dead.url, ['document.failed']);
  await db.query('UPDATE webhook_endpoints SET failing_since = now() WHERE id = $1', [endpoint.id]);
  const healthy = await receiver();
  await addEndpoint(db, project, healthy.url, ['document.processed']);
  // More due deliveries to the dead endpoint than one claim looks at.
  for (let i = 0; i < 300; i++) await finishDocument(db, project, 'document.failed');
  dispatch({ timeoutMs: 5000 });
  await dead.waitFor(1);
  for (let i = 0; i < 3; i++) await finishDocument(db, project, 'document.processed');
  await healthy.waitFor(3, 4000);
  assert.equal(dead.requests.length, 1);
});

test('an endpoint failing for longer than the limit is disabled and its deliveries canceled', async () => {
  const project = await createProject(db);
  const hook = await receiver(() => ({ status: 500 }));
  const endpoint = await addEndpoint(db, project, hook.url);
  dispatch({ disableAfterMs: 150, concurrency: 1, config: testConfig({ webhookRetrySchedule: [60, 60, 60, 60, 60, 60] }) });
  await finishDocument(db, project);
  await finishDocument(db, project);
  await eventually(async () => (await findEndpoint(db, project, endpoint.id))?.status === 'disabled');
  await eventually(async () => !(await deliveryStatuses(db, endpoint.id)).includes('pending'));
  const count = hook.requests.length;
  await pause(200);
  assert.equal(hook.requests.length, count);
});

test('two dispatchers on one database deliver each event once', async () => {
  const project = await createProject(db);
  const hook = await receiver(() => ({ delayMs: 5 }));
  await addEndpoint(db, project, hook.url);
  dispatch({ concurrency: 4 });
  dispatch({ concurrency: 4 });
  const ids = new Set<string>();
  for (let i = 0; i < 30; i++) ids.add(await finishDocument(db, project));
  await hook.waitFor(30, 15_000);
  await pause(200);
  assert.equal(hook.requests.length, 30);
  assert.deepEqual(new Set(hook.requests.map((r) => String(r.headers['webhook-id']))), ids);
});

test('a delivery whose dispatcher died is taken over when its lease runs out', async () => {
  const project = await createProject(db);
  const hook = await receiver();
  const endpoint = await addEndpoint(db, project, hook.url);
  await finishDocument(db, project);
  // A process that claimed the delivery and died before recording anything.
  await db.query(`UPDATE deliveries SET locked_by = 'dead', locked_until = now() + interval '300 milliseconds' WHERE endpoint_id = $1`, [endpoint.id]);
  const started = Date.now();
  dispatch();
  await hook.waitFor(1);
  assert.ok(Date.now() - started >= 250, 'not before the lease ran out');
  await eventually(async () => (await deliveryStatuses(db, endpoint.id))[0] === 'succeeded');
  const [row] = await db.query<{ attempts: number }>('SELECT attempts FROM deliveries WHERE endpoint_id = $1', [endpoint.id]);
  assert.equal(row.attempts, 1, 'the dead try does not count');
});

test('stop waits for the attempt in flight and records it', async () => {
  const project = await createProject(db);
  const hook = await receiver(() => ({ delayMs: 300 }));
  const endpoint = await addEndpoint(db, project, hook.url);
  const dispatcher = startDispatcher({ db, config: testConfig(), logger: silentLogger, timeoutMs: 2000, pollMs: 100 });
  await finishDocument(db, project);
  await hook.waitFor(1);
  await dispatcher.stop();
  assert.deepEqual(await deliveryStatuses(db, endpoint.id), ['succeeded']);
});
