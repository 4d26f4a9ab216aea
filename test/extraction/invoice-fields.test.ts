import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readTextPage } from '../../src/extraction/sources/text.ts';
import { extractInvoiceFields } from '../../src/extraction/fields/invoice.ts';

const fieldsOf = (lines: string[]) => {
  const { fields } = extractInvoiceFields([readTextPage(new TextEncoder().encode(lines.join('\n')))], 'invoice');
  return Object.fromEntries(['subtotal', 'total_tax', 'total_amount', 'amount_due'].map((name) => [name, fields[name].value]));
};

test('insurance premium invoices: Gesamtbeitrag, Versicherungsteuer, Rechnungsbeitrag', () => {
  assert.deepEqual(
    fieldsOf([
      'Beitragsrechnung                                   24. Januar 2014',
      'Privathaftpflicht                    50,00 €',
      'Gesamtbeitrag                        50,00 €',
      'Versicherungsteuer 19 %               9,50 €',
      'Rechnungsbeitrag                     59,50 €',
    ]),
    { subtotal: 50, total_tax: 9.5, total_amount: 59.5, amount_due: 59.5 },
  );
});

test('a premium including its tax, the tax contained in parentheses, and the premium to pay', () => {
  const fields = fieldsOf([
    'Beitragsrechnung                                   11. März 2014',
    'Vollkasko SF25                                          140,00 €',
    'Kfz-Haftpflicht SF25                                     80,00 €',
    'vierteljährlicher Beitrag inklusive 19 % Versicherungsteuer    220,00 €',
    'in diesem Beitrag enthaltene Versicherungsteuer       (35,13 €)',
    'Ausstehende Forderung am Ausstellungstag                 220,00 €',
    'zu zahlender Beitrag                                    440,00 €',
  ]);
  assert.equal(fields.total_amount, 220);
  assert.equal(fields.total_tax, 35.13);
  assert.equal(fields.amount_due, 440);
});

test('"Rechnung … Nr. <long number> vom" with the date wrapped to the next row beats another "vom" date', () => {
  const lines = [
    'Formular-Version : 2.1 vom 24.03.2020',
    '',
    'Rechnung des Versicherers Nr. 01.234.567.8-2018-1 vom',
    '06.12.2018',
    '',
    'Gesamtbetrag   10,00 €',
  ];
  const { fields } = extractInvoiceFields([readTextPage(new TextEncoder().encode(lines.join('\n')))], 'invoice');
  assert.equal(fields.date.value, '2018-12-06');
});

test('prices including their tax: subtotal equal to the total with the tax included is consistent', () => {
  const lines = [
    'Invoice No: 881                                   Date: 2024-03-01',
    'Subtotal                               120.00',
    'VAT 20% included                        20.00',
    'Total                                  120.00',
  ];
  const { fields, totalsConsistent } = extractInvoiceFields([readTextPage(new TextEncoder().encode(lines.join('\n')))], 'invoice');
  assert.equal(fields.total_amount.value, 120);
  assert.equal(fields.total_tax.value, 20);
  assert.equal(totalsConsistent, true);
});

test("a page image's `%` read for `₹` gives an Indian invoice its currency; a text layer's `%` does not", () => {
  const lines = ['TAX INVOICE', 'GSTIN/UIN: 29ABCDE1234F1Z5', 'Output CGST @ 9%        9,000.00', 'Total                 % 1,18,000.00'];
  const page = readTextPage(new TextEncoder().encode(lines.join('\n')));
  assert.equal(extractInvoiceFields([{ ...page, source: 'ocr' }], 'invoice').fields.currency.value, 'INR');
  assert.equal(extractInvoiceFields([page], 'invoice').fields.currency.value, null);
});
