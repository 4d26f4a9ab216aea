import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { decodePng, type GrayImage } from '../../src/extraction/sources/image.ts';
import { installedCliLangs } from '../../src/extraction/sources/ocr-languages.ts';
import { TesseractProcess } from '../../src/extraction/sources/tesseract-process.ts';
import { textPng } from '../helpers/text-image.ts';

const ARGS = ['-l', 'eng', '--oem', '1', '--psm', '6', '--dpi', '300', '-c', 'tessedit_create_tsv=1'];
const ENV = { ...process.env, OMP_THREAD_LIMIT: '1' };
const noCli = installedCliLangs()?.has('eng') ? false : 'the tesseract CLI with eng is not installed';

function page(lines: string[]): Promise<GrayImage> {
  return decodePng(textPng({ width: 640, height: 100 + 70 * lines.length, lines, font: '32px sans-serif', x: 40, y: 80, lineGap: 70 }));
}

const dir = mkdtempSync(join(tmpdir(), 'docproc-test-tesseract-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** The TSV rows of the CLI started for the one page, as the pipeline started it before (no header, page 1). */
function readAlone(image: GrayImage, name: string): string[] {
  const file = join(dir, `${name}.pgm`);
  writeFileSync(file, Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`), image.data]));
  const run = spawnSync('tesseract', [file, 'stdout', ...ARGS], { env: ENV, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.split('\n').slice(1).filter(Boolean);
}

/** The Tesseract processes this process started (Linux). */
function childTesseracts(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [, comm, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
        return comm === 'tesseract' && Number(rest.split(' ')[1]) === process.pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Rows with their page number (the second column) left out, for pages numbered differently. */
function unnumbered(rows: string[]): string[] {
  return rows.map((row) => row.split('\t').filter((_, i) => i !== 1).join('\t'));
}

describe('TesseractProcess', { skip: noCli }, () => {
  it('reads pages one after another as a process started for each reads it, each its own', async () => {
    const pages = await Promise.all([page(['TOTAL 45.60', 'CASH 50.00']), page(['ACME TRADING SDN BHD']), page(['DATE 12/03/2019'])]);
    const tesseract = new TesseractProcess(ARGS, ENV);
    try {
      await tesseract.ready;
      const first = await tesseract.read(pages[0]);
      // Given at once, the others wait their turn and are each answered with their own rows.
      const [second, third] = await Promise.all([tesseract.read(pages[1]), tesseract.read(pages[2])]);
      for (const [i, rows] of [first, second, third].entries()) assert.deepEqual(unnumbered(rows), unnumbered(readAlone(pages[i], `page-${i}`)));
      assert.ok(first.some((row) => row.endsWith('\t45.60')));
      assert.ok(third.some((row) => row.endsWith('\t12/03/2019')));
    } finally {
      tesseract.close();
    }
  });

  it('fails the reading of a page that cannot be written, and reads the next', async () => {
    const tesseract = new TesseractProcess(ARGS, ENV);
    try {
      await tesseract.ready;
      await assert.rejects(tesseract.read({ data: new Uint8Array(0), width: 0, height: 0 }));
      assert.ok((await tesseract.read(await page(['TOTAL 1.00']))).some((row) => row.endsWith('\t1.00')));
    } finally {
      tesseract.close();
    }
  });

  it('fails the reading in flight when Tesseract dies, and ends', async () => {
    const tesseract = new TesseractProcess(ARGS, ENV);
    await tesseract.ready;
    const reading = tesseract.read(await page(['TOTAL 45.60', 'CASH 50.00']));
    for (const pid of childTesseracts()) process.kill(pid, 'SIGKILL');
    await assert.rejects(reading, /tesseract (exited|process has ended)/);
    await tesseract.closed;
    assert.equal(tesseract.hasEnded, true);
    await assert.rejects(tesseract.read(await page(['TOTAL 1.00'])), /ended/);
  });

  it('ends when closed, failing what it was reading', async () => {
    const tesseract = new TesseractProcess(ARGS, ENV);
    await tesseract.ready;
    const reading = tesseract.read(await page(['TOTAL 45.60']));
    tesseract.close();
    await assert.rejects(reading, /closed|ended/);
    await tesseract.closed;
  });
});
