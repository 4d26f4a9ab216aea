/**
 * Invoices as six popular European online invoicing / accounting tools print them, one layout per tool style:
 *   npx tsx eval/synthetic-invoices/saas.ts --out DIR [--per 3] [--seed 71] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Random } from './content.ts';
import type { Built } from './saas-common.ts';
import { germanSaasInvoice } from './saas-de.ts';
import { spanishSaasInvoice } from './saas-es.ts';
import { frenchSaasInvoice } from './saas-fr.ts';
import { italianSaasInvoice } from './saas-it.ts';
import { dutchSaasInvoice } from './saas-nl.ts';
import { portugueseSaasInvoice } from './saas-pt.ts';
import { writeInvoiceDataset } from './render-document.ts';

const LAYOUTS: Record<string, (random: Random, index: number) => Built> = {
  'de-billomat': germanSaasInvoice,
  'es-holded': spanishSaasInvoice,
  'it-fattureincloud': italianSaasInvoice,
  'nl-moneybird': dutchSaasInvoice,
  'fr-pennylane': frenchSaasInvoice,
  'pt-invoicexpress': portugueseSaasInvoice,
};

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    per: { type: 'string', default: '3' },
    seed: { type: 'string', default: '71' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
if (!args.out) {
  console.error('usage: saas.ts --out DIR [--per 3] [--seed 71] [--chromium PATH]');
  process.exit(2);
}
const out = resolve(args.out);
const per = Number(args.per);
const seed = Number(args.seed);

// Each printed line of an item description sits in a `.dl` span: more than one box means it wrapped on the page,
// and the ground truth (printed lines joined by "\n") would no longer match.
const CHECK = `[document.body.scrollHeight, document.body.clientHeight, document.body.scrollWidth, document.body.clientWidth, Array.from(document.querySelectorAll('.dl')).filter((e) => e.getClientRects().length > 1).length]`;

const { documents, overflowing } = await writeInvoiceDataset({
  out,
  chromium: args.chromium as string,
  per,
  seed,
  layouts: LAYOUTS,
  overflows: async (page, id) => {
    const [scroll, client, scrollWidth, clientWidth, wrapped] = (await page.evaluate(CHECK)) as number[];
    if (scrollWidth > clientWidth) console.warn(`warning: ${id} is wider than its page (${scrollWidth} > ${clientWidth} px)`);
    if (wrapped) console.warn(`warning: ${id} has ${wrapped} wrapped description line(s)`);
    if (scroll > client) console.warn(`warning: ${id} overflows its page (${scroll} > ${client} px)`);
    return scroll > client;
  },
});
console.log(`${documents} invoices in ${out}${overflowing ? ` (${overflowing} overflowing)` : ''}`);
