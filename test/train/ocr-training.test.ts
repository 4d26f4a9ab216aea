import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found, substringDistance } from '../../eval/ocr-metrics.ts';
import { levenshtein } from '../../eval/score.ts';
import { restoreCase } from '../../train/label-case.ts';
import { foldOf, shopOf, type LabelledReceipt } from '../../train/ocr-split.ts';
import { multipageTiff } from '../../train/line-crops.ts';

const receipt = (id: string, supplier: string): LabelledReceipt => ({ id, file: `${id}.jpg`, type: 'receipt', fields: { supplier_name: supplier } });

describe('OCR training split', () => {
  it('puts every receipt of a shop on the same side, whatever its spelling of spaces and dots', () => {
    assert.equal(shopOf(receipt('a', 'S.H.H. Motor Sdn. Bhd.')), shopOf(receipt('b', 'SHH MOTOR SDN BHD')));
    assert.equal(foldOf(receipt('a', 'S.H.H. Motor Sdn. Bhd.')), foldOf(receipt('b', 'SHH MOTOR SDN BHD')));
  });

  it('spreads shops over the three folds', () => {
    const folds = new Set(Array.from({ length: 60 }, (_, i) => foldOf(receipt(String(i), `Shop ${i}`))));
    assert.deepEqual([...folds].sort(), ['test', 'train', 'validation']);
  });
});

describe('restoreCase', () => {
  it('takes the case of a stock reading where its letters agree with the label', () => {
    assert.equal(restoreCase('GERBANG ALAF RESTAURANTS SDN BHD', 'Gerbang Alaf Restaurants Sdn Bhd'), 'Gerbang Alaf Restaurants Sdn Bhd');
  });

  it('gives a misread letter the case of the rest of its word, and keeps the label\'s characters', () => {
    assert.equal(restoreCase('* YOUR TOTAL SAVINGS 8.00 *', '* Your Totai Savings 6.00 +'), '* Your Total Savings 8.00 *');
  });

  it('leaves the label alone when the reading is all capitals or too unlike it', () => {
    assert.equal(restoreCase('TOTAL 12.00', 'TOTAL 12.00'), 'TOTAL 12.00');
    assert.equal(restoreCase('TOTAL 12.00', 'xq zzr wwwww'), 'TOTAL 12.00');
  });
});

describe('OCR metrics', () => {
  it('measures edits, and the best match of a label anywhere in a text', () => {
    assert.equal(levenshtein('TOTAL', 'T0TAL'), 1);
    assert.equal(substringDistance('MORRISONS', 'WELCOMETOMORRISONSHADLEIGH'), 0);
    assert.equal(substringDistance('MORRISONS', 'WELCOMETOMORR1SONS'), 1);
  });

  it('finds amounts as whole numbers only, and verbatim values ignoring spaces too', () => {
    assert.deepEqual(found(['20.00'], 'TOTAL 120.00'), { exact: false, spaceless: false });
    assert.deepEqual(found(['20.00'], 'TOTAL RM20.00'), { exact: true, spaceless: true });
    assert.deepEqual(found(['23-01-2019'], 'DATE 23-01-2019 13:05'), { exact: true, spaceless: true });
    assert.deepEqual(found(['MorrisonsSupermarkets'], 'Morrisons Supermarkets plc'), { exact: false, spaceless: true });
  });
});

describe('multipageTiff', () => {
  it('writes each line as a page of its own size', () => {
    const tiff = multipageTiff([
      { text: 'A', data: new Uint8Array(6).fill(255), width: 3, height: 2 },
      { text: 'B', data: new Uint8Array(5).fill(0), width: 5, height: 1 },
    ]);
    assert.equal(tiff.toString('latin1', 0, 4), 'II*\0');
    const first = tiff.readUInt32LE(4);
    assert.equal(tiff.readUInt16LE(first), 9);
    assert.equal(tiff.readUInt32LE(first + 2 + 8), 3);
    const second = tiff.readUInt32LE(first + 2 + 9 * 12);
    assert.equal(tiff.readUInt32LE(second + 2 + 8), 5);
    assert.equal(tiff.readUInt32LE(second + 2 + 9 * 12), 0);
  });
});
