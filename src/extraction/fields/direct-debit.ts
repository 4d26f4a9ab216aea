/**
 * The due date of an invoice paid by direct debit, printed in a sentence rather than under a label (`Der Betrag …
 * wird am 20.03.2014 von Ihrem Konto … per SEPA-Lastschrift eingezogen`, `sera prélevé le 15/03/2024`): the one date
 * of a sentence that says the amount will be taken from the customer's account (locale `directDebit` words).
 */
import { wordPattern } from '../locale/index.ts';
import { findDates } from '../parse/dates.ts';
import { emptyField, type Field } from '../types.ts';
import { spanOf, toField, type Doc } from './shared.ts';
import { subBox } from './labelled.ts';

const DIRECT_DEBIT = wordPattern('directDebit');
/** A sentence is read over this many lines at most. */
const SENTENCE_LINES = 3;

/** The date of the direct-debit sentence, when exactly one such date is printed and it is not before the invoice's. */
export function dueFromDirectDebit(doc: Doc, date: Field): Field {
  const found = new Map<string, Field>();
  for (const [i, line] of doc.lines.entries()) {
    const dates = findDates(line.text, doc.dateHints);
    if (dates.length !== 1) continue;
    // The sentence around the date: the line and those after it on the page until one ends a sentence.
    const sentence = [line.text];
    for (let j = i + 1; j < doc.lines.length && j <= i + SENTENCE_LINES && !/[.!]\s*$/u.test(sentence[sentence.length - 1]); j++) {
      if (doc.lines[j].page !== line.page) break;
      sentence.push(doc.lines[j].text);
    }
    if (!DIRECT_DEBIT.test(sentence.join(' '))) continue;
    const [due] = dates;
    if (typeof date.value === 'string' && due.value < date.value) continue;
    const span = spanOf(line, 0, line.text.length, 0);
    if (span) found.set(due.value, toField({ value: due.value, raw: due.raw, score: 0.6, page: line.page, bbox: subBox(span, due.index, due.raw.length) }));
  }
  return found.size === 1 ? [...found.values()][0] : emptyField();
}
