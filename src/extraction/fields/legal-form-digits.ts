/**
 * A legal form OCR read with a digit for a letter (`Nuova Longo Impianti S.r.1.`, `Costa Lda` as `Costa 1da`): the
 * letters `1`/`0` stand for, where that makes the name's last word a legal form and the reading made none; its last
 * full stop read as a comma (`S.L,`), the stop.
 */
import type { Field } from '../types.ts';
import { LEGAL_FORM_AT_END } from './labels.ts';
import { isOcr, type Doc } from './shared.ts';

const LOOK_ALIKE: Record<string, [string, string]> = { '1': ['l', 'I'], '0': ['o', 'O'] };

/** The last word with each look-alike digit as the letter of its neighbours' case. */
function lettered(word: string): string {
  return word.replace(/[10]/gu, (digit, at: number) => {
    const neighbour = word.slice(Math.max(0, at - 2), at + 3).replace(/[^\p{L}]/gu, '');
    const [lower, upper] = LOOK_ALIKE[digit];
    return neighbour && neighbour === neighbour.toUpperCase() ? upper : lower;
  });
}

export function withLegalFormLetters(doc: Doc, fields: Field[]): Field[] {
  if (!isOcr(doc)) return fields;
  return fields.map((field) => {
    if (typeof field.value !== 'string') return field;
    const words = field.value.split(' ');
    const last = words[words.length - 1];
    // A dotted legal form's last full stop read as a comma (`Concesionario Vázquez S.L,`).
    if (/^(?:\p{L}{1,2}\.){1,3}\p{L}{1,2},$/u.test(last)) {
      const value = `${field.value.slice(0, -1)}.`;
      if (LEGAL_FORM_AT_END.test(value)) return { ...field, value, raw: value };
    }
    // Only a word mostly of letters and dots: `Lot 1` or `Unit 10` end in a number, no legal form.
    if (!/[10]/u.test(last) || !/\p{L}/u.test(last) || /\d{2}/u.test(last) || LEGAL_FORM_AT_END.test(field.value)) return field;
    const value = [...words.slice(0, -1), lettered(last)].join(' ');
    return LEGAL_FORM_AT_END.test(value) ? { ...field, value, raw: value } : field;
  });
}
