import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readTextPage } from '../../src/extraction/sources/text.ts';
import { buildDoc } from '../../src/extraction/fields/shared.ts';
import { extractLineItems } from '../../src/extraction/fields/line-items.ts';
import { invoiceFieldsOf, pageOf, placed, textPage } from '../helpers/layout-pages.ts';

const descriptionsOf = (lines: string[]) => extractLineItems(buildDoc([readTextPage(new TextEncoder().encode(lines.join('\n')))])).map((i) => i.description);
const fieldsOf = (lines: string[]) => invoiceFieldsOf([textPage(lines)]);

test("a group's sum inside the item table (`Summe Material`) does not end it; the labour group under it is read", () => {
  assert.deepEqual(
    descriptionsOf([
      'Pos.  Art.-Nr.  Bezeichnung                 Menge  ME     Einzelpreis €    Gesamt €',
      '      Material',
      '10    233108    Motoröl 5W-30 Longlife          4  l              16,95       67,80',
      '20    4538491   Kupplungssatz                   1  Satz          338,13      338,13',
      '                                                          Summe Material      405,93',
      '      Arbeitslohn',
      '30    AW        Zahnriemenwechsel            3,90  Std           135,00      526,50',
      '40    L01       Bremsen vorne erneuern       1,00  Std           135,00      135,00',
      '                                                        Summe Arbeitslohn     661,50',
      '',
      '                                                      Nettobetrag          1.067,43 €',
      '                                                      zzgl. 19 % MwSt.       202,81 €',
      '                                                      Rechnungsbetrag      1.270,24 €',
    ]),
    ['Motoröl 5W-30 Longlife', 'Kupplungssatz', 'Zahnriemenwechsel', 'Bremsen vorne erneuern'],
  );
});

test('an item whose description starts with a tax word, priced in full, is an item; a code column and a `Nett` column', () => {
  assert.deepEqual(
    descriptionsOf([
      'Code      Description                       Quantity      Unit Price     GST     Nett Excl.',
      'ADV1      Advisory meeting                      5.75          240.00     15%       1,380.00',
      'GSTR      GST returns - two-monthly             1.00          280.00     15%         280.00',
      'PAY4      Payroll processing                    4.00          115.00     15%         460.00',
      '',
      '                                                            Subtotal               2,120.00',
      '                                                            TOTAL GST 15%            318.00',
    ]),
    ['Advisory meeting', 'GST returns - two-monthly', 'Payroll processing'],
  );
});

test('a grid of values set right above the item header (`239.530` km) does not hide the header', () => {
  assert.deepEqual(
    descriptionsOf([
      'Targa        Veicolo        Telaio                 Km         Ordine di lavoro',
      'SM 510 JV    Fiat Ducato    ZFAVP165SX0912772      239.530    ODL 3725/24',
      'Codice     Descrizione                  U.M.    Q.tà     Prezzo     Importo   IVA',
      '2846.29    Guarnizione tappo coppa      PZ      1,00       3,18        3,18    22',
      'MAN        Manodopera meccanica         ORE     3,25      40,00      130,00    22',
    ]),
    ['Guarnizione tappo coppa', 'Manodopera meccanica'],
  );
});

test('goods (net) is the subtotal beside a VAT analysis whose header shares its row', () => {
  const fields = fieldsOf([
    'Cartwright Builders Merchants Ltd                                 INVOICE',
    'Invoice No. 75/258938',
    'VAT Rate    Goods    VAT                           Goods (net)        £908.01',
    '20.00%      908.01   181.60                        VAT                £181.60',
    '                                                   Invoice Total    £1,089.61',
  ]);
  assert.equal(fields.subtotal, 908.01);
  assert.equal(fields.total_tax, 181.6);
});

