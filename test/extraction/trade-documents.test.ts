import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildDoc } from '../../src/extraction/fields/shared.ts';
import { extractLineItems } from '../../src/extraction/fields/line-items.ts';
import { findAmounts } from '../../src/extraction/parse/amounts.ts';
import { joinLetterSpaced, type TextRun } from '../../src/extraction/sources/letter-spacing.ts';
import { receiptRows } from '../../src/extraction/fields/receipt.ts';
import { withoutMonogram } from '../../src/extraction/fields/brand-names.ts';
import { invoiceFieldsOf, pageOf, placed, textPage } from '../helpers/layout-pages.ts';

const fieldsOf = invoiceFieldsOf;

test('an export invoice: weights are no amounts, a key with its own value labels none further along its row', () => {
  const fields = fieldsOf([
    textPage([
      'Lone Star Pump & Compressor, Inc.                 COMMERCIAL INVOICE',
      '8800 Clinton Drive, Houston, TX 77029',
      '',
      'SHIPPER / EXPORTER                 INVOICE NO.          INVOICE DATE',
      'Lone Star Pump & Compressor, Inc.  EXP2023-532          July 9, 2023',
      '                                   CUSTOMER PO NO.      INCOTERMS 2020',
      '                                   PO 48842008          CIF Auckland',
      'CONSIGNEE                          NOTIFY PARTY',
      'Kiwi Process Engineering Ltd       Pacific Gateway Customs Agency',
      '18 Rata Street                     Attn: Import Dept. · Ref 378799',
      'Penrose, Auckland 1061             EXPORT REFERENCE (AES ITN)',
      '',
      '#  Description              Qty   Net kg    Unit Price      Amount',
      '1  Impeller, closed          20    82.00        395.00    7,900.00',
      '2  Air compressor head        1    61.00      1,325.00    1,325.00',
      '',
      'PACKING                                  Subtotal (goods)     9,225.00',
      'Total packages: 1 crate                  Freight              1,911.00',
      'Total net weight: 143.00 kg              Insurance               42.87',
      'Total gross weight: 165.00 kg            Total Invoice Value (USD) $11,178.87',
    ]),
  ]);
  assert.equal(fields.customer_name, 'Kiwi Process Engineering Ltd');
  assert.equal(fields.po_number, 'PO 48842008');
  assert.deepEqual([fields.subtotal, fields.total_amount], [9225, 11178.87]);
  const items = extractLineItems(buildDoc([textPage(['Description              Qty   Net kg    Unit Price      Amount', 'Impeller, closed          20    82.00        395.00    7,900.00'])]));
  assert.deepEqual(items.map((i) => i.amount), [7900]);
});

test('numbers followed by a unit of measure are quantities; a tax flag after a price is no unit', () => {
  const measures = (text: string) => findAmounts(text).map((a) => [a.value, a.measure === true]);
  assert.deepEqual(measures('Total net weight: 143.00 kg'), [[143, true]]);
  assert.deepEqual(measures('839 kWh   0,1031 €/kWh   86,50 €'), [[839, true], [0.1031, false], [86.5, false]]);
  assert.deepEqual(measures('0.550 KG @ 5.99'), [[0.55, true], [5.99, false]]);
  assert.deepEqual(measures('COKE 2.99 T'), [[2.99, false]]);
  // A quantity with its unit in an item table still reads.
  const items = extractLineItems(buildDoc([textPage(['Omschrijving          Aantal   Eenheidsprijs   Bedrag', 'Verplaatsingskosten   102 km          € 0,53   € 54,06'])]));
  assert.deepEqual(items.map((i) => [i.quantity, i.amount]), [[102, 54.06]]);
});

