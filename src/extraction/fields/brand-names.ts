/**
 * A brand over the letterhead (`SAXON`, `lumen`, `CH Castlefield House`) is how a company is known, not its name:
 * where the page prints the company's legal name — under the brand, in its footer, in its terms — that is the
 * supplier's name.
 */
import { spanOf, type Candidate, type Doc } from './shared.ts';
import { COMPANY_SUFFIX, foldAccents, LEGAL_FORM_AT_END } from './labels.ts';

const lettersOf = (value: unknown) => foldAccents(String(value)).toUpperCase().replace(/[^\p{L}\d]/gu, '');
/** Articles that may open a trading name (`The Ropewalk Hotel`) and not its legal name (`Ropewalk Hotel Group plc`). */
const ARTICLE = /^(?:the|le|la|les|der|die|das|el|il|lo|het|de)$/iu;
/** Words the legal-form list holds to spot shop names on receipts (`… Restaurant`), which are no legal form. */
const BUSINESS_WORD = /^(?:hotel|restaurant|store|shop|services|trading|enterprise|company)\.?$/iu;

/** Whether the name ends in a legal form proper (`GmbH`, `S.L.`, `plc`), not a business word (`Hotel`). */
export function hasLegalForm(name: string): boolean {
  const match = LEGAL_FORM_AT_END.exec(name) ?? COMPANY_SUFFIX.exec(name);
  return match !== null && !BUSINESS_WORD.test(match[0].trim());
}

/**
 * A monogram set before a name (`CH Castlefield House`, `RH The Ropewalk Hotel`, `ATN Alquileres Técnicos del
 * Norte, S.A.`): capitals spelling the initials of the name's capitalised words, also run into its first word
 * (`TRTransportes Rubio S.L.`). The name without it.
 */
export function withoutMonogram(name: string): string {
  // A text layer may run the monogram into the name's first word (`TRTransportes Rubio S.L.`).
  const glued = /^(\p{Lu}{2,4})(\p{Lu}\p{Ll}{2,}\s.*)$/u.exec(name.trim());
  const words = (glued ? `${glued[1]} ${glued[2]}` : name).trim().split(/\s+/u);
  const initialsAfter = (at: number) =>
    words
      .slice(at + 1)
      .filter((w) => /^\p{Lu}/u.test(w) && !ARTICLE.test(w))
      .map((w) => w[0].toUpperCase())
      .join('');
  // OCR may read the monogram's second letter small (`Mp Moto Passion Angers SAS`).
  const monogram = (at: number) => words.length >= at + 3 && /^\p{Lu}\p{L}{1,3}$/u.test(words[at]) && initialsAfter(at).startsWith(words[at].toUpperCase());
  if (monogram(0)) return words.slice(1).join(' ');
  // A logo's capitals read before it (`AUD CV Concesionario Vázquez S.L.`).
  if (/^\p{Lu}{2,4}$/u.test(words[0]) && monogram(1)) return words.slice(2).join(' ');
  return name;
}

/**
 * The legal name the page prints for a brand: its letters (however OCR spaced them, `KRAM ER`), then at most five
 * more words ending in a legal form. A logo's glyph read before the brand (`4 volta`) and an article are left out.
 */
function legalNameElsewhere(doc: Doc, brand: string): Candidate | null {
  const words = brand.split(/\s+/u).filter(Boolean);
  while (words.length > 1 && (ARTICLE.test(words[0]) || !/\p{L}/u.test(words[0]) || words[0].length === 1)) words.shift();
  const key = lettersOf(words.join(''));
  if (key.length < 4) return null;
  for (const line of doc.lines) {
    const tokens = [...line.text.matchAll(/\S+/gu)].map((match) => ({ text: match[0], index: match.index ?? 0 }));
    for (let i = 0; i < tokens.length; i++) {
      let spelled = '';
      let after = i;
      while (after < tokens.length && spelled.length < key.length) spelled += lettersOf(tokens[after++].text);
      if (spelled !== key) continue;
      for (let end = after + 1; end <= Math.min(tokens.length, after + 5); end++) {
        // Within its line's cell: a name does not run on past a separator (`Kelso Inns Limited · Sort code …`).
        if (/^[·•|]$/u.test(tokens[end - 1].text)) break;
        const phrase = tokens.slice(i, end).map((t) => t.text).join(' ').replace(/[,;:]$/u, '');
        if (!hasLegalForm(phrase) || !LEGAL_FORM_AT_END.test(phrase)) continue;
        const span = spanOf(line, tokens[i].index, tokens[end - 1].index + tokens[end - 1].text.length, 0);
        if (span) return { value: phrase, raw: phrase, score: 0, page: line.page, bbox: span.bbox };
      }
    }
  }
  return null;
}

/** Set all in small letters or all in capitals, as logos are (`lumen`, `hexacom.`, `KRAMER`). */
function logoLettering(name: string): boolean {
  const text = name.replace(/[^\p{L}]/gu, '');
  return text === text.toLowerCase() || text === text.toUpperCase();
}

