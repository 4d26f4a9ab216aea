import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { wordsOfReading } from '../../src/extraction/sources/detected-lines.ts';
import { gluedWordCut } from '../../src/extraction/sources/glued-words.ts';
import { corners, minAreaRect } from '../../src/extraction/sources/quads.ts';
import { withStackedLinesCut } from '../../src/extraction/sources/stacked-lines.ts';

describe('wordsOfReading', () => {
  it('puts back the spaces the recogniser dropped, where its characters stand apart, with boxes on the slanted line', () => {
    // `TOTAL 12.50` read without its space: characters 0.05 apart, 0.15 across the gap.
    const text = 'TOTAL12.50';
    let x = 0.05;
    const characters = [...text].map((char, i) => {
      if (i > 0) x += i === 5 ? 0.15 : 0.05;
      return { char, probability: 0.95, x };
    });
    // A line 400 × 40 px slanting down by 10° on a 1000 × 1000 page.
    const angle = (10 * Math.PI) / 180;
    const along: [number, number] = [Math.cos(angle), Math.sin(angle)];
    const rect = { centre: [500, 500] as [number, number], axis: along, length: 400, thickness: 40 };
    const words = wordsOfReading({ text, confidence: 0.95, characters }, corners(rect), { width: 1000, height: 1000 });
    assert.deepEqual(words.map((w) => w.text), ['TOTAL', '12.50']);
    assert.ok(words.every((w) => w.engine === 'ppocr'));
    // The second word lies further right and lower, as the line slants down.
    assert.ok(words[1].bbox[0] > words[0].bbox[2]);
    assert.ok(words[1].bbox[1] > words[0].bbox[1]);
  });
});

describe('wordsOfReading with spaces from ink', () => {
  it('keeps an amount whole across the blank after its decimal comma, and splits at a blank between words', () => {
    const text = 'MwSt-4,85';
    const characters = [...text].map((char, i) => ({ char, probability: 0.99, x: 0.05 + i * 0.1 }));
    const rect = { centre: [500, 500] as [number, number], axis: [1, 0] as [number, number], length: 800, thickness: 40 };
    // Blank columns wide enough for a space after `MwSt` and after the comma.
    const blankAfter = (x: number) => (Math.abs(x - 0.35) < 0.01 || Math.abs(x - 0.65) < 0.01 ? 0.3 : 0.05);
    const words = wordsOfReading({ text, confidence: 0.99, characters }, corners(rect), { width: 1000, height: 1000 }, (from) => blankAfter(from));
    assert.deepEqual(words.map((w) => w.text), ['MwSt', '-4,85']);
  });
});

describe('minAreaRect', () => {
  it('finds a turned rectangle and points its reading axis rightwards', () => {
    const rect = { centre: [50, 50] as [number, number], axis: [Math.cos(-0.3), Math.sin(-0.3)] as [number, number], length: 80, thickness: 10 };
    const found = minAreaRect(corners(rect));
    assert.ok(Math.abs(found.length - 80) < 1e-6 && Math.abs(found.thickness - 10) < 1e-6);
    assert.ok(Math.abs(found.axis[0] - Math.cos(-0.3)) < 1e-6 && Math.abs(found.axis[1] - Math.sin(-0.3)) < 1e-6);
  });
});

describe('gluedWordCut', () => {
  it('cuts a date read glued to the time after it, and leaves other words whole', () => {
    assert.equal(gluedWordCut('07/01/201710:52p'), 10);
    assert.equal(gluedWordCut('4/21/201710:36'), 9);
    assert.equal(gluedWordCut('5/5/1612:59'), 6);
    assert.equal(gluedWordCut('Date:20/05/201420:22:45'), 15);
    assert.equal(gluedWordCut('2013/05/2110:22'), 10);
    assert.equal(gluedWordCut('23-Apr-20182:51:35P'), 11);
    assert.equal(gluedWordCut("03Jun'0912:30"), 8);
    assert.equal(gluedWordCut('07/01/2017'), null);
    assert.equal(gluedWordCut('12:59'), null);
    assert.equal(gluedWordCut('TOTAL12.50'), null);
  });

  it('gives a glued date and time a word each', () => {
    const text = '07/01/201710:52';
    const characters = [...text].map((char, i) => ({ char, probability: 0.9, x: 0.05 + i * 0.05 }));
    const rect = { centre: [500, 500] as [number, number], axis: [1, 0] as [number, number], length: 800, thickness: 40 };
    const words = wordsOfReading({ text, confidence: 0.9, characters }, corners(rect), { width: 1000, height: 1000 });
    assert.deepEqual(words.map((w) => w.text), ['07/01/2017', '10:52']);
    assert.ok(words[1].bbox[0] >= words[0].bbox[2] - 0.03);
  });
});

describe('withStackedLinesCut', () => {
  /** A white 1000 × 1000 page with a black stroke for each printed line (`[top, bottom, left, right]` in px). */
  const page = (strokes: [number, number, number, number][]) => {
    const data = new Uint8Array(1000 * 1000).fill(255);
    for (const [top, bottom, left, right] of strokes) for (let y = top; y < bottom; y++) data.fill(0, y * 1000 + left, y * 1000 + right);
    return { data, width: 1000, height: 1000 };
  };
  const box = (top: number, bottom: number, left: number, right: number) => {
    const rect = { centre: [(left + right) / 2, (top + bottom) / 2] as [number, number], axis: [1, 0] as [number, number], length: right - left, thickness: bottom - top };
    return { quad: corners(rect), rect, score: 0.9 };
  };

  it("cuts a box the detector drew over a footer column's three lines into one box a line, once each", () => {
    // Five body lines 20 px thick; a footer column of three lines 10 px tall, 4 px apart, found as one box.
    const body = [100, 140, 180, 220, 260].map((y) => [y, y + 12, 100, 800] as [number, number, number, number]);
    const footer: [number, number, number, number][] = [[900, 910, 500, 700], [914, 924, 500, 700], [928, 938, 500, 700]];
    const image = page([...body, ...footer]);
    const lines = [...body.map(([t, b, l, r]) => box(t - 4, b + 4, l, r)), box(896, 942, 500, 700)];
    const cut = withStackedLinesCut(image, lines);
    assert.equal(cut.length, 8);
    const footerBoxes = cut.slice(5).map((l) => [Math.round(l.rect.centre[1]), l.rect.thickness < 20]);
    assert.deepEqual(footerBoxes, [[905, true], [919, true], [933, true]]);
    // The third line also found on its own by the detector: kept once.
    const withThird = withStackedLinesCut(image, [...lines, box(926, 940, 500, 700)]);
    assert.equal(withThird.length, 8);
  });

  it('leaves a thick box of one line of large type whole', () => {
    const body = [100, 140, 180, 220, 260].map((y) => [y, y + 12, 100, 800] as [number, number, number, number]);
    const image = page([...body, [400, 440, 100, 600]]);
    const lines = [...body.map(([t, b, l, r]) => box(t - 4, b + 4, l, r)), box(392, 448, 100, 600)];
    assert.deepEqual(withStackedLinesCut(image, lines), lines);
  });
});
