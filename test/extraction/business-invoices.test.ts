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

test('an address window beside a key-value block: the company over its contact, a legal form on its own line', async () => {
  const result = await read([
    [300, 800, 'Bürowelt Andreas Lindemann e.K.', 14],
    [60, 745, 'Bürowelt Andreas Lindemann e.K. · Industriestraße 110 · 33602 Bielefeld', 6], [360, 745, 'Rechnungsnummer'], [470, 745, 'RE-2024-00209'],
    [360, 733, 'Rechnungsdatum'], [470, 733, '28.11.2024'],
    [60, 728, 'Rauscher Logistik KG', 10], [360, 720, 'Kundennummer'], [470, 720, 'KD-48084'],
    [60, 715, 'Frau Sabine Zöllner', 10], [360, 708, 'Lieferschein'], [470, 708, '86043892'],
    [60, 702, 'Im Technologiepark 114', 10], [360, 696, 'Ihre Bestellung'], [470, 696, 'B480051'],
    [60, 689, '04109 Leipzig', 10],
  ]);
  assert.equal(result.fields.customer_name.value, 'Rauscher Logistik KG');
  const wrapped = await read([
    [90, 800, 'Werkraum Sanitär & Heizung', 16], [480, 802, 'Hauptstraße 35'], [480, 792, '84034 Landshut'], [40, 790, 'WS', 14],
    [90, 782, 'UG (haftungsbeschränkt)', 12], [480, 782, '+49 401 449462-0'], [400, 700, 'Rechnung Nr. R25-01024', 14],
  ]);
  assert.equal(wrapped.fields.supplier_name.value, 'Werkraum Sanitär & Heizung UG (haftungsbeschränkt)');
});

test('a VAT id in the customer’s address block is not the supplier’s', async () => {
  const result = await read([
    [50, 800, 'Établissements Delmas SAS', 14], [50, 785, '15 rue Pasteur'], [50, 773, '21000 Dijon'],
    [330, 760, 'Bertin Immobilier SARL', 10], [330, 748, '112 avenue Jean Jaurès', 10], [330, 736, '35000 Rennes', 10], [330, 724, 'N° TVA : FR64543060305', 10],
    [50, 690, 'Facture FAC/2025/00358', 14],
    [50, 60, 'SIRET 701 352 817 00046 – N° TVA intracommunautaire : FR 35 701352817', 6],
  ]);
  assert.equal(result.fields.customer_name.value, 'Bertin Immobilier SARL');
  assert.equal(result.fields.supplier_tax_id.value, 'FR35701352817');
});

test('items: a usage cell right-aligned into the description column; a tax-exempt sum row under the items', async () => {
  const cloud = await read([
    [50, 800, 'Kumulus Hosting GmbH', 14], [400, 800, 'Invoice INV-2024-1', 12],
    [50, 700, 'Service'], [290, 700, 'Usage'], [380, 700, 'Unit price'], [480, 700, 'Amount'],
    [50, 685, 'Serverless Functions - Requests'], [245, 685, '86.19 M requests'], [380, 685, '€0.2000'], [480, 685, '€17.24'],
    [50, 672, 'Load Balancer'], [262, 672, '679 LB-hrs'], [380, 672, '€0.0225'], [480, 672, '€15.28'],
    [380, 640, 'Subtotal'], [480, 640, '€32.52'], [380, 627, 'Total (EUR)'], [480, 627, '€32.52'],
  ]);
  assert.deepEqual(cloud.line_items.map((i) => [i.description, i.amount]), [['Serverless Functions - Requests', 17.24], ['Load Balancer', 15.28]]);
  const travel = await read([
    [50, 800, 'Brújula Travel, S.L.U.', 14], [400, 800, 'FACTURA', 14],
    [50, 700, 'Concepto'], [330, 700, 'Cant.'], [380, 700, 'Precio'], [430, 700, 'IVA'], [480, 700, 'Importe'],
    [50, 685, 'Billete MAD-LHR-MAD'], [330, 685, '1'], [380, 685, '127,00'], [430, 685, '0 %'], [480, 685, '127,00'],
    [50, 672, 'Cargo por servicio de agencia'], [330, 672, '1'], [380, 672, '35,00'], [430, 672, '21 %'], [480, 672, '35,00'],
    [290, 645, 'Importe exento / no sujeto a IVA'], [480, 645, '127,00 €'],
    [290, 632, 'Base imponible (IVA 21 %)'], [480, 632, '35,00 €'], [290, 619, 'Cuota IVA 21 %'], [480, 619, '7,35 €'],
    [290, 606, 'TOTAL FACTURA'], [480, 606, '169,35 €'],
  ]);
  assert.deepEqual(travel.line_items.map((i) => [i.description, i.amount]), [['Billete MAD-LHR-MAD', 127], ['Cargo por servicio de agencia', 35]]);
});

test('a return address wrapped over two small lines above the window', async () => {
  const result = await read([
    [50, 800, 'Informática Ferreira Unipessoal Lda.', 16], [50, 784, 'Avenida dos Aliados 78'], [50, 772, '3000-150 Coimbra'],
    [50, 720, 'Informática Ferreira Unipessoal Lda. · Avenida dos Aliados 78 ·', 6], [50, 713, '3000-150 Coimbra', 6],
    [350, 716, 'Fatura n.º: F725497'],
    [50, 700, 'Santos Eletricidade Lda.', 10], [350, 700, 'Data da fatura: 07/01/2025'],
    [50, 688, 'Avenida dos Aliados 86', 10], [50, 676, '3800-200 Aveiro', 10],
  ]);
  assert.equal(result.fields.customer_name.value, 'Santos Eletricidade Lda.');
});

