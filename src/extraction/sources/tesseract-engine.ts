/**
 * Tesseract itself: the Debian CLI kept running in a small pool of processes (tesseract-process.ts), or
 * tesseract.js where no CLI is installed; one image in, its words and lines out. Page preparation, turning and
 * second readings are ocr.ts's.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { WordEngine } from '../types.ts';
import { hasNpmModel, installedCliLangs, traineddataFile } from './ocr-languages.ts';
import { encodePng, type GrayImage } from './image.ts';
import { TesseractProcess } from './tesseract-process.ts';

/** Words and lines of one recognised image, boxes in that image's pixels. */
export interface RawLine {
  words: { text: string; box: [number, number, number, number]; confidence: number; engine?: WordEngine }[];
}


/** Stated to Tesseract for every image (PNGs from sharp carry none; its noise filters scale with it). */
const OCR_DPI = '300';
/**
 * How the pipeline's readings differ from Tesseract's defaults. `tessedit_do_invert`: by default every line
 * read with a low confidence is read again inverted, in case it is light print on a dark band; on receipts
 * that costs ≈ 10 % of the reading time (up to 30 % on a poor scan), and without it the same fields of the
 * development receipts are read right (bench/pipeline.ts shows Tesseract alone both ways).
 */
export const PIPELINE_PARAMETERS: Readonly<Record<string, string>> = { tessedit_do_invert: '0' };

// One tesseract.js worker per thread (extraction runs in a pool of worker processes), created on first use.
let jsWorker: { langs: string; worker: Promise<Worker> } | null = null;

/**
 * A directory holding every language's `<lang>.traineddata.gz` from the npm packages on disk: tesseract.js
 * would otherwise fetch them from a CDN, and offline that failure is an uncaught exception that ends the
 * process. It reads all languages from one directory, so several packages are linked into a temporary one.
 */
function languageDir(langs: string[]): string {
  const files = langs.map(traineddataFile);
  if (files.length === 1) return dirname(files[0]);
  const dir = mkdtempSync(join(tmpdir(), 'docproc-tessdata-'));
  for (const [i, file] of files.entries()) symlinkSync(file, join(dir, `${langs[i]}.traineddata.gz`));
  return dir;
}

async function startJsWorker(langs: string): Promise<Worker> {
  const worker = await createWorker(langs, OEM.LSTM_ONLY, {
    langPath: languageDir(langs.split('+')),
    cacheMethod: 'none',
    gzip: true,
    errorHandler: () => undefined,
  });
  // tesseract.js keeps parameters per worker, so its raw readings (`recognize`) are made with the pipeline's too.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: OCR_DPI, ...PIPELINE_PARAMETERS });
  return worker;
}

function getJsWorker(langs: string): Promise<Worker> {
  if (jsWorker?.langs !== langs) {
    const previous = jsWorker;
    jsWorker = { langs, worker: startJsWorker(langs) };
    void previous?.worker.then((w) => w.terminate()).catch(() => undefined);
    jsWorker.worker.catch(() => {
      jsWorker = null;
    });
  }
  return jsWorker.worker;
}

/** Stops this thread's OCR: its tesseract.js worker and its Tesseract CLI processes kept running (tests, shutdown). */
export async function stopOcr(): Promise<void> {
  idleProcesses.clear();
  for (const tesseract of liveProcesses) tesseract.close();
  const current = jsWorker;
  jsWorker = null;
  if (current) await (await current.worker).terminate();
}

async function recognizeWithJs(png: Uint8Array, langs: string): Promise<RawLine[]> {
  const worker = await getJsWorker(langs);
  const { data } = await worker.recognize(Buffer.from(png), {}, { blocks: true, text: false });
  const lines: RawLine[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        lines.push({
          words: line.words.map((w) => ({
            text: w.text,
            box: [w.bbox.x0, w.bbox.y0, w.bbox.x1, w.bbox.y1],
            confidence: w.confidence / 100,
          })),
        });
      }
    }
  }
  return lines;
}

/**
 * The repo's and the npm packages' models unpacked for the CLI, so both engines read with the same models: the npm (best_int) ones
 * read receipts better than Debian's `fast` ones (dates 93 % vs 80 % found on the development receipts, see eval/ocr-ceiling.ts).
 */
