import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { api, startTestApp, waitForStatus, type TestApp } from '../helpers/app.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';

interface Doc {
  id: string;
  url: string | null;
  status: string;
  file: { content_type: string; size: number; pages: number | null; sha256: string } | null;
  error?: { code: string; param: string | null; request_id: string } | null;
}

let t: TestApp;
let receiver: Receiver;
before(async () => {
  t = await startTestApp({ workers: 1 });
  receiver = await startReceiver();
  const hook = await api(t.baseUrl, t.apiKey, 'POST', '/v1/webhooks', { url: receiver.url, events: ['*'] });
  assert.equal(hook.status, 201);
});
after(async () => {
  await receiver.close();
  await t.close();
});

const dataUrl = (bytes: Buffer, type = 'application/pdf') => `data:${type};base64,${bytes.toString('base64')}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('an inline upload is stored apart and never echoed: 202, GET, list, webhook and idempotency row', async () => {
  const pdf = sampleInvoicePdf({ number: 'INLINE-1' });
  const submitted = await api<Doc>(t.baseUrl, t.apiKey, 'POST', '/v1/documents/process', { url: dataUrl(pdf), type: 'invoice' }, { 'idempotency-key': 'inline-1' });
  assert.equal(submitted.status, 202);
  assert.equal(submitted.body.url, null);
  assert.deepEqual(submitted.body.file, { content_type: 'application/pdf', size: pdf.length, pages: null, sha256: sha256(pdf) });

  const done = await waitForStatus(t.baseUrl, t.apiKey, submitted.body.id);
  assert.equal(done.status, 'processed', JSON.stringify(done.error));
  assert.equal(done.url, null);
  assert.equal(done.file?.pages, 1);
  assert.equal(done.file?.sha256, sha256(pdf));
  assert.deepEqual(await t.db.files.get(done.id), pdf);

  const list = await api<{ data: Doc[] }>(t.baseUrl, t.apiKey, 'GET', '/v1/documents?limit=100');
  assert.equal(list.body.data.find((d) => d.id === done.id)?.url, null);
  const [delivery] = await receiver.waitFor(1);
  assert.ok(delivery.body.includes(done.id));
  assert.ok(!/data:/i.test(delivery.body));
  const rows = await t.db.query<{ response: unknown }>(`SELECT response FROM idempotency_keys WHERE key = 'inline-1'`);
  assert.ok(!JSON.stringify(rows[0].response).includes('data:'));
  const row = await t.db.query<{ url: string | null }>('SELECT url FROM documents WHERE id = $1', [done.id]);
  assert.equal(row[0].url, null);

  // The same key and the same bytes replay; other bytes under that key conflict.
  const again = await api<Doc>(t.baseUrl, t.apiKey, 'POST', '/v1/documents/process', { url: dataUrl(pdf), type: 'invoice' }, { 'idempotency-key': 'inline-1' });
  assert.equal(again.status, 202);
  assert.equal(again.body.id, done.id);
  const other = await api<Doc>(
    t.baseUrl,
    t.apiKey,
    'POST',
    '/v1/documents/process',
    { url: dataUrl(sampleInvoicePdf({ number: 'INLINE-2' })), type: 'invoice' },
    { 'idempotency-key': 'inline-1' },
  );
  assert.equal(other.status, 409);
});

test('a 20 MB upload (27 MB of base64) is accepted, decoded off the event loop and stored whole; lists stay small', async () => {
  const bytes = randomBytes(t.config.maxDocumentBytes);
  const submitted = await api<Doc>(t.baseUrl, t.apiKey, 'POST', '/v1/documents/process', { url: dataUrl(bytes, 'image/png'), type: 'receipt' });
  assert.equal(submitted.status, 202, JSON.stringify(submitted.body));
  assert.equal(submitted.body.url, null);
  assert.equal(submitted.body.file?.size, bytes.length);
  assert.equal(submitted.body.file?.sha256, sha256(bytes));
  assert.ok((await t.db.files.get(submitted.body.id))?.equals(bytes));
  const done = await waitForStatus(t.baseUrl, t.apiKey, submitted.body.id);
  assert.equal(done.error?.code, 'unsupported_format');
  const list = await fetch(`${t.baseUrl}/v1/documents?limit=100`, { headers: { authorization: `Bearer ${t.apiKey}` } });
  assert.ok((await list.text()).length < 64 * 1024);
});

test('a body over the limit is a 413 JSON error with its request id; bad base64 a 400 naming url', async () => {
  const tooLarge = `{"type":"invoice","url":"data:application/pdf;base64,${'A'.repeat(Math.ceil((t.config.maxDocumentBytes * 4) / 3) + 128 * 1024)}"}`;
  const response = await fetch(`${t.baseUrl}/v1/documents/process`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.apiKey}`, 'content-type': 'application/json' },
    body: tooLarge,
  });
  assert.equal(response.status, 413);
  const body = (await response.json()) as { error: { code: string; request_id: string } };
  assert.equal(body.error.code, 'payload_too_large');
  assert.equal(body.error.request_id, response.headers.get('x-request-id'));

  const bad = await api<{ error: { param: string } }>(t.baseUrl, t.apiKey, 'POST', '/v1/documents/process', { url: `data:application/pdf;base64,${'@'.repeat(100_000)}`, type: 'invoice' });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.param, 'url');
});
