import { test } from 'node:test';
import assert from 'node:assert/strict';
import { amountsAddUp, decodeReceipt, straightThroughThreshold } from '../../src/extraction/decode/receipt.ts';
import { DOCUMENT_FEATURES, documentFeatures, documentProbability, readingFeatures, type DocumentReviewModel } from '../../src/extraction/model/document-review.ts';
import { calibrate, defaultReceiptModel, fieldCalibration, isPhotographed, ruleCalibration, score, type ReceiptModel } from '../../src/extraction/model/receipt-model.ts';
import { AMOUNT_FEATURES, DATE_FEATURES } from '../../src/extraction/features/receipt.ts';
import { ADDRESS_FEATURES, NAME_FEATURES } from '../../src/extraction/features/receipt-blocks.ts';
import { labelRoles } from '../../src/extraction/features/receipt-labels.ts';
import type { LayoutPage, Word } from '../../src/extraction/types.ts';

test('a tree is walked left when the feature is at or below its threshold', () => {
  const tree = { f: [0, -1, -1], t: [1.5, 0, 0], l: [1, -1, -1], r: [2, -1, -1], v: [0, -1, 2] };
  const model = { kind: 'amount' as const, baseline: 0, trees: [tree], calibration: { x: [], y: [] } };
  assert.equal(score(model, [1.5]), 1 / (1 + Math.exp(1)));
  assert.equal(score(model, [2]), 1 / (1 + Math.exp(-2)));
});

test('calibration interpolates between its points and clips at its ends', () => {
  const map = { x: [0.2, 0.6], y: [0.1, 0.9] };
  assert.equal(calibrate(map, 0), 0.1);
  assert.equal(calibrate(map, 1), 0.9);
  assert.ok(Math.abs(calibrate(map, 0.4) - 0.5) < 1e-12);
});

test('a photographed receipt takes its fields\' maps for photographs, where the model has them', () => {
  const field = { kind: 'amount' as const, baseline: 0, trees: [], calibration: { x: [0, 1], y: [0, 0.9] }, calibration_photo: { x: [0, 1], y: [0, 0.5] } };
  const model: ReceiptModel = { format: 1, data_hash: '', features: { amount: [], date: [] }, fields: { total_amount: field }, rule_calibration: { date: { x: [0, 1], y: [0, 1] }, time: { x: [0, 1], y: [0, 0.8] } }, rule_calibration_photo: { date: { x: [0, 1], y: [0, 0.6] } } };
  assert.equal(isPhotographed([{ ...page([]), photo: true }]), true);
  assert.equal(isPhotographed([page([])]), false);
  assert.equal(calibrate(fieldCalibration(field, true), 1), 0.5);
  assert.equal(calibrate(fieldCalibration(field, false), 1), 0.9);
  assert.equal(calibrate(fieldCalibration({ ...field, calibration_photo: undefined }, true), 1), 0.9);
  assert.equal(calibrate(ruleCalibration(model, 'date', true), 1), 0.6);
  assert.equal(calibrate(ruleCalibration(model, 'date', false), 1), 1);
  assert.equal(calibrate(ruleCalibration(model, 'time', true), 1), 0.8, 'a field without a photo map keeps its one map');
  assert.equal(ruleCalibration(model, 'tip', true), undefined);
});

test('amounts add up with tax added, tax included, or a tip', () => {
  assert.equal(amountsAddUp({ subtotal: 10, total_tax: 0.6, total_amount: 10.6 }), true);
  assert.equal(amountsAddUp({ subtotal: 10.6, total_tax: 0.6, total_amount: 10.6 }), true);
  assert.equal(amountsAddUp({ subtotal: 10, total_tax: 0.6, tip: 2, total_amount: 12.6 }), true);
  assert.equal(amountsAddUp({ subtotal: 10, total_tax: 0.6, total_amount: 11.6 }), false);
});

test('label words are read in several languages', () => {
  assert.ok(labelRoles('Zwischensumme').has('subtotal'));
  assert.ok(labelRoles('TOTAL TTC').has('total'));
  assert.ok(labelRoles('Monnaie rendue').has('change'));
  assert.ok(!labelRoles('TOTALLY').has('total'));
});