test('a total heading a column of a totals band is its own amount, not what is left after a payment on account', () => {
  /** A cell's text right-aligned on `right`, as a totals band prints it. */
  const cell = (text: string, right: number, y: number) => placed(text, right - text.length * 0.0045, y, 0.009);
  const fields = invoiceFieldsOf([
    pageOf([
      placed('Electromecánica Garrido S.L.', 0.05, 0.03, 0.014),
      placed('Nº factura TA-2024-0075', 0.06, 0.1, 0.009),
      ...['Importe bruto', 'Descuento', 'Base imponible', '% IVA', 'Cuota IVA', 'TOTAL FACTURA'].map((t, i) => cell(t, [0.209, 0.346, 0.526, 0.625, 0.755, 0.942][i], 0.471)),
      ...['360,04 €', '11,11 €', '348,93 €', '21 %', '73,28 €', '422,21 €'].map((t, i) => cell(t, [0.209, 0.346, 0.526, 0.625, 0.755, 0.942][i], 0.487)),
      placed('Entrega a cuenta (18/03/2024)', 0.593, 0.512, 0.009),
      cell('-210,00 €', 0.943, 0.512),
      placed('TOTAL A PAGAR', 0.593, 0.529, 0.009),
      cell('212,21 €', 0.943, 0.529),
    ]),
  ]);
  assert.equal(fields.total_amount, 422.21);
  assert.equal(fields.subtotal, 348.93);
});

test("the buyer's own order number (`Ihre Bestell-Nr.`) is the PO, not the workshop's job number", () => {
  const fields = fieldsOf(['Kfz-Werkstatt Schneider e.K.', 'Rechnungs-Nr.      2025/6467', 'Auftrags-Nr.       25-44626', 'Ihre Bestell-Nr.   BE-463699']);
  assert.equal(fields.po_number, 'BE-463699');
});

test('a tax read only as a bare rate-like number gives way to the difference of subtotal and total', () => {
  const fields = fieldsOf(['Autoriparazioni Orlando S.r.l.', 'Fattura 01003', 'Totale imponibile     € 506,24', 'IVA                         22', 'Totale documento      € 617,61']);
  assert.equal(fields.total_tax, 111.37);
});

test('a bracket OCR opened and never closed in the header does not swallow the amount heading after it', () => {
  const word = (text: string, x0: number, x1: number, y: number) => ({ text, bbox: [x0, y, x1, y + 0.012] as [number, number, number, number], confidence: 0.9 });
  const header = [word('Qte', 0.664, 0.687, 0.245), word('CE', 0.669, 0.718, 0.245), word('P.U.', 0.744, 0.77, 0.245), word('HT', 0.77, 0.785, 0.245), word('(TT', 0.779, 0.945, 0.245), word('Montant', 0.87, 0.922, 0.245), word('HT', 0.922, 0.937, 0.245)];
  const page = pageOf([
    placed('Réf.', 0.06, 0.245, 0.012),
    placed('Désignation', 0.228, 0.245, 0.012),
    { text: header.map((w) => w.text).join(' '), bbox: [0.664, 0.245, 0.945, 0.257], words: header },
    placed('1132488961', 0.063, 0.267, 0.008), placed('Liquide de frein DOT 4', 0.223, 0.267, 0.008), placed('1', 0.681, 0.267, 0.008), placed('9,95', 0.762, 0.267, 0.008), placed('9,95', 0.914, 0.267, 0.008),
    placed('T1', 0.062, 0.285, 0.008), placed('Remplacement freins avant', 0.223, 0.285, 0.008), placed('1,50', 0.66, 0.285, 0.008), placed('65,50', 0.755, 0.285, 0.008), placed('98,25', 0.907, 0.285, 0.008),
    placed('Total pièces HT', 0.52, 0.31, 0.008), placed('9,95 €', 0.91, 0.31, 0.008),
    placed("Total main-d'œuvre HT", 0.52, 0.325, 0.008), placed('98,25 €', 0.9, 0.325, 0.008),
    placed('Total HT', 0.52, 0.34, 0.008), placed('108,20 €', 0.895, 0.34, 0.008),
  ], 'ocr');
  const items = extractLineItems(buildDoc([page])).map((i) => [i.description, i.amount]);
  assert.deepEqual(items, [['Liquide de frein DOT 4', 9.95], ['Remplacement freins avant', 98.25]]);
});

