import { test } from 'node:test';
import assert from 'node:assert/strict';
import { currencyOf, findCurrencies } from '../../src/extraction/parse/currency.ts';

test('explicit currency marks only', () => {
  const table: [string, string | null][] = [
    ['EUR', 'EUR'], ['€', 'EUR'], ['$4.11', 'USD'], ['A$ 12', 'AUD'], ['RM20.00', 'MYR'], ['316,83 PLN', 'PLN'], ['5 zł', 'PLN'],
    ['£3', 'GBP'], ['₹ 1,939', 'INR'], ['Rs. 1939', 'INR'], ['kr 50', null], ['TOTAL', null], ['ALL ITEMS', null],
  ];
  for (const [raw, expected] of table) assert.equal(currencyOf(raw), expected, raw);
  assert.deepEqual(findCurrencies('Total 20.00 EUR (US$ 22)').map((c) => c.code), ['EUR', 'USD']);
});
