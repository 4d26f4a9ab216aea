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

/** Limits of every PostgreSQL connection, so that no connection, dead or alive, holds a lock for long. */
export interface PoolSettings {
  /** Server side: a statement running longer is canceled (the client also gives up 5 s later). */
  statementTimeoutMs: number;
  /** Server side: a session idle inside a transaction this long is ended, and its locks with it. */
  idleInTransactionTimeoutMs: number;
  /** Opening a connection. */
  connectTimeoutMs: number;
  /** TCP keepalive on both ends: the first probe after this long without traffic; 0 turns it off. */
  keepAliveMs: number;
  /** On start, how long to wait for a database that does not answer before giving up. */
  startupWaitMs: number;
}

export const DEFAULT_POOL_SETTINGS: PoolSettings = {
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 15_000,
  connectTimeoutMs: 5000,
  keepAliveMs: 10_000,
  startupWaitMs: 60_000,
};

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | null;
  /** PGlite data directory; `memory://` (or undefined) keeps everything in memory (tests). */
  dataDir?: string;
  /** Max connections in the pg pool. */
  poolSize?: number;
  /** PostgreSQL connection limits (DEFAULT_POOL_SETTINGS for those not given). */
  pool?: Partial<PoolSettings>;
  /** Told each time the database does not answer at start, before the next try. */
  onUnavailable?: (error: unknown, retryInMs: number) => void;
}

export async function openDb(options: OpenOptions): Promise<Db> {
  if (!options.databaseUrl) {
    const db = await openPglite(options.dataDir);
    await migrate(db);
    return db;
  }
  const settings = { ...DEFAULT_POOL_SETTINGS, ...options.pool };
  const db = openPostgres(options.databaseUrl, options.poolSize ?? 10, settings);
  // A process started while the database is down (a restart, a failover) waits for it rather than exiting.
  const giveUpAt = Date.now() + settings.startupWaitMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
    try {
      await migrate(db);
      return db;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delay > giveUpAt) {
        await db.close().catch(() => {});
        throw error;
      }
      options.onUnavailable?.(error, delay);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
]);

/** Whether `error` means the database cannot be reached right now (worth waiting for), not that a query is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return /Connection terminated|timeout expired|timeout exceeded when trying to connect|Query read timeout/i.test(error.message);
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

function openPostgres(url: string, max: number, settings: PoolSettings): Db {
  const keepAlive = settings.keepAliveMs > 0;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    // The server's timeout cannot reach a client whose connection went half-open: the client gives up too.
    query_timeout: settings.statementTimeoutMs > 0 ? settings.statementTimeoutMs + 5000 : undefined,
    keepAlive,
    keepAliveInitialDelayMillis: keepAlive ? settings.keepAliveMs : undefined,
    options: keepAlive ? withServerKeepalives(url, settings.keepAliveMs) : undefined,
  });
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

/**
 * The server probes too, so that a client gone without a word (a dead host, a dropped NAT entry) ends its
 * session, and releases its locks, within seconds instead of the operating system's two hours. Added to
 * the `options` of the connection string, if it has any.
 */
function withServerKeepalives(url: string, keepAliveMs: number): string {
  let given = '';
  try {
    given = new URL(url).searchParams.get('options') ?? '';
  } catch {
    // Not a URL (a key=value connection string): nothing to keep.
  }
  const idle = Math.max(1, Math.round(keepAliveMs / 1000));
  const interval = Math.max(1, Math.ceil(idle / 2));
  return `${given} -c tcp_keepalives_idle=${idle} -c tcp_keepalives_interval=${interval} -c tcp_keepalives_count=3`.trim();
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
      // A migration may rewrite a large table, and another process may hold the lock that long.
      await tx.query('SET LOCAL statement_timeout = 0');
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
