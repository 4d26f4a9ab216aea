/** Pages built by hand for extraction tests: a text layer from lines of text, or lines placed where they print. */
import { readTextPage } from '../../src/extraction/sources/text.ts';
import { analysePages } from '../../src/extraction/analyse.ts';
import type { LayoutLine, LayoutPage } from '../../src/extraction/types.ts';

/** A page of text, each string a line, laid out as a monospaced text layer. */
export const textPage = (lines: string[]): LayoutPage => ({ ...readTextPage(new TextEncoder().encode(lines.join('\n'))), number: 1 });

/** The invoice fields the rules read from the pages, by name. */
export function invoiceFieldsOf(pages: LayoutPage[]): Record<string, unknown> {
  const { fields } = analysePages(pages, 'invoice', 'pdf_text');
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.value]));
}

/** A line placed on the page: its words share its box by their characters. */
export function placed(text: string, x: number, y: number, height: number): LayoutLine {
  const width = text.length * height * 0.5;
  const words = [];
  let at = 0;
  for (const word of text.split(' ')) {
    const x0 = x + (at / text.length) * width;
    words.push({ text: word, bbox: [x0, y, x0 + (word.length / text.length) * width, y + height] as [number, number, number, number], confidence: 1 });
    at += word.length + 1;
  }
  return { text, bbox: [x, y, x + width, y + height], words };
}

/** A page holding the placed lines. */
export const pageOf = (lines: LayoutLine[], source: LayoutPage['source'] = 'pdf_text'): LayoutPage => ({
  number: 1, width: 595, height: 842, unit: 'pt', rotation: 0, source, words: lines.flatMap((l) => l.words), lines,
});
