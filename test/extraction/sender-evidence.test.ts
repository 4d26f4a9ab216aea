import { test } from 'node:test';
import assert from 'node:assert/strict';
import { invoiceFieldsOf, pageOf, placed, textPage } from '../helpers/layout-pages.ts';

const H = 0.011;
/** A line set right-aligned on `right`. */
const rightAligned = (text: string, right: number, y: number, height = H) => placed(text, right - text.length * height * 0.5, y, height);

const totals = (y: number) => [
  placed('Total HT            8 730,00 €', 0.47, y, H),
  placed('TVA 20 %            1 746,00 €', 0.47, y + 0.02, H),
  placed('Total TTC          10 476,00 €', 0.47, y + 0.04, H),
];

test("a freelancer's letterhead names the supplier; the company over `À l'attention de` is the addressee", () => {
  const fields = invoiceFieldsOf([
    pageOf([
      rightAligned('Camille Durand', 0.92, 0.05, 0.014),
      rightAligned('Architecte DPLG', 0.92, 0.075),
      rightAligned('67 allée des Tilleuls', 0.92, 0.089),
      rightAligned('06500 NICE', 0.92, 0.103),
      rightAligned('SIRET : 782 343 719 00012', 0.92, 0.117),
      rightAligned('N° TVA intracommunautaire : FR60782343719', 0.92, 0.131),
      placed('Faure Conseil SAS', 0.54, 0.18, H),
      placed("À l'attention de M. Laurent", 0.54, 0.194, H),
      placed('64 avenue de la Libération', 0.54, 0.208, H),
      placed('69003 LYON', 0.54, 0.222, H),
      placed('FACTURE', 0.1, 0.3, 0.014),
      placed('Facture n° 2024-224', 0.1, 0.32, H),
      placed('Date : 28/08/2024', 0.1, 0.334, H),
      ...totals(0.45),
    ]),
  ]);
  assert.equal(fields.supplier_name, 'Camille Durand');
  assert.equal(fields.customer_name, 'Faure Conseil SAS');
});

test("the company over `À l'attention de` stays the addressee when OCR boxes it smaller than the attention line", () => {
  // Read from a page image: the accent makes the attention line's box twice as tall as the company's.
  const fields = invoiceFieldsOf([
    pageOf(
      [
        rightAligned('Camille Durand', 0.92, 0.05, 0.014),
        rightAligned('67 allée des Tilleuls', 0.92, 0.08),
        rightAligned('06500 NICE', 0.92, 0.092),
        rightAligned('SIRET : 782 343 719 00012', 0.92, 0.115),
        rightAligned('N° TVA intracommunautaire : FR60782343719', 0.92, 0.127),
        placed('Faure Conseil SAS', 0.541, 0.178, 0.007),
        placed("À l'attention de M. Laurent", 0.538, 0.189, 0.014),
        placed('64 avenue de la Libération', 0.541, 0.205, 0.008),
        placed('69003 LYON', 0.541, 0.22, 0.007),
        placed('Facture n° 2024-224', 0.1, 0.32, H),
        placed('Date : 28/08/2024', 0.1, 0.334, H),
        ...totals(0.45),
      ],
      'ocr',
    ),
  ]);
  assert.equal(fields.customer_name, 'Faure Conseil SAS');
});

test('with no letterhead, the name in the footer beside the sender\'s SIRET is the supplier, not the address window', () => {
  const fields = invoiceFieldsOf([
    pageOf([
      placed('SARL André et Fils', 0.54, 0.12, H),
      placed('124 rue des Carmes', 0.54, 0.134, H),
      placed('75015 Paris', 0.54, 0.148, H),
      placed("NOTE D'HONORAIRES", 0.1, 0.24, 0.014),
      placed("Note d'honoraires n° 2025-083", 0.1, 0.26, H),
      placed("Date d'émission : 07/03/2025", 0.1, 0.274, H),
      ...totals(0.42),
      placed('François Chevalier (EI) – Formatrice – 86 boulevard Haussmann, 13003 MARSEILLE', 0.3, 0.954, 0.008),
      placed('SIRET 98326817800032 – francois@chevalier.fr', 0.39, 0.964, 0.008),
    ]),
  ]);
  assert.equal(fields.supplier_name, 'François Chevalier (EI)');
});

