/**
 * The whole service with the web console, for browser tests: like test/helpers/app.ts startTestApp (API,
 * workers and dispatcher on in-memory PGlite), plus consoleRoutes when the app does not serve `/` itself.
 */
import { loadConfig } from '../../src/config.ts';
import { openDb } from '../../src/db/index.ts';
import { buildApp } from '../../src/http/app.ts';
import { consoleRoutes } from '../../src/http/routes/console.ts';
import { startDispatcher } from '../../src/jobs/dispatcher.ts';
import { startWorker } from '../../src/jobs/worker.ts';
import { testApiKey } from '../helpers/app.ts';

export interface ConsoleApp {
  baseUrl: string;
  apiKey: string;
  close(): Promise<void>;
}

export async function startConsoleApp(workers = 1): Promise<ConsoleApp> {
  const apiKey = testApiKey();
  const config = loadConfig({
    DOCPROC_API_KEYS: apiKey,
    DOCPROC_ALLOW_PRIVATE_NETWORKS: 'true',
    DOCPROC_WORKERS: String(workers),
    DOCPROC_FETCH_TIMEOUT_MS: '5000',
    DOCPROC_WEBHOOK_RETRY_SCHEDULE: '50ms,100ms,200ms',
    DOCPROC_RATE_LIMIT: '100000/min,burst=100000',
    LOG_LEVEL: 'silent',
  });
  const db = await openDb({ dataDir: 'memory://' });
  const app = await buildApp({ db, config });
  if (!app.hasRoute({ method: 'GET', url: '/' })) await app.register(consoleRoutes);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const worker = startWorker({ db, config, logger: app.log, concurrency: workers, pollIntervalMs: 100 });
  const dispatcher = startDispatcher({ db, config, logger: app.log });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    async close() {
      await app.close();
      await worker.stop();
      await dispatcher.stop();
      await db.close();
    },
  };
}
