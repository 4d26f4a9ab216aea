/**
 * Held-out invoices in the manner of European small-business invoices (european-layouts.ts), one dataset
 * folder of PDFs with page images: `npx tsx eval/synthetic-invoices/european.ts --out DIR [--per 2] [--seed 31]`.
 * Every layout is rendered `per` times in each of its languages. Content, ground truth, page images and noise
 * follow generate.ts; every labelled field is printed, so the ground truth is content.ts's unchanged.
 * Seeded: the same arguments give the same documents. The output never goes in the repo.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { groundTruth, makeInvoice, seeded } from './content.ts';
import { EUROPEAN_LAYOUTS, LAYOUT_LANGS, renderEuropean } from './european-layouts.ts';
import { datasetFolders, documentSeed, launchChromium, renderDocument } from './render-document.ts';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    per: { type: 'string', default: '2' },
    seed: { type: 'string', default: '31' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
if (!args.out) throw new Error('--out DIR is required (outside the repo)');
const out = resolve(args.out);

// Content that runs past the page or under the absolutely placed footer would be cut or overprinted.
const FIT_CHECK = `(() => {
  const body = document.body;
  const isFooter = (el) => getComputedStyle(el).position === 'absolute' && /bottom:/.test(el.getAttribute('style') || '') && !/rotate/.test(el.getAttribute('style') || '');
  const flow = [...body.children].filter((el) => !isFooter(el));
  const footers = [...body.children].filter((el) => !flow.includes(el));
  const end = Math.max(0, ...flow.map((el) => el.getBoundingClientRect().bottom));
  const footTop = Math.min(body.clientHeight, ...footers.map((el) => el.getBoundingClientRect().top));
  return { fits: body.scrollHeight <= body.clientHeight + 1 && body.scrollWidth <= body.clientWidth + 1 && end <= footTop, end, footTop };
})()`;

const browser = await launchChromium(args.chromium);
try {
  await rm(out, { recursive: true, force: true });
  await datasetFolders(out);
  const rows: string[] = [];
  for (const layout of EUROPEAN_LAYOUTS) {
    for (const lang of LAYOUT_LANGS[layout]) {
      for (let n = 0; n < Number(args.per); n++) {
        const id = `${layout}-${lang}-${n}`;
        const random = seeded(documentSeed(`${args.seed}:${id}`));
        const invoice = makeInvoice(random, lang);
        const html = renderEuropean(layout, invoice, random);
        const { file, imageFile, dpi, noisy } = await renderDocument(browser, html, random, out, id, async (page) => {
          const fit = (await page.evaluate(FIT_CHECK)) as { fits: boolean; end: number; footTop: number };
          if (!fit.fits) console.warn(`${id}: content does not fit the page (flow ends at ${Math.round(fit.end)}px, footer at ${Math.round(fit.footTop)}px)`);
        });
        rows.push(JSON.stringify({ id, file, page_images: [imageFile], type: 'invoice', layout, language: lang, dpi, noisy, ...groundTruth(invoice) }));
      }
    }
  }
  await writeFile(join(out, 'ground_truth.jsonl'), `${rows.join('\n')}\n`);
  console.log(`${rows.length} documents in ${out}`);
} finally {
  await browser.close();
}
