/**
 * Invoices from English-speaking countries other than the US and UK — Canada, Australia, Singapore, New Zealand,
 * South Africa, India — each in its own layout, rendered to PDF and page image with their ground truth:
 *   npx tsx eval/synthetic-invoices/anglo.ts --out DIR [--per 3] [--seed 67]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Random } from './content.ts';
import { writeInvoiceDataset } from './render-document.ts';
import type { Layout } from './anglo-kit.ts';
import { canada } from './anglo-ca.ts';
import { australia } from './anglo-au.ts';
import { singapore } from './anglo-sg.ts';
import { newZealand } from './anglo-nz.ts';
import { southAfrica } from './anglo-za.ts';
import { india } from './anglo-in.ts';

const LAYOUTS: Record<string, Layout> = {
  'anglo-ca': canada,
  'anglo-au': australia,
  'anglo-sg': singapore,
  'anglo-nz': newZealand,
  'anglo-za': southAfrica,
  'anglo-in': india,
};

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    per: { type: 'string', default: '3' },
    seed: { type: 'string', default: '67' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
if (!args.out) {
  console.error('usage: npx tsx eval/synthetic-invoices/anglo.ts --out DIR [--per 3] [--seed 67]');
  process.exit(2);
}
const out = resolve(args.out);
const per = Number(args.per);
const seed = Number(args.seed);

const { documents } = await writeInvoiceDataset({
  out,
  chromium: args.chromium,
  per,
  seed,
  layouts: Object.fromEntries(Object.entries(LAYOUTS).map(([name, build]) => [name, (random: Random) => ({ ...build(random), language: 'en' })])),
  overflows: async (page, id) => {
    const [height, room, width, roomWide] = (await page.evaluate(
      '[document.body.scrollHeight, document.body.clientHeight, document.body.scrollWidth, document.body.clientWidth]',
    )) as number[];
    if (height > room || width > roomWide) console.warn(`warning: ${id} overflows its page (${width}x${height} > ${roomWide}x${room})`);
    return height > room || width > roomWide;
  },
});
console.log(`${documents} invoices written to ${out}`);
