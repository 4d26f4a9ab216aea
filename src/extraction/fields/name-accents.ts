/**
 * A name's accents from its other print on the page. OCR drops accents far more often than it invents them, and
 * most of all on a letterhead's large type (`Automocion Sanchez Ortega S.L.` over a footer's `Automoción Sánchez
 * Ortega S.L.`): where the page prints the same letters again with accents the chosen reading lacks, they are
 * taken from there.
 */
import type { Field } from '../types.ts';
import type { Doc } from './shared.ts';

const bare = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '');
const accented = (char: string) => bare(char) !== char;

/** The characters of `text`, each with its letter upper-cased and its accent removed; null where that is not one character. */
function folded(text: string): { chars: string[]; key: string } | null {
  const chars = [...text.normalize('NFC').replace(/\s+/gu, ' ').trim()];
  const keys = chars.map((c) => bare(c).toUpperCase());
  return keys.every((k) => [...k].length === 1) ? { chars, key: keys.join('') } : null;
}

/** `fields` (names), each with the accents the page prints it with elsewhere; the page's lines are folded once. */
export function withPrintedAccents(doc: Doc, fields: Field[]): Field[] {
  if (!fields.some((f) => typeof f.value === 'string')) return fields;
  // Only a line with accents can add any.
  const printed = doc.lines.filter((l) => /\p{M}/u.test(l.text.normalize('NFD'))).map((l) => folded(l.text)).filter((p) => p !== null);
  return fields.map((field) => accentedFrom(printed, field));
}

function accentedFrom(lines: { chars: string[]; key: string }[], field: Field): Field {
  if (typeof field.value !== 'string') return field;
  const name = folded(field.value);
  if (!name || name.key.length < 4) return field;
  for (const printed of lines) {
    for (let at = printed.key.indexOf(name.key); at >= 0; at = printed.key.indexOf(name.key, at + 1)) {
      const end = at + name.key.length;
      // Whole words only.
      if (/\p{L}/u.test(printed.key[at - 1] ?? '') || /\p{L}/u.test(printed.key[end] ?? '')) continue;
      const echo = printed.chars.slice(at, end);
      // The other print must add accents and contradict none the reading has.
      const conflicts = name.chars.some((c, i) => accented(c) && c.toUpperCase() !== echo[i].toUpperCase());
      if (conflicts || !echo.some((c, i) => accented(c) && !accented(name.chars[i]))) continue;
      const value = name.chars
        .map((c, i) => (accented(echo[i]) && !accented(c) ? (c === c.toUpperCase() ? echo[i].toUpperCase() : echo[i].toLowerCase()) : c))
        .join('');
      return { ...field, value, raw: value };
    }
  }
  return field;
}
