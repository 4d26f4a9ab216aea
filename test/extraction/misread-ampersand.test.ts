import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withAmpersands } from '../../src/extraction/fields/misread-ampersand.ts';
import type { LayoutPage } from '../../src/extraction/types.ts';

function pageOf(text: string): LayoutPage {
  const words = text.split(' ').map((t, i) => ({ text: t, bbox: [i * 0.1, 0, i * 0.1 + 0.08, 0.02] as [number, number, number, number], confidence: 0.9 }));
  const line = { text, bbox: [0, 0, 1, 0.02] as [number, number, number, number], words };
  return { number: 1, width: 1000, height: 1000, unit: 'px', rotation: 0, source: 'ocr', words, lines: [line] };
}

const read = (text: string) => withAmpersands(pageOf(text)).lines[0].text;

test("the ampersand of a company's name that OCR read as 87, 8 or € is put back", () => {
  assert.equal(read('Sánchez 87 García S.A.'), 'Sánchez & García S.A.');
  assert.equal(read('Fernández €: Torres S.L.U.'), 'Fernández & Torres S.L.U.');
  assert.equal(read('Metallbau Richter GmbH 8 Co. KG'), 'Metallbau Richter GmbH & Co. KG');
  const page = withAmpersands(pageOf('Ramos € Fernández S.L.'));
  assert.equal(page.words[1].text, '&', 'the words the fields are read from too');
});

test('numbers and currency marks elsewhere stay as read', () => {
  assert.equal(read('Calle del Carmen 87'), 'Calle del Carmen 87');
  assert.equal(read('Total € 12,00'), 'Total € 12,00');
  assert.equal(read('Lote 8 Sur'), 'Lote 8 Sur');
});
