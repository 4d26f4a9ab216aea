import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildDoc } from '../../src/extraction/fields/shared.ts';
import { extractInvoiceFields } from '../../src/extraction/fields/invoice.ts';
import { reviewEvidence } from '../../src/extraction/decode/invoice-review.ts';
import { invoiceFieldsOf, textPage } from '../helpers/layout-pages.ts';

const fieldsOf = (lines: string[]) => invoiceFieldsOf([textPage(lines)]);

test('what is left to pay after a withholding or an advance is the amount due, in Spanish and Dutch', () => {
  const spanish = fieldsOf([
    'Lucía Gómez Domínguez                         Nº factura: 2024/0012',
    'NIF: 62029677B                                Fecha factura: 16/09/2024',
    'Base imponible      2.680,00',
    'IVA 21 %              562,80',
    'Total factura       3.242,80 €',
    'Retención IRPF 15 % -402,00',
    'Líquido total       2.840,80 €',
  ]);
  assert.equal(spanish.total_amount, 3242.8);
  assert.equal(spanish.amount_due, 2840.8);
  const dutch = fieldsOf([
    'Smits Advies                                  Factuurnummer F2024167',
    'Subtotaal excl. btw          € 6.181,25',
    '21% btw                      € 1.298,06',
    'Totaalbedrag                 € 7.479,31',
    'Af: ontvangen voorschot      € -1.850,00',
    'Nog te voldoen               € 5.629,31',
  ]);
  assert.equal(dutch.amount_due, 5629.31);
});

test('an invoice stating that no VAT is charged has a tax of 0, unless its subtotal leaves room for one', () => {
  const kleinunternehmer = fieldsOf([
    'Jan Fischer · Heilpraktiker                   Rechnungsnummer: RE-2024-0055',
    'Workshop Stressprävention                 740,00 EUR',
    'Gesamtbetrag                              740,00 EUR',
    'Als Kleinunternehmer im Sinne von § 19 Abs. 1 UStG wird keine Umsatzsteuer berechnet.',
  ]);
  assert.equal(kleinunternehmer.total_tax, 0);
  const micro = fieldsOf(['Facture n° 2025-014', 'Total HT     1 200,00 €', 'Net à payer  1 200,00 €', 'TVA non applicable, art. 293 B du CGI']);
  assert.equal(micro.total_tax, 0);
  const mixed = fieldsOf(['Facture n° 2025-015', 'Total HT     1 000,00 €', 'Total TTC    1 200,00 €', 'Débours non soumis à la TVA ; TVA non applicable sur les débours']);
  assert.equal(mixed.total_tax, null);
});

test('national tax numbers keep the slashes and letters they are written with; grouped digits are one number', () => {
  assert.equal(fieldsOf(['Jan Fischer', 'Rechnungsnummer: RE-2024-0055', 'St.-Nr.: 00/085/42468']).supplier_tax_id, '00/085/42468');
  assert.equal(fieldsOf(['Carmen Pérez Martínez', 'NIF/DNI: 76764498C', 'Número de factura: A-2025-160']).supplier_tax_id, '76764498C');
  assert.equal(fieldsOf(['ORLEN S.A.', 'NIP: 774-00-01-454', 'Faktura VAT nr FV/2024/001']).supplier_tax_id, '7740001454');
});

test("a Spanish NIF's control letter read as a digit is mended when the number calls for that letter", () => {
  assert.equal(fieldsOf(['Lucía Gómez Domínguez', 'NIF: 620296778', 'Nº factura: 2024/0012']).supplier_tax_id, '62029677B');
  assert.equal(fieldsOf(['Lucía Gómez Domínguez', 'NIF: 620296775', 'Nº factura: 2024/0012']).supplier_tax_id, '620296775');
});

test('a series code before an invoice number is part of it; a fee note numbers itself', () => {
  assert.equal(fieldsOf(['Barbieri Riccardo', 'Fattura n. FPR 124/25 del 07/11/2025']).invoice_number, 'FPR 124/25');
  assert.equal(fieldsOf(['Fatura', 'Bruno Rodrigues', 'N.º FT 2025/17', 'Data 20/01/2025']).invoice_number, 'FT 2025/17');
  assert.equal(fieldsOf(['NOTE D\'HONORAIRES', "Note d'honoraires n° NH-2025-0212", 'Date : 11 mars 2025']).invoice_number, 'NH-2025-0212');
});

test('which copy a document is (`Original`) names no supplier', () => {
  const fields = fieldsOf(['Original', 'Inês Almeida Moreira', 'Tradutora', 'Fatura-Recibo N.º FR 2025/42', 'Contribuinte n.º: 181755300']);
  assert.equal(fields.supplier_name, 'Inês Almeida Moreira');
});

test('an amount due equal to the total while a deduction is printed under it asks for review', () => {
  const pages = [
    textPage([
      'Smits Advies                                  Factuurnummer F2024167',
      'Factuurdatum 12-01-2024',
      'Subtotaal excl. btw          € 6.181,25',
      '21% btw                      € 1.298,06',
      'Totaalbedrag                 € 7.479,31',
      'Af: korting achteraf         € -1.850,00',
    ]),
  ];
  const { fields, doc, totalsConsistent } = extractInvoiceFields(pages, 'invoice');
  assert.equal(fields.amount_due.value, 7479.31);
  const evidence = reviewEvidence({ source: 'pdf_text', fields, lineItems: [], taxes: [], checks: { totals_consistent: totalsConsistent, line_items_consistent: null }, pages, doc: buildDoc(pages) ?? doc });
  assert.ok(evidence.reasons.includes('amount_due: an amount is deducted below the total'), evidence.reasons.join('; '));
});