/** Whether the legal name is the brand (without a logo's glyph before it, `4 volta`) and a legal form. */
function addsOnlyLegalForm(brand: string, legal: string): boolean {
  const rest = legal.replace(LEGAL_FORM_AT_END, '');
  return lettersOf(rest) === lettersOf(brand.replace(/^\S{1,2}\s+/u, (m) => (/\p{L}{2}/u.test(m) ? m : '')));
}

/** `legal` printed right under `brand`, aligned with it and in smaller type: the name under the logo. */
function printedUnder(brand: Candidate, legal: Candidate): boolean {
  if (brand.page !== legal.page || !brand.bbox || !legal.bbox) return false;
  const height = brand.bbox[3] - brand.bbox[1];
  const gap = legal.bbox[1] - brand.bbox[3];
  return gap >= -0.002 && gap < 0.6 * height && Math.abs(legal.bbox[0] - brand.bbox[0]) < 0.02 && (legal.bbox[3] - legal.bbox[1]) * 1.3 < height;
}

/**
 * Letterhead candidates with every brand deferring to its legal name: one it begins (`SAXON` → `Saxon Freight
 * Services Ltd`), one printed under it in smaller type, or one the page prints elsewhere beginning with its words
 * (`lumen` … `Lumen Énergie SAS au capital de …`).
 */
export function withBrandsDeferring(doc: Doc, candidates: Candidate[]): Candidate[] {
  const legal = candidates.filter((c) => COMPANY_SUFFIX.test(String(c.value)));
  const raised = new Map<Candidate, number>();
  const raise = (legalName: Candidate, brand: Candidate) => {
    if (brand.score >= legalName.score) raised.set(legalName, Math.max(raised.get(legalName) ?? 0, brand.score + 0.01));
  };
  const added: Candidate[] = [];
  for (const brand of candidates) {
    const name = String(brand.value);
    const mark = lettersOf(name);
    if (hasLegalForm(name) || mark.length < 2) continue;
    // The shortest legal name it begins: not one run on into the next line's name.
    const others = legal.filter((c) => c !== brand);
    const named =
      (mark.length >= 4 ? others.filter((c) => lettersOf(c.value).startsWith(mark)).sort((a, b) => lettersOf(a.value).length - lettersOf(b.value).length)[0] : undefined) ??
      others.find((c) => printedUnder(brand, c) && hasLegalForm(String(c.value)));
    if (named) {
      raise(named, brand);
      continue;
    }
    const elsewhere = legalNameElsewhere(doc, name);
    // A name written as names are (`Amazon Web Services`) that the legal name only adds its form to (`…, Inc.`) is
    // the name the company trades under; a logo's lettering (`hexacom.`, `KRAMER`) is not.
    if (!elsewhere || (!logoLettering(name) && addsOnlyLegalForm(name, String(elsewhere.value)))) continue;
    const known = candidates.find((c) => lettersOf(c.value) === lettersOf(elsewhere.value));
    if (known) raise(known, brand);
    else added.push({ ...elsewhere, score: brand.score + 0.01 });
  }
  return [...candidates.map((c) => (raised.has(c) ? { ...c, score: raised.get(c)! } : c)), ...added];
}

/**
 * A trading name over the letterhead (`BREW REPUBLIC`, `Bonenbar`) and the one company the footer names with its
 * registration or account (`Davies Fine Foods Ltd · Registered in England and Wales No. 14399742`, `De Vries Koffie &
 * Thee B.V. · … · KvK …`): the company trades under that name, and it is the supplier. `footer`: the footer's names
 * among `candidates` (sender-evidence.ts `footerSenderNames`), as found there.
 */
export function withTradingNamesDeferring(candidates: Candidate[], footer: Candidate[]): Candidate[] {
  if (candidates.length === 0) return candidates;
  const best = candidates.reduce((a, b) => (b.score > a.score ? b : a));
  const companies = new Set(footer.filter((c) => hasLegalForm(String(c.value))).map((c) => lettersOf(c.value)));
  if (hasLegalForm(String(best.value)) || companies.size !== 1) return candidates;
  const company = [...companies][0];
  return candidates.map((c) => (lettersOf(c.value) === company ? { ...c, score: Math.max(c.score, best.score + 0.01) } : c));
}

/**
 * A name printed short in one place (`Customer   Marlow Properties` on a remittance slip) and in full with its legal
 * form in another (`Marlow Properties Limited`): the full name, at the short one's score.
 */
export function withLegalFormsKept(candidates: Candidate[]): Candidate[] {
  if (candidates.length === 0) return candidates;
  const best = candidates.reduce((a, b) => (b.score > a.score ? b : a));
  const short = String(best.value).trim();
  const full = candidates.find((other) => {
    const name = String(other.value).trim();
    const tail = name.slice(short.length);
    return name.startsWith(`${short} `) && tail.trim().split(/\s+/u).length <= 2 && hasLegalForm(tail);
  });
  return full ? [...candidates, { ...full, score: best.score + 1e-6 }] : candidates;
}
