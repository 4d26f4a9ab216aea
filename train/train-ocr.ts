/**
 * Fine-tunes Tesseract's French LSTM (float, `../shared/models/tessdata_best`) on the labelled line crops of the
 * training receipts, and writes the model the service reads (models/ocr/lat_receipt.traineddata.gz, integer
 * unless `--ship float`; both forms are left in the work directory), with its error curve beside it:
 *   npm run train:ocr [-- --iterations 5000] [--work /tmp/docproc-ocr-train] [--datasets ../shared/datasets]
 * Receipts of the `test` shops (train/ocr-split.ts) are never read here; those of the `validation` shops measure
 * the checkpoints (lstmeval), and the one of least error there is shipped. lstmtraining's log is
 * `<work>/lstmtraining.log`; the curve is written beside the model (`<name>.training.json`).
 * Needs Debian's tesseract-ocr (lstmtraining, combine_tessdata).
 */
import { spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { restoreCase } from './label-case.ts';
import { cropLines, multipageTiff, readLineBoxes, type LineCrop } from './line-crops.ts';
import { foldOf, readReceipts, TRAINING_DATASETS, type Fold } from './ocr-split.ts';
import { curveOf } from './training-log.ts';

const { values: args } = parseArgs({
  options: {
    datasets: { type: 'string', default: '../shared/datasets' },
    base: { type: 'string', default: '../shared/models/tessdata_best/fra.traineddata' },
    work: { type: 'string', default: '/tmp/docproc-ocr-train' },
    iterations: { type: 'string', default: '5000' },
    'train-every': { type: 'string', default: '1' },
    'validate-every': { type: 'string', default: '4' },
    output: { type: 'string', default: 'models/ocr' },
    name: { type: 'string', default: 'lat_receipt' },
    ship: { type: 'string', default: 'int' },
  },
});

const work = resolve(args.work);
const env = { ...process.env, OMP_THREAD_LIMIT: '1' };

function run(command: string, argv: string[], log?: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, argv, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = log ? createWriteStream(log) : null;
    let tail = '';
    const keep = (chunk: Buffer) => {
      out?.write(chunk);
      tail = (tail + chunk.toString()).slice(-2000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', fail);
    child.on('close', (code) => {
      out?.end();
      if (code === 0) done();
      else fail(new Error(`${command} exited with ${code}: ${tail}`));
    });
  });
}

/** The standard output of a command that succeeds. */
function output(command: string, argv: string[], withErrors = false): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, argv, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => withErrors && (text += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(text) : fail(new Error(`${command} exited with ${code}`))));
  });
}

/** Tesseract's TSV (`tsv` config) → the words of each page, by page number from 1. */
function pageTexts(tsv: string): Map<number, string> {
  const pages = new Map<number, string[]>();
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells[0] !== '5' || cells.length < 12) continue;
    const page = Number(cells[1]);
    pages.set(page, [...(pages.get(page) ?? []), cells.slice(11).join('\t').trim()]);
  }
  return new Map([...pages].map(([page, words]) => [page, words.join(' ')]));
}

/**
 * A receipt's sampled lines as the pages of one TIFF with a WordStr box file (each page's whole box for its
 * text, then the end-of-line tab) → one `.lstmf`. The labels' letters take the case a stock reading of the
 * lines shows (train/label-case.ts); `<base>.gt.txt` keeps the labels as trained.
 */
async function makeReceiptSample(base: string, crops: LineCrop[], modelDir: string): Promise<void> {
  writeFileSync(`${base}.tif`, multipageTiff(crops));
  const readings = pageTexts(await output('tesseract', [`${base}.tif`, 'stdout', '--psm', '7', '-l', 'eng', 'tsv']));
  const labels = crops.map((crop, page) => restoreCase(crop.text, readings.get(page + 1) ?? ''));
  writeFileSync(`${base}.gt.txt`, labels.join('\n') + '\n');
  const box = crops.map(({ width: w, height: h }, page) => `WordStr 0 0 ${w} ${h} ${page} #${labels[page]}\n\t ${w} 0 ${w + 1} 1 ${page}\n`);
  writeFileSync(`${base}.box`, box.join(''));
  await run('tesseract', [`${base}.tif`, base, '--psm', '13', '-l', 'fra', '--tessdata-dir', modelDir, 'lstm.train']);
}

