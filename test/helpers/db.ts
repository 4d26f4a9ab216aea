/**
 * A fresh, migrated database for one test: a private PGlite data directory (a copy of a migrated
 * template), or a new database on the PostgreSQL server of DATABASE_URL, dropped on close.
 */
import pg from 'pg';
import { openDb, type Db } from '../../src/db/index.ts';
import { randomBase62 } from '../../src/ids.ts';
import { copyTestDataDir } from './pglite-copy.ts';

export interface TestDb {
  db: Db;
  /** The PostgreSQL URL of this test's database; null on PGlite. */
  databaseUrl: string | null;
  /** The embedded database's data directory (its files beside it in docproc-files/); null on PostgreSQL. */
  dataDir: string | null;
  close(): Promise<void>;
}

export async function openTestDb(): Promise<TestDb> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await createDatabase(serverUrl);
    const db = await openDb({ databaseUrl: database.url });
    return {
      db,
      databaseUrl: database.url,
      dataDir: null,
      async close() {
        try {
          await db.close();
        } finally {
          await database.drop();
        }
      },
    };
  }
  const embedded = await copyTestDataDir();
  const db = await openDb({ dataDir: embedded.dataDir });
  return {
    db,
    databaseUrl: null,
    dataDir: embedded.dataDir,
    async close() {
      try {
        await db.close();
      } finally {
        await embedded.remove();
      }
    },
  };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, so test files and benches never share tables. */
export async function createDatabase(serverUrl: string, prefix = 'docproc_test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBase62(10).toLowerCase()}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
