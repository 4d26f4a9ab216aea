/** Delivery leases are fenced by a per-claim token: a stale attempt cannot settle a delivery claimed again. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { claimDueDeliveries, markDeliveryFailed, markDeliverySucceeded, releaseDeliveries, scheduleDeliveryRetry } from '../../src/db/deliveries.ts';
import { recordTestEvent } from '../../src/db/events.ts';
import type { Db } from '../../src/db/index.ts';
import { createProject } from '../../src/db/projects.ts';
import { createEndpoint } from '../../src/db/webhooks.ts';
import { newId } from '../../src/ids.ts';
import { openTestDb, type TestDb } from '../helpers/db.ts';

let testDb: TestDb;
let db: Db;
let projectId: string;
let endpointId: string;
before(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  projectId = (await createProject(db, 'delivery tests')).id;
  endpointId = (
    await createEndpoint(db, { id: newId('wh'), projectId, url: 'https://example.com/hook', events: ['*'], description: null, secret: 'whsec_test' })
  ).id;
});
after(() => testDb.close());

const claim = (workerId: string, running: string[] = []) =>
  claimDueDeliveries(db, { workerId, limit: 1, leaseMs: 60_000, perEndpoint: 4, failingSlots: 1, inFlight: new Map(), running });

test('an attempt whose lease ran out cannot settle the delivery claimed again meanwhile, by the same dispatcher or another', async () => {
  await db.transaction((tx) => recordTestEvent(tx, { id: newId('evt'), projectId, endpointId, payload: { hello: 'world' } }));
  const [first] = await claim('dispatcher-a');
  assert.ok(first);
  await db.query(`UPDATE deliveries SET locked_until = now() - interval '1 second' WHERE id = $1`, [first.id]);
  assert.deepEqual(await claim('dispatcher-a', [first.id]), [], 'never a delivery still in flight in this process');
  const [second] = await claim('dispatcher-a');
  assert.equal(second?.id, first.id, 'claimed again after the lease ran out');
  assert.notEqual(second.leaseToken, first.leaseToken);
  const state = async () =>
    (await db.query<{ status: string; attempts: number; locked_by: string | null }>('SELECT status, attempts, locked_by FROM deliveries WHERE id = $1', [first.id]))[0];

  await markDeliverySucceeded(db, first);
  await markDeliveryFailed(db, first);
  await scheduleDeliveryRetry(db, first, 0);
  await releaseDeliveries(db, [first]);
  assert.deepEqual(await state(), { status: 'pending', attempts: 0, locked_by: 'dispatcher-a' }, 'the stale attempt wrote to the delivery');

  await markDeliverySucceeded(db, second);
  assert.deepEqual(await state(), { status: 'succeeded', attempts: 1, locked_by: null });
});
