/**
 * What a family of craft and building trades' invoices, measured once before it was looked at, showed the rules
 * missing: an invoice number of eight digits that also reads as a date, a net followed by a reverse-charge row of
 * nothing as the total, and the customer's VAT id under a key in the cell left of it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractInvoiceFields } from '../../src/extraction/fields/invoice.ts';
import { readTextPage } from '../../src/extraction/sources/text.ts';

const fields = (lines: string[]) => extractInvoiceFields([textPage(lines)], 'invoice').fields;
const textPage = (lines: string[]) => readTextPage(new TextEncoder().encode(lines.join('\n')));

const subcontract = [
  'Dakbedekking Utrecht v.o.f.                                  Bouwbedrijf Peters B.V.',
  'Factuurnummer   20240317                                     Esdoornlaan 40',
  'Factuurdatum    10-01-2024                                   6211 CN Maastricht',
  'Uw btw-nummer   NL161145021B01',
  'Omschrijving                               Aantal     Prijs     BTW        Bedrag',
  'Arbeid dakdekker                         16,00 uur    53,00   verlegd      848,00',
  '                                     Subtotaal excl. btw                € 848,00',
  '                                     BTW verlegd                          € 0,00',
  '                                     Te betalen                         € 848,00',
  'Dakbedekking Utrecht v.o.f. · KvK 12345678 · btw NL004904942B68',
];

test('digits alone under an invoice-number key are its number, though they read as a date (`20240317`)', () => {
  assert.equal(fields(subcontract).invoice_number.value, '20240317');
});

test('with the tax reverse-charged, the net followed by a tax row of nothing and the sum to pay is the total', () => {
  const found = fields(subcontract);
  assert.equal(found.total_tax.value, 0);
  assert.equal(found.total_amount.value, 848);
});

test("a VAT id under the customer's key in the cell left of it (`Uw btw-nummer`) is not the supplier's", () => {
  assert.equal(fields(subcontract).supplier_tax_id.value, 'NL004904942B68');
});
