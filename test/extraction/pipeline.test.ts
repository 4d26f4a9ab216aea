import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { extract } from '../../src/extraction/index.ts';
import { stopOcr } from '../../src/extraction/sources/tesseract-engine.ts';
import { ExtractionError, fieldNamesFor, type ExtractionOptions } from '../../src/extraction/types.ts';
import sharp from 'sharp';
import { scannedPdf } from '../helpers/image-pdf.ts';
import { makePdf, sampleInvoicePdf } from '../helpers/make-pdf.ts';
import { textPng } from '../helpers/text-image.ts';

// tesseract.js keeps a worker thread (and the process) alive until it is stopped.
after(stopOcr);

const options: ExtractionOptions = { einvoice: true, ocrLangs: 'eng', maxPages: 50, renderPages: false };

async function rejectsWith(promise: Promise<unknown>, code: string) {
  await assert.rejects(promise, (error: unknown) => error instanceof ExtractionError && error.code === code);
}

test('a digital PDF invoice: fields with boxes, line items, taxes and checks', async () => {
  const { result, layout, file } = await extract(new Uint8Array(sampleInvoicePdf()), 'invoice', options);
  assert.deepEqual(file, { content_type: 'application/pdf', pages: 1 });
  assert.equal(result.source, 'pdf_text');
  assert.deepEqual(Object.keys(result.fields).sort(), fieldNamesFor('invoice').sort());
  const value = (name: string) => result.fields[name].value;
  assert.equal(value('supplier_name'), 'ACME Supplies Ltd');
  assert.equal(value('customer_name'), 'Globex Corporation');
  assert.equal(value('invoice_number'), 'INV-2024-001');
  assert.equal(value('date'), '2024-03-01');
  assert.equal(value('due_date'), '2024-03-31');
  assert.equal(value('currency'), 'GBP');
  assert.equal(value('subtotal'), 1028.75);
  assert.equal(value('total_tax'), 205.75);
  assert.equal(value('total_amount'), 1234.5);
  assert.equal(value('po_number'), null);
  assert.equal(result.fields.po_number.confidence, 0);
  const total = result.fields.total_amount;
  assert.ok(total.bbox && total.bbox.every((v) => v >= 0 && v <= 1) && total.bbox[0] > 0.7 && total.page === 1);
  assert.deepEqual(result.line_items.map((i) => [i.description, i.quantity, i.unit_price, i.amount]), [
    ['Widget', 10, 100, 1000],
    ['Gadget', 1, 28.75, 28.75],
  ]);
  assert.deepEqual(result.taxes, [{ rate: 20, base: 1028.75, amount: 205.75 }]);
  assert.deepEqual(result.checks, { totals_consistent: true, line_items_consistent: true });
  assert.equal(result.needs_review, false);
  assert.deepEqual(result.pages, [{ number: 1, width: 595, height: 842, unit: 'pt', rotation: 0 }]);
  assert.ok(layout[0].words.some((w) => w.text === 'INV-2024-001'));
});

test('touching text runs form one word (ligatures, per-glyph runs); a space splits them', async () => {
  // Helvetica at 10 pt: "Of" is 10.56 pt wide, so "fice" placed there continues the word.
  const pdf = makePdf([{ texts: [{ x: 50, y: 800, text: 'Of' }, { x: 60.56, y: 800, text: 'fice' }, { x: 50, y: 780, text: 'Total due 12.00' }] }]);
  const { layout } = await extract(new Uint8Array(pdf), 'invoice', options);
  assert.deepEqual(layout[0].words.map((w) => w.text), ['Office', 'Total', 'due', '12.00']);
});

test('a total that does not add up lowers confidence and asks for review', async () => {
  const { result } = await extract(new Uint8Array(sampleInvoicePdf({ total: '1,300.00' })), 'invoice', options);
  assert.equal(result.checks.totals_consistent, false);
  assert.equal(result.needs_review, true);
  assert.ok(result.warnings.some((w) => w.startsWith('totals:')));
});

test('broken, oversized and unknown files fail with the API error codes', async () => {
  await rejectsWith(extract(new TextEncoder().encode('%PDF-1.7\nthis is not really a pdf'), 'invoice', options), 'document_corrupt');
  const twoPages = makePdf([{ texts: [{ x: 50, y: 800, text: 'one' }] }, { texts: [{ x: 50, y: 800, text: 'two' }] }]);
  await rejectsWith(extract(new Uint8Array(twoPages), 'invoice', { ...options, maxPages: 1 }), 'too_many_pages');
  await rejectsWith(extract(new Uint8Array([0, 1, 2, 3, 250, 251, 252, 253]), 'invoice', options), 'unsupported_format');
});

