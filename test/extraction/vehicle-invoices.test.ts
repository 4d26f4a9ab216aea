/**
 * What a family of vehicle dealers' invoices, measured once before it was looked at, showed the rules missing:
 * charges outside the VAT after the taxed total, a first registration's date, a margin scheme's statement, a law's
 * article beside a tax word, an account number under `Payment due`, a monogram OCR read in small letters.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analysePages } from '../../src/extraction/analyse.ts';
import { withoutMonogram } from '../../src/extraction/fields/brand-names.ts';
import { readTextPage } from '../../src/extraction/sources/text.ts';

const textPage = (lines: string[]) => readTextPage(new TextEncoder().encode(lines.join('\n')));
const analysed = (lines: string[]) => analysePages([textPage(lines)], 'invoice', 'pdf_text');

test('charges outside the VAT printed after the taxed total belong to the total that adds them', () => {
  const result = analysed([
    'Sutton Motors Ltd                         VAT INVOICE',
    'Invoice No. SI-43455        Date 15/03/2025',
    'New SEAT Ibiza 1.5 TSI FR DSG                1    19,583.33   20%   19,583.33',
    'Total excl. VAT                                                £19,532.33',
    'VAT @ 20%                                                       £3,906.47',
    'Total inc. VAT                                                 £23,438.80',
    'Vehicle Excise Duty – first year (non-VATable)                    £440.00',
    'First Registration Fee (non-VATable)                               £55.00',
    'Total Price                                                    £23,933.80',
  ]);
  assert.deepEqual([result.fields.subtotal.value, result.fields.total_tax.value, result.fields.total_amount.value], [19532.33, 3906.47, 23933.8]);
  assert.equal(result.checks.totals_consistent, false);
  assert.equal(result.needs_review, true);
});

test('a first registration’s date is no invoice date; an account number under `Payment due` is no amount due', () => {
  const fields = analysed([
    'Exeter Bike Centre Ltd                           SALES INVOICE',
    'Invoice No.     Date / Tax Point     Order Date',
    'UV2414547       25/06/2024           01/06/2024',
    'Registration  OR71 WKG   VIN ZDMZZZ27ZND948631   Date First Reg. 20/02/2022',
    'Vehicle sale price                        Margin       8,495.00',
    'Top box 49 litre                          20%            310.00',
    'Vehicle (margin scheme)                                £8,495.00',
    'Payment due on receipt of invoice',
    'Lloyds Bank · Sort Code 30-97-95 · Account 83124634',
    'Other items (exc. VAT)                                  £310.00',
    'VAT @ 20% on £310.00                                     £62.00',
    'Invoice Total                                         £8,867.00',
  ]).fields;
  assert.equal(fields.date.value, '2024-06-25');
  assert.equal(fields.total_tax.value, 62);
  assert.equal(fields.amount_due.value, 8867);
});

test('a margin scheme’s statement says no VAT is charged; a law’s article beside `TVA` is no tax', () => {
  const fields = analysed([
    'Roussel Automobiles SA                              FACTURE N° 24923046',
    'Date : 07/03/2024',
    'Prix de vente du véhicule                         M      13 850,00',
    'Total véhicule et prestations                          13 850,00 €',
    'Total facture                                          13 850,00 €',
    'Vente soumise au régime de la marge – TVA non récupérable (article 297 A du CGI).',
    'Les frais de certificat d’immatriculation sont des débours (art. 267 II 2° du CGI), non soumis à TVA.',
  ]).fields;
  assert.equal(fields.total_tax.value, 0);
});

test('a monogram OCR read small or after a logo’s capitals is no part of the name', () => {
  assert.equal(withoutMonogram('Mp Moto Passion Angers SAS'), 'Moto Passion Angers SAS');
  assert.equal(withoutMonogram('AUD CV Concesionario Vázquez S.L.'), 'Concesionario Vázquez S.L.');
  assert.equal(withoutMonogram('De Vries Bouw B.V.'), 'De Vries Bouw B.V.');
  assert.equal(withoutMonogram('Al Amir Trading LLC'), 'Al Amir Trading LLC');
});
