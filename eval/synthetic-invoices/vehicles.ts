/**
 * Invoices of vehicle dealers and garages selling cars, vans, motorbikes, tractors and machinery, new, as
 * demonstrators or used, as an accounts-payable clerk or a private buyer receives them, one layout per country: a
 * German Fahrzeugrechnung of an Autohaus (19 % USt, or Differenzbesteuerung § 25a UStG without VAT; FIN,
 * Erstzulassung, km-Stand, Inzahlungnahme, Anzahlung, Zulassungsgebühren as a durchlaufender Posten), a French facture
 * de vente de véhicule (VN at TVA 20 % or VO under the régime de la marge, art. 297 A du CGI; the certificat
 * d'immatriculation as débours, reprise, acompte), a British vehicle sales invoice (VAT qualifying at 20 % or the
 * second-hand margin scheme; registration, mileage, part-exchange, finance settlement, deposit, road fund licence and
 * first registration fee outside VAT), a Spanish factura de venta de vehículo (IVA 21 % or REBU; matrícula, bastidor,
 * impuesto de matriculación, vehículo entregado a cuenta), an Italian fattura vendita autoveicolo (IVA 22 % or regime
 * del margine art. 36 DL 41/95; telaio, targa, permuta, messa su strada, IPT as spese anticipate art. 15) and a Dutch
 * factuur autoverkoop (BTW 21 % with BPM, or the margeregeling; kenteken, chassisnummer, inruil, aanbetaling). Few
 * rows but large amounts, long identifiers beside the invoice number (VIN, plate, order, customer and salesperson
 * numbers), several dates, amounts outside the VAT and deductions after the total; each drawn from its own seed:
 *   npx tsx eval/synthetic-invoices/vehicles.ts --out DIR [--per 3] [--seed 1103] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl. The ground-truth conventions are in
 * vehicles-common.ts.
 */
import { deFahrzeugInvoice } from './vehicles-de.ts';
import { esVentaInvoice } from './vehicles-es.ts';
import { frVenteInvoice } from './vehicles-fr.ts';
import { itVenditaInvoice } from './vehicles-it.ts';
import { nlAutoInvoice } from './vehicles-nl.ts';
import { ukVehicleInvoice } from './vehicles-uk.ts';
import type { Layout } from './vehicles-common.ts';
import { runInvoiceGenerator } from './render-document.ts';

const LAYOUTS: Record<string, Layout> = {
  'de-fahrzeug': deFahrzeugInvoice,
  'fr-vente': frVenteInvoice,
  'uk-vehicle': ukVehicleInvoice,
  'es-venta': esVentaInvoice,
  'it-vendita': itVenditaInvoice,
  'nl-auto': nlAutoInvoice,
};

await runInvoiceGenerator('vehicles.ts', 1103, LAYOUTS);
