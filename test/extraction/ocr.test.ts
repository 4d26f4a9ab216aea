import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { decodeImagePages } from '../../src/extraction/sources/image.ts';
import { removeRules } from '../../src/extraction/sources/page-cleaning.ts';
import { findSkewAngle } from '../../src/extraction/sources/skew.ts';
import { ocrImage, ocrImageFile } from '../../src/extraction/sources/ocr.ts';
import { parseTsv, stopOcr } from '../../src/extraction/sources/tesseract-engine.ts';
import { RECEIPT_MODEL } from '../../src/extraction/sources/ocr-languages.ts';
import { renderPdfPage } from '../../src/extraction/sources/render.ts';
import { ExtractionError, type LayoutPage } from '../../src/extraction/types.ts';
import { makePdf } from '../helpers/make-pdf.ts';
import { textPng } from '../helpers/text-image.ts';

const RECEIPT_LINES = ['ACME TRADING SDN BHD', 'NO 12, JALAN BESAR', 'DATE: 12/03/2019', 'TOTAL 45.60', 'CASH 50.00'];

/** A receipt-like page rendered as PNG: black text on white, optionally with a ruled box around it. */
function receiptPng(options: { ruled?: boolean } = {}): Buffer {
  return textPng({ width: 700, height: 480, lines: RECEIPT_LINES, font: '30px sans-serif', x: 60, y: 80, lineGap: 80, ruledInset: options.ruled ? 30 : undefined });
}

function text(page: LayoutPage): string {
  return page.lines.map((l) => l.text).join('\n');
}

function assertReadsReceipt(page: LayoutPage): void {
  const read = text(page);
  for (const expected of ['ACME', 'JALAN', '12/03/2019', '45.60']) assert.ok(read.includes(expected), `${expected} in ${read}`);
  for (const word of page.words) {
    assert.ok(word.bbox.every((v) => v >= 0 && v <= 1), 'boxes are normalised');
    assert.ok(word.bbox[0] < word.bbox[2] && word.bbox[1] < word.bbox[3]);
    assert.ok(word.confidence >= 0 && word.confidence <= 1);
  }
}

after(stopOcr);

