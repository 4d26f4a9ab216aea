/**
 * Invoices as European online invoicing tools print them (eval/synthetic-invoices/saas.ts, written by someone
 * who never read the extractor): a logo's initials before the name, a due date equal to the invoice date, the
 * due date inside a payment sentence, a customer's reference, a Portuguese `Contribuinte n.º`, a French
 * `N° commande client`.
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

const TOTALS: Text[] = [[330, 300, 'Base imponible'], [480, 300, '1.000,00 €'], [330, 285, 'IVA 21 %'], [480, 285, '210,00 €'], [330, 270, 'Total'], [480, 270, '1.210,00 €']];

test('a logo’s initials set apart before the name are not part of it; initials in the name’s own spacing are', async () => {
  const logo = await read([[55, 800, 'IG          Imprenta Gráficas del Sur S.A.', 14], [400, 760, 'Nº de factura'], [480, 760, 'F2024-0153'], ...TOTALS]);
  assert.equal(logo.fields.supplier_name.value, 'Imprenta Gráficas del Sur S.A.');
  const inline = await read([[55, 800, 'MVM Musterhafter Versicherungsverein a.G.', 14], [400, 760, 'Rechnung Nr.'], [480, 760, '2024-17'], ...TOTALS]);
  assert.equal(inline.fields.supplier_name.value, 'MVM Musterhafter Versicherungsverein a.G.');
});

test('a due date printed apart may be the invoice date itself', async () => {
  const result = await read([[55, 800, 'Nube Creativa Estudio S.L.', 14], [400, 760, 'Fecha'], [480, 760, '12/07/2024'], [400, 745, 'Vencimiento'], [480, 745, '12/07/2024'], ...TOTALS]);
  assert.equal(result.fields.date.value, '2024-07-12');
  assert.equal(result.fields.due_date.value, '2024-07-12');
});

test('`überweisen … bis zum` gives the due date, a `Ref. cliente` the order reference', async () => {
  const de = await read([[55, 800, 'Feldmann & Koch Werbeagentur GmbH', 14], [400, 760, 'Rechnungsdatum'], [480, 760, '08.05.2025'], ...TOTALS,
    [55, 200, 'Bitte überweisen Sie den Rechnungsbetrag unter Angabe der Rechnungsnummer bis zum 22.05.2025 auf das']]);
  assert.equal(de.fields.due_date.value, '2025-05-22');
  const es = await read([[55, 800, 'Elena Castro Moreno', 14], [400, 760, 'Nº de factura'], [480, 760, '2025-373'], [400, 745, 'Ref. cliente'], [480, 745, 'PED-87706'], ...TOTALS]);
  assert.equal(es.fields.po_number.value, 'PED-87706');
});

test('`Contribuinte n.º` labels a Portuguese tax number, `N° commande client` an order number', async () => {
  const pt = await read([[55, 800, 'Costa & Filhos, Lda.', 14], [55, 785, 'Contribuinte n.º: 507344502'], [400, 760, 'Fatura FT 2024/315'], ...TOTALS]);
  assert.equal(pt.fields.supplier_tax_id.value, '507344502');
  const fr = await read([[55, 800, 'Menuiserie Rousseau SARL', 14], [330, 760, 'Facture n° : FA4789'], [330, 745, 'N° commande client : 4500926907'], ...TOTALS]);
  assert.equal(fr.fields.po_number.value, '4500926907');
});
