/**
 * A Tesseract CLI process kept running, read pages one after another. Started for each page, the CLI spends
 * ≈ 70 ms loading its model before it reads anything, and a fork of a worker holding a few hundred MB costs
 * the worker ≈ 10 ms more (page tables copied); a receipt is read in 0.4–0.8 s, a probe band in 0.1 s.
 *
 * Tesseract's `stream_filelist` reads image paths from its standard input as they come, and writes each page's
 * TSV as it finishes it. Nothing marks a page's end, so each page is followed by a blank one: the blank page's
 * first row says the page before it is complete. Pages go through files (from a pipe Tesseract reads byte by
 * byte), written as uncompressed TIFF: Leptonica copies a TIFF's rows, inflates a PNG's, and reads a PGM one
 * pixel at a time — on receipt pages ≈ 30 ms more for a PGM than for a TIFF, with the same reading.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Socket } from 'node:net';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { encodeTiff, type GrayImage } from './image.ts';

/**
 * The blank page that marks the end of each page read: 8 × 8 white pixels as a PGM, written at once (too small a
 * page for its reader's slowness to matter).
 */
const BLANK_PAGE = Buffer.concat([Buffer.from('P5\n8 8\n255\n', 'latin1'), Buffer.alloc(64, 255)]);

/** A running process is ended after this long without a page, for its memory (≈ 40 MB idle, 150 MB reading). */
const IDLE_MS = 20_000;
/** A process that has not read its first blank page by then does not stream, and the caller starts one per page. */
const START_TIMEOUT_MS = 15_000;

interface Page {
  /** Tesseract's number of the page (the blank one after it is the next). */
  number: number;
  rows: string[];
  resolve(rows: string[]): void;
  reject(error: Error): void;
}

/**
 * Where pages are written for Tesseract to read, with the blank page: one directory per user, as for the
 * models (ocr.ts). A page's file is removed once it is read.
 */
function pageDir(): { dir: string; blank: string } {
  const dir = join(tmpdir(), `docproc-ocr-${process.getuid?.() ?? 0}`);
  const blank = join(dir, 'blank.pgm');
  if (!existsSync(blank)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${blank}.${process.pid}.${threadId}`;
    writeFileSync(partial, BLANK_PAGE);
    renameSync(partial, blank);
  }
  return { dir, blank };
}

let nextId = 0;

export class TesseractProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  /** The page being read, and those waiting: Tesseract reads one at a time, in the order given. */
  private readonly pages: Page[] = [];
  /** Tesseract numbers the pages it reads from 1; the first is a blank one, read on starting. */
  private nextNumber = 2;
  private files = 0;
  /** Tells this process's files from those of others in the same thread. */
  private readonly id = nextId++;
  private partial = '';
  private stderr = '';
  private ended = false;
  private idle: NodeJS.Timeout | null = null;
  /** Settles when the process has read its first blank page: it streams. */
  readonly ready: Promise<void>;
  /** Resolves when the process has ended (closed, idle, or failed). */
  readonly closed: Promise<void>;
  private markClosed: () => void = () => undefined;

  /** `args`: the CLI's arguments after `stdin stdout` (models, languages, modes, parameters). */
  constructor(args: string[], env: NodeJS.ProcessEnv) {
    this.closed = new Promise((resolve) => (this.markClosed = resolve));
    const { blank } = pageDir();
    this.child = spawn('tesseract', ['stdin', 'stdout', ...args, '-c', 'stream_filelist=1'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => this.received(chunk));
    this.child.stderr.setEncoding('utf8');
    // Tesseract names each page as it starts it; only the last lines matter, for an error.
    this.child.stderr.on('data', (chunk: string) => (this.stderr = (this.stderr + chunk).slice(-2000)));
    this.child.stdin.on('error', () => undefined);
    this.child.on('error', (error) => this.end(error));
    this.child.on('close', (code) => this.end(new Error(`tesseract exited with ${code}: ${this.stderr.trim().slice(-300)}`)));
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('tesseract did not stream its file list')), START_TIMEOUT_MS).unref();
      this.pages.push({ number: 0, rows: [], resolve: () => (clearTimeout(timer), resolve()), reject: (e) => (clearTimeout(timer), reject(e)) });
      this.child.stdin.write(`${blank}\n`);
    });
    this.ready.then(
      () => this.pages.length === 0 && this.unrefWhileIdle(),
      () => this.close(),
    );
  }

  get hasEnded(): boolean {
    return this.ended;
  }

  /** Tesseract's TSV rows for `image` (without the header); `onStarted` once the process has the page. */
  async read(image: GrayImage, onStarted?: () => void): Promise<string[]> {
    if (this.ended) throw new Error('tesseract process has ended');
    this.busy();
    // Made again if a cleaner of temporary files took it while the process ran.
    const { dir, blank } = pageDir();
    const file = join(dir, `${process.pid}-${threadId}-${this.id}-${this.files++}.tif`);
    try {
      await writeFile(file, await encodeTiff(image));
      return await new Promise<string[]>((resolve, reject) => {
        if (this.ended) return reject(new Error('tesseract process has ended'));
        // Tesseract numbers pages in the order they are given, whichever file was written first.
        const number = this.nextNumber;
        this.nextNumber += 2;
        this.pages.push({ number, rows: [], resolve, reject });
        this.child.stdin.write(`${file}\n${blank}\n`);
        onStarted?.();
      });
    } finally {
      void unlink(file).catch(() => undefined);
      if (this.pages.length === 0) this.unrefWhileIdle();
    }
  }

  /** The process's peak resident set in MB (Linux), null where unknown. */
  peakRssMb(): number | null {
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.child.pid}/status`, 'utf8'));
      return match ? Math.round(Number(match[1]) / 1024) : null;
    } catch {
      return null;
    }
  }

  close(): void {
    if (!this.ended) this.child.kill();
    this.end(new Error('tesseract process closed'));
  }

  private received(chunk: string): void {
    const lines = (this.partial + chunk).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      const page = this.pages[0];
      if (!page) continue;
      const tab = line.indexOf('\t');
      const number = Number(line.slice(tab + 1, line.indexOf('\t', tab + 1)));
      if (number === page.number) page.rows.push(line);
      else if (number === page.number + 1 && line.startsWith('1\t')) {
        this.pages.shift();
        page.resolve(page.rows);
      }
    }
  }

  private end(error: Error): void {
    if (this.ended) return;
    this.ended = true;
    if (this.idle) clearTimeout(this.idle);
    for (const page of this.pages.splice(0)) page.reject(error);
    this.markClosed();
  }

  /** Reading: the process keeps this one alive. */
  private busy(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.child.ref();
    (this.child.stdout as Socket).ref();
  }

  /** Idle: it neither keeps this process alive nor lives past IDLE_MS. */
  private unrefWhileIdle(): void {
    if (this.ended) return;
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => this.close(), IDLE_MS);
    this.idle.unref();
    this.child.unref();
    (this.child.stdout as Socket).unref();
    (this.child.stderr as Socket).unref();
    (this.child.stdin as Socket).unref();
  }
}
