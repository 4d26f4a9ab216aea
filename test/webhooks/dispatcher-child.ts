/** A dispatcher in its own process, for tests that kill it: `DATA_DIR=… node --import tsx dispatcher-child.ts`. */
import { startDispatcher } from '../../src/jobs/dispatcher.ts';
import { openTestDb, silentLogger, testConfig } from './fixtures.ts';

const db = await openTestDb(process.env.DATA_DIR);
startDispatcher({ db, config: testConfig(), logger: silentLogger, leaseMs: Number(process.env.LEASE_MS ?? 500), timeoutMs: 10_000 });
process.stdout.write('ready\n');
