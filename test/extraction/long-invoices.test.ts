import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readTextPage } from '../../src/extraction/sources/text.ts';
import { analysePages } from '../../src/extraction/analyse.ts';
import { buildDoc } from '../../src/extraction/fields/shared.ts';
import { extractLineItems } from '../../src/extraction/fields/line-items.ts';
import { findAmounts } from '../../src/extraction/parse/amounts.ts';
import { labelledAmounts } from '../../src/extraction/fields/labelled.ts';
import { TAX_LABELS } from '../../src/extraction/fields/labels.ts';
import { groupRows } from '../../src/extraction/layout/lines.ts';
import { nameCandidate } from '../../src/extraction/fields/party-lines.ts';
import type { LayoutPage, Word } from '../../src/extraction/types.ts';

const textPage = (lines: string[], number = 1): LayoutPage => ({ ...readTextPage(new TextEncoder().encode(lines.join('\n'))), number });
const fieldsOf = (pages: LayoutPage[], source: 'pdf_text' | 'ocr' = 'pdf_text') => {
  const { fields } = analysePages(pages, 'invoice', source);
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.value]));
};

test('a name run into its address on the letterhead line is the supplier; a sort code and a due-date sentence are no amount due', () => {
  const fields = fieldsOf([
    textPage([
      'Saxon Freight Services Ltd · Riverside Drive, Felixstowe IP11 3TU',
      'Tel 0171 283 6371 · accounts@saxonfreight.co.uk · VAT Reg. No. GB 771 3856 09',
      '',
      'INVOICE TO                                   Invoice No.          SI2450794',
      'Northern Cycle Imports Ltd                   Invoice date         06/03/2024',
      '',
      '                                             Total net            £25,904.87',
      '                                             Total VAT               £415.54',
      '                                             Invoice total GBP    £26,320.41',
      '',
      'Payment due by 05/04/2024, quoting invoice number SI2450794.',
      'Bank: Lloyds Bank · Sort code 30-15-79 · Account no. 80498261',
      'Duties and taxes paid on your behalf are disbursements and are payable on presentation.',
    ]),
  ]);
  assert.equal(fields.supplier_name, 'Saxon Freight Services Ltd');
  assert.equal(fields.total_amount, 26320.41);
  assert.equal(fields.amount_due, 26320.41);
});

test('a tax summary sharing its rows with the totals box: each amount is its nearest label’s', () => {
  const fields = fieldsOf([
    textPage([
      'Facture F-2024-118',
      'Taux      Base HT      TVA      Total TTC      Total HT             6 759,25 €',
      '20,0 %    4 444,55     888,91   5 333,46       Total TVA            1 016,22 €',
      '5,5 %     2 314,70     127,31   2 442,01',
      '                                               Total TTC            7 775,47 €',
    ]),
  ]);
  assert.deepEqual([fields.subtotal, fields.total_tax, fields.total_amount], [6759.25, 1016.22, 7775.47]);
  // The summary's `TVA` heading does not reach over `Total TTC` and `Total HT` to the net total.
  const doc = buildDoc([textPage(['Taux      Base HT      TVA      Total TTC      Total HT             6 759,25 €', '20,0 %    4 444,55     888,91   5 333,46'])]);
  assert.ok(!labelledAmounts(doc, TAX_LABELS).some((c) => c.value === 6759.25));
});

test('a total OCR could not read is the sum of the subtotal and tax printed', () => {
  const fields = fieldsOf([textPage(['Invoice 2024-77', 'Total net          €72,832.49', 'Total VAT           €1,489.35', 'Invoice to talG BP    =U] 74, 3 21 .8 4'])], 'ocr');
  assert.equal(fields.total_amount, 74321.84);
});

test('a space OCR read after the decimal separator of a grouped amount', () => {
  assert.deepEqual(findAmounts('Invoice total GBP   26,320. 41').map((a) => a.value), [26320.41]);
  assert.deepEqual(findAmounts('Total 1.234, 56 €').map((a) => a.value), [1234.56]);
  // Without thousands grouped before it, a list stays a list.
  assert.deepEqual(findAmounts('1. 50').map((a) => a.value), [1, 50]);
});

