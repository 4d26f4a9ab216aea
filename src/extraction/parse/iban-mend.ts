/**
 * OCR's confusions in an IBAN mended by where each country's IBAN has digits and where letters: `DE5l 1737 …`
 * is `DE51 1737 …` (an l among digits is a 1). The mod-97 checksum then decides: a mended IBAN is kept only
 * when it holds (parse/ids.ts).
 */

/** The BBAN after `CC` and the check digits: n digits, a capital letters, c either (the SWIFT IBAN registry). */
const BBAN_FORMATS: Record<string, string> = {
  AT: '16n', BE: '12n', BG: '4a6n8c', CH: '5n12c', CY: '8n16c', CZ: '20n', DE: '18n', DK: '14n', EE: '16n', ES: '20n',
  FI: '14n', FR: '10n11c2n', GB: '4a14n', GR: '7n16c', HR: '17n', HU: '24n', IE: '4a14n', IT: '1a10n12c', LI: '5n12c',
  LT: '16n', LU: '3n13c', LV: '4a13c', MC: '10n11c2n', MT: '4a5n18c', NL: '4a10n', NO: '11n', PL: '24n', PT: '21n',
  RO: '4a16c', SE: '20n', SI: '15n', SK: '20n', SM: '1a10n12c',
};

/** Letters OCR reads for digits, and digits it reads for letters. */
const AS_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', Z: '2', A: '4', S: '5', G: '6', T: '7', B: '8' };
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '4': 'A', '5': 'S', '6': 'G', '7': 'T', '8': 'B' };

/** What each position of the country's IBAN holds (`n`, `a`, `c`), check digits included; null for a country not in the table. */
function positions(country: string): string[] | null {
  const format = BBAN_FORMATS[country];
  if (!format) return null;
  const kinds = ['a', 'a', 'n', 'n'];
  for (const [, count, kind] of format.matchAll(/(\d+)([nac])/gu)) kinds.push(...Array<string>(Number(count)).fill(kind));
  return kinds;
}

/** `compact` (capitals, no spaces) with each character OCR could have confused made what its position holds; null when nothing changes or the length is not the country's. */
export function mendedIban(compact: string): string | null {
  const kinds = positions(compact.slice(0, 2));
  if (!kinds || kinds.length !== compact.length) return null;
  const mended = [...compact].map((char, i) => (kinds[i] === 'n' ? (AS_DIGIT[char] ?? char) : kinds[i] === 'a' && i >= 2 ? (AS_LETTER[char] ?? char) : char)).join('');
  return mended === compact ? null : mended;
}
