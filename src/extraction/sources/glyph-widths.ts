/**
 * Glyph advances of a page's fonts, so that a word inside a multi-word text run gets the x-range its glyphs occupy
 * rather than a share by character count ("Invoice No: INV-2024-001": `i` is a quarter of a `W`).
 * pdf.js hands fonts to the main thread only while building the operator list, and includes their widths only when
 * the document is opened with `fontExtraProperties`.
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A font's advance per character, in its glyph units; characters it does not map get its mean advance. */
export interface CharWidths {
  byChar: ReadonlyMap<string, number>;
  mean: number;
}

/** The parts of a pdf.js font exported with `fontExtraProperties` that give widths per character. */
interface ExportedFont {
  widths?: Record<number, number>;
  /** Character code → Unicode; absent `_map` means the identity mapping. */
  toUnicode?: { _map?: (string | undefined)[] };
}

const cache = new WeakMap<object, CharWidths | null>();

/** The character widths of the named fonts on the page, for those whose widths pdf.js knows. */
export async function pageCharWidths(page: PDFPageProxy, fontNames: ReadonlySet<string>): Promise<Map<string, CharWidths>> {
  const fonts = new Map<string, CharWidths>();
  if (fontNames.size === 0) return fonts;
  try {
    await page.getOperatorList();
  } catch {
    // Without fonts the words fall back to a share of the run by character count.
    return fonts;
  }
  for (const name of fontNames) {
    if (!page.commonObjs.has(name)) continue;
    const widths = fontCharWidths(page.commonObjs.get(name) as ExportedFont);
    if (widths) fonts.set(name, widths);
  }
  return fonts;
}

/** Fonts are shared by every page of a document: build each one's table once. */
function fontCharWidths(font: ExportedFont): CharWidths | null {
  let widths = cache.get(font);
  if (widths === undefined) {
    widths = buildCharWidths(font);
    cache.set(font, widths);
  }
  return widths;
}

function buildCharWidths(font: ExportedFont): CharWidths | null {
  if (!font.widths) return null;
  const byChar = new Map<string, number>();
  const map = font.toUnicode?._map;
  for (const [code, width] of Object.entries(font.widths)) {
    const unicode = map ? map[Number(code)] : String.fromCodePoint(Number(code));
    if (!unicode || !(width > 0)) continue;
    // pdf.js spells ligatures out in the text ("ﬃ" → "ffi"): each letter gets its share of the glyph.
    const chars = [...unicode.normalize('NFKC')];
    for (const char of chars) if (!byChar.has(char)) byChar.set(char, width / chars.length);
  }
  if (byChar.size === 0) return null;
  const mean = [...byChar.values()].reduce((sum, width) => sum + width, 0) / byChar.size;
  return { byChar, mean };
}

/**
 * Where each character of a run starts, as a fraction of the run's advance, plus a final 1. Scaling to the run's
 * width absorbs font size, character/word spacing and kerning; without widths every character counts the same.
 */
export function charOffsets(chars: readonly string[], widths: CharWidths | undefined): number[] {
  const advances = chars.map((char) => (widths ? (widths.byChar.get(char) ?? widths.mean) : 1));
  const total = advances.reduce((sum, advance) => sum + advance, 0);
  const offsets = [0];
  let sum = 0;
  for (const advance of advances) {
    sum += advance;
    offsets.push(sum / total);
  }
  return offsets;
}
