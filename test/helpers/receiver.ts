import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the receiver saw it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Never answer (the connection stays open until the receiver closes). */
  hang?: boolean;
  delayMs?: number;
}

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  /** Resolves once `count` requests have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

/**
 * A real webhook receiver on 127.0.0.1 and a random port. `reply` decides the answer to the n-th request
 * (0-based); by default every request gets 200.
 */
export async function startReceiver(reply: (request: ReceivedRequest, index: number) => Reply = () => ({})): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const waiters = new Set<() => void>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      };
      const index = requests.length;
      requests.push(received);
      for (const wake of waiters) wake();
      const answer = reply(received, index);
      if (answer.hang) {
        hanging.add(res);
        return;
      }
      const send = () => {
        res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain', ...answer.headers });
        res.end(answer.body ?? 'ok');
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(requests.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`receiver got ${requests.length} requests, expected ${count} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
