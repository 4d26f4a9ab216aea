/**
 * Payment terms with a cash discount (`Zahlbar bis 24.10.2025 abzüglich 3 % Skonto …; bis 16.11.2025 netto ohne
 * Abzug`): the first date is the last day to take the discount, the invoice falls due at the later one.
 */
import type { Field } from '../types.ts';
import { findDates } from '../parse/dates.ts';
import { DISCOUNT } from './labels.ts';
import type { Doc } from './shared.ts';

/** The due date moved to the later date of its line when the line names a cash discount after it. */
export function netOfCashDiscount(doc: Doc, due: Field): Field {
  if (typeof due.value !== 'string' || !due.bbox || due.raw === null) return due;
  const [x, y] = [(due.bbox[0] + due.bbox[2]) / 2, (due.bbox[1] + due.bbox[3]) / 2];
  const line = doc.lines.find((l) => l.page === due.page && l.bbox[0] <= x && x <= l.bbox[2] && l.bbox[1] <= y && y <= l.bbox[3]);
  if (!line) return due;
  const at = line.text.indexOf(due.raw);
  const after = at < 0 ? '' : line.text.slice(at + due.raw.length);
  if (!DISCOUNT.test(after)) return due;
  const later = findDates(after, doc.dateHints).filter((d) => d.value > (due.value as string)).sort((a, b) => b.value.localeCompare(a.value))[0];
  return later ? { ...due, value: later.value, raw: later.raw, bbox: line.bbox } : due;
}
