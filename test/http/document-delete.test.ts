/**
 * DELETE /v1/documents/{id} and GET /v1/documents/{id}/file on a real service. The target: after a
 * delete, no row of any table and no file of the data directory holds a marker string that was in the
 * document's text layer, its metadata and its URL.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { randomBase62 } from '../../src/ids.ts';
import { api, startTestApp, waitForStatus, type TestApp } from '../helpers/app.ts';
import { filesHolding, tablesHolding } from '../helpers/content-scan.ts';
import { serve, startDocHost, status, type DocHost } from '../helpers/doc-host.ts';
import { makePdf } from '../helpers/make-pdf.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';

let t: TestApp;
let host: DocHost;
let receiving: Receiver;
let failing: Receiver;

before(async () => {
  // A failing endpoint's retry comes an hour later: its delivery is still pending when the document goes.
  t = await startTestApp({ workers: 1, env: { DOCPROC_WEBHOOK_RETRY_SCHEDULE: '1h' } });
  host = await startDocHost();
  receiving = await startReceiver();
  failing = await startReceiver(() => ({ status: 500 }));
  for (const receiver of [receiving, failing]) {
    const created = await api(t.baseUrl, t.apiKey, 'POST', '/v1/webhooks', { url: receiver.url, events: ['*'] });
    assert.equal(created.status, 201);
  }
});
after(async () => {
  await t.close();
  await host.close();
  await receiving.close();
  await failing.close();
});

function markedPdf(marker: string): Buffer {
  return makePdf([
    {
      texts: [
        { x: 50, y: 790, size: 18, text: 'ACME Supplies Ltd' },
        { x: 400, y: 770, text: 'Invoice No: INV-77' },
        { x: 50, y: 700, text: `Reference ${marker}` },
        { x: 360, y: 530, text: 'Total 119.00' },
      ],
    },
  ]);
}

type Doc = { id: string; status: string; file: { content_type: string; size: number } | null };

async function submit(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<string> {
  const created = await api<Doc>(t.baseUrl, t.apiKey, 'POST', '/v1/documents/process', { type: 'invoice', ...body }, headers);
  assert.equal(created.status, 202, JSON.stringify(created.body));
  return created.body.id;
}

const filesDir = () => (t.dataDir ? join(t.dataDir, 'docproc-files') : null);

describe('deleting a document', () => {
  for (const how of ['inline', 'url'] as const) {
    test(`${how}: nothing with its content is left in any table or file`, async () => {
      const marker = `MRK${randomBase62(16)}`;
      const pdf = markedPdf(marker);
      host.route(`/${marker}.pdf`, serve(pdf, 'application/pdf'));
      const url = how === 'inline' ? `data:application/pdf;base64,${pdf.toString('base64')}` : host.url(`/${marker}.pdf`);
      const key = `submit-${randomBase62(12)}`;
      const id = await submit({ url, metadata: { note: marker } }, { 'idempotency-key': key });
      const doc = await waitForStatus(t.baseUrl, t.apiKey, id, ['processed', 'failed'], 20_000);
      assert.equal(doc.status, 'processed');
      // Both endpoints tried: one delivery succeeded, the other waits for its retry.
      const deliveries = async () => t.db.query<{ status: string; attempts: number }>(
        'SELECT d.status, d.attempts FROM deliveries d JOIN events e ON e.id = d.event_id WHERE e.document_id = $1',
        [id],
      );
      const deadline = Date.now() + 10_000;
      while ((await deliveries()).filter((d) => d.attempts > 0).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      assert.deepEqual((await deliveries()).map((d) => d.status).sort(), ['pending', 'succeeded']);

      // The scan sees the marker while the document exists: in the result's layout, the original, the event…
      const before = await tablesHolding(t.db, marker);
      for (const table of ['documents', 'document_layouts', 'events', 'idempotency_keys']) assert.ok(before[table], `${table} holds the marker: ${JSON.stringify(before)}`);
      if (t.dataDir) assert.equal((await filesHolding(filesDir()!, marker)).length, 1);
      else assert.ok(before.document_files, 'document_files holds the original');

      const file = await fetch(`${t.baseUrl}/v1/documents/${id}/file`, { headers: { authorization: `Bearer ${t.apiKey}` } });
      assert.equal(file.status, 200);
      assert.equal(file.headers.get('content-type'), 'application/pdf');
      assert.equal(file.headers.get('content-disposition'), `attachment; filename="${id}.pdf"`);
      assert.deepEqual(Buffer.from(await file.arrayBuffer()), pdf);

      // Another project's key neither sees nor deletes it.
      assert.equal((await api(t.baseUrl, t.otherApiKey, 'GET', `/v1/documents/${id}/file`)).status, 404);
      const foreign = await api<{ error: { code: string } }>(t.baseUrl, t.otherApiKey, 'DELETE', `/v1/documents/${id}`);
      assert.equal(foreign.status, 404);
      assert.equal(foreign.body.error.code, 'document_not_found');

      const deleted = await api(t.baseUrl, t.apiKey, 'DELETE', `/v1/documents/${id}`);
      assert.equal(deleted.status, 204);
      assert.equal(deleted.body, null);

      assert.deepEqual(await tablesHolding(t.db, marker), {});
      if (t.dataDir) assert.deepEqual(await filesHolding(t.dataDir, marker).then((files) => files.filter((f) => f.startsWith(filesDir()!))), []);

      for (const path of [`/v1/documents/${id}`, `/v1/documents/${id}/layout`, `/v1/documents/${id}/pages/1.png`, `/v1/documents/${id}/file`]) {
        const gone = await api<{ error: { code: string } }>(t.baseUrl, t.apiKey, 'GET', path);
        assert.equal(gone.status, 404, path);
        assert.equal(gone.body.error.code, 'document_not_found', path);
      }
      assert.equal((await api(t.baseUrl, t.apiKey, 'DELETE', `/v1/documents/${id}`)).status, 404, 'deleting twice');
      const list = await api<{ data: { id: string }[] }>(t.baseUrl, t.apiKey, 'GET', '/v1/documents?limit=100');
      assert.ok(!list.body.data.some((d) => d.id === id), 'not listed');
      for (const cursor of ['starting_after', 'ending_before']) {
        const paged = await api<{ error: { code: string; param: string } }>(t.baseUrl, t.apiKey, 'GET', `/v1/documents?${cursor}=${id}`);
        assert.equal(paged.status, 400, `${cursor} a deleted document`);
        assert.deepEqual([paged.body.error.code, paged.body.error.param], ['resource_missing', cursor]);
      }

      // The stored event keeps the id only; the pending delivery sends that.
      const events = await t.db.query<{ type: string; payload: { data: unknown } }>('SELECT type, payload FROM events WHERE document_id = $1', [id]);
      assert.deepEqual(events.map((e) => [e.type, e.payload.data]), [['document.processed', { document: { id, object: 'document', deleted: true } }]]);

      // A replay of the submit creates nothing and shows nothing of the content.
      const [{ n: documentsBefore }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents');
      const replay = await api(t.baseUrl, t.apiKey, 'POST', '/v1/documents/process', { type: 'invoice', url, metadata: { note: marker } }, { 'idempotency-key': key });
      assert.equal(replay.status, 202);
      assert.equal(replay.headers.get('idempotent-replayed'), 'true');
      assert.deepEqual(replay.body, { id, object: 'document', deleted: true });
      const [{ n: documentsAfter }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents');
      assert.equal(documentsAfter, documentsBefore);
      assert.deepEqual(await tablesHolding(t.db, marker), {});
    });
  }

  test('a cached finished document is gone as soon as it is deleted', async () => {
    const id = await submit({ url: `data:application/pdf;base64,${markedPdf('cached').toString('base64')}` });
    await waitForStatus(t.baseUrl, t.apiKey, id, ['processed'], 20_000);
    assert.equal((await api(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${id}`)).status, 200);
    // Deleted by another process: this one's cache must not answer for it.
    await t.db.query('DELETE FROM documents WHERE id = $1', [id]);
    assert.equal((await api(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${id}`)).status, 404);
  });
});

describe('the original on request', () => {
  test('404 file_not_found when no bytes are kept (a fetch that failed)', async () => {
    host.route('/missing.pdf', status(404));
    const id = await submit({ url: host.url('/missing.pdf') });
    const doc = await waitForStatus(t.baseUrl, t.apiKey, id, ['processed', 'failed'], 20_000);
    assert.equal(doc.status, 'failed');
    const answer = await api<{ error: { code: string } }>(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${id}/file`);
    assert.equal(answer.status, 404);
    assert.equal(answer.body.error.code, 'file_not_found');
  });

  test('an unknown document is 404 document_not_found', async () => {
    const answer = await api<{ error: { code: string } }>(t.baseUrl, t.apiKey, 'GET', '/v1/documents/doc_nope/file');
    assert.equal(answer.status, 404);
    assert.equal(answer.body.error.code, 'document_not_found');
  });

  test('the OpenAPI document describes delete and the original', async () => {
    const spec = await api<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>(t.baseUrl, null, 'GET', '/v1/openapi.json');
    assert.ok(spec.body.paths['/v1/documents/{id}'].delete.responses['204']);
    assert.ok(spec.body.paths['/v1/documents/{id}/file'].get.responses['200']);
  });
});
