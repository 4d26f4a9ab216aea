/**
 * Cursor pagination (`starting_after` / `ending_before`) on every list: documents, webhook endpoints and an
 * endpoint's deliveries; its errors; its stability while documents arrive, beside offset paging's.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createApiKey } from '../../src/db/keys.ts';
import { api, startTestApp, type ApiResponse, type TestApp } from '../helpers/app.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';

type Item = { id: string; status?: string; type?: string };
type List = { object: string; data: Item[]; limit: number; offset?: number; total?: number; has_more: boolean };
type ErrorBody = { error: { type: string; code: string; message: string; param: string | null } };

let t: TestApp;
let hook: Receiver;
before(async () => {
  // No workers and no dispatcher: documents stay queued and deliveries pending, so lists only change when a test says so.
  t = await startTestApp({ workers: 0, dispatcher: false });
  hook = await startReceiver();
});
after(async () => {
  await hook.close();
  await t.close();
});

const get = <T = List & ErrorBody>(key: string, path: string) => api<T>(t.baseUrl, key, 'GET', path);

/** A project of its own, so that its lists hold exactly what the test put there. */
async function newProjectKey(name: string): Promise<string> {
  return (await createApiKey(t.db, { name })).key;
}

async function submitDocuments(key: string, n: number, type: (i: number) => string = () => 'invoice'): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await api<Item>(t.baseUrl, key, 'POST', '/v1/documents/process', { url: `https://example.com/${i}.pdf`, type: type(i) });
    assert.equal(r.status, 202);
    ids.push(r.body.id);
  }
  return ids;
}

