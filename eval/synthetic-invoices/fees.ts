/**
 * Professional fee invoices from European freelancers and professions, where the amount to pay differs from the
 * invoice total (withholding tax, deposit or provision deducted) or where no VAT is charged (small-business or
 * flat-rate regimes, reverse charge) — one layout per country, every document drawn from its own seed:
 *   npx tsx eval/synthetic-invoices/fees.ts --out DIR [--per 3] [--seed 131] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import { runInvoiceGenerator } from './render-document.ts';
import type { Layout } from './fees-common.ts';
import { deHonorar } from './fees-de-honorar.ts';
import { esProfesional } from './fees-es-profesional.ts';
import { frHonoraires } from './fees-fr-honoraires.ts';
import { itParcella } from './fees-it-parcella.ts';
import { nlZzp } from './fees-nl-zzp.ts';
import { ptFaturaRecibo } from './fees-pt-fatura-recibo.ts';

const LAYOUTS: Record<string, Layout> = {
  'it-parcella': itParcella,
  'es-profesional': esProfesional,
  'pt-fatura-recibo': ptFaturaRecibo,
  'fr-honoraires': frHonoraires,
  'de-honorar': deHonorar,
  'nl-zzp': nlZzp,
};

await runInvoiceGenerator('fees.ts', 131, LAYOUTS);
