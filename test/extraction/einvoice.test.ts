import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { crossCheck, eInvoiceResult, embeddedInvoiceXml, isInvoiceXml, locateOnPage, readEInvoice, type EInvoice } from '../../src/extraction/sources/einvoice.ts';
import { emptyField, ExtractionError, fieldNamesFor, type LayoutPage, type LineItem, type Result } from '../../src/extraction/types.ts';
import { makePdf } from '../helpers/make-pdf.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/einvoice/${name}`, import.meta.url));

/** The non-null field values, for exact comparison. */
function values(einvoice: EInvoice): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(einvoice.fields)
      .filter(([, field]) => field.value !== null)
      .map(([name, field]) => [name, field.value as string | number]),
  );
}

function item(description: string, quantity: number, unit_price: number, amount: number, tax_rate: number, product_code: string | null): LineItem {
  return { description, quantity, unit_price, amount, tax_rate, product_code, confidence: 1, page: null, bbox: null };
}

describe('readEInvoice: CII (Factur-X / ZUGFeRD 2, EN 16931)', () => {
  it('reads every field of an invoice', () => {
    const invoice = readEInvoice(fixture('cii-invoice.xml'));
    assert.equal(invoice.syntax, 'cii');
    assert.equal(invoice.credit_note, false);
    assert.equal(invoice.type_code, '380');
    assert.equal(invoice.profile, 'urn:cen.eu:en16931:2017');
    assert.deepEqual(values(invoice), {
      supplier_name: 'Atelier Lumière SARL',
      supplier_address: '12 rue des Lilas, 75011 Paris, FR',
      supplier_tax_id: 'FR44732829320',
      supplier_phone: '+33 1 23 45 67 89',
      supplier_email: 'factures@atelier-lumiere.example',
      customer_name: 'Nordwind Logistik GmbH',
      customer_address: 'Hafenstraße 7, Tor 3, 20457 Hamburg, DE',
      customer_tax_id: 'DE811569869',
      invoice_number: 'FX-2024-0042',
      po_number: 'PO-7781',
      date: '2024-03-15',
      due_date: '2024-04-14',
      currency: 'EUR',
      subtotal: 205,
      total_tax: 37.38,
      total_amount: 242.38,
      amount_due: 200,
      payment_terms: 'Paiement à 30 jours.',
      iban: 'FR7630006000011234567890189',
    });
    assert.deepEqual(invoice.fields.date, { value: '2024-03-15', raw: '20240315', confidence: 1, page: null, bbox: null });
    assert.equal(invoice.fields.iban.raw, 'FR76 3000 6000 0112 3456 7890 189');
    assert.deepEqual(invoice.line_items, [
      item('Lampe de bureau', 4, 45, 180, 20, 'LB-200'),
      item('Câble textile\ntressé', 10, 2.5, 25, 5.5, '3760000000017'),
    ]);
    assert.deepEqual(invoice.taxes, [
      { rate: 20, base: 180, amount: 36 },
      { rate: 5.5, base: 25, amount: 1.38 },
    ]);
    assert.equal(invoice.line_total, 205);
  });

  it('flags a credit note (type code 381) and keeps its amounts positive, as printed', () => {
    const note = readEInvoice(fixture('cii-credit-note.xml'));
    assert.equal(note.credit_note, true);
    assert.equal(note.type_code, '381');
    assert.deepEqual(values(note), {
      supplier_name: 'Atelier Lumière SARL',
      supplier_tax_id: 'FR44732829320',
      supplier_email: 'avoirs@atelier-lumiere.example',
      customer_name: 'Nordwind Logistik GmbH',
      invoice_number: 'AV-2024-0007',
      date: '2024-04-02',
      currency: 'EUR',
      subtotal: 45,
      total_tax: 9,
      total_amount: 54,
      amount_due: 54,
    });
    assert.deepEqual(note.line_items, [item('Lampe de bureau (retour)', 1, 45, 45, 20, 'LB-200')]);
    assert.deepEqual(note.taxes, [{ rate: 20, base: 45, amount: 9 }]);
  });

  it('reads a MINIMUM-profile invoice: header fields only, no lines, default namespace', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<CrossIndustryInvoice xmlns="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
    xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
    xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:factur-x.eu:1p0:minimum</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></ExchangedDocumentContext>
  <ExchangedDocument><ram:ID>M-17</ram:ID><ram:TypeCode>380</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">20240229</udt:DateTimeString></ram:IssueDateTime></ExchangedDocument>
  <SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty><ram:Name>Kleinbetrieb</ram:Name><ram:PostalTradeAddress><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress></ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Kunde</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:TaxBasisTotalAmount>100.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">19.00</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>119.00</ram:GrandTotalAmount>
        <ram:DuePayableAmount>119.00</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </SupplyChainTradeTransaction>
</CrossIndustryInvoice>`;
    const invoice = readEInvoice(Buffer.from(xml));
    assert.equal(invoice.profile, 'urn:factur-x.eu:1p0:minimum');
    assert.deepEqual(values(invoice), {
      supplier_name: 'Kleinbetrieb',
      supplier_address: 'DE',
      customer_name: 'Kunde',
      invoice_number: 'M-17',
      date: '2024-02-29',
      currency: 'EUR',
      subtotal: 100,
      total_tax: 19,
      total_amount: 119,
      amount_due: 119,
    });
    assert.deepEqual(invoice.line_items, []);
    assert.deepEqual(invoice.taxes, []);
    assert.deepEqual(eInvoiceResult(invoice, []).checks, { totals_consistent: true, line_items_consistent: null });
  });

  it('reads ZUGFeRD 1.0 (CrossIndustryDocument), preferring the VAT id but falling back to the tax number', () => {
    const invoice = readEInvoice(fixture('zugferd1-invoice.xml'));
    assert.equal(invoice.syntax, 'zugferd1');
    assert.equal(invoice.profile, 'urn:ferd:CrossIndustryDocument:invoice:1p0:comfort');
    assert.deepEqual(values(invoice), {
      supplier_name: 'Brauerei Kessler KG',
      supplier_address: 'Am Brunnen 3, 93047 Regensburg, DE',
      supplier_tax_id: '244/123/45678',
      customer_name: 'Gasthof zur Post',
      invoice_number: 'R-1009',
      po_number: 'B-55',
      date: '2014-02-10',
      due_date: '2014-02-24',
      currency: 'EUR',
      subtotal: 80,
      total_tax: 15.2,
      total_amount: 95.2,
      amount_due: 95.2,
      payment_terms: 'Zahlbar bis 24.02.2014 ohne Abzug',
    });
    assert.deepEqual(invoice.line_items, [item('Kellerbier 30 l Fass', 2, 40, 80, 19, 'FASS-30')]);
    assert.deepEqual(invoice.taxes, [{ rate: 19, base: 80, amount: 15.2 }]);
  });
});

describe('readEInvoice: UBL 2.1 (Peppol BIS 3.0)', () => {
  it('reads every field of an invoice, taking the tax total in the document currency', () => {
    const invoice = readEInvoice(fixture('ubl-invoice.xml'));
    assert.equal(invoice.syntax, 'ubl');
    assert.equal(invoice.credit_note, false);
    assert.equal(invoice.type_code, '380');
    assert.deepEqual(values(invoice), {
      supplier_name: 'Fjord Tools AB',
      supplier_address: 'Storgatan 1, Box 42, 111 22 Stockholm, SE',
      supplier_tax_id: 'SE556677889901',
      supplier_phone: '+46 8 123 456',
      supplier_email: 'billing@fjordtools.example',
      customer_name: 'Van Dijk Bouw B.V.',
      customer_address: 'Kade 9, 3011 AA Rotterdam, NL',
      customer_tax_id: 'NL123456789B01',
      invoice_number: '2024-INV-118',
      po_number: '4500123456',
      date: '2024-05-20',
      due_date: '2024-06-19',
      currency: 'EUR',
      subtotal: 250,
      total_tax: 62.5,
      total_amount: 312.5,
      amount_due: 312.5,
      payment_terms: 'Net 30 days',
      iban: 'SE4550000000058398257466',
    });
    assert.deepEqual(invoice.line_items, [
      item('Adjustable wrench', 10, 20, 200, 25, 'AW-300'),
      item('Screwdriver set', 5, 10, 50, 25, '7300000000019'),
    ]);
    assert.deepEqual(invoice.taxes, [{ rate: 25, base: 250, amount: 62.5 }]);
  });

  it('reads a CreditNote: flagged, positive amounts, due date from the payment means', () => {
    const note = readEInvoice(fixture('ubl-credit-note.xml'));
    assert.equal(note.credit_note, true);
    assert.equal(note.type_code, '381');
    assert.deepEqual(values(note), {
      supplier_name: 'Fjord Tools',
      supplier_tax_id: 'SE556677889901',
      customer_name: 'Van Dijk Bouw B.V.',
      invoice_number: 'CN-2024-009',
      date: '2024-06-01',
      due_date: '2024-06-15',
      currency: 'EUR',
      subtotal: 20,
      total_tax: 5,
      total_amount: 25,
      amount_due: 25,
    });
    assert.deepEqual(note.line_items, [item('Adjustable wrench', 1, 20, 20, 25, 'AW-300')]);
    assert.deepEqual(note.taxes, [{ rate: 25, base: 20, amount: 5 }]);
  });
});

describe('isInvoiceXml', () => {
  it('accepts the four syntaxes and nothing else', () => {
    for (const name of ['cii-invoice.xml', 'cii-credit-note.xml', 'zugferd1-invoice.xml', 'ubl-invoice.xml', 'ubl-credit-note.xml']) {
      assert.equal(isInvoiceXml(fixture(name)), true, name);
    }
    const others = [
      '<?xml version="1.0"?><Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"><ID>1</ID></Order>',
      '<Invoice><Number>17</Number><Total>12.00</Total></Invoice>',
      '<html><body>hello</body></html>',
      'not xml at all',
      '%PDF-1.7\n',
    ];
    for (const text of others) assert.equal(isInvoiceXml(Buffer.from(text)), false, text);
  });
});

describe('embeddedInvoiceXml', () => {
  const page = { texts: [{ x: 50, y: 790, text: 'Rechnung FX-2024-0042' }] };

  it('finds factur-x.xml among the attachments of a PDF and leaves the caller its bytes', async () => {
    const xml = fixture('cii-invoice.xml');
    const pdf = new Uint8Array(makePdf([page], [{ name: 'notes.txt', data: 'hello', mimeType: 'text/plain' }, { name: 'factur-x.xml', data: xml }]));
    const found = await embeddedInvoiceXml(pdf);
    assert.equal(found?.name, 'factur-x.xml');
    assert.deepEqual(Buffer.from(found!.xml), xml);
    assert.equal(pdf.byteLength > 0 && pdf[0], 0x25, 'the PDF bytes are still readable');
    assert.equal(readEInvoice(found!.xml).fields.invoice_number.value, 'FX-2024-0042');
  });

  it('finds an invoice under a non-standard name, skipping other XML attachments', async () => {
    const pdf = makePdf([page], [
      { name: 'logistics-data.xml', data: '<?xml version="1.0"?><data><item>1</item></data>' },
      { name: 'rechnung.xml', data: fixture('ubl-invoice.xml') },
    ]);
    assert.equal((await embeddedInvoiceXml(pdf))?.name, 'rechnung.xml');
  });

  it('returns null for a PDF without an invoice attachment, and for bytes that are not a PDF', async () => {
    assert.equal(await embeddedInvoiceXml(makePdf([page])), null);
    assert.equal(await embeddedInvoiceXml(makePdf([page], [{ name: 'data.xml', data: '<Order/>' }])), null);
    assert.equal(await embeddedInvoiceXml(Buffer.from('not a pdf')), null);
  });

  it('returns a factur-x.xml that is not an invoice only when nothing better is attached, for readEInvoice to explain', async () => {
    const hostile = '<!DOCTYPE x [<!ENTITY a SYSTEM "file:///etc/passwd">]><x>&a;</x>';
    const broken = await embeddedInvoiceXml(makePdf([page], [{ name: 'factur-x.xml', data: hostile }]));
    assert.equal(broken?.name, 'factur-x.xml');
    assert.throws(() => readEInvoice(broken!.xml), (error: unknown) => error instanceof ExtractionError && error.code === 'document_corrupt');
    const pdf = makePdf([page], [{ name: 'factur-x.xml', data: hostile }, { name: 'invoice.xml', data: fixture('ubl-invoice.xml') }]);
    assert.equal((await embeddedInvoiceXml(pdf))?.name, 'invoice.xml');
  });
});

function visualResult(values: Record<string, string | number>): Result {
  const fields = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { ...emptyField(), value, raw: String(value), confidence: 0.9 }]));
  return {
    document_type: 'invoice',
    source: 'pdf_text',
    fields,
    line_items: [],
    taxes: [],
    checks: { totals_consistent: null, line_items_consistent: null },
    needs_review: false,
    pages: [],
    warnings: [],
  };
}

describe('crossCheck', () => {
  const invoice = readEInvoice(fixture('cii-invoice.xml'));

  it('names each field whose printed value disagrees with the XML, with both values', () => {
    const page = visualResult({ total_amount: 253.62, date: '2024-03-16', invoice_number: 'FX-2024-0024', supplier_name: 'Lumière Design' });
    assert.deepEqual(crossCheck(invoice, page), [
      'supplier_name: XML says "Atelier Lumière SARL", the page shows "Lumière Design"',
      'invoice_number: XML says "FX-2024-0042", the page shows "FX-2024-0024"',
      'date: XML says "2024-03-15", the page shows "2024-03-16"',
      'total_amount: XML says 242.38, the page shows 253.62',
    ]);
  });

  it('accepts what the evaluation accepts: rounding, spacing, case, missing values', () => {
    const page = visualResult({
      total_amount: 242.384,
      iban: 'fr76 3000 6000 0112 3456 7890 189',
      invoice_number: 'fx-2024-0042',
      supplier_name: 'ATELIER  LUMIÈRE\nSARL',
      customer_name: 'Nordwind Logistik',
      supplier_address: 'somewhere else entirely',
      date: '2024-03-15',
    });
    assert.deepEqual(crossCheck(invoice, page), []);
    assert.equal(crossCheck(invoice, visualResult({ customer_name: 'GMB' })).length, 1, 'too short to count as contained');
  });

  it('compares a credit note by magnitude, since pages often print its amounts negative', () => {
    const note = readEInvoice(fixture('cii-credit-note.xml'));
    assert.deepEqual(crossCheck(note, visualResult({ total_amount: -54, total_tax: -9 })), []);
    assert.equal(crossCheck(note, visualResult({ total_amount: -45 })).length, 1);
  });
});

/** A page holding these words (boxes do not matter to the cross-check). */
function pageOf(text: string): LayoutPage {
  const words = text.split(/\s+/).map((word) => ({ text: word, bbox: [0, 0, 0.1, 0.1] as [number, number, number, number], confidence: 1 }));
  return { number: 1, width: 595, height: 842, unit: 'pt', rotation: 0, source: 'pdf_text', words, lines: [] };
}

describe('crossCheck with the page words', () => {
  const invoice = readEInvoice(fixture('cii-invoice.xml'));
  const misread = visualResult({
    total_amount: 205,
    date: '2024-04-14',
    supplier_name: '12 rue des Lilas',
    invoice_number: 'PO-7781',
    total_tax: 36,
  });

  it('does not report a field whose XML value is printed on the page, however it is written', () => {
    const page = pageOf(
      'Atelier Lumi ère SARL 12 rue des Lilas Facture n° FX-2024-0042 du 15 mars 2024 échéance 14.04.2024 ' +
        'Total HT 205,00 TVA 20 % 36,00 TVA 5,5 % 1,38 Total TVA 37,38 Total TTC 242,38 €',
    );
    assert.deepEqual(crossCheck(invoice, misread, [page]), []);
  });

  it('still reports a field whose XML value the page does not show', () => {
    const page = pageOf('Atelier Lumière SARL Facture FX-2024-0042 15/03/2024 Total HT 205,00 TVA 37,38 Total TTC 1.242,38 €');
    assert.deepEqual(crossCheck(invoice, misread, [page]), ['total_amount: XML says 242.38, the page shows 205']);
  });

  it('recognises thousands separators and spelled dates in several languages', () => {
    const big = visualResult({ total_amount: 1, date: '2000-01-01' });
    const xml = { ...invoice, fields: { ...invoice.fields, total_amount: { ...invoice.fields.total_amount, value: 12345.5 } } };
    for (const text of ['Gesamt 12.345,50 EUR, Datum 15. März 2024', "Total CHF 12'345.50 on March 15, 2024", 'Total 12 345,50 € le 15/03/2024']) {
      assert.deepEqual(crossCheck(xml, big, [pageOf(text)]), [], text);
    }
    assert.equal(crossCheck(xml, big, [pageOf('Total 112.345,50 on 2024-03-16')]).length, 2, 'digits glued on do not count');
  });
});

describe('locateOnPage', () => {
  it('copies the page and box of each field the page shows with the same value, and only those', () => {
    const xmlResult = eInvoiceResult(readEInvoice(fixture('cii-invoice.xml')), []);
    const page = visualResult({ total_amount: 242.38, invoice_number: 'fx-2024-0042 ', supplier_phone: '+33 (0)1 23 45 67 89', date: '2024-03-16' });
    page.fields.total_amount = { ...page.fields.total_amount, page: 1, bbox: [0.7, 0.8, 0.9, 0.82] };
    page.fields.invoice_number = { ...page.fields.invoice_number, page: 1, bbox: [0.6, 0.1, 0.8, 0.12] };
    page.fields.date = { ...page.fields.date, page: 1, bbox: [0.6, 0.13, 0.8, 0.15] };
    const located = locateOnPage(xmlResult, page);
    assert.deepEqual(located.fields.total_amount, { ...xmlResult.fields.total_amount, page: 1, bbox: [0.7, 0.8, 0.9, 0.82] });
    assert.deepEqual(located.fields.invoice_number.bbox, [0.6, 0.1, 0.8, 0.12]);
    assert.equal(located.fields.invoice_number.value, 'FX-2024-0042', 'the XML value is kept');
    assert.equal(located.fields.date.bbox, null, 'a disagreeing value is not located');
    assert.equal(located.fields.supplier_phone.bbox, null, 'a value without a box stays unlocated');
    assert.equal(xmlResult.fields.total_amount.bbox, null, 'the input is not modified');
  });
});

describe('eInvoiceResult', () => {
  const pages = [{ number: 1, width: 595, height: 842, unit: 'pt' as const, rotation: 0 }];

  it('builds the API result with every invoice field, checks from the XML totals and no review', () => {
    const result = eInvoiceResult(readEInvoice(fixture('cii-invoice.xml')), pages);
    assert.equal(result.source, 'e_invoice');
    assert.equal(result.document_type, 'invoice');
    assert.deepEqual(result.checks, { totals_consistent: true, line_items_consistent: true });
    assert.equal(result.needs_review, false);
    assert.deepEqual(result.warnings, []);
    assert.deepEqual(result.pages, pages);
    assert.deepEqual(result.fields.time, undefined, 'receipt-only fields are left out');
    assert.deepEqual(result.fields.tip, undefined);
    assert.deepEqual(result.fields.amount_due.value, 200);
    assert.deepEqual(Object.keys(result.fields).sort(), fieldNamesFor('invoice').sort());
    assert.equal(result.line_items.length, 2);
  });

  it('announces a credit note without asking for review; mismatches with the page do ask for it', () => {
    const note = readEInvoice(fixture('ubl-credit-note.xml'));
    const quiet = eInvoiceResult(note, pages);
    assert.deepEqual(quiet.warnings, ['credit_note: this document is a credit note (type code 381); amounts are as its XML states them']);
    assert.equal(quiet.needs_review, false);
    const mismatch = 'total_amount: XML says 25, the page shows 52';
    const loud = eInvoiceResult(note, pages, [mismatch]);
    assert.equal(loud.needs_review, true);
    assert.equal(loud.warnings.at(-1), mismatch);
  });

  it('flags XML whose totals do not add up', () => {
    const broken = fixture('cii-invoice.xml').toString('utf8').replace('<ram:GrandTotalAmount>242.38', '<ram:GrandTotalAmount>252.38');
    const result = eInvoiceResult(readEInvoice(Buffer.from(broken)), pages);
    assert.equal(result.checks.totals_consistent, false);
    assert.equal(result.needs_review, true);
  });
});
