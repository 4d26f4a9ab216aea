/**
 * The parties of a document: supplier and customer names, addresses and tax ids. A party label (`Bill to`,
 * `Verkäufer`, `Nabywca`) opens a block; without one, the supplier is the prominent name at the top of page one.
 */
import { findDates } from '../parse/dates.ts';
import { type Candidate, type Doc, type DocLine, isOcr, relativeSize, spanOf } from './shared.ts';
import { labelHits, subBox } from './labelled.ts';
import { ADDRESSEE_MARK, COLUMN_HEADER, COMPANY_SUFFIX, COPY_MARK, CUSTOMER_LABELS, foldAccents, NAME_KEY, REMITTANCE, SALUTATION, STREET, SUPPLIER_LABELS, TAX_EXEMPT, TITLE_WORDS, VENUE_HEADING, type Label } from './labels.ts';
import { inKeyColumn, isBareKey, isKey, isKeyValue, valueCell } from './key-cells.ts';
import { withContinuation, withLineAbove, wrappedValueCell } from './keyed-values.ts';
import { hasLegalForm, withBrandsDeferring, withoutMonogram } from './brand-names.ts';
import {
  afterLogoMark, alignedAbove, alignedBelow, beforeLogoMark, closeUnder, headsAddress, isHeadingRow, isNameLike, isReturnAddress, mostlyLetters, nameCandidate, SECTION_TITLE, stacked,
  withSecondNameLine,
} from './party-lines.ts';
import { CONTACT, headsAddressee } from './sender-evidence.ts';

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
      // A party label heads its line: `Bill To:` yes, `Payment received by OYO` no; nor a word just left of it that
      // the rows put apart (`COD.` / `CLIENTE`, a customer number's heading).
      if (hit.start > 0 || wordJustLeft(doc, hit.line)) continue;
      // Other names for the same party after a slash or in brackets are part of the label (`Guest / Company`,
      // `CEDENTE/PRESTATORE (FORNITORE)`).
      const after = hit.line.text.slice(hit.end).replace(/^\s*(?:\/\s*[\p{L}][\p{L} .]{0,24}|\(\s*[\p{L}][\p{L} .]{0,24}\))$/u, '');
      const inline = beforeDateTail(after.replace(/^[\s:.\-–]+/u, ''));
      // A label ends its line or is followed by a colon: `Lieferant GmbH` is a name, not a label.
      if (!STOP_LINE.test(after) && !/^\s*:/u.test(after)) continue;
      // On a payment slip to detach and return, `To:` addresses the payee.
      const addressedTo = party === 'customer' && /^(?:to|an|à)$/iu.test(hit.line.text.slice(hit.start, hit.end).trim());
      blocks.push({ party: addressedTo && onRemittanceSlip(doc, hit.line) ? 'supplier' : party, line: hit.line, inline, weight });
    }
  }
  return blocks;
}

/** A line ending just left of `line` at its height: the two are one line the rows put apart. */
function wordJustLeft(doc: Doc, line: DocLine): boolean {
  const height = line.bbox[3] - line.bbox[1];
  return doc.lines.some(
    (other) =>
      other !== line && other.page === line.page && other.bbox[2] <= line.bbox[0] && line.bbox[0] - other.bbox[2] < height * 1.5 &&
      Math.min(other.bbox[3], line.bbox[3]) - Math.max(other.bbox[1], line.bbox[1]) > height * 0.5,
  );
}

/** A name with a date after it in the same cell (`Patient: Nadine Werner, geb. 21.11.1956`): the name before its comma. */
function beforeDateTail(text: string): string {
  const date = findDates(text, { order: 'DMY' })[0];
  if (!date) return text;
  const cut = Math.max(text.lastIndexOf(',', date.index), text.lastIndexOf(';', date.index), text.lastIndexOf('(', date.index));
  return cut > 0 ? text.slice(0, cut).trimEnd() : text;
}

/** Whether a remittance heading (`PAYMENT ADVICE`, `Remittance slip`) stands on the line's row or the few rows above it. */
function onRemittanceSlip(doc: Doc, line: DocLine): boolean {
  return doc.rows.slice(Math.max(0, line.row - 3), line.row + 1).some((row) => row.page === line.page && REMITTANCE.test(row.text));
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
    // On the label's own row, a line right of it in a far column is another block's (`Spett.le` at the left margin,
    // the sender's name at the right one).
    if (rows === 0 && (block.line.bbox[0] > line.bbox[0] || line.bbox[0] - block.line.bbox[2] > 0.25)) continue;
    if (!best || rows < best.distance) best = { block, distance: rows };
  }
  return best?.block.party ?? null;
}