test('items: a `Net £` column; a later page’s running head before its header, and whole numbers in head and foot, are no items', () => {
  const header = 'Job ref    Description                        Qty   Unit   Rate       Net £';
  const items = extractLineItems(
    buildDoc([
      textPage([header, 'SH918578   Fuel surcharge sea                                       335.00', 'JB874689   Warehouse storage, Bristol DC     118   plt    2.91     343.38', '', 'Saxon Freight Services Ltd · Company No. 04045888']),
      textPage(['Saxon Freight Services Ltd · Invoice SI2450794        Page 2 of 2', header, 'FW595291   Export customs declaration          1   entry  85.60     85.60', '', 'Total net                                                        763.98'], 2),
    ]),
  ).map((i) => [i.description, i.amount]);
  assert.deepEqual(items, [
    ['Fuel surcharge sea', 335],
    ['Warehouse storage, Bristol DC', 343.38],
    ['Export customs declaration', 85.6],
  ]);
});

const word = (text: string, x0: number, y0: number, x1: number, y1: number, confidence = 0.95): Word => ({ text, bbox: [x0, y0, x1, y1], confidence });

test('rows of a page read turned by a small angle are grouped as if level', () => {
  // Two rows drifting down by 0.012 across the page: level, the label meets its amount, not the next row's.
  const words = [word('Total', 0.1, 0.5, 0.2, 0.51), word('TVA', 0.21, 0.5, 0.27, 0.51), word('1 016,22', 0.8, 0.5084, 0.9, 0.5184), word('Total', 0.1, 0.512, 0.2, 0.522), word('TTC', 0.21, 0.512, 0.27, 0.522), word('7 775,47', 0.8, 0.5204, 0.9, 0.5304)];
  assert.deepEqual(groupRows(words, 0.707, 0.012).map((r) => r.words.map((w) => w.text).join(' ')), ['Total TVA 1 016,22', 'Total TTC 7 775,47']);
});

test('a logo’s graphic read as letters beside a name is not part of it', () => {
  const page: LayoutPage = {
    number: 1, width: 1000, height: 1414, unit: 'px', rotation: 0, source: 'ocr',
    words: [word('Il', 0.067, 0.034, 0.124, 0.074, 0.4), word('Ingrosso', 0.137, 0.045, 0.222, 0.063), word('Alimentare', 0.23, 0.045, 0.332, 0.063), word('Greco', 0.34, 0.045, 0.395, 0.063), word('S.r.l.', 0.404, 0.045, 0.448, 0.063), word('di', 0.46, 0.03, 0.49, 0.075, 0.4)],
    lines: [],
  };
  const doc = buildDoc([page]);
  assert.equal(nameCandidate(doc.lines[0], 0, 0.5)?.value, 'Ingrosso Alimentare Greco S.r.l.');
});

test('template invoices: a discount beside a note naming the tax, `Subtotal (ex. GST)`, a GST/HST number', async () => {
  const us = fieldsOf([
    textPage([
      'Lone Star Property Maintenance, LLC                          INVOICE',
      'Invoice # 1042        Date 03/14/2025',
      'Bill To: Hill Country Dental',
      '                                                          Subtotal            $4,152.50',
      'Items marked T are subject to sales tax.               Discount (5%)           -$207.63',
      '                                                 Sales Tax (8.25%)               $36.99',
      '                                                             Total            $3,981.86',
    ]),
  ]);
  assert.equal(us.total_tax, 36.99);
  const au = fieldsOf([textPage(['TAX INVOICE', 'Bondi Food Company Pty Ltd', 'Subtotal (ex. GST)      $2,518.00', 'GST 10%                   $251.80', 'Total inc. GST          $2,769.80'])]);
  assert.deepEqual([au.subtotal, au.total_tax, au.total_amount], [2518, 251.8, 2769.8]);
  const { findLabelledTaxIds } = await import('../../src/extraction/parse/ids.ts');
  assert.deepEqual(findLabelledTaxIds('GST/HST No. 571654243 RT0001').map((id) => id.value), ['571654243RT0001']);
});
