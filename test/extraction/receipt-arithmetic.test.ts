import assert from 'node:assert/strict';
import { it } from 'node:test';
import { roundedTotal, totalWithoutMisreadSign, untaxedSubtotal } from '../../src/extraction/fields/receipt-arithmetic.ts';
import { rowAmounts } from '../../src/extraction/fields/receipt-amounts.ts';
import { receiptRows } from '../../src/extraction/fields/receipt.ts';
import { page } from '../helpers/receipt-page.ts';

const rounded = (lines: string[], total: number) => roundedTotal(receiptRows([page(lines)]), total);

it('rounds a total by the adjustment the receipt prints, beside its label or on a row of its own', () => {
  assert.equal(rounded(['Total (Incl GST) RM15.39', 'Rounding RMO.01', 'Total Paid RM50.00'], 15.39), 15.4);
  assert.equal(rounded(['Total Sales Incl GST 127.37', '-0.02 .', 'Rounding Adj', 'Total After Adj 127.35'], 127.37), 127.35);
  assert.equal(rounded(['Total Sales Incl GST 476.81', 'Rounding Adj -0.01', 'Total After Adj 476.80'], 476.8), null, 'already rounded');
  assert.equal(rounded(['Total 15.39', 'Cash 20.00'], 15.39), null, 'no adjustment printed');
  assert.equal(rounded(['Total 15.37', 'Rounding 0.01'], 15.37), null, 'no sign of the adjustment makes a coin multiple');
});

it('a total whose dollar sign OCR read as a digit is the sum only without it', () => {
  assert.equal(totalWithoutMisreadSign('897.74', 897.74, 90.5, 7.24, null), 97.74);
  assert.equal(totalWithoutMisreadSign('897.74', 897.74, 90.5, 7.24, 1), null);
  assert.equal(totalWithoutMisreadSign('97.74', 97.74, 90.5, 7.24, null), null, 'a total that adds up stays');
  assert.equal(totalWithoutMisreadSign('897.74', 897.74, null, 7.24, null), null, 'no subtotal, nothing to check it by');
  assert.equal(totalWithoutMisreadSign('8.50', 8.5, 0.4, 0.1, null), null);
});

it("puts back a space OCR read inside the cents of a row's last amount, and only there", () => {
  const amounts = (line: string) => rowAmounts(receiptRows([page([line])])[0]).map((a) => a.value);
  assert.deepEqual(amounts('NET TOTAL 22.2 5'), [22.25]);
  assert.deepEqual(amounts('Gratuity o + 9.3 6'), [9.36]);
  assert.deepEqual(amounts('SUBTOTAL 12.50 2'), [12.5], 'two decimals already: the 2 is something else');
});

it('a receipt charged no tax or tip whose items add up to the total has the total as its subtotal', () => {
  const field = (value: number | null) => ({ value, raw: value === null ? null : String(value), confidence: value === null ? 0 : 0.9, page: value === null ? null : 1, bbox: null });
  const item = (amount: number) => ({ description: 'Hamburger', quantity: 1, unit_price: null, amount, tax_rate: null, product_code: null, confidence: 0.9, page: 1, bbox: null });
  const items = [item(2.4), item(2.7), item(8.9)];
  assert.equal(untaxedSubtotal({ total_amount: field(14), subtotal: field(null), total_tax: field(null), tip: field(null) }, items)?.value, 14);
  assert.equal(untaxedSubtotal({ total_amount: field(14), total_tax: field(0) }, items)?.value, 14);
  // Tax or a tip printed, a subtotal already read, or items that do not add up: nothing is supplied.
  assert.equal(untaxedSubtotal({ total_amount: field(14), total_tax: field(0.92) }, items), null);
  assert.equal(untaxedSubtotal({ total_amount: field(14), tip: field(2) }, items), null);
  assert.equal(untaxedSubtotal({ total_amount: field(14), subtotal: field(13.08) }, items), null);
  assert.equal(untaxedSubtotal({ total_amount: field(15) }, items), null);
  assert.equal(untaxedSubtotal({ total_amount: field(14) }, []), null);
});
