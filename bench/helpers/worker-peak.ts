/**
 * One extraction worker's peak memory: the receipts named on the command line extracted one at a time, as a
 * worker does, in a process that holds nothing else (bench/pipeline.ts runs it). Prints the process's peak
 * resident set in MB as JSON, and apart that of the Tesseract CLI process it kept running (null with tesseract.js).
 *
 * `npx tsx bench/helpers/worker-peak.ts jpeg|pdf FILE...`
 */
import { readFile } from 'node:fs/promises';
import { extract } from '../../src/extraction/index.ts';
import { ocrProcessPeakMb, stopOcr } from '../../src/extraction/sources/tesseract-engine.ts';
import { scannedPdf } from '../../test/helpers/image-pdf.ts';
import { benchOptions, peakRssMb } from './measure.ts';

const [kind, ...files] = process.argv.slice(2);
for (const file of files) {
  const jpeg = new Uint8Array(await readFile(file));
  const document = kind === 'pdf' ? await scannedPdf([jpeg]) : jpeg;
  await extract(document, 'receipt', benchOptions);
}
const tesseractPeakMb = ocrProcessPeakMb();
await stopOcr();
console.log(JSON.stringify({ peakMb: peakRssMb(), tesseractPeakMb }));
