/**
 * pdf.js, evaluated with Node's source maps switched off. Import it from here, never from 'pdfjs-dist' directly
 * (eslint.config.js refuses such imports in src, bench and eval; type imports are free).
 *
 * Under tsx Node's source maps are on, and pdf.js formats the stack of an Error while it loads (core-js's
 * feature test), which makes Node parse a source map of pdf.mjs into arrays that stay for the life of the
 * thread, and every full GC marks them again. An extraction worker after 6 receipts: 42 MB of live heap, 27 MB
 * with pdf.js loaded this way (85 → 39 MB in a script run by tsx on one thread). The imports below are evaluated
 * in order (as ES modules, and as tsx's require() of them alike), so the maps are off only while pdf.js loads:
 * our own modules' stack traces stay mapped. Not a top-level await, which Piscina's require() of the worker
 * cannot load.
 */
import './source-maps-off.ts';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
// pdf.js's parser ("worker", run on this thread in Node): loaded here it sets globalThis.pdfjsWorker, which
// pdf.js then uses instead of importing it at the first document with source maps on (3.2 s against 0.4 s in a
// new worker process: Node parsed its source map).
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import './source-maps-restore.ts';

export const { getDocument, OPS, Util, ImageKind } = pdfjs;
