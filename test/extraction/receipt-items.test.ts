import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractReceiptFields } from '../../src/extraction/fields/receipt.ts';
import { page } from '../helpers/receipt-page.ts';

const HEADER = ['CORNER SHOP LTD', '1 HIGH STREET', 'TEL 01234 567890', '', '', '', '', ''];
const items = (lines: string[]) =>
  extractReceiptFields([page([...HEADER, ...lines])]).line_items.map((i) => [i.description, i.quantity, i.unit_price, i.amount]);

describe('receipt line items', () => {
  it('takes the count before the name as the quantity and drops the specks before it', () => {
    assert.deepEqual(items(['2 x TAGLIATELLE 17.90', 'I 1 SUNBURST 6.25', 'TOTAL 24.15']), [
      ['TAGLIATELLE', 2, null, 17.9],
      ['SUNBURST', 1, null, 6.25],
    ]);
  });

  it('never reads a quantity from a price', () => {
    assert.deepEqual(items(['CAPPUCCINO 12.50', 'TOTAL 12.50']), [['CAPPUCCINO', null, null, 12.5]]);
  });

  it('reads quantity and unit price from a qty × unit row and folds a weight row into its item', () => {
    assert.deepEqual(items(['CROISSANT 3 @ 1.50 4.50', 'CHICKEN FILLET 0.657 KG 4.14', 'PRICE PER KG 6.30', 'TOTAL 8.64']), [
      ['CROISSANT', 3, 1.5, 4.5],
      ['CHICKEN FILLET 0.657 KG', 0.657, 6.3, 4.14],
    ]);
  });

  it('takes a description printed above its amount row', () => {
    assert.deepEqual(items(['CARD THANKS CLASSIC', '720473578652 5.99T', 'TOTAL 5.99']), [['CARD THANKS CLASSIC', null, null, 5.99]]);
  });

  it('never takes totals, taxes, tips, service, discounts or rounding for items', () => {
    const lines = ['SOUP 6.79', 'SERVICE CHARGE 1.86', 'DISCOUNT -1.00', 'GRATUITY 2.00', 'ROUNDING 0.02', 'SUBTOTAL 6.79', 'SALES TAX 0.54', 'TOTAL 7.33'];
    assert.deepEqual(items(lines), [['SOUP', null, null, 6.79]]);
  });
});
