import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestApp, waitForStatus, type TestApp } from '../helpers/app.ts';
import { drip, hang, redirect, sequence, serve, startDocHost, status, type DocHost } from '../helpers/doc-host.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';

type Doc = { id: string; status: string; error: { code: string; message: string } | null; file: { content_type: string; size: number; pages: number | null; sha256: string } | null; result: { source: string } | null };

let t: TestApp;
let host: DocHost;
before(async () => {
  host = await startDocHost();
  t = await startTestApp({ workers: 2, env: { DOCPROC_MAX_DOCUMENT_BYTES: '50000', DOCPROC_FETCH_TIMEOUT_MS: '600' } });
});
after(async () => {
  await t.close();
  await host.close();
});

async function run(path: string, type = 'invoice'): Promise<Doc> {
  const created = await api<Doc>(t.baseUrl, t.apiKey, 'POST', '/v1/documents/process', { url: host.url(path), type });
  assert.equal(created.status, 202);
  return (await waitForStatus(t.baseUrl, t.apiKey, created.body.id, ['processed', 'failed'], 20_000)) as unknown as Doc;
}

async function events(documentId: string) {
  return t.db.query<{ type: string; payload: { data: { document: Doc } } }>('SELECT type, payload FROM events WHERE document_id = $1', [documentId]);
}

