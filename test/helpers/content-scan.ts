/**
 * Looks for a marker string everywhere docproc keeps data: every row of every table of the database, as
 * text (bytea columns render as hex, so the marker's hex is looked for too), and every file under a directory.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../src/db/index.ts';

/** The tables (and how many of their rows) whose text holds `marker`. */
export async function tablesHolding(db: Queryable, marker: string): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const hex = Buffer.from(marker).toString('hex');
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${name}" t WHERE strpos(t::text, $1) > 0 OR strpos(t::text, $2) > 0`,
      [marker, hex],
    );
    if (rows[0].n > 0) found[name] = rows[0].n;
  }
  return found;
}

/** The files under `dir` (recursively) whose bytes hold `marker`; none when `dir` does not exist. */
export async function filesHolding(dir: string, marker: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = await readFile(path).catch(() => null);
    if (bytes?.includes(marker)) found.push(path);
  }
  return found;
}
