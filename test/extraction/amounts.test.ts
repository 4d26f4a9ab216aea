import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findAmounts, parseAmount } from '../../src/extraction/parse/amounts.ts';

test('parseAmount reads the printed conventions', () => {
  const table: [string, number | null][] = [
    ['1.234,56', 1234.56], ['1,234.56', 1234.56], ['1 234,56', 1234.56], ["1'234.56", 1234.56], ['1\u202f234,56', 1234.56],
    ['(12.00)', -12], ['12.00-', -12], ['-12.00', -12], ['RM20.00', 20], ['€ 1.234,50', 1234.5], ['1.234,50 EUR', 1234.5],
    ['$4.11', 4.11], ['12,5', 12.5], ['0.125', 0.125], ['1.234', 1234], ['1,234,567.8', 1234567.8], ['316,83 PLN', 316.83], ['3,3333', 3.3333],
    ['12.3.4', null], ['1,23,4', null], ['abc', null], ['', null],
  ];
  for (const [raw, expected] of table) assert.equal(parseAmount(raw), expected, raw);
});

test('findAmounts finds amounts with their currency marks and positions', () => {
  const found = findAmounts('Total: RM 20.00 Qty 2 100.00 rate 10% 1 234,56 €');
  assert.deepEqual(found.map((a) => [a.value, a.raw]), [[20, 'RM 20.00'], [2, '2'], [100, '100.00'], [1234.56, '1 234,56 €']]);
  assert.equal(found[0].index, 7);
});

test('findAmounts reads a parenthesis without its pair as debris, not as a negative sign', () => {
  assert.deepEqual(findAmounts('Total RA 270.05 )').map((a) => [a.value, a.raw, a.index]), [[270.05, '270.05', 9]]);
  assert.deepEqual(findAmounts('(SR 12.50').map((a) => [a.value, a.raw]), [[12.5, '12.50']]);
  assert.deepEqual(findAmounts('Discount (12.00)').map((a) => a.value), [-12]);
});

test('European and Swiss groupings, no-break spaces, trailing minus', () => {
  const table: [string, number][] = [
    ['245 019,00', 245019], ['40 561,80 €', 40561.8], ['40\u202f561,80\u202f€', 40561.8], ['40\u00a0561,80\u00a0€', 40561.8],
    ['1.234,56', 1234.56], ['1,234.56', 1234.56], ['12.50-', -12.5], ["1'234.50", 1234.5], ['1’234.50', 1234.5],
    ['1 234 567,89', 1234567.89], ['-1.234,56 €', -1234.56], ["CHF 1'234.50", 1234.5],
  ];
  for (const [raw, value] of table) {
    assert.equal(parseAmount(raw), value, raw);
    assert.deepEqual(findAmounts(`Total TAXES ${raw}`).map((a) => a.value), [value], raw);
  }
});
