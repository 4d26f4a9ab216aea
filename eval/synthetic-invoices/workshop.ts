/**
 * Invoices from trades that sell parts and labour or goods by weight and by the unit, as the small-business
 * software of such firms prints them — a French garage, a German car or heating/plumbing workshop, a Spanish
 * taller, an Italian officina, a Dutch food and drinks wholesaler and a British builders' merchant — one layout
 * per country, every document drawn from its own seed:
 *   npx tsx eval/synthetic-invoices/workshop.ts --out DIR [--per 3] [--seed 401] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import { runInvoiceGenerator } from './render-document.ts';
import type { Layout } from './workshop-common.ts';
import { deWerkstattInvoice } from './workshop-de-werkstatt.ts';
import { esTallerInvoice } from './workshop-es-taller.ts';
import { frGarageInvoice } from './workshop-fr-garage.ts';
import { itOfficinaInvoice } from './workshop-it-officina.ts';
import { nlGroothandelInvoice } from './workshop-nl-groothandel.ts';
import { ukMerchantInvoice } from './workshop-uk-merchant.ts';

const LAYOUTS: Record<string, Layout> = {
  'fr-garage': frGarageInvoice,
  'de-werkstatt': deWerkstattInvoice,
  'es-taller': esTallerInvoice,
  'it-officina': itOfficinaInvoice,
  'nl-groothandel': nlGroothandelInvoice,
  'uk-merchant': ukMerchantInvoice,
};

await runInvoiceGenerator('workshop.ts', 401, LAYOUTS);
