/** Evaluated just after pdf.js (see pdfjs.ts): puts Node's source maps back as they were. */
import { sourceMapsWereEnabled } from './source-maps-off.ts';

process.setSourceMapsEnabled(sourceMapsWereEnabled);
