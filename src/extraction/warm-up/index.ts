/**
 * A worker process's warm-up: a small invoice read once from its text layer and once as a photographed receipt
 * (its own rendered page), so that the first real document does not pay for what every process does once —
 * compiling the label patterns, starting pdf.js and the renderer, loading the OCR models. Cold, these cost a first
 * text PDF ≈ 1.2 s and a first receipt photo ≈ 1.2 s more than the next ones (measured on these machines).
 */
import { extract } from '../index.ts';
import type { ExtractionOptions } from '../types.ts';
import { makePdf } from './make-pdf.ts';

const ROWS: [number, number, string, boolean?][] = [
  [50, 790, 'Northwind Office Supplies GmbH', true],
  [50, 772, 'Hauptstraße 12, 10115 Berlin'],
  [50, 758, 'USt-IdNr. DE123456789'],
  [400, 790, 'INVOICE', true],
  [400, 770, 'Invoice No: 2024-0042'],
  [400, 756, 'Date: 14.03.2024'],
  [400, 742, 'Due date: 13.04.2024'],
  [50, 700, 'Bill to: Contoso Ltd, 1 High Street, London'],
  [50, 640, 'Description', true],
  [300, 640, 'Qty', true],
  [360, 640, 'Unit price', true],
  [480, 640, 'Amount', true],
  [50, 620, 'Paper A4 80 g'],
  [300, 620, '10'],
  [360, 620, '4.50'],
  [480, 620, '45.00'],
  [360, 580, 'Subtotal'],
  [480, 580, '45.00'],
  [360, 565, 'VAT 19%'],
  [480, 565, '8.55'],
  [360, 550, 'Total EUR', true],
  [480, 550, '53.55', true],
  [50, 500, 'IBAN DE89 3704 0044 0532 0130 00'],
];

export function warmUpPdf(): Buffer {
  return makePdf([{ texts: ROWS.map(([x, y, text, bold]) => ({ x, y, text, bold })) }]);
}

/** Never throws: a warm-up that fails leaves the process as cold as it was, and the real documents say why. */
export async function warmUp(options: ExtractionOptions): Promise<void> {
  try {
    const read = await extract(warmUpPdf(), 'invoice', { ...options, renderPages: true });
    const page = read.pageImages[0]?.png;
    if (page) await extract(page, 'receipt', { ...options, renderPages: false });
  } catch {
    // Cold it stays.
  }
}
