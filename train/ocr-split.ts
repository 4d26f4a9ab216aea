/**
 * Which labelled receipts the OCR model may be trained on, which validate its training, and which only ever
 * measure it. A shop prints every receipt alike and SROIE repeats shops across its folders, so receipts are
 * split by shop (their normalised `supplier_name` label), never one by one: a shop's receipts all fall on the
 * same side. The side is a hash of the shop's name, so the split is the same on every machine and run.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Fold = 'train' | 'validation' | 'test';

export interface LabelledReceipt {
  id: string;
  file: string;
  type: string;
  fields: Record<string, string | number>;
  raw?: Record<string, string | string[]>;
  line_items?: { description?: string | null }[] | null;
}

/** The shop a receipt belongs to: its supplier's name in capitals, letters and digits only. */
export function shopOf(receipt: LabelledReceipt): string {
  const name = String(receipt.fields.supplier_name ?? '').normalize('NFKC').toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
  return name || `receipt:${receipt.id}`;
}

/** Tenths of the shops: 0–2 are only measured (test), 3 validates training, 4–9 train. */
export function foldOf(receipt: LabelledReceipt): Fold {
  const tenth = createHash('sha256').update(shopOf(receipt)).digest().readUInt32BE(0) % 10;
  return tenth < 3 ? 'test' : tenth === 3 ? 'validation' : 'train';
}

export function readReceipts(dataset: string): LabelledReceipt[] {
  return readFileSync(join(dataset, 'ground_truth.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LabelledReceipt);
}

/** The datasets whose `ocr_boxes/` line crops train the model (their `test` shops are kept out). */
export const TRAINING_DATASETS = ['sroie-extra-labels', 'sroie-dev'] as const;
