/**
 * The web console end to end in a real browser (Debian's Chromium driven by playwright-core) against the
 * real service: sign in, submit documents, watch them process, check the field boxes sit where the result
 * says on the page image, manage webhooks. Screenshots of each screen go to test-artifacts/console/.
 * Skips when Chromium is not installed (CI installs it: apt-get install -y chromium).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { startDocHost, serve, type DocHost } from '../helpers/doc-host.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';
import { receiptPhotoPng } from './receipt-photo.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOTS = 'test-artifacts/console';
const skip = existsSync(CHROMIUM) ? false : `Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium); skipping the console browser test`;
if (skip) console.warn(skip);

/** How long a document may take to process here (OCR, a cold worker pool, a busy machine). */
const PROCESSING_TIMEOUT = 30_000;
/** Box position tolerance, in CSS pixels. */
const TOLERANCE = 3;

interface Field {
  value: unknown;
  bbox: number[] | null;
  page: number | null;
}

interface DocumentObject {
  result: { fields: Record<string, Field>; line_items: { bbox: number[] | null }[] };
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

describe('web console', { skip, timeout: 120_000 }, () => {
  let service: TestApp;
  let host: DocHost;
  let context: BrowserContext;
  let page: Page;
  let profile: string;
  const pageErrors: string[] = [];
  let receiptId = '';

  before(async () => {
    [service, host, profile] = await Promise.all([startTestApp({ workers: 2 }), startDocHost(), mkdtemp(join(tmpdir(), 'docproc-chromium-'))]);
    host.route('/invoices/inv-2024-001.pdf', serve(sampleInvoicePdf(), 'application/pdf'));
    host.route('/hooks/docproc', serve('ok', 'text/plain'));
    await mkdir(SCREENSHOTS, { recursive: true });
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      viewport: { width: 1360, height: 900 },
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 40[14]/.test(message.text())) pageErrors.push(message.text());
    });
  });

  async function getJson<T>(path: string): Promise<T> {
    const response = await fetch(`${service.baseUrl}${path}`, { headers: { authorization: `Bearer ${service.apiKey}` } });
    assert.equal(response.status, 200);
    return (await response.json()) as T;
  }

  after(async () => {
    await context?.close();
    await Promise.all([service?.close(), host?.close(), profile ? rm(profile, { recursive: true, force: true }) : undefined]);
  });

  it('refuses a wrong key with a clear message, then signs in', async () => {
    await page.goto(`${service.baseUrl}/`);
    await page.getByLabel('API key').fill(`dp_${'x'.repeat(32)}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'This API key is not valid' }).waitFor();
    assert.equal(await storedKey(page), null);
    await screenshot(page, 'sign-in-wrong-key');

    await page.getByLabel('API key').fill(service.apiKey);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    assert.equal(await storedKey(page), service.apiKey);
    assert.equal(await page.evaluate<number>('localStorage.length'), 0, 'the key is never kept beyond the tab');
  });

  it('submits a PDF by URL and shows it reach processed in the list by itself', async () => {
    // By keyboard: the form submits on Enter.
    await page.getByLabel('Document URL').fill(host.url('/invoices/inv-2024-001.pdf'));
    await page.keyboard.press('Enter');
    const row = page.locator('.documents-table tbody tr', { hasText: 'inv-2024-001.pdf' });
    await row.waitFor();
    await page.locator('.documents-table tbody tr[data-status="processed"]', { hasText: 'inv-2024-001.pdf' }).waitFor({ timeout: PROCESSING_TIMEOUT });
    await row.locator('.supplier', { hasText: 'ACME Supplies Ltd' }).waitFor();
    assert.match(await row.locator('.total').innerText(), /1,234\.50/);
  });

  it('uploads a local file as a data: URL', async () => {
    await page.locator('#doc-file').setInputFiles({ name: 'scanned-receipt.png', mimeType: 'image/png', buffer: receiptPhotoPng() });
    await page.locator('.chosen-file', { hasText: 'scanned-receipt.png' }).waitFor();
    await page.locator('.segmented label', { hasText: 'Receipt' }).click();
    await page.getByRole('button', { name: 'Process document' }).click();
    const row = page.locator('.documents-table tbody tr', { hasText: 'scanned-receipt.png' });
    await row.waitFor();
    await row.locator('.badge[data-status="processed"], .badge[data-status="failed"]').waitFor({ timeout: PROCESSING_TIMEOUT });
    receiptId = (await row.getAttribute('data-id')) ?? '';
    await page.locator('.live-indicator').waitFor({ state: 'hidden' });
    await screenshot(page, 'documents-list');
  });

  it('shows a failed document with its error, and pages through the list', async () => {
    host.route('/invoices/missing.pdf', (_req, res) => void res.writeHead(404, { 'content-type': 'text/plain' }).end('gone'));
    await page.getByLabel('Document URL').fill(host.url('/invoices/missing.pdf'));
    await page.getByRole('button', { name: 'Process document' }).click();
    const row = page.locator('.documents-table tbody tr', { hasText: 'missing.pdf' });
    await row.locator('.badge[data-status="failed"]').waitFor({ timeout: PROCESSING_TIMEOUT });
    assert.match(await row.innerText(), /http_error/);
    await row.getByRole('link', { name: 'missing.pdf' }).click();
    await page.locator('.notice.error', { hasText: 'Processing failed' }).waitFor();
    assert.match(await page.locator('.notice.error').innerText(), /404/);
    await screenshot(page, 'failed-document');

    // Eight more make eleven: two pages of ten.
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${service.baseUrl}/v1/documents/process`, {
        method: 'POST',
        headers: { authorization: `Bearer ${service.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: host.url(`/invoices/missing-${i}.pdf`), type: 'invoice' }),
      });
      assert.equal(response.status, 202);
    }
    await page.locator('.mainnav').getByRole('link', { name: 'Documents' }).click();
    await page.locator('.pager', { hasText: '1–10 of 11' }).waitFor();
    // Pages after the first are asked by cursor: no total, the position they were reached at.
    await page.getByRole('link', { name: 'Next →' }).click();
    await page.locator('.pager', { hasText: '11–11' }).waitFor();
    assert.match(page.url(), /[?&]after=doc_\w+&from=11/);
    await page.locator('.documents-table tbody tr', { hasText: 'inv-2024-001.pdf' }).waitFor();
    await page.getByRole('link', { name: '← Previous' }).click();
    await page.locator('.pager', { hasText: '1–10 of 11' }).waitFor();
    await page.locator('.documents-table tbody tr[data-status="queued"], .documents-table tbody tr[data-status="processing"]').first().waitFor({ state: 'detached', timeout: PROCESSING_TIMEOUT });
  });

  it('opens a processed invoice with every located field boxed where the result says', async () => {
    await page.getByRole('link', { name: 'Next →' }).click();
    await page.getByRole('link', { name: 'inv-2024-001.pdf' }).click();
    await page.getByRole('heading', { level: 1, name: 'inv-2024-001.pdf' }).waitFor();
    const id = decodeURIComponent(new URL(page.url()).hash.split('/').pop() ?? '');
    const doc = await getJson<DocumentObject>(`/v1/documents/${id}`);
    const total = doc.result.fields.total_amount;
    assert.equal(total.value, 1234.5);
    assert.ok(total.bbox, 'the API gives total_amount a bbox');

    const frame = page.locator('.page-frame[data-page="1"]');
    const hasImage = await waitForPageImage(page);
    const box = page.locator('.bbox[data-keys~="field:total_amount"]');
    await assertBoxOver(box, frame, total.bbox);
    for (const [name, field] of Object.entries(doc.result.fields)) {
      if (field.bbox) await assertBoxOver(page.locator(`.bbox[data-keys~="field:${name}"]`), page.locator(`.page-frame[data-page="${field.page}"]`), field.bbox);
    }
    // Zoomed in, the boxes still sit on their words.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.locator('.zoom-level', { hasText: '150%' }).waitFor();
    await assertBoxOver(box, frame, total.bbox);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    assert.equal(await page.locator('.bbox.line').count(), doc.result.line_items.filter((l) => l.bbox).length);

    // Hovering a field's row highlights its box, and hovering a box highlights the row.
    const row = page.locator('tr[data-keys~="field:total_amount"]');
    assert.match(await row.innerText(), /1,234\.50/);
    await row.hover();
    assert.match((await box.getAttribute('class')) ?? '', /\bactive\b/);
    await page.locator('.bbox[data-keys~="field:invoice_number"]').hover();
    assert.match((await page.locator('tr[data-keys~="field:invoice_number"]').getAttribute('class')) ?? '', /\bactive\b/);
    // Keyboard too: focusing a field's button highlights its box.
    await page.locator('tr[data-keys~="field:supplier_name"] button').focus();
    assert.match((await page.locator('.bbox[data-keys~="field:supplier_name"]').getAttribute('class')) ?? '', /\bactive\b/);

    assert.equal(await page.locator('.lines-table tbody tr').count(), doc.result.line_items.length);
    await page.locator('.checks li[data-check="totals_consistent"].pass').waitFor();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.baseUrl });
    await page.getByRole('button', { name: 'Copy JSON' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(JSON.parse(await page.evaluate<string>('navigator.clipboard.readText()')).id, id);
    await page.getByText('Raw JSON').click();
    assert.match(await page.locator('.raw-json pre').innerText(), new RegExp(id));

    await page.evaluate('window.scrollTo(0, 0)');
    await box.hover();
    await screenshot(page, 'invoice-with-boxes');

    // Every word of the layout, on demand.
    const layout = await getJson<{ pages: { number: number; words: { bbox: number[] }[] }[] }>(`/v1/documents/${id}/layout`);
    await page.getByLabel('Words').check();
    await page.getByRole('status').filter({ hasText: /\d+ words?/ }).waitFor();
    assert.equal(await page.locator('.page-frame[data-page="1"] .word').count(), layout.pages[0].words.length);
    const firstWord = layout.pages[0].words[0];
    await assertBoxOver(page.locator('.page-frame[data-page="1"] .word').first(), frame, firstWord.bbox);
    await screenshot(page, 'invoice-words');
    await page.getByLabel('Words').uncheck();
    if (!hasImage) console.warn('console test: the API has no page image for the processed PDF yet (GET /v1/documents/{id}/pages/1.png is 404); boxes were checked over the blank page');
  });

  it('shows a receipt photo read by OCR with its boxes', async () => {
    await page.locator('.mainnav').getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('link', { name: 'scanned-receipt.png' }).click();
    await page.getByRole('heading', { level: 1, name: 'scanned-receipt.png' }).waitFor();
    const hasImage = await waitForPageImage(page);
    const boxes = await page.locator('.bbox').count();
    const failed = await page.locator('.notice.error').count();
    await screenshot(page, 'receipt-with-boxes');
    if (failed || !boxes || !hasImage) {
      console.warn(`console test: receipt photo — failed: ${failed > 0}, boxes: ${boxes}, page image: ${hasImage}`);
      return;
    }
    await page.locator('tr[data-keys~="field:total_amount"] button').click();
    assert.match((await page.locator('tr[data-keys~="field:total_amount"]').innerText()) ?? '', /11\.40/);
  });

  it('shows an e-invoice XML file without a page, its fields read from the XML', async () => {
    await page.locator('.mainnav').getByRole('link', { name: 'Documents' }).click();
    await page.locator('#doc-file').setInputFiles('test/fixtures/einvoice/ubl-invoice.xml');
    await page.locator('.segmented label', { hasText: 'Invoice' }).click();
    await page.getByRole('button', { name: 'Process document' }).click();
    const row = page.locator('.documents-table tbody tr', { hasText: 'ubl-invoice.xml' });
    await row.locator('.badge[data-status="processed"]').waitFor({ timeout: PROCESSING_TIMEOUT });
    await row.getByRole('link', { name: 'ubl-invoice.xml' }).click();
    await page.getByText('there is no page to show').waitFor();
    assert.equal(await page.locator('.page-frame').count(), 0);
    assert.match(await page.locator('tr[data-keys~="field:total_amount"]').innerText(), /312\.50/);
    await screenshot(page, 'einvoice-xml');
  });

  it('creates a webhook (secret shown once), sends a test event, shows its delivery and deletes it', async () => {
    await page.locator('.mainnav').getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    const hookUrl = host.url('/hooks/docproc');
    await page.getByLabel('Endpoint URL').fill(hookUrl);
    await page.getByLabel('Description').fill('Accounting sync');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = page.locator('.secret-value');
    await secret.waitFor();
    assert.match(await secret.innerText(), /^whsec_[A-Za-z0-9+/=]+$/);
    const row = page.locator('.webhooks-table tbody tr', { hasText: hookUrl });
    await row.waitFor();
    await screenshot(page, 'webhooks');
    await page.getByRole('button', { name: 'I have saved it' }).click();
    assert.equal(await secret.count(), 0);
    await page.reload();
    await row.waitFor();
    assert.equal(await page.locator('text=whsec_').count(), 0, 'the secret is not shown again');

    await row.getByRole('link', { name: hookUrl }).click();
    await page.getByRole('heading', { level: 1, name: hookUrl }).waitFor();
    const before = host.hits('/hooks/docproc');
    await page.getByRole('button', { name: 'Send test' }).click();
    await page.locator('.deliveries-table tbody tr', { hasText: 'webhook.test' }).locator('.delivery-succeeded').waitFor({ timeout: 15_000 });
    assert.ok(host.hits('/hooks/docproc') > before, 'the receiver got the test event');
    await page.locator('.attempts summary').first().click();
    await screenshot(page, 'webhook-deliveries');

    await page.getByRole('button', { name: `Delete ${hookUrl}` }).click();
    await page.getByRole('button', { name: 'Confirm delete' }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByText('No endpoints yet.').waitFor();
    const list = await getJson<{ total: number }>('/v1/webhooks');
    assert.equal(list.total, 0);
  });

  it('is usable on a phone-sized screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.mainnav').getByRole('link', { name: 'Documents' }).click();
    await page.locator('.documents-table tbody tr').first().waitFor();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    assert.ok(overflow <= 1, `no sideways scrolling (overflow ${overflow}px)`);
    await screenshot(page, 'documents-phone', true);
    await page.evaluate(`location.hash = '#/documents/${receiptId}'`);
    await page.getByRole('heading', { level: 1, name: 'scanned-receipt.png' }).waitFor();
    await waitForPageImage(page);
    await screenshot(page, 'receipt-phone');
    await page.setViewportSize({ width: 1360, height: 900 });
  });

  it("downloads a document's original, then deletes it after a confirmation", async () => {
    const pdf = sampleInvoicePdf({ number: 'INV-DEL-1' });
    const created = await fetch(`${service.baseUrl}/v1/documents/process`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `data:application/pdf;base64,${pdf.toString('base64')}`, type: 'invoice' }),
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`${service.baseUrl}/#/documents/${id}`);
    // Once it is processed the view stops re-rendering, and the confirmation stays where it is.
    await page.locator('.doc-head .badge[data-status="processed"]').waitFor({ timeout: PROCESSING_TIMEOUT });
    await page.locator('.document-actions').getByRole('link', { name: 'Download original' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download original' }).click()]);
    assert.equal(download.suggestedFilename(), `${id}.pdf`);
    const saved = await download.path();
    assert.ok(saved);
    assert.deepEqual(await readFile(saved), pdf);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Delete this document and its file for good?').waitFor();
    await screenshot(page, 'document-delete-confirm');
    // Cancel keeps it.
    await page.getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await fetch(`${service.baseUrl}/v1/documents/${id}`, { headers: { authorization: `Bearer ${service.apiKey}` } })).status, 200);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm delete' }).click();
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    assert.equal((await fetch(`${service.baseUrl}/v1/documents/${id}`, { headers: { authorization: `Bearer ${service.apiKey}` } })).status, 404);
    await page.locator(`.documents-table tbody tr[data-id="${id}"]`).waitFor({ state: 'detached' });
  });

  it('signs out and forgets the key', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    assert.equal(await storedKey(page), null);

    // A key that stops working mid-session (revoked, say) sends the user back to sign in, with a reason.
    await page.evaluate(`sessionStorage.setItem('docproc.apiKey', 'dp_${'r'.repeat(32)}')`);
    await page.goto(`${service.baseUrl}/#/webhooks`);
    await page.getByRole('alert').filter({ hasText: 'no longer accepts this key' }).waitFor();
    assert.equal(await storedKey(page), null);
    assert.deepEqual(pageErrors, [], 'no script errors in the page');
  });
});

