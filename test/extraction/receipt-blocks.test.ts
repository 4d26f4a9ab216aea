import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addressCandidates, nameCandidates } from '../../src/extraction/candidates/receipt-blocks.ts';
import { decodeReceipt } from '../../src/extraction/decode/receipt.ts';
import { ADDRESS_FEATURES, NAME_FEATURES } from '../../src/extraction/features/receipt-blocks.ts';
import { receiptRows } from '../../src/extraction/fields/receipt-rows.ts';
import type { ReceiptModel } from '../../src/extraction/model/receipt-model.ts';
import type { Field, LayoutPage, Word } from '../../src/extraction/types.ts';

/** A page of rows, each word 0.15 wide; `gap` words start further right (a stretch printed apart). */
function page(rows: string[]): LayoutPage {
  const words: Word[] = [];
  const lines = rows.map((text, i) => {
    const y = 0.1 + i * 0.05;
    const ws = text.split(' ').map((t, j) => ({ text: t, bbox: [0.05 + j * 0.16, y, 0.2 + j * 0.16, y + 0.03] as [number, number, number, number], confidence: 0.9 }));
    words.push(...ws);
    return { text, bbox: [ws[0].bbox[0], y, ws[ws.length - 1].bbox[2], y + 0.03] as [number, number, number, number], words: ws };
  });
  return { number: 1, width: 600, height: 1000, unit: 'px', rotation: 0, source: 'ocr', words, lines };
}

const RECEIPT = ['KEDAI MAJU SDN BHD', 'NO 12 JALAN MAJU', '47400 PETALING JAYA', 'TEL 03-1234 5678', 'NASI 5.00', 'TOTAL 5.00'];

/** One tree with one split: candidates with the feature set score high. */
function byFeature(kind: 'name' | 'address', index: number) {
  return { kind, baseline: -3, trees: [{ f: [index, -1, -1], t: [0.5, 0, 0], l: [1, -1, -1], r: [2, -1, -1], v: [0, 0, 6] }], calibration: { x: [0, 1], y: [0, 0.8] } };
}

test('name candidates are runs of rows, cleaned as the rules clean them, and the rules own choice', () => {
  const rows = receiptRows([page(RECEIPT)]);
  const rule: Field = { value: 'KEDAI MAJU', raw: 'KEDAI MAJU', confidence: 0.5, page: 1, bbox: rows[0].bbox };
  const names = nameCandidates(rows, [], rule);
  assert.ok(names.some((c) => c.value === 'KEDAI MAJU SDN BHD NO 12 JALAN MAJU' && c.rows.length === 2));
  assert.ok(names.find((c) => c.value === 'KEDAI MAJU')?.rule);
  const addresses = addressCandidates(rows, [], undefined);
  assert.ok(addresses.some((c) => c.value === 'NO 12 JALAN MAJU 47400 PETALING JAYA'));
});

test("the till's date stamp, a registration number alone and a row of document words are never chosen", () => {
  const rows = receiptRows([page(['KEDAI MAJU SDN BHD', '27 Mar 2018 18:46', 'CO REG NO 210038-K', '12, Jalan Maju 7/4', '81200 Johor Bahru', 'TAX INVOICE', 'NASI 5.00'])]);
  const candidates = [...nameCandidates(rows, [], undefined), ...addressCandidates(rows, [], undefined)];
  const choosable = (value: string) => candidates.find((c) => c.value === value)?.choosable;
  // Still candidates, negatives to train on: they show the model where a name or an address ends.
  assert.equal(choosable('27 Mar 2018 18:46'), false);
  assert.equal(choosable('CO REG NO 210038-K'), false);
  assert.equal(choosable('27 Mar 2018 18:46 CO REG NO 210038-K'), false);
  assert.equal(choosable('12, Jalan Maju 7/4 81200 Johor Bahru TAX INVOICE'), false);
  assert.equal(choosable('12, Jalan Maju 7/4 81200 Johor Bahru'), true);
  assert.equal(choosable('27 Mar 2018 18:46 CO REG NO 210038-K 12, Jalan Maju 7/4'), true, 'a block with other rows: the model weighs it');
});

test('the decoder never chooses a block that cannot be the value, however the model scores it', () => {
  const model: ReceiptModel = {
    format: 1,
    data_hash: '',
    features: { amount: [], date: [], name: NAME_FEATURES, address: ADDRESS_FEATURES },
    // The address model prefers a block holding a date and hardly any letters: the date stamp alone.
    fields: { supplier_address: byFeature('address', ADDRESS_FEATURES.indexOf('date')) },
    rule_calibration: {},
  };
  model.fields.supplier_address!.trees.push({ f: [ADDRESS_FEATURES.indexOf('letters'), -1, -1], t: [4.5, 0, 0], l: [1, -1, -1], r: [2, -1, -1], v: [0, 0, -10] });
  const fields = decodeReceipt([page(['KEDAI MAJU SDN BHD', '27 Mar 2018 18:46', '12, Jalan Maju 7/4', 'TOTAL 5.00'])], [], {}, model);
  assert.notEqual(fields.supplier_address.value, '27 Mar 2018 18:46');
});

test('name and address are chosen by the model, with calibrated confidence', () => {
  const address = byFeature('address', ADDRESS_FEATURES.indexOf('postcode_last'));
  // A second tree: a block holding the legal name is no address.
  address.trees.push({ f: [ADDRESS_FEATURES.indexOf('legal_row'), -1, -1], t: [0.5, 0, 0], l: [1, -1, -1], r: [2, -1, -1], v: [0, 0, -10] });
  const model: ReceiptModel = {
    format: 1,
    data_hash: '',
    features: { amount: [], date: [], name: NAME_FEATURES, address: ADDRESS_FEATURES },
    fields: { supplier_name: byFeature('name', NAME_FEATURES.indexOf('legal_form')), supplier_address: address },
    rule_calibration: {},
  };
  const fields = decodeReceipt([page(RECEIPT)], [], {}, model);
  assert.equal(fields.supplier_name.value, 'KEDAI MAJU SDN BHD');
  assert.equal(fields.supplier_address.value, 'NO 12 JALAN MAJU 47400 PETALING JAYA');
  assert.ok(fields.supplier_name.confidence > 0.7 && fields.supplier_name.confidence <= 0.8);
});
