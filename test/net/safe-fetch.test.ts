import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { after, test } from 'node:test';
import { request } from 'undici';
import { createGuardedAgent } from '../../src/net/guarded-agent.ts';
import { closeSafeFetchConnections, FetchError, safeFetch, USER_AGENT, type SafeFetchOptions } from '../../src/net/safe-fetch.ts';

/** A real HTTP server on 127.0.0.1; closed (with its open connections) after the file's tests. */
async function serve(handler: RequestListener): Promise<{ origin: string; port: number }> {
  const server = createServer(handler);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port };
}

after(closeSafeFetchConnections);

const onPrem: SafeFetchOptions = { maxBytes: 1_000_000, timeoutMs: 2000, allowPrivateNetworks: true };
const guarded: SafeFetchOptions = { ...onPrem, allowPrivateNetworks: false };
/** The guard as in production, except that the test server's own address stands in for a public one. */
const guardedWithTestServer: SafeFetchOptions = { ...guarded, isAllowedAddress: (address) => address === '127.0.0.1' };

function resolvesTo(...addresses: string[]): (hostname: string) => Promise<LookupAddress[]> {
  return async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
}

async function fetchError(promise: Promise<unknown>): Promise<FetchError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof FetchError, `expected a FetchError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the fetch to fail');
}

const app = await serve((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const hops = Number(url.searchParams.get('hops') ?? 0);
  switch (url.pathname) {
    case '/invoice.pdf':
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'X-Custom': 'Yes' });
      res.end('%PDF-1.4 test');
      return;
    case '/echo': {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ method: req.method, headers: req.headers, body: Buffer.concat(chunks).toString() }));
      });
      return;
    }
    case '/status':
      res.writeHead(Number(url.searchParams.get('code')));
      res.end('status body');
      return;
    case '/chain':
      res.writeHead(302, { Location: hops > 0 ? `/chain?hops=${hops - 1}` : '/invoice.pdf' });
      res.end();
      return;
    case '/redirect':
      res.writeHead(Number(url.searchParams.get('code') ?? 302), { Location: url.searchParams.get('to') ?? '/' });
      res.end('moved');
      return;
    case '/big':
      res.writeHead(200, { 'Content-Length': '5000' });
      res.end(Buffer.alloc(5000));
      return;
    case '/stream': {
      // No Content-Length: chunked, so only counting while reading can enforce the cap.
      res.writeHead(200);
      let sent = 0;
      const timer = setInterval(() => {
        if (res.destroyed || sent >= 100) {
          clearInterval(timer);
          res.end();
          return;
        }
        res.write(Buffer.alloc(1000));
        sent++;
      }, 1);
      return;
    }
    case '/hang-after-headers':
      res.writeHead(200, { 'Content-Length': '100' });
      res.write('partial');
      return;
    case '/redirect-then-hang':
      res.writeHead(302, { Location: '/invoice.pdf', 'Content-Length': '100' });
      res.write('partial');
      return;
    case '/never-answers':
      return;
    default:
      res.writeHead(404);
      res.end('not found');
  }
});

test('returns status, lower-cased headers, body and final URL', async () => {
  const response = await safeFetch(`${app.origin}/invoice.pdf`, onPrem);
  assert.equal(response.status, 200);
  assert.equal(response.headers['content-type'], 'application/pdf');
  assert.equal(response.headers['x-custom'], 'Yes');
  assert.equal(response.body.toString(), '%PDF-1.4 test');
  assert.equal(response.url, `${app.origin}/invoice.pdf`);
});

test('returns error statuses instead of throwing', async () => {
  for (const code of [404, 410, 500, 503]) {
    const response = await safeFetch(`${app.origin}/status?code=${code}`, onPrem);
    assert.equal(response.status, code);
    assert.equal(response.body.toString(), 'status body');
  }
});

test('sends docproc User-Agent unless the caller sets one', async () => {
  const plain = JSON.parse((await safeFetch(`${app.origin}/echo`, onPrem)).body.toString());
  assert.equal(plain.headers['user-agent'], USER_AGENT);
  assert.match(USER_AGENT, /^docproc\/\d+\.\d+\.\d+/);
  const custom = JSON.parse((await safeFetch(`${app.origin}/echo`, { ...onPrem, headers: { 'User-Agent': 'receiver-test/1' } })).body.toString());
  assert.equal(custom.headers['user-agent'], 'receiver-test/1');
});

test('POSTs a body with the caller\'s headers (webhook delivery)', async () => {
  const payload = JSON.stringify({ id: 'evt_1', type: 'document.processed' });
  const response = await safeFetch(`${app.origin}/echo`, {
    ...onPrem,
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json', 'webhook-id': 'evt_1', 'webhook-signature': 'v1,abc' },
    followRedirects: false,
  });
  const echoed = JSON.parse(response.body.toString());
  assert.equal(echoed.method, 'POST');
  assert.equal(echoed.body, payload);
  assert.equal(echoed.headers['content-type'], 'application/json');
  assert.equal(echoed.headers['webhook-id'], 'evt_1');
  assert.equal(echoed.headers['webhook-signature'], 'v1,abc');
  assert.equal(echoed.headers['content-length'], String(Buffer.byteLength(payload)));
});

test('POSTs a binary body', async () => {
  const response = await safeFetch(`${app.origin}/echo`, { ...onPrem, method: 'POST', body: new Uint8Array([104, 105]) });
  assert.equal(JSON.parse(response.body.toString()).body, 'hi');
});

test('reads data: URLs, base64 and percent-encoded', async () => {
  const pdf = await safeFetch(`data:application/pdf;base64,${Buffer.from('%PDF-1.7 inline').toString('base64')}`, guarded);
  assert.equal(pdf.status, 200);
  assert.equal(pdf.headers['content-type'], 'application/pdf');
  assert.equal(pdf.body.toString(), '%PDF-1.7 inline');
  const text = await safeFetch('data:text/plain;charset=utf-8,Total%3A%2012%2C50%20%E2%82%AC', guarded);
  assert.equal(text.headers['content-type'], 'text/plain;charset=utf-8');
  assert.equal(text.body.toString(), 'Total: 12,50 €');
  const bare = await safeFetch('data:,a%ZZb', guarded);
  assert.equal(bare.headers['content-type'], 'text/plain;charset=US-ASCII');
  assert.equal(bare.body.toString(), 'a%ZZb');
});

test('refuses data: URLs over the byte cap and malformed ones', async () => {
  const big = await fetchError(safeFetch(`data:application/octet-stream;base64,${Buffer.alloc(2000).toString('base64')}`, { ...guarded, maxBytes: 1000 }));
  assert.equal(big.code, 'document_too_large');
  assert.equal(big.transient, false);
  const malformed = await fetchError(safeFetch('data:application/pdf;base64,%%%', guarded));
  assert.equal(malformed.code, 'fetch_failed');
  assert.equal(malformed.transient, false);
});

test('refuses schemes other than http, https and data', async () => {
  for (const url of ['file:///etc/passwd', 'ftp://example.com/a.pdf', 'gopher://127.0.0.1:6379/_INFO', 'not a url']) {
    const error = await fetchError(safeFetch(url, onPrem));
    assert.equal(error.code, 'url_forbidden', url);
    assert.equal(error.transient, false);
  }
});

test('follows relative redirects up to five hops', async () => {
  const response = await safeFetch(`${app.origin}/chain?hops=4`, onPrem);
  assert.equal(response.status, 200);
  assert.equal(response.url, `${app.origin}/invoice.pdf`);
  assert.equal(response.body.toString(), '%PDF-1.4 test');
});

test('refuses a sixth redirect', async () => {
  const error = await fetchError(safeFetch(`${app.origin}/chain?hops=5`, onPrem));
  assert.equal(error.code, 'fetch_failed');
  assert.match(error.message, /too many redirects/);
  assert.equal(error.transient, false);
});

test('returns the 3xx as is when redirects are not followed', async () => {
  const response = await safeFetch(`${app.origin}/redirect?to=/invoice.pdf`, { ...onPrem, followRedirects: false });
  assert.equal(response.status, 302);
  assert.equal(response.headers.location, '/invoice.pdf');
  assert.equal(response.body.toString(), 'moved');
});

test('a 303 after a POST continues as a GET without the body; a 307 keeps the POST', async () => {
  const post = { ...onPrem, method: 'POST' as const, body: 'payload', headers: { 'Content-Type': 'text/plain' } };
  const seeOther = JSON.parse((await safeFetch(`${app.origin}/redirect?code=303&to=/echo`, post)).body.toString());
  assert.equal(seeOther.method, 'GET');
  assert.equal(seeOther.body, '');
  assert.equal(seeOther.headers['content-type'], undefined);
  const temporary = JSON.parse((await safeFetch(`${app.origin}/redirect?code=307&to=/echo`, post)).body.toString());
  assert.equal(temporary.method, 'POST');
  assert.equal(temporary.body, 'payload');
});

test('re-checks every redirect hop: scheme, literal address and resolved address', async () => {
  const targets = ['file:///etc/passwd', 'data:text/plain,hi', 'http://127.0.0.2/', `http://[::1]:${app.port}/`, `http://localhost:${app.port}/`, `http://internal.test:${app.port}/`];
  for (const to of targets) {
    const error = await fetchError(safeFetch(`${app.origin}/redirect?to=${encodeURIComponent(to)}`, { ...guardedWithTestServer, lookup: resolvesTo('127.0.0.3') }));
    assert.equal(error.code, 'url_forbidden', to);
    assert.equal(error.transient, false);
  }
  const allowed = await safeFetch(`${app.origin}/redirect?to=${encodeURIComponent(`http://docs.test:${app.port}/invoice.pdf`)}`, { ...guardedWithTestServer, lookup: resolvesTo('127.0.0.1') });
  assert.equal(allowed.status, 200);
  assert.equal(allowed.url, `http://docs.test:${app.port}/invoice.pdf`);
});

