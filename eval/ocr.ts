/**
 * OCR alone, on receipts no model was trained on (train/ocr-split.ts: SROIE's `test` shops; all of wildreceipt-dev,
 * which has no line boxes and is never trained on), for each OCR model given:
 *   npm run eval:ocr [-- --models eng,lat_receipt] [--datasets ../shared/datasets] [--only sroie-dev] [--limit 20]
 *                    [--offset 0] [--fold test|train|all] [--half held_out|looked_at] [--no-lines] [--no-pages]
 *                    [--dump DIR] [--json FILE]
 * (`--fold`: which SROIE shops; `--half`: which half of wildreceipt-dev's shops, eval/ocr-halves.ts; `--dump DIR`: each receipt's layout text as DIR/<model>/<id>.txt.)
 * - lines: character error rate of the `ocr_boxes/` line crops (read as one line each, `--psm 7`) against their
 *   transcriptions, as labelled (SROIE's are all capitals) and ignoring case; lines read exactly;
 * - words (wildreceipt-dev, whose labels have no boxes): each labelled value (name, address, item descriptions,
 *   dates, amounts as printed; spaces removed, as labelled) against its best match in the page's text, spaces
 *   removed (approximate substring match): the edits that match needs, over the label's characters;
 * - pages: the share of labelled values found in the text the service reads (extract(), the layout's lines),
 *   verbatim and ignoring spaces, beside raw Tesseract (the decoded page read at once, `--psm 6`, same model),
 *   printed as one table per dataset (the layout's text is what GET /v1/documents/{id}/layout answers: the
 *   ceiling no field rule can beat); the layout's words by the engine that read them; ms per page of both in the
 *   same run; peak memory of this process (a worker extracting one receipt at a time) and of the Tesseract
 *   process it kept running.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { extract } from '../src/extraction/index.ts';
import { decodeImagePages, encodePng } from '../src/extraction/sources/image.ts';
import { DEFAULT_OCR_LANGS, RECEIPT_MODEL } from '../src/extraction/sources/ocr-languages.ts';
import { keptRunningTesseract, ocrEngine, ocrProcessPeakMb, parseTsv, recognize, stopOcr, type RawLine } from '../src/extraction/sources/tesseract-engine.ts';
import type { GrayImage } from '../src/extraction/sources/image.ts';
import type { RequestedType } from '../src/extraction/types.ts';
import { peakRssMb, resetPeakRss } from '../bench/helpers/measure.ts';
import { cropLines, readLineBoxes } from '../train/line-crops.ts';
import { foldOf, readReceipts, type LabelledReceipt } from '../train/ocr-split.ts';
import { ErrorRate, found, printedValues, substringDistance } from './ocr-metrics.ts';
import { halfOf } from './ocr-halves.ts';
import { levenshtein } from './score.ts';

const { values: args } = parseArgs({
  options: {
    datasets: { type: 'string', default: '../shared/datasets' },
    only: { type: 'string' },
    models: { type: 'string', default: `${DEFAULT_OCR_LANGS},${RECEIPT_MODEL}` },
    limit: { type: 'string', default: '100000' },
    offset: { type: 'string', default: '0' },
    fold: { type: 'string', default: 'test' },
    half: { type: 'string' },
    dump: { type: 'string' },
    'no-lines': { type: 'boolean', default: false },
    'no-pages': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});

const DATASETS = (args.only ?? 'sroie-dev,sroie-extra-labels,wildreceipt-dev').split(',');
const limit = Number(args.limit);
const text = (lines: RawLine[]) => lines.map((l) => l.words.map((w) => w.text).join(' ')).join('\n');
const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The receipts of `name` measured: of SROIE, those of the `--fold` shops (by default never trained on); in file order. */
function heldOut(name: string): LabelledReceipt[] {
  const receipts = readReceipts(join(args.datasets, name));
  const kept = name.startsWith('sroie')
    ? receipts.filter((r) => args.fold === 'all' || foldOf(r) === args.fold)
    : receipts.filter((r) => !args.half || halfOf(r) === args.half);
  const offset = Number(args.offset);
  return kept.slice(offset, offset + limit);
}

const hasLineBoxes = (name: string) => name.startsWith('sroie');

/** A line read on its own (`--psm 7`) by `langs`'s engine. */
function lineReader(langs: string): { read(line: GrayImage): Promise<string>; close(): void } {
  const tesseract = keptRunningTesseract(langs, { tessedit_pageseg_mode: '7' });
  return {
    read: async (line) => text(tesseract ? parseTsv(`header\n${(await tesseract.read(line)).join('\n')}`) : await recognize(await encodePng(line), langs)),
    close: () => tesseract?.close(),
  };
}

async function lineErrors(name: string, langs: string) {
  const dataset = join(args.datasets, name);
  const reader = lineReader(langs);
  const rate = new ErrorRate();
  try {
    for (const receipt of heldOut(name)) {
      for (const crop of await cropLines(join(dataset, receipt.file), readLineBoxes(dataset, receipt.id))) {
        const read = (await reader.read(crop)).trim();
        rate.add(levenshtein(read, crop.text), levenshtein(read.toUpperCase(), crop.text.toUpperCase()), [...crop.text].length);
      }
    }
  } finally {
    reader.close();
  }
  return rate.summary();
}

class PageTally {
  readonly found = new Map<string, { labelled: number; exact: number; spaceless: number }>();
  readonly words = new ErrorRate();
  readonly engines = new Map<string, number>();
  ms = 0;

