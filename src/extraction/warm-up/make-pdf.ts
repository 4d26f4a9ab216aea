/**
 * Writes minimal PDF files: Helvetica text at given positions (points, origin bottom-left as in PDF),
 * optional embedded files (Factur-X/ZUGFeRD attachments). The worker's warm-up reads one; the tests write theirs with it.
 */
export interface PdfText {
  x: number;
  y: number;
  size?: number;
  text: string;
  bold?: boolean;
}

export interface PdfPage {
  width?: number;
  height?: number;
  texts: PdfText[];
  /** Raw content-stream operators drawn before the text (`1 1 1 rg 0 0 595 842 re f`). */
  graphics?: string;
}

export interface PdfAttachment {
  name: string;
  data: string | Uint8Array;
  mimeType?: string;
}

function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/€/g, '\\200');
}

export function makePdf(pages: PdfPage[], attachments: PdfAttachment[] = []): Buffer {
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer) => {
    objects.push(body);
    return objects.length;
  };
  const catalogId = add('');
  const pagesId = add('');
  const fontId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const boldId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  for (const page of pages) {
    const ops = page.texts
      .map((t) => `BT /${t.bold ? 'F2' : 'F1'} ${t.size ?? 10} Tf ${t.x} ${t.y} Td (${escapeText(t.text)}) Tj ET`)
      .join('\n');
    const content = Buffer.from(page.graphics ? `${page.graphics}\n${ops}` : ops, 'latin1');
    const contentId = add(Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]));
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${page.width ?? 595} ${page.height ?? 842}] ` +
          `/Resources << /Font << /F1 ${fontId} 0 R /F2 ${boldId} 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  }
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const specs: string[] = [];
  for (const file of attachments) {
    const data = typeof file.data === 'string' ? Buffer.from(file.data, 'utf8') : Buffer.from(file.data);
    const streamId = add(
      Buffer.concat([
        Buffer.from(`<< /Type /EmbeddedFile /Subtype /${(file.mimeType ?? 'text/xml').replace('/', '#2F')} /Length ${data.length} >>\nstream\n`),
        data,
        Buffer.from('\nendstream'),
      ]),
    );
    const specId = add(`<< /Type /Filespec /F (${escapeText(file.name)}) /UF (${escapeText(file.name)}) /AFRelationship /Data /EF << /F ${streamId} 0 R /UF ${streamId} 0 R >> >>`);
    specs.push(`(${escapeText(file.name)}) ${specId} 0 R`);
  }
  const names = specs.length ? ` /Names << /EmbeddedFiles << /Names [${specs.join(' ')}] >> >>` : '';
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R${names} >>`;

  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(chunks);
}
