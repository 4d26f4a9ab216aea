/**
 * Synthetic invoices from companies and online services, in six layouts nobody tuned the extractor on:
 *   npx tsx eval/synthetic-invoices/services.ts --out DIR [--per 3] [--seed 59]
 * writes DIR/pdf, DIR/img and DIR/ground_truth.jsonl (fields as printed, see /work/shared/datasets/README.md).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeInvoiceDataset } from './render-document.ts';
import type { Random, ServiceDoc } from './services-common.ts';
import { gstInvoice } from './services-gst.ts';
import { telecomInvoice } from './services-telecom.ts';
import { cloudInvoice } from './services-cloud.ts';
import { tradeInvoice } from './services-trade.ts';
import { travelInvoice } from './services-travel.ts';
import { reverseInvoice } from './services-reverse.ts';

const LAYOUTS: Record<string, (random: Random) => ServiceDoc> = {
  'in-gst': gstInvoice,
  'fr-telecom': telecomInvoice,
  'cloud-usage': cloudInvoice,
  'uk-trade': tradeInvoice,
  'es-travel': travelInvoice,
  'nl-reverse': reverseInvoice,
};

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    per: { type: 'string', default: '3' },
    seed: { type: 'string', default: '59' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    only: { type: 'string' },
  },
});
if (!args.out) {
  console.error('usage: services.ts --out DIR [--per 3] [--seed 59] [--only layout,layout]');
  process.exit(2);
}
const out = resolve(args.out);
const per = Number(args.per);
const only = args.only?.split(',');

const { documents, overflowing } = await writeInvoiceDataset({
  out,
  chromium: args.chromium,
  per,
  seed: Number(args.seed),
  layouts: Object.fromEntries(Object.entries(LAYOUTS).filter(([layout]) => !only || only.includes(layout))),
  overflows: async (page, id) => {
    const [height, client, width, clientWidth] = await page.evaluate<number[]>(
      '[document.body.scrollHeight, document.body.clientHeight, document.body.scrollWidth, document.body.clientWidth]',
    );
    if (height > client || width > clientWidth) console.warn(`warning: ${id} overflows one A4 page (${width}x${height} > ${clientWidth}x${client})`);
    return height > client || width > clientWidth;
  },
});
console.log(`${documents} invoices in ${out}${overflowing ? `, ${overflowing} overflowing` : ''}`);
