/**
 * `npm run train:invoice`: rebuilds models/invoice-calibration.json (model/invoice-calibration.ts) and its
 * family-out check models/invoice-calibration.cv.json. Invoices of twenty-two layout families are generated here
 * by eval/synthetic-invoices (the generators' default seeds, plus second seeds of five), read from their text
 * layer and from their page images with the invoice calibration off, joined by zugferd-dev and invoice2data-dev
 * (text layer, XML off), and fitted by train/invoice_calibration.py (Debian's python3-sklearn).
 * Needs Chromium (the generators render with it). `--work DIR` keeps the generated invoices and readings there
 * and reuses those already made; `--out FILE`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DATASETS = resolve(ROOT, '..', 'shared', 'datasets');
const DEFAULT_OUT = join(ROOT, 'models', 'invoice-calibration.json');

/** family, generator, its arguments. A family is one author's layouts: it is left out whole in the check. */
const GENERATED: [string, string, string[]][] = [
  ['synth', 'generate.ts', ['--per', '4']],
  ['soft', 'software.ts', ['--per', '4']],
  ['soft', 'software.ts', ['--per', '4', '--seed', '41']],
  ['extra', 'software.ts', ['--per', '4', '--extra']],
  ['extra', 'software.ts', ['--per', '4', '--extra', '--seed', '41']],
  ['euro', 'european.ts', ['--per', '2']],
  ['euro', 'european.ts', ['--per', '2', '--seed', '47']],
  ['erp', 'erp.ts', ['--per', '2']],
  ['services', 'services.ts', ['--per', '3']],
  ['anglo', 'anglo.ts', ['--per', '3']],
  ['anglo', 'anglo.ts', ['--per', '3', '--seed', '301']],
  ['continental', 'continental.ts', ['--per', '3']],
  ['saas', 'saas.ts', ['--per', '3']],
  ['multipage', 'multipage.ts', ['--per', '3']],
  ['templates', 'templates.ts', ['--per', '3']],
  ['trade', 'trade.ts', ['--per', '3']],
  ['fees', 'fees.ts', ['--per', '3']],
  ['fees', 'fees.ts', ['--per', '3', '--seed', '211']],
  ['progress', 'progress.ts', ['--per', '3']],
  ['workshop', 'workshop.ts', ['--per', '3']],
  ['care', 'care.ts', ['--per', '3']],
  ['distribution', 'distribution.ts', ['--per', '3']],
  ['logistics', 'logistics.ts', ['--per', '3']],
  ['events', 'events.ts', ['--per', '3']],
  ['vehicles', 'vehicles.ts', ['--per', '3']],
  ['webshop', 'webshop.ts', ['--per', '3']],
  ['crafts', 'crafts.ts', ['--per', '3']],
];
const REAL: [string, string][] = [
  ['zug', 'zugferd-dev'],
  ['i2d', 'invoice2data-dev'],
];

const { values: args } = parseArgs({ options: { work: { type: 'string' }, out: { type: 'string' } } });
const work = resolve(args.work ?? mkdtempSync(join(tmpdir(), 'docproc-invoice-calibration-')));
const out = resolve(args.out ?? DEFAULT_OUT);

function run(script: string, argv: string[]): void {
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, script), ...argv], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** The folders holding a ground_truth.jsonl: the generator's output or its split (`train-de`, `holdout-de`, …). */
function labelledDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (existsSync(join(dir, 'ground_truth.jsonl'))) return [dir];
  return readdirSync(dir).map((name) => join(dir, name)).filter((sub) => existsSync(join(sub, 'ground_truth.jsonl'))).sort();
}

const dumps: string[] = [];
function dump(name: string, dirs: string[], pageImages: boolean): void {
  const file = join(work, 'dumps', `${name}-${pageImages ? 'img' : 'text'}.jsonl`);
  if (!existsSync(file)) run('eval/review-dump.ts', ['--out', file, ...(pageImages ? ['--page-images'] : []), ...dirs]);
  dumps.push(file);
}

execFileSync('mkdir', ['-p', join(work, 'dumps'), join(work, 'folds')]);
for (const [family, generator, argv] of GENERATED) {
  const dir = join(work, 'invoices', `${generator.replace('.ts', '')}${argv.join('')}`.replace(/[^\w]+/gu, '-'));
  if (labelledDirs(dir).length === 0) run(`eval/synthetic-invoices/${generator}`, ['--out', dir, ...argv]);
  const name = `${family}-${dir.split('/').pop()}`;
  dump(name, labelledDirs(dir), false);
  dump(name, labelledDirs(dir), true);
}
for (const [family, dataset] of REAL) dump(`${family}-${dataset}`, [join(DATASETS, dataset)], false);

const outcomes = join(work, 'outcomes.jsonl');
run('train/invoice-outcomes.ts', ['--out', outcomes, ...dumps]);
execFileSync('/usr/bin/python3', [join(ROOT, 'train', 'invoice_calibration.py'), outcomes, '--out', out, '--cv', out.replace(/\.json$/u, '.cv.json'), '--folds', join(work, 'folds')], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, OMP_NUM_THREADS: '1' },
});
console.log(`readings and fold models in ${work}; model → ${out}`);
