/** Fan-out limits: endpoints per project, and the size of what one event sends to each of them. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { MAX_EVENT_DOCUMENT_BYTES } from '../../src/db/documents.ts';
import { api, startTestApp, waitForStatus, type TestApp } from '../helpers/app.ts';
import { makePdf, type PdfPage } from '../helpers/make-pdf.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';

let t: TestApp;
let receiver: Receiver;
before(async () => {
  t = await startTestApp({ workers: 1, env: { DOCPROC_MAX_WEBHOOK_ENDPOINTS: '3' } });
  receiver = await startReceiver();
});
after(async () => {
  await receiver.close();
  await t.close();
});

const create = (key: string, url: string) => api<{ id: string; error?: { code: string } }>(t.baseUrl, key, 'POST', '/v1/webhooks', { url, events: ['*'] });

test('endpoints are capped per project (default 16): one more is a 400 too_many_webhooks, even when created at once', async () => {
  assert.equal(loadConfig({}).maxWebhookEndpoints, 16);
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => create(t.otherApiKey, `http://127.0.0.1:9/hook-${i}`)));
  assert.equal(answers.filter((a) => a.status === 201).length, 3);
  for (const refused of answers.filter((a) => a.status !== 201)) {
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error?.code, 'too_many_webhooks');
  }
  const deleted = answers.find((a) => a.status === 201)!;
  assert.equal((await api(t.baseUrl, t.otherApiKey, 'DELETE', `/v1/webhooks/${deleted.body.id}`)).status, 204);
  assert.equal((await create(t.otherApiKey, 'http://127.0.0.1:9/hook-again')).status, 201);
});

/** An invoice of `pages` pages of `rows` line items each: a large result from a small PDF. */
function longInvoice(pages: number, rows: number): Buffer {
  const list: PdfPage[] = [];
  for (let p = 0; p < pages; p++) {
    const texts = [
      { x: 50, y: 800, text: 'Description' },
      { x: 300, y: 800, text: 'Qty' },
      { x: 360, y: 800, text: 'Unit Price' },
      { x: 480, y: 800, text: 'Amount' },
    ];
    for (let r = 0; r < rows; r++) {
      const y = 780 - r * 15;
      texts.push({ x: 50, y, text: `Part ${p}-${r} stainless fastener assortment` }, { x: 300, y, text: '2' }, { x: 360, y, text: '10.00' }, { x: 480, y, text: '20.00' });
    }
    list.push({ texts });
  }
  return makePdf(list);
}

test('an event whose document is too large is sent without its result, which GET still answers', async () => {
  const hook = await create(t.apiKey, receiver.url);
  assert.equal(hook.status, 201);
  const pdf = longInvoice(32, 48);
  const submitted = await api<{ id: string }>(t.baseUrl, t.apiKey, 'POST', '/v1/documents/process', {
    url: `data:application/pdf;base64,${pdf.toString('base64')}`,
    type: 'invoice',
  });
  assert.equal(submitted.status, 202);
  const done = await waitForStatus(t.baseUrl, t.apiKey, submitted.body.id, ['processed', 'failed'], 120_000);
  assert.equal(done.status, 'processed');
  assert.ok(JSON.stringify(done).length > MAX_EVENT_DOCUMENT_BYTES, `result of ${JSON.stringify(done).length} bytes`);
  const [delivery] = await receiver.waitFor(1, 30_000);
  assert.ok(delivery.body.length <= MAX_EVENT_DOCUMENT_BYTES + 1024, `${delivery.body.length} bytes sent`);
  const event = JSON.parse(delivery.body) as { data: { document: { id: string; status: string; result: unknown }; result_omitted?: boolean } };
  assert.equal(event.data.document.id, done.id);
  assert.equal(event.data.document.status, 'processed');
  assert.equal(event.data.document.result, null);
  assert.equal(event.data.result_omitted, true);
});
