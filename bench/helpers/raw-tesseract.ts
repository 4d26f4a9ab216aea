/**
 * Raw Tesseract's time on PNG pages, timed in a process of its own: a process started per page is a fork of
 * the process starting it, and a fork copies its page tables (≈ 25 ms per GB resident), so started from
 * bench/pipeline.ts, which holds every input, each page would pay for the bench's memory. Prints
 * `{ pages, ms }` as JSON (bench/pipeline.ts runs it).
 *
 * `npx tsx bench/helpers/raw-tesseract.ts defaults|as-set|kept-running LANES LANGS FILE...`
 * - defaults / as-set: the CLI started for each page (Tesseract's defaults, or the pipeline's parameters);
 * - kept-running: one CLI process per lane kept running, pages given to it decoded to gray at their own size
 *   (sources/tesseract-process.ts), with Tesseract's defaults.
 * LANES pages are read at once.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { GrayImage } from '../../src/extraction/sources/image.ts';
import { keptRunningTesseract, PIPELINE_PARAMETERS, recognize, stopOcr } from '../../src/extraction/sources/tesseract-engine.ts';
import { inLanes } from './measure.ts';

const [mode, lanesArgument, langs, ...files] = process.argv.slice(2);
const lanes = Math.max(1, Number(lanesArgument));

/** The milliseconds `work` takes on every item, `lanes` at once. */
async function timedInLanes<T>(items: T[], work: (item: T, lane: number) => Promise<void>): Promise<number> {
  const started = performance.now();
  await inLanes(items, lanes, work);
  return performance.now() - started;
}

/** The PNG's pixels in gray at its own size (image.ts `decodePng` caps the size as the pipeline does). */
async function grayOf(png: Uint8Array): Promise<GrayImage> {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height), width: info.width, height: info.height };
}

let ms: number;
if (mode === 'kept-running') {
  const pages: GrayImage[] = await Promise.all(files.map(async (file) => grayOf(await readFile(file))));
  const processes = Array.from({ length: lanes }, () => keptRunningTesseract(langs));
  if (processes.some((p) => p === null)) throw new Error('kept-running needs the tesseract CLI');
  await Promise.all(processes.map((p) => p!.ready));
  ms = await timedInLanes(pages, async (page, lane) => void (await processes[lane]!.read(page)));
  for (const p of processes) p!.close();
} else {
  const parameters = mode === 'as-set' ? PIPELINE_PARAMETERS : {};
  // A warm-up page: the model files into the page cache.
  await recognize(await readFile(files[0]), langs, parameters);
  ms = await timedInLanes(files, async (file) => void (await recognize(await readFile(file), langs, parameters)));
}
await stopOcr();
console.log(JSON.stringify({ pages: files.length, ms }));
