/**
 * Pages as read (words, lines, second-engine row readings) kept per document on disk, so that training and
 * cross-validation analyse the same readings again without OCR. Keyed by the file's hash and a hash of the
 * code that reads pages (sources/, layout/, index.ts) and of the code that picks the rows read a second time
 * (`rowsToReread`: fields/, parse/ and the label words of locale/): a change there reads every document again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile, rename } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from '../src/extraction/index.ts';
import type { LayoutPage, RequestedType, Result, RowReading } from '../src/extraction/types.ts';

export interface ReadDocument {
  layout: LayoutPage[];
  readings: RowReading[];
  source: Result['source'];
}

const EXTRACTION = resolve(fileURLToPath(new URL('.', import.meta.url)), '../src/extraction');
export const CACHE_DIR = resolve(process.env.DOCPROC_EVAL_CACHE ?? resolve(fileURLToPath(new URL('.', import.meta.url)), '../.eval-cache'));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))));
  return nested.flat().sort();
}

let codeVersion: Promise<string> | null = null;
/** Hash of the page-reading code, so a cached reading is never older than the code that would read it now. */
export function readingCodeVersion(): Promise<string> {
  // An experiment on code that does not change how pages are read may reuse readings of a named version; figures
  // reported must come from a cache read by the code as it is.
  const pinned = process.env.DOCPROC_EVAL_READING_VERSION;
  if (pinned) return Promise.resolve(pinned);
  codeVersion ??= (async () => {
    const hash = createHash('sha256');
    const dirs = ['sources', 'layout', 'fields', 'parse', 'locale'];
    const files = [...(await Promise.all(dirs.map((dir) => filesUnder(join(EXTRACTION, dir))))).flat(), join(EXTRACTION, 'index.ts')];
    for (const file of files) hash.update(file.slice(EXTRACTION.length)).update(await readFile(file));
    return hash.digest('hex').slice(0, 16);
  })();
  return codeVersion;
}

/** The document read as `extract` reads it (no e-invoice XML), from the cache or read now and cached. */
export async function readCached(bytes: Uint8Array, type: RequestedType, langs: string, cachedOnly = false): Promise<ReadDocument | null> {
  const key = createHash('sha256').update(bytes).update(type).update(langs).update(await readingCodeVersion()).digest('hex');
  const path = join(CACHE_DIR, `${key}.json`);
  try {
    return JSON.parse(await readFile(path, 'utf8')) as ReadDocument;
  } catch {
    // not cached yet
  }
  if (cachedOnly) return null;
  const output = await extract(bytes, type, { einvoice: false, ocrLangs: langs, maxPages: 50, renderPages: false, keepAsRead: true });
  const read: ReadDocument = { layout: output.asRead?.pages ?? output.layout, readings: output.asRead?.readings ?? [], source: output.result.source };
  await mkdir(CACHE_DIR, { recursive: true });
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, JSON.stringify(read));
  await rename(temporary, path);
  return read;
}
