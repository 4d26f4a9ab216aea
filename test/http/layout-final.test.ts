import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestApp, waitForStatus, type TestApp } from '../helpers/app.ts';
import { receiptPhotoJpeg } from '../helpers/photo-image.ts';

type Word = { text: string; bbox: number[]; confidence: number; engine?: string };
type Layout = { object: string; pages: { rotation: number; source: string; words: Word[]; lines: { text: string; words: Word[] }[] }[] };
type Doc = { id: string; status: string; error: unknown; result: { fields: Record<string, { value: unknown; raw: string | null }> } | null };

let t: TestApp;
before(async () => {
  t = await startTestApp({ workers: 1, dispatcher: false, env: { DOCPROC_PROCESSING_TIMEOUT: '100s' } });
});
after(() => t.close());

describe('GET /v1/documents/{id}/layout of a photographed receipt', () => {
  test('answers the final reading, each word with its engine, holding the fields as read', async () => {
    const jpeg = receiptPhotoJpeg({ lines: ['CORNER CAFE', '12 HIGH STREET', 'DATE 14/03/2024', 'LATTE 3.50', 'BAGEL 4.25', 'COOKIE 4.75', 'TOTAL 12.50', 'THANK YOU'], angle: 14 });
    const created = await api<Doc>(t.baseUrl, t.apiKey, 'POST', '/v1/documents/process', { url: `data:image/jpeg;base64,${jpeg.toString('base64')}`, type: 'receipt' });
    assert.equal(created.status, 202);
    const doc = (await waitForStatus(t.baseUrl, t.apiKey, created.body.id, ['processed', 'failed'], 120_000)) as unknown as Doc;
    assert.equal(doc.status, 'processed', JSON.stringify(doc.error));
    const layout = await api<Layout>(t.baseUrl, t.apiKey, 'GET', `/v1/documents/${doc.id}/layout`);
    assert.equal(layout.status, 200);
    const [page] = layout.body.pages;
    assert.equal(page.source, 'ocr');
    // Lying turned by 14°, it was turned back by about as much.
    assert.ok(Math.abs(page.rotation - 346) <= 2, `rotation ${page.rotation}`);
    const words = page.lines.flatMap((line) => line.words);
    assert.ok(words.length > 0 && words.every((w) => w.engine === 'tesseract' || w.engine === 'ppocr'), JSON.stringify(words.map((w) => w.engine)));
    const text = page.lines.map((line) => line.text).join('\n');
    assert.match(text, /TOTAL 12\.50/);
    // The fields were chosen from this text.
    const fields = doc.result?.fields ?? {};
    assert.equal(fields.total_amount.value, 12.5);
    assert.equal(fields.date.value, '2024-03-14');
    for (const name of ['total_amount', 'date', 'supplier_name']) {
      const raw = fields[name].raw;
      assert.ok(raw && text.includes(raw), `${name} ${raw} in:\n${text}`);
    }
  });
});
