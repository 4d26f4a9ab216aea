import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isInvoiceXml, readEInvoice } from '../../src/extraction/sources/einvoice.ts';
import { ExtractionError, type ExtractionErrorCode } from '../../src/extraction/types.ts';

const CII = 'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"';

/** Runs `readEInvoice` and returns the error code it refused with, and how long that took. */
function refusal(xml: string | Buffer): { code: ExtractionErrorCode; message: string; ms: number } {
  const started = performance.now();
  try {
    readEInvoice(typeof xml === 'string' ? Buffer.from(xml) : xml);
  } catch (error) {
    assert.ok(error instanceof ExtractionError, `expected an ExtractionError, got ${String(error)}`);
    return { code: error.code, message: error.message, ms: performance.now() - started };
  }
  assert.fail('the XML was accepted');
}

describe('hostile XML is refused as document_corrupt, quickly', () => {
  it('billion laughs (nested entity expansion)', () => {
    const entities = ['<!ENTITY lol "lol">'];
    for (let i = 1; i <= 9; i++) entities.push(`<!ENTITY lol${i} "${`&lol${i === 1 ? '' : i - 1};`.repeat(10)}">`);
    const xml = `<?xml version="1.0"?><!DOCTYPE rsm:CrossIndustryInvoice [${entities.join('')}]><rsm:CrossIndustryInvoice ${CII}>&lol9;</rsm:CrossIndustryInvoice>`;
    const { code, message, ms } = refusal(xml);
    assert.equal(code, 'document_corrupt');
    assert.match(message, /DTD or entity declaration/);
    assert.ok(ms < 2000, `took ${ms} ms`);
  });

  it('external entity reading a local file', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rsm:CrossIndustryInvoice ${CII}><rsm:ExchangedDocument><ram:ID>&xxe;</ram:ID></rsm:ExchangedDocument></rsm:CrossIndustryInvoice>`;
    const { code, message } = refusal(xml);
    assert.equal(code, 'document_corrupt');
    assert.doesNotMatch(message, /root:/);
  });

  it('a DTD without entities, and an external DTD reference', () => {
    assert.equal(refusal(`<!DOCTYPE Invoice SYSTEM "http://attacker.example/x.dtd"><Invoice/>`).code, 'document_corrupt');
    assert.equal(refusal(`<?xml version="1.0"?>\n<!DOCTYPE Invoice><Invoice/>`).code, 'document_corrupt');
    assert.equal(refusal(`<!doctype x [<!entity a SYSTEM "file:///etc/passwd">]><Invoice>&a;</Invoice>`).code, 'document_corrupt');
  });

  it('very deep nesting', () => {
    const depth = 90_000;
    const xml = `<rsm:CrossIndustryInvoice ${CII}>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</rsm:CrossIndustryInvoice>`;
    const { code, message, ms } = refusal(xml);
    assert.equal(code, 'document_corrupt');
    assert.match(message, /nested more than 64 deep/);
    assert.ok(ms < 2000, `took ${ms} ms`);
  });

  it('floods of elements, attributes or entity references', () => {
    const floods = [
      '<a/>'.repeat(2_000_000),
      `<a ${Array.from({ length: 300_000 }, (_, i) => `a${i}="1"`).join(' ')}/>`,
      `<a>${'&amp;'.repeat(1_500_000)}</a>`,
    ];
    for (const flood of floods) {
      const { code, message, ms } = refusal(`<rsm:CrossIndustryInvoice ${CII}>${flood}</rsm:CrossIndustryInvoice>`);
      assert.equal(code, 'document_corrupt');
      assert.match(message, /far more elements, attributes or entity references than any invoice/);
      assert.ok(ms < 2000, `took ${ms} ms`);
    }
  });

  it('a file over 10 MB, without reading it', () => {
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    huge.write(`<rsm:CrossIndustryInvoice ${CII}>`, 0);
    const { code, message, ms } = refusal(huge);
    assert.equal(code, 'document_corrupt');
    assert.match(message, /larger than 10 MB/);
    assert.ok(ms < 1000, `took ${ms} ms`);
  });

  it('malformed XML', () => {
    for (const xml of [
      `<rsm:CrossIndustryInvoice ${CII}><rsm:ExchangedDocument></rsm:CrossIndustryInvoice>`,
      `<rsm:CrossIndustryInvoice ${CII}>`,
      '',
      '\u0000\u0001binary',
    ]) {
      assert.equal(refusal(xml).code, 'document_corrupt', JSON.stringify(xml));
    }
  });

  it('none of these count as invoice XML', () => {
    assert.equal(isInvoiceXml(Buffer.from(`<!DOCTYPE x [<!ENTITY a "b">]><rsm:CrossIndustryInvoice ${CII}/>`)), false);
    assert.equal(isInvoiceXml(Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)), false);
  });
});

describe('well-formed XML that is not an invoice is unsupported_format', () => {
  it('another document type, or an <Invoice> outside the UBL namespace', () => {
    for (const xml of [
      '<?xml version="1.0"?><Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"><ID>1</ID></Order>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
      '<Invoice><Number>17</Number></Invoice>',
    ]) {
      const { code, message } = refusal(xml);
      assert.equal(code, 'unsupported_format', xml);
      assert.match(message, /not an invoice docproc reads/);
    }
  });
});

describe('character encodings', () => {
  it('reads an ISO-8859-1 declared document and a UTF-8 byte-order mark', () => {
    const body = `<rsm:CrossIndustryInvoice ${CII} xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"><rsm:SupplyChainTradeTransaction><ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty><ram:Name>Müller &amp; Söhne</ram:Name></ram:SellerTradeParty></ram:ApplicableHeaderTradeAgreement></rsm:SupplyChainTradeTransaction></rsm:CrossIndustryInvoice>`;
    const latin1 = Buffer.from(`<?xml version="1.0" encoding="ISO-8859-1"?>${body}`, 'latin1');
    assert.equal(readEInvoice(latin1).fields.supplier_name.value, 'Müller & Söhne');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${body}`)]);
    assert.equal(readEInvoice(bom).fields.supplier_name.value, 'Müller & Söhne');
  });
});
