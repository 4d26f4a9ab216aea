/**
 * Business documents that are invoices without being product/service invoices made from a template — a hotel
 * folio, an energy bill, a marketplace seller's invoice, an export commercial invoice, a consultant's hourly
 * invoice, a rental invoice — one layout each, every document drawn from its own seed:
 *   npx tsx eval/synthetic-invoices/trade.ts --out DIR [--per 3] [--seed 97] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import { runInvoiceGenerator } from './render-document.ts';
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

await runInvoiceGenerator('trade.ts', 97, LAYOUTS);
