import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseTotals } from '../../src/extraction/fields/checks.ts';
import type { Candidate } from '../../src/extraction/fields/shared.ts';
import { readTextPage } from '../../src/extraction/sources/text.ts';
import { analysePages } from '../../src/extraction/analyse.ts';

const amount = (value: number, raw: string, y: number, score = 0.9): Candidate => ({ value, raw, score, page: 1, bbox: [0.8, y, 0.9, y + 0.01] });

test('an amount read without its decimal separator is restored where that makes the totals add up', () => {
  const choice = chooseTotals([amount(42, '42,00 €', 0.4)], [amount(840, '840€', 0.42)], [amount(50.4, '50,40 €', 0.44)]);
  assert.equal(choice.tax?.value, 8.4);
  assert.equal(choice.consistent, true);
  const page = readTextPage(new TextEncoder().encode(['Facture FA-118', 'Total HT      42,00 €', 'TVA 20 %      840€', 'Total TTC     50,40 €'].join('\n')));
  assert.equal(analysePages([page], 'invoice', 'ocr').fields.total_tax.value, 8.4);
});

test('a whole amount that adds up as printed stays whole', () => {
  const choice = chooseTotals([amount(1000, '1000', 0.4)], [amount(200, '200', 0.42)], [amount(1200, '1200', 0.44)]);
  assert.deepEqual([choice.subtotal?.value, choice.tax?.value, choice.total?.value], [1000, 200, 1200]);
});

test('a rate opening its row before the tax word is the row’s rate; after other words it is theirs', async () => {
  const { extractTaxLines } = await import('../../src/extraction/fields/taxes.ts');
  const { buildDoc } = await import('../../src/extraction/fields/shared.ts');
  const lines = (text: string[]) => extractTaxLines(buildDoc([readTextPage(new TextEncoder().encode(text.join('\n')))]));
  assert.deepEqual(lines(['Subtotaal   € 1.350,00', '21% btw over € 1.000,00   € 210,00', '9% btw over € 350,00   € 31,50', 'Totaal   € 1.591,50']).map((t) => [t.rate, t.base, t.amount]), [[21, 1000, 210], [9, 350, 31.5]]);
  assert.deepEqual(lines(['Abschlag Rechnungsrabatt   19 % UST (S)   0,15']), []);
  const page = readTextPage(new TextEncoder().encode(['Factuur 2025-0042', 'Subtotaal   € 1.350,00', '21% btw over € 1.000,00   € 210,00', '9% btw over € 350,00   € 31,50', 'Totaal   € 1.591,50'].join('\n')));
  assert.equal(analysePages([page], 'invoice', 'pdf_text').fields.total_tax.value, 241.5);
});
