/** Failed authentications are throttled per client address; clients with a real key are not locked out. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, startTestApp, testApiKey, type TestApp } from '../helpers/app.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp({ workers: 0, dispatcher: false, env: { DOCPROC_AUTH_FAILURE_LIMIT: '5/min' } });
});
after(() => t.close());

test('after the budget of failures, guesses from that address get 429 with Retry-After; a real key still works', async () => {
  assert.equal((await api(t.baseUrl, t.apiKey, 'GET', '/v1/documents')).status, 200);
  const statuses: number[] = [];
  let last: Awaited<ReturnType<typeof api<{ error: { code: string; type: string } }>>> | null = null;
  for (let i = 0; i < 8; i++) {
    last = await api<{ error: { code: string; type: string } }>(t.baseUrl, i % 2 ? null : testApiKey(), 'GET', '/v1/documents');
    statuses.push(last.status);
  }
  assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429]);
  assert.equal(last!.body.error.code, 'rate_limited');
  assert.equal(last!.body.error.type, 'rate_limit_error');
  const retryAfter = Number(last!.headers.get('retry-after'));
  assert.ok(retryAfter >= 1 && retryAfter <= 12, String(retryAfter));
  // The key of a client seen before keeps working from the same address.
  assert.equal((await api(t.baseUrl, t.apiKey, 'GET', '/v1/documents')).status, 200);
});
