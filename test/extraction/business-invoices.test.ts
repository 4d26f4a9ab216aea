/**
 * Invoices of ERP systems and online services laid out by someone who never read the extractor
 * (eval/synthetic-invoices/erp.ts, services.ts): tax breakdowns of two rates, an item row that names the tax, a
 * Swiss VAT number, order references printed as values, a telecom bill's holder and
 * its direct debit, a paid invoice's nothing-due, a GST invoice's repeated total, a UK tax point.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makePdf } from '../helpers/make-pdf.ts';
import { extract } from '../../src/extraction/index.ts';
import type { Result } from '../../src/extraction/types.ts';

type Text = [x: number, y: number, text: string, size?: number];

async function read(texts: Text[]): Promise<Result> {
  const pdf = makePdf([{ texts: texts.map(([x, y, text, size]) => ({ x, y, text, size: size ?? 9 })) }]);
  return (await extract(new Uint8Array(pdf), 'invoice', { einvoice: false, ocrLangs: 'eng', maxPages: 5, renderPages: false })).result;
}

test('`Summe Umsatzsteuer` is the tax under a breakdown of two rates', async () => {
  const result = await read([
    [50, 800, 'Eichinger Gastro-Service GmbH', 14], [400, 780, 'Rechnung 97087795'],
    [300, 600, 'Summe netto'], [500, 600, '979,34'],
    [300, 585, 'USt-Satz'], [380, 585, 'Nettobetrag'], [440, 585, 'USt-Betrag'], [500, 585, 'Brutto'],
    [300, 572, '1 = 19,00 %'], [380, 572, '65,70'], [440, 572, '12,48'], [500, 572, '78,18'],
    [300, 559, '2 = 7,00 %'], [380, 559, '913,64'], [440, 559, '63,95'], [500, 559, '977,59'],
    [300, 544, 'Summe Umsatzsteuer'], [500, 544, '76,43'],
    [300, 530, 'Rechnungsbetrag EUR'], [500, 530, '1.055,77'],
  ]);
  assert.equal(result.fields.subtotal.value, 979.34);
  assert.equal(result.fields.total_tax.value, 76.43);
  assert.equal(result.fields.total_amount.value, 1055.77);
});

test('two `TVA` rows add up to the tax; an item named `… de la TVA` is no tax line; `Total hors TVA`', async () => {
  const result = await read([
    [50, 800, 'Établissements Delmas SAS', 14], [50, 760, 'Facture FAC/2025/00358', 14],
    [50, 700, 'Désignation'], [300, 700, 'Qté'], [360, 700, 'PU HT'], [420, 700, 'TVA'], [480, 700, 'Montant HT'],
    [50, 685, 'Classeur A4 dos 8 cm, bleu'], [300, 685, '28 pce'], [360, 685, '3,92'], [420, 685, '20 %'], [480, 685, '109,76 €'],
    [50, 672, 'Ouvrage « Guide pratique de la TVA »'], [300, 672, '5 pce'], [360, 672, '58,00'], [420, 672, '5,5 %'], [480, 672, '290,00 €'],
    [320, 640, 'Total hors TVA'], [480, 640, '399,76 €'],
    [320, 627, 'TVA 20 %'], [480, 627, '21,95 €'], [320, 614, 'TVA 5,5 %'], [480, 614, '15,95 €'],
    [320, 601, 'Total TTC'], [480, 601, '437,66 €'],
  ]);
  assert.equal(result.fields.subtotal.value, 399.76);
  assert.equal(result.fields.total_tax.value, 37.9);
  assert.equal(result.fields.total_amount.value, 437.66);
});

test('a Swiss VAT number as the register writes it; `Total TVA incluse` is the total', async () => {
  const result = await read([
    [50, 800, 'Rochat Chauffage Sanitaire SA', 14], [50, 760, 'N° TVA'], [120, 760, 'CHE-360.217.384 TVA'],
    [320, 640, 'Total hors TVA'], [480, 640, '398.14'], [320, 627, 'TVA 8.1 % sur 398.14'], [480, 627, '32.25'],
    [320, 614, 'Total TVA incluse CHF'], [480, 614, '430.39'],
  ]);
  assert.equal(result.fields.supplier_tax_id.value, 'CHE-360.217.384');
  assert.equal(result.fields.subtotal.value, 398.14);
  assert.equal(result.fields.total_tax.value, 32.25);
  assert.equal(result.fields.total_amount.value, 430.39);
});

test('an order reference printed `PO8555616` is the value; the invoice number is never the PO', async () => {
  const glued = await read([
    [50, 800, 'Atelier Morel SARL', 14], [50, 760, 'N° facture'], [150, 760, 'Votre commande'], [50, 748, 'F240635'], [150, 748, 'PO8555616'],
  ]);
  assert.equal(glued.fields.po_number.value, 'PO8555616');
  const sentence = await read([
    [50, 800, 'Atelier Morel SARL', 14], [50, 760, 'Facture FAC/2025/00358', 14],
    [50, 600, "Merci d'indiquer la référence FAC/2025/00358 dans le libellé de votre virement."],
  ]);
  assert.equal(sentence.fields.invoice_number.value, 'FAC/2025/00358');
  assert.equal(sentence.fields.po_number.value, null);
});

test('a telecom bill: `Titulaire` names the customer, `Montant prélevé` what is due after a credit', async () => {
  const result = await read([
    [50, 800, 'lumen box.', 18], [400, 800, 'Votre facture', 14], [50, 770, 'Titulaire : Margaux Martin'],
    [320, 640, 'Total HT'], [480, 640, '10,21 €'], [320, 627, 'TVA 20 %'], [480, 627, '2,04 €'], [320, 614, 'Total TTC'], [480, 614, '12,25 €'],
    [50, 590, 'Avoir déduit : -2,00 €'], [50, 577, 'Montant prélevé le 12/06/2024 : 10,25 €'],
    [50, 60, 'Lumen Box SA au capital de 1 000 000 € — RCS Paris 920 635 581', 6],
  ]);
  assert.equal(result.fields.customer_name.value, 'Margaux Martin');
  assert.equal(result.fields.amount_due.value, 10.25);
});

test('nothing due on a paid invoice; a GST invoice’s `Total` row over its grand total; `Order ID`; `Tax point`', async () => {
  const paid = await read([
    [50, 800, 'Corrib Compute Ireland Ltd', 14], [400, 800, 'Invoice INV-2024-5512', 12],
    [320, 640, 'Subtotal'], [480, 640, '€178.16'], [320, 627, 'VAT (0%) — reverse charge'], [480, 627, '€0.00'],
    [320, 614, 'Total (EUR)'], [480, 614, '€178.16'], [320, 601, 'Amount due'], [480, 601, '€0.00'],
    [50, 580, 'Paid in full — charged to Visa ending 1299 on 02.07.2024. Thank you.'],
  ]);
  assert.equal(paid.fields.amount_due.value, 0);
  const gst = await read([
    [50, 800, 'Tax Invoice', 14], [50, 770, 'SOLD BY'], [50, 758, 'Kalpataru Home Essentials Pvt Ltd'],
    [50, 730, 'Order ID'], [200, 730, 'Invoice Number'], [50, 718, '272-2290076-0390055'], [200, 718, 'RQ2P3513845427'],
    [50, 650, 'Total'], [300, 650, '26126.94'], [380, 650, '6873.06'], [480, 650, '33000.00'],
    [300, 630, 'Grand Total: ₹33,000.00'], [50, 610, 'Total Tax (IGST): ₹6,873.06'],
  ]);
  assert.equal(gst.fields.po_number.value, '272-2290076-0390055');
  assert.equal(gst.fields.total_amount.value, 33000);
  assert.equal(gst.fields.total_tax.value, 6873.06);
  assert.equal(gst.fields.subtotal.value, 26126.94);
  const uk = await read([
    [50, 800, 'Severn Electrical Limited', 14], [400, 780, 'Invoice No: 2024/213'], [400, 767, 'Date: 23/06/2024'], [400, 754, 'Tax point: 19/06/2024'],
  ]);
  assert.equal(uk.fields.date.value, '2024-06-23');
});