function cliModelDir(langs: string[]): string {
  const files = langs.map(traineddataFile);
  // Named after the models' files as they are now, so that a model trained again is unpacked again.
  const version = createHash('sha256').update(files.map((f) => `${f}:${statSync(f).size}:${statSync(f).mtimeMs}`).join('\n')).digest('hex').slice(0, 12);
  const dir = join(tmpdir(), `docproc-tessdata-${process.getuid?.() ?? 0}`, version);
  mkdirSync(dir, { recursive: true });
  for (const [i, lang] of langs.entries()) {
    const target = join(dir, `${lang}.traineddata`);
    if (existsSync(target)) continue;
    const partial = `${target}.${process.pid}.${threadId}`;
    writeFileSync(partial, gunzipSync(readFileSync(files[i])));
    renameSync(partial, target);
  }
  return dir;
}

type Engine = { kind: 'cli'; modelDir: string | null } | { kind: 'js' };
const engines = new Map<string, Engine>();

/**
 * The engine for `langs`: the Debian CLI when installed (≈1.5× faster, a third of the memory), with the npm
 * models when every language has one, else with its own when it has them all; tesseract.js otherwise.
 */
function engineFor(langs: string): Engine {
  let engine = engines.get(langs);
  if (!engine) {
    const list = langs.split('+');
    const installed = process.env.DOCPROC_OCR_ENGINE === 'js' ? null : installedCliLangs();
    if (installed && list.every(hasNpmModel)) engine = { kind: 'cli', modelDir: cliModelDir(list) };
    else if (installed && list.every((l) => installed.has(l))) engine = { kind: 'cli', modelDir: null };
    else engine = { kind: 'js' };
    engines.set(langs, engine);
  }
  return engine;
}

export function ocrEngine(langs: string): 'cli' | 'js' {
  return engineFor(langs).kind;
}

export function parseTsv(tsv: string): RawLine[] {
  return linesOfTsvRows(tsv.split('\n').slice(1));
}

/** Tesseract's TSV rows (no header) → its lines of words. */
function linesOfTsvRows(rows: string[]): RawLine[] {
  const lines = new Map<string, RawLine>();
  for (const row of rows) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const text = cells.slice(11).join('\t').trim();
    if (!text) continue;
    const [left, top, width, height, conf] = cells.slice(6, 11).map(Number);
    const key = cells.slice(1, 5).join('.');
    let line = lines.get(key);
    if (!line) lines.set(key, (line = { words: [] }));
    line.words.push({ text, box: [left, top, left + width, top + height], confidence: Math.max(0, conf) / 100 });
  }
  return [...lines.values()];
}

/**
 * A Tesseract reading started before its image is ready: a CLI process is taken, or started to load its model
 * (≈ 0.1 s) while the page is decoded and prepared on this side. Either `read` or `cancel` must be called.
 */
export interface PendingRead {
  /** `onStarted`: called once the engine is reading the page (work for this thread meanwhile). */
  read(image: GrayImage, onStarted?: () => void): Promise<RawLine[]>;
  cancel(): void;
}

/** The CLI's arguments after its input and output: models, languages, modes, parameters; TSV out. */
function cliArguments(langs: string, modelDir: string | null, parameters: Readonly<Record<string, string>>): string[] {
  const models = modelDir ? ['--tessdata-dir', modelDir] : [];
  const settings = Object.entries(parameters).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  // TSV is asked for by variable: the `tsv` config file lives in the system tessdata, not beside the npm models.
  return [...models, '-l', langs, '--oem', '1', '--psm', '6', '--dpi', OCR_DPI, '-c', 'tessedit_create_tsv=1', ...settings];
}

/** One thread per process: OpenMP threads fight the pool's other workers and run 3× slower. */
const CLI_ENV = { ...process.env, OMP_THREAD_LIMIT: '1' };

/** A CLI process for one PNG, started before the PNG is ready. */
function startCli(langs: string, modelDir: string | null, parameters: Readonly<Record<string, string>>): { read(png: Uint8Array): Promise<RawLine[]>; cancel(): void } {
  const child = spawn('tesseract', ['stdin', 'stdout', ...cliArguments(langs, modelDir, parameters)], { env: CLI_ENV, stdio: ['pipe', 'pipe', 'pipe'] });
  const result = new Promise<RawLine[]>((resolve, reject) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(parseTsv(Buffer.concat(out).toString('utf8')));
      else reject(new Error(`tesseract exited with ${code}: ${Buffer.concat(err).toString('utf8').trim().slice(0, 300)}`));
    });
  });
  // A cancelled reading fails unobserved.
  result.catch(() => undefined);
  child.stdin.on('error', () => undefined);
  return {
    read(png) {
      child.stdin.end(png);
      return result;
    },
    cancel() {
      child.kill();
    },
  };
}

/**
 * This thread's CLI processes kept running (sources/tesseract-process.ts): those no reading holds, by languages,
 * and all of them. A reading takes an idle one or starts one, and gives it back; so concurrent readings in one
 * thread each have their own, and an idle process ends by itself.
 */
