import type { Field, LineItem, TaxLine } from '../types.ts';
import { CREDIT_NOTE_TYPE_CODES, type EInvoice } from './model.ts';
import { amountField, dateField, decimal, ibanField, joined, partyFields, textField, type Party } from './values.ts';
import { isBilledLine, itemDescription } from './lines.ts';
import { attribute, child, children, firstText, text, type XmlElement } from './xml.ts';

/**
 * UN/CEFACT Cross Industry Invoice: ZUGFeRD 2.x, Factur-X and XRechnung CII (`CrossIndustryInvoice`,
 * D16B), and ZUGFeRD 1.0 (`CrossIndustryDocument`, D13B). Both generations share the model and most
 * element names; the container elements were renamed, listed here once.
 */
interface Generation {
  syntax: EInvoice['syntax'];
  context: string;
  document: string;
  transaction: string;
  agreement: string;
  settlement: string;
  summation: string;
  lineAgreement: string;
  lineDelivery: string;
  lineSettlement: string;
  lineSummation: string;
  rate: string;
}

const CII: Generation = {
  syntax: 'cii',
  context: 'ExchangedDocumentContext',
  document: 'ExchangedDocument',
  transaction: 'SupplyChainTradeTransaction',
  agreement: 'ApplicableHeaderTradeAgreement',
  settlement: 'ApplicableHeaderTradeSettlement',
  summation: 'SpecifiedTradeSettlementHeaderMonetarySummation',
  lineAgreement: 'SpecifiedLineTradeAgreement',
  lineDelivery: 'SpecifiedLineTradeDelivery',
  lineSettlement: 'SpecifiedLineTradeSettlement',
  lineSummation: 'SpecifiedTradeSettlementLineMonetarySummation',
  rate: 'RateApplicablePercent',
};

const ZUGFERD1: Generation = {
  syntax: 'zugferd1',
  context: 'SpecifiedExchangedDocumentContext',
  document: 'HeaderExchangedDocument',
  transaction: 'SpecifiedSupplyChainTradeTransaction',
  agreement: 'ApplicableSupplyChainTradeAgreement',
  settlement: 'ApplicableSupplyChainTradeSettlement',
  summation: 'SpecifiedTradeSettlementMonetarySummation',
  lineAgreement: 'SpecifiedSupplyChainTradeAgreement',
  lineDelivery: 'SpecifiedSupplyChainTradeDelivery',
  lineSettlement: 'SpecifiedSupplyChainTradeSettlement',
  lineSummation: 'SpecifiedTradeSettlementMonetarySummation',
  rate: 'ApplicablePercent',
};

export function readCii(root: XmlElement, zugferd1: boolean): EInvoice {
  const g = zugferd1 ? ZUGFERD1 : CII;
  const document = child(root, g.document);
  const transaction = child(root, g.transaction);
  const agreement = child(transaction, g.agreement);
  const settlement = child(transaction, g.settlement);
  const summation = child(settlement, g.summation);
  const currency = text(settlement, 'InvoiceCurrencyCode');
  const seller = party(child(agreement, 'SellerTradeParty'));
  const buyer = party(child(agreement, 'BuyerTradeParty'));
  const terms = children(settlement, 'SpecifiedTradePaymentTerms');
  const typeCode = text(document, 'TypeCode');
  const order = child(agreement, 'BuyerOrderReferencedDocument');

  const fields: Record<string, Field> = {
    ...partyFields('supplier', seller),
    ...partyFields('customer', buyer),
    invoice_number: textField(text(document, 'ID')),
    po_number: textField(text(order, 'IssuerAssignedID') ?? text(order, 'ID')),
    date: dateField(text(document, 'IssueDateTime', 'DateTimeString')),
    due_date: dateField(firstText(terms, 'DueDateDateTime', 'DateTimeString')),
    currency: textField(currency),
    subtotal: amountField(text(summation, 'TaxBasisTotalAmount') ?? text(summation, 'LineTotalAmount')),
    total_tax: amountField(inCurrency(children(summation, 'TaxTotalAmount'), currency)),
    total_amount: amountField(text(summation, 'GrandTotalAmount')),
    amount_due: amountField(text(summation, 'DuePayableAmount')),
    payment_terms: textField(joined(terms.map((t) => text(t, 'Description')), '\n')),
    // The payee's account: a direct-debit invoice also names the payer's, which is not where to pay.
    iban: ibanField(firstText(children(settlement, 'SpecifiedTradeSettlementPaymentMeans'), 'PayeePartyCreditorFinancialAccount', 'IBANID')),
  };

  return {
    syntax: g.syntax,
    credit_note: typeCode !== null && CREDIT_NOTE_TYPE_CODES.has(typeCode),
    type_code: typeCode,
    profile: text(root, g.context, 'GuidelineSpecifiedDocumentContextParameter', 'ID'),
    fields,
    line_items: children(transaction, 'IncludedSupplyChainTradeLineItem').flatMap((line) => {
      const item = lineItem(line, g);
      return isBilledLine(item, text(line, 'AssociatedDocumentLineDocument', 'LineStatusReasonCode')) ? [item] : [];
    }),
    taxes: children(settlement, 'ApplicableTradeTax').map((tax): TaxLine => ({
      rate: decimal(text(tax, g.rate)),
      base: decimal(text(tax, 'BasisAmount')),
      amount: decimal(text(tax, 'CalculatedAmount')),
    })),
    line_total: decimal(text(summation, 'LineTotalAmount')),
  };
}

