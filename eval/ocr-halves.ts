/**
 * Two halves of a dataset's receipts split by shop (train/ocr-split.ts `shopOf`, hashed, so a shop's receipts
 * all fall on one side and the split is the same on every run): misses are looked at and constants chosen on
 * `looked_at` only; `held_out` only measures.
 */
import { createHash } from 'node:crypto';
import { shopOf, type LabelledReceipt } from '../train/ocr-split.ts';

export type Half = 'held_out' | 'looked_at';

export function halfOf(receipt: LabelledReceipt): Half {
  return createHash('sha256').update(`half:${shopOf(receipt)}`).digest().readUInt32BE(0) % 2 === 0 ? 'held_out' : 'looked_at';
}