test('an energy bill: a number printed in groups, a tax heading inside the items, the legal name in the footer', () => {
  const page = textPage([
    'lumen                                   SARL Boulangerie Moreau',
    '                                        14 rue des Lilas',
    '                                        31400 Toulouse',
    'Facture gaz naturel',
    'Facture du 18 juin 2024',
    'N° de facture : 22 1965 2260 90',
    '',
    'Désignation                       Quantité   Prix unitaire HT   Montant HT    TVA',
    'Abonnement gaz Offre Fixe          1 mois         23,57 €         23,57 €   5,5 %',
    'Consommation gaz naturel          839 kWh    0,1031 €/kWh        86,50 €    20 %',
    'Taxes et contributions',
    'Contribution Tarifaire d’Acheminement                              4,71 €   5,5 %',
    'Accise sur les gaz naturels       839 kWh   0,01637 €/kWh        13,73 €    20 %',
    '',
    '                                  Total hors taxes                128,51 €',
    '                                  Total TVA                        21,61 €',
    '                                  Montant TTC                     150,12 €',
    '',
    'Lumen Énergie SAS au capital de 3 150 000 € – Siège social : 5 allée de l’Erdre, 44000 Nantes',
  ]);
  const fields = fieldsOf([page]);
  assert.equal(fields.invoice_number, '22 1965 2260 90');
  const lettered = fieldsOf([
    pageOf([
      placed('lumen', 0.06, 0.03, 0.03),
      placed('SARL Boulangerie Moreau', 0.58, 0.04, 0.012),
      placed('14 rue des Lilas', 0.58, 0.055, 0.012),
      placed('31400 Toulouse', 0.58, 0.07, 0.012),
      placed('Facture du 18 juin 2024', 0.08, 0.14, 0.012),
      placed("DATE D'ÉCHÉANCE", 0.82, 0.2, 0.01),
      placed('28 juin 2024', 0.82, 0.212, 0.012),
      placed('Lumen Énergie SAS au capital de 3 150 000 € – RCS Nantes 488 679 292 – www.lumen-energie.fr', 0.06, 0.95, 0.009),
    ]),
  ]);
  assert.equal(lettered.supplier_name, 'Lumen Énergie SAS');
  // The addressee's window at the very top, not a date's key beside it.
  assert.equal(lettered.customer_name, 'SARL Boulangerie Moreau');
  assert.deepEqual(extractLineItems(buildDoc([page])).map((i) => i.amount), [23.57, 86.5, 4.71, 13.73]);
});

test('a hotel folio: the folio number, the bill-to company over the guest, payments continue no item', () => {
  const page = textPage([
    'Castlefield House Hotel Ltd, 112 Liverpool Road, Manchester M3 4JQ',
    'GUEST FOLIO / VAT INVOICE',
    'BILL TO                                       Folio No.      212741',
    'Halden & Rowe LLP                             Date           05/01/2023',
    '71 Colmore Row, Birmingham B3 2AP',
    'Guest: Mrs Eleanor Patel',
    '',
    'Date        Description                 VAT      Charges £      Credits £',
    '04/01/2023  Accommodation               20%         136.50',
    '05/01/2023  Full English Breakfast      20%          16.50',
    '05/01/2023  Payment - Visa ****8127                                 153.00',
    '',
    '                                          Balance Due            £0.00',
  ]);
  const fields = fieldsOf([page]);
  assert.equal(fields.invoice_number, '212741');
  assert.equal(fields.customer_name, 'Halden & Rowe LLP');
  assert.deepEqual(extractLineItems(buildDoc([page])).map((i) => i.description), ['Accommodation', 'Full English Breakfast']);
});

test('a brand over the letterhead defers to the legal name: a monogram, a logo word set large over it', () => {
  assert.equal(withoutMonogram('CH Castlefield House'), 'Castlefield House');
  assert.equal(withoutMonogram('RH The Ropewalk Hotel'), 'The Ropewalk Hotel');
  assert.equal(withoutMonogram('ATN Alquileres Técnicos del Norte, S.A.'), 'Alquileres Técnicos del Norte, S.A.');
  assert.equal(withoutMonogram('HSBC Holdings plc'), 'HSBC Holdings plc');
  const fields = fieldsOf([
    pageOf([
      placed('SOLCAR', 0.06, 0.036, 0.023),
      placed('Rent a Car Costa del Sol, S.L.', 0.06, 0.067, 0.01),
      placed('Avda. de Andalucía 12, 29002 Málaga', 0.06, 0.08, 0.01),
      placed('FACTURA', 0.7, 0.04, 0.02),
      placed('Factura n.º SOL-2024-0042', 0.6, 0.1, 0.01),
    ]),
  ]);
  assert.equal(fields.supplier_name, 'Rent a Car Costa del Sol, S.L.');
});