/** Follows `starting_after` from the first page to the last; calls `between` after each page. */
async function walkOlder(key: string, path: string, query: string, between: () => Promise<void> = async () => {}): Promise<List[]> {
  const pages: List[] = [];
  let cursor: string | null = null;
  for (;;) {
    const separator = path.includes('?') || query ? '&' : '?';
    const r: ApiResponse<List & ErrorBody> = await get(key, `${path}${query ? `?${query}` : ''}${cursor ? `${separator}starting_after=${cursor}` : ''}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    pages.push(r.body);
    if (!r.body.has_more) return pages;
    cursor = r.body.data[r.body.data.length - 1].id;
    await between();
  }
}

const idsOf = (pages: List[]) => pages.flatMap((p) => p.data.map((d) => d.id));

describe('GET /v1/documents by cursor', () => {
  let key: string;
  let newestFirst: string[];
  before(async () => {
    key = await newProjectKey('cursor documents');
    const ids = await submitDocuments(key, 23, (i) => (i % 4 === 0 ? 'receipt' : 'invoice'));
    await t.db.query(`UPDATE documents SET status = 'processed' WHERE id = ANY($1)`, [ids.filter((_, i) => i % 3 === 0)]);
    newestFirst = [...ids].reverse();
  });

  test('starting_after walks every document once, newest first; a cursor page has no offset or total', async () => {
    const pages = await walkOlder(key, '/v1/documents', 'limit=5');
    assert.deepEqual(idsOf(pages), newestFirst);
    assert.deepEqual(pages.map((p) => p.data.length), [5, 5, 5, 5, 3]);
    assert.deepEqual(pages.map((p) => p.has_more), [true, true, true, true, false]);
    assert.equal(pages[0].total, 23, 'the first page (no cursor) is an offset page, with its total');
    assert.equal(pages[0].offset, 0);
    for (const page of pages.slice(1)) {
      assert.equal(page.limit, 5);
      assert.ok(!('total' in page) && !('offset' in page), 'a cursor page counts nothing');
    }
  });

  test('ending_before gives the newer page, still newest first, has_more telling whether newer ones remain', async () => {
    const second = await get(key, `/v1/documents?limit=5&starting_after=${newestFirst[4]}`);
    assert.deepEqual(second.body.data.map((d) => d.id), newestFirst.slice(5, 10));
    const back = await get(key, `/v1/documents?limit=5&ending_before=${second.body.data[0].id}`);
    assert.deepEqual(back.body.data.map((d) => d.id), newestFirst.slice(0, 5));
    assert.equal(back.body.has_more, false);
    const middle = await get(key, `/v1/documents?limit=3&ending_before=${newestFirst[10]}`);
    assert.deepEqual(middle.body.data.map((d) => d.id), newestFirst.slice(7, 10));
    assert.equal(middle.body.has_more, true);
    const newest = await get(key, `/v1/documents?ending_before=${newestFirst[0]}`);
    assert.deepEqual(newest.body.data, []);
    assert.equal(newest.body.has_more, false);
    const oldest = await get(key, `/v1/documents?starting_after=${newestFirst[22]}`);
    assert.deepEqual(oldest.body.data, []);
    assert.equal(oldest.body.has_more, false);
  });

  test('filters combine with cursors; the cursor may be a document the filter leaves out', async () => {
    // newestFirst[k] is the document submitted (22 - k)th.
    const processed = newestFirst.filter((_, k) => (22 - k) % 3 === 0);
    assert.deepEqual(idsOf(await walkOlder(key, '/v1/documents', 'status=processed&limit=2')), processed);
    const receipts = newestFirst.filter((_, k) => (22 - k) % 4 === 0);
    assert.deepEqual(idsOf(await walkOlder(key, '/v1/documents', 'type=receipt&limit=2')), receipts);
    // newestFirst[1] is neither processed nor a receipt: it still marks a place in those lists.
    const after = await get(key, `/v1/documents?status=processed&limit=100&starting_after=${newestFirst[1]}`);
    assert.deepEqual(after.body.data.map((d) => d.id), processed.filter((id) => newestFirst.indexOf(id) > 1));
    const before = await get(key, `/v1/documents?type=receipt&limit=100&ending_before=${newestFirst[20]}`);
    assert.deepEqual(before.body.data.map((d) => d.id), receipts.filter((id) => newestFirst.indexOf(id) < 20));
  });

  test('created ranges combine with cursors', async () => {
    const rangeKey = await newProjectKey('cursor ranges');
    const ids = await submitDocuments(rangeKey, 6);
    // Two days, three documents each, oldest first.
    await t.db.query(`UPDATE documents SET created_at = '2025-01-01T10:00:00Z'::timestamptz + (ord - 1) * interval '1 minute'
                      FROM unnest($1::text[]) WITH ORDINALITY AS u(id, ord) WHERE documents.id = u.id AND ord <= 3`, [ids]);
    await t.db.query(`UPDATE documents SET created_at = '2025-01-02T10:00:00Z'::timestamptz + (ord - 4) * interval '1 minute'
                      FROM unnest($1::text[]) WITH ORDINALITY AS u(id, ord) WHERE documents.id = u.id AND ord > 3`, [ids]);
    const range = `created_after=${encodeURIComponent('2025-01-01T00:00:00Z')}&created_before=${encodeURIComponent('2025-01-02T00:00:00Z')}`;
    const pages = await walkOlder(rangeKey, '/v1/documents', `${range}&limit=2`);
    assert.deepEqual(idsOf(pages), ids.slice(0, 3).reverse());
    const newer = await get(rangeKey, `/v1/documents?${range}&ending_before=${ids[0]}`);
    assert.deepEqual(newer.body.data.map((d) => d.id), [ids[2], ids[1]]);
  });

  test('documents created at the same instant are ordered by id, and paged through one at a time', async () => {
    const tieKey = await newProjectKey('cursor ties');
    const ids = await submitDocuments(tieKey, 7);
    await t.db.query(`UPDATE documents SET created_at = '2025-03-01T00:00:00Z' WHERE id = ANY($1)`, [ids]);
    const byId = [...ids].sort().reverse();
    const pages = await walkOlder(tieKey, '/v1/documents', 'limit=1');
    assert.deepEqual(idsOf(pages), byId);
    const back = await get(tieKey, `/v1/documents?limit=2&ending_before=${byId[4]}`);
    assert.deepEqual(back.body.data.map((d) => d.id), byId.slice(2, 4));
  });

  test('errors: both cursors, a cursor with offset, an id not in the list, an empty id', async () => {
    const both = await get(key, `/v1/documents?starting_after=${newestFirst[1]}&ending_before=${newestFirst[5]}`);
    assert.equal(both.status, 400);
    assert.equal(both.body.error.code, 'parameters_exclusive');
    assert.equal(both.body.error.param, 'ending_before');
    assert.match(both.body.error.message, /starting_after.*ending_before/);
    for (const [query, cursor] of [
      [`starting_after=${newestFirst[1]}&offset=10`, 'starting_after'],
      [`ending_before=${newestFirst[1]}&offset=0`, 'ending_before'],
    ]) {
      const r = await get(key, `/v1/documents?${query}`);
      assert.equal(r.status, 400, query);
      assert.equal(r.body.error.code, 'parameters_exclusive');
      assert.equal(r.body.error.param, 'offset');
      assert.match(r.body.error.message, new RegExp(cursor));
    }
    const theirs = (await submitDocuments(t.otherApiKey, 1))[0];
    for (const [param, id] of [
      ['starting_after', 'doc_01JD3Y0Z8K6B7C2QW4E5R6T7Y8'],
      ['ending_before', 'doc_01JD3Y0Z8K6B7C2QW4E5R6T7Y8'],
      ['starting_after', theirs],
      ['starting_after', 'wh_01JD3Y0Z8K6B7C2QW4E5R6T7Y8'],
    ]) {
      const r = await get(key, `/v1/documents?${param}=${id}&status=failed`);
      assert.equal(r.status, 400, `${param}=${id}`);
      assert.equal(r.body.error.type, 'invalid_request_error');
      assert.equal(r.body.error.code, 'resource_missing');
      assert.equal(r.body.error.param, param);
      assert.match(r.body.error.message, new RegExp(`^${param} must be the id of a document of this project; "${id}" is not one\\.$`));
    }
    for (const query of ['starting_after=', `ending_before=${'x'.repeat(65)}`, 'starting_after=%00']) {
      const r = await get(key, `/v1/documents?${query}`);
      assert.equal(r.status, 400, query);
      assert.equal(r.body.error.param, query.split('=')[0]);
    }
  });
});

describe('stable while documents arrive', () => {
  test('by cursor no document is skipped or repeated; by offset the same walk repeats some', async () => {
    const key = await newProjectKey('arrivals');
    const existing = [...(await submitDocuments(key, 20))].reverse();
    const arrived: string[] = [];
    const arrive = async () => {
      arrived.push(...(await submitDocuments(key, 3)));
    };

    const byCursor = idsOf(await walkOlder(key, '/v1/documents', 'limit=4', arrive));
    assert.equal(arrived.length, 12, 'documents arrived between every two pages');
    assert.deepEqual(byCursor, existing, 'every document that existed, once, in order; those that arrived are newer than the walk');
    // The documents that arrived meanwhile are where a client looks for them: before the first page.
    const newer = await get(key, `/v1/documents?limit=100&ending_before=${existing[0]}`);
    assert.deepEqual(newer.body.data.map((d) => d.id), [...arrived].reverse());

    // The same walk by offset, documents arriving the same way: each arrival pushes the list down, so the
    // next page starts with documents already seen.
    const seen: string[] = [];
    for (let offset = 0; ; offset += 4) {
      const page = await get(key, `/v1/documents?limit=4&offset=${offset}`);
      seen.push(...page.body.data.map((d) => d.id));
      if (!page.body.has_more || offset >= 32) break;
      await arrive();
    }
    assert.ok(seen.length > new Set(seen).size, 'offset paging repeats documents while documents arrive');
  });
});

describe('GET /v1/webhooks and /v1/webhooks/{id}/deliveries by cursor', () => {
  let key: string;
  let endpoints: string[];
  before(async () => {
    key = await newProjectKey('cursor webhooks');
    endpoints = [];
    for (let i = 0; i < 5; i++) {
      const r = await api<Item>(t.baseUrl, key, 'POST', '/v1/webhooks', { url: hook.url, events: ['*'], description: `e${i}` });
      assert.equal(r.status, 201);
      endpoints.push(r.body.id);
    }
  });

  test('endpoints page by cursor, both ways; a deleted endpoint is no cursor', async () => {
    const newestFirst = [...endpoints].reverse();
    const pages = await walkOlder(key, '/v1/webhooks', 'limit=2');
    assert.deepEqual(idsOf(pages), newestFirst);
    assert.ok(!('total' in pages[1]));
    const back = await get(key, `/v1/webhooks?limit=2&ending_before=${newestFirst[3]}`);
    assert.deepEqual(back.body.data.map((d) => d.id), newestFirst.slice(1, 3));
    assert.equal(back.body.has_more, true);

    const doomed = (await api<Item>(t.baseUrl, key, 'POST', '/v1/webhooks', { url: hook.url, events: ['*'] })).body.id;
    assert.equal((await api(t.baseUrl, key, 'DELETE', `/v1/webhooks/${doomed}`)).status, 204);
    const r = await get(key, `/v1/webhooks?starting_after=${doomed}`);
    assert.equal(r.status, 400);
    assert.equal(r.body.error.code, 'resource_missing');
    assert.equal(r.body.error.param, 'starting_after');
    const mixed = await get(key, `/v1/webhooks?ending_before=${endpoints[0]}&offset=1`);
    assert.equal(mixed.status, 400);
    assert.equal(mixed.body.error.param, 'offset');
  });

  test("an endpoint's deliveries page by cursor; another endpoint's delivery is no cursor", async () => {
    const [endpoint, other] = endpoints;
    for (let i = 0; i < 7; i++) assert.equal((await api(t.baseUrl, key, 'POST', `/v1/webhooks/${endpoint}/test`)).status, 202);
    assert.equal((await api(t.baseUrl, key, 'POST', `/v1/webhooks/${other}/test`)).status, 202);
    const all = await get(key, `/v1/webhooks/${endpoint}/deliveries?limit=100`);
    assert.equal(all.body.total, 7);
    const pages = await walkOlder(key, `/v1/webhooks/${endpoint}/deliveries`, 'limit=3');
    assert.deepEqual(idsOf(pages), all.body.data.map((d) => d.id));
    assert.deepEqual(pages.map((p) => p.has_more), [true, true, false]);
    const back = await get(key, `/v1/webhooks/${endpoint}/deliveries?limit=3&ending_before=${all.body.data[4].id}`);
    assert.deepEqual(back.body.data.map((d) => d.id), all.body.data.slice(1, 4).map((d) => d.id));

    const theirs = (await get(key, `/v1/webhooks/${other}/deliveries`)).body.data[0].id;
    const r = await get(key, `/v1/webhooks/${endpoint}/deliveries?starting_after=${theirs}`);
    assert.equal(r.status, 400);
    assert.equal(r.body.error.code, 'resource_missing');
    assert.equal(r.body.error.param, 'starting_after');
    assert.match(r.body.error.message, /delivery of this webhook endpoint/);
  });
});

test('/v1/openapi.json documents the cursors of every list', async () => {
  type Operation = { parameters?: { name: string; in: string; description?: string }[]; description?: string };
  const spec = (await api<{ paths: Record<string, Record<string, Operation>> }>(t.baseUrl, null, 'GET', '/v1/openapi.json')).body;
  for (const path of ['/v1/documents', '/v1/webhooks', '/v1/webhooks/{id}/deliveries']) {
    const names = (spec.paths[path].get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    for (const name of ['limit', 'offset', 'starting_after', 'ending_before']) assert.ok(names.includes(name), `${path} documents ${name}`);
  }
});
