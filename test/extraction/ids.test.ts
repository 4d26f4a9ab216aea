import { test } from 'node:test';
import assert from 'node:assert/strict';
import { endsInTaxIdLabel, findIbans, findLabelledTaxIds, findVatIds, isValidAbn, isValidIban, isValidNip } from '../../src/extraction/parse/ids.ts';

test('IBANs need their length and a valid mod-97 checksum', () => {
  assert.equal(isValidIban('DE89 3704 0044 0532 0130 00'), true);
  assert.equal(isValidIban('GB82 WEST 1234 5698 7654 32'), true);
  assert.equal(isValidIban('DE89 3704 0044 0532 0130 01'), false);
  assert.deepEqual(findIbans('IBAN: DE08 7009 0100 1234 5678 90 BIC: GENODEF1M04').map((i) => i.value), ['DE08700901001234567890']);
});

test('VAT ids follow their country pattern', () => {
  const found = findVatIds('USt-IdNr.: DE123456789, TVA FR 12 345678901, UID ATU12345678, tel DE12');
  assert.deepEqual(found.map((v) => v.value), ['DE123456789', 'FR12345678901', 'ATU12345678']);
});

test('labelled tax ids with checksums', () => {
  assert.equal(isValidNip('774-00-01-454'), true);
  assert.equal(isValidAbn('51 824 753 556'), true);
  assert.equal(isValidAbn('51 824 753 557'), false);
  assert.deepEqual(findLabelledTaxIds('NIP: 774-00-01-454\nGST Reg No: 001234567890\nABN 51 824 753 557').map((t) => t.value), ['7740001454', '001234567890']);
});

test("a VAT id with OCR's 1 for the I of IT or IE, or the letter O among its digits, is mended to its country's shape", () => {
  assert.deepEqual(findVatIds('P.IVA 1T17495476422').map((t) => t.value), ['IT17495476422']);
  assert.deepEqual(findVatIds('NIF: PTO28598014').map((t) => t.value), ['PT028598014']);
  assert.deepEqual(findVatIds('1TB drive 12345678901, BOX 12'), []);
});

test('an IBAN with a speck between its country and check digits, or an O among the check digits, is found by its checksum', () => {
  const specked = findIbans('IBAN: ES?29 3725 9723 7648 0279 3947')[0];
  assert.equal(specked?.value, 'ES2937259723764802793947');
  assert.equal(specked?.index, 6);
  assert.equal(specked?.raw, 'ES?29 3725 9723 7648 0279 3947');
  assert.equal(findIbans('IBAN: ESO2 7249 5815 6447 0758 4475')[0]?.value, 'ES0272495815644707584475');
  assert.deepEqual(findIbans('BOOK 1234 5678 9012 3456'), []);
});

test('`GST Number` labels a tax id, also as a key over its value', () => {
  assert.deepEqual(findLabelledTaxIds('GST Number: 494-375-929').map((id) => id.value), ['494-375-929']);
  assert.deepEqual(findLabelledTaxIds('NIP: 774-00-01-454').map((id) => id.value), ['7740001454']);
  assert.equal(endsInTaxIdLabel('GST Number'), true);
});

test('an IBAN misread by OCR is mended where its checksum then holds', () => {
  const value = (text: string) => findIbans(text).map((found) => found.value);
  assert.deepEqual(value('IBAN DE5l 1737 5318 5790 5464 08'), ['DE51173753185790546408'], 'a letter among the digits');
  assert.deepEqual(value('IBAN DEO05 6605 0101 9500 3244 15'), ['DE05660501019500324415'], 'a zero read twice');
  assert.deepEqual(value('IBANPT5O 0007 4412 5556 2051 6678 9 - BIC CGDIPTPL'), ['PT50000744125556205166789'], 'run into its label');
  assert.deepEqual(value('1T1385845410467650146118065'), ['IT1385845410467650146118065'], 'the I of IT read as 1');
  assert.deepEqual(value('IBAN DE5l 1737 5318 5790 5464 09'), [], 'no checksum, no IBAN');
  assert.deepEqual(value('Bezahlung bitte ohne Abzug'), []);
});

test('a British VAT number with a digit read as a letter is mended only where its check digits hold', () => {
  assert.deepEqual(findVatIds('VAT Reg No. GBB97244868').map((t) => t.value), ['GB897244868']);
  assert.deepEqual(findVatIds('VAT Reg No. GBB97244869').map((t) => t.value), []);
});

test('a VAT number of digits with one read as a letter, or its fixed letter read as a digit, is mended to its shape', () => {
  assert.deepEqual(findVatIds('Contribuinte PTS18895130').map((f) => f.value), ['PT518895130']);
  assert.deepEqual(findVatIds('BTW NL637955845801').map((f) => f.value), ['NL637955845B01']);
  // Where letters belong to the number, nothing is guessed; nor from a word with few digits.
  assert.deepEqual(findVatIds('NIF ESB12345678').map((f) => f.value), ['ESB12345678']);
  assert.deepEqual(findVatIds('DESIGNS 2024').map((f) => f.value), []);
});
