/**
 * Dates printed with a date's label that are not the document's: an event's, in the block of its venue (`Date:
 * 02/09/2024` under `SEDE DEL CORSO`, beside `Venue: Oakwood Park Hotel`), and an item's, on the line under an item
 * row (`Convegno nazionale sulla logistica   4   290,00   1.160,00` / `Date: 02/09/2024`).
 */
import { findMoney } from '../parse/amounts.ts';
import { VENUE_HEADING, VENUE_KEY } from './labels.ts';
import { alignedAbove, alignedBelow, closeUnder, isHeadingRow } from './party-lines.ts';
import type { Candidate, Doc, DocLine } from './shared.ts';

/** Lines a venue block may hold under its heading (name, street, town, dates). */
const BLOCK_LINES = 5;
/** Rows an item table may run from its heading to an item's date. */
const TABLE_ROWS = 40;
/** How much less such a date is the document's: it still serves where nothing else is labelled. */
const DEMOTION = 0.5;

/** The line a candidate was read from. */
function lineOf(doc: Doc, candidate: Candidate): DocLine | undefined {
  const middle = (candidate.bbox[1] + candidate.bbox[3]) / 2;
  return doc.lines.find((l) => l.page === candidate.page && l.bbox[1] <= middle && l.bbox[3] >= middle && l.bbox[0] <= candidate.bbox[0] + 1e-4 && l.bbox[2] >= candidate.bbox[2] - 1e-4);
}

/** Whether `line` is printed in a venue's block: under its heading, or stacked with a `Venue:` key. */
function inVenueBlock(doc: Doc, line: DocLine): boolean {
  let current = line;
  for (let i = 0; i < BLOCK_LINES; i++) {
    const above = alignedAbove(doc, current);
    if (!above || !closeUnder(current, above)) break;
    if (VENUE_HEADING.test(above.text) || VENUE_KEY.test(above.text)) return true;
    current = above;
  }
  const below = alignedBelow(doc, line);
  return below !== undefined && closeUnder(below, line) && VENUE_KEY.test(below.text);
}

/** Whether `line`, holding no money, is the second line of an item: right under a priced row, below an item table's heading. */
function underItem(doc: Doc, line: DocLine): boolean {
  const priced = (text: string) => findMoney(text).length > 0;
  if (priced(doc.rows[line.row].text)) return false;
  const previous = doc.rows[line.row - 1];
  if (!previous || previous.page !== line.page || !priced(previous.text)) return false;
  for (let r = line.row - 2; r >= Math.max(0, line.row - TABLE_ROWS); r--) {
    if (doc.rows[r].page !== line.page) return false;
    if (isHeadingRow(doc.rows[r])) return true;
  }
  return false;
}

/** The candidates, those printed as an event's or an item's date scored lower. */
export function withOtherDatesDemoted(doc: Doc, candidates: Candidate[]): Candidate[] {
  return candidates.map((c) => {
    const line = lineOf(doc, c);
    return line && (inVenueBlock(doc, line) || underItem(doc, line)) ? { ...c, score: c.score * DEMOTION } : c;
  });
}