  add(receipt: LabelledReceipt, pageText: string, ms: number, engines: string[] = []): void {
    this.ms += ms;
    for (const engine of engines) this.engines.set(engine, (this.engines.get(engine) ?? 0) + 1);
    const tight = pageText.normalize('NFKC').replace(/\s+/g, '');
    for (const [field, labels] of printedValues(receipt)) {
      const tally = this.found.get(field) ?? { labelled: 0, exact: 0, spaceless: 0 };
      this.found.set(field, tally);
      const hit = found(labels, pageText);
      tally.labelled++;
      if (hit.exact) tally.exact++;
      if (hit.spaceless) tally.spaceless++;
    }
    const words = [...printedValues(receipt).values()].map((labels) => labels[0]);
    words.push(...(receipt.line_items ?? []).map((item) => item.description ?? '').filter(Boolean));
    for (const word of words.map((w) => w.normalize('NFKC').replace(/\s+/g, '')).filter(Boolean)) {
      this.words.add(substringDistance(word, tight), substringDistance(word.toUpperCase(), tight.toUpperCase()), [...word].length);
    }
  }

  summary(pages: number) {
    const share = (n: number, of: number) => round(n / Math.max(1, of), 2);
    return {
      ms_per_page: Math.round(this.ms / Math.max(1, pages)),
      found_exact: Object.fromEntries([...this.found].map(([f, t]) => [f, share(t.exact, t.labelled)])),
      found_ignoring_spaces: Object.fromEntries([...this.found].map(([f, t]) => [f, share(t.spaceless, t.labelled)])),
      word_cer: this.words.summary(),
      ...(this.engines.size ? { words_by_engine: Object.fromEntries(this.engines) } : {}),
    };
  }
}

/** The values-found table of one dataset: per field, the layout's text beside raw Tesseract's, exact and spaces ignored. */
function foundTable(title: string, service: PageTally, direct: PageTally, pages: number): string {
  const cell = (tally: PageTally, field: string, kind: 'exact' | 'spaceless') => {
    const t = tally.found.get(field);
    return t ? `${t[kind]}/${t.labelled} = ${(t[kind] / Math.max(1, t.labelled)).toFixed(3)}` : '–';
  };
  const rows = [...service.found.keys()].map((field) => `| ${field} | ${cell(service, field, 'exact')} | ${cell(service, field, 'spaceless')} | ${cell(direct, field, 'exact')} | ${cell(direct, field, 'spaceless')} |`);
  const ms = (tally: PageTally) => Math.round(tally.ms / Math.max(1, pages));
  return [
    `\n${title}: labelled values found in the text`,
    '| field | layout, exact | layout, spaces ignored | raw Tesseract, exact | raw Tesseract, spaces ignored |',
    '|---|---|---|---|---|',
    ...rows,
    `ms per page: layout ${ms(service)}, raw Tesseract ${ms(direct)} (× ${(service.ms / Math.max(1, direct.ms)).toFixed(2)})`,
  ].join('\n');
}

async function pageFigures(name: string, langs: string) {
  const dataset = join(args.datasets, name);
  // Ended by itself after 20 s without a page (tesseract-process.ts), which a slow extraction can take.
  let raw = keptRunningTesseract(langs);
  const rawProcess = () => (raw?.hasEnded ? (raw = keptRunningTesseract(langs)) : raw);
  const service = new PageTally();
  const direct = new PageTally();
  const receipts = heldOut(name);
  resetPeakRss();
  try {
    for (const receipt of receipts) {
      const bytes = new Uint8Array(readFileSync(join(dataset, receipt.file)));
      let started = performance.now();
      const pages: GrayImage[] = await decodeImagePages(bytes, 5);
      const rawLines: RawLine[] = [];
      for (const page of pages) {
        const tesseract = rawProcess();
        rawLines.push(...(tesseract ? parseTsv(`header\n${(await tesseract.read(page)).join('\n')}`) : await recognize(await encodePng(page), langs)));
      }
      direct.add(receipt, text(rawLines), performance.now() - started);
      started = performance.now();
      const { layout } = await extract(bytes, receipt.type as RequestedType, { einvoice: false, ocrLangs: langs, maxPages: 5, renderPages: false });
      const layoutText = layout.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
      service.add(receipt, layoutText, performance.now() - started, layout.flatMap((p) => p.words.map((w) => w.engine ?? 'tesseract')));
      if (args.dump) writeFileSync(join(args.dump, langs, `${receipt.id}.txt`), layoutText);
    }
  } finally {
    raw?.close();
  }
  console.log(foundTable(`${name} (${langs}, ${receipts.length} receipts)`, service, direct, receipts.length));
  return {
    receipts: receipts.length,
    service: service.summary(receipts.length),
    raw_tesseract: direct.summary(receipts.length),
    peak_mb: { worker: peakRssMb(), its_tesseract: ocrProcessPeakMb() },
  };
}

const report: Record<string, Record<string, unknown>> = {};
for (const langs of args.models.split(',')) {
  report[langs] = { engine: ocrEngine(langs) };
  if (args.dump) mkdirSync(join(args.dump, langs), { recursive: true });
  for (const name of DATASETS) {
    const figures: Record<string, unknown> = { held_out_receipts: heldOut(name).length };
    if (!args['no-lines'] && hasLineBoxes(name)) figures.lines = await lineErrors(name, langs);
    if (!args['no-pages']) figures.pages = await pageFigures(name, langs);
    report[langs][name] = figures;
    console.log(JSON.stringify({ model: langs, dataset: name, ...figures }));
  }
  await stopOcr();
}
if (args.json) writeFileSync(args.json, JSON.stringify(report, null, 2));
