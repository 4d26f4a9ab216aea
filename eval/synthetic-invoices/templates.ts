/**
 * One-page invoices as small businesses make them from popular office templates (word processor, spreadsheet,
 * online design tool) and export to PDF — one layout per country style:
 *   npx tsx eval/synthetic-invoices/templates.ts --out DIR [--per 3] [--seed 89] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import type { Random } from './content.ts';
import { runInvoiceGenerator, type BuiltInvoice } from './render-document.ts';
import { auTemplateInvoice } from './templates-au.ts';
import { caTemplateInvoice } from './templates-ca.ts';
import { germanTemplateInvoice } from './templates-de.ts';
import { ieTemplateInvoice } from './templates-ie.ts';
import { ukTemplateInvoice } from './templates-uk.ts';
import { usTemplateInvoice } from './templates-us.ts';

const LAYOUTS: Record<string, (random: Random, index: number) => BuiltInvoice> = {
  'us-word-service': usTemplateInvoice,
  'uk-classic-serif': ukTemplateInvoice,
  'ca-spreadsheet': caTemplateInvoice,
  'au-modern': auTemplateInvoice,
  'ie-banded': ieTemplateInvoice,
  'de-word-rechnung': germanTemplateInvoice,
};

await runInvoiceGenerator('templates.ts', 89, LAYOUTS);
