import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { parseRateLimit } from '../../src/config.ts';
import { api, startTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp({ workers: 0, dispatcher: false, env: { DOCPROC_RATE_LIMIT: '60/min,burst=3' } });
});
after(() => t.close());

test('RateLimit headers on every /v1 response, then 429 rate_limited with Retry-After; other keys unaffected', async () => {
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await api<{ error?: { code: string; type: string } }>(t.baseUrl, t.apiKey, 'GET', '/v1/documents'));
  assert.deepEqual(
    answers.map((a) => a.status),
    [200, 200, 200, 429],
  );
  assert.deepEqual(
    answers.map((a) => a.headers.get('ratelimit-remaining')),
    ['2', '1', '0', '0'],
  );
  for (const a of answers) assert.equal(a.headers.get('ratelimit-limit'), '3');
  assert.ok(Number(answers[0].headers.get('ratelimit-reset')) >= 1);
  const limited = answers[3];
  assert.equal(limited.body.error?.code, 'rate_limited');
  assert.equal(limited.body.error?.type, 'rate_limit_error');
  assert.equal(limited.headers.get('retry-after'), '1');

  const other = await api(t.baseUrl, t.otherApiKey, 'GET', '/v1/documents');
  assert.equal(other.status, 200);

  // 60/min refills one request per second.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  assert.equal((await api(t.baseUrl, t.apiKey, 'GET', '/v1/documents')).status, 200);
});

test('the budget is read from DOCPROC_RATE_LIMIT', () => {
  assert.deepEqual(parseRateLimit('600/min'), { requests: 600, perMs: 60_000, burst: 100 });
  assert.deepEqual(parseRateLimit('10/s,burst=20'), { requests: 10, perMs: 1000, burst: 20 });
});
