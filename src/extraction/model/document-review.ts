/**
 * The probability that every field of a receipt is right, from the fields' calibrated probabilities and how
 * the page was read (a scan, a photo, a text layer differ in how often a confident field is still wrong).
 * A logistic model over these document features, Platt-scaled on out-of-fold outcomes (train/train.py);
 * `needs_review: false` only at or above `threshold`, the lowest probability ≥ 0.95 at which the training
 * folds' documents were right at least 95 % of the time (above 1 when no such subset exists).
 */
import type { Field, LayoutPage } from '../types.ts';
import { isPhotographed } from './receipt-model.ts';

export interface DocumentReviewModel {
  /** The fields whose probabilities are read, in order. */
  covered: string[];
  features: string[];
  /** Standardisation of each feature, then the logistic weights and intercept. */
  mean: number[];
  scale: number[];
  weights: number[];
  intercept: number;
  /** Platt scaling of the logistic score: p = 1 / (1 + exp(−(a·z + b))). */
  platt: { a: number; b: number };
  threshold: number;
}

export const DOCUMENT_FEATURES = [
  'log_product', 'min_probability', 'returned_null', 'fields_returned', 'text_layer', 'aspect', 'log_width', 'second_engine_share', 'word_confidence', 'rows',
  'photographed', 'items_inconsistent', 'items_unchecked',
];

const FLOOR = 1e-4;

/** How the page was read: a text layer or OCR, its shape and size, which engine read its words, how surely, a photograph or not. */
export function readingFeatures(pages: LayoutPage[]): number[] {
  const page = pages[0];
  const words = pages.flatMap((p) => p.words);
  const n = Math.max(1, words.length);
  const textLayer = pages.every((p) => p.source !== 'ocr');
  return [
    textLayer ? 1 : 0,
    page && page.width > 0 ? page.height / page.width : 1,
    page && page.width > 0 ? Math.log10(page.width) : 0,
    words.filter((w) => w.engine === 'ppocr').length / n,
    words.reduce((s, w) => s + w.confidence, 0) / n,
    pages.reduce((s, p) => s + p.lines.length, 0),
    isPhotographed(pages) ? 1 : 0,
  ];
}

/**
 * Features from the probabilities of the fields covered (`covered`: field → its calibrated probability, or
 * null when the field was returned empty), the reading, and whether the line items add up (null: not checked).
 */
export function documentFeatures(covered: (number | null)[], reading: number[], itemsConsistent: boolean | null): number[] {
  const returned = covered.filter((p): p is number => p !== null);
  const logProduct = returned.reduce((s, p) => s + Math.log(Math.max(FLOOR, p)), 0);
  return [logProduct, returned.length ? Math.min(...returned) : 0, covered.length - returned.length, returned.length, ...reading, itemsConsistent === false ? 1 : 0, itemsConsistent === null ? 1 : 0];
}

export function documentProbability(model: DocumentReviewModel, x: number[]): number {
  let z = model.intercept;
  for (let i = 0; i < model.weights.length; i++) z += model.weights[i] * ((x[i] - model.mean[i]) / (model.scale[i] || 1));
  return 1 / (1 + Math.exp(-(model.platt.a * z + model.platt.b)));
}

/** The covered fields' probabilities as `documentFeatures` reads them. */
export function coveredProbabilities(fields: Record<string, Field>, covered: string[]): (number | null)[] {
  return covered.map((name) => (fields[name]?.value != null ? fields[name].confidence : null));
}
