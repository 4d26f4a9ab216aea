/**
 * European invoices worded by someone who never read the locale tables (eval/synthetic-invoices/european.ts): keys
 * alone in their cells over their values, Portuguese and Spanish tax and due-date wording, Italian e-invoice party
 * labels, a Dutch address window, item headings of two words or two code columns, sum rows under the items, OCR's
 * specks before a VAT id and an IBAN run into its label.
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

test('keys alone over their values (`Número` / `F028945`), not `fatura` in `Data da fatura`; Portuguese taxes', async () => {
  const result = await read([
    [50, 800, 'Fatura', 16], [400, 800, 'Pereira Consultoria S.A.', 12],
    [50, 760, 'Número'], [150, 760, 'Data da fatura'], [300, 760, 'Pagar até'], [420, 760, 'Requisição'],
    [50, 748, 'F028945'], [150, 748, '4 de fevereiro de 2022'], [300, 748, '5 de abril de 2022'], [420, 748, '7865227'],
    [350, 600, 'Total s/ IVA'], [480, 600, '812,86 €'], [350, 587, 'IVA à taxa de 23%'], [480, 587, '186,96 €'],
    [350, 574, 'Total com IVA'], [480, 574, '999,82 €'],
  ]);
  assert.equal(result.fields.invoice_number.value, 'F028945');
  assert.equal(result.fields.po_number.value, '7865227');
  assert.equal(result.fields.date.value, '2022-02-04');
  assert.equal(result.fields.subtotal.value, 812.86);
  assert.equal(result.fields.total_tax.value, 186.96);
});

test('a value under its key with other print run into it on the left; `Fecha vto.`; `IVA: 1IT…`; `IBANES74…`', async () => {
  const result = await read([
    [50, 800, 'Romero Consultoría S.L.U.', 14], [420, 800, 'FACTURA', 14],
    [50, 775, 'IVA: 1IT05353519077'], [330, 775, 'Factura nº'], [420, 775, 'Fecha'],
    [130, 762, 'Tel. 928 115 366 · administracion@romero.es'], [330, 762, 'RE-695197'], [420, 762, '10/08/2025'],
    [50, 740, 'Fecha vto.'], [130, 740, '09/09/2025'],
    [350, 600, 'Base imponible'], [480, 600, '100,00 €'], [350, 587, 'IVA 21 %'], [480, 587, '21,00 €'], [350, 574, 'Total factura'], [480, 574, '121,00 €'],
    [50, 100, 'NIF ESB33634069IBANES7492750461322888590193 BIC CAIXES3K'],
  ]);
  assert.equal(result.fields.invoice_number.value, 'RE-695197');
  assert.equal(result.fields.date.value, '2025-08-10');
  assert.equal(result.fields.due_date.value, '2025-09-09');
  assert.equal(result.fields.supplier_tax_id.value, 'IT05353519077');
  assert.equal(result.fields.iban.value, 'ES7492750461322888590193');
});

test('`CEDENTE/PRESTATORE (FORNITORE)` heads the supplier; a Dutch window: `van Dijk ICT` over `Dorpsstraat 107`', async () => {
  const italian = await read([
    [50, 800, 'FATTURA', 16], [50, 770, 'CEDENTE/PRESTATORE (FORNITORE)'], [50, 757, 'Esposito Informatica S.a.s.'], [50, 744, 'Via Roma 12'],
    [300, 770, 'CESSIONARIO/COMMITTENTE (CLIENTE)'], [300, 757, 'Gallo Tipografia'], [300, 744, 'Corso Italia 3'],
  ]);
  assert.equal(italian.fields.supplier_name.value, 'Esposito Informatica S.a.s.');
  assert.equal(italian.fields.customer_name.value, 'Gallo Tipografia');
  const dutch = await read([
    [350, 800, 'de Jong & de Vries B.V.', 14], [380, 785, 'Dorpsstraat 60 · 3511 LX Utrecht'],
    [50, 740, 'de Jong & de Vries B.V. · Dorpsstraat 60 · 3511 LX Utrecht', 6],
    [50, 725, 'van Dijk ICT'], [330, 725, 'Factuurnummer'], [420, 725, 'RE-61232'],
    [50, 712, 'Dorpsstraat 107'], [330, 712, 'Datum'], [420, 712, '02-10-2025'],
    [50, 699, '1012 AB Amsterdam'],
  ]);
  assert.equal(dutch.fields.customer_name.value, 'van Dijk ICT');
});

test('item headings: two words of one heading, a code column before the description; a sum row ends the items', async () => {
  const italian = await read([
    [50, 800, 'Ferrari Edilizia S.r.l.', 14],
    [50, 650, 'Codice'], [110, 650, 'Descrizione articolo'], [300, 650, 'Quantità'], [380, 650, 'Prezzo un.'], [480, 650, 'Totale'],
    [50, 635, 'P8619'], [110, 635, 'Carta A4'], [305, 635, '25'], [380, 635, '2.207,00'], [480, 635, '55.175,00'],
  ]);
  assert.deepEqual(italian.line_items.map((i) => [i.description, i.amount]), [['Carta A4', 55175]]);
  const portuguese = await read([
    [50, 800, 'Carpintaria Almeida S.A.', 14],
    [50, 650, 'Artigo'], [110, 650, 'Designação'], [300, 650, 'Qtd.'], [380, 650, 'Preço un.'], [480, 650, 'Valor'],
    [50, 635, 'SRV062'], [110, 635, 'Impressão de folhetos'], [305, 635, '3'], [380, 635, '100,00'], [480, 635, '300,00'],
    [50, 620, 'SRV077'], [110, 620, 'Mão de obra'], [305, 620, '2'], [380, 620, '50,00'], [480, 620, '100,00'],
    [50, 590, 'Quadro resumo do IVA'], [330, 590, 'Total bruto'], [480, 590, '400,00 €'],
  ]);
  assert.deepEqual(portuguese.line_items.map((i) => [i.description, i.amount]), [['Impressão de folhetos', 300], ['Mão de obra', 100]]);
  const english = await read([
    [50, 800, 'Pioneer Consulting Corp.', 14],
    [50, 650, '#'], [80, 650, 'Item & Description'], [330, 650, 'Qty'], [400, 650, 'Rate'], [480, 650, 'Amount'],
    [50, 635, '1'], [80, 635, 'Data migration'], [335, 635, '10'], [400, 635, '347.00'], [480, 635, '3470.00'],
  ]);
  assert.deepEqual(english.line_items.map((i) => [i.description, i.amount]), [['Data migration', 3470]]);
});

test('`21% btw` heading its row is the tax; a terms sentence`s date is no invoice date; an IBAN after a false start', async () => {
  const result = await read([
    [50, 800, 'Smit & Mulder B.V.', 14], [330, 770, 'Factuurnr.'], [420, 770, 'FA68881'], [330, 757, 'Datum'], [420, 757, '26/01/2025'],
    [350, 600, 'Subtotaal'], [480, 600, '€ 822,50'], [350, 587, '21% btw'], [480, 587, '€ 172,73'], [350, 574, 'Totaal'], [480, 574, '€ 995,23'],
    [50, 540, 'Betalingstermijn 60 dagen na factuurdatum (uiterlijk 27/03/2025).'],
    [50, 520, 'MP05 Bonifico NL95ABNA0246944263 UniCredit'],
  ]);
  assert.equal(result.fields.total_tax.value, 172.73);
  assert.equal(result.fields.date.value, '2025-01-26');
  assert.equal(result.fields.due_date.value, '2025-03-27');
  assert.equal(result.fields.iban.value, 'NL95ABNA0246944263');
});
