/** A dispatcher in its own process, for tests that kill it, on the database of DATABASE_URL or DOCPROC_DATA_DIR. */
import { openDb } from '../../src/db/index.ts';
import { startDispatcher } from '../../src/jobs/dispatcher.ts';
import { silentLogger, testConfig } from './fixtures.ts';

const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DOCPROC_DATA_DIR });
startDispatcher({ db, config: testConfig(), logger: silentLogger, leaseMs: Number(process.env.LEASE_MS ?? 500), timeoutMs: 10_000 });
process.stdout.write('ready\n');
