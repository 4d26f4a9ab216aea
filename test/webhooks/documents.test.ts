import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { api, startTestApp, submitUrl, waitForStatus, type TestApp } from '../helpers/app.ts';
import { serve, startDocHost, status, type DocHost } from '../helpers/doc-host.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';
import { startReceiver, type Receiver, type ReceivedRequest } from '../helpers/receiver.ts';

interface Event {
  id: string;
  object: string;
  type: string;
  created_at: string;
  data: { document: { id: string; object: string; status: string; error: { code: string } | null; result: unknown } };
}

let t: TestApp;
let host: DocHost;
let all: Receiver;
let processedOnly: Receiver;
let failedOnly: Receiver;
const secrets = new Map<Receiver, string>();

before(async () => {
  t = await startTestApp({ workers: 1 });
  host = await startDocHost();
  host.route('/missing.pdf', status(404));
  host.route('/invoice.pdf', serve(sampleInvoicePdf({ number: 'INV-7', total: '119.00' }), 'application/pdf'));
  all = await startReceiver();
  processedOnly = await startReceiver();
  failedOnly = await startReceiver();
  for (const [receiver, events] of [
    [all, ['*']],
    [processedOnly, ['document.processed']],
    [failedOnly, ['document.failed']],
  ] as [Receiver, string[]][]) {
    const created = await api<{ secret: string }>(t.baseUrl, t.apiKey, 'POST', '/v1/webhooks', { url: receiver.url, events });
    assert.equal(created.status, 201);
    secrets.set(receiver, created.body.secret);
  }
});
after(async () => {
  for (const r of [all, processedOnly, failedOnly]) await r.close();
  await host.close();
  await t.close();
});

function eventsFor(receiver: Receiver, documentId: string): Event[] {
  return receiver.requests
    .map((r: ReceivedRequest) => new Webhook(secrets.get(receiver)!).verify(r.body, r.headers as Record<string, string>) as Event)
    .filter((e) => e.data.document?.id === documentId);
}

const submit = (url: string) => submitUrl(t, url);

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
}

test('a failed document emits exactly one document.failed event to the endpoints subscribed to it', async () => {
  const id = await submit(host.url('/missing.pdf'));
  const document = await waitForStatus(t.baseUrl, t.apiKey, id);
  assert.equal(document.status, 'failed');
  const deadline = Date.now() + 5000;
  while ((eventsFor(all, id).length === 0 || eventsFor(failedOnly, id).length === 0) && Date.now() < deadline) await settle();
  await settle();

  const [event] = eventsFor(all, id);
  assert.equal(eventsFor(all, id).length, 1);
  assert.equal(eventsFor(failedOnly, id).length, 1);
  assert.equal(eventsFor(processedOnly, id).length, 0);
  assert.match(event.id, /^evt_/);
  assert.equal(event.object, 'event');
  assert.equal(event.type, 'document.failed');
  assert.ok(!Number.isNaN(Date.parse(event.created_at)));
  assert.equal(event.data.document.object, 'document');
  assert.equal(event.data.document.status, 'failed');
  assert.equal(event.data.document.error?.code, 'http_error');
  assert.deepEqual(event.data.document, JSON.parse(JSON.stringify(document)));
  const rows = await t.db.query('SELECT 1 FROM events WHERE document_id = $1', [id]);
  assert.equal(rows.length, 1);
});

test('a processed document emits exactly one document.processed event with its result', async () => {
  const id = await submit(host.url('/invoice.pdf'));
  const document = await waitForStatus(t.baseUrl, t.apiKey, id, ['processed', 'failed'], 30_000);
  assert.equal(document.status, 'processed', `extraction: ${JSON.stringify(document.error)}`);
  const deadline = Date.now() + 5000;
  while ((eventsFor(all, id).length === 0 || eventsFor(processedOnly, id).length === 0) && Date.now() < deadline) await settle();
  await settle();
  assert.equal(eventsFor(all, id).length, 1);
  assert.equal(eventsFor(processedOnly, id).length, 1);
  assert.equal(eventsFor(failedOnly, id).length, 0);
  const [event] = eventsFor(all, id);
  assert.equal(event.type, 'document.processed');
  assert.deepEqual(event.data.document, JSON.parse(JSON.stringify(document)));
  assert.ok(event.data.document.result);
});

test('an endpoint deleted through the API receives no event for later documents', async () => {
  const gone = await startReceiver();
  try {
    const created = await api<{ id: string }>(t.baseUrl, t.apiKey, 'POST', '/v1/webhooks', { url: gone.url, events: ['*'] });
    assert.equal((await api(t.baseUrl, t.apiKey, 'DELETE', `/v1/webhooks/${created.body.id}`)).status, 204);
    const id = await submit(host.url('/missing.pdf'));
    await waitForStatus(t.baseUrl, t.apiKey, id);
    const deadline = Date.now() + 5000;
    while (eventsFor(all, id).length === 0 && Date.now() < deadline) await settle();
    await settle();
    assert.equal(eventsFor(all, id).length, 1);
    assert.equal(gone.requests.length, 0);
  } finally {
    await gone.close();
  }
});
