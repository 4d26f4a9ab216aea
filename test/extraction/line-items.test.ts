import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readTextPage } from '../../src/extraction/sources/text.ts';
import { buildDoc } from '../../src/extraction/fields/shared.ts';
import { extractLineItems } from '../../src/extraction/fields/line-items.ts';
import { analysePages } from '../../src/extraction/analyse.ts';
import { page, type Segment } from '../helpers/receipt-page.ts';

/** An invoice page as OCR boxes its printed segments, analysed. */
const ocrInvoice = (segments: Segment[]) => analysePages([page(segments)], 'invoice', 'ocr');

const itemsOf = (lines: string[]) =>
  extractLineItems(buildDoc([readTextPage(new TextEncoder().encode(lines.join('\n')))])).map((i) => [i.description, i.quantity, i.amount, i.product_code]);

test('compound and "Entgelt" headers; a description left-aligned under a centred header; an identifier line is the code', () => {
  assert.deepEqual(
    itemsOf([
      'Pos  Art-Nr         Artikelbeschreibung      Menge     Einzelpreis      Entgelt',
      '1    TB100     Trennblätter A4 gelocht       20             9,90         198,00',
      '               GTIN: 4012345001235',
      '2    JB7       Joghurt Banane                50             5,50         275,00',
      '',
      'Rechnungssumme netto                                                     473,00',
    ]),
    [
      ['Trennblätter A4 gelocht', 20, 198, '4012345001235'],
      ['Joghurt Banane', 50, 275, null],
    ],
  );
});

test('a remark set apart under an item is not its description; the header of another table ends the items', () => {
  assert.deepEqual(
    itemsOf([
      'Description                 Quantity     Unit Price       Amount',
      'Olive Oil                       1.00           0.90         0.90',
      'Cold pressed',
      '',
      'Our olive oil comes in a re-usable glass',
      '',
      'Truffles                       15.00          10.00       150.00',
      '',
      'Allowances and charges:',
      'Kind        Reason        %       Base         Amount',
      'Allowance   Loyalty       10      150.90       -15.09',
      '',
      'Total                                                     135.81',
    ]),
    [
      ['Olive Oil\nCold pressed', 1, 0.9, null],
      ['Truffles', 15, 150, null],
    ],
  );
});

test('a headerless list counts when its amounts add up to a printed total; repeated breakdown names are not items', () => {
  const lines = [
    'Summary',
    'Service charges                         $4.11',
    'Credits                                 $0.00',
    'Total for this invoice                  $4.11',
    '',
    'Detail',
    'Data Transfer                           $0.01',
    'Charges                                 $0.01',
    'VAT                                     $0.00',
    'Compute Cloud                           $1.87',
    'Charges                                 $1.87',
    'VAT                                     $0.00',
    'Cold Storage                            $2.23',
    'Charges                                 $2.23',
    'VAT                                     $0.00',
  ];
  assert.deepEqual(itemsOf(lines), [
    ['Data Transfer', null, 0.01, null],
    ['Compute Cloud', null, 1.87, null],
    ['Cold Storage', null, 2.23, null],
  ]);
  // Amounts that do not add up to any total are not read as items.
  assert.deepEqual(itemsOf(lines.map((l) => l.replace('$2.23', '$9.99'))), []);
});

test('a price under the quantity header is not a quantity', () => {
  const lines = [
    'Description              Qty     Unit Price      Amount',
    'Cappuccino large                          12.50      12.50',
    'Espresso                 2          3.00            6.00',
  ];
  const doc = buildDoc([readTextPage(new TextEncoder().encode(lines.join('\n')))]);
  const items = extractLineItems(doc).map((i) => [i.description, i.quantity, i.amount]);
  assert.deepEqual(items.map((i) => i[2]), [12.5, 6]);
  assert.ok(items.every(([, quantity]) => quantity === null || Number.isInteger(quantity)));
});

const pagesItemsOf = (pages: string[][]) =>
  extractLineItems(buildDoc(pages.map((lines, i) => ({ ...readTextPage(new TextEncoder().encode(lines.join('\n'))), number: i + 1 })))).map((i) => [i.description, i.amount]);

test('a long invoice: the sum carried from page to page is no item and does not end the table', () => {
  const header = 'Pos  Bezeichnung                     Menge     Einzelpreis        Betrag';
  assert.deepEqual(
    pagesItemsOf([
      [header, '1    Kupferrohr 15 mm                  12            8,40        100,80', '2    Pressfitting Bogen 90°            30            2,10         63,00', '', '                                           Übertrag              163,80', 'Seite 1 von 2'],
      // The next page carries the sum over under its header, unlabelled (its label printed in the page's margin).
      [header, '                                                                  163,80', '3    Montage Heizkörper                 4           65,00        260,00', '', 'Nettobetrag                                                     423,80'],
    ]),
    [
      ['Kupferrohr 15 mm', 100.8],
      ['Pressfitting Bogen 90°', 63],
      ['Montage Heizkörper', 260],
    ],
  );
  assert.deepEqual(
    pagesItemsOf([
      ['Description                    Qty     Unit price      Amount', 'Copper pipe 15 mm               12          8.40      100.80', 'Press fitting elbow             30          2.10       63.00', 'Carried forward                                     163.80'],
      ['Brought forward                                     163.80', 'Radiator installation            4         65.00      260.00', '', 'Subtotal                                            423.80'],
    ]),
    [
      ['Copper pipe 15 mm', 100.8],
      ['Press fitting elbow', 63],
      ['Radiator installation', 260],
    ],
  );
});