test('refuses loopback literals in every spelling when private networks are not allowed', async () => {
  const port = app.port;
  for (const url of [
    `http://127.0.0.1:${port}/invoice.pdf`, `http://0x7f000001:${port}/`, `http://2130706433:${port}/`, `http://127.1:${port}/`,
    `http://0177.0.0.1:${port}/`, `http://[::1]:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`, `http://0.0.0.0:${port}/`,
    `http://169.254.169.254/latest/meta-data/`,
  ]) {
    const error = await fetchError(safeFetch(url, guarded));
    assert.equal(error.code, 'url_forbidden', url);
    assert.match(error.message, /private or reserved address/);
  }
});

test('refuses localhost by name', async () => {
  const error = await fetchError(safeFetch(`http://localhost:${app.port}/invoice.pdf`, guarded));
  assert.equal(error.code, 'url_forbidden');
});

test('refuses a host name when any resolved address is private', async () => {
  const cases = [['127.0.0.1'], ['169.254.169.254'], ['::1'], ['::ffff:127.0.0.1'], ['93.184.215.14', '127.0.0.1'], ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', '10.0.0.5']];
  for (const addresses of cases) {
    const error = await fetchError(safeFetch(`http://docs.example:${app.port}/invoice.pdf`, { ...guarded, lookup: resolvesTo(...addresses) }));
    assert.equal(error.code, 'url_forbidden', addresses.join(','));
    assert.match(error.message, /docs\.example resolves to the private or reserved address/);
  }
});

test('resolves a name once per connection and connects to the address it checked (no DNS rebinding window)', async () => {
  const answers = [['127.0.0.1'], ['127.0.0.2']];
  let lookups = 0;
  const rebinding = async () => (answers[lookups++] ?? ['127.0.0.2']).map((address) => ({ address, family: 4 }));
  const response = await safeFetch(`http://rebind.test:${app.port}/invoice.pdf`, { ...guardedWithTestServer, lookup: rebinding });
  assert.equal(response.status, 200);
  assert.equal(lookups, 1);
});

test('the connector itself refuses literals and resolved addresses, whoever calls it', async () => {
  const agent = createGuardedAgent({ allowPrivateNetworks: false, resolve: resolvesTo('127.0.0.1') });
  after(() => agent.close());
  for (const url of [`${app.origin}/invoice.pdf`, `http://[::ffff:7f00:1]:${app.port}/`, `http://docs.example:${app.port}/`]) {
    await assert.rejects(request(url, { dispatcher: agent }), { code: 'ERR_DOCPROC_FORBIDDEN_ADDRESS' }, url);
  }
});

test('allows private addresses and localhost when private networks are allowed', async () => {
  assert.equal((await safeFetch(`http://localhost:${app.port}/invoice.pdf`, onPrem)).status, 200);
  assert.equal((await safeFetch(`http://127.1:${app.port}/invoice.pdf`, onPrem)).status, 200);
  assert.equal((await safeFetch(`http://docs.internal:${app.port}/invoice.pdf`, { ...onPrem, lookup: resolvesTo('127.0.0.1') })).status, 200);
});

test('times out when the server sends headers and then hangs', async () => {
  const started = Date.now();
  const error = await fetchError(safeFetch(`${app.origin}/hang-after-headers`, { ...onPrem, timeoutMs: 200 }));
  assert.equal(error.code, 'fetch_timeout');
  assert.equal(error.transient, true);
  assert.ok(Date.now() - started < 1000);
});

test('times out when the server never answers', async () => {
  const error = await fetchError(safeFetch(`${app.origin}/never-answers`, { ...onPrem, timeoutMs: 200 }));
  assert.equal(error.code, 'fetch_timeout');
  assert.equal(error.message, `127.0.0.1:${app.port} did not answer completely within 200 ms.`);
});

test('the deadline also covers a redirect whose body never ends', async () => {
  const error = await fetchError(safeFetch(`${app.origin}/redirect-then-hang`, { ...onPrem, timeoutMs: 200 }));
  assert.equal(error.code, 'fetch_timeout');
});

test('refuses a body over the cap by Content-Length', async () => {
  const error = await fetchError(safeFetch(`${app.origin}/big`, { ...onPrem, maxBytes: 4999 }));
  assert.equal(error.code, 'document_too_large');
  assert.equal(error.transient, false);
  assert.equal((await safeFetch(`${app.origin}/big`, { ...onPrem, maxBytes: 5000 })).body.length, 5000);
});

test('refuses a streamed body once it passes the cap', async () => {
  const error = await fetchError(safeFetch(`${app.origin}/stream`, { ...onPrem, maxBytes: 10_000 }));
  assert.equal(error.code, 'document_too_large');
  assert.equal((await safeFetch(`${app.origin}/stream`, { ...onPrem, maxBytes: 100_000 })).body.length, 100_000);
});

test('a refused connection is a transient fetch_failed', async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  const error = await fetchError(safeFetch(`http://127.0.0.1:${port}/`, onPrem));
  assert.equal(error.code, 'fetch_failed');
  assert.equal(error.transient, true);
  assert.equal(error.message, `127.0.0.1:${port} refused the connection.`);
});

