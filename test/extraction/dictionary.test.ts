import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDictionaryWord } from '../../src/extraction/sources/dictionary.ts';

describe('isDictionaryWord (word lists of the bundled Tesseract models)', () => {
  it('knows words of English, Malay, German and French, in capitals, lower or title case', () => {
    for (const word of ['TOTAL', 'receipt', 'Invoice', 'JALAN', 'TAMAN', 'KEDAI', 'Selangor', 'KEMBANGAN', 'STRASSE', 'Rechnung', 'BOULANGERIE', 'facture']) {
      assert.ok(isDictionaryWord(word), word);
    }
  });
  it('does not know OCR misreads of them', () => {
    for (const word of ['JALAU', 'KENBANGAN', 'TEMENIGGUNG', 'SELAKGOR', 'RECEIPF', 'Rechnurg', 'XQZT']) assert.ok(!isDictionaryWord(word), word);
  });
  it('knows no empty or foreign-script word', () => {
    assert.ok(!isDictionaryWord(''));
    assert.ok(!isDictionaryWord('年'));
  });
});
