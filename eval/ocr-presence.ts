/**
 * The labelled values present in the final layout's text (what GET /v1/documents/{id}/layout answers), spaces
 * ignored: the ceiling no field rule can beat. Per field, the share of labelled receipts whose value is in the
 * text; seconds per page; peak resident memory of this process (one extraction thread).
 *   tsx eval/ocr-presence.ts --dataset ../shared/datasets/wildreceipt-dev [--offset 0] [--limit 118] [--dump DIR]
 *                            [--half held_out|looked_at] (eval/ocr-halves.ts)
 * Dates and totals are looked for as printed (`raw`); a total also as its amount with two decimals.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { extract } from '../src/extraction/index.ts';
import { stopOcr } from '../src/extraction/sources/ocr.ts';
import type { LabelledReceipt } from '../train/ocr-split.ts';
import { halfOf } from './ocr-halves.ts';
import { compact, present, wanted } from './presence-rules.ts';

interface Labelled {
  id: string;
  file: string;
  fields: Record<string, string | number>;
  raw?: Record<string, string | string[]>;
}

const { values: args } = parseArgs({
  options: {
    dataset: { type: 'string', default: '../shared/datasets/wildreceipt-dev' },
    limit: { type: 'string', default: '1000' },
    offset: { type: 'string', default: '0' },
    dump: { type: 'string' },
    half: { type: 'string' },
  },
});

const fields = ['supplier_name', 'supplier_address', 'date', 'total_amount'] as const;
const rows = readFileSync(join(args.dataset, 'ground_truth.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Labelled)
  .filter((r) => !args.half || halfOf(r as LabelledReceipt) === args.half)
  .slice(Number(args.offset), Number(args.offset) + Number(args.limit));
if (args.dump) mkdirSync(args.dump, { recursive: true });

const hits = Object.fromEntries(fields.map((f) => [f, 0]));
const labelled = Object.fromEntries(fields.map((f) => [f, 0]));
const engines: Record<string, number> = {};
let pages = 0;
const started = Date.now();
for (const row of rows) {
  const { layout } = await extract(readFileSync(join(args.dataset, row.file)), 'receipt', { einvoice: false, ocrLangs: process.env.DOCPROC_OCR_LANGS ?? 'eng', maxPages: 5, renderPages: false });
  pages += layout.length;
  const lines = layout.flatMap((p) => p.lines.map((l) => l.text));
  for (const word of layout.flatMap((p) => p.words)) engines[word.engine ?? 'tesseract'] = (engines[word.engine ?? 'tesseract'] ?? 0) + 1;
  if (args.dump) writeFileSync(join(args.dump, `${row.id}.txt`), lines.join('\n'));
  const text = compact(lines.join('\n'));
  for (const field of fields) {
    const labels = wanted(row, field);
    if (!labels.length) continue;
    labelled[field]++;
    if (present(field, labels, text)) hits[field]++;
  }
}
const seconds = (Date.now() - started) / 1000;
await stopOcr();
// CPU seconds of this process and of the Tesseract processes it ran (reaped once they end): a figure the
// machine's other load does not inflate as it does wall time.
await new Promise((resolve) => setTimeout(resolve, 500));
const stat = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
const cpuSeconds = [11, 12, 13, 14].reduce((sum, i) => sum + Number(stat[i]), 0) / 100;

const share = (f: string) => (labelled[f] ? `${hits[f]}/${labelled[f]} = ${(hits[f] / labelled[f]).toFixed(3)}` : 'n/a');
console.log(
  JSON.stringify({
    dataset: args.dataset,
    receipts: rows.length,
    offset: Number(args.offset),
    present: Object.fromEntries(fields.map((f) => [f, share(f)])),
    words_by_engine: engines,
    s_per_page: Math.round((seconds / Math.max(1, pages)) * 100) / 100,
    cpu_s_per_page: Math.round((cpuSeconds / Math.max(1, pages)) * 100) / 100,
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