function page(rows: string[]): LayoutPage {
  const words: Word[] = [];
  const lines = rows.map((text, i) => {
    const y = 0.1 + i * 0.05;
    const ws = text.split(' ').map((t, j) => ({ text: t, bbox: [0.1 + j * 0.2, y, 0.25 + j * 0.2, y + 0.03] as [number, number, number, number], confidence: 0.9 }));
    words.push(...ws);
    return { text, bbox: [0.1, y, 0.9, y + 0.03] as [number, number, number, number], words: ws };
  });
  return { number: 1, width: 600, height: 1000, unit: 'px', rotation: 0, source: 'ocr', words, lines };
}

test('the decoder chooses the amounts that add up and takes confidence from the calibration', () => {
  const totalLabel = AMOUNT_FEATURES.indexOf('label_total_row');
  const byTotal = { kind: 'amount' as const, baseline: -2, trees: [{ f: [totalLabel, -1, -1], t: [0.5, 0, 0], l: [1, -1, -1], r: [2, -1, -1], v: [0, 0, 5] }], calibration: { x: [0, 1], y: [0, 0.9] } };
  const subtotalLabel = AMOUNT_FEATURES.indexOf('label_subtotal_row');
  const bySubtotal = { kind: 'amount' as const, baseline: -3, trees: [{ f: [subtotalLabel, -1, -1], t: [0.5, 0, 0], l: [1, -1, -1], r: [2, -1, -1], v: [0, 0, 6] }], calibration: { x: [], y: [] } };
  const taxLabel = AMOUNT_FEATURES.indexOf('label_tax_row');
  const byTax = { ...bySubtotal, trees: [{ ...bySubtotal.trees[0], f: [taxLabel, -1, -1] }] };
  const model: ReceiptModel = { format: 1, data_hash: '', features: { amount: AMOUNT_FEATURES, date: [] }, fields: { total_amount: byTotal, subtotal: bySubtotal, total_tax: byTax }, rule_calibration: {} };
  // Both taxes score alike and the first comes first; only 0.60 makes the receipt add up.
  const fields = decodeReceipt([page(['SUBTOTAL 10.00', 'SERVICE TAX 1.20', 'TAX 0.60', 'TOTAL 10.60', 'CASH 99.00'])], [], {}, model);
  assert.equal(fields.subtotal.value, 10);
  assert.equal(fields.total_tax.value, 0.6);
  assert.equal(fields.total_amount.value, 10.6);
  assert.ok(fields.total_amount.confidence > 0 && fields.total_amount.confidence <= 0.9);
});

test('a discount printed on the receipt may come off the subtotal', () => {
  assert.equal(amountsAddUp({ subtotal: 20, total_tax: 1.6, total_amount: 16.6 }), false);
  assert.equal(amountsAddUp({ subtotal: 20, total_tax: 1.6, total_amount: 16.6 }, [-5]), true);
});

test('the document model turns field probabilities and the reading into one probability', () => {
  const review: DocumentReviewModel = {
    covered: ['total_amount', 'date'],
    features: DOCUMENT_FEATURES,
    mean: DOCUMENT_FEATURES.map(() => 0),
    scale: DOCUMENT_FEATURES.map(() => 1),
    weights: DOCUMENT_FEATURES.map((f) => (f === 'log_product' ? 4 : f === 'returned_null' ? -3 : 0)),
    intercept: 4,
    platt: { a: 1, b: 0 },
    threshold: 0.97,
  };
  const sure = documentFeatures([0.99, 0.99], readingFeatures([page(['TOTAL 1.00'])]), null);
  const unsure = documentFeatures([0.99, null], readingFeatures([page(['TOTAL 1.00'])]), null);
  assert.ok(documentProbability(review, sure) > 0.95);
  assert.ok(documentProbability(review, unsure) < documentProbability(review, sure));
  const model: ReceiptModel = { format: 1, data_hash: '', features: { amount: AMOUNT_FEATURES, date: [] }, fields: {}, rule_calibration: {}, document_review: review };
  assert.equal(straightThroughThreshold(model), 0.97);
});

test('the committed model was trained on the features the code computes, in the same order', () => {
  const model = defaultReceiptModel();
  assert.ok(model, 'models/receipt-model.json is committed');
  assert.deepEqual(model.features.amount, AMOUNT_FEATURES);
  assert.deepEqual(model.features.date, DATE_FEATURES);
  assert.deepEqual(model.features.name, NAME_FEATURES, 'a name feature changed: rebuild the model with npm run train');
  assert.deepEqual(model.features.address, ADDRESS_FEATURES, 'an address feature changed: rebuild the model with npm run train');
});
