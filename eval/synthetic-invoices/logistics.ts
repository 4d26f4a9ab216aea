/**
 * Invoices of freight forwarders, hauliers, couriers and logistics providers as an accounts-payable clerk receives
 * them, one layout per country: a German Speditionsrechnung (Sendungs-, Auftrags-, Lieferschein-Nr., Gewicht, LDM,
 * Dieselzuschlag and Maut, 19 % and 0 % under § 4 Nr. 3 UStG), a French facture de transport (lettre de voiture /
 * CMR, tonnage, indexation gazole, TVA 20 %, mentions légales), an Italian fattura trasporti (DDT / CMR, IVA 22 %
 * and non imponibile art. 9, scadenza Ri.Ba.), a Spanish factura de transporte (albarán / carta de porte, IVA 21 %,
 * vencimiento, domiciliación), a Dutch transport invoice (vrachtbrief, BTW 21 % or verlegd) and a British haulage
 * or courier invoice (consignments, pallets, fuel surcharge, VAT 20 % and zero-rated export, BACS details); every
 * document drawn from its own seed:
 *   npx tsx eval/synthetic-invoices/logistics.ts --out DIR [--per 3] [--seed 727] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl.
 */
import { deSpeditionInvoice } from './logistics-de.ts';
import { esTransporteInvoice } from './logistics-es.ts';
import { frTransportInvoice } from './logistics-fr.ts';
import { itTrasportiInvoice } from './logistics-it.ts';
import { nlTransportInvoice } from './logistics-nl.ts';
import { ukHaulageInvoice } from './logistics-uk.ts';
import type { Layout } from './logistics-common.ts';
import { runInvoiceGenerator } from './render-document.ts';

const LAYOUTS: Record<string, Layout> = {
  'de-spedition': deSpeditionInvoice,
  'fr-transport': frTransportInvoice,
  'it-trasporti': itTrasportiInvoice,
  'es-transporte': esTransporteInvoice,
  'nl-transport': nlTransportInvoice,
  'uk-haulage': ukHaulageInvoice,
};

await runInvoiceGenerator('logistics.ts', 727, LAYOUTS);
