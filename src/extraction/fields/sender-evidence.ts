/**
 * What tells the sender's name block from the addressee's when no label says which is which: the sender prints its
 * tax or registration id under its name (`SIRET`, `USt-IdNr.`, `NIF`) or beside it in the page's footer
 * (`François Chevalier (EI) – Formatrice – …` / `SIRET 983…`); an addressee's block names the person to attend to
 * (`À l'attention de M. Laurent`).
 */
import type { Candidate, Doc, DocLine } from './shared.ts';
import { spanOf } from './shared.ts';
import { subBox } from './labelled.ts';
import { closeUnder, isNameLike, typeHeight } from './party-lines.ts';
import { hasLegalForm } from './brand-names.ts';
import { isKeyValue } from './key-cells.ts';
import { findIbans, findLabelledTaxIds, findVatIds } from '../parse/ids.ts';

/** A label naming the person to attend to, within the addressee (`Attn:`, `z. Hd.`, `À l'attention de`, `t.a.v.`). */
export const CONTACT = /^\s*(?:attn|at{1,2}ention|z\.\s?hd\.?|zu\s+h(?:ä|a)nden|[àa]\s+l['’]at{1,2}ention|t\.\s?a\.\s?v\.?)(?![\p{L}])/iu;

const BLOCK_LINES = 8;
/** Below this share of the page's height lies its footer. */
const FOOTER_TOP = 0.85;

/**
 * `line` set close under `above` in one block, aligned with it on the left or the right edge (a right-aligned
 * letterhead); a speck's row between them (`-` read off a rule) does not part them.
 */
function stackedUnder(line: DocLine, above: DocLine): boolean {
  const aligned = Math.abs(line.bbox[0] - above.bbox[0]) < 0.01 || Math.abs(line.bbox[2] - above.bbox[2]) < 0.01;
  return line.page === above.page && line.row > above.row && line.row <= above.row + 2 && aligned && closeUnder(line, above);
}

/** A name line and the lines stacked under it. */
export function nameBlock(doc: Doc, head: DocLine): DocLine[] {
  const block = [head];
  for (const line of doc.lines) {
    if (block.length >= BLOCK_LINES) break;
    const last = block[block.length - 1];
    if (line.page !== head.page || line.row <= last.row) continue;
    if (line.row > last.row + 2) break;
    if (stackedUnder(line, last)) block.push(line);
  }
  return block;
}

/** The first line of the block a line is in: up through the lines it is stacked under. */
function blockHead(doc: Doc, line: DocLine): DocLine {
  let head = line;
  for (let above = doc.lines.find((l) => stackedUnder(head, l)); above; above = doc.lines.find((l) => stackedUnder(head, l))) head = above;
  return head;
}

/** A tax or registration id with its label, or a VAT id by its form. */
export function carriesTaxId(text: string): boolean {
  return findVatIds(text).length > 0 || findLabelledTaxIds(text).length > 0;
}

/**
 * The block a name heads names a person to attend to on one of its next two lines, set in the name's type: an
 * addressee's. (A sender's return address in small type over the window is not the window's first line.)
 */
export function headsAddressee(doc: Doc, line: DocLine): boolean {
  const sameType = (l: DocLine) => typeHeight(l) > typeHeight(line) * 0.8 && typeHeight(l) < typeHeight(line) * 1.25;
  const next = nameBlock(doc, line).slice(1, 3);
  const contact = next.findIndex((l) => CONTACT.test(l.text));
  return contact >= 0 && next.slice(0, contact + 1).every(sameType);
}

/**
 * Names in the footer of page one, each followed on its line by the sender's trade or address and, on the same line
 * or the footer line next to it, a tax or registration id or an IBAN.
 */
export function footerSenderNames(doc: Doc): Candidate[] {
  const firstPage = doc.pages[0]?.number;
  const footer = doc.lines.filter((l) => l.page === firstPage && l.bbox[1] > FOOTER_TOP);
  const candidates: Candidate[] = [];
  footer.forEach((line, index) => {
    // OCR reads a middle dot as a colon now and then (`Nuria Romero Sánchez : NIF 10956723Y : Plaza …`); a
    // key and its value have one colon, such a row several.
    const colonsApart = line.text.split(/\s:\s/u).length >= 3;
    const segments = line.text.split(colonsApart ? /\s[·•|–—:-]\s/u : /\s[·•|–—-]\s/u);
    if (segments.length < 2) return;
    const name = segments[0].trim();
    const words = name.split(/\s+/u);
    // A colon further along is another segment's key (`… Ltd · Registered office: Unit 11`), not the name's.
    if (words.length < 2 || words.length > 6 || /\d|:/u.test(name) || !isNameLike(name) || (!colonsApart && !/:/u.test(line.text) && isKeyValue(doc, line))) return;
    if (!words.every((w) => /^[\p{Lu}(&]/u.test(w) || /^\p{Ll}{1,3}$/u.test(w))) return;
    const neighbours = [footer[index - 1], line, footer[index + 1]].filter((l): l is DocLine => l !== undefined && Math.abs(l.row - line.row) <= 1);
    // A tax id or the account to pay into: the sender's either way.
    if (!neighbours.some((l) => carriesTaxId(l.text) || findIbans(l.text).length > 0)) return;
    const span = spanOf(line, 0, line.text.length, 0);
    if (!span) return;
    const start = line.text.indexOf(name);
    candidates.push({ value: name, raw: name, score: 0.45 + (hasLegalForm(name) ? 0.2 : 0), page: line.page, bbox: subBox(span, Math.max(0, start), name.length) });
  });
  return candidates;
}

const SENDER_ID_BONUS = 0.25;

/**
 * A sender's name candidates in a block that carries a tax id gain, when that block holds every id printed on its
 * page: on a reverse-charge invoice both parties print theirs, and an id printed apart (a footer's) may be anyone's.
 */
export function withSenderIds(doc: Doc, candidates: Candidate[]): Candidate[] {
  if (candidates.length === 0) return candidates;
  /** The lines that print an id on the candidates' pages, read once. */
  const pages = new Set(candidates.map((c) => c.page));
  const printsId = new Set(doc.lines.filter((l) => pages.has(l.page) && carriesTaxId(l.text)));
  const owners = new Set<DocLine>();
  const idLines = new Set<DocLine>();
  const owner = candidates.map((candidate) => {
    const [x, y] = [candidate.bbox[0], candidate.bbox[1]];
    const line = doc.lines.find((l) => l.page === candidate.page && l.bbox[1] <= y + 0.002 && l.bbox[3] > y + 0.002 && l.bbox[0] <= x + 0.002 && l.bbox[2] > x);
    if (!line) return null;
    const inFooter = line.bbox[1] > FOOTER_TOP;
    const head = inFooter ? line : blockHead(doc, line);
    const lines = inFooter ? doc.lines.filter((l) => l.page === line.page && Math.abs(l.row - line.row) <= 1 && l.bbox[1] > FOOTER_TOP) : nameBlock(doc, head);
    // The id is printed under the name or beside it, never above it.
    const withIds = lines.filter((l) => printsId.has(l) && (inFooter || l.row >= line.row));
    if (withIds.length === 0) return null;
    withIds.forEach((l) => idLines.add(l));
    owners.add(head);
    return head;
  });
  if (owners.size !== 1) return candidates;
  const page = [...owners][0].page;
  if ([...printsId].some((l) => l.page === page && !idLines.has(l))) return candidates;
  return candidates.map((candidate, i) => (owner[i] ? { ...candidate, score: candidate.score + SENDER_ID_BONUS } : candidate));
}
