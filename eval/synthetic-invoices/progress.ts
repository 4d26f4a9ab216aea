/**
 * Credit notes, corrective invoices and construction progress/final invoices as an accounts-payable clerk receives
 * them — a German Abschlags-/Schlussrechnung, a French situation de travaux, a UK application for payment, a German
 * Gutschrift/Rechnungskorrektur, a Spanish factura rectificativa or Italian nota di credito, an English credit
 * note — one layout each, every document drawn from its own seed:
 *   npx tsx eval/synthetic-invoices/progress.ts --out DIR [--per 3] [--seed 151] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import { runInvoiceGenerator } from './render-document.ts';
import type { Layout } from './progress-common.ts';
import { deAbschlag } from './progress-de-abschlag.ts';
import { deGutschrift } from './progress-de-gutschrift.ts';
import { enCreditNote } from './progress-en-credit-note.ts';
import { esItCredit } from './progress-es-it-credit.ts';
import { frSituation } from './progress-fr-situation.ts';
import { ukApplication } from './progress-uk-application.ts';

const LAYOUTS: Record<string, Layout> = {
  'de-abschlag': deAbschlag,
  'fr-situation': frSituation,
  'uk-application': ukApplication,
  'de-gutschrift': deGutschrift,
  'es-it-credit': esItCredit,
  'en-credit-note': enCreditNote,
};

await runInvoiceGenerator('progress.ts', 151, LAYOUTS);