test("a grid of values OCR's boxes joined to the header row cuts no description short", () => {
  const result = ocrInvoice([
    [0, 0.05, 'Ingrosso Ferramenta Mariani & C. S.n.c.'],
    [4, 0.05, 'FATTURA'], [4, 0.3, '2025-V-11514'], [4, 0.45, '10/09/2025'],
    [5, 0.05, 'Codice'], [5, 0.15, 'Descrizione'], [5, 0.66, 'Q.tà'], [5, 0.72, 'Prezzo'], [5, 0.86, 'Importo'],
    [6, 0.05, 'GDL84821'], [6, 0.15, 'Silicone acetico trasparente 280 ml'], [6, 0.66, '19'], [6, 0.72, '4,21'], [6, 0.86, '79,99'],
    [8, 0.6, 'Totale documento 79,99'],
  ]);
  assert.equal(result.line_items[0]?.description, 'Silicone acetico trasparente 280 ml');
});

test('a percentage OCR placed under the amount column is no amount (`5%` of a discount column)', () => {
  const result = ocrInvoice([
    [0, 0.05, 'Horeca Groothandel Peeters BV'],
    [4, 0.15, 'Omschrijving'], [4, 0.5, 'Aantal'], [4, 0.62, 'Prijs'], [4, 0.7, 'Korting'], [4, 0.8, 'Bedrag'],
    [5, 0.15, 'Glasreiniger spray'], [5, 0.52, '2'], [5, 0.62, '17,95'], [5, 0.77, '5%'], [5, 0.8, '34,11'],
    [7, 0.6, 'Totaal 34,11'],
  ]);
  assert.equal(result.line_items[0]?.amount, 34.11);
});

test("a headerless bill's items: the name is the first cell, a period beside it is no amount, a monthly fee no tax", () => {
  const lines = [
    'Red Meseta Comunicaciones, S.A.',
    'DETALLE DE LA FACTURA',
    'Cuota mensual Fibra 600 Mb + Móvil ilimitados        07.10.2024 - 06.11.2024                    37,06 €',
    'Línea móvil adicional 661 511 815                    Tarifa 20 GB                                9,50 €',
    'Paquete TV Plus                                      Cuota mensual                              12,40 €',
    'Llamadas fuera de tarifa                             15 min x 0,012397 €/min                     0,19 €',
    '                                                     Base imponible                             59,15 €',
    '                                                     IVA 21 % s/ 59,15 €                        12,42 €',
    '                                                     Total importe factura                      71,57 €',
  ];
  const items = extractLineItems(buildDoc([readTextPage(new TextEncoder().encode(lines.join('\n')))]));
  assert.deepEqual(items.map((i) => [i.description, i.amount]), [
    ['Cuota mensual Fibra 600 Mb + Móvil ilimitados', 37.06], ['Línea móvil adicional 661 511 815', 9.5], ['Paquete TV Plus', 12.4], ['Llamadas fuera de tarifa', 0.19],
  ]);
});

test('a short description under a centred DESCRIPTION heading, after the quantity column, is read', () => {
  const result = ocrInvoice([
    [0, 0.07, 'Handyman Services LLC'],
    [3, 0.084, 'QTY'], [3, 0.32, 'DESCRIPTION'], [3, 0.68, 'UNIT PRICE'], [3, 0.845, 'AMOUNT'],
    [4, 0.094, '1'], [4, 0.146, 'Bathroom silicone reseal'], [4, 0.74, '192.00'], [4, 0.85, '192.00'],
    [5, 0.094, '1'], [5, 0.146, 'Call fee'], [5, 0.74, '93.00'], [5, 0.86, '93.00'],
    [7, 0.6, 'Subtotal 285.00'],
  ]);
  assert.deepEqual(result.line_items.map((i) => [i.description, i.amount]), [['Bathroom silicone reseal', 192], ['Call fee', 93]]);
});

test("a code column's heading is no description's, where the table's description heading is one no locale knows", () => {
  const result = ocrInvoice([
    [0, 0.02, 'Clínica Dental Sonrisa S.L.'],
    [3, 0.02, 'Código'], [3, 0.18, 'Tratamiento'], [3, 0.4, 'Pieza'], [3, 0.55, 'Uds.'], [3, 0.68, 'Precio'], [3, 0.84, 'Importe'],
    [4, 0.02, 'OBT01'], [4, 0.18, 'Empaste composite'], [4, 0.47, '13'], [4, 0.57, '1'], [4, 0.69, '56,50'], [4, 0.86, '56,50'],
    [5, 0.02, 'REV02'], [5, 0.18, 'Revisión'], [5, 0.57, '1'], [5, 0.69, '32,50'], [5, 0.86, '32,50'],
    [7, 0.5, 'Total 89,00 €'],
  ]);
  assert.deepEqual(result.line_items.map((i) => [i.description, i.amount]), [['Empaste composite', 56.5], ['Revisión', 32.5]]);
});

test('the tax word qualifying an amount heading heads no column (`Bedrag excl. btw`)', () => {
  const result = ocrInvoice([
    [0, 0.02, 'ICT Partners BV'],
    [3, 0.02, 'Omschrijving'], [3, 0.36, 'Aantal'], [3, 0.56, 'Btw'], [3, 0.7, 'Bedrag excl. btw'],
    [4, 0.02, 'Installatie werkpost'], [4, 0.36, '3 st'], [4, 0.56, '21%'], [4, 0.796, '€ 488,70'],
    [5, 0.02, 'Verplaatsingskosten'], [5, 0.36, '102 km'], [5, 0.56, '21%'], [5, 0.808, '€ 54,06'],
  ]);
  assert.deepEqual(result.line_items.map((i) => [i.description, i.amount]), [['Installatie werkpost', 488.7], ['Verplaatsingskosten', 54.06]]);
});
