/**
 * Real, minimal PDF files for tests (written by src/extraction/warm-up/make-pdf.ts).
 */
import { makePdf } from '../../src/extraction/warm-up/make-pdf.ts';

export { makePdf, type PdfAttachment, type PdfPage, type PdfText } from '../../src/extraction/warm-up/make-pdf.ts';

/** A one-page invoice with the usual fields, for lifecycle and API tests. */
export function sampleInvoicePdf(opts: { number?: string; total?: string } = {}): Buffer {
  const number = opts.number ?? 'INV-2024-001';
  const total = opts.total ?? '1,234.50';
  return makePdf([
    {
      texts: [
        { x: 50, y: 790, size: 18, bold: true, text: 'ACME Supplies Ltd' },
        { x: 50, y: 772, text: '12 Market Street, London EC1A 1BB' },
        { x: 400, y: 790, size: 16, bold: true, text: 'INVOICE' },
        { x: 400, y: 770, text: `Invoice No: ${number}` },
        { x: 400, y: 756, text: 'Date: 01/03/2024' },
        { x: 400, y: 742, text: 'Due Date: 31/03/2024' },
        { x: 50, y: 700, text: 'Bill To: Globex Corporation' },
        { x: 50, y: 640, bold: true, text: 'Description' },
        { x: 300, y: 640, bold: true, text: 'Qty' },
        { x: 360, y: 640, bold: true, text: 'Unit Price' },
        { x: 480, y: 640, bold: true, text: 'Amount' },
        { x: 50, y: 620, text: 'Widget' },
        { x: 300, y: 620, text: '10' },
        { x: 360, y: 620, text: '100.00' },
        { x: 480, y: 620, text: '1,000.00' },
        { x: 50, y: 605, text: 'Gadget' },
        { x: 300, y: 605, text: '1' },
        { x: 360, y: 605, text: '28.75' },
        { x: 480, y: 605, text: '28.75' },
        { x: 360, y: 560, text: 'Subtotal' },
        { x: 480, y: 560, text: '1,028.75' },
        { x: 360, y: 545, text: 'VAT 20%' },
        { x: 480, y: 545, text: '205.75' },
        { x: 360, y: 530, bold: true, text: 'Total GBP' },
        { x: 480, y: 530, bold: true, text: total },
      ],
    },
  ]);
}
