import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../helpers/db.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDb, type Db } from '../../src/db/index.ts';
import { recordDocumentEvent } from '../../src/db/events.ts';
import { createEndpoint, type WebhookEndpoint } from '../../src/db/webhooks.ts';
import { newId } from '../../src/ids.ts';
import { buildEvent, type DocumentEventType } from '../../src/webhooks/events.ts';
import { newSigningSecret } from '../../src/webhooks/sign.ts';

/** Webhook tests' settings: loopback receivers allowed, retries in milliseconds. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), allowPrivateNetworks: true, webhookRetrySchedule: [50, 100], ...overrides };
}

export const silentLogger = { debug() {}, info() {}, warn() {}, error() {} };

/** A fresh database: in-memory PGlite, or a new database on the PostgreSQL of DATABASE_URL, dropped on close. */
export async function openTestDb(): Promise<Db> {
  const store = await createTestStore({ persistent: false });
  const db = await store.open();
  return { ...db, close: async () => (await db.close(), await store.dispose()) };
}

/** A database that outlives the processes using it (restart tests): a PGlite directory, or a PostgreSQL database. */
export interface TestStore {
  open(): Promise<Db>;
  /** What a child process needs to open the same database (see dispatcher-child.ts). */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function createTestStore({ persistent = true } = {}): Promise<TestStore> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await createDatabase(serverUrl);
    return {
      open: () => openDb({ databaseUrl: database.url }),
      env: { DATABASE_URL: database.url },
      dispose: () => database.drop(),
    };
  }
  if (!persistent) return { open: () => openDb({ dataDir: 'memory://' }), env: {}, dispose: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'docproc-webhooks-'));
  return {
    open: () => openDb({ dataDir: dir }),
    env: { DOCPROC_DATA_DIR: dir },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

export async function createProject(db: Db): Promise<string> {
  const id = newId('proj');
  await db.query('INSERT INTO projects (id, name) VALUES ($1, $2)', [id, 'test']);
  return id;
}

export function addEndpoint(db: Db, projectId: string, url: string, events: string[] = ['*']): Promise<WebhookEndpoint> {
  return createEndpoint(db, { id: newId('wh'), projectId, url, events, description: null, secret: newSigningSecret() });
}

/** A document set terminal and its event recorded in one transaction, as the worker does. Returns the event id. */
export async function finishDocument(db: Db, projectId: string, type: DocumentEventType = 'document.processed'): Promise<string> {
  const documentId = newId('doc');
  const eventId = newId('evt');
  const status = type === 'document.processed' ? 'processed' : 'failed';
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO documents (id, project_id, url, type, status) VALUES ($1, $2, 'https://example.com/a.pdf', 'invoice', $3)`, [
      documentId,
      projectId,
      status,
    ]);
    const document = { id: documentId, object: 'document', status };
    await recordDocumentEvent(tx, { id: eventId, projectId, documentId, type, payload: buildEvent(eventId, type, { document }) });
  });
  return eventId;
}

export async function deliveryStatuses(db: Db, endpointId: string): Promise<string[]> {
  const rows = await db.query<{ status: string }>('SELECT status FROM deliveries WHERE endpoint_id = $1 ORDER BY created_at, id', [endpointId]);
  return rows.map((r) => r.status);
}

/** Polls `check` until it returns true or `timeoutMs` passes. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
