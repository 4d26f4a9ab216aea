/**
 * `npm run eval -- --cv K`: the receipt documents of every training set and the evaluated ones are split into
 * K folds grouped by supplier (train/receipt-data.ts); for each fold the model is fitted on the training sets'
 * documents of the other folds (weights and calibration alike), and the fold's evaluated documents are
 * analysed with it. Pages are the cached readings (no darker re-reading of pages missing a key field).
 */
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { analysePages } from '../src/extraction/analyse.ts';
import { readReceiptModel, type ReceiptModel } from '../src/extraction/model/receipt-model.ts';
import { fitModel } from '../train/build.ts';
import { assignFolds, loadDocuments, supplierGroup, TRAINING_SETS, writeTrainingData, type Truth } from '../train/receipt-data.ts';
import { readCached, type ReadDocument } from './cache.ts';
import { report, type Outcome, type Report } from './report.ts';

interface Options {
  model: boolean;
  cachedOnly: boolean;
  langs: string;
  rowsOf: (dir: string) => Promise<(Truth & { file: string | null })[]>;
}

export async function crossValidate(datasets: string[], k: number, options: Options): Promise<Report[]> {
  if (!Number.isInteger(k) || k < 2) throw new Error(`--cv: a number of folds ≥ 2, got ${k}`);
  const evaluated: { dataset: string; row: Truth; read: ReadDocument | null; group: string }[] = [];
  for (const dir of datasets) {
    for (const row of await options.rowsOf(dir)) {
      const read = row.file ? await readCached(new Uint8Array(await readFile(join(dir, row.file))), row.type, options.langs, options.cachedOnly) : null;
      if (read || !options.cachedOnly) evaluated.push({ dataset: basename(dir), row, read, group: supplierGroup(row) });
    }
  }
  const training = options.model ? await loadDocuments(TRAINING_SETS, options.langs, undefined, options.cachedOnly) : [];
  const folds = assignFolds([...training.map((d) => d.group), ...evaluated.map((d) => d.group)], k);
  const models: (ReceiptModel | null)[] = new Array(k).fill(null);
  if (options.model) {
    const dir = mkdtempSync(join(tmpdir(), 'docproc-cv-'));
    const data = join(dir, 'receipts.jsonl');
    const hash = await writeTrainingData(data, training, folds);
    for (let fold = 0; fold < k; fold++) {
      const out = join(dir, `fold-${fold}.json`);
      fitModel(data, out, fold, hash);
      models[fold] = readReceiptModel(out);
    }
  }
  const byDataset = new Map<string, Outcome[]>();
  const started = Date.now();
  for (const doc of evaluated) {
    let outcome: Outcome;
    try {
      if (!doc.read) throw new Error('the document could not be read');
      const model = models[folds.get(doc.group) ?? 0];
      outcome = { row: doc.row, result: analysePages(doc.read.layout, doc.row.type, doc.read.source, doc.read.readings, {}, model), error: null };
    } catch (error) {
      outcome = { row: doc.row, result: null, error: error instanceof Error ? error.message : String(error) };
    }
    byDataset.set(doc.dataset, [...(byDataset.get(doc.dataset) ?? []), outcome]);
  }
  const seconds = (Date.now() - started) / 1000;
  return [...byDataset.entries()].map(([dataset, outcomes]) => report(`${dataset} (${k}-fold CV${options.model ? '' : ', rules only'})`, outcomes, seconds));
}
