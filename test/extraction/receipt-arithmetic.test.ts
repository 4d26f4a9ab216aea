import assert from 'node:assert/strict';
import { it } from 'node:test';
import { analysePages } from '../../src/extraction/analyse.ts';
import { roundedTotal, totalWithoutMisreadSign, untaxedSubtotal } from '../../src/extraction/fields/receipt-arithmetic.ts';
import { rowAmounts } from '../../src/extraction/fields/receipt-amounts.ts';
import { findTotals, repairLabels, taxBetween } from '../../src/extraction/fields/receipt-totals.ts';
import { labelRoles } from '../../src/extraction/features/receipt-labels.ts';
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

it("puts back a space OCR read before the point of a row's last amount, a short one only", () => {
  const amounts = (line: string) => rowAmounts(receiptRows([page([line])])[0]).map((a) => a.value);
  assert.deepEqual(amounts('Total 20 .42'), [20.42]);
  assert.deepEqual(amounts('Grand Total RM21 .85'), [21.85]);
  assert.deepEqual(amounts('OAKDELL EGGS 70642910004 .88 FS'), [], 'a long code, then cents flagged by their tax code');
  assert.deepEqual(amounts('Z=0%. 23.40 .00'), [23.4], 'the whole part has decimals already');
});

it('reads an amount printed without its leading zero, and a point read as a space after a currency sign', () => {
  const amounts = (line: string) => rowAmounts(receiptRows([page([line])])[0]).map((a) => a.value);
  assert.deepEqual(amounts('CA 9.25% TAX .82'), [0.82]);
  assert.deepEqual(amounts('TAX .00 BAL 2.00'), [0, 2]);
  assert.deepEqual(amounts('Subtotal $.50'), [0.5]);
  assert.deepEqual(amounts('Sales Tax 8.000% $1 90'), [1.9]);
  assert.deepEqual(amounts('Total € 1 900'), [], 'a thousands space: three digits after it');
  assert.deepEqual(amounts('Ver .12.3'), []);
});

it('reads French and Quebec tax words on a receipt', () => {
  const tax = (lines: string[]) => findTotals(receiptRows([page(lines)])).tax?.value ?? null;
  assert.equal(tax(['Sous-total $16.52', 'Taxe $0.00', 'Total $16.52']), 0);
  assert.equal(tax(['Sous-total 20.00', 'TPS 1.00', 'TVQ 2.00', 'Total 23.00']), 1);
});

it('reads the amount before tax under its French, Spanish, Italian and Portuguese labels', () => {
  const subtotal = (lines: string[]) => findTotals(receiptRows([page(lines)])).subtotal?.value ?? null;
  // No tax row to work it out from: the label alone says what the amount is.
  assert.equal(subtotal(['Prix HT 13.82 EUR', 'Total 15.20']), 13.82);
  assert.equal(subtotal(['Base imponible 10,00', 'Total 12,10']), 10);
  assert.equal(subtotal(['Imponibile 10,00', 'Totale 12,20']), 10);
  assert.equal(subtotal(['Total s/ IVA 10,00', 'Total 12,30']), 10);
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

it('the tax between a subtotal and a total chosen after the rules is the printed one that makes them add up', () => {
  const between = (lines: string[], subtotal: number, total: number) => taxBetween(receiptRows([page(lines)]), subtotal, total);
  // A VAT summary row: net, tax, gross.
  assert.deepEqual(between(['Guacamole', 'Steuersatz Netto MwSt Brutto', 'A 19% MwSt 7.31 1.39 8.70', 'Summe EUR 8.70'], 7.31, 8.7)?.taxes, [{ rate: 19, base: 7.31, amount: 1.39 }]);
  // Two taxes on rows of their own: their sum.
  const two = between(['OPEN FOOD 17.90', 'Subtotal 17.90', 'State Tax 1.07', 'City Tax 0.72', 'Total 19.69'], 17.9, 19.69);
  assert.equal(two?.tax.value, 1.79);
  assert.equal(two?.taxes.length, 2);
  assert.equal(between(['Subtotal 13.87', 'Tax 1 1.30', 'Tax 2 0.38', 'Total 15.55'], 13.87, 15.55)?.tax.value, 1.68);
  // Nothing printed fits, or two different taxes would: no tax.
  assert.equal(between(['Subtotal 13.87', 'Tax 1.30', 'Total 15.55'], 13.87, 15.55), null);
  assert.equal(between(['Subtotal 10.00', 'Tax 1.00', 'VAT 10% 1.00', 'Total 11.00'], 10, 11)?.tax.value, 1);
  assert.equal(between(['Subtotal 10.00', 'Tax 1.00', 'Service 10% 2.00', 'Total 11.00'], 10, 11)?.tax.value, 1);
  assert.equal(between(['Subtotal 10.00', 'Total 11.00', 'Tip 1.00'], 10, 11), null, 'a tip is no tax');
});

it('a receipt printing two taxes has their sum as its tax, and adds up', () => {
  const result = analysePages([page(['CEE FINE THAI DINING', '9901 Fairfax Blvd.', 'Fairfax, VA 22030', 'Date: Jan 08, 2014', 'OPEN FOOD 17.90', 'Subtotal 17.90', 'State Tax 1.07', 'City Tax 0.72', 'Total 19.69'])], 'receipt', 'ocr');
  assert.equal(result.fields.total_tax.value, 1.79);
  assert.deepEqual(result.taxes.map((t) => t.amount), [1.07, 0.72]);
  assert.equal(result.checks.totals_consistent, true);
});

it('SUBTOTAL read two letters off is a subtotal label, to the rules and the model alike', () => {
  assert.equal(repairLabels('Subtotel $23.77'), 'SUBTOTAL $23.77');
  assert.equal(repairLabels('SUBCTAL. $96.62'), 'SUBTOTAL. $96.62');
  assert.equal(repairLabels('Sultanas 3.20'), 'Sultanas 3.20', 'three letters off');
  assert.equal(repairLabels('Subtotals 3'), 'Subtotals 3', 'a word of English');
  assert.ok(labelRoles('Subtotel $23.77').has('subtotal'));
  const rows = receiptRows([page(['Subtotel $23.77', 'Sales Tax 8.000% $1.90', 'Total $25.67'])]);
  assert.equal(findTotals(rows).subtotal.value, 23.77);
});

it('a tax label printed alone takes the amount on the row above it when that one adds up', () => {
  const result = analysePages([page(['WILLY DINER', '10 France Ave S', 'Iced Tea $2.50', 'Cuban $11.99', 'Subtotal $14.49', '$1.16', 'Tax', 'Total $15.65'])], 'receipt', 'ocr');
  assert.equal(result.fields.total_tax.value, 1.16);
  assert.equal(result.fields.total_amount.value, 15.65);
  const below = analysePages([page(['WILLY DINER', 'Subtotal $14.49', '$2.00', 'Tax', 'Total $15.65'])], 'receipt', 'ocr');
  assert.notEqual(below.fields.total_tax.value, 2, 'an amount that does not add up is not the tax');
});
