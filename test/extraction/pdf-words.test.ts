import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makePdf, type PdfText } from '../helpers/make-pdf.ts';
import { openPdf, paintsNothing, readTextLayer } from '../../src/extraction/sources/pdf.ts';

const PAGE_WIDTH = 595;

/** Helvetica advances (1/1000 em) from its standard AFM metrics. */
const HELVETICA: Record<string, number> = {
  I: 278, O: 778, n: 556, v: 500, o: 556, i: 222, c: 500, e: 556, ' ': 278, N: 722, ':': 278, W: 944,
};
const advance = (text: string, size: number) => [...text].reduce((sum, char) => sum + HELVETICA[char], 0) * (size / 1000);

/** Each word's x-range in points on a one-line A4 page. */
async function wordSpans(text: PdfText): Promise<Map<string, [number, number]>> {
  const doc = await openPdf(makePdf([{ texts: [text] }]), 1);
  try {
    const page = await readTextLayer(await doc.getPage(1));
    return new Map(page.words.map((word) => [word.text, [word.bbox[0] * PAGE_WIDTH, word.bbox[2] * PAGE_WIDTH]]));
  } finally {
    await doc.destroy();
  }
}

function assertNear(actual: number | undefined, expected: number, what: string) {
  assert.ok(actual !== undefined && Math.abs(actual - expected) <= 1, `${what}: ${actual} pt, expected ${expected.toFixed(2)} pt`);
}

test('a word inside a multi-word run starts where its glyphs start, not at a share by character count', async () => {
  const spans = await wordSpans({ x: 400, y: 700, size: 10, text: 'Invoice No: INV-2024-001' });
  const [x0, x1] = spans.get('INV-2024-001') ?? [];
  assertNear(x0, 400 + advance('Invoice No: ', 10), 'INV-2024-001 x0');
  assertNear(x1, 400 + 115.05, 'INV-2024-001 x1 (end of the run)');
  assertNear(spans.get('Invoice')?.[1], 400 + advance('Invoice', 10), 'Invoice x1');
  assertNear(spans.get('No:')?.[0], 400 + advance('Invoice ', 10), 'No: x0');
});

test('wide and narrow letters get boxes of their own widths, whichever comes first', async () => {
  const wideFirst = await wordSpans({ x: 100, y: 700, size: 20, text: 'WWW iii' });
  assertNear(wideFirst.get('WWW')?.[1], 100 + advance('WWW', 20), 'WWW x1');
  assertNear(wideFirst.get('iii')?.[0], 100 + advance('WWW ', 20), 'iii x0');
  const narrowFirst = await wordSpans({ x: 100, y: 700, size: 20, text: 'iii WWW' });
  assertNear(narrowFirst.get('iii')?.[1], 100 + advance('iii', 20), 'iii x1');
  assertNear(narrowFirst.get('WWW')?.[0], 100 + advance('iii ', 20), 'WWW x0');
});

test('runs that touch still make one word', async () => {
  const doc = await openPdf(
    makePdf([{ texts: [{ x: 100, y: 700, size: 10, text: 'O' }, { x: 100 + advance('O', 10) + 0.2, y: 700, size: 10, text: 'ffice hours' }] }]),
    1,
  );
  try {
    const page = await readTextLayer(await doc.getPage(1));
    assert.deepEqual(page.words.map((word) => word.text), ['Office', 'hours']);
  } finally {
    await doc.destroy();
  }
});

test('a page that leaves no mark (empty, or only clipped and filled in white) is blank; text, dark paths or images are not', async () => {
  const line = { x: 72, y: 700, text: 'Invoice' };
  const pdf = await openPdf(
    new Uint8Array(
      makePdf([
        { texts: [] },
        { texts: [], graphics: 'q 0 0 595 842 re W n 1 1 1 rg 0 0 595 842 re f Q' },
        { texts: [], graphics: '0 0 0 rg 100 100 200 50 re f' },
        { texts: [], graphics: '1 1 1 rg q 0 0 0 RG 100 100 m 300 100 l S Q' },
        { texts: [line] },
      ]),
    ),
    10,
  );
  const blank = [];
  for (let n = 1; n <= pdf.numPages; n++) blank.push(await paintsNothing(await pdf.getPage(n)));
  await pdf.destroy();
  assert.deepEqual(blank, [true, true, false, false, false]);
});
