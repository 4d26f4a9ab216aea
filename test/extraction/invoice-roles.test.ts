/**
 * Invoice conventions found wanting on synthetic invoices (eval/synthetic-invoices): payment terms are not
 * amounts, a Spanish `Pago` is not a payment made, a generic `Date` heading a due-date label is that label,
 * the addressee under a return address, an IBAN wrapped onto the next line, the OCR models chosen from a
 * page's language.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makePdf } from '../helpers/make-pdf.ts';
import { extract } from '../../src/extraction/index.ts';
import { ocrLangsFromEvidence } from '../../src/extraction/sources/ocr-languages.ts';
import type { Result } from '../../src/extraction/types.ts';

type Text = [x: number, y: number, text: string, size?: number];

async function read(texts: Text[]): Promise<Result> {
  const pdf = makePdf([{ texts: texts.map(([x, y, text, size]) => ({ x, y, text, size: size ?? 9 })) }]);
  return (await extract(new Uint8Array(pdf), 'invoice', { einvoice: false, ocrLangs: 'eng', maxPages: 5, renderPages: false })).result;
}

test('a Spanish invoice: the amount due is the total, and `Pago a 30 días` gives the due date', async () => {
  const result = await read([
    [50, 800, 'Imprenta López S.L.', 14], [50, 785, 'Calle Mayor 3'], [50, 772, '28013 Madrid'],
    [380, 800, 'FACTURA', 14], [380, 785, 'Factura n.º: F-2291'], [380, 772, 'Fecha: 07/02/2022'],
    [50, 700, 'Cliente:'], [50, 687, 'García Asesoría S.L.'], [50, 674, 'Paseo de Gracia 91'],
    [300, 600, 'Base imponible'], [450, 600, '1.000,00 €'],
    [300, 587, 'IVA 21 %'], [450, 587, '210,00 €'],
    [300, 574, 'Total'], [450, 574, '1.210,00 €'],
    [50, 540, 'Pago a 30 días'],
  ]);
  assert.equal(result.fields.invoice_number.value, 'F-2291');
  assert.equal(result.fields.amount_due.value, 1210);
  assert.equal(result.fields.due_date.value, '2022-03-09');
  assert.equal(result.fields.customer_name.value, 'García Asesoría S.L.');
});

test('payment terms in days are never the amount due; `Date d’échéance` is not the invoice date', async () => {
  const result = await read([
    [50, 800, 'Print Cooper Limited', 14], [50, 785, '147 High Street'], [50, 772, 'Bristol BS1 5TR'],
    [380, 800, 'INVOICE', 14], [380, 785, 'Invoice number: 2024/980'], [380, 772, 'Date: 18/06/2024'],
    [50, 700, 'Payment due within 60 days'],
    [300, 600, 'Subtotal'], [450, 600, '£100.00'], [300, 587, 'VAT 20 %'], [450, 587, '£20.00'], [300, 574, 'Total'], [450, 574, '£120.00'],
  ]);
  assert.equal(result.fields.amount_due.value, 120);
  assert.equal(result.fields.due_date.value, '2024-08-17');
  const french = await read([
    [50, 800, 'Chevalier Conseil SA', 14], [380, 800, 'FACTURE', 14], [380, 785, 'N° de facture : RE-3665'],
    [380, 772, 'Date :'], [440, 772, '11/07/2025'], [380, 759, "Date d'échéance : 25/07/2025"],
    [300, 600, 'Total HT'], [450, 600, '100,00 €'], [300, 587, 'TVA 20 %'], [450, 587, '20,00 €'], [300, 574, 'Total TTC'], [450, 574, '120,00 €'],
  ]);
  assert.equal(french.fields.date.value, '2025-07-11');
  assert.equal(french.fields.due_date.value, '2025-07-25');
});

test('the addressee under a return address in small type; an IBAN wrapped onto the next line', async () => {
  const result = await read([
    [50, 800, 'Chevalier Imprimerie SAS', 16], [50, 783, '68 rue de la République'], [50, 770, '75011 Paris'],
    [50, 720, 'Chevalier Imprimerie SAS · 68 rue de la République · 75011 Paris', 6],
    [50, 708, 'Électricité Lefèvre EURL'], [50, 695, '116 boulevard Voltaire'], [50, 682, '69003 Lyon'],
    [380, 720, 'N° de facture : RE-3122'], [380, 707, "Date d'émission : 08/03/2022"],
    [300, 600, 'Total HT'], [450, 600, '100,00 €'], [300, 587, 'TVA 20 %'], [450, 587, '20,00 €'], [300, 574, 'Total TTC'], [450, 574, '120,00 €'],
    [50, 100, 'Chevalier Imprimerie SAS · IBAN FR69'], [50, 88, '1218 2470 7162 8136 4966 806'],
  ]);
  assert.equal(result.fields.customer_name.value, 'Électricité Lefèvre EURL');
  assert.equal(result.fields.iban.value, 'FR6912182470716281364966806');
});

test('the addressee named under a salutation, not the next block because its box stands a little lower', async () => {
  // Two blocks down the left margin, as OCR boxes them: the agent's address in larger type starts a line's
  // height below the addressee's; the addressee's last line is no return address over it.
  const result = await read([
    [50, 800, 'MVM Musterhafter', 12], [50, 787, 'Versicherungsverein Musterstadt a.G.', 12],
    [50, 740, 'Herrn'], [50, 728, 'Max Mustermann'], [50, 716, 'Musterstr. 11'], [50, 704, '12346 Bad Musterhausen', 8],
    [50, 684, 'Versicherungsbüro', 10], [50, 672, 'Muster'], [50, 660, 'Musterstr. 12'], [50, 648, '12345 Musterstadt'],
    [380, 740, 'Rechnungsnummer: 24'], [380, 728, 'Datum: 24.01.2014'],
    [300, 600, 'Nettobetrag'], [450, 600, '50,00 €'], [300, 587, 'Versicherungssteuer 19 %'], [450, 587, '9,50 €'], [300, 574, 'Gesamtbetrag'], [450, 574, '59,50 €'],
  ]);
  assert.equal(result.fields.customer_name.value, 'Herrn Max Mustermann');
});

test('with a deposit printed, the amount due is what is left to pay, not the total that also says `à payer`', async () => {
  const result = await read([
    [50, 800, 'Menuiserie Rousseau SARL', 14], [380, 800, 'FACTURE', 14], [380, 785, 'N° de facture : RE-4410'], [380, 772, 'Date : 11/07/2025'],
    [300, 600, 'Sous-total HT'], [450, 600, '55 722,00 €'], [300, 587, 'TVA 20 %'], [450, 587, '11 144,40 €'],
    [300, 574, 'Total à payer TTC'], [450, 574, '66 866,40 €'], [300, 561, 'Acompte versé'], [450, 561, '-20 060,00 €'],
    [300, 548, 'Net à payer'], [450, 548, '46 806,40 €'],
  ]);
  assert.equal(result.fields.total_amount.value, 66866.4);
  assert.equal(result.fields.amount_due.value, 46806.4);
});

test('what is owed after a deposit, in the words of other languages (`Importo dovuto`, `Balance owing`)', async () => {
  const italian = await read([
    [50, 800, 'Informatica Romano S.n.c.', 14], [380, 800, 'FATTURA', 14], [380, 785, 'Fattura n. RE-8812'], [380, 772, 'Data: 03/05/2024'],
    [300, 600, 'Imponibile'], [450, 600, '€ 15.338,00'], [300, 587, 'Totale IVA 22 %'], [450, 587, '€ 3.374,36'],
    [300, 574, 'Totale fattura'], [450, 574, '€ 18.712,36'], [300, 561, 'Acconto versato'], [450, 561, '€ -5.614,00'],
    [300, 548, 'Importo dovuto'], [450, 548, '€ 13.098,36'],
  ]);
  assert.equal(italian.fields.amount_due.value, 13098.36);
  const english = await read([
    [50, 800, 'Print Cooper Limited', 14], [380, 800, 'INVOICE', 14], [380, 785, 'Invoice number: 2024/981'], [380, 772, 'Date: 18/06/2024'],
    [300, 600, 'Total'], [450, 600, '£120.00'], [300, 587, 'Deposit paid'], [450, 587, '£20.00'], [300, 574, 'Balance owing'], [450, 574, '£100.00'],
  ]);
  assert.equal(english.fields.amount_due.value, 100);
});

test('a due date printed only in the sentence announcing a direct debit', async () => {
  const german = await read([
    [50, 800, 'Lieferant GmbH', 14], [380, 800, 'RECHNUNG', 14], [380, 785, 'Rechnungsnummer: 471102'], [380, 772, 'Rechnungsdatum: 05.03.2014'],
    [300, 600, 'Nettobetrag'], [450, 600, '473,00 €'], [300, 587, 'MwSt. 19 %'], [450, 587, '56,87 €'], [300, 574, 'Gesamtbetrag'], [450, 574, '529,87 €'],
    [50, 500, 'Der Betrag in Höhe von EUR 529,87 wird am 20.03.2014 von Ihrem Konto mit IBAN DE21860000000086001055'],
    [50, 488, 'und BIC MARKDEF1860 per SEPA-Lastschrift eingezogen.'],
  ]);
  assert.equal(german.fields.due_date.value, '2014-03-20');
  const unrelated = await read([
    [50, 800, 'Lieferant GmbH', 14], [380, 800, 'RECHNUNG', 14], [380, 785, 'Rechnungsnummer: 471103'], [380, 772, 'Rechnungsdatum: 05.03.2014'],
    [300, 600, 'Gesamtbetrag'], [450, 600, '529,87 €'], [50, 500, 'Lieferung am 20.03.2014.'], [50, 488, 'Zahlung per SEPA-Lastschrift.'],
  ]);
  assert.equal(unrelated.fields.due_date.value, null, 'a date whose sentence ends before the debit is mentioned');
});

test('OCR models from the page language: French and German pages, not English ones, not when configured', () => {
  const french = 'FACTURE\nN° de facture : 123\nDate de facture : 12/03/2024\nTotal TTC 120,00\nTVA 20 %';
  const english = 'INVOICE\nInvoice number: 123\nInvoice date: 12/03/2024\nSubtotal 100.00\nTotal 120.00';
  assert.equal(ocrLangsFromEvidence(french, 'eng'), 'fra');
  assert.equal(ocrLangsFromEvidence(english, 'eng'), null);
  assert.equal(ocrLangsFromEvidence(french, 'eng+msa'), null);
});

test('an IBAN with OCR’s letter O for a zero is mended when the checksum then holds', async () => {
  const { findIbans } = await import('../../src/extraction/parse/ids.ts');
  assert.equal(findIbans('IBAN: PT25 2872 2997 5179 9820 6668 O')[0]?.value, 'PT25287229975179982066680');
  assert.equal(findIbans('IBAN: FR69 1218 2470 7162 8136 4966 806')[0]?.value, 'FR6912182470716281364966806');
});
