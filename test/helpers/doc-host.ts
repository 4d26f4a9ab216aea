/**
 * A real HTTP server on 127.0.0.1 that plays the document's host in tests: per-path handlers that serve
 * bytes, answer a status, redirect, hang or drip slowly. Counts requests per path.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface DocHost {
  baseUrl: string;
  /** The absolute URL of `path` on this host. */
  url(path: string): string;
  /** Sets what `path` answers (replacing any earlier handler). */
  route(path: string, handler: Handler): void;
  /** Requests received for `path` so far. */
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startDocHost(): Promise<DocHost> {
  const handlers = new Map<string, Handler>();
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const handler = handlers.get(path);
    if (handler) handler(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    url: (path) => `${baseUrl}${path}`,
    route: (path, handler) => void handlers.set(path, handler),
    hits: (path) => counts.get(path) ?? 0,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function serve(body: Uint8Array | string, contentType = 'application/octet-stream'): Handler {
  return (_req, res) => void res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) }).end(body);
}

export function status(code: number, body = `status ${code}`): Handler {
  return (_req, res) => void res.writeHead(code, { 'content-type': 'text/plain' }).end(body);
}

export function redirect(location: string, code = 302): Handler {
  return (_req, res) => void res.writeHead(code, { location }).end();
}

/** Accepts the request and never answers. */
export function hang(): Handler {
  return () => {};
}

/** Sends headers at once, then `chunkSize` bytes every `intervalMs`, forever (or until `total` bytes). */
export function drip(intervalMs: number, chunkSize = 1, total = Infinity): Handler {
  return (req, res) => {
    res.writeHead(200, { 'content-type': 'application/pdf' });
    let sent = 0;
    const timer = setInterval(() => {
      if (sent >= total) {
        clearInterval(timer);
        res.end();
        return;
      }
      res.write(Buffer.alloc(chunkSize, 0x20));
      sent += chunkSize;
    }, intervalMs);
    req.socket.on('close', () => clearInterval(timer));
  };
}

/** Answers the first request with handlers[0], the second with handlers[1], …, then keeps using the last. */
export function sequence(...handlers: Handler[]): Handler {
  let calls = 0;
  return (req, res) => handlers[Math.min(calls++, handlers.length - 1)](req, res);
}
