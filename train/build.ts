/**
 * `npm run train`: rebuilds models/receipt-model.json from ../shared/datasets (sroie-dev, sroie-extra-labels,
 * wildreceipt-dev). Pages come from the eval cache (eval/cache.ts), read now when missing; the fitting is
 * train/train.py (Debian's python3-sklearn). Same data and code → the same bytes.
 * `--limit N` per dataset, for a quick try; `--out FILE`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stopOcr } from '../src/extraction/sources/tesseract-engine.ts';
import { DEFAULT_MODEL_PATH } from '../src/extraction/model/receipt-model.ts';
import { assignFolds, loadDocuments, TRAINING_SETS, writeTrainingData } from './receipt-data.ts';

const TRAINER = resolve(fileURLToPath(new URL('.', import.meta.url)), 'train.py');
/** Folds of the out-of-fold scores the calibration is fitted on. */
const CALIBRATION_FOLDS = 4;

/** Fits a model on every document not in fold `exclude` (−1: all) of the data file; returns nothing, writes `out`. */
export function fitModel(data: string, out: string, exclude: number, dataHash: string): void {
  execFileSync('/usr/bin/python3', [TRAINER, data, out, '--exclude-fold', String(exclude), '--inner-folds', String(CALIBRATION_FOLDS), '--data-hash', dataHash], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // One thread: OpenMP threads spinning on shared cores made a 10 s fit take minutes.
    env: { ...process.env, OMP_NUM_THREADS: '1' },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values: args } = parseArgs({ options: { limit: { type: 'string' }, out: { type: 'string' }, 'cached-only': { type: 'boolean', default: false } } });
  const documents = await loadDocuments(TRAINING_SETS, process.env.DOCPROC_OCR_LANGS ?? 'eng', args.limit ? Number(args.limit) : undefined, args['cached-only']);
  await stopOcr();
  const folds = assignFolds(documents.map((d) => d.group), CALIBRATION_FOLDS);
  const data = join(mkdtempSync(join(tmpdir(), 'docproc-train-')), 'receipts.jsonl');
  const hash = await writeTrainingData(data, documents, folds);
  fitModel(data, args.out ?? DEFAULT_MODEL_PATH, -1, hash);
  console.log(`${documents.length} documents, data ${hash} → ${args.out ?? DEFAULT_MODEL_PATH}`);
  process.exit(0);
}
