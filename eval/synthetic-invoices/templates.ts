/**
 * One-page invoices as small businesses make them from popular office templates (word processor, spreadsheet,
 * online design tool) and export to PDF — one layout per country style:
 *   npx tsx eval/synthetic-invoices/templates.ts --out DIR [--per 3] [--seed 89] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Random } from './content.ts';
import { overflowsPage, writeInvoiceDataset, type BuiltInvoice } from './render-document.ts';
import { auTemplateInvoice } from './templates-au.ts';
import { caTemplateInvoice } from './templates-ca.ts';
import { germanTemplateInvoice } from './templates-de.ts';
import { ieTemplateInvoice } from './templates-ie.ts';
import { ukTemplateInvoice } from './templates-uk.ts';
import { usTemplateInvoice } from './templates-us.ts';

const LAYOUTS: Record<string, (random: Random, index: number) => BuiltInvoice> = {
  'us-word-service': usTemplateInvoice,
  'uk-classic-serif': ukTemplateInvoice,
  'ca-spreadsheet': caTemplateInvoice,
  'au-modern': auTemplateInvoice,
  'ie-banded': ieTemplateInvoice,
  'de-word-rechnung': germanTemplateInvoice,
};

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    per: { type: 'string', default: '3' },
    seed: { type: 'string', default: '89' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
if (!args.out) {
  console.error('usage: templates.ts --out DIR [--per 3] [--seed 89] [--chromium PATH]');
  process.exit(2);
}
const out = resolve(args.out);
const per = Number(args.per);
const seed = Number(args.seed);

const started = Date.now();
const { documents, overflowing } = await writeInvoiceDataset({
  out,
  chromium: args.chromium as string,
  per,
  seed,
  layouts: LAYOUTS,
  overflows: overflowsPage,
});
console.log(`${documents} invoices in ${out}${overflowing ? ` (${overflowing} overflowing)` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
