/**
 * Tax ids and whose they are: VAT ids anywhere, ids after a tax-id label (`GST No.`, `GSTIN/UIN`, `ABN`), and a
 * tax-id key over its value; each belongs to the party whose labelled block it sits in, the supplier when unknown.
 */
import type { BBox } from '../types.ts';
import { unionBox } from '../layout/lines.ts';
import { endsInTaxIdLabel, findLabelledTaxIds, findVatIds } from '../parse/ids.ts';
import { type Candidate, type Doc, spanOf } from './shared.ts';
import { subBox } from './labelled.ts';
import { alignedBelow, closeUnder } from './party-lines.ts';
import { partyBlocks, partyOf, type Party } from './parties.ts';

/** A line ending in the start of a European VAT id: its country code and perhaps a few characters. */
const WRAPPED_VAT_START = /(?<![\p{L}\d])(?:AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK)[\dA-Z]{0,4}\s*$/u;

/** Words making a tax id's key the customer's (`Your VAT No.`, `Kunden-USt-IdNr.`, `Uw btw-nummer`, `N° TVA client`). */
const CUSTOMER_KEY = /(?<![\p{L}])(?:your|ihre?|votre|uw|su|vostr[oa]|customer|kunden?|client[ea]?|klant|afnemer|acheteur|comprador|buyer)(?![\p{L}])/iu;

export function taxIdCandidates(doc: Doc, party: Party): Candidate[] {
  const blocks = partyBlocks(doc);
  const candidates: Candidate[] = [];
  for (const row of doc.rows) {
    // Ids are read on the whole row: the label and the value may sit in separate columns (`NIP:      774-00-01-454`).
    const vat = findVatIds(row.text);
    const labelled = findLabelledTaxIds(row.text).filter((t) => !vat.some((v) => v.value === t.value.replace(/[./-]/g, '')));
    for (const [ids, score] of [[vat, 0.9], [labelled, 0.75]] as const) {
      for (const id of ids) {
        const line = row.lines.find((l) => l.text.includes(id.raw)) ?? row.lines[0];
        // `Your VAT No.`, `Kunden-USt-IdNr.` before the id on its line; not `Thank you for your business` after it.
        // An id alone in its cell has its key in the cell left of it (`Uw btw-nummer   NL161145021B01`).
        const own = line.text.slice(0, Math.max(0, line.text.indexOf(id.raw)));
        const keyCell = own.trim() ? undefined : row.lines.filter((l) => l.bbox[2] <= line.bbox[0]).sort((a, b) => b.bbox[0] - a.bbox[0])[0];
        const before = `${keyCell?.text ?? ''} ${own}`;
        const owner = partyOf(doc, line, blocks) ?? (CUSTOMER_KEY.test(before) ? 'customer' : 'supplier');
        if (owner !== party) continue;
        const span = spanOf(line, 0, line.text.length, 0)!;
        const box: BBox = subBox(span, Math.max(0, line.text.indexOf(id.raw)), id.raw.length);
        candidates.push({ value: id.value, raw: id.raw, score: score - candidates.length * 0.01, page: line.page, bbox: box });
      }
    }
  }
  // A VAT id wrapped at a line's end (`… N° TVA intracommunautaire : FR59` / `522 276 760`).
  for (const [index, row] of doc.rows.entries()) {
    // Rules and dashes OCR read between the two rows (`—   —`, `:`) part nothing.
    const next = doc.rows.slice(index + 1).find((r) => /[\p{L}\d]/u.test(r.text));
    if (!next || next.page !== row.page || !WRAPPED_VAT_START.test(row.text) || !/^\s*\d/u.test(next.text)) continue;
    const line = row.lines[row.lines.length - 1];
    const joined = `${line.text.trimEnd()} ${next.lines[0].text.trim()}`;
    const cut = line.text.trimEnd().length;
    for (const id of findVatIds(joined)) {
      const start = joined.indexOf(id.raw);
      if (start >= cut || start + id.raw.length <= cut + 1) continue;
      const owner = partyOf(doc, line, blocks) ?? 'supplier';
      if (owner !== party) continue;
      candidates.push({ value: id.value, raw: id.raw, score: 0.9 - candidates.length * 0.01, page: line.page, bbox: unionBox([line.bbox, next.lines[0].bbox]) });
    }
  }
  // A tax-id key over its value (`GST Number` / `494-375-929`).
  for (const line of doc.lines) {
    if (!endsInTaxIdLabel(line.text) || line.text.trim().split(/\s+/u).length > 4) continue;
    const below = alignedBelow(doc, line);
    if (!below || !closeUnder(below, line)) continue;
    const [id] = findLabelledTaxIds(`${line.text.trim()} ${below.text.trim()}`);
    if (!id || !below.text.includes(id.raw)) continue;
    const owner = partyOf(doc, line, blocks) ?? 'supplier';
    const span = spanOf(below, 0, below.text.length, 0);
    if (owner !== party || !span) continue;
    candidates.push({ value: id.value, raw: id.raw, score: 0.7 - candidates.length * 0.01, page: below.page, bbox: subBox(span, below.text.indexOf(id.raw), id.raw.length) });
  }
  return candidates;
}

