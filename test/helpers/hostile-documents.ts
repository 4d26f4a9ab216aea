/**
 * Hostile documents built in code for the tests of the extraction's budgets: images whose headers claim more
 * pixels than their bytes hold (decompression bombs), and malformed PDFs (a page tree that loops, arrays nested
 * 200 000 deep, a cut-off file). Each is a few KB to about a MB.
 */
import { crc32, deflateRawSync, deflateSync, constants } from 'node:zlib';

type Part = string | Uint8Array;

/** A PDF of the given objects (1 is the catalog), each numbered by its place, with a correct xref table. */
export function pdfOf(objects: Part[][]): Uint8Array {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((parts, index) => {
    offsets.push(length);
    for (const part of [`${index + 1} 0 obj\n`, ...parts, '\nendobj\n']) {
      const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part);
      chunks.push(bytes);
      length += bytes.length;
    }
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}

/** A one-page PDF (A4) whose page draws image XObject `/Im0` over the whole page. */
export function pdfWithImage(imageDictionary: string, stream: Uint8Array): Uint8Array {
  const draw = 'q 595 0 0 842 0 0 cm /Im0 Do Q';
  return pdfOf([
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /Im0 5 0 R >> >> >>'],
    [`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`],
    [`<< /Type /XObject /Subtype /Image ${imageDictionary} /Length ${stream.length} >>\nstream\n`, stream, '\nendstream'],
  ]);
}

function segment(marker: number, body: number[]): number[] {
  const length = body.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...body];
}

/**
 * A baseline JPEG whose frame header claims `width` × `height` (3 components) and whose scan holds a few blocks:
 * a few hundred bytes that a decoder sizes its buffers for by the header.
 */
export function jpegClaiming(width: number, height: number): Uint8Array {
  const oneCodeTable = (tableClass: number) => [tableClass << 4, 1, ...new Array(15).fill(0), 0];
  return new Uint8Array([
    0xff, 0xd8,
    ...segment(0xdb, [0, ...new Array(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0)),
    ...segment(0xc4, oneCodeTable(1)),
    ...segment(0xda, [3, 1, 0, 2, 0, 3, 0, 0, 63, 0]),
    ...new Array(64).fill(0),
    0xff, 0xd9,
  ]);
}

/**
 * A zlib stream of `size` zero bytes, built without holding them: one deflated MB of zeros repeated (each copy a
 * byte-aligned, non-final block), then an empty final block and the Adler-32 of the zeros.
 */
export function zerosDeflated(size: number): Uint8Array {
  const chunk = 1 << 20;
  const block = deflateRawSync(Buffer.alloc(chunk), { finishFlush: constants.Z_SYNC_FLUSH, level: 9 });
  const tail = deflateRawSync(Buffer.alloc(size % chunk));
  // Adler-32 of n zeros: A = 1, B = n mod 65521.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((size % 65521) << 16) | 1) >>> 0);
  const blocks = Math.floor(size / chunk);
  return new Uint8Array(Buffer.concat([Buffer.from([0x78, 0xda]), ...new Array<Buffer>(blocks).fill(block), tail, adler]));
}

/** A gray Flate image of `side` × `side` pixels, all black, in a one-page PDF (a 30000² image is ≈ 0.9 MB). */
export function pdfWithFlateImage(side: number): Uint8Array {
  return pdfWithImage(`/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, zerosDeflated(side * side));
}

/** A JPEG claiming `width` × `height` in a one-page PDF whose image dictionary says `declared` (default the same). */
export function pdfWithJpeg(width: number, height: number, declared = { width, height }): Uint8Array {
  return pdfWithImage(`/Width ${declared.width} /Height ${declared.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`, jpegClaiming(width, height));
}

/** A PNG file whose header claims `width` × `height` gray pixels, with a few rows of data. */
export function pngClaiming(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const header = Buffer.alloc(4);
    header.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([header, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(width + 1))), chunk('IEND', Buffer.alloc(0))]));
}

/** A PDF whose page tree holds itself as its only kid. */
export function pdfWithPagesLoop(): Uint8Array {
  return pdfOf([['<< /Type /Catalog /Pages 2 0 R >>'], ['<< /Type /Pages /Kids [2 0 R] /Count 1 >>']]);
}

/** A one-page PDF whose page dictionary holds arrays nested `depth` deep. */
export function pdfWithNestedArrays(depth: number, where: 'page' | 'content' = 'page'): Uint8Array {
  const nested = '['.repeat(depth) + ']'.repeat(depth);
  const content = where === 'content' ? `${nested} pop` : 'BT ET';
  return pdfOf([
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R${where === 'page' ? ` /Deep ${nested}` : ''} >>`],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
  ]);
}

/** The first `fraction` of a document's bytes, as a download cut short leaves it. */
export function truncated(bytes: Uint8Array, fraction: number): Uint8Array {
  return bytes.slice(0, Math.floor(bytes.length * fraction));
}

/** A one-page PDF whose content stream inflates to `size` zero bytes (a 3 GB stream is ≈ 2.9 MB). */
export function pdfWithInflatingContent(size: number): Uint8Array {
  const content = zerosDeflated(size);
  return pdfOf([
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>'],
    [`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, content, '\nendstream'],
  ]);
}