test('a Portuguese receipt-invoice names its parties under `Transmitente / Prestador de serviços` and `Adquirente`', () => {
  const fields = invoiceFieldsOf([
    textPage([
      'FATURA-RECIBO                                     N.º FR ATSIRE01FR/5',
      '                                                  Data de emissão: 02/05/2025',
      'Transmitente / Prestador de serviços',
      '   NIF          143650467',
      '   Nome         Miguel Gonçalves Rodrigues',
      '   Morada       Rua Dom João IV, 4, 2722-109 Amadora',
      'Adquirente',
      '   NIF          515805980',
      '   Nome         Amadora Imobiliária, Lda.',
      '   Morada       Rua Ferreira Borges, 132, 4798-446 Braga',
      '                          Total                 1 760,00 €',
    ]),
  ]);
  assert.equal(fields.supplier_name, 'Miguel Gonçalves Rodrigues');
  assert.equal(fields.customer_name, 'Amadora Imobiliária, Lda.');
});

test('a charge outside the tax between subtotal and total: the subtotal stays, the sums under the total are no subtotal', () => {
  const fields = invoiceFieldsOf([
    textPage([
      'ANDREA SANTORO',
      'P.IVA 14125930215 – C.F. SNTNDR65H26D612Y',
      'Fattura n. 67/2025 del 17/04/2025',
      '                           Totale compensi             € 2.600,00',
      '                           Rivalsa INPS 4%               € 104,00',
      '                           Totale imponibile          € 2.704,00',
      '                           Rimborso marca da bollo         € 2,00',
      '                           Totale documento           € 2.706,00',
      '                           NETTO A PAGARE             € 2.706,00',
      "Operazione in franchigia da IVA ai sensi dell'art. 1, commi 54-89, L. 190/2014.",
    ]),
  ]);
  assert.equal(fields.subtotal, 2704);
  assert.equal(fields.total_amount, 2706);
  assert.equal(fields.total_tax, 0);
});

test("a Spanish NIF keeps a control letter printed after a hyphen", () => {
  assert.equal(invoiceFieldsOf([textPage(['Carmen Moreno Navarro', 'N.I.F.: 49151545-Q', 'Factura n.º 2024/118'])]).supplier_tax_id, '49151545-Q');
});

test('a key in a column of numbered keys (`Línea principal   952 021 054`) is not the addressee', () => {
  const fields = invoiceFieldsOf([
    pageOf(
      [
        placed('TeleRed Comunicaciones S.A.', 0.05, 0.04, 0.014),
        placed('FACTURA', 0.05, 0.07, 0.014),
        placed('Nº factura   TR-2024-118822', 0.05, 0.09, H),
        placed('Fecha de factura   12/03/2024', 0.05, 0.104, H),
        placed('Elena Ruiz Navarro', 0.593, 0.174, 0.008),
        placed('DATOS DEL CONTRATO', 0.051, 0.189, 0.007),
        placed('C/ del Carmen, 31', 0.593, 0.189, 0.008),
        placed('28054 Getafe (Madrid)', 0.593, 0.203, 0.009),
        placed('Titular del contrato', 0.051, 0.209, 0.007),
        placed('Elena Ruiz Navarro', 0.206, 0.209, 0.007),
        placed('NIF titular', 0.051, 0.224, 0.007),
        placed('86524907B', 0.206, 0.224, 0.007),
        placed('Línea principal', 0.051, 0.238, 0.009),
        placed('952 021 054', 0.206, 0.238, 0.007),
        placed('No de cliente', 0.053, 0.252, 0.007),
        placed('173044997', 0.206, 0.252, 0.007),
        placed('Código de cuenta', 0.051, 0.267, 0.009),
        placed('CC-8039453', 0.208, 0.267, 0.009),
        placed('Dirección de instalación — C/ del Carmen, 31, 28054 Getafe (Madrid)', 0.051, 0.28, 0.011),
        ...totals(0.45),
      ],
      'ocr',
    ),
  ]);
  assert.equal(fields.customer_name, 'Elena Ruiz Navarro');
});
