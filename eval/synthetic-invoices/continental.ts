/**
 * Clean business invoices from six continental European countries, each in a layout of its own:
 *   npx tsx eval/synthetic-invoices/continental.ts --out DIR [--per 3] [--seed 61] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Random } from './content.ts';
import type { Built } from './continental-common.ts';
import { germanInvoice } from './continental-de.ts';
import { spanishBill } from './continental-es.ts';
import { frenchInvoice } from './continental-fr.ts';
import { italianInvoice } from './continental-it.ts';
import { dutchInvoice } from './continental-nl.ts';
import { portugueseInvoice } from './continental-pt.ts';
import { writeInvoiceDataset } from './render-document.ts';

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

const { documents, overflowing } = await writeInvoiceDataset({
  out,
  chromium: args.chromium as string,
  per,
  seed,
  layouts: LAYOUTS,
  overflows: async (page, id) => {
    const [scroll, client] = (await page.evaluate('[document.body.scrollHeight, document.body.clientHeight]')) as [number, number];
    if (scroll > client) console.warn(`warning: ${id} overflows its page (${scroll} > ${client} px)`);
    return scroll > client;
  },
});
console.log(`${documents} invoices in ${out}${overflowing ? ` (${overflowing} overflowing)` : ''}`);