function storedKey(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("sessionStorage.getItem('docproc.apiKey')");
}

/** A screenshot without the transient toasts. */
async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.evaluate("document.getElementById('toasts').replaceChildren()");
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}

/** Waits until page 1's image has loaded (true) or the API said it has none (false). */
async function waitForPageImage(page: Page): Promise<boolean> {
  const frame = page.locator('.page-frame[data-page="1"]');
  await frame.waitFor();
  await page.locator('.page-frame[data-page="1"]:not(.loading)').waitFor();
  return !(await frame.evaluate((el) => el.classList.contains('no-image')));
}

/** The box element covers bbox (fractions of the page frame) to within TOLERANCE px. */
async function assertBoxOver(box: ReturnType<Page['locator']>, frame: ReturnType<Page['locator']>, bbox: number[]): Promise<void> {
  const [b, f] = (await Promise.all([box.boundingBox(), frame.evaluate((el) => el.querySelector('.overlay')!.getBoundingClientRect().toJSON())])) as [Rect | null, Rect];
  assert.ok(b, 'the box is drawn');
  const [x0, y0, x1, y1] = bbox;
  const expected = { x: f.x + x0 * f.width, y: f.y + y0 * f.height, width: (x1 - x0) * f.width, height: (y1 - y0) * f.height };
  for (const k of ['x', 'y', 'width', 'height'] as const) {
    assert.ok(Math.abs(b[k] - expected[k]) <= TOLERANCE, `box ${k} ${b[k].toFixed(1)} vs ${expected[k].toFixed(1)} for bbox ${bbox.join(',')}`);
  }
  // The overlay is the page image's own rectangle, so the boxes line up with what is drawn on it.
  const img = await frame.locator('img').boundingBox();
  if (img && img.width > 0) {
    assert.ok(Math.abs(img.width - f.width) <= 1 && Math.abs(img.height - f.height) <= 1, 'the overlay covers the page image exactly');
  }
}