test('a paid Spanish invoice: nothing left to pay', () => {
  const fields = fieldsOf([
    textPage([
      'Islas Rent Mobility, S.L.                 Factura n.º IR-2024-118',
      'Fecha: 12/03/2024',
      '                                          Total factura            315,51 €',
      '                                          Cobrado con tarjeta VISA -315,51 €',
      '                                          Pendiente de pago          0,00 €',
      'Factura pagada. Gracias por confiar en nosotros.',
    ]),
  ]);
  assert.equal(fields.amount_due, 0);
});

test('a street and house number under a sender is no addressee', () => {
  const fields = fieldsOf([
    textPage([
      '                                                  Visser Procesadvies B.V.',
      '                                                  Melkmarkt 31',
      'Stichting Woonstede Oost                          8011 MC Zwolle',
      't.a.v. financiële administratie',
      'Postbus 512',
      '7400 AM Deventer',
      '',
      'Factuur 25042                                     Datum 17-12-2025',
      '                                                  Totaal    € 6.884,46',
    ]),
  ]);
  assert.equal(fields.customer_name, 'Stichting Woonstede Oost');
});

test('letters of one case set apart are one word', () => {
  const run = (text: string, x0: number): TextRun => ({ text, x0, x1: x0 + 4, y0: 100, y1: 107, size: 7, spaceAfter: true });
  const words = joinLetterSpaced([run('B', 39), run('I', 45), run('L', 49), run('L', 54.6), { ...run('TO', 60.2), x1: 69.5, spaceAfter: false }]);
  assert.deepEqual(words.map((w) => w.text), ['BILL', 'TO']);
});

test('receipt lines stacked over the same stretch of paper are two rows, however close', () => {
  const rows = receiptRows([
    pageOf(
      [
        placed('NO. 17-G, JALAN SETIA INDAH', 0.21, 0.19, 0.03),
        placed('(X) U13/X, SETIA ALAM,', 0.27, 0.205, 0.028),
        placed('SEKSYEN U13, 40170 SHAH ALAM.', 0.2, 0.218, 0.029),
        placed('TOTAL', 0.1, 0.5, 0.02),
        placed('12.50', 0.7, 0.503, 0.02),
      ],
      'ocr',
    ),
  ]);
  assert.deepEqual(rows.map((r) => r.text), ['NO. 17-G, JALAN SETIA INDAH', '(X) U13/X, SETIA ALAM,', 'SEKSYEN U13, 40170 SHAH ALAM.', 'TOTAL 12.50']);
});

test('a VAT id wrapped at the end of a footer line is read whole, over the registration number beside it', () => {
  const fields = fieldsOf([
    textPage([
      'Céleste Mobile SA                                   Facture n° 202409/341119',
      'Date de facture : 03/06/2024',
      '                                                    Total TTC        49,99 €',
      'Céleste Mobile SA au capital de 37 000 000 € — RCS Lyon 522 276 760 — SIREN 522276760 — N° TVA intracommunautaire : FR59',
      '522 276 760',
    ]),
  ]);
  assert.equal(fields.supplier_tax_id, 'FR59522276760');
});

test('a party key in a column of keys has its value beside it, not the key under it', () => {
  const fields = fieldsOf([
    textPage([
      'The Kelso Arms, 3 Fossgate, York YO1 9TA',
      'VAT INVOICE',
      '                                             Invoice No.     169829',
      '                                             Invoice Date    16 Jun 2024',
      '                                             Guest           Ms Priya Hollis',
      '                                             Room            407 · 2 Adults',
      '                                             Arrival         11 Jun 2024',
      '',
      '                                             Balance          £0.00',
    ]),
  ]);
  assert.equal(fields.customer_name, 'Ms Priya Hollis');
});
