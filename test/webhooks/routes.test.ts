import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { api, startTestApp, type TestApp } from '../helpers/app.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';

let t: TestApp;
let hook: Receiver;
before(async () => {
  t = await startTestApp({ workers: 0 });
  hook = await startReceiver();
});
after(async () => {
  await hook.close();
  await t.close();
});

const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, key = t.apiKey) => api<T>(t.baseUrl, key, method, path, body);

interface Endpoint {
  id: string;
  object: string;
  url: string;
  events: string[];
  status: string;
  description: string | null;
  created_at: string;
  secret?: string;
}
interface ErrorResponse {
  error: { type: string; code: string; message: string; param: string | null };
}

test('POST /v1/webhooks creates an endpoint and shows its secret once', async () => {
  const created = await call<Endpoint>('POST', '/v1/webhooks', { url: hook.url, events: ['document.processed', 'document.failed'], description: 'ERP' });
  assert.equal(created.status, 201);
  assert.match(created.body.id, /^wh_/);
  assert.equal(created.body.object, 'webhook_endpoint');
  assert.equal(created.body.url, hook.url);
  assert.deepEqual(created.body.events, ['document.processed', 'document.failed']);
  assert.equal(created.body.status, 'enabled');
  assert.equal(created.body.description, 'ERP');
  assert.ok(!Number.isNaN(Date.parse(created.body.created_at)));
  assert.match(created.body.secret ?? '', /^whsec_[A-Za-z0-9+/]{43}=$/);
  assert.equal(Buffer.from(created.body.secret!.slice(6), 'base64').length, 32);

  const fetched = await call<Endpoint>('GET', `/v1/webhooks/${created.body.id}`);
  assert.equal(fetched.status, 200);
  assert.equal(fetched.body.secret, undefined);
  const { secret: _secret, ...shown } = created.body;
  assert.deepEqual(fetched.body, shown);

  const list = await call<{ object: string; data: Endpoint[]; total: number; has_more: boolean }>('GET', '/v1/webhooks');
  assert.equal(list.status, 200);
  assert.equal(list.body.object, 'list');
  assert.equal(list.body.has_more, false);
  assert.ok(list.body.data.some((e) => e.id === created.body.id));
  assert.ok(list.body.data.every((e) => e.secret === undefined));
});

test('GET /v1/webhooks lists newest first with total and has_more', async () => {
  const { apiKey } = t;
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) ids.push((await call<Endpoint>('POST', '/v1/webhooks', { url: hook.url, events: ['*'] }, apiKey)).body.id);
  const all = await call<{ data: Endpoint[]; total: number; has_more: boolean }>('GET', '/v1/webhooks');
  assert.deepEqual(all.body.data.slice(0, 3).map((e) => e.id), [...ids].reverse());
  assert.equal(all.body.total, all.body.data.length);
  const page = await call<{ data: Endpoint[]; total: number; has_more: boolean }>('GET', '/v1/webhooks?limit=2');
  assert.equal(page.body.data.length, 2);
  assert.equal(page.body.total, all.body.total);
  assert.equal(page.body.has_more, true);
});

test('validation errors name the parameter', async () => {
  const cases: [unknown, string, string][] = [
    [{ events: ['*'] }, 'url', 'parameter_missing'],
    [{ url: hook.url }, 'events', 'parameter_missing'],
    [{ url: 'ftp://example.com/x', events: ['*'] }, 'url', 'parameter_invalid'],
    [{ url: 'not a url', events: ['*'] }, 'url', 'parameter_invalid'],
    [{ url: 'data:text/plain,hi', events: ['*'] }, 'url', 'parameter_invalid'],
    [{ url: hook.url, events: [] }, 'events', 'parameter_invalid'],
    [{ url: hook.url, events: ['document.created'] }, 'events', 'parameter_invalid'],
    [{ url: hook.url, events: ['document.failed', 'document.failed'] }, 'events', 'parameter_invalid'],
    [{ url: hook.url, events: ['*', 'document.failed'] }, 'events', 'parameter_invalid'],
    [{ url: hook.url, events: 'document.failed' }, 'events', 'parameter_invalid'],
    [{ url: hook.url, events: ['*'], secret: 'mine' }, 'secret', 'parameter_unknown'],
  ];
  for (const [body, param, code] of cases) {
    const response = await call<ErrorResponse>('POST', '/v1/webhooks', body);
    assert.equal(response.status, 400, JSON.stringify(body));
    assert.equal(response.body.error.param, param, JSON.stringify(body));
    assert.equal(response.body.error.code, code, JSON.stringify(body));
    assert.equal(response.body.error.type, 'invalid_request_error');
  }
  const created = await call<Endpoint>('POST', '/v1/webhooks', { url: hook.url, events: ['*'] });
  const patched = await call<ErrorResponse>('PATCH', `/v1/webhooks/${created.body.id}`, { events: ['nope'] });
  assert.equal(patched.status, 400);
  assert.equal(patched.body.error.param, 'events');
  const badStatus = await call<ErrorResponse>('PATCH', `/v1/webhooks/${created.body.id}`, { status: 'paused' });
  assert.equal(badStatus.body.error.param, 'status');
});

