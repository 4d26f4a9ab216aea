/** A status only moves forward: a document waiting for a fetch retry stays `processing`. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, startTestApp, waitForStatus, type TestApp } from '../helpers/app.ts';
import { sequence, serve, startDocHost, status, type DocHost } from '../helpers/doc-host.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';

let t: TestApp;
let host: DocHost;
before(async () => {
  host = await startDocHost();
  t = await startTestApp({ workers: 1, env: { DOCPROC_FETCH_RETRY_SCHEDULE: '700ms,700ms' } });
});
after(async () => {
  await t.close();
  await host.close();
});

test('between fetch attempts the document stays processing, then ends processed', async () => {
  host.route('/flaky.pdf', sequence(status(503), status(503), serve(sampleInvoicePdf(), 'application/pdf')));
  const created = await api<{ id: string }>(t.baseUrl, t.apiKey, 'POST', '/v1/documents/process', { url: host.url('/flaky.pdf'), type: 'invoice' });
  const seen: string[] = [];
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    const { body, headers } = await api<{ status: string }>(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${created.body.id}`);
    if (seen.at(-1) !== body.status) seen.push(body.status);
    if (body.status === 'processed' || body.status === 'failed') break;
    assert.equal(headers.get('retry-after'), '1');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.equal(host.hits('/flaky.pdf'), 3);
  assert.deepEqual(seen.slice(seen.indexOf('processing')), ['processing', 'processed'], `statuses seen: ${seen.join(' → ')}`);
  const done = await waitForStatus(t.baseUrl, t.apiKey, created.body.id);
  assert.equal(done.status, 'processed');
});
