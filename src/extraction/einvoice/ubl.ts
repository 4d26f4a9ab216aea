import type { Field, LineItem, TaxLine } from '../types.ts';
import { CREDIT_NOTE_TYPE_CODES, type EInvoice } from './model.ts';
import { amountField, dateField, decimal, ibanField, joined, partyFields, textField, type Party } from './values.ts';
import { isBilledLine, itemDescription } from './lines.ts';
import { attribute, child, children, firstText, text, type XmlElement } from './xml.ts';

/** OASIS UBL 2.1 `Invoice` and `CreditNote` (Peppol BIS Billing 3.0, XRechnung UBL). */
export function readUbl(root: XmlElement, creditNoteRoot: boolean): EInvoice {
  const currency = text(root, 'DocumentCurrencyCode');
  const seller = party(child(root, 'AccountingSupplierParty', 'Party'));
  const buyer = party(child(root, 'AccountingCustomerParty', 'Party'));
  const totals = child(root, 'LegalMonetaryTotal');
  const taxTotal = inCurrency(children(root, 'TaxTotal'), currency);
  const paymentMeans = children(root, 'PaymentMeans');
  const typeCode = text(root, creditNoteRoot ? 'CreditNoteTypeCode' : 'InvoiceTypeCode');

  const fields: Record<string, Field> = {
    ...partyFields('supplier', seller),
    ...partyFields('customer', buyer),
    invoice_number: textField(text(root, 'ID')),
    po_number: textField(text(root, 'OrderReference', 'ID')),
    date: dateField(text(root, 'IssueDate')),
    // A UBL 2.1 CreditNote has no DueDate element; its due date travels with the payment means.
    due_date: dateField(text(root, 'DueDate') ?? firstText(paymentMeans, 'PaymentDueDate')),
    currency: textField(currency),
    subtotal: amountField(text(totals, 'TaxExclusiveAmount') ?? text(totals, 'LineExtensionAmount')),
    total_tax: amountField(text(taxTotal, 'TaxAmount')),
    total_amount: amountField(text(totals, 'TaxInclusiveAmount')),
    amount_due: amountField(text(totals, 'PayableAmount')),
    payment_terms: textField(joined(children(root, 'PaymentTerms').map((t) => text(t, 'Note')), '\n')),
    iban: ibanField(firstText(paymentMeans, 'PayeeFinancialAccount', 'ID')),
  };

  return {
    syntax: 'ubl',
    credit_note: creditNoteRoot || (typeCode !== null && CREDIT_NOTE_TYPE_CODES.has(typeCode)),
    type_code: typeCode,
    profile: text(root, 'CustomizationID'),
    fields,
    line_items: children(root, creditNoteRoot ? 'CreditNoteLine' : 'InvoiceLine')
      .map((line) => lineItem(line, creditNoteRoot ? 'CreditedQuantity' : 'InvoicedQuantity'))
      .filter((item) => isBilledLine(item, null)),
    taxes: children(taxTotal, 'TaxSubtotal').map((subtotal): TaxLine => ({
      rate: decimal(text(subtotal, 'TaxCategory', 'Percent')),
      base: decimal(text(subtotal, 'TaxableAmount')),
      amount: decimal(text(subtotal, 'TaxAmount')),
    })),
    line_total: decimal(text(totals, 'LineExtensionAmount')),
  };
}

function party(element: XmlElement | null): Party {
  const address = child(element, 'PostalAddress');
  const schemes = children(element, 'PartyTaxScheme');
  const vat = schemes.find((s) => text(s, 'TaxScheme', 'ID')?.toUpperCase() === 'VAT');
  const endpoint = child(element, 'EndpointID');
  return {
    // The legal name (BT-27/BT-44) is the one EN 16931 requires; the trading name is its fallback.
    name: text(element, 'PartyLegalEntity', 'RegistrationName') ?? text(element, 'PartyName', 'Name'),
    address: joined(
      [
        text(address, 'StreetName'),
        text(address, 'AdditionalStreetName'),
        text(address, 'AddressLine', 'Line'),
        joined([text(address, 'PostalZone'), text(address, 'CityName')], ' '),
        text(address, 'CountrySubentity'),
        text(address, 'Country', 'IdentificationCode'),
      ],
      ', ',
    ),
    taxId: text(vat, 'CompanyID') ?? firstText(schemes, 'CompanyID'),
    phone: text(element, 'Contact', 'Telephone'),
    email: text(element, 'Contact', 'ElectronicMail') ?? (attribute(endpoint, 'schemeID') === 'EM' ? text(endpoint) : null),
  };
}

function lineItem(line: XmlElement, quantityName: string): LineItem {
  const item = child(line, 'Item');
  return {
    description: itemDescription(text(item, 'Name'), text(item, 'Description'), [
      text(item, 'SellersItemIdentification', 'ID'), text(item, 'StandardItemIdentification', 'ID'), text(item, 'BuyersItemIdentification', 'ID'),
    ]),
    quantity: decimal(text(line, quantityName)),
    unit_price: decimal(text(line, 'Price', 'PriceAmount')),
    amount: decimal(text(line, 'LineExtensionAmount')),
    tax_rate: decimal(text(item, 'ClassifiedTaxCategory', 'Percent')),
    product_code:
      text(item, 'SellersItemIdentification', 'ID') ??
      text(item, 'StandardItemIdentification', 'ID') ??
      text(item, 'BuyersItemIdentification', 'ID'),
    confidence: 1,
    page: null,
    bbox: null,
  };
}

/** A second TaxTotal may state the tax in the accounting currency: take the document currency's. */
function inCurrency(taxTotals: XmlElement[], currency: string | null): XmlElement | null {
  return taxTotals.find((t) => attribute(child(t, 'TaxAmount'), 'currencyID') === currency) ?? taxTotals[0] ?? null;
}
