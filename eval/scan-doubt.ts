/**
 * What the text detector brings to flat scans, and which signal of Tesseract's reading predicts it brings
 * nothing (src/extraction/sources/scan-doubt.ts). Each receipt is extracted twice, the detector never and
 * always run on scans; per receipt its signals (Tesseract's doubted lines, mean word confidence), the labelled
 * values found in each layout's text (spaces ignored) and the time of each:
 *   tsx eval/scan-doubt.ts --dataset ../shared/datasets/sroie-dev --fold train --out /tmp/doubt.jsonl
 *   tsx eval/scan-doubt.ts --summarise /tmp/doubt.jsonl      (per threshold: pages skipped, values lost, time)
 * Thresholds are chosen on the training shops (train/ocr-split.ts) and reported on the others.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { extract } from '../src/extraction/index.ts';
import { stopOcr } from '../src/extraction/sources/tesseract-engine.ts';
import { scanDoubt, type ScanDoubt } from '../src/extraction/sources/scan-doubt.ts';
import type { LayoutPage, RequestedType } from '../src/extraction/types.ts';
import { foldOf, readReceipts } from '../train/ocr-split.ts';
import { found, printedValues } from './ocr-metrics.ts';
import { fieldMatches } from './score.ts';

const { values: args } = parseArgs({
  options: {
    dataset: { type: 'string', multiple: true, default: [] },
    fold: { type: 'string', default: 'train' },
    offset: { type: 'string', default: '0' },
    limit: { type: 'string', default: '100000' },
    out: { type: 'string' },
    summarise: { type: 'string' },
  },
});

const FIELDS = ['supplier_name', 'supplier_address', 'date', 'total_amount'];

interface Observation {
  id: string;
  dataset: string;
  doubt: ScanDoubt;
  /** Fields found (spaces ignored) without and with the detector. */
  never: string[];
  always: string[];
  /** Fields extracted right (the shipped receipt model) without and with the detector. */
  right?: { never: string[]; always: string[] };
  ms: { never: number; always: number };
}

const textOf = (layout: LayoutPage[]) => layout.flatMap((p) => p.lines.map((l) => l.text)).join('\n');

async function observe(): Promise<void> {
  if (!args.out) throw new Error('--out FILE is needed');
  if (args.offset === '0') writeFileSync(args.out, '');
  for (const dataset of args.dataset) {
    const receipts = readReceipts(dataset)
      .filter((r) => args.fold === 'all' || foldOf(r) === args.fold)
      .slice(Number(args.offset), Number(args.offset) + Number(args.limit));
    for (const receipt of receipts) {
      const bytes = readFileSync(join(dataset, receipt.file));
      const run = async (policy: 'never' | 'always') => {
        process.env.DOCPROC_SCAN_DETECTOR = policy;
        const started = performance.now();
        const { layout, result } = await extract(bytes, receipt.type as RequestedType, { einvoice: false, ocrLangs: process.env.DOCPROC_OCR_LANGS ?? 'eng', maxPages: 5, renderPages: false });
        const ms = performance.now() - started;
        const text = textOf(layout);
        const hits = [...printedValues(receipt)].filter(([field, labels]) => FIELDS.includes(field) && found(labels, text).spaceless).map(([field]) => field);
        const right = FIELDS.filter((f) => f in receipt.fields && fieldMatches(f, receipt.fields[f], result.fields[f]?.value ?? null));
        return { layout, ms, hits, right };
      };
      const never = await run('never');
      const always = await run('always');
      const observation: Observation = {
        id: receipt.id,
        dataset,
        doubt: scanDoubt(never.layout.flatMap((p) => p.lines)),
        never: never.hits,
        always: always.hits,
        right: { never: never.right, always: always.right },
        ms: { never: Math.round(never.ms), always: Math.round(always.ms) },
      };
      appendFileSync(args.out, `${JSON.stringify(observation)}\n`);
    }
  }
  delete process.env.DOCPROC_SCAN_DETECTOR;
  await stopOcr();
}

/** For each threshold of each signal: the share of pages it skips, the values the skipped pages lose and gain, the time. */
function summarise(file: string): void {
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Observation);
  const lost = (r: Observation) => r.always.filter((f) => !r.never.includes(f)).length;
  const gained = (r: Observation) => r.never.filter((f) => !r.always.includes(f)).length;
  const table = (name: string, skip: (r: Observation, t: number) => boolean, thresholds: number[]) => {
    console.log(`\n${name}: skipped | values lost | values gained | fields lost | fields gained | ms/page (never ${mean(rows.map((r) => r.ms.never))}, always ${mean(rows.map((r) => r.ms.always))})`);
    for (const t of thresholds) {
      const skipped = rows.filter((r) => skip(r, t));
      const ms = mean(rows.map((r) => (skip(r, t) ? r.ms.never : r.ms.always)));
      const sum = (count: (r: Observation) => number) => skipped.reduce((s, r) => s + count(r), 0);
      console.log(`${t}\t${skipped.length}/${rows.length}\t${sum(lost)}\t${sum(gained)}\t${sum(fieldsLost)}\t${sum(fieldsGained)}\t${ms}`);
    }
  };
  const withRight = rows.filter((r) => r.right);
  const right = (policy: 'never' | 'always') => FIELDS.map((f) => `${f} ${withRight.filter((r) => r.right?.[policy].includes(f)).length}`).join(', ');
  console.log(`fields right never: ${right('never')}; always: ${right('always')}`);
  const fieldsLost = (r: Observation) => (r.right ? r.right.always.filter((f) => !r.right?.never.includes(f)).length : 0);
  const fieldsGained = (r: Observation) => (r.right ? r.right.never.filter((f) => !r.right?.always.includes(f)).length : 0);
  const found = (policy: 'never' | 'always') => FIELDS.map((f) => `${f} ${rows.filter((r) => r[policy].includes(f)).length}`).join(', ');
  console.log(`${rows.length} receipts; found never: ${found('never')}; always: ${found('always')}`);
  table('doubted lines ≤', (r, t) => r.doubt.doubtedLines <= t, [0, 1, 2, 3, 4, 5, 6, 8, 10, 15]);
  table('doubted share ≤', (r, t) => r.doubt.doubtedLines <= t * r.doubt.lines, [0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3]);
  table('mean confidence ≥', (r, t) => r.doubt.meanConfidence >= t, [0.95, 0.93, 0.92, 0.91, 0.9, 0.88, 0.86, 0.84, 0.8]);
}

const mean = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) / Math.max(1, values.length));

if (args.summarise) summarise(args.summarise);
else await observe();