describe('ocrImageFile', () => {
  it('reads a PNG into lines and words with normalised boxes', async () => {
    const { pages, pageImages } = await ocrImageFile(receiptPng(), { langs: 'eng', maxPages: 5 });
    assert.equal(pages.length, 1);
    const [page] = pages;
    assert.equal(page.source, 'ocr');
    assert.equal(page.unit, 'px');
    assert.deepEqual([page.width, page.height, page.rotation], [700, 480, 0]);
    assertReadsReceipt(page);
    const total = page.words.find((w) => w.text === '45.60');
    assert.ok(total);
    // Drawn at x = 60 + "TOTAL " and baseline y = 320 on a 700 × 480 page.
    assert.ok(total.bbox[0] > 0.15 && total.bbox[0] < 0.35 && total.bbox[1] > 0.55 && total.bbox[3] < 0.7, String(total.bbox));
    assert.equal(pageImages.length, 1);
    assert.deepEqual([...pageImages[0].png.subarray(1, 4)], [0x50, 0x4e, 0x47]);
    const withoutImages = await ocrImageFile(receiptPng(), { langs: 'eng', maxPages: 5, pageImages: false });
    assert.deepEqual(withoutImages.pageImages, []);
    assert.deepEqual(withoutImages.pages[0].lines.map((l) => l.text), page.lines.map((l) => l.text));
  });

  it('reads JPEG and WebP, and a page turned upside down', async () => {
    for (const bytes of [
      await sharp(receiptPng()).jpeg({ quality: 85 }).toBuffer(),
      await sharp(receiptPng()).webp().toBuffer(),
    ]) {
      assertReadsReceipt((await ocrImageFile(bytes, { langs: 'eng', maxPages: 5 })).pages[0]);
    }
    const upsideDown = await sharp(receiptPng()).rotate(180).png().toBuffer();
    const [page] = (await ocrImageFile(upsideDown, { langs: 'eng', maxPages: 5 })).pages;
    assert.equal(page.rotation, 180);
    assertReadsReceipt(page);
  });

  it('reads a page turned sideways either way, even scanned on a dark background', async () => {
    // A tall slip on a wide dark scanner bed: the paper's long edges outweigh its text lines, so the shape of
    // the ink says the page is upright whichever way it lies.
    const slip = textPng({ width: 560, height: 900, lines: RECEIPT_LINES, font: '30px sans-serif', x: 60, y: 80, lineGap: 80 });
    const onDarkBed = await sharp(slip).extend({ top: 40, bottom: 40, left: 300, right: 300, background: '#303030' }).png().toBuffer();
    for (const [turned, rotation] of [[90, 270], [270, 90]]) {
      const sideways = await sharp(onDarkBed).rotate(turned).png().toBuffer();
      const [page] = (await ocrImageFile(sideways, { langs: 'eng', maxPages: 5 })).pages;
      assert.equal(page.rotation, rotation);
      assertReadsReceipt(page);
    }
  });

  it('reads faded print that a dark line beside it hides', async () => {
    // A thermal receipt whose text has faded to grey under a number printed in black: Tesseract's threshold
    // falls between the black and everything else, and the grey text is lost until the ink is strengthened.
    const canvas = createCanvas(700, 520);
    const g = canvas.getContext('2d');
    g.fillStyle = 'rgb(240,240,240)';
    g.fillRect(0, 0, 700, 520);
    g.fillStyle = '#000';
    g.font = 'bold 44px sans-serif';
    g.fillText('31705509', 60, 50);
    g.fillStyle = 'rgb(170,170,170)';
    g.font = '22px sans-serif';
    RECEIPT_LINES.forEach((line, i) => g.fillText(line, 60, 120 + i * 80));
    const png = canvas.toBuffer('image/png');
    const { pages, pagesAsRead } = await ocrImageFile(png, { langs: 'eng', maxPages: 5 });
    assertReadsReceipt(pages[0]);
    // The page is handed on (to the second reading of its rows) as it was read: darkened.
    const dark = (image: { data: Uint8Array }) => image.data.filter((v) => v < 150).length;
    assert.ok(dark(pagesAsRead[0].upright) > 2 * dark((await decodeImagePages(png, 1))[0]));
  });

  it('reads every page of a multi-page TIFF and refuses too many pages', async () => {
    const page = await sharp(receiptPng()).raw().toBuffer({ resolveWithObject: true });
    const twoPages = await sharp(Buffer.concat([page.data, page.data]), {
      raw: { width: page.info.width, height: page.info.height * 2, channels: page.info.channels, pageHeight: page.info.height },
    })
      .tiff()
      .toBuffer();
    const { pages } = await ocrImageFile(twoPages, { langs: 'eng', maxPages: 5 });
    assert.deepEqual(pages.map((p) => p.number), [1, 2]);
    pages.forEach(assertReadsReceipt);
    await assert.rejects(ocrImageFile(twoPages, { langs: 'eng', maxPages: 1 }), (e) => e instanceof ExtractionError && e.code === 'too_many_pages');
  });

  it('reads documents given at once in one thread each as its own', async () => {
    const other = textPng({ width: 700, height: 300, lines: ['BETA STORE ENTERPRISE', 'TOTAL 99.10'], font: '30px sans-serif', x: 60, y: 80, lineGap: 80 });
    const [receipt, beta] = await Promise.all([ocrImageFile(receiptPng(), { langs: 'eng', maxPages: 5 }), ocrImageFile(other, { langs: 'eng', maxPages: 5 })]);
    assertReadsReceipt(receipt.pages[0]);
    assert.ok(text(beta.pages[0]).includes('99.10') && !text(beta.pages[0]).includes('ACME'), text(beta.pages[0]));
  });

  it('fails bytes that are no image with document_corrupt', async () => {
    await assert.rejects(ocrImageFile(Buffer.from('not an image at all'), { langs: 'eng', maxPages: 5 }), (e) => e instanceof ExtractionError && e.code === 'document_corrupt');
  });

  it('reads with the model shipped in the repo, small letters, accents and grouped digits included', async () => {
    const png = textPng({ width: 900, height: 400, lines: ['Facture n° 2024-017', 'Total TAXES 40 561,80 €', 'Réglé le 12/03/2019'], font: '34px sans-serif', x: 40, y: 90, lineGap: 100 });
    const read = text(await ocrImage(png, 1, { langs: RECEIPT_MODEL }));
    for (const expected of ['Facture', '40 561,80', 'Réglé', '12/03/2019']) assert.ok(read.includes(expected), `${expected} in ${read}`);
  });

  it('fails an unknown language with a message naming the package to install', async () => {
    await assert.rejects(ocrImage(receiptPng(), 1, { langs: 'xx-none' }), /xx-none/);
  });
});

