import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOCALES, labelSources, monthNumbers, wordPattern } from '../../src/extraction/locale/index.ts';
import { COMPANY_SUFFIX, matchLabel, TAX_LABELS } from '../../src/extraction/fields/labels.ts';

test('the tables cover the required languages and every entry compiles', () => {
  const languages = LOCALES.map((l) => l.language);
  for (const required of ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'ms']) assert.ok(languages.includes(required), required);
  for (const locale of LOCALES) {
    assert.equal(locale.months.length, 12, locale.language);
    for (const entries of Object.values(locale.labels)) for (const [source] of entries ?? []) assert.doesNotThrow(() => new RegExp(source, 'iu'), source);
  }
});

test('labels are read from every language, strongest first', () => {
  const weights = labelSources('total').map(([, weight]) => weight);
  assert.deepEqual(weights, [...weights].sort((a, b) => b - a));
  for (const text of ['VAT 20%', 'TVA 20 %', 'MwSt. 19 %', 'USt 7 %', 'IVA 21%', 'BTW 9%', 'GST 6%', 'SST 8%', 'Sales Tax', 'Total TAXES']) {
    assert.ok(matchLabel(TAX_LABELS, text), text);
  }
  for (const name of ['ACME Ltd', 'Muster GmbH', 'Dupont SARL', 'Durand SAS', 'Ibérica S.A.', 'Rossi S.r.l.', 'De Vries B.V.', 'Silva Lda', 'Kedai SDN BHD']) {
    assert.ok(COMPANY_SUFFIX.test(name), name);
  }
  assert.ok(wordPattern('taxWords').test('MwSt'));
});

test('month names of all languages', () => {
  const months = monthNumbers();
  assert.equal(months.get('mars'), 3);
  assert.equal(months.get('março'), 3);
  assert.equal(months.get('ogos'), 8);
  assert.equal(months.get('dezember'), 12);
  assert.equal(months.get('set'), undefined);
});
