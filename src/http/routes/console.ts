/**
 * The web console: static files from src/console served at `/`. No key is needed for the files themselves;
 * the page asks for one and sends it on each /v1 call.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { fileURLToPath } from 'node:url';

export const CONSOLE_ROOT = fileURLToPath(new URL('../../console/', import.meta.url));

// Everything comes from this origin; page images are blob: URLs made from authenticated fetches.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' blob: data:",
  "style-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function setConsoleHeaders(res: { setHeader(name: string, value: string): unknown }): void {
  // File names carry no content hash, so browsers revalidate every time (cheap 304s thanks to ETag).
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

export const consoleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: CONSOLE_ROOT,
    prefix: '/',
    // One route per file at start-up instead of a catch-all, so unknown paths keep the API's 404/405 answers.
    wildcard: false,
    index: 'index.html',
    // @fastify/swagger-ui decorates the reply with sendFile too.
    decorateReply: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: setConsoleHeaders,
  });
};