test("a parts group's sum named before tax (`Total pièces HT`) inside the table: the labour under it is read too", () => {
  assert.deepEqual(
    descriptionsOf([
      'Réf.        Désignation                        Qté      P.U. HT     Montant HT',
      '1132488961  Liquide de frein DOT 4               1         9,95           9,95',
      'DIV         Recyclage huiles et déchets          1         3,23           3,23',
      '                                   Total pièces HT                       13,18',
      'T1          Remplacement freins avant         1,50        65,50          98,25',
      'MOM         Remplacement kit de distribution  4,40        65,50         288,20',
      '                                   Total main-d\'œuvre HT                386,45',
      '                                   Total HT                             399,63 €',
    ]),
    ['Liquide de frein DOT 4', 'Recyclage huiles et déchets', 'Remplacement freins avant', 'Remplacement kit de distribution'],
  );
});

test('an OCR-broken amount after its label is put back: a space in its cents or after its point, a semicolon for a comma', () => {
  const fields = fieldsOf(['Garage Dupuis SARL', 'Facture n° F-2025-118', 'Total HT            457,15 €', 'TVA 20 %            91;43 €', 'Total TTC           548,5 8']);
  assert.equal(fields.total_tax, 91.43);
  assert.equal(fields.total_amount, 548.58);
  assert.equal(fieldsOf(['Cartwright Builders Merchants Ltd', 'Invoice No. 75/258938', 'Goods (net)     908. 01', 'VAT             £181.60', 'Invoice Total   £1,089.61']).subtotal, 908.01);
});

test("a practice's bill: `Notanummer` and `Notadatum`; a note's number alone under its title (`N° NH250288`)", () => {
  const dutch = fieldsOf(['Kinderfysiotherapie De Linde', 'Notanummer      N042828', 'Notadatum       14-06-2024', 'Vervaldatum     28-06-2024', 'Patiëntnummer   15969']);
  assert.equal(dutch.invoice_number, 'N042828');
  assert.equal(dutch.date, '2024-06-14');
  const french = fieldsOf(['Espace Psy de Strasbourg      NOTE D\'HONORAIRES', '                              N° NH250288', '                              Date : 16/01/2025', 'N° ADELI : 677691045']);
  assert.equal(french.invoice_number, 'NH250288');
});

test("a patient's birth date is no invoice date; a name key heading an unlabelled block gives its value cell", () => {
  const fields = invoiceFieldsOf([
    pageOf([
      placed('Clínica Dental García S.L.', 0.056, 0.023, 0.012),
      placed('CIF ESB15046089 · Nº Registro Sanitario CS13769', 0.056, 0.072, 0.007),
      placed('DATOS DE LA FACTURA', 0.066, 0.108, 0.008), placed('PACIENTE', 0.518, 0.108, 0.008),
      placed('Nº factura', 0.066, 0.133, 0.009), placed('C/001964', 0.167, 0.133, 0.009),
      placed('Nombre', 0.518, 0.122, 0.009), placed('Marta Ramos Fernández', 0.592, 0.122, 0.009),
      placed('Fecha nac. 02/02/2018', 0.518, 0.134, 0.009),
      placed('Fecha', 0.066, 0.146, 0.009), placed('23/05/2024', 0.167, 0.146, 0.009),
      placed('DNI', 0.518, 0.146, 0.009), placed('73364803R', 0.592, 0.146, 0.009),
      placed('Domicilio C/ de Alcalá, 25, 8º C', 0.518, 0.158, 0.009),
      placed('15028 A Coruña', 0.592, 0.17, 0.009),
      placed('TOTAL A PAGAR   190,00 €', 0.6, 0.4, 0.01),
    ]),
  ]);
  assert.equal(fields.date, '2024-05-23');
  assert.equal(fields.customer_name, 'Marta Ramos Fernández');
});

