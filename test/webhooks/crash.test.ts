import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { startDispatcher } from '../../src/jobs/dispatcher.ts';
import { startReceiver } from '../helpers/receiver.ts';
import { addEndpoint, createProject, createTestStore, deliveryStatuses, eventually, finishDocument, silentLogger, testConfig, type TestStore } from './fixtures.ts';

// One database for both tests: creating a file-backed PGlite takes seconds, reopening it a fraction of that.
let store: TestStore;
before(async () => {
  store = await createTestStore();
  await (await store.open()).close();
});
after(() => store.dispose());

test('an event written while no dispatcher runs is delivered after a restart', async () => {
  const hook = await startReceiver();
  try {
    let db = await store.open();
    const project = await createProject(db);
    const endpoint = await addEndpoint(db, project, hook.url);
    const eventId = await finishDocument(db, project, 'document.failed');
    await db.close();

    db = await store.open();
    const dispatcher = startDispatcher({ db, config: testConfig(), logger: silentLogger });
    try {
      const [request] = await hook.waitFor(1);
      assert.equal(request.headers['webhook-id'], eventId);
      new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>);
      await eventually(async () => (await deliveryStatuses(db, endpoint.id))[0] === 'succeeded');
    } finally {
      await dispatcher.stop();
      await db.close();
    }
  } finally {
    await hook.close();
  }
});

test('a dispatcher killed (SIGKILL) mid-delivery: after restart the event is still delivered, once more', async () => {
  // The first attempt never gets an answer: the process making it dies meanwhile.
  const hook = await startReceiver((_, i) => (i === 0 ? { hang: true } : {}));
  try {
    let db = await store.open();
    const project = await createProject(db);
    const endpoint = await addEndpoint(db, project, hook.url);
    const eventId = await finishDocument(db, project);
    await db.close();

    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./dispatcher-child.ts', import.meta.url))], {
      env: { ...process.env, ...store.env, LEASE_MS: '500' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await hook.waitFor(1, 20_000);
    child.kill('SIGKILL');
    await exited;

    db = await store.open();
    const dispatcher = startDispatcher({ db, config: testConfig(), logger: silentLogger, pollMs: 100 });
    try {
      const requests = await hook.waitFor(2, 5000);
      assert.deepEqual(requests.map((r) => r.headers['webhook-id']), [eventId, eventId]);
      await eventually(async () => (await deliveryStatuses(db, endpoint.id))[0] === 'succeeded');
      const [row] = await db.query<{ attempts: number }>('SELECT attempts FROM deliveries WHERE endpoint_id = $1', [endpoint.id]);
      assert.equal(row.attempts, 1, 'the killed try is not counted');
    } finally {
      await dispatcher.stop();
      await db.close();
    }
  } finally {
    await hook.close();
  }
});