/** Names labelled as one party: inline after the label, a `Name:` key in the block, or the first line below. */
export function labelledNames(doc: Doc, party: Party): Candidate[] {
  const candidates: Candidate[] = [];
  const blocks = partyBlocks(doc);
  const blockLines = new Set(blocks.map((b) => b.line));
  for (const block of blocks.filter((b) => b.party === party)) {
    if (block.inline && isNameLike(block.inline)) {
      const start = block.line.text.lastIndexOf(block.inline);
      const end = start + block.inline.length;
      if (CONTACT.test(block.line.text)) {
        // A contact (`Attn: Ms Nurul Huda`) names a person at the customer: the company right above it is the
        // customer (`Groupe Mercier Inc.` / `Attn: Étienne Lavoie`); under another block of the party, it is weak.
        const above = alignedAbove(doc, block.line);
        const company = above && closeUnder(block.line, above) && !blockLines.has(above) && isNameLike(above.text) && COMPANY_SUFFIX.test(above.text) ? nameCandidate(above, 0, 0.85 * block.weight) : null;
        const under = blocks.some((b) => b !== block && b.party === party && b.line.page === block.line.page && b.line.row < block.line.row && block.line.row - b.line.row <= 8);
        const contact = company ?? nameCandidate(block.line, start, (under ? 0.4 : 0.85) * block.weight, end);
        if (contact) candidates.push(contact);
        continue;
      }
      const candidate = nameCandidate(block.line, start, 0.85 * block.weight, end);
      if (candidate) candidates.push(candidate);
      continue;
    }
    // A contact label names its person on its own line (`Attn: Import Dept. · Ref 378799`), never a line below.
    if (CONTACT.test(block.line.text)) continue;
    const below = doc.lines.filter(
      (l) =>
        l.page === block.line.page &&
        l.row > block.line.row &&
        l.row <= block.line.row + 8 &&
        l.bbox[0] < block.line.bbox[2] + 0.05 &&
        l.bbox[2] > block.line.bbox[0] - 0.02,
    );
    const keyed = below.find((l) => NAME_KEY.pattern.exec(foldAccents(l.text))?.index === 0);
    if (keyed) {
      const match = NAME_KEY.pattern.exec(foldAccents(keyed.text))!;
      const rest = keyed.text.slice(match.index + match[0].length);
      const onRow = doc.rows[keyed.row].lines.find((l) => l.bbox[0] > keyed.bbox[2]);
      const candidate = rest.replace(/^[\s:\-–—]+/u, '')
        ? nameCandidate(keyed, match.index + match[0].length, 0.9 * block.weight)
        : onRow
          ? nameCandidate(onRow, 0, 0.9 * block.weight)
          : null;
      if (candidate) {
        candidates.push(withContinuation(doc, withLineAbove(doc, candidate, onRow ?? keyed), onRow ?? keyed));
        continue;
      }
    }
    // A label heading a column of keys, each with its value in the next cell (`Customer   ACME Pty Ltd` /
    // `Invoice Number   INV-2192`): the name is in the label's own next cell.
    const sameRowCell = valueCell(doc, block.line);
    const cell = sameRowCell ?? wrappedValueCell(doc, block.line);
    const underneath = below.find((l) => l.row > block.line.row);
    // The key under it is a known one (`Invoice Number`), or one word with its own value cell (`Room   407`); two
    // words there may be a name with another block's beside it.
    const shortKey = (line: DocLine) => /^\p{L}[\p{L}.]*:?$/u.test(line.text.trim()) && valueCell(doc, line) !== undefined;
    const keyColumn =
      underneath !== undefined && Math.abs(underneath.bbox[0] - block.line.bbox[0]) < 0.01 &&
      ((isKey(underneath) && (valueCell(doc, underneath) !== undefined || /\d/u.test(underneath.text))) || shortKey(underneath));
    if (cell && keyColumn && !blockLines.has(cell) && mostlyLetters(cell.text) && !isKeyValue(doc, cell) && !isKey(cell)) {
      const candidate = nameCandidate(cell, 0, 0.85 * block.weight);
      if (candidate) {
        const whole = sameRowCell ? withLineAbove(doc, candidate, cell, block.line) : withContinuation(doc, candidate, cell, block.line.row);
        candidates.push(whole);
        continue;
      }
    }
    // Below the label on the paper too: a row split from the label's (`COD.` beside `CLIENTE`) is no line under it.
    // (Middles compared: the detector's boxes of a page image are padded and overlap the next line's.)
    const middle = (l: DocLine) => (l.bbox[1] + l.bbox[3]) / 2;
    const lower = (l: DocLine) => middle(l) - middle(block.line) > 0.25 * Math.min(l.bbox[3] - l.bbox[1], block.line.bbox[3] - block.line.bbox[1]);
    const first = below.find((l) => lower(l) && isNameLike(l.text) && mostlyLetters(l.text) && !isKeyValue(doc, l) && !(isKey(l) && /\d/u.test(l.text)) && !isBareKey(l) && !blockLines.has(l));
    const firstRowGap = first ? doc.rows[first.row].bbox[1] - block.line.bbox[3] : 1;
    if (first && firstRowGap < 0.08) {
      const candidate = nameCandidate(first, 0, 0.8 * block.weight);
      if (candidate) candidates.push(withSecondNameLine(doc, candidate, first));
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
  const scores = new Map<DocLine, number>();
  const twoLine: { joined: Candidate; first: DocLine }[] = [];
  // The sender heads the page, above the item table: the table's header row ends the search.
  // (A row of party labels, `Verkauft von   Rechnungsadresse   Lieferadresse`, heads blocks, not a table.)
  const tableHeader = doc.rows.find((row) => row.page === firstPage && isHeadingRow(row) && !row.lines.some((l) => blocks.some((b) => b.line === l)));
  const headerLines = doc.lines.filter((l) => l.page === firstPage && l.bbox[1] < Math.min(0.3, tableHeader?.bbox[1] ?? 1));
  const domains = [...doc.text.matchAll(/(?:@|www\.|https?:\/\/)([\w.-]+)/giu)].map((m) => m[1].toLowerCase().replace(/[^a-z]/g, ''));
  headerLines.forEach((line, order) => {
    if (partyOf(doc, line, blocks) === 'customer') return;
    if (blocks.some((b) => b.line === line) || isKeyValue(doc, line)) return;
    if (isHeadingRow(doc.rows[line.row])) return;
    const from = afterLogoMark(line, 0);
    // A table's ruling read at its ends (`Carpintaria Rodrigues Unipessoal |`) is no part of it.
    const whole = line.text.slice(from, beforeLogoMark(line)).replace(TITLE_WORDS, ' ').replace(/\s+/gu, ' ').replace(/^[|\s]+|[|\s]+$/gu, '');
    // A company's name run into its address (`Saxon Freight Services Ltd · Riverside Drive, Felixstowe`; OCR reads
    // the dot as a dash): the name.
    const first = whole.split(/\s[·•|+\-–—]\s/u)[0];
    const split = first !== whole && COMPANY_SUFFIX.test(first);
    const text = withoutMonogram(split ? first : whole);
    if (!isNameLike(text) || /:/.test(text) || SECTION_TITLE.test(text) || COPY_MARK.test(text) || COLUMN_HEADER.test(text)) return;
    // A legal form alone is a name's end OCR parted from it (`Roussel Automobiles 113` / `SA`), no name.
    if (!/\p{L}{2,}/u.test(text.replace(new RegExp(COMPANY_SUFFIX.source, 'giu'), ' '))) return;
    const size = relativeSize(doc, line);
    let score = 0.3 + Math.min(0.25, (size - 1) * 0.25) + Math.max(0, 0.15 - order * 0.03);
    if (COMPANY_SUFFIX.test(text)) score += 0.2;
    if (/\d{3,}/.test(text)) score -= 0.15;
    if (STREET.test(text) || /\s\d+[a-z]?$/iu.test(text)) score -= 0.2;
    if (headsAddress(doc, line)) score += 0.1;
    score += domainAgreement(text, domains);
    const index = line.text.indexOf(text.split(' ')[0], from);
    const span = spanOf(line, 0, line.text.length, 0)!;
    // A salutation heads the addressee, not the sender.
    if (SALUTATION.test(text) || ADDRESSEE_MARK.test(text)) return;
    // A block naming the person to attend to is the addressee's, and that line names no sender.
    if (CONTACT.test(text) || headsAddressee(doc, line)) return;
    const candidate: Candidate = { value: text, raw: text, score, page: line.page, bbox: subBox(span, Math.max(0, index), text.length) };
    candidates.push(candidate);
    scores.set(line, score);
    // A name cut from its address line goes on with no line under it.
    const joined = split ? candidate : withSecondNameLine(doc, candidate, line);
    if (joined !== candidate) twoLine.push({ joined, first: line });
  });
  // A name whose legal form is on its second line (`MVM Musterhafter` / `Versicherungsverein … a.G.`):
  // the two lines together beat either alone.
  for (const { joined, first } of twoLine) {
    const second = doc.lines.find((l) => l.row === first.row + 1 && Math.abs(l.bbox[0] - first.bbox[0]) < 0.01);
    // A brand set large over the legal name (`SOLCAR` / `Rent a Car Costa del Sol, S.L.`) is no first line of it.
    if (second && hasLegalForm(second.text) && relativeSize(doc, first) > 1.5 * relativeSize(doc, second)) continue;
    const best = Math.max(scores.get(first) ?? 0, (second && scores.get(second)) ?? 0);
    candidates.push({ ...joined, score: best + 0.05 });
  }
  return withBrandsDeferring(doc, candidates);
}

/**
 * The brand a document is sent under when no line at the top names it plainly: a capitalised word (or run of
 * words) printed at least twice on its own that spells the start of the sender's web or e-mail domain
 * (`OYO` … `Payment received by OYO` … `contactus@oyorooms.com`). Free-mail domains say nothing about the
 * sender. A brand that is part of a longer name candidate without digits defers to that name (`ACME` in
 * `ACME Supplies Ltd`).
 */
export function brandSupplierNames(doc: Doc, others: Candidate[]): Candidate[] {
  const domains = new Set<string>();
  for (const match of doc.text.matchAll(/(?:@|www\.|https?:\/\/)([\p{L}\d-]+(?:\.[\p{L}\d-]+)+)/giu)) {
    const labels = match[1].toLowerCase().split('.').filter((l) => l !== 'www');
    // The registered name: the label before the public suffix (`oyorooms.com`, `acme.co.uk`).
    const suffix = labels.length >= 3 && SECOND_LEVEL.has(labels[labels.length - 2]) ? 2 : 1;
    const name = labels.length > suffix ? labels[labels.length - suffix - 1] : null;
    if (name && !FREE_MAIL.has(name)) domains.add(name.replace(/-/gu, ''));
  }
  if (domains.size === 0) return [];
  const found = new Map<string, { count: number; line: DocLine; index: number }>();
  for (const line of doc.lines) {
    // Addresses themselves are not occurrences.
    const text = line.text.replace(/\S*(?:@|www\.|https?:\/\/)\S*/giu, (m) => ' '.repeat(m.length));
    for (const match of text.matchAll(/(?<![\p{L}\d@.])\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*){0,3}(?![\p{L}\d])/gu)) {
      const words = match[0].split(/\s+/u);
      // The longest run of leading words that spells the start of a domain.
      for (let n = words.length; n >= 1; n--) {
        const value = words.slice(0, n).join(' ');
        const compact = value.toLowerCase().replace(/[^\p{L}\d]/gu, '');
        if (compact.length < 3 || new RegExp(TITLE_WORDS.source, 'iu').test(value)) continue;
        if (![...domains].some((d) => d.startsWith(compact))) continue;
        // A key (`PEC: grecohoreca@pec.it`) is no brand.
        if (/^\s*:/u.test(text.slice((match.index ?? 0) + value.length))) break;
        const entry = found.get(value);
        if (entry) entry.count++;
        else found.set(value, { count: 1, line, index: (match.index ?? 0) });
        break;
      }
    }
  }
  const candidates: Candidate[] = [];
  for (const [value, { count, line, index }] of found) {
    if (count < 2) continue;
    const word = new RegExp(`(?<![\\p{L}\\d])${value.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}\\d])`, 'iu');
    if (others.some((c) => String(c.value) !== value && word.test(String(c.value)) && !/\d/u.test(String(c.value)))) continue;
    const span = spanOf(line, 0, line.text.length, 0);
    if (!span) continue;
    candidates.push({ value, raw: value, score: 0.5 + 0.05 * Math.min(4, count), page: line.page, bbox: subBox(span, index, value.length) });
  }
  return candidates;
}

const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'gov', 'ac', 'edu', 'ne', 'or', 'gv', 'ltd', 'plc']);

