/**
 * Invoices for training courses, seminars, conferences, workshops, language schools and tuition as an
 * accounts-payable clerk receives them, one layout per country: a German Seminarrechnung (Teilnahmegebühr, 19 % or
 * exempt under § 4 Nr. 21 / 22 UStG, Tagungspauschale and Übernachtung at their own rates), a French facture de
 * formation (organisme de formation with its numéro de déclaration d'activité, TVA exonérée art. 261-4-4° a du CGI
 * or 20 %, repas at 10 %), a British conference or training invoice (delegate fees, VAT 20 % or exempt education),
 * a Spanish factura de formación (IVA exento art. 20.Uno.9º LIVA or 21 %), an Italian fattura corso di formazione
 * (esente art. 10 DPR 633/72 with the 2,00 € bollo, or IVA 22 %) and a Dutch factuur cursus / congres (BTW
 * vrijgesteld or 21 %, lunch at 9 %). Every document has dates besides its own (booking, early-bird deadline,
 * event start and end), a venue that is neither party, participants who are not the customer, discounts and on
 * some a deposit already paid; each drawn from its own seed:
 *   npx tsx eval/synthetic-invoices/events.ts --out DIR [--per 3] [--seed 1019] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import { deSeminarInvoice } from './events-de.ts';
import { esFormacionInvoice } from './events-es.ts';
import { frFormationInvoice } from './events-fr.ts';
import { itFormazioneInvoice } from './events-it.ts';
import { nlCursusInvoice } from './events-nl.ts';
import { ukTrainingInvoice } from './events-uk.ts';
import type { Layout } from './events-common.ts';
import { runInvoiceGenerator } from './render-document.ts';

const LAYOUTS: Record<string, Layout> = {
  'de-seminar': deSeminarInvoice,
  'fr-formation': frFormationInvoice,
  'uk-training': ukTrainingInvoice,
  'es-formacion': esFormacionInvoice,
  'it-formazione': itFormazioneInvoice,
  'nl-cursus': nlCursusInvoice,
};

await runInvoiceGenerator('events.ts', 1019, LAYOUTS);
