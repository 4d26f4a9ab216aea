/**
 * Review dumps (eval/review-dump.ts) analysed again by the code as it is, from their kept pages — no OCR, so a
 * change to field rules is measured on hundreds of invoices in seconds:
 *   npx tsx eval/reanalyse-dumps.ts IN_DIR OUT_DIR [--only NAME_PART] [--keep-pages]
 * Same file names; each line's `result` replaced (the invoice calibration as DOCPROC_INVOICE_CALIBRATION says;
 * `off` for the rules' scores). `--keep-pages` keeps the pages, so that the output is a dump again (what
 * `npm run train:invoice -- --work DIR` reads from `DIR/dumps`). Pages read by older reading code stay as they were read.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { analysePages } from '../src/extraction/analyse.ts';

const { values: args, positionals } = parseArgs({ allowPositionals: true, options: { only: { type: 'string' }, 'keep-pages': { type: 'boolean', default: false } } });
const [input, output] = positionals;
if (!input || !output) throw new Error('usage: reanalyse-dumps.ts IN_DIR OUT_DIR [--only NAME_PART] [--keep-pages]');
await mkdir(output, { recursive: true });
for (const name of (await readdir(input)).filter((n) => n.endsWith('.jsonl') && (!args.only || n.includes(args.only)))) {
  const lines = (await readFile(join(input, name), 'utf8')).split('\n').filter((line) => line.trim());
  const analysed = lines.map((line) => {
    const dumped = JSON.parse(line);
    const result = analysePages(dumped.pages, 'invoice', dumped.result.source);
    return JSON.stringify(args['keep-pages'] ? { ...dumped, result } : { ...dumped, result, pages: undefined });
  });
  await writeFile(join(output, name), `${analysed.join('\n')}\n`);
}
process.exit(0);
