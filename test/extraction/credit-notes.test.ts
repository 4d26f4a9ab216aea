import { test } from 'node:test';
import assert from 'node:assert/strict';
import { invoiceFieldsOf, textPage } from '../helpers/layout-pages.ts';

const fieldsOf = (lines: string[]) => invoiceFieldsOf([textPage(lines)]);

test("a credit note's own number and date are read, not those of the invoice it corrects", () => {
  const english = fieldsOf([
    'Credit Note',
    'Garrison Distribution Inc.                    Memo number CM-2023-726',
    '115 Enterprise Blvd                           Date 07/24/2023',
    'Pruitt Engineering LLC                        Ref. invoice 91421',
    '129 Lakeview Ave                              Invoice date 05/14/2023',
    'Total                                         2,309.20',
  ]);
  assert.equal(english.invoice_number, 'CM-2023-726');
  assert.equal(english.date, '2023-07-24');
  const german = fieldsOf([
    'Großhandel Albrecht GmbH                      Storno-Nr. 8719660',
    'Hofmann Gebäudeservice GmbH                   Belegdatum 11.03.2024',
    'Stornorechnung zu Rechnung Nr. RE-2024-58296 vom 22.01.2024',
    'hiermit stornieren wir unsere Rechnung Nr. RE-2024-58296 vom 22.01.2024 in voller Höhe.',
    'Gesamtbetrag                                  -1.190,00 €',
  ]);
  assert.equal(german.invoice_number, '8719660');
  assert.equal(german.date, '2024-03-11');
  // A corrective invoice's title with its own number and date keeps that date.
  const own = fieldsOf(['MUSTERLIEFERANT GMBH', 'Rechnungskorrektur Nr. RK21012345 vom 16.09.2018', 'Stylesheet-Version 2.0 vom 18.10.2018', 'Gesamtbetrag  -8,79 EUR']);
  assert.equal(own.date, '2018-09-16');
});

test('a department the invoice is for the attention of is no customer', () => {
  const fields = fieldsOf([
    'Garrison Distribution Inc.                    Invoice number 4711',
    'Pruitt Engineering LLC                        Date 07/24/2023',
    '129 Lakeview Ave',
    'Seattle, WA 98104',
    'Attn: Accounts Payable',
    'Total                                         2,309.20',
  ]);
  assert.notEqual(fields.customer_name, 'Accounts Payable');
});
