/**
 * Business documents that are invoices without being product/service invoices made from a template — a hotel
 * folio, an energy bill, a marketplace seller's invoice, an export commercial invoice, a consultant's hourly
 * invoice, a rental invoice — one layout each, every document drawn from its own seed:
 *   npx tsx eval/synthetic-invoices/trade.ts --out DIR [--per 3] [--seed 97] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { overflowsPage, writeInvoiceDataset } from './render-document.ts';
import type { Layout } from './trade-common.ts';
import { frEnergyBill } from './trade-energy.ts';
import { usExportCommercialInvoice } from './trade-export.ts';
import { ukHotelFolio } from './trade-hotel.ts';
import { deMarketplaceOrder } from './trade-marketplace.ts';
import { esRentalInvoice } from './trade-rental.ts';
import { nlHourlyTimesheet } from './trade-timesheet.ts';

const LAYOUTS: Record<string, Layout> = {
  'uk-hotel-folio': ukHotelFolio,
  'fr-energy-bill': frEnergyBill,
  'de-marketplace-order': deMarketplaceOrder,
  'us-export-commercial-invoice': usExportCommercialInvoice,
  'nl-hourly-timesheet': nlHourlyTimesheet,
  'es-rental-invoice': esRentalInvoice,
};

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    per: { type: 'string', default: '3' },
    seed: { type: 'string', default: '97' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
if (!args.out) {
  console.error('usage: trade.ts --out DIR [--per 3] [--seed 97] [--chromium PATH]');
  process.exit(2);
}
const out = resolve(args.out);
const per = Number(args.per);
const seed = Number(args.seed);

const started = Date.now();
const { documents, overflowing } = await writeInvoiceDataset({
  out,
  chromium: args.chromium as string,
  per,
  seed,
  layouts: LAYOUTS,
  overflows: overflowsPage,
});
console.log(`${documents} invoices in ${out}${overflowing ? ` (${overflowing} overflowing)` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
