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
