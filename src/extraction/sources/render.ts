import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';

/** Renders a PDF page to PNG at `dpi` (placeholder; the OCR work fills it in). */
export async function renderPdfPage(_page: PDFPageProxy, _dpi: number): Promise<Uint8Array> {
  return new Uint8Array();
}
