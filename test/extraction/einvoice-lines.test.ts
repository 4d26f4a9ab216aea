import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readEInvoice } from '../../src/extraction/sources/einvoice.ts';
import { isBilledLine, itemDescription } from '../../src/extraction/einvoice/lines.ts';
import type { LineItem } from '../../src/extraction/types.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/einvoice/${name}`, import.meta.url), 'utf8');

function line(quantity: number | null, amount: number | null, unit_price: number | null = null): LineItem {
  return { description: 'x', quantity, unit_price, amount, tax_rate: null, product_code: null, confidence: 1, page: null, bbox: null };
}

describe('isBilledLine', () => {
  it('drops group and information lines by their status reason, keeps detail lines', () => {
    assert.equal(isBilledLine(line(1, 10, 10), 'GROUP'), false);
    assert.equal(isBilledLine(line(null, null), 'information'), false);
    assert.equal(isBilledLine(line(1, 10, 10), 'DETAIL'), true);
  });
  it('drops lines with no amount and no quantity (headings, remarks); keeps free items', () => {
    assert.equal(isBilledLine(line(0, 0, 0), null), false);
    assert.equal(isBilledLine(line(null, null), null), false);
    assert.equal(isBilledLine(line(10, 0, 0), null), true);
    assert.equal(isBilledLine(line(0, 12.5), null), true);
  });
});

describe('itemDescription', () => {
  it('drops the item identifier a name repeats in brackets or asterisks', () => {
    assert.equal(itemDescription('[FURN-7] Office Chair', null, ['FURN-7']), 'Office Chair');
    assert.equal(itemDescription('*4012345* Olive Oil', null, [null, '4012345']), 'Olive Oil');
    assert.equal(itemDescription('GTIN: 4012345 Olive Oil', null, ['4012345']), 'GTIN: 4012345 Olive Oil');
    assert.equal(itemDescription('[OTHER] Office Chair', null, ['FURN-7']), '[OTHER] Office Chair');
  });
  it('takes the description when it restates the name and continues it on further lines', () => {
    assert.equal(itemDescription('Beeswax XL', '[1758] Beeswax XL\n  Acme beeswax\n', ['1758']), 'Beeswax XL\nAcme beeswax');
    assert.equal(itemDescription('Steak', 'Steak from Argentina', []), 'Steak');
    assert.equal(itemDescription('Lemon juice', 'Packaging: bottle\nUnit: 1', []), 'Lemon juice');
    assert.equal(itemDescription(null, 'Packaging: bottle', []), 'Packaging: bottle');
  });
});

describe('readEInvoice: lines that bill nothing', () => {
  it('CII: a sub-heading, a group line and an information line are not items; a free item is', () => {
    const extra = `
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>0</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>--- Lighting ---</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeSettlement>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>0.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>G1</ram:LineID><ram:LineStatusReasonCode>GROUP</ram:LineStatusReasonCode></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>Lamps, all</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>180.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>F1</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>Sample bulb</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>0.00</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">2</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>0.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:IncludedSupplyChainTradeLineItem>`;
    const xml = fixture('cii-invoice.xml').replace('<ram:IncludedSupplyChainTradeLineItem>', extra);
    const invoice = readEInvoice(new TextEncoder().encode(xml));
    assert.deepEqual(invoice.line_items.map((i) => [i.description, i.amount]), [
      ['Sample bulb', 0],
      ['Lampe de bureau', 180],
      ['Câble textile\ntressé', 25],
    ]);
  });

  it('UBL: a zero heading line is dropped, and a name carrying its code in brackets loses it', () => {
    const extra = `<cac:InvoiceLine>
    <cbc:ID>0</cbc:ID>
    <cbc:InvoicedQuantity>0.00</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">0.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>--- Tools ---</cbc:Name></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">0.00</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
  <cac:InvoiceLine>`;
    const xml = fixture('ubl-invoice.xml')
      .replace('<cac:InvoiceLine>', extra)
      .replace('<cbc:Name>Adjustable wrench</cbc:Name>', '<cbc:Name>[AW-300] Adjustable wrench</cbc:Name>');
    const invoice = readEInvoice(new TextEncoder().encode(xml));
    assert.deepEqual(invoice.line_items.map((i) => [i.description, i.product_code]), [
      ['Adjustable wrench', 'AW-300'],
      ['Screwdriver set', '7300000000019'],
    ]);
  });
});
