/**
 * Invoices in the manner of invoicing software (software-layouts.ts), one dataset folder of PDFs with page
 * images: `npx tsx eval/synthetic-invoices/software.ts --out DIR [--per 4] [--seed 29] [--extra]`. Seeded like generate.ts;
 * the output never goes in the repo. `--extra` renders the held-out layouts of software-layouts-extra.ts instead.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { seeded, type Random } from './content.ts';
import { makeSoftwareInvoice, softwareGroundTruth, type Region, type SoftwareInvoice } from './software-content.ts';
import { EXTRA_LAYOUTS, EXTRA_REGION, renderExtra } from './software-layouts-extra.ts';
import { LAYOUT_REGION, SOFTWARE_LAYOUTS, renderSoftware, type Rendered } from './software-layouts.ts';
import { datasetFolders, documentSeed, launchChromium, renderDocument } from './render-document.ts';

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

const browser = await launchChromium(args.chromium);
try {
  await rm(out, { recursive: true, force: true });
  await datasetFolders(out);
  const rows: string[] = [];
  for (const { layout, region, render } of specs) {
    for (let n = 0; n < Number(args.per); n++) {
      const id = `${layout}-${n}`;
      const random = seeded(documentSeed(`${args.seed}:${id}`));
      const invoice = makeSoftwareInvoice(random, region);
      const { html, printed } = render(invoice, random);
      const { file, imageFile, dpi, noisy } = await renderDocument(browser, html, random, out, id);
      rows.push(JSON.stringify({ id, file, page_images: [imageFile], type: 'invoice', layout, dpi, noisy, ...softwareGroundTruth(invoice, printed) }));
    }
  }
  await writeFile(join(out, 'ground_truth.jsonl'), `${rows.join('\n')}\n`);
} finally {
  await browser.close();
}
