/**
 * Runs every benchmark part in bench/ that exports `run()`, one after another, and prints what each
 * returns (parts that print their own tables return nothing). `npm run bench`; `npm run bench -- api`
 * runs only the parts named.
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('./', import.meta.url));

const only = process.argv.slice(2);
const parts = (await readdir(DIR))
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => file.slice(0, -3))
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();

for (const name of parts) {
  const part = (await import(new URL(`./${name}.ts`, import.meta.url).href)) as { run?: () => Promise<unknown> };
  if (typeof part.run !== 'function') continue;
  console.log(`\n## bench/${name}.ts`);
  const started = Date.now();
  const result = await part.run();
  if (Array.isArray(result) && result.length > 0) console.table(result);
  else if (result !== undefined) console.log(JSON.stringify(result, null, 2));
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(0);
