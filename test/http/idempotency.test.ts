import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, startTestApp, type TestApp } from '../helpers/app.ts';

type Doc = { id: string; error?: { code: string; param: string | null } };

let t: TestApp;
before(async () => {
  t = await startTestApp({ workers: 0, dispatcher: false });
});
after(() => t.close());

const submit = (body: unknown, key: string, apiKey = t.apiKey) =>
  api<Doc>(t.baseUrl, apiKey, 'POST', '/v1/documents/process', body, { 'idempotency-key': key });
const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents'))[0].n;

test('the same key and body replays the first response without creating another document', async () => {
  const body = { url: 'https://example.com/a.pdf', type: 'invoice' };
  const first = await submit(body, 'order-17');
  const before = await count();
  const again = await submit(body, 'order-17');
  assert.equal(first.status, 202);
  assert.equal(again.status, 202);
  assert.deepEqual(again.body, first.body);
  assert.equal(again.headers.get('location'), `/v1/documents/${first.body.id}`);
  assert.equal(again.headers.get('idempotent-replayed'), 'true');
  assert.equal(await count(), before);
});

test('the same key with a different body is a 409 idempotency_conflict', async () => {
  await submit({ url: 'https://example.com/b.pdf', type: 'invoice' }, 'order-18');
  const other = await submit({ url: 'https://example.com/b.pdf', type: 'receipt' }, 'order-18');
  assert.equal(other.status, 409);
  assert.equal(other.body.error?.code, 'idempotency_conflict');
});

test('keys are per project', async () => {
  const body = { url: 'https://example.com/c.pdf', type: 'invoice' };
  const mine = await submit(body, 'shared-key');
  const theirs = await submit(body, 'shared-key', t.otherApiKey);
  assert.equal(theirs.status, 202);
  assert.notEqual(theirs.body.id, mine.body.id);
});

test('a submit refused before anything was stored (validation, URL policy) is not remembered', async () => {
  const invalid = await submit({ url: 'https://example.com/d.pdf', type: 'nope' }, 'order-19');
  assert.equal(invalid.status, 400);
  const valid = await submit({ url: 'https://example.com/d.pdf', type: 'invoice' }, 'order-19');
  assert.equal(valid.status, 202);
  const badUrl = await submit({ url: 'ftp://example.com/e.pdf', type: 'invoice' }, 'order-20');
  assert.equal(badUrl.status, 400);
  const fixed = await submit({ url: 'https://example.com/e.pdf', type: 'invoice' }, 'order-20');
  assert.equal(fixed.status, 202);
  assert.equal(fixed.headers.get('idempotent-replayed'), null);
});

test('a key older than 24 h is forgotten', async () => {
  const body = { url: 'https://example.com/f.pdf', type: 'invoice' };
  const first = await submit(body, 'order-21');
  await t.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'order-21'`);
  const later = await submit(body, 'order-21');
  assert.equal(later.status, 202);
  assert.notEqual(later.body.id, first.body.id);
});

test('concurrent requests with one key create one document', async () => {
  const body = { url: 'https://example.com/g.pdf', type: 'invoice' };
  const before = await count();
  const answers = await Promise.all(Array.from({ length: 5 }, () => submit(body, 'order-22')));
  assert.equal(await count(), before + 1);
  for (const answer of answers) assert.ok(answer.status === 202 || (answer.status === 409 && answer.body.error?.code === 'idempotency_conflict'));
});

test('a key longer than 255 characters is a 400', async () => {
  const r = await submit({ url: 'https://example.com/h.pdf', type: 'invoice' }, 'k'.repeat(256));
  assert.equal(r.status, 400);
  assert.equal(r.body.error?.param, 'Idempotency-Key');
});

test('POST /v1/webhooks honours Idempotency-Key as well', async () => {
  const body = { url: 'http://127.0.0.1:9/hooks', events: ['document.processed'] };
  const headers = { 'idempotency-key': 'webhook-1' };
  const first = await api<{ id: string; secret: string }>(t.baseUrl, t.apiKey, 'POST', '/v1/webhooks', body, headers);
  const again = await api<{ id: string; secret: string }>(t.baseUrl, t.apiKey, 'POST', '/v1/webhooks', body, headers);
  assert.equal(first.status, 201);
  assert.equal(again.status, 201);
  assert.equal(again.body.id, first.body.id);
  const other = await api<Doc>(t.baseUrl, t.apiKey, 'POST', '/v1/webhooks', { ...body, events: ['document.failed'] }, headers);
  assert.equal(other.status, 409);
});

test('a webhook secret is never kept in an Idempotency-Key record: a replay reads the current one', async () => {
  const body = { url: 'http://127.0.0.1:9/secret-hooks', events: ['*'] };
  const created = await api<{ id: string; secret: string }>(t.baseUrl, t.apiKey, 'POST', '/v1/webhooks', body, { 'idempotency-key': 'secret-1' });
  assert.equal(created.status, 201);
  const rotated = await api<{ secret: string }>(t.baseUrl, t.apiKey, 'POST', `/v1/webhooks/${created.body.id}/rotate-secret`, {}, { 'idempotency-key': 'secret-2' });
  assert.equal(rotated.status, 200);
  const rows = await t.db.query<{ row: string }>('SELECT k::text AS row FROM idempotency_keys k');
  for (const secret of [created.body.secret, rotated.body.secret]) assert.ok(!rows.some((r) => r.row.includes(secret)), 'no secret in any record');

  const replayed = await api<{ id: string; secret?: string }>(t.baseUrl, t.apiKey, 'POST', '/v1/webhooks', body, { 'idempotency-key': 'secret-1' });
  assert.equal(replayed.headers.get('idempotent-replayed'), 'true');
  assert.equal(replayed.body.id, created.body.id);
  assert.equal(replayed.body.secret, rotated.body.secret, "the endpoint's current secret");
  const rotateReplayed = await api<{ secret?: string }>(t.baseUrl, t.apiKey, 'POST', `/v1/webhooks/${created.body.id}/rotate-secret`, {}, { 'idempotency-key': 'secret-2' });
  assert.equal(rotateReplayed.body.secret, rotated.body.secret);

  assert.equal((await api(t.baseUrl, t.apiKey, 'DELETE', `/v1/webhooks/${created.body.id}`)).status, 204);
  const afterDelete = await api<{ id: string; secret?: string }>(t.baseUrl, t.apiKey, 'POST', '/v1/webhooks', body, { 'idempotency-key': 'secret-1' });
  assert.equal(afterDelete.body.id, created.body.id);
  assert.equal(afterDelete.body.secret, undefined, 'no secret once the endpoint is deleted');
});

test('a submit that fails on our side leaves nothing behind, and its retry creates exactly one document', async () => {
  // The answer cannot be recorded (a trigger refuses it): the document, its notification and the key go with it.
  await t.db.exec(`
    CREATE FUNCTION refuse_answers() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
    CREATE TRIGGER refuse_answers BEFORE UPDATE ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION refuse_answers();`);
  const body = { url: 'https://example.com/retry.pdf', type: 'invoice' };
  const before = await count();
  const failed = await submit(body, 'order-retry');
  assert.equal(failed.status, 500);
  assert.equal(await count(), before);
  await t.db.exec('DROP TRIGGER refuse_answers ON idempotency_keys; DROP FUNCTION refuse_answers();');

  const retried = await submit(body, 'order-retry');
  assert.equal(retried.status, 202);
  const again = await submit(body, 'order-retry');
  assert.equal(again.body.id, retried.body.id);
  assert.equal(await count(), before + 1);
});
