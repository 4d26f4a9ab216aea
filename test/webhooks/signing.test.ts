import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { excerpt } from '../../src/webhooks/deliver.ts';
import { subscriptionProblem } from '../../src/webhooks/events.ts';
import { retryDelay } from '../../src/webhooks/retry.ts';
import { newSigningSecret, signatureHeaders } from '../../src/webhooks/sign.ts';

test('secrets are whsec_ + base64 of 32 random bytes', () => {
  const a = newSigningSecret();
  assert.match(a, /^whsec_[A-Za-z0-9+/]{43}=$/);
  assert.equal(Buffer.from(a.slice('whsec_'.length), 'base64').length, 32);
  assert.notEqual(a, newSigningSecret());
});

test('the signature is HMAC-SHA256(secret, "{id}.{timestamp}.{body}") as the spec and its library compute it', () => {
  const secret = newSigningSecret();
  const body = '{"id":"evt_1","object":"event","type":"document.processed"}';
  const at = new Date('2026-11-22T10:00:00.500Z');
  const headers = signatureHeaders(secret, 'evt_1', body, at);
  assert.equal(headers['webhook-id'], 'evt_1');
  assert.equal(headers['webhook-timestamp'], String(Math.floor(at.getTime() / 1000)));
  const expected = createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
    .update(`evt_1.${headers['webhook-timestamp']}.${body}`)
    .digest('base64');
  assert.equal(headers['webhook-signature'], `v1,${expected}`);

  const now = signatureHeaders(secret, 'evt_1', body);
  assert.deepEqual(new Webhook(secret).verify(body, { ...now }), JSON.parse(body));
  assert.throws(() => new Webhook(secret).verify(body.replace('processed', 'failed'), { ...now }));
  assert.throws(() => new Webhook(newSigningSecret()).verify(body, { ...now }));
});

test('retry delays follow the schedule with at most ±15 % jitter, then stop', () => {
  const schedule = [5000, 300_000];
  assert.equal(retryDelay(schedule, 1, () => 0.5), 5000);
  assert.equal(retryDelay(schedule, 1, () => 0), 4250);
  assert.equal(retryDelay(schedule, 1, () => 1), 5750);
  assert.equal(retryDelay(schedule, 2, () => 0.5), 300_000);
  assert.equal(retryDelay(schedule, 3), null);
  assert.equal(retryDelay([], 1), null);
  for (let i = 0; i < 100; i++) {
    const d = retryDelay(schedule, 2) ?? 0;
    assert.ok(d >= 255_000 && d <= 345_000, String(d));
  }
});

test('subscriptions: known types, or "*" alone; no empty list, unknown type or duplicate', () => {
  const table: [string[], RegExp | null][] = [
    [['document.processed'], null],
    [['document.failed', 'document.processed'], null],
    [['*'], null],
    [[], /at least one/],
    [['document.created'], /"document.created" is not an event type/],
    [['webhook.test'], /not an event type/],
    [['document.failed', 'document.failed'], /more than once/],
    [['*', 'document.failed'], /alone/],
    [['*', '*'], /more than once/],
  ];
  for (const [events, problem] of table) {
    const found = subscriptionProblem(events);
    if (problem === null) assert.equal(found, null, JSON.stringify(events));
    else assert.match(found ?? '', problem, JSON.stringify(events));
  }
});

test('response excerpts keep at most 1 KB of text and no NUL characters', () => {
  assert.equal(excerpt(Buffer.alloc(0)), null);
  assert.equal(excerpt(Buffer.from('ok')), 'ok');
  assert.equal(excerpt(Buffer.from('a'.repeat(5000))), 'a'.repeat(1024));
  assert.equal(excerpt(Buffer.from('a\u0000b')), 'ab');
  const euro = excerpt(Buffer.from('€'.repeat(1000))) ?? '';
  assert.ok(Buffer.byteLength(euro) <= 1024);
  assert.ok(/^€+$/.test(euro));
  assert.ok(Buffer.byteLength(excerpt(Buffer.from(Array.from({ length: 3000 }, (_, i) => (i % 2 ? 0xff : 0x41)))) ?? '') <= 1024);
});
