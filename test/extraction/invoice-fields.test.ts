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

test("a page image's `%` read for `₹` gives an Indian invoice its currency; a text layer's `%` is no mark", () => {
  const lines = ['TAX INVOICE', 'GSTIN/UIN: 29ABCDE1234F1Z5', 'Output CGST @ 9%        9,000.00', 'Total                 % 1,18,000.00'];
  const page = readTextPage(new TextEncoder().encode(lines.join('\n')));
  const ocr = extractInvoiceFields([{ ...page, source: 'ocr' }], 'invoice').fields.currency;
  assert.deepEqual([ocr.value, ocr.raw], ['INR', '%']);
  // On the text layer only the GSTIN names the country: the currency is inferred, placed nowhere and unsure.
  const text = extractInvoiceFields([page], 'invoice').fields.currency;
  assert.deepEqual([text.value, text.raw, text.bbox], ['INR', null, null]);
  assert.ok(text.confidence < 0.6);
});

test('no currency printed: the one country the page names gives it; none named, none given', () => {
  const invoice = (from: string) => [
    'Garrison Distribution Inc.', from, 'Credit Note', 'Memo number CM-2023-726', 'Date 07/06/2023', 'Net total              2,309.20', 'Total                  2,309.20',
  ].join('\n');
  const fields = (text: string) => extractInvoiceFields([readTextPage(new TextEncoder().encode(text))], 'invoice').fields;
  const american = fields(invoice('115 Enterprise Blvd, Seattle, WA 98104'));
  assert.equal(american.currency.value, 'USD');
  assert.equal(american.date.value, '2023-07-06');
  assert.equal(fields(invoice('115 Enterprise Blvd')).currency.value, null);
});

test("a page image's `$` or `¥` beside a GSTIN is a misread `₹`: rupees, and the dates day first", () => {
  const lines = ['TAX INVOICE', 'GSTIN: 19HNVCZ5375U1ZM', 'Invoice Date 08/03/2024', 'Total Tax (IGST): 6,873.06', 'Grand Total: $96,712.00'];
  const page = { ...readTextPage(new TextEncoder().encode(lines.join('\n'))), source: 'ocr' as const };
  const { fields } = extractInvoiceFields([page], 'invoice');
  assert.deepEqual([fields.currency.value, fields.date.value], ['INR', '2024-03-08']);
  const yen = { ...readTextPage(new TextEncoder().encode(lines.join('\n').replace('$', '¥ '))), source: 'ocr' as const };
  assert.equal(extractInvoiceFields([yen], 'invoice').fields.currency.value, 'INR');
  // A `$` with a US address stays a dollar.
  const us = { ...readTextPage(new TextEncoder().encode(['INVOICE', 'Austin, TX 78701', 'Invoice Date 08/03/2024', 'Total: $96,712.00'].join('\n'))), source: 'ocr' as const };
  assert.deepEqual([extractInvoiceFields([us], 'invoice').fields.currency.value, extractInvoiceFields([us], 'invoice').fields.date.value], ['USD', '2024-08-03']);
});

test('a printed rounding is no part of a subtotal computed from the total and the tax', () => {
  const lines = ['TAX INVOICE', 'GSTIN: 29ABCDE1234F1Z5', 'Output CGST @ 9%        45,653.69', 'Output SGST @ 9%        45,653.69', 'Round Off                    0.37', 'Total          ₹ 5,98,571.00'];
  const { fields } = extractInvoiceFields([readTextPage(new TextEncoder().encode(lines.join('\n')))], 'invoice');
  assert.equal(fields.total_tax.value, 91307.38);
  assert.equal(fields.subtotal.value, 507263.25);
});

test('an amount due OCR read short of the total, nothing paid or deducted, is the total', () => {
  const fields = (lines: string[]) => extractInvoiceFields([{ ...readTextPage(new TextEncoder().encode(lines.join('\n'))), source: 'ocr' as const }], 'invoice').fields;
  const head = ['Tax Invoice', 'Sandstone Graphics Pty Ltd', 'ABN 12 345 678 901', 'INVOICE NO INV-2093'];
  // A large amount read in pieces (`$2 » 63 1 . 3 1`); a discount above the total explains nothing.
  const misread = fields([...head, 'AMOUNT DUE (AUD)      $2 » 63 1 . 3 1', 'Discount              -$125.90', 'GST                    $239.21', 'Total inc. GST       $2,631.31']);
  assert.equal(misread.amount_due.value, 2631.31);
  // The cents parted from their amount (`$2,400 .27`) after a deposit.
  const parted = fields([...head, 'Total                 $3,400.27', 'Deposit received     -$1,000.00', 'Balance Due           $2,400 .27']);
  assert.equal(parted.amount_due.value, 2400.27);
  // Deductions after the total (a withholding, an advance) explain a smaller amount due.
  const withheld = fields([...head, 'Total factura          4.948,90 €', 'Retención IRPF 15%      -613,50 €', 'Provisión de fondos     -600,00 €', 'Importe a pagar        3.735,40 €']);
  assert.equal(withheld.amount_due.value, 3735.4);
});

test('a balance due unread after one payment printed is the total less that payment; a bare 0 is no balance', () => {
  const fields = (lines: string[]) => extractInvoiceFields([{ ...readTextPage(new TextEncoder().encode(lines.join('\n'))), source: 'ocr' as const }], 'invoice').fields;
  const head = ['Invoice SI80832', 'Riverside Physiotherapy Clinic Ltd', 'Date 11 August 2024'];
  // `Balance due £450.60` read `MT 7 45 0 .6 0` (a `0` with no cents, where the total has them).
  const misread = fields([...head, 'Subtotal (net)   £495.00', 'VAT @ 20% on £278.00   £55.60', 'Total   £550.60', 'Amount paid   -£100.00', 'Balance due MT 7 45 0 .6 0', 'Payment received 11 August 2024 by debit card']);
  assert.equal(misread.amount_due.value, 450.6);
  assert.equal(misread.amount_due.bbox, null);
  // A zero printed as money on a bill marked paid is nothing left to pay; so is a whole `Rs 0` where the total is whole.
  assert.equal(fields([...head, 'Total   £550.60', 'PAID IN FULL', 'Balance due   £0.00']).amount_due.value, 0);
  assert.equal(fields([...head, 'Grand Total   Rs 1939', 'Paid through Cash At Hotel (Rs 1939)   Rs 1939', 'Balance (if any)   Rs 0']).amount_due.value, 0);
});

test('an Italian exempt bill’s `Totale esente art. 10` is its net, not the article’s number', () => {
  const lines = ['Fattura n. 332/2025', 'Data 18/01/2025', 'Visita di controllo   1   87,00   87,00', 'Pap test   1   380,00   380,00', 'Totale esente art. 10     € 467,00', 'Rimborso bollo     € 2,00', 'Totale documento     € 469,00', "Operazione esente IVA ai sensi dell'art. 10, comma 1, n. 18, D.P.R. 633/72."];
  assert.deepEqual(fieldsOf(lines), { subtotal: 467, total_tax: 0, total_amount: 469, amount_due: 469 });
});