/** The training and validation samples, one `.lstmf` per receipt, made once per work directory. */
async function makeSamples(modelDir: string): Promise<Record<Exclude<Fold, 'test'>, string[]>> {
  const samples = join(work, 'samples');
  mkdirSync(samples, { recursive: true });
  const lists: Record<Exclude<Fold, 'test'>, string[]> = { train: [], validation: [] };
  const pending: (() => Promise<void>)[] = [];
  for (const name of TRAINING_DATASETS) {
    const dataset = join(args.datasets, name);
    for (const receipt of readReceipts(dataset)) {
      const fold = foldOf(receipt);
      if (fold === 'test') continue;
      const base = join(samples, `${name}-${receipt.id}`);
      lists[fold].push(`${base}.lstmf`);
      if (existsSync(`${base}.lstmf`)) continue;
      pending.push(async () => {
        // A sample of the lines, the same on every run: a line is much like its neighbours, and CPU time is short.
        const every = Number(args[fold === 'train' ? 'train-every' : 'validate-every']);
        const crops = (await cropLines(join(dataset, receipt.file), readLineBoxes(dataset, receipt.id))).filter((_, i) => i % every === 0);
        if (crops.length) await makeReceiptSample(base, crops, modelDir);
      });
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < pending.length) await pending[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
  for (const fold of ['train', 'validation'] as const) lists[fold] = lists[fold].filter((file) => existsSync(file));
  return lists;
}

/** lstmeval's character error rate (%) of `model` on the validation lines. */
async function validationCer(model: string, traineddata: string): Promise<number> {
  const report = await output('lstmeval', ['--model', model, '--traineddata', traineddata, '--eval_listfile', join(work, 'validation.txt')], true);
  const match = /BCER eval=([\d.]+)/.exec(report);
  if (!match) throw new Error(`lstmeval printed no error rate: ${report.slice(-300)}`);
  return Number(match[1]);
}

/**
 * The validation error of the base model and of about 4 of the checkpoints lstmtraining kept (each a new best
 * on its training lines, named `<name>_<error>_<learnt>_<trained>.checkpoint`), and the one of least error.
 */
async function validate(base: string, checkpoints: string, traineddata: string): Promise<{ best: string; validation: Map<number, number> }> {
  const kept = readdirSync(checkpoints)
    .map((file) => ({ file: join(checkpoints, file), iteration: Number(/_(\d+)\.checkpoint$/.exec(file)?.[1]) }))
    .filter((c) => Number.isFinite(c.iteration))
    .sort((a, b) => a.iteration - b.iteration);
  const chosen = kept.filter((_, i) => (i * 4) % kept.length < 4 || i === kept.length - 1);
  const validation = new Map<number, number>([[0, await validationCer(base, traineddata)]]);
  let best = { file: join(checkpoints, `${args.name}_checkpoint`), cer: Infinity };
  for (const { file, iteration } of chosen) {
    const cer = await validationCer(file, traineddata);
    validation.set(iteration, cer);
    if (cer <= best.cer) best = { file, cer };
  }
  return { best: best.file, validation };
}

async function main(): Promise<void> {
  const log = join(work, 'lstmtraining.log');
  const started = Date.now();
  const modelDir = join(work, 'tessdata');
  mkdirSync(join(modelDir, 'configs'), { recursive: true });
  copyFileSync(args.base, join(modelDir, 'fra.traineddata'));
  // `lstm.train` is looked for beside the model given by --tessdata-dir, not in the system's tessdata.
  writeFileSync(join(modelDir, 'configs', 'lstm.train'), 'file_type .bl\ntextord_fast_pitch_test T\ntessedit_zero_rejection T\ntessedit_minimal_rejection F\ntessedit_write_rep_codes F\nedges_children_fix F\nedges_childarea 0.65\nedges_boxarea 0.9\ntessedit_train_line_recognizer T\ntextord_no_rejects T\ntessedit_init_config_only T\n');
  const lists = await makeSamples(modelDir);
  const prepared = Date.now();
  console.log(`samples: ${lists.train.length} training receipts, ${lists.validation.length} validation receipts (${Math.round((prepared - started) / 1000)} s)`);
  writeFileSync(join(work, 'train.txt'), lists.train.join('\n') + '\n');
  writeFileSync(join(work, 'validation.txt'), lists.validation.join('\n') + '\n');

  await run('combine_tessdata', ['-e', join(modelDir, 'fra.traineddata'), join(work, 'fra.lstm')]);
  const checkpoints = join(work, 'checkpoints');
  rmSync(checkpoints, { recursive: true, force: true });
  mkdirSync(checkpoints);
  const traineddata = join(modelDir, 'fra.traineddata');
  await run(
    'lstmtraining',
    [
      '--continue_from', join(work, 'fra.lstm'),
      '--traineddata', traineddata,
      '--model_output', join(checkpoints, args.name),
      '--train_listfile', join(work, 'train.txt'),
      '--eval_listfile', join(work, 'validation.txt'),
      '--max_iterations', args.iterations,
      '--target_error_rate', '0.005',
    ],
    log,
  );
  const trained = Date.now();
  const { best, validation } = await validate(join(work, 'fra.lstm'), checkpoints, traineddata);
  // The float model is the one to train further; the integer one reads faster (models/ocr/README.md).
  const float = join(work, `${args.name}.float.traineddata`);
  const integer = join(work, `${args.name}.int.traineddata`);
  await run('lstmtraining', ['--stop_training', '--continue_from', best, '--traineddata', traineddata, '--model_output', float]);
  await run('lstmtraining', ['--stop_training', '--convert_to_int', '--continue_from', best, '--traineddata', traineddata, '--model_output', integer]);
  mkdirSync(args.output, { recursive: true });
  const shipped = args.ship === 'float' ? float : integer;
  writeFileSync(join(args.output, `${args.name}.traineddata.gz`), gzipSync(readFileSync(shipped), { level: 9 }));
  const minutes = (ms: number) => Math.round(ms / 6000) / 10;
  const summary = {
    base: args.base,
    shipped: args.ship,
    training_receipts: lists.train.length,
    validation_receipts: lists.validation.length,
    iterations: Number(args.iterations),
    minutes_preparing: minutes(prepared - started),
    minutes_training: minutes(trained - prepared),
    minutes_validating: minutes(Date.now() - trained),
    shipped_checkpoint: best.slice(checkpoints.length + 1),
    curve: curveOf(readFileSync(log, 'utf8'), validation),
  };
  writeFileSync(join(args.output, `${args.name}.training.json`), JSON.stringify(summary, null, 1) + '\n');
  console.log(JSON.stringify({ ...summary, curve: summary.curve.length }));
}

await main();
