/** Client input that the database cannot hold or that breaks the HTTP layer: always a 4xx in the documented body. */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.ts';
import { buildApp, type App } from '../../src/http/app.ts';
import { testApiKey } from '../helpers/app.ts';
import { openTestDb, type TestDb } from '../helpers/db.ts';

type ErrorBody = { error: { type: string; code: string; message: string; param: string | null; request_id: string } };

const key = testApiKey();
const logLines: string[] = [];
let database: TestDb;
let app: App;
let baseUrl: string;

before(async () => {
  database = await openTestDb();
  const config = loadConfig({ DOCPROC_API_KEYS: key, DOCPROC_WORKERS: '0', LOG_LEVEL: 'info', DOCPROC_RATE_LIMIT: '100000/min,burst=100000' });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ db: database.db, config, logger: pino({ level: 'info' }, sink) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
after(async () => {
  await app.close();
  await database.close();
});

async function call(method: string, path: string, body?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

function assertError(r: { status: number; headers: Headers; text: string }, status: number, code: string, param?: string | null) {
  assert.equal(r.status, status, r.text);
  const body = JSON.parse(r.text) as ErrorBody;
  assert.equal(body.error.code, code);
  assert.ok(r.headers.get('x-request-id'));
  assert.equal(body.error.request_id, r.headers.get('x-request-id'));
  if (param !== undefined) assert.equal(body.error.param, param);
}

const document = (extra: string) => `{"url": "https://example.com/a.pdf", "type": "invoice", ${extra}}`;

test('a NUL byte in any path id is a 400 naming id', async () => {
  for (const path of ['/v1/documents/doc%00x', '/v1/documents/doc%00x/layout', '/v1/documents/doc%00x/pages/1.png', '/v1/webhooks/wh%00x', '/v1/webhooks/wh%00x/deliveries']) {
    assertError(await call('GET', path), 400, 'parameter_invalid', 'id');
  }
  assertError(await call('DELETE', '/v1/webhooks/wh%00x'), 400, 'parameter_invalid', 'id');
});

test('NUL or an unpaired surrogate in metadata or a webhook description is a 400 naming it', async () => {
  // Written as JSON escapes, exactly as a client would send them.
  const big = 'x'.repeat(100_000);
  assertError(await call('POST', '/v1/documents/process', document(`"metadata": {"order": "A\\u0000${big}"}`)), 400, 'parameter_invalid', 'metadata.order');
  assertError(await call('POST', '/v1/documents/process', document(`"metadata": {"or\\u0000der": "A"}`)), 400, 'parameter_invalid', 'metadata');
  assertError(await call('POST', '/v1/documents/process', document(`"metadata": {"order": "A\\ud800"}`)), 400, 'parameter_invalid', 'metadata.order');
  assertError(await call('POST', '/v1/documents/process', document(`"metadata": {"order": "\\udc00B"}`)), 400, 'parameter_invalid', 'metadata.order');
  const hook = (description: string) => `{"url": "https://example.com/hooks", "events": ["*"], "description": "${description}"}`;
  assertError(await call('POST', '/v1/webhooks', hook('note\\u0000')), 400, 'parameter_invalid', 'description');
  assertError(await call('POST', '/v1/webhooks', hook('note\\ud83d')), 400, 'parameter_invalid', 'description');
  // A well-formed pair (an emoji) is fine.
  assert.equal((await call('POST', '/v1/documents/process', document(`"metadata": {"order": "\\ud83d\\ude00"}`))).status, 202);
  // Nothing was logged at error level, and no log line carries the request.
  assert.ok(!logLines.some((line) => line.includes(big.slice(0, 1000))));
  assert.ok(!logLines.some((line) => JSON.parse(line).level >= 50), logLines.join('\n'));
});

test('metadata: keys of at most 40 characters, at most 20 keys, values of at most 500', async () => {
  assertError(await call('POST', '/v1/documents/process', document(`"metadata": {"${'k'.repeat(41)}": "v"}`)), 400, 'parameter_invalid', 'metadata');
  assertError(await call('POST', '/v1/documents/process', document(`"metadata": {"": "v"}`)), 400, 'parameter_invalid', 'metadata');
  const keys = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']));
  assertError(await call('POST', '/v1/documents/process', document(`"metadata": ${JSON.stringify(keys)}`)), 400, 'parameter_invalid', 'metadata');
  assertError(await call('POST', '/v1/documents/process', document(`"metadata": {"k": "${'v'.repeat(501)}"}`)), 400, 'parameter_invalid', 'metadata.k');
  assert.equal((await call('POST', '/v1/documents/process', document(`"metadata": {"${'k'.repeat(40)}": "${'v'.repeat(500)}"}`))).status, 202);
});

test('offsets and page numbers beyond a database integer are a 400 naming them', async () => {
  assertError(await call('GET', '/v1/documents?offset=99999999999999999999'), 400, 'parameter_invalid', 'offset');
  assertError(await call('GET', '/v1/documents?offset=2147483648'), 400, 'parameter_invalid', 'offset');
  assertError(await call('GET', '/v1/webhooks?offset=99999999999999999999'), 400, 'parameter_invalid', 'offset');
  assertError(await call('GET', '/v1/documents/doc_x/pages/2147483648.png'), 400, 'parameter_invalid', 'number');
  assertError(await call('GET', '/v1/documents/doc_x/pages/99999999999999999999.png'), 400, 'parameter_invalid', 'number');
  assert.equal((await call('GET', '/v1/documents?limit=99999999999999999999')).status, 200);
});

test('414, 431 and bad percent-encoding answer in the documented body with X-Request-Id', async () => {
  assertError(await call('GET', `/v1/documents/${'a'.repeat(200)}`), 414, 'uri_too_long');
  assertError(await call('GET', '/v1/documents/%zz'), 400, 'invalid_url');
  assertError(await call('GET', `/v1/documents?status=${'a'.repeat(20_000)}`), 431, 'headers_too_large');
});

test('a request that is not HTTP answers 400 in the documented body', async () => {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect((app.server.address() as { port: number }).port, '127.0.0.1', () => socket.write('GARBAGE \x01\r\n\r\n'));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  const [head, body] = answer.split('\r\n\r\n');
  assert.match(head, /^HTTP\/1\.1 400 /);
  const requestId = /x-request-id: (\S+)/i.exec(head)?.[1];
  assert.ok(requestId);
  assert.equal((JSON.parse(body) as ErrorBody).error.request_id, requestId);
});
