import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { directoryFileStore, memoryFileStore, tableFileStore, type FileStore } from './files.ts';

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with `$1…` parameters; returns the rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Documents' original bytes, kept apart from their rows (files.ts). */
  readonly files: FileStore;
  /** Runs `fn` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Calls `onMessage` for every NOTIFY on `channel`; returns the function that stops listening. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | null;
  /** PGlite data directory; `memory://` (or undefined) keeps everything in memory (tests). */
  dataDir?: string;
  /** Max connections in the pg pool. */
  poolSize?: number;
}

export async function openDb(options: OpenOptions): Promise<Db> {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : await openPglite(options.dataDir);
  await migrate(db);
  return db;
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  const onDisk = dataDir !== undefined && dataDir !== 'memory://';
  const lite = await PGlite.create(onDisk ? dataDir : undefined);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await q.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(lite),
    // Inside the data directory, so that moving or deleting it takes the files along; PostgreSQL ignores it.
    files: onDisk ? directoryFileStore(join(dataDir, 'docproc-files')) : memoryFileStore(),
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onMessage) {
      const unsubscribe = await lite.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    close: () => lite.close(),
  };
}

function openPostgres(url: string, max: number): Db {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await q.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  const queryable = wrap(pool);
  return {
    kind: 'pg',
    ...queryable,
    files: tableFileStore(queryable),
    async transaction(fn) {
      const client = await pool.connect();
      // A connection lost while checked out is reported as an 'error' event; unheard, it would end the process.
      // Such a client, or one that cannot even roll back, is destroyed rather than returned to the pool.
      let broken = false;
      const markBroken = () => {
        broken = true;
      };
      client.on('error', markBroken);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(markBroken);
        throw error;
      } finally {
        client.removeListener('error', markBroken);
        client.release(broken);
      }
    },
    async listen(channel, onMessage) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => {});
      };
    },
    close: () => pool.end(),
  };
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies every `migrations/NNNN_*.sql` not yet applied, in order, each in its own transaction. */
export async function migrate(db: Db): Promise<void> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
  // Under the same lock as the migrations: two processes creating the table at once collide (pg_type).
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(72710001)');
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  for (const file of files) {
    const version = Number(file.slice(0, 4));
    const sql = await readFile(join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      // Several processes may start at once on one PostgreSQL: one applies, the others wait and skip.
      await tx.query('SELECT pg_advisory_xact_lock(72710001)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.length > 0) return;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [version, file]);
    });
  }
}

/** The highest migration shipped with this code, and whether the database has it (for /readyz). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.*\.sql$/.test(f));
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
  return rows[0].n >= files.length;
}
