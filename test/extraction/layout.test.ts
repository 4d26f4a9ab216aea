import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupLines, groupRows } from '../../src/extraction/layout/lines.ts';
import type { BBox, Word } from '../../src/extraction/types.ts';

const word = (text: string, bbox: BBox): Word => ({ text, bbox, confidence: 1 });

test('words on one baseline form a row; a wide gap splits it into lines (columns)', () => {
  const words = [
    word('No:', [0.2, 0.1, 0.25, 0.112]),
    word('Invoice', [0.1, 0.1, 0.18, 0.112]),
    word('42', [0.26, 0.101, 0.29, 0.113]),
    word('Ship', [0.6, 0.1, 0.65, 0.112]),
    word('to:', [0.66, 0.1, 0.7, 0.112]),
    word('ACME', [0.1, 0.13, 0.16, 0.142]),
  ];
  const rows = groupRows(words, 595 / 842);
  assert.equal(rows.length, 2);
  assert.deepEqual(rows[0].lines.map((l) => l.text), ['Invoice No: 42', 'Ship to:']);
  assert.deepEqual(groupLines(words, 595 / 842).map((l) => l.text), ['Invoice No: 42', 'Ship to:', 'ACME']);
});

test('gaps are judged in word heights, whatever the page shape', () => {
  // The same 0.05-wide gap is ~1 word height on a tall narrow page, ~5 on a square one.
  const words = [word('Total', [0.1, 0.5, 0.2, 0.51]), word('12.00', [0.25, 0.5, 0.3, 0.51])];
  assert.equal(groupLines(words, 0.2).length, 1);
  assert.equal(groupLines(words, 1).length, 2);
});

test('a speck on a row of small print neither opens a row inside it nor parts its words', () => {
  // OCR boxes of a footer line: accents and descenders move some words' middles below a dash's.
  const footer = [
    word('Lumen', [0.0589, 0.9482, 0.0937, 0.9536]),
    word('Énergie', [0.099, 0.9478, 0.1379, 0.9553]),
    word('SAS', [0.1432, 0.9478, 0.1626, 0.9536]),
    word('capital', [0.1839, 0.9478, 0.2186, 0.9549]),
    word('-', [0.3088, 0.9511, 0.3117, 0.9515]),
    word('Siège', [0.317, 0.9478, 0.3459, 0.9549]),
    word('social', [0.35, 0.9478, 0.3789, 0.9536]),
    word('RCS', [0.0589, 0.9582, 0.0800, 0.9636]),
  ];
  const rows = groupRows(footer, 0.7).map((r) => r.words.map((w) => w.text).join(' '));
  assert.deepEqual(rows, ['-', 'Lumen Énergie SAS capital Siège social', 'RCS']);
});

test('a word spanning just what a word of the row spans joins it, though a tall word pulled the row above it', () => {
  const rows = groupRows([
    word('Tel.', [0.0508, 0.0932, 0.0707, 0.1063]),
    word('0351', [0.0762, 0.0953, 0.1022, 0.1013]),
    word('37709', [0.107, 0.0953, 0.1403, 0.1063]),
    word('Werner', [0.5441, 0.1, 0.5865, 0.106]),
    word('Kommunikation', [0.5907, 0.0996, 0.6826, 0.106]),
    word('GmbH', [0.6868, 0.0996, 0.7225, 0.106]),
    word('dispo@speditionwalter.de', [0.0532, 0.1051, 0.1935, 0.1167]),
  ], 0.707);
  assert.ok(rows.some((row) => row.lines.some((line) => line.text === 'Werner Kommunikation GmbH')));
});

test("on a page image a dust mark off a line's middle is no row of its own between an item's two lines", () => {
  const words = [
    word('Transporte', [0.236, 0.192, 0.3, 0.201]), word('Sevilla', [0.305, 0.192, 0.35, 0.201]), word('184,21', [0.906, 0.192, 0.944, 0.2]),
    word('-', [0.507, 0.206, 0.508, 0.207]),
    word('Carta', [0.237, 0.201, 0.27, 0.213]), word('de', [0.274, 0.201, 0.29, 0.213]), word('porte', [0.294, 0.201, 0.33, 0.213]),
    word('Recargo', [0.237, 0.216, 0.29, 0.225]), word('26,34', [0.913, 0.217, 0.944, 0.225]),
  ];
  assert.deepEqual(groupRows(words, 0.707, 0, true).map((row) => row.text), ['Transporte Sevilla   184,21', 'Carta de porte', 'Recargo   26,34']);
  // On a text layer every mark is printed: it keeps a row.
  assert.equal(groupRows(words, 0.707).length, 4);
});