/** Domains of free e-mail providers and hosts (Italy's certified mail, PEC, among them), which do not name the sender. */
const FREE_MAIL = new Set(['gmail', 'googlemail', 'yahoo', 'hotmail', 'outlook', 'live', 'msn', 'aol', 'icloud', 'me', 'mac', 'gmx', 'web', 't-online', 'tonline', 'freenet', 'arcor', 'mail', 'orange', 'free', 'laposte', 'wanadoo', 'sfr', 'libero', 'proton', 'protonmail', 'yandex', 'qq', '163', 'wp', 'onet', 'interia', 'o2', 'pec', 'legalmail', 'arubapec', 'pecimprese']);

/**
 * The addressee when no label names the customer: a salutation line (`Herrn`, `Frau`, `Mr.`) near the top of
 * page one and the name under it, as in the address field of a window envelope (`Herrn` / `Max Mustermann`).
 */
export function addresseeNames(doc: Doc): Candidate[] {
  const firstPage = doc.pages[0]?.number;
  const candidates: Candidate[] = [];
  for (const line of doc.lines) {
    if (line.page !== firstPage || line.bbox[1] > 0.45) continue;
    // Its mark may be printed letter-spaced, or read so (`E x m o.(s )Sr.(s)`).
    if (ADDRESSEE_MARK.test(line.text.trim()) || ADDRESSEE_MARK.test(line.text.replace(/\s+/gu, ''))) {
      // `Firma` / `Spett.le` heads the company's name on the next line, aligned with it.
      // (A block beside it may put rows of its own between them.)
      const below = alignedBelow(doc, line);
      const next = below && closeUnder(below, line) ? below : undefined;
      const named = next ? nameCandidate(next, 0, 0.55) : null;
      if (named && !isKeyValue(doc, next!)) candidates.push(named);
      continue;
    }
    if (!SALUTATION.test(line.text.trim())) continue;
    const span = spanOf(line, 0, line.text.length, 0);
    if (!span) continue;
    const start: Candidate = { value: line.text.trim(), raw: line.text.trim(), score: 0.55, page: line.page, bbox: span.bbox };
    const joined = withSecondNameLine(doc, start, line);
    if (joined !== start) candidates.push(joined);
  }
  return candidates;
}

