/**
 * Invoices of wholesale distributors and suppliers to businesses — the dense item tables accounts-payable clerks
 * receive every day — one layout per country: a German drinks or office-supplies wholesaler (Pfand, 7 % / 19 %,
 * Skonto), a French electrical or office-supplies distributor (éco-participation DEEE, TVA 20 % / 5,5 %), an
 * Italian fattura differita by DDT (sconti "10+5", IVA 22 / 10 / 4 %, scadenze), a Spanish wholesaler (albaranes,
 * recargo de equivalencia, vencimientos), a Dutch or Belgian catering and cleaning wholesaler (9 % or 6 %,
 * gestructureerde mededeling) and a British catering supplier (VAT codes S / Z / E, BACS); every document drawn
 * from its own seed:
 *   npx tsx eval/synthetic-invoices/distribution.ts --out DIR [--per 3] [--seed 509] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import { deGrosshandelInvoice } from './distribution-de.ts';
import { esMayoristaInvoice } from './distribution-es.ts';
import { frDistributeurInvoice } from './distribution-fr.ts';
import { itIngrossoInvoice } from './distribution-it.ts';
import { nlBeGroothandelInvoice } from './distribution-nl-be.ts';
import { ukTradeSupplierInvoice } from './distribution-uk.ts';
import type { Layout } from './distribution-common.ts';
import { runInvoiceGenerator } from './render-document.ts';

const LAYOUTS: Record<string, Layout> = {
  'de-grosshandel': deGrosshandelInvoice,
  'fr-distributeur': frDistributeurInvoice,
  'it-ingrosso': itIngrossoInvoice,
  'es-mayorista': esMayoristaInvoice,
  'nl-be-groothandel': nlBeGroothandelInvoice,
  'uk-trade-supplier': ukTradeSupplierInvoice,
};

await runInvoiceGenerator('distribution.ts', 509, LAYOUTS);
