/**
 * Synthetic invoices for measuring extraction on layouts and languages the labelled sets lack:
 * `npx tsx eval/synthetic-invoices/generate.ts --out /work/synth-invoices [--per 3] [--seed 28]`.
 * Writes one dataset folder per split and language (`train-fr`, `holdout-de`, …) in the datasets'
 * ground_truth.jsonl format, each document as a PDF and as a page image (150–200 dpi, a third of them blurred
 * and JPEG-compressed), rendered by Chromium. Seeded: the same arguments give the same documents.
 * The output never goes in the repo.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { groundTruth, makeInvoice, seeded } from './content.ts';
import { FAMILIES, HELD_OUT, renderHtml } from './layouts.ts';
import type { Lang } from './languages.ts';
import { datasetFolders, documentSeed, launchChromium, renderDocument } from './render-document.ts';

const LANGS: Lang[] = ['fr', 'de', 'en', 'es', 'it', 'nl', 'pt'];

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    per: { type: 'string', default: '3' },
    seed: { type: 'string', default: '28' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
if (!args.out) throw new Error('--out DIR is required (outside the repo)');
const out = resolve(args.out);
const per = Number(args.per);
const seed = Number(args.seed);

const browser = await launchChromium(args.chromium);
try {
  await rm(out, { recursive: true, force: true });
  for (const lang of LANGS) {
    for (const split of ['train', 'holdout'] as const) {
      const dir = join(out, `${split}-${lang}`);
      await datasetFolders(dir);
      const rows: string[] = [];
      const families = FAMILIES.filter((family) => HELD_OUT.includes(family) === (split === 'holdout'));
      for (const family of families) {
        for (let n = 0; n < per; n++) {
          const id = `${lang}-${family}-${n}`;
          const random = seeded(documentSeed(`${seed}:${id}`));
          const invoice = makeInvoice(random, lang);
          const html = renderHtml(family, invoice, random);
          const { file, imageFile, dpi, noisy } = await renderDocument(browser, html, random, dir, id);
          rows.push(JSON.stringify({ id, file, page_images: [imageFile], type: 'invoice', layout: family, language: lang, dpi, noisy, ...groundTruth(invoice) }));
        }
      }
      await writeFile(join(dir, 'ground_truth.jsonl'), `${rows.join('\n')}\n`);
    }
  }
} finally {
  await browser.close();
}
