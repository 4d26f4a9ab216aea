/**
 * A pool with a warm worker: the worker starts with the pool and reads the warm-up document while no document
 * waits; documents then go to it as to any other, and one whose time runs out there leaves a warm worker behind.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createExtractionPool } from '../../src/extraction/pool.ts';
import { ExtractionError, type ExtractionOptions } from '../../src/extraction/types.ts';
import { warmUpPdf } from '../../src/extraction/warm-up/index.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';

const options: ExtractionOptions = { einvoice: true, ocrLangs: 'eng', maxPages: 10, renderPages: false };

test('the warm-up document reads as an invoice with its number and total', async () => {
  const pool = createExtractionPool({ size: 1 });
  try {
    const { result } = await pool.extract(warmUpPdf(), 'invoice', options);
    assert.equal(result.fields.invoice_number?.value, '2024-0042');
    assert.equal(result.fields.total_amount?.value, 53.55);
  } finally {
    await pool.close();
  }
});

test('a warm pool is warm once its worker has read the warm-up document; a worker ended by a timeout is replaced', { timeout: 120_000 }, async () => {
  const pool = createExtractionPool({ size: 1, warm: { workers: 1, options } });
  try {
    await pool.warm;
    const first = await pool.extract(sampleInvoicePdf(), 'invoice', options);
    assert.equal(first.result.fields.invoice_number?.value, 'INV-2024-001');
    await assert.rejects(pool.extract(sampleInvoicePdf(), 'invoice', options, { timeoutMs: 1 }), (error) => error instanceof ExtractionError && error.code === 'processing_timeout');
    const after = await pool.extract(sampleInvoicePdf({ number: 'INV-2024-002' }), 'invoice', options);
    assert.equal(after.result.fields.invoice_number?.value, 'INV-2024-002');
  } finally {
    await pool.close();
  }
});

test('a document that comes while the warm worker reads the warm-up document waits for it; a second one starts a process', { timeout: 120_000 }, async () => {
  const pool = createExtractionPool({ size: 2, warm: { workers: 1, options } });
  try {
    // Wait (no time is asserted) until the warm worker has started and is reading the warm-up document.
    while (pool.status().warming === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const first = pool.extract(sampleInvoicePdf(), 'invoice', options);
    assert.deepEqual(pool.status(), { processes: 1, warming: 1 }, 'no second process for one document');
    assert.equal((await first).result.fields.invoice_number?.value, 'INV-2024-001');
    assert.equal(pool.status().processes, 1);
  } finally {
    await pool.close();
  }
  const busy = createExtractionPool({ size: 2, warm: { workers: 1, options } });
  try {
    while (busy.status().warming === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const both = [busy.extract(sampleInvoicePdf(), 'invoice', options), busy.extract(sampleInvoicePdf({ number: 'INV-2024-002' }), 'invoice', options)];
    assert.equal(busy.status().processes, 2, 'two documents, one warming worker: a second process starts');
    const numbers = (await Promise.all(both)).map((output) => output.result.fields.invoice_number?.value);
    assert.deepEqual(numbers, ['INV-2024-001', 'INV-2024-002']);
  } finally {
    await busy.close();
  }
});
