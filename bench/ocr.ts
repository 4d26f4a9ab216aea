/**
 * OCR speed: ms per page of `ocrImage` end to end (decode, orientation, deskew, upscale, rule removal,
 * recognition, boxes) against raw Tesseract on the same decoded images, in the same run.
 * Pages: the first receipts of ../shared/datasets/sroie-dev when present, else rendered receipt-like pages.
 *   tsx bench/ocr.ts            (or through bench/run.ts, which calls run())
 * BENCH_OCR_PAGES (10) pages, each read BENCH_OCR_ROUNDS (1) times by both.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeImagePages, encodePng } from '../src/extraction/sources/image.ts';
import { ocrImage } from '../src/extraction/sources/ocr.ts';
import { ocrEngine, recognize, stopOcr } from '../src/extraction/sources/tesseract-engine.ts';
import { textPng } from '../test/helpers/text-image.ts';

const PAGES = Number(process.env.BENCH_OCR_PAGES ?? 10);
const ROUNDS = Number(process.env.BENCH_OCR_ROUNDS ?? 1);
const RECEIPTS = fileURLToPath(new URL('../../shared/datasets/sroie-dev/images', import.meta.url));

function renderedReceipt(seed: number): Uint8Array {
  const lines = Array.from({ length: 40 }, (_, i) => `ITEM ${seed}-${i} QTY ${1 + (i % 4)} ${(3.5 * (i + seed)).toFixed(2)}`);
  return textPng({ width: 900, height: 1800, lines, font: '26px monospace', x: 60, y: 60, lineGap: 42 });
}

function benchPages(): Uint8Array[] {
  if (existsSync(RECEIPTS)) {
    return readdirSync(RECEIPTS)
      .sort()
      .slice(0, PAGES)
      .map((f) => readFileSync(join(RECEIPTS, f)));
  }
  return Array.from({ length: PAGES }, (_, i) => renderedReceipt(i));
}

export async function run(): Promise<void> {
  const langs = process.env.DOCPROC_OCR_LANGS ?? 'eng';
  // Same pixels for both: decoded and capped once, as PNG (what a rendered PDF page is).
  const pngs = await Promise.all(benchPages().map(async (bytes) => encodePng((await decodeImagePages(bytes, 1))[0])));
  await recognize(pngs[0], langs);

  // Side by side, page by page, the order alternating: on a shared machine the load drifts within a run,
  // and two separate loops would charge the drift to whichever ran second.
  let raw = 0;
  let full = 0;
  const timed = async (read: () => Promise<unknown>) => {
    const started = performance.now();
    await read();
    return performance.now() - started;
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, png] of pngs.entries()) {
      const readRaw = () => recognize(png, langs);
      const readFull = () => ocrImage(png, i + 1, { langs });
      if ((i + round) % 2 === 0) {
        raw += await timed(readRaw);
        full += await timed(readFull);
      } else {
        full += await timed(readFull);
        raw += await timed(readRaw);
      }
    }
  }
  await stopOcr();
  const perPage = (ms: number) => Math.round(ms / (pngs.length * ROUNDS));
  console.log(
    JSON.stringify({
      bench: 'ocr',
      engine: ocrEngine(langs),
      pages: pngs.length,
      rounds: ROUNDS,
      raw_tesseract_ms_per_page: perPage(raw),
      ocr_image_ms_per_page: perPage(full),
      overhead: Math.round((full / raw) * 100) / 100,
      peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
