/** Fresh PostgreSQL databases for the scale tests, so they never share tables with other test files. */
import pg from 'pg';

export { createDatabase, type TestDatabase } from '../helpers/db.ts';

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
