/**
 * Synthetic invoices for measuring extraction on layouts and languages the labelled sets lack:
 * `npx tsx eval/synthetic-invoices/generate.ts --out /work/synth-invoices [--per 3] [--seed 28]`.
 * Writes one dataset folder per split and language (`train-fr`, `holdout-de`, …) in the datasets'
 * ground_truth.jsonl format, each document as a PDF and as a page image (150–200 dpi, a third of them blurred
 * and JPEG-compressed), rendered by Chromium. Seeded: the same arguments give the same documents.
 * The output never goes in the repo.
 */
import { mkdir, writeFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { groundTruth, makeInvoice, seeded } from './content.ts';
import { FAMILIES, HELD_OUT, renderHtml } from './layouts.ts';
import type { Lang } from './languages.ts';

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

const browser = await chromium.launch({ executablePath: args.chromium, args: ['--no-sandbox', '--font-render-hinting=none'] });
try {
  await rm(out, { recursive: true, force: true });
  for (const lang of LANGS) {
    for (const split of ['train', 'holdout'] as const) {
      const dir = join(out, `${split}-${lang}`);
      await mkdir(join(dir, 'pdf'), { recursive: true });
      await mkdir(join(dir, 'img'), { recursive: true });
      const rows: string[] = [];
      const families = FAMILIES.filter((family) => HELD_OUT.includes(family) === (split === 'holdout'));
      for (const family of families) {
        for (let n = 0; n < per; n++) {
          const id = `${lang}-${family}-${n}`;
          const random = seeded(hash(`${seed}:${id}`));
          const invoice = makeInvoice(random, lang);
          const html = renderHtml(family, invoice, random);
          const dpi = [150, 175, 200][Math.floor(random() * 3)];
          const noisy = random() < 0.35;
          const context = await browser.newContext({ deviceScaleFactor: dpi / 96, viewport: { width: 794, height: 1123 } });
          const page = await context.newPage();
          await page.setContent(html, { waitUntil: 'load' });
          await page.pdf({ path: join(dir, 'pdf', `${id}.pdf`), format: 'A4', printBackground: true, preferCSSPageSize: true });
          const png = await page.screenshot({ fullPage: false, type: 'png' });
          await context.close();
          const image = noisy
            ? await sharp(png).flatten({ background: '#ffffff' }).blur(0.5 + random() * 0.4).jpeg({ quality: 55 + Math.floor(random() * 25) }).toBuffer()
            : await sharp(png).flatten({ background: '#ffffff' }).png().toBuffer();
          const imageFile = `img/${id}.${noisy ? 'jpg' : 'png'}`;
          await writeFile(join(dir, imageFile), image);
          rows.push(JSON.stringify({ id, file: `pdf/${id}.pdf`, page_images: [imageFile], type: 'invoice', layout: family, language: lang, dpi, noisy, ...groundTruth(invoice) }));
        }
      }
      await writeFile(join(dir, 'ground_truth.jsonl'), `${rows.join('\n')}\n`);
    }
  }
} finally {
  await browser.close();
}

/** FNV-1a: a document's seed from its name, so adding documents never changes the others. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}
