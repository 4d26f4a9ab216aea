import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestApp, type TestApp } from '../helpers/app.ts';

type Doc = { id: string; object: string; status: string; type: string; url: string; metadata: Record<string, string>; created_at: string; result: unknown; error: unknown; file: unknown };
type List = { object: string; data: Doc[]; limit: number; offset: number; total: number; has_more: boolean };
type ErrorBody = { error: { type: string; code: string; message: string; param: string | null; request_id: string } };

// No workers: documents stay queued, which is what these API tests want to see.
let t: TestApp;
before(async () => {
  t = await startTestApp({ workers: 0, dispatcher: false });
});
after(() => t.close());

const submit = (body: unknown, key = t.apiKey) => api<Doc & ErrorBody>(t.baseUrl, key, 'POST', '/v1/documents/process', body);

describe('POST /v1/documents/process', () => {
  test('accepts a document: 202, Location, the queued document object', async () => {
    const r = await submit({ url: 'https://example.com/inv-001.pdf', type: 'invoice', metadata: { order: 'A-17' } });
    assert.equal(r.status, 202);
    assert.match(r.body.id, /^doc_[0-9A-Z]{26}$/);
    assert.equal(r.headers.get('location'), `/v1/documents/${r.body.id}`);
    assert.deepEqual(
      { ...r.body, id: undefined, created_at: undefined, updated_at: undefined },
      {
        id: undefined,
        object: 'document',
        url: 'https://example.com/inv-001.pdf',
        type: 'invoice',
        status: 'queued',
        created_at: undefined,
        updated_at: undefined,
        processed_at: null,
        metadata: { order: 'A-17' },
        file: null,
        error: null,
        result: null,
      },
    );
  });

  test('accepts receipt, auto and data: URLs', async () => {
    assert.equal((await submit({ url: 'https://example.com/r.jpg', type: 'receipt' })).status, 202);
    assert.equal((await submit({ url: 'https://example.com/x.pdf', type: 'auto' })).status, 202);
    assert.equal((await submit({ url: 'data:application/pdf;base64,JVBERi0xLjQK', type: 'invoice' })).status, 202);
  });

  const invalid: [string, unknown, string, string | null][] = [
    ['no url', { type: 'invoice' }, 'parameter_missing', 'url'],
    ['no type', { url: 'https://example.com/a.pdf' }, 'parameter_missing', 'type'],
    ['unknown type', { url: 'https://example.com/a.pdf', type: 'passport' }, 'parameter_invalid', 'type'],
    ['url not a string', { url: 42, type: 'invoice' }, 'parameter_invalid', 'url'],
    ['empty url', { url: '', type: 'invoice' }, 'parameter_invalid', 'url'],
    ['unsupported scheme', { url: 'ftp://example.com/a.pdf', type: 'invoice' }, 'parameter_invalid', 'url'],
    ['not a URL', { url: 'not a url', type: 'invoice' }, 'parameter_invalid', 'url'],
    ['unknown field', { url: 'https://example.com/a.pdf', type: 'invoice', priority: 'high' }, 'parameter_unknown', 'priority'],
    ['metadata value not a string', { url: 'https://example.com/a.pdf', type: 'invoice', metadata: { n: 1 } }, 'parameter_invalid', 'metadata.n'],
    [
      'more than 20 metadata keys',
      { url: 'https://example.com/a.pdf', type: 'invoice', metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) },
      'parameter_invalid',
      'metadata',
    ],
    ['body not an object', [1, 2], 'invalid_json', null],
  ];
  for (const [name, body, code, param] of invalid) {
    test(`400 ${code} for ${name}, and nothing stored`, async () => {
      const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents');
      const r = await submit(body);
      assert.equal(r.status, 400);
      assert.equal(r.body.error.type, 'invalid_request_error');
      assert.equal(r.body.error.code, code);
      assert.equal(r.body.error.param, param);
      assert.match(r.body.error.message, /\.$/);
      const afterCount = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents');
      assert.equal(afterCount[0].n, before[0].n);
    });
  }

  test('a literal private address is refused at request time when private networks are not allowed', async () => {
    const strict = await startTestApp({ workers: 0, dispatcher: false, env: { DOCPROC_ALLOW_PRIVATE_NETWORKS: 'false' } });
    try {
      for (const url of ['http://127.0.0.1:8080/a.pdf', 'http://10.0.0.1/a.pdf', 'http://[::1]/a.pdf', 'http://localhost/a.pdf']) {
        const r = await api<ErrorBody>(strict.baseUrl, strict.apiKey, 'POST', '/v1/documents/process', { url, type: 'invoice' });
        assert.equal(r.status, 400, url);
        assert.equal(r.body.error.param, 'url');
      }
    } finally {
      await strict.close();
    }
  });
});

