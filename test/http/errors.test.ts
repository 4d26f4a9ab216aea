import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createApiKey, revokeApiKey } from '../../src/db/keys.ts';
import { api, startTestApp, testApiKey, type TestApp } from '../helpers/app.ts';

type ErrorBody = { error: { type: string; code: string; message: string; param: string | null; request_id: string } };

let t: TestApp;
before(async () => {
  t = await startTestApp({ workers: 0, dispatcher: false, env: { DOCPROC_MAX_DOCUMENT_BYTES: '30000' } });
});
after(() => t.close());

async function raw(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) {
  const response = await fetch(`${t.baseUrl}${path}`, { method, headers: init.headers, body: init.body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as ErrorBody };
}

function assertError(r: { status: number; headers: Headers; json(): ErrorBody }, status: number, code: string, type = 'invalid_request_error') {
  assert.equal(r.status, status);
  const body = r.json();
  assert.equal(body.error.code, code);
  assert.equal(body.error.type, type);
  assert.equal(body.error.request_id, r.headers.get('x-request-id'));
  assert.ok(body.error.message.length > 0);
  assert.equal(r.headers.get('content-type'), 'application/json; charset=utf-8');
}

describe('authentication', () => {
  test('401 missing_api_key without Authorization, with WWW-Authenticate', async () => {
    const r = await raw('GET', '/v1/documents');
    assertError(r, 401, 'missing_api_key', 'authentication_error');
    assert.equal(r.headers.get('www-authenticate'), 'Bearer');
  });

  for (const [name, header] of [
    ['an unknown key', `Bearer ${testApiKey()}`],
    ['a malformed key', 'Bearer dp_short'],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
  ]) {
    test(`401 invalid_api_key for ${name}`, async () => {
      const r = await raw('GET', '/v1/documents', { headers: { authorization: header } });
      assertError(r, 401, 'invalid_api_key', 'authentication_error');
      assert.equal(r.headers.get('www-authenticate'), 'Bearer');
    });
  }

  test('a key created by `keys create` works at once; a revoked key stops within seconds', async () => {
    const { key, row } = await createApiKey(t.db, { name: 'temporary' });
    assert.match(key, /^dp_[0-9A-Za-z]{32}$/);
    assert.equal((await api(t.baseUrl, key, 'GET', '/v1/documents')).status, 200);
    await revokeApiKey(t.db, row.id);
    const deadline = Date.now() + 8000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await api(t.baseUrl, key, 'GET', '/v1/documents')).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(status, 401);
  });

  test('keys are stored only as SHA-256 digests', async () => {
    const rows = await t.db.query<{ key_hash: string; key_prefix: string }>('SELECT key_hash, key_prefix FROM api_keys');
    for (const row of rows) {
      assert.match(row.key_hash, /^[0-9a-f]{64}$/);
      assert.ok(!rows.some((r) => r.key_hash.includes(t.apiKey)));
    }
  });

  test('each DOCPROC_API_KEYS key gets its own project', async () => {
    const rows = await t.db.query<{ n: number }>('SELECT count(DISTINCT project_id)::int AS n FROM api_keys WHERE name = $1', ['from DOCPROC_API_KEYS']);
    assert.equal(rows[0].n, 2);
  });
});