test('an unknown host is a permanent fetch_failed', async () => {
  const error = await fetchError(safeFetch('http://nothing.invalid/', { ...guarded, lookup: async () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND nothing.invalid'), { code: 'ENOTFOUND' })) }));
  assert.equal(error.code, 'fetch_failed');
  assert.equal(error.transient, false);
  assert.equal(error.message, 'The host nothing.invalid could not be found (DNS).');
});

test('a connection reset mid-response is a transient fetch_failed', async () => {
  const resetting = await serve((_req, res) => {
    res.writeHead(200, { 'Content-Length': '100' });
    res.write('partial', () => res.socket?.resetAndDestroy());
  });
  const error = await fetchError(safeFetch(`${resetting.origin}/`, onPrem));
  assert.equal(error.code, 'fetch_failed');
  assert.equal(error.transient, true);
});

test('keeps the first maxBytes of a longer body when asked to truncate', async () => {
  const declared = await safeFetch(`${app.origin}/big`, { ...onPrem, maxBytes: 1000, truncateBody: true });
  assert.equal(declared.status, 200);
  assert.equal(declared.body.length, 1000);
  const streamed = await safeFetch(`${app.origin}/stream`, { ...onPrem, maxBytes: 2500, truncateBody: true });
  assert.equal(streamed.body.length, 2500);
});

test('an untrusted TLS certificate is a permanent fetch_failed', async () => {
  const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));
  const server = createTlsServer({ key: fixture('self-signed.key'), cert: fixture('self-signed.crt') }, (_req, res) => res.end('secret'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => server.close());
  const { port } = server.address() as AddressInfo;
  for (const [url, lookup] of [[`https://127.0.0.1:${port}/`, undefined], [`https://docs.test:${port}/`, resolvesTo('127.0.0.1')]] as const) {
    const error = await fetchError(safeFetch(url, { ...onPrem, lookup }));
    assert.equal(error.code, 'fetch_failed', url);
    assert.equal(error.transient, false);
    assert.match(error.message, /^The secure \(TLS\) connection to .* failed: DEPTH_ZERO_SELF_SIGNED_CERT\.$/);
  }
});