describe('image preparation', () => {
  it('finds the skew of a tilted page and reads it straightened', async () => {
    const tilted = await sharp(receiptPng()).rotate(4, { background: '#fff' }).png().toBuffer();
    const [gray] = await decodeImagePages(tilted, 1);
    assert.ok(Math.abs(findSkewAngle(gray) + 4) <= 0.3, `skew ${findSkewAngle(gray)}`);
    assertReadsReceipt(await ocrImage(tilted, 1, { langs: 'eng' }));
  });

  it('removes ruling lines but keeps the text', async () => {
    const [gray] = await decodeImagePages(receiptPng({ ruled: true }), 1);
    const clean = removeRules(gray);
    const ink = (data: Uint8Array, from: number, to: number) => data.subarray(from, to).filter((v) => v < 128).length;
    const ruleRow = 30 * gray.width;
    assert.ok(ink(gray.data, ruleRow, ruleRow + gray.width) > 500);
    assert.equal(ink(clean.data, ruleRow, ruleRow + gray.width), 0);
    let textBefore = 0;
    let textAfter = 0;
    for (let y = 50; y < 100; y++) {
      textBefore += ink(gray.data, y * gray.width + 50, y * gray.width + 650);
      textAfter += ink(clean.data, y * gray.width + 50, y * gray.width + 650);
    }
    assert.ok(textBefore > 500);
    assert.equal(textAfter, textBefore);
  });
});

describe('renderPdfPage', () => {
  it('renders an image-only-like page that OCR then reads', async () => {
    const pdf = makePdf([{ width: 400, height: 300, texts: [{ x: 40, y: 240, size: 20, text: 'INVOICE 2024-001' }, { x: 40, y: 200, size: 20, text: 'TOTAL 99.50' }] }]);
    const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    const png = await renderPdfPage(await doc.getPage(1), 150);
    const meta = await sharp(png).metadata();
    // Drawn on white: no alpha channel to store.
    assert.deepEqual([meta.format, meta.width, meta.height, meta.channels], ['png', Math.ceil((400 * 150) / 72), Math.ceil((300 * 150) / 72), 3]);
    const page = await ocrImage(png, 3, { langs: 'eng' });
    assert.equal(page.number, 3);
    assert.match(text(page), /TOTAL 99\.50/);
    await doc.destroy();
  });
});

describe('parseTsv', () => {
  it('groups Tesseract TSV words into lines with confidences in 0–1', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '4\t1\t1\t1\t1\t0\t10\t10\t100\t20\t-1\t',
      '5\t1\t1\t1\t1\t1\t10\t10\t40\t20\t96.5\tTOTAL',
      '5\t1\t1\t1\t1\t2\t60\t10\t50\t20\t91\t45.60',
      '5\t1\t1\t1\t2\t1\t10\t40\t40\t20\t88\tCASH',
      '5\t1\t1\t1\t2\t2\t60\t40\t40\t20\t-1\t ',
    ].join('\n');
    const lines = parseTsv(tsv);
    assert.equal(lines.length, 2);
    assert.deepEqual(lines[0].words.map((w) => [w.text, w.box, w.confidence]), [
      ['TOTAL', [10, 10, 50, 30], 0.965],
      ['45.60', [60, 10, 110, 30], 0.91],
    ]);
    assert.deepEqual(lines[1].words.map((w) => w.text), ['CASH']);
  });
});
