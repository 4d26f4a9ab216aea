/**
 * `&` in a company's name as OCR misreads it in some typefaces (`Sánchez 87 García S.A.`, `Ramos € Fernández S.L.`,
 * `Fernández €: Torres S.L.U.`, `Torres 6: Domínguez S.L.`): a lone `87`, `8`, `6`, `2` or `€` between two
 * capitalised words, on a line that ends in a legal form, is the ampersand. Nothing else is touched: an amount is
 * never a lone token between two names.
 */
import type { LayoutPage, Word } from '../types.ts';
import { LEGAL_FORM_AT_END } from './labels.ts';

const MISREAD = /^(?:87|[2689]|€):?$/u;
const NAME_WORD = /^\p{Lu}[\p{L}'’.-]*$/u;

/** The page with such tokens read as `&` (the same page when there are none). */
export function withAmpersands(page: LayoutPage): LayoutPage {
  const mended = new Map<Word, Word>();
  for (const line of page.lines) {
    if (!LEGAL_FORM_AT_END.test(line.text)) continue;
    const words = line.words;
    for (let i = 1; i < words.length - 1; i++) {
      if (MISREAD.test(words[i].text) && NAME_WORD.test(words[i - 1].text) && NAME_WORD.test(words[i + 1].text)) mended.set(words[i], { ...words[i], text: '&' });
    }
  }
  if (!mended.size) return page;
  const mend = (w: Word) => mended.get(w) ?? w;
  return {
    ...page,
    words: page.words.map(mend),
    lines: page.lines.map((line) => (line.words.some((w) => mended.has(w)) ? { ...line, words: line.words.map(mend), text: line.words.map((w) => mend(w).text).join(' ') } : line)),
  };
}
