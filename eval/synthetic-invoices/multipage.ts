/**
 * Long, multi-page invoices as real businesses print them — a German craftsman, a French office-supplies dealer,
 * an Italian food wholesaler, a Spanish IT reseller, a Dutch garden wholesaler and a British / Irish freight
 * forwarder — 2 or 3 pages each, the item table running on across pages:
 *   npx tsx eval/synthetic-invoices/multipage.ts --out DIR [--per 3] [--seed 83] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf (text PDF), DIR/scan/<id>.pdf (image-only PDF of the same pages) and DIR/ground_truth.jsonl.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { seeded, type Random } from './content.ts';
import type { Built } from './multipage-common.ts';
import { germanCraftInvoice } from './multipage-de.ts';
import { englishFreightInvoice } from './multipage-en.ts';
import { spanishHardwareInvoice } from './multipage-es.ts';
import { frenchOfficeInvoice } from './multipage-fr.ts';
import { italianFoodInvoice } from './multipage-it.ts';
import { dutchGardenInvoice } from './multipage-nl.ts';
import { renderMultipage } from './multipage-render.ts';
import { documentSeed, launchChromium } from './render-document.ts';

export const LAYOUTS: Record<string, (random: Random, index: number) => Built> = {
  'de-handwerk': germanCraftInvoice,
  'fr-bureau': frenchOfficeInvoice,
  'it-ingrosso': italianFoodInvoice,
  'es-informatica': spanishHardwareInvoice,
  'nl-groothandel': dutchGardenInvoice,
  'en-freight': englishFreightInvoice,
};

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    per: { type: 'string', default: '3' },
    seed: { type: 'string', default: '83' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
if (!args.out) {
  console.error('usage: multipage.ts --out DIR [--per 3] [--seed 83] [--chromium PATH]');
  process.exit(2);
}
const out = resolve(args.out);
const per = Number(args.per);
const seed = Number(args.seed);

const started = Date.now();
await rm(out, { recursive: true, force: true });
await mkdir(join(out, 'pdf'), { recursive: true });
await mkdir(join(out, 'scan'), { recursive: true });
const browser = await launchChromium(args.chromium as string);
const rows: string[] = [];
let pages = 0;
let flawed = 0;
try {
  for (const [layout, build] of Object.entries(LAYOUTS)) {
    for (let n = 0; n < per; n++) {
      const id = `${layout}-${n}`;
      const random = seeded(documentSeed(`${seed}:${id}`));
      const built = build(random, n);
      const rendered = await renderMultipage(browser, built, random, out, id);
      if (rendered.pages !== built.pages.length) rendered.problems.push(`${rendered.pages} page images for ${built.pages.length} pages`);
      for (const problem of rendered.problems) console.warn(`warning: ${id}: ${problem}`);
      if (rendered.problems.length) flawed++;
      if (process.env.MULTIPAGE_DEBUG) console.log(`${id}: ${built.line_items.length} items, ${built.pages.length} pages, free mm per page ${rendered.free.join(' / ')}`);
      pages += built.pages.length;
      rows.push(JSON.stringify({
        id, file: `pdf/${id}.pdf`, page_images: [`scan/${id}.pdf`], type: 'invoice', layout, language: built.language,
        pages: built.pages.length, dpi: rendered.dpi, noisy: rendered.noisy, fields: built.fields, line_items: built.line_items,
      }));
    }
  }
} finally {
  await browser.close();
}
await writeFile(join(out, 'ground_truth.jsonl'), rows.join('\n') + '\n');
console.log(`${rows.length} invoices (${pages} pages) in ${out} in ${((Date.now() - started) / 1000).toFixed(0)} s${flawed ? ` (${flawed} with layout warnings)` : ''}`);