test('unknown ids and other projects\' endpoints answer 404 webhook_not_found', async () => {
  const mine = await call<Endpoint>('POST', '/v1/webhooks', { url: hook.url, events: ['*'] });
  const id = mine.body.id;
  const other = t.otherApiKey;
  for (const [method, path, body] of [
    ['GET', `/v1/webhooks/${id}`],
    ['PATCH', `/v1/webhooks/${id}`, { status: 'disabled' }],
    ['DELETE', `/v1/webhooks/${id}`],
    ['GET', `/v1/webhooks/${id}/deliveries`],
    ['POST', `/v1/webhooks/${id}/test`],
    ['POST', `/v1/webhooks/${id}/rotate-secret`],
  ] as [string, string, unknown?][]) {
    const response = await call<ErrorResponse>(method, path, body, other);
    assert.equal(response.status, 404, `${method} ${path}`);
    assert.equal(response.body.error.code, 'webhook_not_found');
    const unknown = await call<ErrorResponse>(method, path.replace(id, 'wh_01JD3Y0Z8K6B7C2QW4E5R6T7Y8'), body);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error.code, 'webhook_not_found');
  }
  const list = await call<{ data: Endpoint[] }>('GET', '/v1/webhooks', undefined, other);
  assert.ok(!list.body.data.some((e) => e.id === id));
  assert.equal((await call<Endpoint>('GET', `/v1/webhooks/${id}`)).body.status, 'enabled', 'untouched by the other project');
});

test('PATCH changes url, events, status and description', async () => {
  const created = await call<Endpoint>('POST', '/v1/webhooks', { url: hook.url, events: ['*'] });
  const patched = await call<Endpoint>('PATCH', `/v1/webhooks/${created.body.id}`, {
    url: `${hook.url}/v2`,
    events: ['document.failed'],
    status: 'disabled',
    description: 'accounts payable',
  });
  assert.equal(patched.status, 200);
  assert.equal(patched.body.url, `${hook.url}/v2`);
  assert.deepEqual(patched.body.events, ['document.failed']);
  assert.equal(patched.body.status, 'disabled');
  assert.equal(patched.body.description, 'accounts payable');
  const cleared = await call<Endpoint>('PATCH', `/v1/webhooks/${created.body.id}`, { description: null, status: 'enabled' });
  assert.equal(cleared.body.description, null);
  assert.equal(cleared.body.status, 'enabled');
  assert.equal(cleared.body.url, `${hook.url}/v2`);
});

test('DELETE answers 204 without a body, then 404', async () => {
  const created = await call<Endpoint>('POST', '/v1/webhooks', { url: hook.url, events: ['*'] });
  const response = await fetch(`${t.baseUrl}/v1/webhooks/${created.body.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${t.apiKey}` } });
  assert.equal(response.status, 204);
  assert.equal(await response.text(), '');
  assert.equal((await call('GET', `/v1/webhooks/${created.body.id}`)).status, 404);
  assert.equal((await call('DELETE', `/v1/webhooks/${created.body.id}`)).status, 404);
});