function party(element: XmlElement | null): Party {
  const address = child(element, 'PostalTradeAddress');
  const registrations = children(element, 'SpecifiedTaxRegistration').map((r) => child(r, 'ID'));
  // VA = VAT identification number, FC = national tax number; the VAT id is the one invoices are checked by.
  const taxId = (scheme: string) => text(registrations.find((id) => attribute(id, 'schemeID') === scheme));
  const contacts = children(element, 'DefinedTradeContact');
  const electronicAddress = child(element, 'URIUniversalCommunication', 'URIID');
  return {
    name: text(element, 'Name'),
    address: joined(
      [
        text(address, 'LineOne'),
        text(address, 'LineTwo'),
        text(address, 'LineThree'),
        joined([text(address, 'PostcodeCode'), text(address, 'CityName')], ' '),
        text(address, 'CountrySubDivisionName'),
        text(address, 'CountryID'),
      ],
      ', ',
    ),
    taxId: taxId('VA') ?? taxId('FC') ?? text(registrations[0]),
    phone: firstText(contacts, 'TelephoneUniversalCommunication', 'CompleteNumber'),
    email:
      firstText(contacts, 'EmailURIUniversalCommunication', 'URIID') ??
      (attribute(electronicAddress, 'schemeID') === 'EM' ? text(electronicAddress) : null),
  };
}

function lineItem(line: XmlElement, g: Generation): LineItem {
  const product = child(line, 'SpecifiedTradeProduct');
  const lineSettlement = child(line, g.lineSettlement);
  return {
    description: itemDescription(text(product, 'Name'), text(product, 'Description'), [
      text(product, 'SellerAssignedID'), text(product, 'GlobalID'), text(product, 'BuyerAssignedID'),
    ]),
    quantity: decimal(text(line, g.lineDelivery, 'BilledQuantity')),
    unit_price: decimal(text(line, g.lineAgreement, 'NetPriceProductTradePrice', 'ChargeAmount')),
    amount: decimal(text(lineSettlement, g.lineSummation, 'LineTotalAmount')),
    tax_rate: decimal(text(lineSettlement, 'ApplicableTradeTax', g.rate)),
    product_code: text(product, 'SellerAssignedID') ?? text(product, 'GlobalID') ?? text(product, 'BuyerAssignedID'),
    confidence: 1,
    page: null,
    bbox: null,
  };
}

/** Tax totals may be stated twice (invoice and accounting currency): take the invoice currency's. */
function inCurrency(amounts: XmlElement[], currency: string | null): string | null {
  const matching = amounts.find((a) => attribute(a, 'currencyID') === currency) ?? amounts.find((a) => attribute(a, 'currencyID') === null);
  return text(matching ?? amounts[0]);
}