/** A name whose words spell the document's web or e-mail domain (`Azure Interior` ~ `azure-interior.com`). */
function domainAgreement(name: string, domains: string[]): number {
  const compact = name.toLowerCase().replace(/[^a-z]/g, '');
  if (compact.length >= 4 && domains.some((d) => d.includes(compact))) return 0.25;
  const words = name.toLowerCase().split(/[^a-z]+/u).filter((w) => w.length >= 4);
  return words.some((w) => domains.some((d) => d.includes(w))) ? 0.1 : 0;
}

/** A word or two and a house number (`Melkmarkt 31`, `Hauptstraße 5a`): a street line, no name. */
const HOUSE_NUMBER_LINE = /^\p{L}[\p{L}'’.-]*(?:\s\p{L}[\p{L}'’.-]*)?\s\d{1,4}\s?[a-z]?$/u;

/** In this top band, type this many times the body's size or larger is a letterhead's. */
const LETTERHEAD_BAND = 0.05;
const LETTERHEAD_SIZE = 2;
/** A name key alone on its line (`Nombre`, `Name:`). */
const NAME_KEY_ALONE = new RegExp(`^(?:${NAME_KEY.pattern.source})\\s*:?$`, 'iu');
/** Parts of a line set apart by a dash, dot or bar (`Sandra Lange - Friedrichstr. 34 · 60720 Frankfurt`). */
const PART_SEPARATOR = /\s[-·•|–—](?=\s|$)/gu;

