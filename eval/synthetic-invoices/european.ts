/**
 * Held-out invoices in the manner of European small-business invoices (european-layouts.ts), one dataset
 * folder of PDFs with page images: `npx tsx eval/synthetic-invoices/european.ts --out DIR [--per 2] [--seed 31]`.
 * Every layout is rendered `per` times in each of its languages. Content, ground truth, page images and noise
 * follow generate.ts; every labelled field is printed, so the ground truth is content.ts's unchanged.
 * Seeded: the same arguments give the same documents. The output never goes in the repo.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { groundTruth, makeInvoice, seeded } from './content.ts';
import { EUROPEAN_LAYOUTS, LAYOUT_LANGS, renderEuropean } from './european-layouts.ts';

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

const browser = await chromium.launch({ executablePath: args.chromium, args: ['--no-sandbox', '--font-render-hinting=none'] });
try {
  await rm(out, { recursive: true, force: true });
  await mkdir(join(out, 'pdf'), { recursive: true });
  await mkdir(join(out, 'img'), { recursive: true });
  const rows: string[] = [];
  for (const layout of EUROPEAN_LAYOUTS) {
    for (const lang of LAYOUT_LANGS[layout]) {
      for (let n = 0; n < Number(args.per); n++) {
        const id = `${layout}-${lang}-${n}`;
        const random = seeded(hash(`${args.seed}:${id}`));
        const invoice = makeInvoice(random, lang);
        const html = renderEuropean(layout, invoice, random);
        const dpi = [150, 175, 200][Math.floor(random() * 3)];
        const noisy = random() < 0.35;
        const context = await browser.newContext({ deviceScaleFactor: dpi / 96, viewport: { width: 794, height: 1123 } });
        const page = await context.newPage();
        await page.setContent(html, { waitUntil: 'load' });
        const fit = (await page.evaluate(FIT_CHECK)) as { fits: boolean; end: number; footTop: number };
        if (!fit.fits) console.warn(`${id}: content does not fit the page (flow ends at ${Math.round(fit.end)}px, footer at ${Math.round(fit.footTop)}px)`);
        await page.pdf({ path: join(out, 'pdf', `${id}.pdf`), format: 'A4', printBackground: true, preferCSSPageSize: true });
        const png = await page.screenshot({ fullPage: false, type: 'png' });
        await context.close();
        const image = noisy
          ? await sharp(png).flatten({ background: '#ffffff' }).blur(0.5 + random() * 0.4).jpeg({ quality: 55 + Math.floor(random() * 25) }).toBuffer()
          : await sharp(png).flatten({ background: '#ffffff' }).png().toBuffer();
        const imageFile = `img/${id}.${noisy ? 'jpg' : 'png'}`;
        await writeFile(join(out, imageFile), image);
        rows.push(JSON.stringify({ id, file: `pdf/${id}.pdf`, page_images: [imageFile], type: 'invoice', layout, language: lang, dpi, noisy, ...groundTruth(invoice) }));
      }
    }
  }
  await writeFile(join(out, 'ground_truth.jsonl'), `${rows.join('\n')}\n`);
  console.log(`${rows.length} documents in ${out}`);
} finally {
  await browser.close();
}

/** FNV-1a, as generate.ts: a document's seed from its name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}
