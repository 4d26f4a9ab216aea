/**
 * What a family of online shops' invoices, measured once before it was looked at, showed the rules missing: an order
 * number after the invoice number on one line, tax named inside the total's label or printed between a subtotal and a
 * total equal to it, a document settled by card with no amount due printed, a trading name over the letterhead with
 * the company in the footer, the shop's order number beside the customer's own, and a French VAT key OCR misread.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { page } from '../helpers/receipt-page.ts';
import { analysePages } from '../../src/extraction/analyse.ts';
import { extractInvoiceFields } from '../../src/extraction/fields/invoice.ts';
import { findVatIds } from '../../src/extraction/parse/ids.ts';
import { readTextPage } from '../../src/extraction/sources/text.ts';
import type { LayoutPage } from '../../src/extraction/types.ts';

const textPage = (lines: string[]) => readTextPage(new TextEncoder().encode(lines.join('\n')));
const fields = (lines: string[]) => extractInvoiceFields([textPage(lines)], 'invoice').fields;
const ocr = (pages: LayoutPage[]) => analysePages(pages, 'invoice', 'ocr');

test("a number marker past another key's value and a separator labels that key's number, not the invoice's", () => {
  const found = fields([
    'Oro del Sur S.L.', 'Factura F2024-21454',
    'Nº de factura: F2024-21454 · Fecha de factura: 24/05/2024 · Pedido n.º: #100011301 · Fecha del pedido: 21/05/2024',
    'Total   220,76 €',
  ]);
  assert.equal(found.invoice_number.value, 'F2024-21454');
  // A code in parentheses before the marker is none (`Rechnung (380) Nr. 471102`).
  assert.equal(fields(['Gutschrift (Selbst ausgestellte Rechnung) (389) Nr. 471102 vom 05.03.2018', 'Gesamtbetrag 100,00 €']).invoice_number.value, '471102');
});

test("the tax named with its amount inside the total's label (`Totaal (incl. €11,32 BTW)`) is the tax", () => {
  const found = fields(['Brandpunt Koffie V.O.F.', 'FACTUUR', 'Factuurnummer: 8362', 'Subtotaal                     €71,00', 'Totaal (incl. €11,32 BTW)     €71,00']);
  assert.equal(found.total_tax.value, 11.32);
  assert.equal(found.total_amount.value, 71);
});

test('a tax printed between a subtotal and a total equal to it is within them, said or not', () => {
  const found = fields(['The Tea Caddy', 'Invoice No. INV-13780', 'Subtotal        £137.46', 'VAT 20%          £13.50', 'Total           £137.46']);
  assert.equal(found.total_tax.value, 13.5);
  assert.equal(found.subtotal.value, 137.46);
  // Printed below the total, it is within it as said (`Includes VAT 0%`): an inclusive word opening the row names it.
  const zero = fields(['Brew Republic', 'Invoice No. INV-1', 'Subtotal   £65.99', 'Discount   -£20.00', 'Shipping   £5.99', 'Order total   £51.98', 'Includes VAT 0%   £0.00']);
  assert.equal(zero.total_tax.value, 0);
});

test('a document settled by card, or stamped paid, with no amount due printed owes nothing', () => {
  const card = fields(['Holzwurm & Co GmbH', 'Rechnungsnummer: 2024-1187', 'Gesamtsumme brutto   21,95 €', 'Der Rechnungsbetrag wurde bereits per PayPal beglichen.']);
  assert.equal(card.amount_due.value, 0);
  // A stamp beside another label's amount on its row (`BEREITS BEZAHLT` … `Warenwert 109,46 €`) prints no payment.
  const stamp = ocr([page([[0, 0.05, 'Nordkamm Outdoor GmbH'], [2, 0.05, 'Rechnungsnummer: 7781'], [5, 0.08, 'BEREITS BEZAHLT'], [5, 0.6, 'Warenwert'], [5, 0.85, '109,46 €'], [6, 0.6, 'Gesamtbetrag'], [6, 0.85, '98,51 €']])]);
  assert.equal(stamp.fields.amount_due.value, 0);
  // A clause about a payment to come says nothing of one made.
  const clause = fields(['Cape Office Supplies (Pty) Ltd', 'Invoice INV-2231', 'Total Due (ZAR)   6 203,68', 'Goods remain the property of the seller until paid in full.']);
  assert.equal(clause.amount_due.value, 6203.68);
});

test('the one company the footer names with its registration is the supplier trading under the letterhead name', () => {
  const result = ocr([page([
    [0, 0.12, 'BREW REPUBLIC'], [0, 0.8, 'INVOICE'], [1, 0.8, 'Invoice No. INV-13780'],
    [2, 0.06, 'Unit 11'], [3, 0.06, 'Exeter EX14 9XY'],
    [5, 0.06, 'BILLING ADDRESS'], [6, 0.06, 'Gary Atkinson'],
    [12, 0.6, 'Total price'], [12, 0.85, '£117.70'],
    [29, 0.3, 'Davies Fine Foods Ltd · Registered in England and Wales No. 14399742 · Registered office: Unit 11, EX14 9XY'],
    [30, 0.44, 'VAT Reg. No. GB 524 8454 37'],
  ])]);
  assert.equal(result.fields.supplier_name.value, 'Davies Fine Foods Ltd');
});

test("the customer's own order number is the PO, not the shop's order number beside it", () => {
  const found = fields(['La Despensa Gourmet S.L.', 'Factura n.º: TO-2024/0727', 'Pedido n.º: #000042905', 'Su pedido: OA536627', 'Total   3.514,03 €']);
  assert.equal(found.po_number.value, 'OA536627');
});

test("PrestaShop's `Total produits` is the subtotal, and a cheque to send `avant le` a date is due then", () => {
  const found = fields([
    'Atelier Lumière SAS', 'Facture FA452333 du 12/06/2024', 'Total produits   602,27 €', 'Bon de réduction FIDELITE   -120,45 €', 'Frais de livraison TTC   4,95 €',
    'Total taxes   40,01 €', 'Total TTC   486,77 €', "Merci d'adresser votre chèque à l'ordre de Atelier Lumière SAS avant le 18/09/2025.",
  ]);
  assert.equal(found.subtotal.value, 602.27);
  assert.equal(found.due_date.value, '2025-09-18');
});

test("a French VAT number's key misread by OCR is mended where the SIREN's key then holds", () => {
  assert.deepEqual(findVatIds('N° TVA intracommunautaire : FRS3 824 714 125').map((id) => id.value), ['FR53824714125']);
  assert.deepEqual(findVatIds('N° TVA intracommunautaire : FROS5 472298074').map((id) => id.value), ['FR05472298074']);
  // A key of letters that no digit reading makes right stands as printed.
  assert.deepEqual(findVatIds('TVA FRXY 824714125').map((id) => id.value), ['FRXY824714125']);
});
