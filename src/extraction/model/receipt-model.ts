/**
 * The trained receipt ranker, read from its committed JSON file (train/ rebuilds it): gradient-boosted
 * trees per field scoring candidates, and per-field isotonic maps from a score to the probability of being
 * right, fitted on out-of-fold predictions. No Python at run time: a tree is a few arrays.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DocumentReviewModel } from './document-review.ts';

/** One tree as parallel arrays by node: split feature (−1 at a leaf), threshold, children, leaf value, where missing values go. */
interface Tree {
  f: number[];
  t: number[];
  l: number[];
  r: number[];
  v: number[];
}

/** A monotone piecewise-linear map, clipped at its ends (scikit-learn's IsotonicRegression). */
export interface Calibration {
  x: number[];
  y: number[];
}

export interface FieldModel {
  kind: 'amount' | 'date' | 'name' | 'address';
  baseline: number;
  trees: Tree[];
  /** For receipts not photographed, or for every receipt when there is no `calibration_photo`. */
  calibration: Calibration;
  /** For photographed receipts: their fields are right less often at the same score. */
  calibration_photo?: Calibration;
}

export interface ReceiptModel {
  format: 1;
  data_hash: string;
  features: { amount: string[]; date: string[]; name?: string[]; address?: string[] };
  fields: Record<string, FieldModel>;
  /** Fields still chosen by rules: their confidence mapped to a probability. */
  rule_calibration: Record<string, Calibration>;
  /** The rule fields' maps for photographed receipts, where fitted apart (else `rule_calibration` serves every receipt). */
  rule_calibration_photo?: Record<string, Calibration>;
  /** The product of the returned fields' probabilities → the probability that every field is right. */
  document_calibration?: Calibration;
  /** The probability that every field is right, from the fields' probabilities and how the page was read. */
  document_review?: DocumentReviewModel;
}

function treeValue(tree: Tree, x: number[]): number {
  let node = 0;
  while (tree.f[node] >= 0) node = x[tree.f[node]] <= tree.t[node] ? tree.l[node] : tree.r[node];
  return tree.v[node];
}

/** The model's probability that the candidate with features `x` is the field's value (uncalibrated). */
export function score(model: FieldModel, x: number[]): number {
  let sum = model.baseline;
  for (const tree of model.trees) sum += treeValue(tree, x);
  return 1 / (1 + Math.exp(-sum));
}

export function calibrate(calibration: Calibration | undefined, p: number): number {
  if (!calibration || calibration.x.length === 0) return p;
  const { x, y } = calibration;
  if (p <= x[0]) return y[0];
  if (p >= x[x.length - 1]) return y[y.length - 1];
  let lo = 0;
  let hi = x.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (x[mid] <= p) lo = mid;
    else hi = mid;
  }
  const span = x[hi] - x[lo];
  return span > 0 ? y[lo] + ((y[hi] - y[lo]) * (p - x[lo])) / span : y[hi];
}

/** Whether a receipt's pages were taken for a photograph (sources/photo.ts): its fields have maps of their own. */
export function isPhotographed(pages: { photo?: boolean }[]): boolean {
  return pages.some((page) => page.photo === true);
}

/** A model field's map for this kind of page. */
export function fieldCalibration(field: FieldModel, photo: boolean): Calibration {
  return (photo && field.calibration_photo) || field.calibration;
}

/** A rule field's map for this kind of page (undefined: the field's confidence stands). */
export function ruleCalibration(model: ReceiptModel, name: string, photo: boolean): Calibration | undefined {
  return (photo ? model.rule_calibration_photo?.[name] : undefined) ?? model.rule_calibration[name];
}

export const DEFAULT_MODEL_PATH = fileURLToPath(new URL('../../../models/receipt-model.json', import.meta.url));

let loaded: ReceiptModel | null | undefined;
/** The committed model, or null when the file is absent (the rules alone then choose every field). */
export function defaultReceiptModel(): ReceiptModel | null {
  if (loaded === undefined) {
    try {
      loaded = JSON.parse(readFileSync(DEFAULT_MODEL_PATH, 'utf8')) as ReceiptModel;
    } catch {
      loaded = null;
    }
  }
  return loaded;
}

export function readReceiptModel(path: string): ReceiptModel {
  return JSON.parse(readFileSync(path, 'utf8')) as ReceiptModel;
}