describe('GET /v1/documents/{id}', () => {
  test('returns the document with Retry-After while it is not terminal', async () => {
    const created = await submit({ url: 'https://example.com/b.pdf', type: 'invoice' });
    const r = await api<Doc>(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${created.body.id}`);
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, created.body);
    assert.equal(r.headers.get('retry-after'), '1');
  });

  test('no Retry-After once terminal', async () => {
    const created = await submit({ url: 'https://example.com/c.pdf', type: 'invoice' });
    await t.db.query(`UPDATE documents SET status = 'failed', error = '{"code":"fetch_failed","message":"x"}' WHERE id = $1`, [created.body.id]);
    const r = await api<Doc>(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${created.body.id}`);
    assert.equal(r.body.status, 'failed');
    assert.equal(r.headers.get('retry-after'), null);
    // Finished documents are served from memory afterwards: same answer, same tenancy.
    const again = await api<Doc>(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${created.body.id}`);
    assert.deepEqual(again.body, r.body);
    assert.equal((await api(t.baseUrl, t.otherApiKey, 'GET', `/v1/documents/${created.body.id}`)).status, 404);
  });

  test('404 document_not_found for an unknown id', async () => {
    const r = await api<ErrorBody>(t.baseUrl, t.apiKey, 'GET', '/v1/documents/doc_01JD3Y0Z8K6B7C2QW4E5R6T7Y8');
    assert.equal(r.status, 404);
    assert.equal(r.body.error.code, 'document_not_found');
  });

  test("another project's document answers 404 exactly like a missing one, and never appears in its lists", async () => {
    const mine = await submit({ url: 'https://example.com/mine.pdf', type: 'invoice' });
    const theirs = await api<ErrorBody>(t.baseUrl, t.otherApiKey, 'GET', `/v1/documents/${mine.body.id}`);
    const missing = await api<ErrorBody>(t.baseUrl, t.otherApiKey, 'GET', '/v1/documents/doc_01JD3Y0Z8K6B7C2QW4E5R6T7Y8');
    assert.equal(theirs.status, 404);
    assert.equal(theirs.body.error.code, missing.body.error.code);
    assert.equal(theirs.body.error.message, missing.body.error.message);
    for (const path of [`/v1/documents/${mine.body.id}/layout`, `/v1/documents/${mine.body.id}/pages/1.png`]) {
      assert.equal((await api(t.baseUrl, t.otherApiKey, 'GET', path)).status, 404);
    }
    const list = await api<List>(t.baseUrl, t.otherApiKey, 'GET', '/v1/documents?limit=100');
    assert.ok(!list.body.data.some((d) => d.id === mine.body.id));
  });
});

describe('GET /v1/documents', () => {
  let listKey: string;
  const ids: string[] = [];
  before(async () => {
    // A project of its own with 25 documents, so counts are exact.
    const { createApiKey } = await import('../../src/db/keys.ts');
    listKey = (await createApiKey(t.db, { name: 'lists' })).key;
    for (let i = 0; i < 25; i++) {
      const r = await submit({ url: `https://example.com/${i}.pdf`, type: i % 5 === 0 ? 'receipt' : 'invoice' }, listKey);
      ids.push(r.body.id);
    }
    await t.db.query(`UPDATE documents SET status = 'processed' WHERE id = ANY($1)`, [ids.slice(0, 3)]);
  });
  const list = (query = '') => api<List & ErrorBody>(t.baseUrl, listKey, 'GET', `/v1/documents${query}`);

  test('defaults to 10, newest first, with total and has_more', async () => {
    const r = await list();
    assert.equal(r.status, 200);
    assert.equal(r.body.object, 'list');
    assert.equal(r.body.limit, 10);
    assert.equal(r.body.offset, 0);
    assert.equal(r.body.total, 25);
    assert.equal(r.body.has_more, true);
    assert.deepEqual(
      r.body.data.map((d) => d.id),
      [...ids].reverse().slice(0, 10),
    );
  });

  test('pages with offset until has_more is false', async () => {
    const r = await list('?limit=10&offset=20');
    assert.deepEqual(
      r.body.data.map((d) => d.id),
      [...ids].reverse().slice(20),
    );
    assert.equal(r.body.has_more, false);
    const beyond = await list('?offset=100');
    assert.deepEqual(beyond.body.data, []);
    assert.equal(beyond.body.total, 25);
  });

  test('limit above 100 is clamped to 100', async () => {
    const r = await list('?limit=500');
    assert.equal(r.status, 200);
    assert.equal(r.body.limit, 100);
    assert.equal(r.body.data.length, 25);
  });

  for (const [query, param] of [
    ['?limit=0', 'limit'],
    ['?limit=-1', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=1.5', 'limit'],
    ['?offset=-1', 'offset'],
    ['?status=done', 'status'],
    ['?type=passport', 'type'],
    ['?created_after=yesterday', 'created_after'],
    ['?sort=asc', 'sort'],
  ]) {
    test(`400 with param ${param} for ${query}`, async () => {
      const r = await list(query);
      assert.equal(r.status, 400);
      assert.equal(r.body.error.param, param);
    });
  }

  test('filters by status, type and creation time', async () => {
    const processed = await list('?status=processed&limit=100');
    assert.deepEqual(processed.body.data.map((d) => d.id).sort(), ids.slice(0, 3).sort());
    assert.equal(processed.body.total, 3);
    const receipts = await list('?type=receipt&limit=100');
    assert.equal(receipts.body.total, 5);
    assert.ok(receipts.body.data.every((d) => d.type === 'receipt'));

    await t.db.query(`UPDATE documents SET created_at = '2020-01-01T00:00:00Z' WHERE id = $1`, [ids[0]]);
    const old = await list(`?created_before=${encodeURIComponent('2021-01-01T00:00:00Z')}`);
    assert.deepEqual(
      old.body.data.map((d) => d.id),
      [ids[0]],
    );
    const recent = await list(`?created_after=${encodeURIComponent('2021-01-01T00:00:00Z')}&limit=100`);
    assert.equal(recent.body.total, 24);
  });
});

describe('layout and page images', () => {
  test('409 for the layout of a document not processed yet, 404 for a page it does not have', async () => {
    const created = await submit({ url: 'https://example.com/l.pdf', type: 'invoice' });
    const layout = await api<ErrorBody>(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${created.body.id}/layout`);
    assert.equal(layout.status, 409);
    assert.equal(layout.body.error.code, 'document_not_processed');
    const page = await api<ErrorBody>(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${created.body.id}/pages/1.png`);
    assert.equal(page.status, 404);
    assert.equal(page.body.error.code, 'page_not_found');
    const bad = await api<ErrorBody>(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${created.body.id}/pages/0.png`);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.param, 'number');
  });

  test('serves the stored layout and PNG', async () => {
    const created = await submit({ url: 'https://example.com/p.pdf', type: 'invoice' });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const pages = [{ number: 1, width: 595, height: 842, unit: 'pt', rotation: 0, source: 'pdf_text', words: [{ text: 'Total', bbox: [0.1, 0.1, 0.2, 0.12], confidence: 1 }], lines: [] }];
    await t.db.query('INSERT INTO document_layouts (document_id, layout) VALUES ($1, $2)', [created.body.id, JSON.stringify(pages)]);
    await t.db.query('INSERT INTO document_pages (document_id, number, png) VALUES ($1, 1, $2)', [created.body.id, png]);
    const layout = await api<{ object: string; document_id: string; pages: unknown[] }>(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${created.body.id}/layout`);
    assert.equal(layout.status, 200);
    assert.deepEqual(layout.body, { object: 'layout', document_id: created.body.id, pages });
    const image = await fetch(`${t.baseUrl}/v1/documents/${created.body.id}/pages/1.png`, { headers: { authorization: `Bearer ${t.apiKey}` } });
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/png');
    assert.deepEqual(Buffer.from(await image.arrayBuffer()), png);
  });
});
