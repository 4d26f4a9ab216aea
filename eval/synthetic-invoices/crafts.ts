/**
 * Invoices of craft and building trades — painters, electricians, plumbers and heating engineers, roofers,
 * carpenters and joiners, tilers, gardeners and landscapers, small building contractors — as homeowners, property
 * managers and main contractors receive them, one layout per country: a German Handwerkerrechnung (§ 35a EStG
 * labour costs, Skonto, Abschlag, § 13b UStG for subcontractors), a French facture d'artisan (TVA 10 % rénovation,
 * 5,5 % énergie or 20 %, fournitures / main d'œuvre, devis, chantier, acompte, autoliquidation, retenue de garantie),
 * a British builder's invoice (labour and materials, VAT 20 %, not VAT registered, the domestic reverse charge and
 * the CIS deduction), a Spanish factura de reformas (IVA 21 % / 10 % vivienda, inversión del sujeto pasivo), an
 * Italian fattura d'impresa edile (IVA 10 % / 22 %, reverse charge art. 17 c. 6 a-ter, the condominium's ritenuta
 * 4 %), and a Dutch factuur of an aannemer or installateur (BTW 21 % / 9 %, BTW verlegd, termijnen, G-rekening).
 * Numbered positions with units and multi-line descriptions, groups with group sums, travel rows, discounts,
 * deposits and job sites apart from the customer; each document drawn from its own seed:
 *   npx tsx eval/synthetic-invoices/crafts.ts --out DIR [--per 3] [--seed 1301] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl. The ground-truth conventions are in
 * crafts-common.ts.
 */
import { deHandwerkInvoice } from './crafts-de.ts';
import { esReformasInvoice } from './crafts-es.ts';
import { frArtisanInvoice } from './crafts-fr.ts';
import { itImpresaInvoice } from './crafts-it.ts';
import { nlAannemerInvoice } from './crafts-nl.ts';
import { ukBuilderInvoice } from './crafts-uk.ts';
import type { Layout } from './distribution-common.ts';
import { runInvoiceGenerator } from './render-document.ts';

const LAYOUTS: Record<string, Layout> = {
  'de-handwerk': deHandwerkInvoice,
  'fr-artisan': frArtisanInvoice,
  'uk-builder': ukBuilderInvoice,
  'es-reformas': esReformasInvoice,
  'it-impresa': itImpresaInvoice,
  'nl-aannemer': nlAannemerInvoice,
};

await runInvoiceGenerator('crafts.ts', 1301, LAYOUTS);