describe('request errors', () => {
  const auth = () => ({ authorization: `Bearer ${t.apiKey}` });

  test('400 invalid_json for malformed JSON', async () => {
    const r = await raw('POST', '/v1/documents/process', { headers: { ...auth(), 'content-type': 'application/json' }, body: '{"url": ' });
    assertError(r, 400, 'invalid_json');
  });

  test('400 invalid_json for an empty JSON body', async () => {
    const r = await raw('POST', '/v1/documents/process', { headers: { ...auth(), 'content-type': 'application/json' }, body: '' });
    assertError(r, 400, 'invalid_json');
  });

  test('415 unsupported_media_type for a body that is not JSON, or has no Content-Type', async () => {
    assertError(await raw('POST', '/v1/documents/process', { headers: { ...auth(), 'content-type': 'text/plain' }, body: 'url=x' }), 415, 'unsupported_media_type');
    assertError(
      await raw('POST', '/v1/documents/process', { headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' }, body: 'url=x' }),
      415,
      'unsupported_media_type',
    );
    const blob = new Blob(['{"url":"https://example.com/a.pdf","type":"invoice"}']);
    const r = await fetch(`${t.baseUrl}/v1/documents/process`, { method: 'POST', headers: auth(), body: blob });
    assert.equal(r.status, 415);
  });

  test('413 payload_too_large for a body over the limit', async () => {
    const big = JSON.stringify({ url: `data:application/pdf;base64,${'A'.repeat(200_000)}`, type: 'invoice' });
    const r = await raw('POST', '/v1/documents/process', { headers: { ...auth(), 'content-type': 'application/json' }, body: big });
    assertError(r, 413, 'payload_too_large');
  });

  test('404 route_not_found for an unknown route, with or without a key', async () => {
    assertError(await raw('GET', '/v1/invoices'), 404, 'route_not_found');
    assertError(await raw('GET', '/nothing-here', { headers: auth() }), 404, 'route_not_found');
  });

  test('405 with Allow for a known path and the wrong method', async () => {
    const r = await raw('DELETE', '/v1/documents', { headers: auth() });
    assertError(r, 405, 'method_not_allowed');
    assert.equal(r.headers.get('allow'), 'GET, HEAD');
    const put = await raw('PUT', '/v1/documents/doc_01JD3Y0Z8K6B7C2QW4E5R6T7Y8', { headers: auth() });
    assertError(put, 405, 'method_not_allowed');
    const get = await raw('GET', '/v1/documents/process', { headers: auth() });
    // GET /v1/documents/process is GET /v1/documents/{id} with id "process": a 404 for that id.
    assertError(get, 404, 'document_not_found');
  });

  test('X-Request-Id on every response; a client id is echoed', async () => {
    const mine = await raw('GET', '/healthz', { headers: { 'x-request-id': 'client-trace-42' } });
    assert.equal(mine.headers.get('x-request-id'), 'client-trace-42');
    const generated = await raw('GET', '/v1/documents');
    assert.match(generated.headers.get('x-request-id') ?? '', /^req_/);
    const unsafe = await raw('GET', '/healthz', { headers: { 'x-request-id': 'a b<c>' } });
    assert.match(unsafe.headers.get('x-request-id') ?? '', /^req_/);
  });

  test('a fault of ours is a 500 api_error that shows no internals', async () => {
    // A broken schema makes the query fail with an SQL error, which must not reach the client.
    await t.db.query('ALTER TABLE documents RENAME TO documents_renamed');
    try {
      const r = await raw('GET', '/v1/documents', { headers: auth() });
      assert.equal(r.status, 500);
      assertError(r, 500, 'internal_error', 'api_error');
      assert.doesNotMatch(r.text, /documents|relation|SELECT|\.ts/);
    } finally {
      await t.db.query('ALTER TABLE documents_renamed RENAME TO documents');
    }
  });
});

test('database unreachable → 503 service_unavailable (api_error); /readyz says so', async () => {
  const broken = await startTestApp({ workers: 0, dispatcher: false });
  try {
    await broken.db.close();
    const r = await api<ErrorBody>(broken.baseUrl, broken.apiKey, 'GET', '/v1/documents');
    assert.equal(r.status, 503);
    assert.equal(r.body.error.code, 'service_unavailable');
    assert.equal(r.body.error.type, 'api_error');
    const ready = await api(broken.baseUrl, null, 'GET', '/readyz');
    assert.equal(ready.status, 503);
    assert.deepEqual(ready.body, { status: 'unavailable', database: false, migrationsApplied: false });
  } finally {
    await broken.close().catch(() => {});
  }
});

describe('operations', () => {
  test('/healthz and /readyz need no key', async () => {
    assert.deepEqual(JSON.parse((await raw('GET', '/healthz')).text), { status: 'ok' });
    const ready = await raw('GET', '/readyz');
    assert.equal(ready.status, 200);
    assert.deepEqual(JSON.parse(ready.text), { status: 'ok', database: true, migrationsApplied: true });
  });

  test('/v1/openapi.json is OpenAPI 3.1 generated from the route schemas; /docs renders it from local files', async () => {
    const r = await raw('GET', '/v1/openapi.json');
    assert.equal(r.status, 200);
    const spec = JSON.parse(r.text) as { openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { required: string[] } }> } }>> };
    assert.equal(spec.openapi, '3.1.0');
    for (const path of ['/v1/documents/process', '/v1/documents/{id}', '/v1/documents', '/v1/documents/{id}/layout']) assert.ok(spec.paths[path], path);
    assert.deepEqual(spec.paths['/v1/documents/process'].post.requestBody?.content['application/json'].schema.required, ['url', 'type']);
    const docs = await fetch(`${t.baseUrl}/docs/`);
    assert.equal(docs.status, 200);
    const html = await docs.text();
    assert.match(html, /swagger/i);
    assert.doesNotMatch(html, /https?:\/\/(cdn|unpkg|cdnjs)/);
  });
});