describe('document lifecycle against a real host', () => {
  test('a PDF with a text layer is processed, stored, and emits one document.processed event', async () => {
    const pdf = sampleInvoicePdf();
    host.route('/invoice.pdf', serve(pdf, 'application/pdf'));
    const doc = await run('/invoice.pdf');
    assert.equal(doc.status, 'processed', JSON.stringify(doc.error));
    assert.equal(doc.result?.source, 'pdf_text');
    assert.equal(doc.file?.content_type, 'application/pdf');
    assert.equal(doc.file?.size, pdf.length);
    assert.deepEqual(await t.db.files.get(doc.id), pdf);
    const emitted = await events(doc.id);
    assert.equal(emitted.length, 1);
    assert.equal(emitted[0].type, 'document.processed');
    assert.equal(emitted[0].payload.data.document.status, 'processed');
    const layout = await api<{ pages: unknown[] }>(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${doc.id}/layout`);
    assert.equal(layout.status, 200);
    assert.ok(layout.body.pages.length >= 1);
  });

  test('an inline data: URL is processed', async () => {
    const url = `data:application/pdf;base64,${sampleInvoicePdf().toString('base64')}`;
    const created = await api<Doc>(t.baseUrl, t.apiKey, 'POST', '/v1/documents/process', { url, type: 'invoice' });
    const doc = (await waitForStatus(t.baseUrl, t.apiKey, created.body.id, ['processed', 'failed'], 20_000)) as unknown as Doc;
    assert.equal(doc.status, 'processed', JSON.stringify(doc.error));
  });

  test('HTTP 404 from the host → failed http_error naming the status, no retry', async () => {
    host.route('/missing.pdf', status(404));
    const doc = await run('/missing.pdf');
    assert.equal(doc.status, 'failed');
    assert.equal(doc.error?.code, 'http_error');
    assert.match(doc.error?.message ?? '', /404/);
    assert.equal(host.hits('/missing.pdf'), 1);
    const emitted = await events(doc.id);
    assert.deepEqual(
      emitted.map((e) => e.type),
      ['document.failed'],
    );
  });

  test('HTTP 500 then 200 → retried and processed', async () => {
    host.route('/flaky.pdf', sequence(status(500), serve(sampleInvoicePdf(), 'application/pdf')));
    const doc = await run('/flaky.pdf');
    assert.equal(doc.status, 'processed', JSON.stringify(doc.error));
    assert.equal(host.hits('/flaky.pdf'), 2);
  });

  test('HTTP 503 three times → failed http_error after 3 attempts', async () => {
    host.route('/down.pdf', status(503));
    const doc = await run('/down.pdf');
    assert.equal(doc.error?.code, 'http_error');
    assert.match(doc.error?.message ?? '', /503/);
    assert.equal(host.hits('/down.pdf'), 3);
    assert.equal((await events(doc.id)).length, 1);
  });

  test('a file over DOCPROC_MAX_DOCUMENT_BYTES → document_too_large', async () => {
    host.route('/huge.pdf', serve(Buffer.alloc(60_000, 0x25), 'application/pdf'));
    const doc = await run('/huge.pdf');
    assert.equal(doc.error?.code, 'document_too_large');
  });

  test('a host that never answers → fetch_timeout (after the retries)', async () => {
    host.route('/hang.pdf', hang());
    const doc = await run('/hang.pdf');
    assert.equal(doc.error?.code, 'fetch_timeout');
    assert.equal(host.hits('/hang.pdf'), 3);
  });

  test('a host that drips bytes slower than the deadline → fetch_timeout', async () => {
    host.route('/drip.pdf', drip(100));
    const doc = await run('/drip.pdf');
    assert.equal(doc.error?.code, 'fetch_timeout');
  });

  test('an HTML page → unsupported_format', async () => {
    host.route('/page.html', serve('<!doctype html><html><body><h1>Log in</h1></body></html>', 'text/html'));
    const doc = await run('/page.html');
    assert.equal(doc.error?.code, 'unsupported_format');
  });

  test('bytes that are no known format → unsupported_format', async () => {
    host.route('/random.bin', serve(Buffer.from([0, 1, 2, 3, 250, 251, 252, 253, 0, 0, 0, 7])));
    const doc = await run('/random.bin');
    assert.equal(doc.error?.code, 'unsupported_format');
  });

  test('a redirect is followed', async () => {
    host.route('/moved.pdf', redirect(host.url('/invoice.pdf')));
    const doc = await run('/moved.pdf');
    assert.equal(doc.status, 'processed', JSON.stringify(doc.error));
  });

  test('terminal states never change: a processed document is not claimed again', async () => {
    const [row] = await t.db.query<{ id: string }>(`SELECT id FROM documents WHERE status = 'processed' LIMIT 1`);
    await t.db.query(`UPDATE documents SET run_at = now() - interval '1 hour' WHERE id = $1`, [row.id]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [after] = await t.db.query<{ status: string; claims: number }>('SELECT status, claims FROM documents WHERE id = $1', [row.id]);
    assert.equal(after.status, 'processed');
    assert.equal(after.claims, 1);
  });
});

describe('SSRF policy at fetch time', () => {
  test('a private address reached only at fetch time (DNS, redirect) → failed url_forbidden', async () => {
    const strict = await startTestApp({ workers: 1, dispatcher: false, env: { DOCPROC_ALLOW_PRIVATE_NETWORKS: 'false' } });
    try {
      host.route('/to-loopback.pdf', redirect(host.url('/invoice.pdf')));
      // Request-time checks refuse literal private addresses, so put the document in the queue the way a
      // public name that resolves (or redirects) to a private address would get there.
      const [project] = await strict.db.query<{ project_id: string }>('SELECT project_id FROM api_keys LIMIT 1');
      await strict.db.query(`INSERT INTO documents (id, project_id, url, type, status) VALUES ('doc_ssrf', $1, $2, 'invoice', 'queued')`, [
        project.project_id,
        host.url('/to-loopback.pdf'),
      ]);
      const deadline = Date.now() + 10_000;
      let row: { status: string; error: { code: string } | null } | undefined;
      while (Date.now() < deadline) {
        [row] = await strict.db.query<{ status: string; error: { code: string } | null }>(`SELECT status, error FROM documents WHERE id = 'doc_ssrf'`);
        if (row.status === 'failed' || row.status === 'processed') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.equal(row?.status, 'failed');
      assert.equal(row?.error?.code, 'url_forbidden');
    } finally {
      await strict.close();
    }
  });
});
