/**
 * What a family of seminar, training and conference invoices, measured once before it was looked at, showed the
 * rules missing: a period's first date under a date label, a tax word abbreviating a course's title, a net that is
 * the total of a bill charged no VAT, the venue's address under its heading, a tax OCR read without its separator.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { page } from '../helpers/receipt-page.ts';
import { analysePages } from '../../src/extraction/analyse.ts';
import { extractTaxLines } from '../../src/extraction/fields/taxes.ts';
import { buildDoc } from '../../src/extraction/fields/shared.ts';
import { readTextPage } from '../../src/extraction/sources/text.ts';

const textPage = (lines: string[]) => readTextPage(new TextEncoder().encode(lines.join('\n')));
const fieldsOf = (lines: string[]) => analysePages([textPage(lines)], 'invoice', 'pdf_text').fields;

test('the first date of a period is no document date (Italian `Date` being dates)', () => {
  const fields = fieldsOf([
    'SEDE DEL CORSO',
    'Centro Congressi Le Stelline',
    'Date: dal 17/06/2024 al 18/06/2024',
    'FATTURA',
    'Data   05/05/2024',
    'Numero   2024-FORM-716',
    'Totale documento   € 779,20',
  ]);
  assert.equal(fields.date.value, '2024-05-05');
  assert.equal(fieldsOf(['Invoice INV-77', 'Date: 3 March 2025 – 7 March 2025', 'Invoice date: 10 March 2025', 'Total £120.00']).date.value, '2025-03-10');
});

test('a tax word in parentheses after a title abbreviates it; a net with no tax charged is the total', () => {
  const fields = fieldsOf([
    'FACTURE N° 2024/30930',
    'Date : 11/06/2024',
    'Désignation                                                   Qté       P.U. HT    Montant HT    TVA',
    'Frais pédagogiques – Sauveteur secouriste du travail (SST)    4 pers.   219,00     876,00        Exonéré',
    'Support de cours et documentation                             4 U       52,65      210,60        Exonéré',
    'Total net (TVA non applicable)                                                     1 086,60 €',
    'Acompte versé le 10/06/2024                                                        -270,00 €',
    'Net à payer                                                                        816,60 €',
    'Exonération de TVA – article 261-4-4° a du CGI (formation professionnelle continue).',
  ]);
  assert.deepEqual([fields.total_tax.value, fields.total_amount.value, fields.amount_due.value], [0, 1086.6, 816.6]);
  // A progress bill's cumulative net over the period's own is not its total.
  const progress = fieldsOf([
    'Situation n° 3',
    'Total HT cumulé à ce jour        11 833,32 EUR',
    'Montant de la situation HT        5 745,70 EUR',
    'Net à payer                       5 458,41 EUR',
    'Autoliquidation — TVA due par le preneur (article 283-2 nonies du CGI).',
  ]);
  assert.notEqual(progress.total_amount.value, 11833.32);
});

test('the address under a venue heading is no customer’s', () => {
  const result = analysePages([page([
    [0, 0.1, 'Bos & Partners Training B.V.'],
    [2, 0.05, 'Breda Vastgoed B.V.'], [2, 0.76, 'Hoofdstraat 110'],
    [3, 0.05, 'Hoofdstraat 115'], [3, 0.76, '6559 HM Nijmegen'],
    [4, 0.05, '3045 NK Rotterdam'], [4, 0.76, 'KvK 70299951'],
    [6, 0.07, 'LOCATIE'],
    [7, 0.07, 'Het Trainingshuis'],
    [8, 0.07, 'Prinsengracht 81'],
    [9, 0.07, '2373 TM Leiden'],
    [11, 0.05, 'Factuurnummer F2024-9233'],
    [12, 0.05, 'Factuurdatum 16 april 2024'],
    [14, 0.05, 'Omschrijving'], [14, 0.8, 'Bedrag'],
    [15, 0.05, 'Cursus projectmanagement'], [15, 0.8, '€ 1.250,00'],
    [17, 0.6, 'Totaal'], [17, 0.8, '€ 1.250,00'],
  ])], 'invoice', 'ocr');
  assert.ok(!['LOCATIE', 'Het Trainingshuis'].includes(String(result.fields.customer_name.value)), String(result.fields.customer_name.value));
});

test('a tax OCR read without its separator beside a base with cents is restored by base × rate', () => {
  const lines = (text: string[]) => extractTaxLines(buildDoc([textPage(text)]));
  assert.deepEqual(lines(['Total HT   1007,00 €', 'TVA 20 % sur 865,00   173,00 €', 'TVA 10 % sur 142,00   1420€', 'Total TTC   119420€']).map((t) => [t.rate, t.base, t.amount]), [[20, 865, 173], [10, 142, 14.2]]);
  const fields = fieldsOf(['Facture F-2024-11', 'Total HT   1007,00 €', 'TVA 20 % sur 865,00   173,00 €', 'TVA 10 % sur 142,00   1420€', 'Total TTC   119420€', 'Net à payer   1194,20€']);
  assert.deepEqual([fields.subtotal.value, fields.total_tax.value, fields.total_amount.value], [1007, 187.2, 1194.2]);
});

test('a discount row with priced rows under it is an item; right over the subtotal it opens the totals', () => {
  const items = (lines: string[]) => analysePages([textPage(lines)], 'invoice', 'pdf_text').line_items.map((item) => [item.description, item.amount]);
  const head = ['Factuur 2024-118', 'Factuurdatum 16-04-2024', '', 'Omschrijving                         Aantal     Prijs      Bedrag'];
  assert.deepEqual(items([...head, 'BHV-basiscursus                      3          269,00     807,00', 'Korting meerdere deelnemers 20%                            -161,40', 'Lesmateriaal en reader               3          74,00      222,00', '', 'Totaal excl. btw                                           867,60', 'Totaal                                                     867,60']), [
    ['BHV-basiscursus', 807], ['Korting meerdere deelnemers 20%', -161.4], ['Lesmateriaal en reader', 222],
  ]);
  assert.deepEqual(items([...head, 'BHV-basiscursus                      3          269,00     807,00', 'Lesmateriaal en reader               3          74,00      222,00', 'Korting 10%                                                -102,90', 'Totaal excl. btw                                           926,10', 'Totaal                                                     926,10']).length, 2);
});

test('a date in a venue’s block or under an item row is the event’s, not the document’s', () => {
  const venue = fieldsOf([
    'Cartwright Learning Solutions Ltd',
    'Invoice No.: SI257361        Tax Point: 24 September 2025',
    'Course: Advanced Excel for Analysts',
    'Date: 15 September 2025',
    'Venue: Oakwood Park Hotel, 32 Chapel Street, Reading',
    'Description                         Qty    Unit price    Amount',
    'Advanced Excel for Analysts         1      350.00        350.00',
    'Total                                                    £350.00',
  ]);
  assert.equal(venue.date.value, '2025-09-24');
  const item = fieldsOf([
    'Fattura FT 2024/7126',
    'Numero          Data',
    'FT 2024/7126    14/08/2024',
    'Descrizione                              Q.tà    Prezzo    Importo',
    'Convegno nazionale sulla logistica       4       290,00    1.160,00',
    'Date: 02/09/2024',
    'Totale documento                                           € 1.160,00',
  ]);
  assert.equal(item.date.value, '2024-08-14');
});

test('`N° cliente` is the key of another number, not the invoice’s', () => {
  const fields = fieldsOf(['Academia García S.L.                         FACTURA', 'CIF B03081858                                N\'* F2024-8326', 'N° cliente     CL-31284', 'Forma de pago  Transferencia', 'TOTAL FACTURA   1.452,00 €']);
  assert.notEqual(fields.invoice_number.value, 'CL-31284');
});

test('a department the bill is for (HR, training, Personalabteilung) is no customer', async () => {
  const { DEPARTMENT } = await import('../../src/extraction/fields/labels.ts');
  for (const name of ['Personalabteilung', 'HR Department', 'Human Resources', 'Service des ressources humaines', 'Ufficio formazione', 'Afdeling P&O', 'Recursos Humanos']) assert.ok(DEPARTMENT.test(name), name);
  for (const name of ['Klein GmbH', 'Hartmann Personal GmbH', 'Training Partners Ltd']) assert.ok(!DEPARTMENT.test(name), name);
});

test('a net and a printed zero tax make the total; no later rule takes it back', () => {
  const fields = fieldsOf(['Facture F-12', 'Date : 03/04/2024', 'Prestation de conseil     100,00 €', 'Total HT     100,00 €', 'TVA 0 %      0,00 €', 'TVA non applicable, art. 293 B du CGI']);
  assert.deepEqual([fields.subtotal.value, fields.total_tax.value, fields.total_amount.value], [100, 0, 100]);
});
