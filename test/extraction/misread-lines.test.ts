import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { withDetectedLines, type ReadDetectedLine } from '../../src/extraction/sources/detected-lines.ts';
import { misreadByTesseract, withMarksOf } from '../../src/extraction/sources/misread-lines.ts';
import { insideQuad } from '../../src/extraction/sources/quads.ts';
import type { LayoutLine, Word } from '../../src/extraction/types.ts';

/**
 * A synthetic training invoice's page image (pt-billto-centre-1, 200 dpi), the rows of its bill-to block: Tesseract's
 * lines as it read them (`Faturar a` above `Carpintaria Silva S.A.` run into each other: `taturar a Silva S.A …`,
 * then `arpintaria Silva S.A.`) and the text detector's lines with the recogniser's readings, as the pipeline made them.
 */
const fixture = JSON.parse(readFileSync(new URL('../fixtures/layout/billto-name-rows.json', import.meta.url), 'utf8')) as {
  page: { width: number; height: number };
  tesseract: LayoutLine[];
  readings: ReadDetectedLine[];
};
const image = { ...fixture.page, data: new Uint8Array(0) };
const detected = fixture.readings.map((r) => r.line);
const texts = (lines: LayoutLine[]) => lines.map((line) => line.text);
const nameLine = detected.findIndex((_, i) => fixture.readings[i].reading.text === 'Carpintaria Silva S.A.');

/** Tesseract's words whose centre lies in detected line `at`, left to right, with the Tesseract line each came from. */
function claimedBy(at: number): { word: Word; line: number }[] {
  const centre = (w: Word): [number, number] => [((w.bbox[0] + w.bbox[2]) / 2) * image.width, ((w.bbox[1] + w.bbox[3]) / 2) * image.height];
  return fixture.tesseract
    .flatMap((line, index) => line.words.map((word) => ({ word, line: index })))
    .filter(({ word }) => detected.findIndex((d) => insideQuad(d.quad, centre(word))) === at)
    .sort((a, b) => a.word.bbox[0] - b.word.bbox[0]);
}

describe('misreadByTesseract (real layout: a bill-to label run into the name below it)', () => {
  it('finds the name row read from two of Tesseract lines, its words read twice, and leaves a clean row alone', () => {
    const name = claimedBy(nameLine);
    assert.deepEqual(name.map(({ word }) => word.text), ['arpintaria', 'Silva', 'Silva', 'S.A', 'S.A.']);
    assert.equal(misreadByTesseract(name, detected[nameLine], image), true);
    // Each symptom alone: the words of one Tesseract line only still read `Silva` and `S.A` twice.
    assert.equal(misreadByTesseract(name.map(({ word }) => ({ word, line: 0 })), detected[nameLine], image), true);
    const documentLine = detected.findIndex((_, i) => fixture.readings[i].reading.text.includes('documento'));
    assert.equal(misreadByTesseract(claimedBy(documentLine), detected[documentLine], image), false);
  });
});

describe('withDetectedLines checking Tesseract (invoice pages)', () => {
  it('reads the customer name whole, once, below its label, however sure Tesseract was of its words', async () => {
    const lines = await withDetectedLines(image, fixture.tesseract, detected, { sureTesseract: 0.8, keepSpaces: true, readings: fixture.readings, checkTesseract: true });
    const read = texts(lines);
    assert.ok(read.includes('Carpintaria Silva S.A.'), read.join(' | '));
    assert.ok(read.includes('Faturar a'), read.join(' | '));
    assert.ok(read.indexOf('Faturar a') < read.indexOf('Carpintaria Silva S.A.'));
    assert.equal(read.filter((text) => /Silva/.test(text)).length, 1, read.join(' | '));
  });

  it('is what mends the name: unchecked (receipts, doubtful scans), Tesseract’s duplicated words stay', async () => {
    const lines = await withDetectedLines(image, fixture.tesseract, detected, { sureTesseract: 0.8, keepSpaces: true, readings: fixture.readings });
    assert.ok(!texts(lines).includes('Carpintaria Silva S.A.'), texts(lines).join(' | '));
  });
});

describe('withMarksOf', () => {
  const word = (text: string, x: number, engine: Word['engine']): Word => ({ text, bbox: [x, 0.2, x + 0.05, 0.21], confidence: 0.99, engine });
  it('gives the recogniser’s letters the accents Tesseract read on them, once, the recogniser’s case kept', () => {
    const recognised = [word('Lefevre', 0.07, 'ppocr'), word('Boulangerie', 0.15, 'ppocr'), word('Facturé', 0.3, 'ppocr')];
    const tesseract = [word('efèvre', 0.08, 'tesseract'), word('FACTURÉ', 0.3, 'tesseract')];
    assert.deepEqual(withMarksOf(recognised, tesseract).map((w) => w.text), ['Lefèvre', 'Boulangerie', 'Facturé']);
  });
});

/**
 * A web shop's page image (eval/synthetic-invoices/webshop.ts, nl-woocommerce-0): its footer's two rows of small type,
 * `Brandpunt Koffie V.O.F. · Kanaalweg 34 bis · …` over `KvK 92323593 · BTW NL135528380B01 · …`. The detector's first
 * box runs both rows together and its second overlaps the lower row; the recogniser reads each as a garbled line.
 */
const footer = JSON.parse(readFileSync(new URL('../fixtures/layout/footer-stacked-rows.json', import.meta.url), 'utf8')) as typeof fixture;

describe('withDetectedLines (real layout: a footer of two rows the detector ran together)', () => {
  it("keeps Tesseract's rows as it read them, each word in the box whose middle it stands nearer to", async () => {
    const footerImage = { ...footer.page, data: new Uint8Array(0) };
    const lines = await withDetectedLines(footerImage, footer.tesseract, footer.readings.map((r) => r.line), { sureTesseract: 0.8, keepSpaces: true, readings: footer.readings, checkTesseract: true });
    assert.deepEqual(texts(lines), ['Brandpunt Koffie V.O.F. - Kanaalweg 34 bis - 5051 HG Tilburg', 'KvK 92323593 - BTW NL135528380B01 - www.brandpuntkoffie.nl']);
  });
});