const idleProcesses = new Map<string, TesseractProcess[]>();
const liveProcesses = new Set<TesseractProcess>();
/** Languages whose CLI did not stream pages: read by a process each. */
const notStreaming = new Set<string>();

/** A running process for `langs` no reading holds, or a new one; null where the CLI does not stream pages. */
async function takeProcess(langs: string, modelDir: string | null): Promise<TesseractProcess | null> {
  const idle = idleProcesses.get(langs) ?? [];
  for (let tesseract = idle.pop(); tesseract; tesseract = idle.pop()) if (!tesseract.hasEnded) return tesseract;
  const tesseract = new TesseractProcess(cliArguments(langs, modelDir, PIPELINE_PARAMETERS), CLI_ENV);
  liveProcesses.add(tesseract);
  void tesseract.closed.then(() => {
    liveProcesses.delete(tesseract);
    const idle = idleProcesses.get(langs) ?? [];
    const at = idle.indexOf(tesseract);
    if (at >= 0) idle.splice(at, 1);
  });
  try {
    await tesseract.ready;
    return tesseract;
  } catch {
    notStreaming.add(langs);
    return null;
  }
}

/**
 * A CLI process kept running for `langs` with `parameters` (Tesseract's defaults when none): the bench's
 * baseline of Tesseract without its start per page. Null where the engine is tesseract.js.
 */
export function keptRunningTesseract(langs: string, parameters: Readonly<Record<string, string>> = {}): TesseractProcess | null {
  const engine = engineFor(langs);
  return engine.kind === 'cli' ? new TesseractProcess(cliArguments(langs, engine.modelDir, parameters), CLI_ENV) : null;
}

/** The highest peak resident set (MB) of this thread's CLI processes kept running, or null when none runs. */
export function ocrProcessPeakMb(): number | null {
  const peaks = [...liveProcesses].map((tesseract) => tesseract.peakRssMb()).filter((mb): mb is number => mb !== null);
  return peaks.length ? Math.max(...peaks) : null;
}

function giveBack(langs: string, tesseract: TesseractProcess): void {
  if (tesseract.hasEnded) return;
  const idle = idleProcesses.get(langs) ?? [];
  idleProcesses.set(langs, idle);
  idle.push(tesseract);
}

export function startRead(langs: string): PendingRead {
  const engine = engineFor(langs);
  if (engine.kind === 'js') {
    return {
      async read(image, onStarted) {
        const reading = recognizeWithJs(await encodePng(image), langs);
        onStarted?.();
        return reading;
      },
      cancel: () => undefined,
    };
  }
  if (!notStreaming.has(langs)) {
    // Taken now, so that a process started for the reading loads its model while the page is prepared.
    const taken = takeProcess(langs, engine.modelDir);
    let given = false;
    const release = () => {
      if (given) return;
      given = true;
      void taken.then((tesseract) => tesseract && giveBack(langs, tesseract));
    };
    return {
      async read(image, onStarted) {
        try {
          const tesseract = await taken;
          // Taken long before (a photo is straightened first), it may have ended idle: another reads the page.
          if (tesseract?.hasEnded) return await startRead(langs).read(image, onStarted);
          if (tesseract) return linesOfTsvRows(await tesseract.read(image, onStarted));
          return await readByItsOwnProcess(langs, engine.modelDir).read(image, onStarted);
        } finally {
          release();
        }
      },
      cancel: release,
    };
  }
  return readByItsOwnProcess(langs, engine.modelDir);
}

/** A reading by a CLI process started for the one page (where the CLI does not stream pages). */
function readByItsOwnProcess(langs: string, modelDir: string | null): PendingRead {
  const cli = startCli(langs, modelDir, PIPELINE_PARAMETERS);
  return {
    async read(image, onStarted) {
      let png: Uint8Array;
      try {
        png = await encodePng(image);
      } catch (error) {
        cli.cancel();
        throw error;
      }
      const reading = cli.read(png);
      onStarted?.();
      return reading;
    },
    cancel: () => cli.cancel(),
  };
}

/**
 * Raw Tesseract on a PNG, no preparation, in a process of its own (also the baseline the OCR bench compares
 * against): with Tesseract's own defaults, or with `parameters` (the pipeline's: PIPELINE_PARAMETERS).
 */
export function recognize(png: Uint8Array, langs: string, parameters: Readonly<Record<string, string>> = {}): Promise<RawLine[]> {
  const engine = engineFor(langs);
  if (engine.kind === 'js') return recognizeWithJs(png, langs);
  return startCli(langs, engine.modelDir, parameters).read(png);
}
