import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { decodeImagePages, type GrayImage } from '../../src/extraction/sources/image.ts';
import { openPdf, pageContent } from '../../src/extraction/sources/pdf.ts';
import { pageForOcr, renderPdfPagePixels } from '../../src/extraction/sources/render.ts';
import { scannedPdf } from '../helpers/image-pdf.ts';
import { makePdf } from '../helpers/make-pdf.ts';
import { textPng } from '../helpers/text-image.ts';

const LINES = ['KEDAI MAJU SDN BHD', 'DATE: 12/03/2019', 'TOTAL 45.60'];

/** A one-page PDF whose page is a 1-bit gray image (what a black-and-white office scanner writes), uncompressed. */
function bilevelPdf(image: GrayImage): Uint8Array {
  const rowBytes = (image.width + 7) >> 3;
  const bits = Buffer.alloc(rowBytes * image.height);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) if (image.data[y * image.width + x] >= 128) bits[y * rowBytes + (x >> 3)] |= 128 >> (x & 7);
  }
  const [w, h] = [(image.width * 72) / 300, (image.height * 72) / 300];
  const draw = `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`;
  const objects: (string | Buffer)[][] = [
    [],
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Contents 4 0 R /Resources << /XObject << /Im0 5 0 R >> >> >>`],
    [`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`],
    [`<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceGray /BitsPerComponent 1 /Length ${bits.length} >>\nstream\n`, bits, '\nendstream'],
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0].length;
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = length;
    for (const part of [`${id} 0 obj\n`, ...objects[id], '\nendobj\n']) {
      const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
      chunks.push(bytes);
      length += bytes.length;
    }
  }
  const xref = [`xref\n0 ${objects.length}\n0000000000 65535 f \n`, ...offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The first page of `pdf` as read for OCR, and the size it has when drawn at 300 dpi. */
async function readForOcr(pdf: Uint8Array): Promise<{ kind: string; read: GrayImage | null; drawn: [number, number] }> {
  const doc = await openPdf(pdf, 5);
  try {
    const page: PDFPageProxy = await doc.getPage(1);
    const content = await pageContent(page);
    const read = await pageForOcr(page, content, 300);
    const drawn = await renderPdfPagePixels(page, 300);
    return { kind: content.kind, read, drawn: [drawn.width, drawn.height] };
  } finally {
    await doc.destroy();
  }
}

function meanDifference(a: GrayImage, b: GrayImage): number {
  assert.deepEqual([a.width, a.height], [b.width, b.height]);
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i] - b.data[i]);
  return sum / a.data.length;
}

describe('pages without text, for OCR', () => {
  it('a scanned page is read from its image, at its own size: as the image file would be', async () => {
    const png = textPng({ width: 1240, height: 1000, lines: LINES, font: '44px sans-serif', x: 80, y: 140, lineGap: 110 });
    const jpeg = await sharp(png).jpeg({ quality: 90 }).toBuffer();
    const { kind, read } = await readForOcr(await scannedPdf([jpeg]));
    assert.equal(kind, 'scan');
    assert.ok(read);
    const [file] = await decodeImagePages(jpeg, 1);
    // pdf.js decodes the JPEG itself, a level or so apart from libjpeg here and there.
    assert.ok(meanDifference(read, file) < 0.05, `mean difference ${meanDifference(read, file)}`);
  });

  it('a scan at a lower resolution is enlarged to the size it is read at, as drawing it would', async () => {
    const png = textPng({ width: 620, height: 500, lines: LINES, font: '22px sans-serif', x: 40, y: 70, lineGap: 55 });
    const { kind, read, drawn } = await readForOcr(await scannedPdf([await sharp(png).jpeg({ quality: 90 }).toBuffer()], 150));
    assert.equal(kind, 'scan');
    assert.ok(read);
    assert.deepEqual([read.width, read.height], drawn);
    assert.ok(Math.abs(read.width - 1240) <= 2 && Math.abs(read.height - 1000) <= 2, `${read.width} × ${read.height}`);
  });

  it('a 1-bit scan reads white as white and black as black', async () => {
    const png = textPng({ width: 1240, height: 1000, lines: LINES, font: '44px sans-serif', x: 80, y: 140, lineGap: 110 });
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const bilevel = { data: Uint8Array.from(data, (v) => (v >= 128 ? 255 : 0)), width: info.width, height: info.height };
    const { kind, read } = await readForOcr(bilevelPdf(bilevel));
    assert.equal(kind, 'scan');
    assert.ok(read);
    assert.equal(meanDifference(read, bilevel), 0);
  });

  it('a page painting anything but one image covering it is drawn; a blank one is blank', async () => {
    const doc = await openPdf(new Uint8Array(makePdf([{ texts: [], graphics: '0 0 0 rg 100 100 200 50 re f' }, { texts: [] }])), 5);
    try {
      assert.deepEqual((await pageContent(await doc.getPage(1))).kind, 'drawn');
      assert.deepEqual((await pageContent(await doc.getPage(2))).kind, 'blank');
    } finally {
      await doc.destroy();
    }
  });
});
