/**
 * Hostile documents submitted to the running service: each ends `failed` with a client-side code (never
 * `internal_error`), the worker goes on with the next document, and a document past the processing timeout
 * ends `processing_timeout`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestApp, waitForStatus, type TestApp } from '../helpers/app.ts';
import { serve, startDocHost, type DocHost } from '../helpers/doc-host.ts';
import { pdfWithFlateImage, pdfWithJpeg, pdfWithNestedArrays, pdfWithPagesLoop } from '../helpers/hostile-documents.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';

type Doc = { id: string; status: string; error: { code: string; message: string } | null };

let host: DocHost;
before(async () => {
  host = await startDocHost();
});
after(async () => {
  await host.close();
});

async function submit(t: TestApp, path: string, bytes: Uint8Array, timeoutMs = 60_000): Promise<Doc> {
  host.route(path, serve(bytes, 'application/pdf'));
  const created = await api<Doc>(t.baseUrl, t.apiKey, 'POST', '/v1/documents/process', { url: host.url(path), type: 'auto' });
  assert.equal(created.status, 202);
  return (await waitForStatus(t.baseUrl, t.apiKey, created.body.id, ['processed', 'failed'], timeoutMs)) as unknown as Doc;
}

describe('hostile documents through the service', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ workers: 1 });
  });
  after(async () => {
    await t.close();
  });

  const cases: [string, () => Uint8Array, string][] = [
    ['a PDF holding a JPEG whose header claims 65500 × 65500', () => pdfWithJpeg(65500, 65500), 'document_too_large'],
    ['a PDF holding a Flate image of 30000 × 30000', () => pdfWithFlateImage(30000), 'document_too_large'],
    ['a PDF whose page tree loops', () => pdfWithPagesLoop(), 'document_corrupt'],
    ['a PDF with arrays nested 200 000 deep', () => pdfWithNestedArrays(200_000), 'document_corrupt'],
  ];
  for (const [name, build, code] of cases) {
    test(`${name} → failed ${code}`, async () => {
      const doc = await submit(t, `/${code}-${name.length}.pdf`, build());
      assert.equal(doc.status, 'failed');
      assert.equal(doc.error?.code, code, doc.error?.message);
    });
  }

  test('then an invoice is processed', async () => {
    const doc = await submit(t, '/invoice.pdf', sampleInvoicePdf());
    assert.equal(doc.status, 'processed', JSON.stringify(doc.error));
  });
});

describe('the processing timeout', () => {
  let t: TestApp;
  before(async () => {
    // No pixel budget: the Flate bomb is decoded, for longer than the timeout.
    t = await startTestApp({ workers: 1, env: { DOCPROC_PROCESSING_TIMEOUT: '2s', DOCPROC_MAX_IMAGE_PIXELS: String(Number.MAX_SAFE_INTEGER) } });
  });
  after(async () => {
    await t.close();
  });

  test('ends a document past it processing_timeout; its worker is ended and the next document is processed', async () => {
    const doc = await submit(t, '/slow.pdf', pdfWithFlateImage(30000));
    assert.equal(doc.status, 'failed');
    assert.equal(doc.error?.code, 'processing_timeout', doc.error?.message);
    const next = await submit(t, '/after-slow.pdf', sampleInvoicePdf());
    assert.equal(next.status, 'processed', JSON.stringify(next.error));
  });
});
