import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldMatches, scoreLineItems, similarity } from '../../eval/score.ts';

test('eval scoring follows the datasets README', () => {
  assert.equal(fieldMatches('supplier_name', 'ACME  Sdn\nBhd', 'acme sdn bhd'), true);
  assert.equal(fieldMatches('invoice_number', 'INV 001', 'inv001'), true);
  assert.equal(fieldMatches('date', '2018-01-18', '2018-01-18'), true);
  assert.equal(fieldMatches('total_amount', 26.6, 26.604), true);
  assert.equal(fieldMatches('total_amount', 26.6, 26.61), false);
  assert.equal(fieldMatches('currency', 'EUR', null), false);
  assert.equal(similarity('ABCD', 'ABCE'), 0.75);
  assert.equal(similarity('ABCD', null), 0);
});

test('line items pair greedily on amount and description', () => {
  const expected = [{ description: 'Widget', amount: 10 }, { description: 'Gadget', amount: 5 }];
  const predicted = [{ description: 'Gadget', amount: 5 }, { description: 'Widgets', amount: 10 }, { description: 'Shipping', amount: 2 }];
  assert.deepEqual(scoreLineItems(expected, predicted), { truePositives: 2, expected: 2, predicted: 3 });
});

test('a time matches to the minute whether or not seconds are printed', () => {
  assert.equal(fieldMatches('time', '14:19', '14:19:48'), true);
  assert.equal(fieldMatches('time', '14:19', '14:20'), false);
  assert.equal(fieldMatches('supplier_name', 'HavanaBar&Grill', 'Havana Bar & Grill', true), true);
});
