/**
 * Reads every document of the given datasets into the eval cache (eval/cache.ts): `tsx eval/warm-cache.ts DIR…
 * [--ids a,b]` (only those documents).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readCached } from './cache.ts';
import { stopOcr } from '../src/extraction/sources/tesseract-engine.ts';

const { values: args, positionals } = parseArgs({ options: { ids: { type: 'string' } }, allowPositionals: true });
const wanted = args.ids ? new Set(args.ids.split(',')) : null;

for (const dir of positionals.map((d) => resolve(d))) {
  const rows = (await readFile(join(dir, 'ground_truth.jsonl'), 'utf8'))
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { id: string; file: string | null; type: 'receipt' | 'invoice' })
    .filter((row) => !wanted || wanted.has(row.id));
  let next = 0;
  const started = Date.now();
  await Promise.all([0, 1].map(async () => {
    while (next < rows.length) {
      const row = rows[next++];
      if (!row.file) continue;
      try {
        await readCached(new Uint8Array(await readFile(join(dir, row.file))), row.type, process.env.DOCPROC_OCR_LANGS ?? 'eng');
      } catch (error) {
        console.error(row.id, String(error));
      }
    }
  }));
  console.log(`${dir}: ${rows.length} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
await stopOcr();
process.exit(0);
