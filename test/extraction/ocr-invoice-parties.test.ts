/**
 * Parties on invoice page images: what is no name (a key, a column's heading, a label OCR misread), and the
 * addressee under a return address whose type OCR measured no smaller.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { page, sizedLine as line } from '../helpers/receipt-page.ts';
import { analysePages } from '../../src/extraction/analyse.ts';
import type { BBox, LayoutLine, LayoutPage } from '../../src/extraction/types.ts';

const invoice = (pages: LayoutPage[]) => analysePages(pages, 'invoice', 'ocr');

test('a key alone is no party’s name (a payment slip’s `Customer` over `Due Date`)', async () => {
  const { isBareKey } = await import('../../src/extraction/fields/key-cells.ts');
  const docLine = (text: string) => ({ text, bbox: [0.5, 0.9, 0.6, 0.91] as BBox, words: [], page: 1, row: 0 });
  assert.equal(isBareKey(docLine('Due Date')), true);
  assert.equal(isBareKey(docLine('Invoice No.:')), true);
  assert.equal(isBareKey(docLine('IBAN')), true);
  assert.equal(isBareKey(docLine('Due Date 20/06/2024')), false);
  assert.equal(isBareKey(docLine('Marlow Properties Limited')), false);
});

test('a column’s heading, or a piece of one in small letters, heads no address window', () => {
  const result = invoice([page([
    [0, 0.06, 'Carpintaria Rodrigues Lda.'], [0, 0.6, 'FATURA'],
    [1, 0.06, 'Praça do Comércio 92'],
    [2, 0.06, '3800-200 Aveiro'], [2, 0.5, 'documento'],
    [3, 0.5, 'Rua de Santa Catarina 34'],
    [4, 0.5, '4000-447 Porto'],
    [8, 0.06, 'Total 1.230,00 €'],
  ])]);
  assert.notEqual(result.fields.customer_name.value, 'documento');
});

test('Portuguese `De` / `Para` name the parties', () => {
  const result = invoice([page([
    [0, 0.06, 'Fatura'], [0, 0.6, 'Pereira Consultoria S.A.'],
    [3, 0.06, 'De'], [3, 0.5, 'Para'],
    [4, 0.06, 'Pereira Consultoria S.A.'], [4, 0.5, 'Tipografia Costa Lda.'],
    [5, 0.06, 'Avenida da Liberdade 74'], [5, 0.5, 'Avenida dos Aliados 55'],
    [8, 0.06, 'Total 999,82 €'],
  ])]);
  assert.equal(result.fields.customer_name.value, 'Tipografia Costa Lda.');
});

test('a whole address on one line over the window is the sender’s, though OCR measured its type no smaller', () => {
  const lines = [
    line(0.76, 0.05, [['Sandra', 0.016], ['Lange', 0.016]]),
    line(0.1, 0.149, [['Sandra', 0.0103], ['Lange', 0.0103], ['-', 0.0103], ['Friedrichstraße', 0.0103], ['34', 0.0103], ['·', 0.0103], ['60720', 0.0103], ['Frankfurt', 0.0103]]),
    line(0.1, 0.166, [['Weber', 0.0084], ['Maschinenbau', 0.0084], ['AG', 0.0084]]),
    line(0.1, 0.179, [['Am', 0.0084], ['Markt', 0.0084], ['91', 0.0084]]),
    line(0.1, 0.191, [['04444', 0.0084], ['Leipzig', 0.0084]]),
    line(0.56, 0.151, [['Rechnungsnummer:', 0.0084], ['RE-2025-0178', 0.0084]]),
    line(0.56, 0.4, [['Gesamtbetrag', 0.0084], ['1.190,00', 0.0084]]),
  ];
  const pages: LayoutPage[] = [{ number: 1, width: 1241, height: 1755, unit: 'px', rotation: 0, source: 'ocr', words: lines.flatMap((l) => l.words), lines }];
  assert.equal(invoice(pages).fields.customer_name.value, 'Weber Maschinenbau AG');
});

test('premises and estates are address lines, no sender’s name', async () => {
  const { STREET } = await import('../../src/extraction/fields/labels.ts');
  assert.equal(STREET.test('Unit 4, Kingsway Trading Estate'), true);
  assert.equal(STREET.test('Suite 200'), true);
  assert.equal(STREET.test('Severn Electrical Limited'), false);
  assert.equal(STREET.test('Unity Trading Ltd'), false);
});

test('a certified-mail key (`PEC:`) is no brand, though it spells its domain', () => {
  const result = invoice([page([
    [0, 0.06, 'PA e ee Vr'],
    [1, 0.06, 'PEC: grecohoreca@pec.it'], [1, 0.6, 'P.IVA 15890060153'],
    [2, 0.06, 'PEC: amministrazione@pec.it'],
    [4, 0.06, 'FATTURA N. FT 2025/1787'],
    [8, 0.6, 'Totale documento € 1.230,00'],
  ])]);
  assert.notEqual(result.fields.supplier_name.value, 'PEC');
});

test('a legal form read with a digit for its letter is mended (`S.r.1.`)', () => {
  const result = invoice([page([
    [0, 0.06, 'Studio Tecnico Longo'], [2, 0.06, 'Spett.le'], [3, 0.06, 'Nuova Longo Impianti S.r.1.'], [4, 0.06, 'Via Roma 12'],
    [5, 0.06, '20121 Milano'], [7, 0.06, 'Fattura n. 2025/12'], [9, 0.6, 'Totale documento € 1.230,00'],
  ])]);
  assert.equal(result.fields.customer_name.value, 'Nuova Longo Impianti S.r.l.');
});

test('a label phrase OCR read a letter short still heads its block (`Factur aan`); a short word must be as printed', () => {
  const result = invoice([page([
    [0, 0.06, 'Smits Advies'], [1, 0.06, 'Kanaalweg 137'], [2, 0.06, '2555 CZ Den Haag'],
    [5, 0.06, 'Factur aan'], [5, 0.5, 'Factuurnummer F2024167'],
    [6, 0.06, 'Van Leeuwen Logistiek B.V.'], [7, 0.06, 'Keizersgracht 136'], [8, 0.06, '3521 MG Utrecht'],
    [12, 0.6, 'Totaal € 6.181,25'],
  ])]);
  assert.equal(result.fields.customer_name.value, 'Van Leeuwen Logistiek B.V.');
  const invoiceNo = invoice([page([
    [0, 0.06, 'Northgate Supplies Ltd'], [1, 0.06, '33 Park View'], [2, 0.06, 'Bristol BS27 4JL'],
    [3, 0.6, 'Invoice No: PJ-24-795'], [4, 0.6, 'Date: 29/09/2024'], [8, 0.6, 'Total £1,200.00'],
  ])]);
  assert.notEqual(invoiceNo.fields.customer_name.value, 'PJ-24-795');
});

test('a customer label whose row OCR parted from the word just before it (`COD.` / `CLIENTE`) opens no block', async () => {
  const { partyBlocks } = await import('../../src/extraction/fields/parties.ts');
  const { buildDoc } = await import('../../src/extraction/fields/shared.ts');
  const word = (text: string, bbox: BBox) => ({ text, bbox, confidence: 0.95 });
  const lines: LayoutLine[] = [
    { text: 'COD.', bbox: [0.607, 0.104, 0.631, 0.11], words: [word('COD.', [0.607, 0.104, 0.631, 0.11])] },
    { text: 'CLIENTE', bbox: [0.638, 0.104, 0.684, 0.11], words: [word('CLIENTE', [0.638, 0.104, 0.684, 0.11])] },
    { text: 'Cliente', bbox: [0.1, 0.3, 0.15, 0.306], words: [word('Cliente', [0.1, 0.3, 0.15, 0.306])] },
  ];
  const doc = buildDoc([{ number: 1, width: 1241, height: 1755, unit: 'px', rotation: 0, source: 'ocr', words: lines.flatMap((l) => l.words), lines }]);
  // As OCR's rows may put them: the two words of one heading on rows of their own.
  const docLines = lines.map((l, row) => ({ ...l, page: 1, row }));
  const parted = { ...doc, lines: docLines, rows: docLines.map((l) => ({ page: 1, bbox: l.bbox, lines: [l], text: l.text })) };
  assert.deepEqual(partyBlocks(parted).map((b) => b.line.text), ['Cliente']);
});

test('a short word whose box OCR stretched over the row below is no sideways text (`Van` of `Van Leeuwen`)', async () => {
  const { buildDoc } = await import('../../src/extraction/fields/shared.ts');
  const word = (text: string, bbox: BBox) => ({ text, bbox, confidence: 0.95 });
  const words = [word('Van', [0.0968, 0.1974, 0.1196, 0.2218]), word('Leeuwen', [0.1244, 0.1974, 0.1811, 0.2218]), word('Logistiek', [0.1859, 0.1969, 0.244, 0.2218])];
  const lines: LayoutLine[] = [{ text: 'Van Leeuwen Logistiek', bbox: [0.0968, 0.1969, 0.244, 0.2218], words }];
  const doc = buildDoc([{ number: 1, width: 1241, height: 1755, unit: 'px', rotation: 0, source: 'ocr', words, lines }]);
  assert.deepEqual(doc.lines.map((l) => l.text), ['Van Leeuwen Logistiek']);
});
