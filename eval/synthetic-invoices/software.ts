/**
 * Invoices in the manner of invoicing software (software-layouts.ts), one dataset folder of PDFs with page
 * images: `npx tsx eval/synthetic-invoices/software.ts --out DIR [--per 4] [--seed 29] [--extra]`. Seeded like generate.ts;
 * the output never goes in the repo. `--extra` renders the held-out layouts of software-layouts-extra.ts instead.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { seeded, type Random } from './content.ts';
import { makeSoftwareInvoice, softwareGroundTruth, type Region, type SoftwareInvoice } from './software-content.ts';
import { EXTRA_LAYOUTS, EXTRA_REGION, renderExtra } from './software-layouts-extra.ts';
import { LAYOUT_REGION, SOFTWARE_LAYOUTS, renderSoftware, type Rendered } from './software-layouts.ts';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    per: { type: 'string', default: '4' },
    seed: { type: 'string', default: '29' },
    extra: { type: 'boolean', default: false },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
if (!args.out) throw new Error('--out DIR is required (outside the repo)');
const out = resolve(args.out);

interface LayoutSpec { layout: string; region: Region; render: (invoice: SoftwareInvoice, random: Random) => Rendered }
const specs: LayoutSpec[] = args.extra
  ? EXTRA_LAYOUTS.map((layout) => ({ layout, region: EXTRA_REGION[layout], render: (invoice, random) => renderExtra(layout, invoice, random) }))
  : SOFTWARE_LAYOUTS.map((layout) => ({ layout, region: LAYOUT_REGION[layout], render: (invoice, random) => renderSoftware(layout, invoice, random) }));

const browser = await chromium.launch({ executablePath: args.chromium, args: ['--no-sandbox', '--font-render-hinting=none'] });
try {
  await rm(out, { recursive: true, force: true });
  await mkdir(join(out, 'pdf'), { recursive: true });
  await mkdir(join(out, 'img'), { recursive: true });
  const rows: string[] = [];
  for (const { layout, region, render } of specs) {
    for (let n = 0; n < Number(args.per); n++) {
      const id = `${layout}-${n}`;
      const random = seeded(hash(`${args.seed}:${id}`));
      const invoice = makeSoftwareInvoice(random, region);
      const { html, printed } = render(invoice, random);
      const dpi = [150, 175, 200][Math.floor(random() * 3)];
      const noisy = random() < 0.35;
      const context = await browser.newContext({ deviceScaleFactor: dpi / 96, viewport: { width: 794, height: 1123 } });
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      await page.pdf({ path: join(out, 'pdf', `${id}.pdf`), format: 'A4', printBackground: true, preferCSSPageSize: true });
      const png = await page.screenshot({ fullPage: false, type: 'png' });
      await context.close();
      const image = noisy
        ? await sharp(png).flatten({ background: '#ffffff' }).blur(0.5 + random() * 0.4).jpeg({ quality: 55 + Math.floor(random() * 25) }).toBuffer()
        : await sharp(png).flatten({ background: '#ffffff' }).png().toBuffer();
      const imageFile = `img/${id}.${noisy ? 'jpg' : 'png'}`;
      await writeFile(join(out, imageFile), image);
      rows.push(JSON.stringify({ id, file: `pdf/${id}.pdf`, page_images: [imageFile], type: 'invoice', layout, dpi, noisy, ...softwareGroundTruth(invoice, printed) }));
    }
  }
  await writeFile(join(out, 'ground_truth.jsonl'), `${rows.join('\n')}\n`);
} finally {
  await browser.close();
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}
