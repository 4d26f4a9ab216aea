/**
 * The parties of a document: supplier and customer names, addresses and tax ids. A party label (`Bill to`,
 * `Verkäufer`, `Nabywca`) opens a block; without one, the supplier is the prominent name at the top of page one.
 */
import type { BBox } from '../types.ts';
import { findLabelledTaxIds, findVatIds } from '../parse/ids.ts';
import { findDates } from '../parse/dates.ts';
import { type Candidate, type Doc, type DocLine, relativeSize, spanOf } from './shared.ts';
import { labelHits, subBox } from './labelled.ts';
import { COMPANY_SUFFIX, CUSTOMER_LABELS, NAME_KEY, SUPPLIER_LABELS, TITLE_WORDS, matchLabel, type Label } from './labels.ts';

export type Party = 'supplier' | 'customer';

interface Block {
  party: Party;
  /** The label line. */
  line: DocLine;
  /** Text after the label on its own line, if any. */
  inline: string;
  weight: number;
}

const STOP_LINE = /^[\s:#.\-–]*$/u;

/** Party blocks opened by a label at the start of a line (`Bill To:`, `Verkäufer`, `Sprzedawca: ORLEN`). */
export function partyBlocks(doc: Doc): Block[] {
  const blocks: Block[] = [];
  for (const [party, labels] of [['supplier', SUPPLIER_LABELS], ['customer', CUSTOMER_LABELS]] as [Party, Label[]][]) {
    for (const { hit, weight } of labelHits(doc, labels)) {
      // A party label heads its line: `Bill To:` yes, `Payment received by OYO` no.
      if (hit.start > 0) continue;
      const after = hit.line.text.slice(hit.end);
      const inline = after.replace(/^[\s:.\-–]+/u, '');
      const bare = STOP_LINE.test(after) || /^\s*:/u.test(after) || /^\s*$/u.test(after);
      // Short generic words (`to`, `an`, `from`) only count as labels when followed by a colon or nothing.
      if (hit.end - hit.start <= 4 && !bare) continue;
      if (!bare && /^\s*\p{Ll}/u.test(after)) continue;
      blocks.push({ party, line: hit.line, inline, weight });
    }
  }
  return blocks;
}

/** The party whose block a line belongs to: the nearest label above it in the same column, within a few rows. */
export function partyOf(doc: Doc, line: DocLine, blocks: Block[]): Party | null {
  let best: { block: Block; distance: number } | null = null;
  for (const block of blocks) {
    if (block.line.page !== line.page || block.line.row > line.row) continue;
    const rows = line.row - block.line.row;
    if (rows > 10) continue;
    const sameColumn = line.bbox[0] < block.line.bbox[2] + 0.05 && line.bbox[2] > block.line.bbox[0] - 0.02;
    if (!sameColumn && rows > 0) continue;
    if (rows === 0 && block.line.bbox[0] > line.bbox[0]) continue;
    if (!best || rows < best.distance) best = { block, distance: rows };
  }
  return best?.block.party ?? null;
}

/** Whether a line can be a party's name: some letters, not a label, date, amount-only or contact line. */
function isNameLike(text: string): boolean {
  if (!/\p{L}{2,}/u.test(text)) return false;
  if (/@|www\.|https?:|\btel\b|\bfax\b|\bphone\b/iu.test(text)) return false;
  if (findDates(text, { order: 'DMY' }).length > 0) return false;
  if (/^[\d\s.,:/-]+$/u.test(text)) return false;
  return text.length <= 80;
}

function nameCandidate(line: DocLine, start: number, score: number): Candidate | null {
  const span = spanOf(line, start, line.text.length, 0);
  if (!span) return null;
  const text = span.text.replace(/^[\s:.\-–]+|[\s,;:]+$/gu, '').replace(/^(?:attn|z\.\s?hd\.?)[:.]?\s*/iu, '');
  if (!isNameLike(text)) return null;
  const index = span.text.indexOf(text);
  return { value: text, raw: text, score, page: span.page, bbox: subBox(span, Math.max(0, index), text.length) };
}

/** Names labelled as one party: inline after the label, a `Name:` key in the block, or the first line below. */
export function labelledNames(doc: Doc, party: Party): Candidate[] {
  const candidates: Candidate[] = [];
  for (const block of partyBlocks(doc).filter((b) => b.party === party)) {
    if (block.inline && isNameLike(block.inline)) {
      const start = block.line.text.length - block.inline.length;
      const candidate = nameCandidate(block.line, start, 0.85 * block.weight);
      if (candidate) candidates.push(candidate);
      continue;
    }
    const below = doc.lines.filter(
      (l) =>
        l.page === block.line.page &&
        l.row > block.line.row &&
        l.row <= block.line.row + 8 &&
        l.bbox[0] < block.line.bbox[2] + 0.05 &&
        l.bbox[2] > block.line.bbox[0] - 0.02,
    );
    const keyed = below.find((l) => NAME_KEY.pattern.test(l.text));
    if (keyed) {
      const match = NAME_KEY.pattern.exec(keyed.text)!;
      const rest = keyed.text.slice(match.index + match[0].length);
      const onRow = doc.rows[keyed.row].lines.find((l) => l.bbox[0] > keyed.bbox[2]);
      const candidate = rest.replace(/^[\s:]+/u, '')
        ? nameCandidate(keyed, match.index + match[0].length, 0.9 * block.weight)
        : onRow
          ? nameCandidate(onRow, 0, 0.9 * block.weight)
          : null;
      if (candidate) {
        candidates.push(candidate);
        continue;
      }
    }
    const first = below.find((l) => isNameLike(l.text) && !matchLabel([...SUPPLIER_LABELS, ...CUSTOMER_LABELS], l.text));
    const firstRowGap = first ? doc.rows[first.row].bbox[1] - block.line.bbox[3] : 1;
    if (first && firstRowGap < 0.06) {
      const candidate = nameCandidate(first, 0, 0.8 * block.weight);
      if (candidate) candidates.push(candidate);
    }
  }
  return candidates;
}

/**
 * The supplier when no label names it: prominent lines at the top of page one (large type, a legal-form
 * suffix, first line), outside any customer block. Title words are cut off (`Amazon Web Services Invoice`).
 */
export function headerSupplierNames(doc: Doc): Candidate[] {
  const blocks = partyBlocks(doc);
  const firstPage = doc.pages[0]?.number;
  const candidates: Candidate[] = [];
  const headerLines = doc.lines.filter((l) => l.page === firstPage && l.bbox[1] < 0.3);
  headerLines.forEach((line, order) => {
    if (partyOf(doc, line, blocks) === 'customer') return;
    if (matchLabel([...SUPPLIER_LABELS, ...CUSTOMER_LABELS], line.text)?.index === 0) return;
    const text = line.text.replace(TITLE_WORDS, ' ').replace(/\s+/gu, ' ').trim();
    if (!isNameLike(text) || /:/.test(text)) return;
    const size = relativeSize(doc, line);
    let score = 0.3 + Math.min(0.25, (size - 1) * 0.25) + Math.max(0, 0.15 - order * 0.03);
    if (COMPANY_SUFFIX.test(text)) score += 0.2;
    if (/\d{3,}/.test(text)) score -= 0.15;
    const index = line.text.indexOf(text.split(' ')[0]);
    const span = spanOf(line, 0, line.text.length, 0)!;
    candidates.push({ value: text, raw: text, score, page: line.page, bbox: subBox(span, Math.max(0, index), text.length) });
  });
  return candidates;
}

/** VAT ids and labelled tax ids, assigned to the party whose block they sit in (supplier when unknown). */
export function taxIdCandidates(doc: Doc, party: Party): Candidate[] {
  const blocks = partyBlocks(doc);
  const candidates: Candidate[] = [];
  for (const line of doc.lines) {
    const rowText = doc.rows[line.row].text;
    const owner = partyOf(doc, line, blocks) ?? (/\b(?:your|ihre?|votre|customer|kunden?|client)\b/iu.test(rowText) ? 'customer' : 'supplier');
    if (owner !== party) continue;
    const span = spanOf(line, 0, line.text.length, 0);
    if (!span) continue;
    const vat = findVatIds(line.text);
    const labelled = findLabelledTaxIds(line.text).filter((t) => !vat.some((v) => v.value === t.value));
    for (const [ids, score] of [[vat, 0.9], [labelled, 0.75]] as const) {
      for (const id of ids) {
        const box: BBox = subBox(span, id.index, id.raw.length);
        candidates.push({ value: id.value, raw: id.raw, score: score - candidates.length * 0.01, page: line.page, bbox: box });
      }
    }
  }
  return candidates;
}
