/**
 * Invoices' results and pages as read, kept for choosing the review rule offline:
 * `npx tsx eval/review-dump.ts --out FILE [--page-images] [--limit N] DIR…`. One JSON line per document:
 * dataset, id, labels, the result (XML off) and the pages `analysePages` was given.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { extract } from '../src/extraction/index.ts';
import { stopOcr } from '../src/extraction/sources/tesseract-engine.ts';
import { DEFAULT_OCR_LANGS } from '../src/extraction/sources/ocr-languages.ts';

// The rules' own scores: the invoice calibration is fitted on them (train/invoice_calibration.py).
process.env.DOCPROC_INVOICE_CALIBRATION = 'off';
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, 'page-images': { type: 'boolean', default: false }, limit: { type: 'string' } },
});
if (!args.out) throw new Error('--out FILE is required');
const lines: string[] = [];
for (const dir of positionals.map((d) => resolve(d))) {
  const rows = (await readFile(join(dir, 'ground_truth.jsonl'), 'utf8')).split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Record<string, unknown>);
  const usable = rows.filter((row) => (args['page-images'] ? (row.page_images as string[] | undefined)?.length === 1 : row.file) && row.type === 'invoice');
  for (const row of usable.slice(0, args.limit ? Number(args.limit) : undefined)) {
    const file = args['page-images'] ? (row.page_images as string[])[0] : (row.file as string);
    try {
      const bytes = new Uint8Array(await readFile(join(dir, file)));
      const output = await extract(bytes, 'invoice', { einvoice: false, ocrLangs: process.env.DOCPROC_OCR_LANGS ?? DEFAULT_OCR_LANGS, maxPages: 50, renderPages: false, keepAsRead: true });
      lines.push(JSON.stringify({ dataset: basename(dir), id: row.id, fields: row.fields, line_items: row.line_items, compare: row.compare, result: output.result, pages: output.asRead?.pages ?? output.layout }));
    } catch (error) {
      console.error(`${row.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.error(`${basename(dir)}: ${usable.length} documents`);
}
await writeFile(args.out, `${lines.join('\n')}\n`);
await stopOcr();
process.exit(0);
