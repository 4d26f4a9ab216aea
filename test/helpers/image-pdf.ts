/**
 * An image-only PDF (what a scanner writes): one page per JPEG, the JPEG embedded as it is (DCTDecode),
 * sized as if scanned at `dpi`. For the scanned-PDF path in tests and in bench/pipeline.ts.
 */
import sharp from 'sharp';

export async function scannedPdf(jpegs: Uint8Array[], dpi = 300): Promise<Uint8Array> {
  const objects: (string | Uint8Array)[][] = [];
  const pageIds: number[] = [];
  // 1: catalog, 2: page tree; then per page: page, contents, image.
  for (const [i, jpeg] of jpegs.entries()) {
    const { width = 1, height = 1, channels = 3 } = await sharp(jpeg).metadata();
    const w = (width * 72) / dpi;
    const h = (height * 72) / dpi;
    const pageId = 3 + i * 3;
    pageIds.push(pageId);
    const draw = `q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} 0 0 cm /Im0 Do Q`;
    objects[pageId] = [`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w.toFixed(2)} ${h.toFixed(2)}] /Contents ${pageId + 1} 0 R /Resources << /XObject << /Im0 ${pageId + 2} 0 R >> >> >>`];
    objects[pageId + 1] = [`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`];
    const colorSpace = channels === 1 ? '/DeviceGray' : '/DeviceRGB';
    objects[pageId + 2] = [
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace ${colorSpace} /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      jpeg,
      '\nendstream',
    ];
  }
  objects[1] = ['<< /Type /Catalog /Pages 2 0 R >>'];
  objects[2] = [`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`];

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = length;
    const parts = [`${id} 0 obj\n`, ...objects[id], '\nendobj\n'].map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)));
    for (const part of parts) {
      chunks.push(part);
      length += part.length;
    }
  }
  const xref = [`xref\n0 ${objects.length}\n0000000000 65535 f \n`, ...offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}