/**
 * A sender's whole address on one line: a name, a street with its number and a town set apart by separators, or a
 * company's name and its street (`Informática Ferreira Lda. Avenida dos Aliados 78`, its dashes dropped as specks).
 */
function isSenderLine(line: DocLine): boolean {
  const text = line.text;
  if (!/\d/u.test(text)) return false;
  if ((text.match(PART_SEPARATOR) ?? []).length >= 2) return true;
  const form = COMPANY_SUFFIX.exec(text);
  return form !== null && STREET.test(text.slice(form.index + form[0].length)) && /\d/u.test(text.slice(form.index + form[0].length));
}

/** Above this share of the page's height lies its running head, no address window. */
const WINDOW_TOP = 0.03;

/**
 * The addressee when nothing labels it: the first line of an address block in the top half of page one — a name
 * over a street or postcode line, as in a window envelope's field — that is not the sender's (`supplier`) and
 * sits in no labelled block. Weak evidence, below any label.
 */
export function windowAddressees(doc: Doc, supplier: string | null): Candidate[] {
  const firstPage = doc.pages[0]?.number;
  const blocks = partyBlocks(doc);
  const candidates: Candidate[] = [];
  const sender = supplier ? supplier.toUpperCase().replace(/\s+/gu, ' ') : null;
  // The address window is above the item table: its header row ends the search.
  const tableHeader = doc.rows.find((row) => row.page === firstPage && isHeadingRow(row));
  const ocr = isOcr(doc);
  for (const line of doc.lines) {
    if (line.page !== firstPage || line.bbox[1] < WINDOW_TOP || line.bbox[1] > 0.5) continue;
    if (tableHeader && line.bbox[1] >= tableHeader.bbox[1]) continue;
    const text = line.text.trim();
    // A street word without a house number may be a surname (`van Dijk ICT`, `Zeedijk`): only a street line has both.
    const streetLine = (STREET.test(text) && /\d/u.test(text)) || HOUSE_NUMBER_LINE.test(text);
    if (!isNameLike(text) || !mostlyLetters(text) || isKeyValue(doc, line) || isKey(line) || inKeyColumn(doc, line) || /[·•|]/u.test(text) || streetLine || /^\d/u.test(text)) continue;
    // At the very top of the page, a line in larger type than the body's is the letterhead's name.
    if (isHeadingRow(doc.rows[line.row]) || (line.bbox[1] < LETTERHEAD_BAND && relativeSize(doc, line) > LETTERHEAD_SIZE)) continue;
    // Nor is a statement a name (`Heilbehandlung – umsatzsteuerfrei gemäß § 4 Nr. 14 UStG.`).
    if (SALUTATION.test(text) || ADDRESSEE_MARK.test(text) || TITLE_WORDS.test(text) || SECTION_TITLE.test(text) || CONTACT.test(text) || TAX_EXEMPT.test(text)) continue;
    TITLE_WORDS.lastIndex = 0;
    // A name has a capital (`van Dijk ICT`); a column's heading is none (`Descrição`, `documento` under `Data do`).
    if (!/\p{Lu}/u.test(text) || COLUMN_HEADER.test(text)) continue;
    if (blocks.some((b) => b.line === line) || partyOf(doc, line, blocks) !== null || !headsAddress(doc, line)) continue;
    // The block's first line: nothing aligned right above it.
    const above = alignedAbove(doc, line);
    // Nor is it where an event takes place (`VERANSTALTUNGSORT` / `Kongresszentrum am Stadtpark`), nor that heading.
    if (VENUE_HEADING.test(text) || (above && VENUE_HEADING.test(above.text) && closeUnder(line, above))) continue;
    // Except the sender's return address in small type over the window (`ACME GmbH · Hauptstr. 1 · Berlin`): one
    // line, not the last of another address block.
    // It may wrap once (`ACME GmbH · Hauptstr. 1 ·` / `10115 Berlin`): two small lines.
    const wrapped = above !== undefined ? alignedAbove(doc, above) : undefined;
    // OCR's boxes may make its type no smaller: there a whole address on one line says it too. (A text layer's type
    // sizes are exact: a line under the sender's in the same type is its wrapped end, `… · 3011 AD` / `Rotterdam`.)
    const oneLineAddress = (l: DocLine) => ocr && isSenderLine(l);
    const small = (l: DocLine) => isReturnAddress(doc, l, line) || oneLineAddress(l);
    const returnAddress =
      above !== undefined && (small(above) || (wrapped !== undefined && oneLineAddress(wrapped) && /\d/u.test(above.text))) &&
      (!stacked(doc, above) || (wrapped !== undefined && small(wrapped) && !stacked(doc, wrapped)));
    if (above && !returnAddress && closeUnder(line, above)) continue;
    if (sender && (sender.includes(text.toUpperCase()) || text.toUpperCase().includes(sender))) continue;
    // A name key heading the block (`Nombre   Marta Ramos Fernández`): the name is in its value cell.
    const keyed = NAME_KEY_ALONE.test(foldAccents(text)) ? valueCell(doc, line) : line;
    if (!keyed) continue;
    const candidate = nameCandidate(keyed, 0, returnAddress ? 0.6 : 0.4);
    if (candidate) candidates.push(candidate);
  }
  if (candidates.some((c) => c.score > 0.4)) return candidates.filter((c) => c.score > 0.4);
  // The sender's letterhead heads the page; of several blocks, the addressee's is not the first.
  return candidates.length > 1 && !sender ? candidates.slice(1) : candidates;
}