test('hostile XML fails as document_corrupt; XML that is not an invoice as unsupported_format', async () => {
  const encode = (xml: string) => new TextEncoder().encode(xml);
  const laughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><lolz>&lol2;</lolz>';
  await rejectsWith(extract(encode(laughs), 'invoice', options), 'document_corrupt');
  await rejectsWith(extract(encode('<?xml version="1.0"?><note>hi</note>'), 'invoice', options), 'unsupported_format');
});

test('a plain-text invoice is read with column geometry', async () => {
  const text = [
    'Faktura nr: F 123/2021                       Data wystawienia: 2021-01-01',
    'Sprzedawca: Przykładowa Firma S.A.',
    'NIP:               774-00-01-454',
    '',
    'Należność ogółem: 316,83 PLN',
  ].join('\n');
  const { result, layout, file } = await extract(new TextEncoder().encode(text), 'invoice', options);
  assert.equal(file.content_type, 'text/plain');
  assert.equal(layout[0].source, 'text');
  assert.equal(result.fields.date.value, '2021-01-01');
  assert.equal(result.fields.total_amount.value, 316.83);
  assert.equal(result.fields.currency.value, 'PLN');
  assert.equal(result.fields.supplier_tax_id.value, '7740001454');
  assert.equal(result.fields.supplier_name.value, 'Przykładowa Firma S.A.');
});

test('type auto tells a receipt from an invoice; a disagreeing submitted type is flagged', async () => {
  const receipt = ['CORNER CAFE', 'CASH RECEIPT', 'Date: 18/01/2018', '1 Latte            4.50', 'TOTAL              4.50', 'CASH              10.00', 'CHANGE             5.50', 'THANK YOU'].join('\n');
  const auto = await extract(new TextEncoder().encode(receipt), 'auto', options);
  assert.equal(auto.result.document_type, 'receipt');
  assert.equal(auto.result.fields.total_amount.value, 4.5);
  const asInvoice = await extract(new TextEncoder().encode(receipt), 'invoice', options);
  assert.equal(asInvoice.result.document_type, 'invoice');
  assert.ok(asInvoice.result.warnings.some((w) => w.startsWith('type:')));
});

test('an embedded Factur-X invoice gives exact fields; without e-invoice reading the page is read', async () => {
  const xml = readFileSync(new URL('../fixtures/einvoice/cii-invoice.xml', import.meta.url));
  const pdf = new Uint8Array(makePdf([{ texts: [{ x: 50, y: 800, text: 'Invoice' }] }], [{ name: 'factur-x.xml', data: xml }]));
  const withXml = await extract(pdf, 'invoice', options);
  assert.equal(withXml.result.source, 'e_invoice');
  assert.equal(withXml.result.pages.length, 1);
  assert.notEqual(withXml.result.fields.total_amount.value, null);
  const visual = await extract(pdf, 'invoice', { ...options, einvoice: false });
  assert.equal(visual.result.source, 'pdf_text');
  assert.equal(visual.result.fields.total_amount.value, null);
});

test('page images for the console when asked', async () => {
  const { pageImages } = await extract(new Uint8Array(sampleInvoicePdf()), 'invoice', { ...options, renderPages: true });
  assert.equal(pageImages.length, 1);
  assert.deepEqual([...pageImages[0].png.subarray(1, 4)], [0x50, 0x4e, 0x47]);
});

test('ambiguous dates follow the document: dotted dates and day-first languages read day first', async () => {
  const german = ['Rechnung Nr. 7', 'Rechnungsdatum: 03.04.2020', 'Gesamtbetrag 10,00'].join('\n');
  const { result } = await extract(new TextEncoder().encode(german), 'invoice', options);
  assert.equal(result.fields.date.value, '2020-04-03');
  const american = ['Invoice No: 7', 'Invoice Date: 03/04/2020', 'Total: $10.00'].join('\n');
  assert.equal((await extract(new TextEncoder().encode(american), 'invoice', options)).result.fields.date.value, '2020-03-04');
});

