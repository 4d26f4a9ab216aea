/**
 * A key's value over more than one line: a line above it in the value column, lines under it, a value centred on
 * the key's row whose first line OCR put on the row above.
 */
import type { Candidate, Doc, DocLine } from './shared.ts';
import { isNameLike, mostlyLetters } from './party-lines.ts';
import { isKeyValue } from './key-cells.ts';

/**
 * A keyed value may start one row above its key, alone in the value column (`        Herrn` /
 * `Name:   Max Mustermann`): that line is part of the value. With the `key` in a column of its own, print
 * left of that column may share the row (`PAYMENT ADVICE      Customer   Marlow Properties` / `Limited`).
 */
export function withLineAbove(doc: Doc, candidate: Candidate, valueLine: DocLine, key?: DocLine): Candidate {
  const above = doc.rows[valueLine.row - 1];
  if (!above || above.page !== valueLine.page) return candidate;
  const aligned = above.lines.filter((l) => Math.abs(l.bbox[0] - valueLine.bbox[0]) <= 0.01);
  const others = above.lines.filter((l) => !aligned.includes(l));
  if (aligned.length !== 1 || others.some((l) => !key || l.bbox[2] > key.bbox[0] - 0.01)) return candidate;
  const line = aligned[0];
  if (!isNameLike(line.text) || !mostlyLetters(line.text) || isKeyValue(doc, line)) return candidate;
  if (valueLine.bbox[1] - line.bbox[3] > (valueLine.bbox[3] - valueLine.bbox[1]) * 0.8) return candidate;
  const value = `${line.text} ${candidate.value}`;
  return { ...candidate, value, raw: value, bbox: [Math.min(line.bbox[0], candidate.bbox[0]), line.bbox[1], Math.max(line.bbox[2], candidate.bbox[2]), candidate.bbox[3]] };
}

/**
 * A keyed value that wraps: the next rows holding text only in the value's column (no key on their left)
 * continue it (`Name: MVM Musterhafter` / `Versicherungsverein a.G.`).
 */
export function withContinuation(doc: Doc, candidate: Candidate, valueLine: DocLine, keyRow?: number): Candidate {
  let value = String(candidate.value);
  let bbox = candidate.bbox;
  for (let r = valueLine.row + 1; r < doc.rows.length && r <= valueLine.row + 2; r++) {
    // The key's own row, where the value started a row above it.
    if (r === keyRow) continue;
    const row = doc.rows[r];
    const gap = row.bbox[1] - bbox[3];
    if (row.page !== valueLine.page || gap > (valueLine.bbox[3] - valueLine.bbox[1]) * 0.8) break;
    if (row.lines.length !== 1 || Math.abs(row.lines[0].bbox[0] - valueLine.bbox[0]) > 0.01) break;
    const text = row.lines[0].text;
    if (!isNameLike(text) || /^\d|\d{4,}/u.test(text)) break;
    value = `${value} ${text}`;
    bbox = [bbox[0], bbox[1], Math.max(bbox[2], row.bbox[2]), row.bbox[3]];
  }
  return { ...candidate, value, raw: value, bbox };
}

/**
 * A key's value wrapped onto two lines and centred on the key's row (`Customer   Marlow Properties` / `Limited`):
 * OCR puts its first line on the row above. The nearest line to the right whose height spans the key's middle.
 */
export function wrappedValueCell(doc: Doc, key: DocLine): DocLine | undefined {
  const middle = (key.bbox[1] + key.bbox[3]) / 2;
  const spanning = doc.lines.filter((l) => l.page === key.page && l.bbox[0] > key.bbox[2] && l.bbox[0] - key.bbox[2] < 0.3 && l.bbox[1] < middle && l.bbox[3] > middle);
  const left = Math.min(...spanning.map((l) => l.bbox[0]));
  // Of the value's lines, its first.
  return spanning.filter((l) => l.bbox[0] - left < 0.01).sort((a, b) => a.bbox[1] - b.bbox[1])[0];
}
