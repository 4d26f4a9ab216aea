/**
 * The OCR ceiling on a labelled receipt set: the share of receipts whose labelled value appears in the OCR
 * text (no field rule can beat it), word recall of the labels, seconds per receipt and peak memory.
 *   tsx eval/ocr-ceiling.ts --dataset ../shared/datasets/sroie-dev [--limit 30] [--offset 0] [--raw] [--dump DIR]
 * `--raw` runs Tesseract on the decoded image without preparation (baseline); the engine follows
 * DOCPROC_OCR_ENGINE / DOCPROC_OCR_LANGS like the service. `--dump DIR` writes each OCR text for inspection.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { decodeImagePages, encodePng } from '../src/extraction/sources/image.ts';
import { ocrImageFile } from '../src/extraction/sources/ocr.ts';
import { ocrEngine, recognize, stopOcr } from '../src/extraction/sources/tesseract-engine.ts';

interface Labelled {
  id: string;
  file: string;
  fields: Record<string, string | number>;
  raw?: Record<string, string>;
}

const { values: args } = parseArgs({
  options: {
    dataset: { type: 'string', default: '../shared/datasets/sroie-dev' },
    limit: { type: 'string', default: '1000' },
    offset: { type: 'string', default: '0' },
    raw: { type: 'boolean', default: false },
    dump: { type: 'string' },
  },
});

const langs = process.env.DOCPROC_OCR_LANGS ?? 'eng';
const spaces = (s: string) => s.toUpperCase().replace(/\s+/g, ' ').trim();
const alnum = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Strict: as a whole token (names and addresses across line breaks); relaxed: letters+digits / inside a token. */
function found(field: string, label: string, text: string): { strict: boolean; relaxed: boolean } {
  const flat = spaces(text);
  if (field === 'supplier_name' || field === 'supplier_address') {
    return { strict: flat.includes(spaces(label)), relaxed: alnum(text).includes(alnum(label)) };
  }
  return { strict: new RegExp(`(^|\\s)${escape(label)}(\\s|$)`).test(flat), relaxed: flat.includes(label) };
}

async function ocrText(bytes: Uint8Array): Promise<string> {
  if (!args.raw) {
    const { pages } = await ocrImageFile(bytes, { langs, maxPages: 5, pageImages: false });
    return pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
  }
  const [page] = await decodeImagePages(bytes, 5);
  const lines = await recognize(await encodePng(page), langs);
  return lines.map((l) => l.words.map((w) => w.text).join(' ')).join('\n');
}

const fields = ['supplier_name', 'supplier_address', 'date', 'total_amount'] as const;
const rows = readFileSync(join(args.dataset, 'ground_truth.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Labelled)
  .slice(Number(args.offset), Number(args.offset) + Number(args.limit));
if (args.dump) mkdirSync(args.dump, { recursive: true });

const strict = Object.fromEntries(fields.map((f) => [f, 0]));
const relaxed = Object.fromEntries(fields.map((f) => [f, 0]));
let labelWords = 0;
let recalled = 0;
const started = Date.now();
for (const row of rows) {
  const text = await ocrText(readFileSync(join(args.dataset, row.file)));
  if (args.dump) writeFileSync(join(args.dump, `${row.id}.txt`), text);
  const tokens = new Set(spaces(text).split(' '));
  for (const field of fields) {
    const label = field === 'date' ? row.raw?.date : field === 'total_amount' ? row.raw?.total : String(row.fields[field] ?? '');
    if (!label) continue;
    const hit = found(field, label, text);
    if (hit.strict) strict[field]++;
    if (hit.relaxed) relaxed[field]++;
    for (const word of spaces(label).split(' ')) {
      labelWords++;
      if (tokens.has(word)) recalled++;
    }
  }
}
const seconds = (Date.now() - started) / 1000;
await stopOcr();

const pct = (n: number) => Math.round((100 * n) / rows.length);
const mean = (counts: Record<string, number>) => fields.reduce((s, f) => s + counts[f], 0) / (fields.length * rows.length);
console.log(
  JSON.stringify({
    receipts: rows.length,
    engine: ocrEngine(langs),
    langs,
    prepared: !args.raw,
    s_per_receipt: Math.round((seconds / rows.length) * 100) / 100,
    word_recall: Math.round((recalled / labelWords) * 100) / 100,
    strict_CADT: fields.map((f) => pct(strict[f])).join('/'),
    strict_mean: Math.round(mean(strict) * 100) / 100,
    relaxed_CADT: fields.map((f) => pct(relaxed[f])).join('/'),
    relaxed_mean: Math.round(mean(relaxed) * 100) / 100,
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
