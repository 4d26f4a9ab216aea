/**
 * Invoices from medical, dental, therapy and care practices — a German doctor's Privatliquidation nach GOÄ, a
 * French practitioner's note d'honoraires, an Italian studio's fattura sanitaria, a Spanish dental clinic's
 * factura, a Dutch physiotherapy practice's nota and a British private clinic's or vets' invoice — one layout per
 * country, every document drawn from its own seed:
 *   npx tsx eval/synthetic-invoices/care.ts --out DIR [--per 3] [--seed 433] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import type { Layout } from './care-common.ts';
import { dePrivatliquidation } from './care-de-privatliquidation.ts';
import { esClinicaDental } from './care-es-clinica-dental.ts';
import { frNoteHonoraires } from './care-fr-note-honoraires.ts';
import { itFatturaSanitaria } from './care-it-fattura-sanitaria.ts';
import { nlFysiotherapie } from './care-nl-fysiotherapie.ts';
import { ukPrivateClinic } from './care-uk-private-clinic.ts';
import { runInvoiceGenerator } from './render-document.ts';

const LAYOUTS: Record<string, Layout> = {
  'de-privatliquidation': dePrivatliquidation,
  'fr-note-honoraires': frNoteHonoraires,
  'it-fattura-sanitaria': itFatturaSanitaria,
  'es-clinica-dental': esClinicaDental,
  'nl-fysiotherapie': nlFysiotherapie,
  'uk-private-clinic': ukPrivateClinic,
};

await runInvoiceGenerator('care.ts', 433, LAYOUTS);
