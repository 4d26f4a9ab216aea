import { test } from 'node:test';
import assert from 'node:assert/strict';
import { currencyOf, findCurrencies, resolveCurrency } from '../../src/extraction/parse/currency.ts';

test('explicit currency marks only', () => {
  const table: [string, string | null][] = [
    ['EUR', 'EUR'], ['€', 'EUR'], ['$4.11', null], ['US$ 4.11', 'USD'], ['A$ 12', 'AUD'], ['RM20.00', 'MYR'], ['316,83 PLN', 'PLN'], ['5 zł', 'PLN'],
    ['£3', 'GBP'], ['₹ 1,939', 'INR'], ['Rs. 1939', 'INR'], ['kr 50', null], ['TOTAL', null], ['ALL ITEMS', null],
  ];
  for (const [raw, expected] of table) assert.equal(currencyOf(raw), expected, raw);
  assert.deepEqual(findCurrencies('Total 20.00 EUR (US$ 22)').map((c) => c.code), ['EUR', 'USD']);
});

const resolve = (text: string) => resolveCurrency(findCurrencies(text, true), text)?.code ?? null;

test('an ambiguous symbol needs evidence: a code, a country, a tax word, a postcode', () => {
  assert.equal(resolve('Total $ 12.50'), null);
  assert.equal(resolve('Total $ 12.50\nAll amounts in USD'), 'USD');
  assert.equal(resolve('Austin, TX 78701\nTotal $ 12.50'), 'USD');
  assert.equal(resolve('Toronto, ON M5V 2T6\nHST 13%  1.63\nTotal $ 14.13'), 'CAD');
  assert.equal(resolve('ABN 51 824 753 556\nGST  1.20\nTotal $ 13.20'), 'AUD');
  assert.equal(resolve('Totalt 250,00 kr'), null);
  assert.equal(resolve('Org.nr 123456789 MVA\nTotalt 250,00 kr'), 'NOK');
  // An unambiguous mark decides the symbol that shares its currency.
  assert.equal(resolve('Subtotal € 10,00\nTotal 12,00 €'), 'EUR');
});

test("OCR's `%` for `₹` before an amount counts for INR on an Indian page only, and a real percentage never", () => {
  const misread = (text: string) => resolveCurrency(findCurrencies(text, true, true), text)?.code ?? null;
  assert.equal(misread('GSTIN/UIN: 29ABCDE1234F1Z5\nTotal  % 5,98,571.00'), 'INR');
  assert.equal(misread('Output CGST @ 9%   53,871.39\nTotal  % 5,98,571.00'), 'INR');
  // Amounts grouped in lakhs are Indian too.
  assert.equal(misread('Total  % 5,98,571.00'), 'INR');
  assert.equal(misread('Total  % 598,571.00'), null);
  assert.equal(misread('GSTIN 29ABCDE1234F1Z5\nCGST 9 % 45.00\nSGST 9% 45.00'), null);
  // Not read so from a text layer or by callers that take marks as printed.
  assert.equal(resolve('GSTIN/UIN: 29ABCDE1234F1Z5\nTotal  % 5,98,571.00'), null);
});
