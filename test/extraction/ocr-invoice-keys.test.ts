/**
 * Keys and their values on invoice page images: labels OCR misread (`rn` as `m`, `º` as a quote), a number glued
 * to its marker, sums in a band under their labels, an amount's label after a separator.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { page } from '../helpers/receipt-page.ts';
import { analysePages } from '../../src/extraction/analyse.ts';
import type { LayoutPage } from '../../src/extraction/types.ts';

const invoice = (pages: LayoutPage[], source: 'ocr' | 'pdf_text' = 'ocr') =>
  analysePages(pages.map((p) => ({ ...p, source })), 'invoice', source);

test('a label with `rn` read as `m` still labels its value (`Factuumummer`)', () => {
  const result = invoice([page([
    [0, 0.06, 'FACTUUR'], [0, 0.55, 'De Boer Groothandel B.V.'],
    [3, 0.06, 'Factuumummer'], [3, 0.3, 'Factuurdatum'],
    [4, 0.06, '202486008'], [4, 0.3, '13-03-2024'],
    [8, 0.6, 'Totaal € 1.230,00'],
  ])]);
  assert.equal(result.fields.invoice_number.value, '202486008');
});

test('a number marker read as `n”` labels the number', () => {
  const result = invoice([page([[0, 0.06, 'Romero Informática S.L.'], [2, 0.06, 'Factura rectificativa n” R-2025/6437'], [5, 0.6, 'Total 121,00 €']])]);
  assert.equal(result.fields.invoice_number.value, 'R-2025/6437');
});

test('a number read glued to what looks like its `NO` takes its `N0` where the page prints it so', () => {
  const result = invoice([page([
    [0, 0.06, 'Fysiotherapie Bos'], [2, 0.55, 'Notanummer'], [2, 0.75, 'NO42828'],
    [5, 0.6, 'Totaal € 95,00'], [8, 0.06, 'Graag betalen o.v.v. notanummer N042828.'],
  ])]);
  assert.equal(result.fields.invoice_number.value, 'N042828');
  const plain = invoice([page([[0, 0.06, 'Fysiotherapie Bos'], [2, 0.55, 'Notanummer'], [2, 0.75, 'NO42828'], [5, 0.6, 'Totaal € 95,00']])]);
  assert.equal(plain.fields.invoice_number.value, '42828');
});

test('an amount’s label after a separator is read on its own (`Transactiereferentie 9986… · Openstaand bedrag: € 0,00`)', () => {
  const result = invoice([page([
    [0, 0.06, 'Webshop Noord B.V.'], [2, 0.06, 'Factuur F-2024-118'],
    [5, 0.5, 'Totaal incl. btw € 138,93'],
    [7, 0.06, 'Betaald via iDEAL op 15-05-2024'],
    [8, 0.06, 'Transactiereferentie 9986255869078337 · Openstaand bedrag: € 0,00'],
  ])], 'pdf_text');
  assert.equal(result.fields.amount_due.value, 0);
  // A tax label after a separator with no amount of its own still reads nothing from the numbers before it.
  const footer = invoice([page([
    [0, 0.06, 'Fysiotherapie Bos'], [2, 0.06, 'Factuur F-12'], [5, 0.5, 'Totaal € 95,00'],
    [9, 0.06, 'KvK 97008436 | Btw-id NL549572215B30 | Rabobank NL22 RABO 0243 5460 95'],
  ])], 'pdf_text');
  assert.notEqual(footer.fields.total_tax.value, 95);
});

test('a band of labels over a band of sums: each sum is its label’s, at its cell’s right', () => {
  const result = invoice([page([
    [0, 0.06, 'Studio Dentistico De Santis'], [2, 0.06, 'Fattura n. 546/2025'],
    [5, 0.06, 'Totale prestazioni'], [5, 0.36, 'Imposta di bollo'], [5, 0.66, 'Totale documento'],
    [6, 0.2, '€ 2.583,50'], [6, 0.5, '€ 2,00'], [6, 0.8, '€ 2.585,50'],
  ])], 'pdf_text');
  assert.equal(result.fields.total_amount.value, 2585.5);
  assert.equal(result.fields.subtotal.value, 2583.5);
  // A stamp duty (`Imposta di bollo`) is no VAT.
  assert.notEqual(result.fields.total_tax.value, 2);
});

test('`Netto a pagare` is what is due, not a net subtotal', () => {
  const result = invoice([page([
    [0, 0.06, 'Dott.ssa Roberta Riva'], [2, 0.06, 'Fattura n. 1673/S'],
    [5, 0.5, 'Totale esente art. 10 € 1.517,00'],
    [6, 0.5, 'Totale documento € 1.519,00'],
    [7, 0.5, 'Acconto ricevuto € -200,00'],
    [8, 0.5, 'Netto a pagare € 1.319,00'],
  ])], 'pdf_text');
  assert.notEqual(result.fields.subtotal.value, 1319);
  assert.equal(result.fields.amount_due.value, 1319);
});

test('a label whose words OCR split (`Fec ha de venc imiento:`) still labels its value', () => {
  const result = invoice([page([
    [0, 0.06, 'Despacho Ruiz Abogados'], [2, 0.55, 'Fecha de expedición: 22-08-2024'], [3, 0.55, 'Fec ha de venc imiento: 21-09-2024'],
    [8, 0.6, 'Total 1.210,00 €'],
  ])]);
  assert.equal(result.fields.due_date.value, '2024-09-21');
});

test('a logo’s mark several rows tall joins no rows (`OO` beside `Ironbark Plumbing Pty Ltd` over its ABN)', () => {
  const word = (text: string, bbox: [number, number, number, number]) => ({ text, bbox, confidence: 0.95 });
  const words = [
    { ...word('OO', [0.043, 0.015, 0.116, 0.068]), confidence: 0.5 },
    word('Ironbark', [0.123, 0.026, 0.2, 0.044]), word('Plumbing', [0.21, 0.026, 0.3, 0.044]), word('Pty', [0.31, 0.026, 0.34, 0.044]), word('Ltd', [0.35, 0.026, 0.38, 0.044]),
    word('ABN94', [0.128, 0.041, 0.17, 0.06]), word('817', [0.18, 0.042, 0.2, 0.06]), word('229', [0.21, 0.042, 0.23, 0.06]), word('724', [0.24, 0.042, 0.26, 0.06]),
    word('TAX', [0.7, 0.032, 0.76, 0.05]), word('INVOICE', [0.77, 0.032, 0.9, 0.05]),
    word('Total', [0.6, 0.4, 0.65, 0.409]), word('$1,100.00', [0.8, 0.4, 0.88, 0.409]),
    word('23/35', [0.056, 0.1, 0.1, 0.109]), word('Parkway', [0.11, 0.1, 0.16, 0.109]), word('Close', [0.17, 0.1, 0.2, 0.109]),
    word('Capalaba', [0.056, 0.11, 0.12, 0.119]), word('QLD', [0.13, 0.11, 0.15, 0.119]), word('4157', [0.16, 0.11, 0.18, 0.119]),
    // The body's type: an item row a line.
    ...Array.from({ length: 12 }, (_, i) => word(i % 2 ? '110.00' : 'Labour', [i % 2 ? 0.8 : 0.06, 0.2 + Math.floor(i / 2) * 0.02, i % 2 ? 0.86 : 0.12, 0.209 + Math.floor(i / 2) * 0.02])),
  ];
  const lines = [[0], [1, 2, 3, 4], [5, 6, 7, 8], [9, 10], [11, 12], [13, 14, 15], [16, 17, 18], ...Array.from({ length: 12 }, (_, i) => [19 + i])].map((ids) => {
    const ws = ids.map((i) => words[i]);
    return { text: ws.map((w) => w.text).join(' '), bbox: [ws[0].bbox[0], Math.min(...ws.map((w) => w.bbox[1])), ws.at(-1)!.bbox[2], Math.max(...ws.map((w) => w.bbox[3]))] as [number, number, number, number], words: ws };
  });
  const result = invoice([{ number: 1, width: 1241, height: 1755, unit: 'px', rotation: 0, source: 'ocr', words, lines }]);
  assert.equal(result.fields.supplier_name.value, 'Ironbark Plumbing Pty Ltd');
  assert.equal(result.fields.supplier_tax_id.value, '94817229724');
});
