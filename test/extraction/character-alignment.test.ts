import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alignCharacters, counterparts } from '../../src/extraction/fields/character-alignment.ts';

describe('alignCharacters', () => {
  it('pairs equal and substituted characters, and marks those inserted', () => {
    assert.deepEqual(alignCharacters([...'JALAN'], [...'JAAN']), [0, 1, 3, 4]);
    assert.deepEqual(alignCharacters([...'TED'], [...'TEO']), [0, 1, 2]);
    assert.deepEqual(alignCharacters([...'HOP'], [...'SHOP']), [-1, 0, 1, 2]);
  });
  it('treats a change of case as a smaller difference than another letter', () => {
    assert.deepEqual(alignCharacters([...'ab'], [...'Ab']), [0, 1]);
  });
});

describe('counterparts', () => {
  const words = (...texts: string[]) => texts.map((text, i) => ({ text, left: i * 0.3, right: i * 0.3 + 0.25 }));
  const chars = (text: string) => [...text].map((char, i) => ({ char, x: i * 0.045 }));
  const texts = (first: string[], second: string) => {
    const read = chars(second);
    return counterparts(words(...first), read).map((ix) => ix.map((j) => read[j].char).join(''));
  };
  it('shares the second reading out among the first reading’s words', () => {
    assert.deepEqual(texts(['MR.', 'D.I.Y.', '(M)'], 'MR.D.I.Y.(M)'), ['MR.', 'D.I.Y.', '(M)']);
    assert.deepEqual(texts(['GARDENIA', 'BAKERIES'], 'GARDENIABAKERIES'), ['GARDENIA', 'BAKERIES']);
  });
  it('gives an unaligned character between two words to the nearer word, or the one its space marks', () => {
    assert.deepEqual(texts(['STATIONERY', 'HOP'], 'STATIONERYSHOP'), ['STATIONERY', 'SHOP']);
    const spaced = [...'AB C'].filter((c) => c !== ' ').map((char, i) => ({ char, spaceBefore: i === 2, x: 0.2 }));
    assert.deepEqual(counterparts(words('A', 'C'), spaced), [[0, 1], [2]]);
  });
  it('gives every character to some word, and words the second reading missed none', () => {
    assert.deepEqual(texts(['TEO', 'HENG'], ''), ['', '']);
    assert.deepEqual(texts(['TEO'], 'TEOX'), ['TEOX']);
  });
});
