/**
 * Invoices in the manner of German, Austrian, Swiss, French and Belgian business software (the kind that
 * carries Factur-X / ZUGFeRD XML in real life; only the visible page is rendered here), with their ground truth.
 *
 *   npx tsx eval/synthetic-invoices/erp.ts --out DIR [--per 2] [--seed 53] [--chromium /usr/bin/chromium]
 */
import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { seeded } from './content.ts';
import { buildInvoice, erpGroundTruth } from './erp-content.ts';
import { chInvoice } from './erp-layout-ch.ts';
import { atForm, deClassic, deModern } from './erp-layouts-de.ts';
import { beInvoice, frInvoice } from './erp-layouts-fr.ts';
import type { ErpLayout } from './erp-parts.ts';
import { datasetFolders, documentSeed, launchChromium, renderDocument } from './render-document.ts';

export const ERP_LAYOUTS: readonly ErpLayout[] = [deClassic, deModern, atForm, frInvoice, chInvoice, beInvoice];

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    per: { type: 'string', default: '2' },
    seed: { type: 'string', default: '53' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
if (!args.out) {
  console.error('usage: erp.ts --out DIR [--per 2] [--seed 53] [--chromium PATH]');
  process.exit(2);
}
const out = resolve(args.out);
const per = Number(args.per);
const seed = Number(args.seed);

const browser = await launchChromium(args.chromium!);
try {
  await rm(out, { recursive: true, force: true });
  await datasetFolders(out);
  const rows: string[] = [];
  for (const layout of ERP_LAYOUTS) {
    for (const lang of layout.langs) {
      for (let n = 0; n < per; n++) {
        const id = `${layout.name}-${lang}-${n}`;
        const random = seeded(documentSeed(`${seed}:${id}`));
        const invoice = buildInvoice(random, layout.spec(lang));
        const { html, lineRates } = layout.render(invoice, random);
        const { file, imageFile, dpi, noisy } = await renderDocument(browser, html, random, out, id, async (page) => {
          const size = await page.evaluate<{ scroll: number; client: number; scrollW: number; clientW: number }>(
            '({ scroll: document.body.scrollHeight, client: document.body.clientHeight, scrollW: document.body.scrollWidth, clientW: document.body.clientWidth })');
          if (size.scroll > size.client || size.scrollW > size.clientW) {
            console.warn(`warning: ${id} does not fit on one page (${size.scrollW}×${size.scroll} > ${size.clientW}×${size.client})`);
          }
        });
        const { fields, line_items } = erpGroundTruth(invoice, lineRates);
        rows.push(JSON.stringify({ id, file, page_images: [imageFile], type: 'invoice', layout: layout.name, language: lang, dpi, noisy, fields, line_items }));
      }
    }
  }
  await writeFile(join(out, 'ground_truth.jsonl'), `${rows.join('\n')}\n`);
  console.log(`${rows.length} invoices written to ${out}`);
} finally {
  await browser.close();
}
