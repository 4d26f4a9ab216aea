/** Evaluated just before pdf.js (see pdfjs.ts): switches Node's source maps off, remembering whether they were on. */
export const sourceMapsWereEnabled = process.sourceMapsEnabled;
process.setSourceMapsEnabled(false);
