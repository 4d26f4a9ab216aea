/**
 * Clean business invoices from six continental European countries, each in a layout of its own:
 *   npx tsx eval/synthetic-invoices/continental.ts --out DIR [--per 3] [--seed 61] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { seeded, type Random } from './content.ts';
import type { Built } from './continental-common.ts';
import { germanInvoice } from './continental-de.ts';
import { spanishBill } from './continental-es.ts';
import { frenchInvoice } from './continental-fr.ts';
import { italianInvoice } from './continental-it.ts';
import { dutchInvoice } from './continental-nl.ts';
import { portugueseInvoice } from './continental-pt.ts';
import { datasetFolders, documentSeed, launchChromium, renderDocument } from './render-document.ts';

const LAYOUTS: Record<string, (random: Random) => Built> = {
  'it-fattura-erp': italianInvoice,
  'es-factura-suministro': spanishBill,
  'pt-fatura-erp': portugueseInvoice,
  'nl-factuur-webshop': dutchInvoice,
  'de-rechnung-handwerk': germanInvoice,
  'fr-facture-traitement': frenchInvoice,
};

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    per: { type: 'string', default: '3' },
    seed: { type: 'string', default: '61' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
if (!args.out) {
  console.error('usage: continental.ts --out DIR [--per 3] [--seed 61] [--chromium PATH]');
  process.exit(2);
}
const out = resolve(args.out);
const per = Number(args.per);
const seed = Number(args.seed);

const browser = await launchChromium(args.chromium as string);
await rm(out, { recursive: true, force: true });
await datasetFolders(out);
const rows: string[] = [];
let overflowing = 0;
try {
  for (const [layout, build] of Object.entries(LAYOUTS)) {
    for (let n = 0; n < per; n++) {
      const id = `${layout}-${n}`;
      const random = seeded(documentSeed(`${seed}:${id}`));
      const { html, language, fields, line_items } = build(random);
      const { file, imageFile, dpi, noisy } = await renderDocument(browser, html, random, out, id, async (page) => {
        const [scroll, client] = (await page.evaluate('[document.body.scrollHeight, document.body.clientHeight]')) as [number, number];
        if (scroll > client) {
          overflowing++;
          console.warn(`warning: ${id} overflows its page (${scroll} > ${client} px)`);
        }
      });
      rows.push(JSON.stringify({ id, file, page_images: [imageFile], type: 'invoice', layout, language, dpi, noisy, fields, line_items }));
    }
  }
} finally {
  await browser.close();
}
await writeFile(join(out, 'ground_truth.jsonl'), rows.join('\n') + '\n');
console.log(`${rows.length} invoices in ${out}${overflowing ? ` (${overflowing} overflowing)` : ''}`);
