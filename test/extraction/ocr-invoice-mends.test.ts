/**
 * Invoice page images as OCR reads them: a letter-spaced line read letter by letter, a number marker's `º` read
 * as a digit, a return address whose dashes were read with the rule under them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { page, sizedLine as line } from '../helpers/receipt-page.ts';
import { analysePages } from '../../src/extraction/analyse.ts';
import { isNameLike } from '../../src/extraction/fields/party-lines.ts';
import type { BBox, LayoutPage } from '../../src/extraction/types.ts';

const invoice = (pages: LayoutPage[]) => analysePages(pages, 'invoice', 'ocr');

test('a line read letter by letter is no name', () => {
  assert.equal(isNameLike('| N VO | C E'), false);
  assert.equal(isNameLike('E x m o.(s )Sr.(s)'), false);
  assert.equal(isNameLike('J & B Supplies'), true);
  assert.equal(isNameLike('C W Khoo Trading'), true);
});

test('an addressee mark read letter-spaced still heads the customer’s name', () => {
  const result = invoice([page([
    [0, 0.06, 'Carpintaria Martins S.A.'], [0, 0.55, 'E x m o.(s )Sr.(s)'],
    [1, 0.06, 'Praça do Comércio 14'], [1, 0.55, 'Oliveira & Pereira Lda.'],
    [2, 0.06, '1100-048 Lisboa'], [2, 0.55, 'Rua Augusta 73'],
    [4, 0.06, 'Fatura N.º RE-114'],
    [6, 0.6, 'Total 1.230,00 €'],
  ])]);
  assert.equal(result.fields.customer_name.value, 'Oliveira & Pereira Lda.');
});

test('a number marker whose º OCR read as a digit is a marker, not the number', () => {
  for (const marker of ['n.9', 'N.2', 'N.0']) {
    const result = invoice([page([[0, 0.06, 'Romero Informática S.L.'], [2, 0.06, `Factura ${marker}`], [2, 0.3, '2023/2846'], [4, 0.6, 'Total 121,00 €']])]);
    assert.equal(result.fields.invoice_number.value, '2023/2846', marker);
  }
});

test('a return address is told by its type, not by a dash read with the rule under it', () => {
  const lines = [
    line(0.08, 0.05, [['Druckerei', 0.016], ['Schneider', 0.016], ['AG', 0.016]]),
    line(0.08, 0.07, [['Lindenallee', 0.011], ['73', 0.011]]),
    line(0.08, 0.085, [['04109', 0.011], ['Leipzig', 0.013]]),
    line(0.08, 0.158, [['Druckerei', 0.0068], ['Schneider', 0.0068], ['AG', 0.0068], ['-', 0.0182], ['Lindenallee', 0.0068], ['73', 0.0068], ['-', 0.0012], ['04109', 0.0068], ['Leipzig', 0.0091]]),
    line(0.08, 0.176, [['Fischer', 0.0103], ['Softwareentwicklung', 0.0131], ['GmbH', 0.0103]]),
    line(0.08, 0.191, [['Hauptstraße', 0.0131], ['109', 0.0097]]),
    line(0.08, 0.206, [['04109', 0.0097], ['Leipzig', 0.0121]]),
    line(0.6, 0.17, [['Rechnungsnummer:', 0.011], ['1573', 0.011]]),
    line(0.6, 0.4, [['Gesamtbetrag', 0.011], ['111,86', 0.011]]),
  ];
  const pages: LayoutPage[] = [{ number: 1, width: 1241, height: 1755, unit: 'px', rotation: 0, source: 'ocr', words: lines.flatMap((l) => l.words), lines }];
  assert.equal(invoice(pages).fields.customer_name.value, 'Fischer Softwareentwicklung GmbH');
});

test('a logo’s mark read before the name, set apart by more than a wide gap, is left out of it', async () => {
  const { afterLogoMark } = await import('../../src/extraction/fields/party-lines.ts');
  const word = (text: string, x0: number, x1: number) => ({ text, bbox: [x0, 0.044, x1, 0.062] as BBox, confidence: 0.95 });
  const docLine = (words: ReturnType<typeof word>[]) => ({ text: words.map((w) => w.text).join(' '), bbox: [words[0].bbox[0], 0.044, words[words.length - 1].bbox[2], 0.062] as BBox, words, page: 1, row: 0 });
  const marked = docLine([word('©', 0.091, 0.105), word('Hafenkante', 0.153, 0.259), word('Media', 0.266, 0.32), word('e.K.', 0.327, 0.36)]);
  assert.equal(marked.text.slice(afterLogoMark(marked, 0)), 'Hafenkante Media e.K.');
  const inline = docLine([word('MVM', 0.091, 0.13), word('Musterhafter', 0.137, 0.25), word('Versicherungsverein', 0.257, 0.42)]);
  assert.equal(afterLogoMark(inline, 0), 0);
  // An initial is no mark, however OCR spaced it (`I. Barker & Son Builders`).
  const initial = docLine([{ ...word('I.', 0.063, 0.071), confidence: 0.4 }, word('Barker', 0.1, 0.15), word('&', 0.155, 0.162), word('Son', 0.167, 0.19)]);
  assert.equal(afterLogoMark(initial, 0), 0);
});

test('a marker whose º OCR read as a quote still labels the number; a ruling read as `¡` is no part of it', () => {
  const quoted = invoice([page([[0, 0.06, 'Carpintaria Martins S.A.'], [2, 0.06, 'FATURA'], [3, 0.06, 'N.” documento: RE-8409'], [5, 0.6, 'Total 1.230,00 €']])]);
  assert.equal(quoted.fields.invoice_number.value, 'RE-8409');
  const speck = invoice([page([[0, 0.06, 'Romero Informática S.L.'], [2, 0.06, 'Factura n.o'], [3, 0.06, '¡INV-294'], [5, 0.6, 'Total 121,00 €']])]);
  assert.equal(speck.fields.invoice_number.value, 'INV-294');
});