test('a test event reaches that endpoint only, signed, and shows in its delivery log', async () => {
  const target = await startReceiver(() => ({ status: 202, body: 'thanks' }));
  const bystander = await startReceiver();
  try {
    const endpoint = await call<Endpoint>('POST', '/v1/webhooks', { url: target.url, events: ['document.failed'] });
    await call<Endpoint>('POST', '/v1/webhooks', { url: bystander.url, events: ['*'] });
    const sent = await call<{ id: string; object: string; type: string; data: { webhook_endpoint: Endpoint } }>(
      'POST',
      `/v1/webhooks/${endpoint.body.id}/test`,
    );
    assert.equal(sent.status, 202);
    assert.equal(sent.body.type, 'webhook.test');
    assert.equal(sent.body.data.webhook_endpoint.id, endpoint.body.id);
    const [request] = await target.waitFor(1);
    const payload = new Webhook(endpoint.body.secret!).verify(request.body, request.headers as Record<string, string>);
    assert.deepEqual(payload, sent.body);
    assert.equal(request.headers['webhook-id'], sent.body.id);

    let log: { data: { event_id: string; event_type: string; status: string; attempts: { status_code: number; response_excerpt: string }[] }[] } | undefined;
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      log = (await call<NonNullable<typeof log>>('GET', `/v1/webhooks/${endpoint.body.id}/deliveries`)).body;
      if (log.data[0]?.status === 'succeeded') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    assert.equal(log?.data[0].event_id, sent.body.id);
    assert.equal(log?.data[0].event_type, 'webhook.test');
    assert.equal(log?.data[0].attempts[0].status_code, 202);
    assert.equal(log?.data[0].attempts[0].response_excerpt, 'thanks');
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(bystander.requests.length, 0);
  } finally {
    await target.close();
    await bystander.close();
  }
});

test('an endpoint disabled through PATCH gets no retry of a delivery in flight', async () => {
  const failing = await startReceiver(() => ({ status: 500, delayMs: 300 }));
  try {
    const created = await call<Endpoint>('POST', '/v1/webhooks', { url: failing.url, events: ['*'] });
    await call('POST', `/v1/webhooks/${created.body.id}/test`);
    await failing.waitFor(1);
    assert.equal((await call<Endpoint>('PATCH', `/v1/webhooks/${created.body.id}`, { status: 'disabled' })).body.status, 'disabled');
    await new Promise((r) => setTimeout(r, 1000));
    assert.equal(failing.requests.length, 1);
    const log = await call<{ data: { status: string }[] }>('GET', `/v1/webhooks/${created.body.id}/deliveries`);
    assert.equal(log.body.data[0].status, 'canceled');
  } finally {
    await failing.close();
  }
});

test('a disabled endpoint cannot be sent a test event', async () => {
  const created = await call<Endpoint>('POST', '/v1/webhooks', { url: hook.url, events: ['*'] });
  await call('PATCH', `/v1/webhooks/${created.body.id}`, { status: 'disabled' });
  const response = await call<ErrorResponse>('POST', `/v1/webhooks/${created.body.id}/test`);
  assert.equal(response.status, 409);
  assert.equal(response.body.error.code, 'webhook_disabled');
});

test('rotate-secret returns a new secret once; the next delivery is signed with it', async () => {
  const receiver = await startReceiver();
  try {
    const created = await call<Endpoint>('POST', '/v1/webhooks', { url: receiver.url, events: ['*'] });
    const rotated = await call<Endpoint>('POST', `/v1/webhooks/${created.body.id}/rotate-secret`);
    assert.equal(rotated.status, 200);
    assert.match(rotated.body.secret ?? '', /^whsec_/);
    assert.notEqual(rotated.body.secret, created.body.secret);
    assert.equal((await call<Endpoint>('GET', `/v1/webhooks/${created.body.id}`)).body.secret, undefined);
    await call('POST', `/v1/webhooks/${created.body.id}/test`);
    const [request] = await receiver.waitFor(1);
    new Webhook(rotated.body.secret!).verify(request.body, request.headers as Record<string, string>);
    assert.throws(() => new Webhook(created.body.secret!).verify(request.body, request.headers as Record<string, string>));
  } finally {
    await receiver.close();
  }
});

test('the webhook routes are in the OpenAPI document', async () => {
  const response = await api<{ paths: Record<string, unknown> }>(t.baseUrl, null, 'GET', '/v1/openapi.json');
  for (const path of ['/v1/webhooks', '/v1/webhooks/{id}', '/v1/webhooks/{id}/deliveries', '/v1/webhooks/{id}/test', '/v1/webhooks/{id}/rotate-secret']) {
    assert.ok(response.body.paths[path], path);
  }
});
