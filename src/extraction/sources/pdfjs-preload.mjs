/**
 * Loaded by an extraction worker process before tsx (worker-process.ts: `--import` this, then tsx): pdf.js and
 * its parser enter Node's module cache as they are, and pdfjs.ts's imports of them later find them there.
 * Loaded through tsx's hooks instead, they cost a worker ≈ 290 MB more resident (75 → 366 MB for pdf.js alone,
 * a worker after a text PDF 481 → 175 MB).
 */
import 'pdfjs-dist/legacy/build/pdf.mjs';
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
