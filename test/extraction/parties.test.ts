import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readTextPage } from '../../src/extraction/sources/text.ts';
import { extractInvoiceFields } from '../../src/extraction/fields/invoice.ts';

const supplierOf = (text: string) => extractInvoiceFields([readTextPage(new TextEncoder().encode(text))], 'invoice').fields.supplier_name.value;

test('a section title or a row of column headings is not the supplier; a brand repeated and spelling the domain is', () => {
  const text = [
    'PAYMENT RECEIPT',
    'Guest Name: Jane Doe                         Date: 31/12/2017',
    'Hotel Details          Check In      Check Out     Rooms',
    'ZEPHO 12 Lakeside,     31/12/2017    01/01/2018    1',
    '12 Harbour Road, Springfield',
    'DESCRIPTION                                  AMOUNT',
    'Room Charges                                 Rs 1500',
    'Grand Total                                  Rs 1500',
    'Payment received by ZEPHO        Paid in cash (Rs 1500)',
    'Contact: help@zephostays.com',
  ].join('\n');
  assert.equal(supplierOf(text), 'ZEPHO');
});

test('a brand defers to a full name that contains it; free-mail domains name no brand', () => {
  const withName = ['Quorra Tools Ltd', '5 Mill Lane, Leeds', '', 'Invoice No: 77', 'Quorra Tools thanks you', 'Total 10.00', 'sales@quorra.co.uk'].join('\n');
  assert.equal(supplierOf(withName), 'Quorra Tools Ltd');
  const shouted = ['Quorra Tools Ltd', '5 Mill Lane, Leeds', '', 'Invoice No: 77', 'QUORRA thanks you', 'QUORRA', 'Total 10.00', 'sales@quorra.co.uk'].join('\n');
  assert.equal(supplierOf(shouted), 'Quorra Tools Ltd');
  const freeMail = ['Details', 'Booking Details      Check In     Check Out', 'Gmail Gmail', 'Invoice No: 77', 'Total 10.00', 'me@gmail.com'].join('\n');
  assert.notEqual(supplierOf(freeMail), 'Gmail');
  assert.notEqual(supplierOf(freeMail), 'Booking Details');
});

test('a name whose legal form is on its second line is read whole; a salutation heads the addressee, not the sender', () => {
  const text = [
    'Quintor Beispielhaft',
    'Versicherungsverein Beispielstadt a.G.',
    'Herrn',
    'Max Probe',
    'Probestr. 11',
    '12346 Probehausen',
    '',
    'Beitragsrechnung                          24. Januar 2014',
    'Rechnungsbeitrag       59,50 €',
  ].join('\n');
  assert.equal(supplierOf(text), 'Quintor Beispielhaft Versicherungsverein Beispielstadt a.G.');
});

test('without a customer label, the addressee under a salutation is the customer', () => {
  const page = (lines: string[]) => [readTextPage(new TextEncoder().encode(lines.join('\n')))];
  const customer = (lines: string[]) => extractInvoiceFields(page(lines), 'invoice').fields.customer_name.value;
  const letter = ['Quintor Versicherung AG', 'Herrn', 'Max Probe', 'Probestr. 11', '12346 Probehausen', '', 'Beitragsrechnung', 'Rechnungsbeitrag   59,50 €'];
  assert.equal(customer(letter), 'Herrn Max Probe');
  // A labelled customer wins.
  assert.equal(customer(['Quintor AG', 'Herrn', 'Max Probe', '', 'Rechnungsempfänger:', 'Kunden GmbH', '', 'Gesamtbetrag  10,00 €']), 'Kunden GmbH');
});

test('a remark in parentheses under a party label is no part of the name', () => {
  const charges = Array.from({ length: 16 }, (_, i) => `Amazon Service ${i + 1}   Charges   $0.${String(10 + i)}`);
  const text = ['Invoice Summary', 'Invoice Number: 42183017', 'Total for this invoice   $4.11', '', ...charges, '', 'Service Provider:', '(Not to be used for payment remittance)', 'Amazon Web Services, Inc.', '410 Terry Ave North', 'Seattle, WA 98109-5210'].join('\n');
  assert.equal(supplierOf(text), 'Amazon Web Services, Inc.');
});

test('a table ruling read at a name’s end is no part of it; a tax-exemption statement is no addressee', () => {
  const ruled = ['Carpintaria Rodrigues Unipessoal |            FATURA        |', 'Praça do Comércio 92', '3800-200 Aveiro', 'NIF: PT754285036', '', 'Fatura N.º FT 2024/118', 'Total   1.230,00 €'].join('\n');
  assert.equal(supplierOf(ruled), 'Carpintaria Rodrigues Unipessoal');
  const customerOf = (text: string) => extractInvoiceFields([readTextPage(new TextEncoder().encode(text))], 'invoice').fields.customer_name.value;
  const letter = [
    'Praxis Dr. med. Stefanie Krause',
    'Eichendorffweg 58 · 60537 Frankfurt am Main',
    '',
    'Rechnungsnummer 2405815',
    'Rechnungsdatum 31.01.2024',
    '',
    'Untersuchung        34,86',
    'Rechnungsbetrag     34,86 €',
    '',
    'Heilbehandlung – umsatzsteuerfrei gemäß § 4 Nr. 14 UStG.',
    'Zahlbar bis 01.03.2024 ohne Abzug.',
    '',
    'Bankverbindung: Deutsche Bank AG',
    ...Array.from({ length: 17 }, () => ''),
    'Zuständige Kammer: Landesärztekammer Hessen',
  ].join('\n');
  assert.notEqual(customerOf(letter), 'Heilbehandlung – umsatzsteuerfrei gemäß § 4 Nr. 14 UStG.');
});
