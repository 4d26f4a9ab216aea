/** Fresh PostgreSQL databases for the scale tests, so they never share tables with other test files. */
import pg from 'pg';
import { randomBase62 } from '../../src/ids.ts';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createDatabase(serverUrl: string, prefix = 'docproc_scale'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBase62(10).toLowerCase()}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Terminates the backends of `database` whose application_name starts with `application` (a lost connection, on demand). */
export async function terminateBackends(serverUrl: string, database: string, application: string): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND application_name LIKE $2',
      [database, `${application}%`],
    );
    return rows.filter((r) => r.ok).length;
  } finally {
    await client.end();
  }
}

export function databaseName(url: string): string {
  return new URL(url).pathname.slice(1);
}
