/**
 * Invoices in French, German, Spanish, Italian and Dutch as real text-layer PDFs: labels, number formats and the
 * parties' roles read from general conventions (no dataset file behind them).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makePdf } from '../helpers/make-pdf.ts';
import { extract } from '../../src/extraction/index.ts';
import type { Result } from '../../src/extraction/types.ts';

type Text = [x: number, y: number, text: string, bold?: boolean];

async function read(texts: Text[]): Promise<Result> {
  const pdf = makePdf([{ texts: texts.map(([x, y, text, bold]) => ({ x, y, text, bold, size: bold ? 12 : 9 })) }]);
  const output = await extract(new Uint8Array(pdf), 'invoice', { einvoice: false, ocrLangs: 'eng', maxPages: 5, renderPages: false });
  return output.result;
}

function values(result: Result, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, result.fields[name].value]));
}

const items = (result: Result) => result.line_items.map((i) => [i.description, i.quantity, i.unit_price, i.amount]);

const FR: Text[] = [
  [50, 800, "ACME CONSEIL SARL", true],
  [50, 785, "12 rue de la Paix"],
  [50, 772, "75002 Paris"],
  [50, 759, "SIRET 123 456 789 00012"],
  [50, 746, "TVA intracom. : FR40123456789"],
  [380, 800, "FACTURE", true],
  [380, 785, "N° de facture : FA-2024-0012"],
  [380, 772, "Date de facture : 15/03/2024"],
  [380, 759, "Date d'échéance : 14/04/2024"],
  [380, 746, "Bon de commande : PO-7788"],
  [330, 690, "Facturé à :"],
  [330, 677, "Dupont Industries SAS"],
  [330, 664, "4 avenue Victor Hugo"],
  [330, 651, "69002 Lyon"],
  [50, 600, "Désignation", true],
  [280, 600, "Qté", true],
  [330, 600, "Prix unitaire HT", true],
  [430, 600, "TVA", true],
  [490, 600, "Montant HT", true],
  [50, 585, "Prestation de conseil"],
  [280, 585, "2"],
  [330, 585, "1 250,00"],
  [430, 585, "20 %"],
  [490, 585, "2 500,00"],
  [50, 570, "Licence logicielle"],
  [280, 570, "1"],
  [330, 570, "980,00"],
  [430, 570, "20 %"],
  [490, 570, "980,00"],
  [50, 559, "annuelle"],
  [380, 520, "Total HT"],
  [490, 520, "3 480,00 €"],
  [380, 506, "Total TVA 20 %"],
  [490, 506, "696,00 €"],
  [380, 492, "Total TTC"],
  [490, 492, "4 176,00 €"],
  [380, 478, "Net à payer"],
  [490, 478, "4 176,00 €"],
  [50, 430, "Conditions de paiement : 30 jours"],
  [50, 417, "IBAN : FR76 3000 6000 0112 3456 7890 189"],
];

test("French: Facturé à, Net à payer, Total TVA, amounts with spaces as thousands separators", async () => {
  const result = await read(FR);
  const expected = {"supplier_name": "ACME CONSEIL SARL", "customer_name": "Dupont Industries SAS", "invoice_number": "FA-2024-0012", "po_number": "PO-7788", "date": "2024-03-15", "due_date": "2024-04-14", "currency": "EUR", "subtotal": 3480, "total_tax": 696, "total_amount": 4176, "amount_due": 4176, "supplier_tax_id": "FR40123456789", "iban": "FR7630006000011234567890189"};
  assert.deepEqual(values(result, Object.keys(expected)), expected);
  assert.deepEqual(items(result), [["Prestation de conseil", 2, 1250, 2500], ["Licence logicielle\nannuelle", 1, 980, 980]]);
  assert.equal(result.checks.totals_consistent, true);
});

const DE: Text[] = [
  [360, 800, "Muster Technik GmbH", true],
  [360, 787, "Industriestraße 5"],
  [360, 774, "80333 München"],
  [360, 761, "Tel. 089 123456"],
  [50, 720, "Muster Technik GmbH · Industriestraße 5 · 80333 München"],
  [50, 700, "Firma"],
  [50, 687, "Beispielkunde AG"],
  [50, 674, "Frau Erika Mustermann"],
  [50, 661, "Hauptstraße 12"],
  [50, 648, "10115 Berlin"],
  [360, 700, "Rechnungsnummer: 2024-1187"],
  [360, 687, "Rechnungsdatum: 05.02.2024"],
  [360, 674, "Kundennummer: K-4411"],
  [360, 661, "Ihre Bestellung: B-99812"],
  [360, 648, "Lieferdatum: 02.02.2024"],
  [50, 600, "Rechnung", true],
  [50, 570, "Pos.", true],
  [80, 570, "Bezeichnung", true],
  [300, 570, "Menge", true],
  [350, 570, "Einzelpreis", true],
  [430, 570, "MwSt.", true],
  [490, 570, "Gesamtpreis", true],
  [50, 555, "1"],
  [80, 555, "Wartungsvertrag Heizung"],
  [300, 555, "1"],
  [350, 555, "1.200,00"],
  [430, 555, "19 %"],
  [490, 555, "1.200,00"],
  [80, 544, "Zeitraum Q1/2024"],
  [50, 530, "2"],
  [80, 530, "Filter Typ A"],
  [300, 530, "12"],
  [350, 530, "8,50"],
  [430, 530, "19 %"],
  [490, 530, "102,00"],
  [380, 490, "Nettobetrag"],
  [490, 490, "1.302,00 €"],
  [380, 476, "zzgl. 19 % MwSt."],
  [490, 476, "247,38 €"],
  [380, 462, "Rechnungsbetrag", true],
  [490, 462, "1.549,38 €", true],
  [50, 420, "Zahlbar innerhalb von 14 Tagen ohne Abzug bis zum 19.02.2024."],
  [50, 380, "Muster Technik GmbH · Geschäftsführer: Max Muster · Amtsgericht München HRB 12345 · USt-IdNr.: DE123456789"],
  [50, 368, "Sparkasse München · IBAN: DE02 7015 0000 0000 1234 56 · BIC: SSKMDEMMXXX"],
];

test("German: address window under Firma, zzgl. 19 % MwSt., due date in the payment sentence", async () => {
  const result = await read(DE);
  const expected = {"supplier_name": "Muster Technik GmbH", "customer_name": "Beispielkunde AG", "invoice_number": "2024-1187", "po_number": "B-99812", "date": "2024-02-05", "due_date": "2024-02-19", "currency": "EUR", "subtotal": 1302, "total_tax": 247.38, "total_amount": 1549.38, "amount_due": 1549.38, "supplier_tax_id": "DE123456789"};
  assert.deepEqual(values(result, Object.keys(expected)), expected);
  assert.deepEqual(items(result), [["Wartungsvertrag Heizung\nZeitraum Q1/2024", 1, 1200, 1200], ["Filter Typ A", 12, 8.5, 102]]);
  assert.equal(result.checks.totals_consistent, true);
});

const ES: Text[] = [
  [50, 800, "Suministros Ibéricos S.L.", true],
  [50, 787, "Calle Mayor 15"],
  [50, 774, "28013 Madrid"],
  [50, 761, "CIF: B12345678"],
  [380, 800, "FACTURA", true],
  [380, 787, "Nº Factura: F-2024/0345"],
  [380, 774, "Fecha: 12/04/2024"],
  [380, 761, "Vencimiento: 12/05/2024"],
  [380, 748, "Nº Pedido: PED-5521"],
  [50, 700, "Cliente:"],
  [50, 687, "Construcciones Norte S.A."],
  [50, 674, "Avenida de la Paz 8"],
  [50, 661, "48001 Bilbao"],
  [50, 648, "NIF: A87654321"],
  [50, 600, "Descripción", true],
  [280, 600, "Cantidad", true],
  [340, 600, "Precio unitario", true],
  [440, 600, "IVA", true],
  [490, 600, "Importe", true],
  [50, 585, "Tornillos acero inox M8"],
  [280, 585, "500"],
  [340, 585, "0,12"],
  [440, 585, "21%"],
  [490, 585, "60,00"],
  [50, 570, "Taladro percutor"],
  [280, 570, "2"],
  [340, 570, "1.150,00"],
  [440, 570, "21%"],
  [490, 570, "2.300,00"],
  [380, 520, "Base imponible"],
  [490, 520, "2.360,00 €"],
  [380, 506, "IVA 21%"],
  [490, 506, "495,60 €"],
  [380, 492, "Total factura", true],
  [490, 492, "2.855,60 €", true],
  [50, 440, "Forma de pago: transferencia bancaria a 30 días"],
  [50, 427, "IBAN: ES91 2100 0418 4502 0005 1332"],
];

test("Spanish: Cliente, Base imponible, IVA, Total factura", async () => {
  const result = await read(ES);
  const expected = {"supplier_name": "Suministros Ibéricos S.L.", "customer_name": "Construcciones Norte S.A.", "invoice_number": "F-2024/0345", "po_number": "PED-5521", "date": "2024-04-12", "due_date": "2024-05-12", "currency": "EUR", "subtotal": 2360, "total_tax": 495.6, "total_amount": 2855.6, "iban": "ES9121000418450200051332"};
  assert.deepEqual(values(result, Object.keys(expected)), expected);
  assert.deepEqual(items(result), [["Tornillos acero inox M8", 500, 0.12, 60], ["Taladro percutor", 2, 1150, 2300]]);
  assert.equal(result.checks.totals_consistent, true);
});

const IT: Text[] = [
  [50, 800, "Forniture Lombarde S.r.l.", true],
  [50, 787, "Via Roma 21"],
  [50, 774, "20121 Milano"],
  [50, 761, "P.IVA IT12345678901"],
  [380, 800, "FATTURA", true],
  [380, 787, "Fattura n. 2024/118"],
  [380, 774, "Data: 03/06/2024"],
  [380, 761, "Scadenza: 03/07/2024"],
  [380, 748, "Ordine n. ORD-3310"],
  [330, 700, "Spett.le"],
  [330, 687, "Rossi Costruzioni S.p.A."],
  [330, 674, "Corso Italia 4"],
  [330, 661, "10121 Torino"],
  [50, 600, "Descrizione", true],
  [280, 600, "Quantità", true],
  [340, 600, "Prezzo unitario", true],
  [440, 600, "IVA", true],
  [490, 600, "Importo", true],
  [50, 585, "Cemento Portland 25 kg"],
  [280, 585, "40"],
  [340, 585, "7,50"],
  [440, 585, "22%"],
  [490, 585, "300,00"],
  [50, 570, "Trasporto"],
  [280, 570, "1"],
  [340, 570, "120,00"],
  [440, 570, "22%"],
  [490, 570, "120,00"],
  [380, 520, "Imponibile"],
  [490, 520, "420,00 €"],
  [380, 506, "IVA 22%"],
  [490, 506, "92,40 €"],
  [380, 492, "Totale documento", true],
  [490, 492, "512,40 €", true],
  [380, 478, "Netto a pagare"],
  [490, 478, "512,40 €"],
  [50, 427, "IBAN: IT60 X054 2811 1010 0000 0123 456"],
];

test("Italian: Spett.le addressee, Imponibile, IVA, Netto a pagare", async () => {
  const result = await read(IT);
  const expected = {"supplier_name": "Forniture Lombarde S.r.l.", "customer_name": "Rossi Costruzioni S.p.A.", "invoice_number": "2024/118", "po_number": "ORD-3310", "date": "2024-06-03", "due_date": "2024-07-03", "currency": "EUR", "subtotal": 420, "total_tax": 92.4, "total_amount": 512.4, "amount_due": 512.4, "supplier_tax_id": "IT12345678901"};
  assert.deepEqual(values(result, Object.keys(expected)), expected);
  assert.deepEqual(items(result), [["Cemento Portland 25 kg", 40, 7.5, 300], ["Trasporto", 1, 120, 120]]);
  assert.equal(result.checks.totals_consistent, true);
});

const NL: Text[] = [
  [50, 800, "Bakkerij de Vries B.V.", true],
  [50, 787, "Kerkstraat 10"],
  [50, 774, "1017 GC Amsterdam"],
  [50, 761, "KvK 12345678"],
  [50, 748, "BTW-nr: NL123456789B01"],
  [380, 800, "FACTUUR", true],
  [380, 787, "Factuurnummer: 2024-0077"],
  [380, 774, "Factuurdatum: 14-05-2024"],
  [380, 761, "Vervaldatum: 28-05-2024"],
  [380, 748, "Uw referentie: INK-2207"],
  [50, 700, "Factuuradres:"],
  [50, 687, "Hotel Zonnehoek"],
  [50, 674, "Dorpsweg 3"],
  [50, 661, "3512 JE Utrecht"],
  [50, 600, "Omschrijving", true],
  [280, 600, "Aantal", true],
  [340, 600, "Prijs", true],
  [440, 600, "BTW", true],
  [490, 600, "Bedrag", true],
  [50, 585, "Volkorenbrood"],
  [280, 585, "30"],
  [340, 585, "2,95"],
  [440, 585, "9%"],
  [490, 585, "88,50"],
  [50, 570, "Appeltaart groot"],
  [280, 570, "4"],
  [340, 570, "18,50"],
  [440, 570, "9%"],
  [490, 570, "74,00"],
  [380, 520, "Subtotaal"],
  [490, 520, "€ 162,50"],
  [380, 506, "BTW 9%"],
  [490, 506, "€ 14,63"],
  [380, 492, "Totaal te betalen", true],
  [490, 492, "€ 177,13", true],
  [50, 427, "Gelieve binnen 14 dagen te betalen op IBAN NL91 ABNA 0417 1643 00"],
];

test("Dutch: Factuuradres, Subtotaal, BTW, Totaal te betalen; an IBAN is no tax id", async () => {
  const result = await read(NL);
  const expected = {"supplier_name": "Bakkerij de Vries B.V.", "customer_name": "Hotel Zonnehoek", "customer_tax_id": null, "invoice_number": "2024-0077", "date": "2024-05-14", "due_date": "2024-05-28", "currency": "EUR", "subtotal": 162.5, "total_tax": 14.63, "total_amount": 177.13, "amount_due": 177.13, "supplier_tax_id": "NL123456789B01", "iban": "NL91ABNA0417164300"};
  assert.deepEqual(values(result, Object.keys(expected)), expected);
  assert.deepEqual(items(result), [["Volkorenbrood", 30, 2.95, 88.5], ["Appeltaart groot", 4, 18.5, 74]]);
  assert.equal(result.checks.totals_consistent, true);
});

test('a due date stated only as days from the invoice date is computed, an early-payment discount is not it', async () => {
  const texts = DE.filter(([, , text]) => !text.startsWith('Zahlbar'));
  const result = await read([...texts, [50, 420, 'Zahlbar innerhalb von 14 Tagen netto, 2 % Skonto innerhalb von 7 Tagen.']]);
  assert.equal(result.fields.due_date.value, '2024-02-19');
  const printed = await read(DE);
  assert.ok(result.fields.due_date.confidence <= printed.fields.due_date.confidence, 'no surer than a printed due date');
  const endOfMonth = await read([...texts, [50, 420, 'Zahlbar 30 Tage netto zum Monatsende.']]);
  assert.equal(endOfMonth.fields.due_date.value, null);
});

test('an invoice printing only $ has no currency unless the document says which dollar', async () => {
  const base: Text[] = [
    [50, 800, 'Northwind Traders LLC', true], [400, 800, 'INVOICE', true], [400, 785, 'Invoice No: 1042'], [400, 772, 'Date: 2024-03-01'],
    [360, 600, 'Total'], [480, 600, '$ 120.00'],
  ];
  assert.equal((await read(base)).fields.currency.value, null);
  assert.equal((await read([...base, [50, 785, '500 Main Street, Austin, TX 78701']])).fields.currency.value, 'USD');
});

test('on an OCR page a long label word misread by one letter still opens its block; accents may be missing', async () => {
  const { extractInvoiceFields } = await import('../../src/extraction/fields/invoice.ts');
  const { page } = await import('../helpers/receipt-page.ts');
  const ocr = page([
    [0, 0.05, 'Muster Technik GmbH'], [0, 0.6, 'RECHNUNG'],
    [1, 0.05, 'Industriestraße 5, 80333 München'], [1, 0.6, 'Rechnungsnummer 2024-1187'],
    [3, 0.05, 'Rechnungsempfénger'], [3, 0.6, 'Datum 05.02.2024'],
    [4, 0.05, 'Beispielkunde AG'], [4, 0.6, 'Fallig am 19.02.2024'],
    [5, 0.05, 'Hauptstraße 12, 10115 Berlin'],
  ]);
  const { fields } = extractInvoiceFields([ocr], 'invoice');
  assert.equal(fields.customer_name.value, 'Beispielkunde AG');
  assert.equal(fields.due_date.value, '2024-02-19');
});

const FR_TABLE_HEADER: Text[] = [
  [50, 800, "SOLUTIONS BUREAUTIQUE SAS", true],
  [50, 786, "45 boulevard Haussmann"],
  [50, 774, "75009 PARIS"],
  [50, 762, "Tél. : 01 42 00 00 00"],
  [50, 750, "SIRET : 812 345 678 00021"],
  [400, 800, "FACTURE", true],
  [400, 786, "N° FC24-00312"],
  [320, 720, "CLIENT"],
  [320, 706, "HÔTEL DU LAC SARL"],
  [320, 694, "Service comptabilité"],
  [320, 682, "12 quai des Bergues"],
  [320, 670, "74000 ANNECY"],
  [50, 630, "Date", true],
  [130, 630, "Échéance", true],
  [210, 630, "N° client", true],
  [290, 630, "Réf. commande", true],
  [400, 630, "Mode de règlement", true],
  [50, 616, "02/05/2024"],
  [130, 616, "01/06/2024"],
  [210, 616, "C00458"],
  [290, 616, "BC-2024-771"],
  [400, 616, "Virement"],
  [50, 580, "Référence", true],
  [120, 580, "Désignation", true],
  [310, 580, "Qté", true],
  [350, 580, "P.U. HT", true],
  [420, 580, "TVA", true],
  [480, 580, "Montant HT", true],
  [50, 566, "PAP-A4"],
  [120, 566, "Ramette papier A4 80g"],
  [310, 566, "250,00"],
  [350, 566, "4,20"],
  [420, 566, "20,00"],
  [480, 566, "1 050,00"],
  [50, 552, "TON-HP"],
  [120, 552, "Cartouche toner noir"],
  [310, 552, "12,00"],
  [350, 552, "89,90"],
  [420, 552, "20,00"],
  [480, 552, "1 078,80"],
  [350, 500, "Total HT"],
  [480, 500, "2 128,80 €"],
  [350, 486, "Total TAXES"],
  [480, 486, "425,76 €"],
  [350, 472, "Total TTC"],
  [480, 472, "2 554,56 €"],
  [350, 458, "NET À PAYER", true],
  [480, 458, "2 554,56 €", true],
  [50, 420, "Pénalités de retard : 3 fois le taux d'intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €."],
  [50, 406, "IBAN : FR76 3000 4000 0312 3456 7890 143  BIC : BNPAFRPPXXX"],
];

test('French: dates under column headers, Total TAXES, NET À PAYER; the address window is the customer, labelled or not', async () => {
  const expected = { supplier_name: 'SOLUTIONS BUREAUTIQUE SAS', customer_name: 'HÔTEL DU LAC SARL', po_number: 'BC-2024-771', date: '2024-05-02', due_date: '2024-06-01', subtotal: 2128.8, total_tax: 425.76, total_amount: 2554.56, amount_due: 2554.56 };
  assert.deepEqual(values(await read(FR_TABLE_HEADER), Object.keys(expected)), expected);
  const unlabelled = await read(FR_TABLE_HEADER.filter(([, , text]) => text !== 'CLIENT'));
  assert.equal(unlabelled.fields.customer_name.value, 'HÔTEL DU LAC SARL');
  assert.equal(unlabelled.fields.supplier_name.value, 'SOLUTIONS BUREAUTIQUE SAS');
});
