/**
 * Synthetic invoices from companies and online services, in six layouts nobody tuned the extractor on:
 *   npx tsx eval/synthetic-invoices/services.ts --out DIR [--per 3] [--seed 59]
 * writes DIR/pdf, DIR/img and DIR/ground_truth.jsonl (fields as printed, see /work/shared/datasets/README.md).
 */
import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { seeded } from './content.ts';
import { datasetFolders, documentSeed, launchChromium, renderDocument } from './render-document.ts';
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

const browser = await launchChromium(args.chromium);
await rm(out, { recursive: true, force: true });
await datasetFolders(out);
const rows: string[] = [];
let warnings = 0;
try {
  for (const [layout, build] of Object.entries(LAYOUTS)) {
    if (only && !only.includes(layout)) continue;
    for (let n = 0; n < per; n++) {
      const id = `${layout}-${n}`;
      const random = seeded(documentSeed(`${args.seed}:${id}`));
      const doc = build(random);
      const { file, imageFile, dpi, noisy } = await renderDocument(browser, doc.html, random, out, id, async (page) => {
        const [height, client, width, clientWidth] = await page.evaluate<number[]>(
          '[document.body.scrollHeight, document.body.clientHeight, document.body.scrollWidth, document.body.clientWidth]',
        );
        if (height > client || width > clientWidth) {
          warnings++;
          console.warn(`warning: ${id} overflows one A4 page (${width}x${height} > ${clientWidth}x${client})`);
        }
      });
      rows.push(JSON.stringify({ id, file, page_images: [imageFile], type: 'invoice', layout, language: doc.language, dpi, noisy, fields: doc.fields, line_items: doc.line_items }));
    }
  }
  await writeFile(join(out, 'ground_truth.jsonl'), rows.join('\n') + '\n');
} finally {
  await browser.close();
}
console.log(`${rows.length} invoices in ${out}${warnings ? `, ${warnings} overflowing` : ''}`);
