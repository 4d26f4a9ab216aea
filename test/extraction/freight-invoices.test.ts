/**
 * What a family of freight and haulage invoices, measured once before it was looked at, showed the rules missing:
 * a sender's name on the row of the customer's label, a law's number under a sentence that says `fattura`, a
 * table's ruling read around a value, a monogram run into a name, a tax line with `zzgl.` before its rate, a VAT
 * summary's exempt row, and what OCR does to footers and labels.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { page, sizedLine } from '../helpers/receipt-page.ts';
import { analysePages } from '../../src/extraction/analyse.ts';
import { extractInvoiceFields } from '../../src/extraction/fields/invoice.ts';
import { extractTaxLines } from '../../src/extraction/fields/taxes.ts';
import { paymentPrinted } from '../../src/extraction/decode/invoice-review.ts';
import { buildDoc } from '../../src/extraction/fields/shared.ts';
import { readTextPage } from '../../src/extraction/sources/text.ts';
import type { LayoutPage } from '../../src/extraction/types.ts';

const textPage = (lines: string[]) => readTextPage(new TextEncoder().encode(lines.join('\n')));
const ocr = (pages: LayoutPage[]) => analysePages(pages, 'invoice', 'ocr');

test("the sender's name at the right margin of the row the customer's label opens is no customer's", () => {
  const result = ocr([page([
    [0, 0.06, 'Spett.le'], [0, 0.68, 'Autotrasporti Gatti S.r.l.'],
    [1, 0.06, 'Donati Arredamenti S.r.l.'], [1, 0.68, 'Largo Augusto, 72 – 73124 Lecce (LE)'],
    [2, 0.06, 'Via XX Settembre, 3'], [2, 0.68, 'C.F. e P.IVA 07286400267'],
    [3, 0.06, '36142 Vicenza (VI)'],
    [5, 0.05, 'FATTURA'],
    [6, 0.05, 'Numero'], [6, 0.14, '2246/E'],
    [7, 0.05, 'Data'], [7, 0.14, '16/02/2024'],
    [10, 0.6, 'Totale documento € 570,37'],
    [12, 0.05, "Copia di cortesia: l'originale della fattura elettronica è stato trasmesso tramite SdI e conservato."],
    [13, 0.05, 'Interessi di mora ai sensi del D.Lgs. 231/2002.'],
  ])]);
  assert.equal(result.fields.supplier_name.value, 'Autotrasporti Gatti S.r.l.');
  assert.equal(result.fields.customer_name.value, 'Donati Arredamenti S.r.l.');
  // `fattura` inside a sentence labels nothing on the line under it (a law's number).
  assert.equal(result.fields.invoice_number.value, '2246/E');
});

test("a table's ruling OCR read as a line, or before the value, is no part of the value under a key", () => {
  const result = ocr([page([
    [0, 0.05, 'Ricci Trasporti S.p.A.'],
    [3, 0.05, 'Fattura'],
    [4, 0.05, '| Data'], [4, 0.23, '| Cod. cliente'], [4, 0.73, '| Numero'],
    [5, 0.05, '| 20/06/2025'], [5, 0.23, '| C05200'], [5, 0.73, '| ]'],
    [6, 0.73, '| FT 2025/86131'],
    [10, 0.6, 'Totale documento € 3.898,63'],
  ])]);
  assert.equal(result.fields.invoice_number.value, 'FT 2025/86131');
});

test("a monogram the text layer ran into the name's first word is left out", () => {
  const { fields } = extractInvoiceFields([textPage(['TRTransportes Rubio S.L.                     CIF B41678350', 'FACTURA', 'Nº factura F202577028', 'Total 1.210,00 €'])], 'invoice');
  assert.equal(fields.supplier_name.value, 'Transportes Rubio S.L.');
});

test('an invoice number and its date side by side are no VAT id (`SI-512854 27/02/2024`)', () => {
  const { fields } = extractInvoiceFields([textPage([
    'Swiftway Couriers Ltd', 'Invoice No.   Date / Tax Point', 'SI-512854 27/02/2024', 'Total   £1,200.00',
    'Swiftway Couriers Ltd · VAT Reg No. GB522650176',
  ])], 'invoice');
  assert.equal(fields.supplier_tax_id.value, 'GB522650176');
});

test('a tax line with `zzgl.` before its rate, and an exempt row of a VAT summary, are both in the breakdown', () => {
  const german = extractTaxLines(buildDoc([textPage([
    'Nettobetrag                               2.339,61 €', 'zzgl. 19 % USt auf 663,39                   126,04 €',
    'USt 0 % (steuerfrei) auf 1.676,22            0,00 €', 'Rechnungsbetrag                            2.465,65 €',
  ])]));
  assert.deepEqual(german, [{ rate: 19, base: 663.39, amount: 126.04 }, { rate: 0, base: 1676.22, amount: 0 }]);
  const italian = extractTaxLines(buildDoc([textPage([
    'Aliquota  Descrizione                          Imponibile  Imposta', '22        IVA 22%                                   76,53    16,84',
    '0         Non imponibile art. 9 DPR 633/72          477,00     0,00          Totale documento   € 570,37',
  ])]));
  assert.deepEqual(italian, [{ rate: 22, base: 76.53, amount: 16.84 }, { rate: 0, base: 477, amount: 0 }]);
});

test('a word of a bundled language is no label OCR misread (`anticipé` is no `anticipo`)', () => {
  const pages = [page([
    [0, 0.05, 'Transports Lemoine SA'],
    [2, 0.05, 'FACTURE N° 2025/364563'],
    [8, 0.6, 'Total TTC 4 062,40 €'], [9, 0.6, 'Net à payer 4 062,40 €'],
    [11, 0.05, 'Escompte pour paiement anticipé : néant. En cas de retard de paiement, pénalités de 40 € (art. L441-10).'],
  ])];
  const result = ocr(pages);
  assert.equal(result.fields.amount_due.value, 4062.4);
  assert.equal(paymentPrinted(buildDoc(pages)), false);
});

test("`A l'atention de` as OCR reads it names a contact, no customer", () => {
  const result = ocr([page([
    [0, 0.05, 'Transports Lemoine SA'], [0, 0.55, 'Mercier Bâtiment SAS'],
    [1, 0.55, "A l'atention de M. Pauline DUVAL"],
    [2, 0.55, '12 rue de la Paix'], [3, 0.55, '75002 Paris'],
    [5, 0.05, 'FACTURE N° 2025/364563'],
    [8, 0.6, 'Total TTC 854,89 €'],
  ])]);
  assert.equal(result.fields.customer_name.value, 'Mercier Bâtiment SAS');
});

test("the name under a party label whose box the detector padded over it is the label's first line", () => {
  const lines = [
    sizedLine(0.11, 0.033, [['Cardiff', 0.01], ['Couriers', 0.01], ['Ltd', 0.01]]),
    // The label's box reaches below the top of the name's, which starts above the label's middle.
    sizedLine(0.046, 0.136, [['INVOICE', 0.014], ['TO', 0.014]]),
    sizedLine(0.046, 0.142, [['Red', 0.02], ['Lion', 0.02], ['Inns', 0.02], ['Ltd', 0.02]]),
    sizedLine(0.051, 0.158, [['Unit', 0.015], ['7', 0.015]]),
    sizedLine(0.048, 0.173, [['Westfield', 0.009], ['Trading', 0.009], ['Estate', 0.009]]),
    sizedLine(0.048, 0.182, [['Cardiff', 0.012]]),
    sizedLine(0.6, 0.4, [['Total', 0.01], ['£1,200.00', 0.01]]),
  ];
  const pages: LayoutPage[] = [{ number: 1, width: 1654, height: 2339, unit: 'px', rotation: 0, source: 'ocr', words: lines.flatMap((l) => l.words), lines }];
  assert.equal(ocr(pages).fields.customer_name.value, 'Red Lion Inns Ltd');
});