test('`Ihr Auftrag:` with the number after `Nr.` in the next cell is the PO', () => {
  assert.equal(fieldsOf(['Tischlerei Neumann GmbH', 'Rechnungs-Nr.: R-25-438', 'Ihr Auftrag:   Nr. AU-2025-035']).po_number, 'AU-2025-035');
});

test('a VAT id wrapped to the next row is joined across rules OCR read between the rows', () => {
  const fields = fieldsOf([
    'Céleste Mobile SA',
    'Facture 2024-001',
    '',
    'Céleste Mobile SA au capital de 37 000 000 €   RCS Lyon 522 276 760   SIREN 522276760   N° TVA intracommunautaire FR59',
    '—   —   —',
    ':',
    '522 276 760',
  ]);
  assert.equal(fields.supplier_tax_id, 'FR59522276760');
});

test('a tax-id label with `1` read for the `I` of its dotted abbreviation (`N.1.F.`)', () => {
  assert.equal(fieldsOf(['Carmen Moreno Navarro', 'Factura 2024-001', '', 'Carmen Moreno Navarro - N.1.F. 49151545-Q']).supplier_tax_id, '49151545-Q');
});

test('a heading OCR read with a currency sign glued (`Gesamte`) or one letter wrong (`Desorizione`) still names its column', () => {
  assert.deepEqual(
    descriptionsOf([
      'Pos Art-Nr. EAN   Bezeichnung              Menge VE       Einzelpreis Rab. %   Gesamte MwSt',
      '1   73-4593       Schlagsahne 32 % 1 l     3 Karton à 10          28,95        86,85      7',
      '2   26-6072       Mayonnaise 80 % Eimer    1 1 x 5 l              15,99        15,99      7',
      '',
      '                                                        Summe netto          102,84',
    ]),
    ['Schlagsahne 32 % 1 l', 'Mayonnaise 80 % Eimer'],
  );
  assert.deepEqual(
    descriptionsOf([
      'Codice      Desorizione                          UM.   Q.ta    Prezzo    Importo   C.IVA',
      'VLV87102    Bulloni TE M10x60 zincati            CF       1     10,50      10,50     22',
      'ZMX31717    Nastro americano grigio 50 mm        PZ      26      2,46      63,96     22',
      '',
      '                                                      Totale imponibile      74,46',
    ]),
    ['Bulloni TE M10x60 zincati', 'Nastro americano grigio 50 mm'],
  );
});

test('no tax is larger than half the total: a VAT analysis heading beside the net total is not the tax', () => {
  const fields = fieldsOf([
    'Harbour Catering Supplies Ltd',
    'Invoice No. INV-1001',
    'Code Rate   Goods   VAT           NetTota    £1,306.00',
    'S   20.00%   527.19   105.44      VAT         £105.44',
    '                                  Invoice Total £1,411.44',
  ]);
  assert.equal(fields.total_tax, 105.44);
  assert.equal(fields.subtotal, 1306);
});

test('`Numéro` and the number in one cell, a speck OCR read between them, is the invoice number', () => {
  assert.equal(fieldsOf(['Rousseau & Rousseau SAS', '                                   FACTURE', '                                   Numéro — INV-51727', '                                   Date de facture   02/03/2025']).invoice_number, 'INV-51727');
});

test('payment terms with a cash discount: the invoice falls due at the later, net date', () => {
  const fields = fieldsOf([
    'Kaiser Getränkegroßhandel GmbH',
    'Rechnungs-Nr. 2025-10077',
    'Rechnungsdatum 10.10.2025',
    'Zahlbar bis 24.10.2025 abzüglich 3 % Skonto (17,48 €), Zahlbetrag 565,21 €; bis 16.11.2025 netto ohne Abzug.',
  ]);
  assert.equal(fields.due_date, '2025-11-16');
});

test('a total read below the subtotal bounds no tax: the tax printed stays', () => {
  const fields = fieldsOf(['Merlion Systems Integration Pte Ltd', 'Invoice No. INV-2002', 'Sub Total      6,200.60', 'GST 9%           558.05', 'Total Amount Payable     5']);
  assert.equal(fields.total_tax, 558.05);
});
