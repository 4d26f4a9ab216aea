import { test } from 'node:test';
import assert from 'node:assert/strict';
import { receiptRows } from '../../src/extraction/fields/receipt.ts';
import { nameText } from '../../src/extraction/fields/receipt-supplier.ts';
import type { LayoutLine, LayoutPage } from '../../src/extraction/types.ts';
import { placed } from '../helpers/layout-pages.ts';

const scan = (lines: LayoutLine[]): LayoutPage => ({ number: 1, width: 600, height: 1400, unit: 'px', rotation: 0, source: 'ocr', words: lines.flatMap((l) => l.words), lines });

test('a speck alone between two printed rows is no row of its own: the address around it stays whole', () => {
  const rows = receiptRows([
    scan([
      placed('LOT 1851-A & 1851-B, JALAN KPB 6,', 0.09, 0.12, 0.02),
      placed('KAWASAN PERINDUSTRIAN BALAKONG,', 0.11, 0.14, 0.02),
      placed('.', 0.89, 0.165, 0.004),
      placed('43300 SERI KEMBANGAN, SELANGOR', 0.13, 0.165, 0.02),
      placed('-', 0.9, 0.19, 0.003),
      placed('TOTAL 12.50', 0.1, 0.5, 0.02),
    ]),
  ]);
  assert.deepEqual(
    rows.map((r) => [r.index, r.text]),
    [
      [0, 'LOT 1851-A & 1851-B, JALAN KPB 6,'],
      [1, 'KAWASAN PERINDUSTRIAN BALAKONG,'],
      [2, '43300 SERI KEMBANGAN, SELANGOR'],
      [3, 'TOTAL 12.50'],
    ],
  );
});

test('a lone letter after a name of two words is a speck; after one word it is part of the name', () => {
  assert.equal(nameText('PIZZA HUT Y'), 'PIZZA HUT');
  assert.equal(nameText('LOREM SHOP  x '), 'LOREM SHOP');
  assert.equal(nameText('KEDAI A'), 'KEDAI A');
});
