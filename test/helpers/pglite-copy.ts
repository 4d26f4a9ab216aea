/**
 * A fresh embedded database for a test in well under a second. Creating a PGlite cluster runs initdb
 * inside WebAssembly (10–15 s on a busy machine); opening a copy of an existing, migrated data directory
 * takes a fraction of that. The migrated template is made once per set of migrations and shared by all
 * test processes.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../../src/db/index.ts';
import { randomBase62 } from '../../src/ids.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) hash.update(file).update(await readFile(join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function template(): Promise<string> {
  const path = join(tmpdir(), `docproc-test-pglite-${await migrationsDigest()}`);
  if (await exists(path)) return path;
  const building = `${path}.building-${process.pid}-${randomBase62(6)}`;
  const db = await openDb({ dataDir: building });
  await db.close();
  // Several test processes may build it at once: the first rename wins, the others discard theirs.
  await rename(building, path).catch(() => rm(building, { recursive: true, force: true }));
  return path;
}

/** A private copy of the migrated template; remove it with the returned `remove` after closing the database. */
export async function copyTestDataDir(): Promise<{ dataDir: string; remove(): Promise<void> }> {
  const source = await template();
  const dataDir = await mkdtemp(join(tmpdir(), 'docproc-test-db-'));
  await cp(source, dataDir, { recursive: true });
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}