test('an Indian GST invoice: lakh grouping, `GSTIN/UIN`, CGST and SGST summed, a round-off line, a SAC column', async () => {
  const result = await read([
    [50, 800, 'Sahyadri Consulting Pvt. Ltd.', 14], [300, 810, 'Invoice No.'], [300, 798, 'INV/2024-25/49'],
    [50, 770, 'GSTIN/UIN: 29WGJCC3452P1Z4'],
    [50, 720, 'Sl No.'], [90, 720, 'Description of Services'], [260, 720, 'SAC'], [310, 720, 'Quantity'], [380, 720, 'Rate'], [480, 720, 'Amount'],
    [50, 705, '1'], [90, 705, 'Content writing'], [260, 705, '998391'], [310, 705, '1 Nos'], [380, 705, '3,26,263.25'], [480, 705, '3,26,263.25'],
    [50, 692, '2'], [90, 692, 'Digital marketing retainer'], [260, 692, '998361'], [310, 692, '2 Month'], [380, 692, '90,500.00'], [480, 692, '1,81,000.00'],
    [300, 670, 'Output CGST @ 9%'], [480, 670, '45,653.69'], [300, 657, 'Output SGST @ 9%'], [480, 657, '45,653.69'],
    [300, 644, 'Round Off'], [480, 644, '0.37'], [300, 631, 'Total'], [480, 631, '₹ 5,98,571.00'],
  ]);
  assert.equal(result.fields.supplier_tax_id.value, '29WGJCC3452P1Z4');
  assert.equal(result.fields.total_amount.value, 598571);
  assert.equal(result.fields.total_tax.value, 91307.38);
  assert.deepEqual(result.line_items.map((i) => [i.description, i.amount]), [['Content writing', 326263.25], ['Digital marketing retainer', 181000]]);
});

test('Canadian and New Zealand tax numbers; a contact under the customer; a rate is no tax amount', async () => {
  const canada = await read([
    [50, 800, 'OE Consulting Corp.', 14], [400, 800, 'Invoice # F53-4370'],
    [50, 760, 'Groupe Mercier Inc.', 10], [50, 748, 'Attn: Étienne Lavoie', 10], [50, 736, '1782 rue Saint-Denis, bureau 440', 10], [50, 724, 'Québec (Québec) G2K 7H6', 10],
    [300, 640, 'GST (5 %)'], [300, 630, 'No. 619384537 RT0001', 7],
    [300, 60, 'GST No. 619384537 RT0001'], [450, 60, 'Thank you for your business.'],
  ]);
  assert.equal(canada.fields.customer_name.value, 'Groupe Mercier Inc.');
  assert.equal(canada.fields.supplier_tax_id.value, '619384537RT0001');
  assert.notEqual(canada.fields.total_tax.value, 5);
  const singapore = await read([
    [50, 800, 'Merlion Systems Integration Pte Ltd', 14], [50, 760, 'BILL TO'], [50, 748, 'Sunbeam F&B Holdings Pte Ltd'], [50, 736, '1 Kaki Bukit View, #04-12'],
    [50, 724, 'Singapore 415941'], [50, 712, 'Attn: Ms Nurul Huda'], [350, 760, 'Invoice No : AJ/24/3446'],
  ]);
  assert.equal(singapore.fields.customer_name.value, 'Sunbeam F&B Holdings Pte Ltd');
  const zealand = await read([
    [50, 800, 'TAX INVOICE', 16], [250, 770, 'Invoice Number'], [250, 760, 'INV-3080'], [250, 740, 'GST No.'], [250, 730, '494-375-929'],
    [420, 770, 'Tasman Bay Digital Ltd'],
  ]);
  // As its register writes it: an IRD number keeps its three groups.
  assert.equal(zealand.fields.supplier_tax_id.value, '494-375-929');
});

test('a logo word over the name it starts; Spanish `Fecha de cargo`; a Portuguese document code before its number', async () => {
  const spanish = await read([
    [85, 810, 'Red', 18], [400, 810, 'Factura de fibra y móvil', 12], [85, 795, 'Red Meseta Comunicaciones, S.A.', 10],
    [50, 740, 'Nº de factura'], [180, 740, 'TF24-224285264'], [50, 727, 'Fecha de emisión'], [180, 727, '09.11.2024'],
    [50, 714, 'Fecha de cargo'], [180, 714, '16.11.2024'],
  ]);
  assert.equal(spanish.fields.supplier_name.value, 'Red Meseta Comunicaciones, S.A.');
  assert.equal(spanish.fields.due_date.value, '2024-11-16');
  const portuguese = await read([[50, 800, 'Adega Silva, Unipessoal Lda.', 14], [400, 800, 'Fatura', 14], [400, 785, 'N.º FT S2025/469']]);
  assert.equal(portuguese.fields.invoice_number.value, 'FT S2025/469');
});
