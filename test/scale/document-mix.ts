/**
 * The mix of documents the fault and takeover runs submit: processable PDFs, 404s and slow hosts, served by one
 * loopback host and submitted in batches over about fifteen seconds, so that kills land mid-claim and mid-save.
 */
import assert from 'node:assert/strict';
import { api } from '../helpers/app.ts';
import { serve, status, type DocHost } from '../helpers/doc-host.ts';
import { sampleInvoicePdf } from '../helpers/make-pdf.ts';

export type Kind = 'ok' | 'missing' | 'slow';
export const kindOf = (i: number): Kind => (i % 10 < 2 ? 'missing' : i % 10 === 2 ? 'slow' : 'ok');

/** Routes `/{kind}/{i}.pdf` for i < count; a slow one answers after 1–3 s. */
export function routeDocumentMix(host: DocHost, count: number): void {
  for (let i = 0; i < count; i++) {
    const kind = kindOf(i);
    if (kind === 'ok') host.route(`/ok/${i}.pdf`, serve(sampleInvoicePdf({ number: `INV-${i}` }), 'application/pdf'));
    if (kind === 'missing') host.route(`/missing/${i}.pdf`, status(404));
    if (kind === 'slow') {
      const pdf = sampleInvoicePdf({ number: `SLOW-${i}` });
      host.route(`/slow/${i}.pdf`, (req, res) => void setTimeout(() => serve(pdf, 'application/pdf')(req, res), 1000 + Math.random() * 2000));
    }
  }
}

/**
 * Submits the mix, 20 a second; answers each document's id with its kind. `onSubmitted` hears of each
 * document as soon as its submit is answered (the fault run deletes some of them then).
 */
export async function submitDocumentMix(
  baseUrl: string,
  key: string,
  host: DocHost,
  count: number,
  onSubmitted?: (id: string, i: number) => void,
): Promise<Map<string, Kind>> {
  const ids = new Map<string, Kind>();
  for (let batch = 0; batch < count; batch += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, count - batch) }, async (_, j) => {
        const i = batch + j;
        const r = await api<{ id: string }>(baseUrl, key, 'POST', '/v1/documents/process', { url: host.url(`/${kindOf(i)}/${i}.pdf`), type: 'invoice' });
        assert.equal(r.status, 202, JSON.stringify(r.body));
        ids.set(r.body.id, kindOf(i));
        onSubmitted?.(r.body.id, i);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return ids;
}