test('a scanned PDF (image-only pages) is rendered and OCR’d; a blank page is not', async () => {
  const lines = ['KEDAI MAJU SDN BHD', 'DATE: 12/03/2019', 'TOTAL 45.60', 'CASH 50.00'];
  const png = textPng({ width: 1240, height: 1000, lines, font: '44px sans-serif', x: 80, y: 140, lineGap: 110 });
  const jpeg = await sharp(png).jpeg({ quality: 90 }).toBuffer();
  const scanned = await scannedPdf([jpeg]);
  const { result, layout } = await extract(scanned, 'receipt', options);
  assert.equal(result.source, 'ocr');
  assert.equal(layout[0].source, 'ocr');
  assert.equal(result.fields.total_amount.value, 45.6);
  assert.equal(result.fields.date.value, '2019-03-12');

  const withBlank = makePdf([{ texts: [{ x: 72, y: 760, text: 'Invoice INV-7 Total 12.00 EUR' }] }, { texts: [], graphics: '1 1 1 rg 0 0 595 842 re f' }]);
  const read = await extract(new Uint8Array(withBlank), 'invoice', options);
  assert.deepEqual(read.layout.map((page) => [page.source, page.words.length]), [['pdf_text', 5], ['pdf_text', 0]]);
  assert.equal(read.result.source, 'pdf_text');
});

test('an OCR’d receipt’s total and date rows are read again by the second engine: agreeing, they are no less sure', async () => {
  const lines = ['KEDAI MAJU SDN BHD', 'DATE: 12/03/2019', 'TOTAL 45.60', 'THANK YOU'];
  const png = textPng({ width: 900, height: 600, lines, font: '36px sans-serif', x: 60, y: 100, lineGap: 110 });
  const once = (await extract(png, 'receipt', { ...options, secondReading: false })).result.fields;
  const twice = (await extract(png, 'receipt', options)).result.fields;
  for (const name of ['total_amount', 'date']) {
    assert.equal(twice[name].value, once[name].value);
    // Confidences are calibrated probabilities (isotonic steps): agreeing readings never lower one, and may stay on its step.
    assert.ok(twice[name].confidence >= once[name].confidence, `${name}: ${twice[name].confidence} >= ${once[name].confidence}`);
  }
  assert.equal(twice.total_amount.value, 45.6);
  // Invoices are not read again.
  const invoice = (await extract(png, 'invoice', options)).result.fields;
  assert.equal(invoice.total_amount.confidence, (await extract(png, 'invoice', { ...options, secondReading: false })).result.fields.total_amount.confidence);
});

test('a receipt missing a key field is read again darkened, and that reading fills only what was missing', async () => {
  // A thermal receipt whose date line has faded much further than the rest: Tesseract's threshold falls
  // between the grey text and the paper, and the faint date is lost until the ink is strengthened.
  const png = textPng({
    width: 800,
    height: 620,
    lines: ['ACME TRADING SDN BHD', 'NO 12, JALAN BESAR, 40150 SHAH ALAM', 'DATE: 12/03/2019', 'RICE 2 x 3.20 6.40', 'TOTAL 45.60', 'CASH 50.00'],
    font: '30px sans-serif',
    x: 60,
    y: 80,
    lineGap: 90,
    paper: 'rgb(235,235,235)',
    inkOf: (line) => (line.startsWith('DATE') ? 'rgb(185,185,185)' : 'rgb(90,90,90)'),
  });
  const { fields } = (await extract(png, 'receipt', options)).result;
  assert.equal(fields.date.value, '2019-03-12');
  assert.equal(fields.total_amount.value, 45.6);
  assert.equal(fields.supplier_name.value, 'ACME TRADING SDN BHD');
  // The fields the first reading found keep their boxes on the page as sent.
  assert.ok(fields.total_amount.bbox && fields.total_amount.bbox[1] > fields.date.bbox![1]);
});

test('a scanned PDF in French is read again with the French model, as an image file is', async () => {
  const lines = ['FACTURE N° F-2024-118', 'Société Générale d’Équipements', 'Date de facture : 12/03/2024', 'Total HT 100,00 €', 'TVA 20 % 20,00 €', 'Total TTC 120,00 €'];
  const png = textPng({ width: 1240, height: 1000, lines, font: '40px sans-serif', x: 80, y: 120, lineGap: 100 });
  const jpeg = await sharp(png).jpeg({ quality: 90 }).toBuffer();
  const scanned = await extract(await scannedPdf([jpeg]), 'invoice', { ...options, ocrLangs: 'eng' });
  const image = await extract(new Uint8Array(jpeg), 'invoice', { ...options, ocrLangs: 'eng' });
  const text = (layout: typeof scanned.layout) => layout.flatMap((page) => page.lines.map((line) => line.text)).join('\n');
  assert.match(text(image.layout), /Société Générale/u);
  assert.equal(text(scanned.layout), text(image.layout));
});
