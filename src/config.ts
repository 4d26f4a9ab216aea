import { cpus } from 'node:os';
import { resolve } from 'node:path';
import type { PoolSettings } from './db/index.ts';
import { API_KEY_PATTERN } from './db/keys.ts';
import { DEFAULT_MAX_IMAGE_PIXELS, DEFAULT_WORKER_MEMORY_MB } from './extraction/budgets.ts';
import { DEFAULT_OCR_LANGS, isLanguageList } from './extraction/sources/ocr-languages.ts';

/** Every setting docproc reads, from the environment, validated once. Documented in README.md. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Limits of every PostgreSQL connection (statement, idle-in-transaction and connect timeouts, keepalive, start-up wait). */
  database: PoolSettings;
  apiKeys: string[];
  workers: number;
  allowPrivateNetworks: boolean;
  maxDocumentBytes: number;
  maxPages: number;
  /** Pixels an image may have (an image file's page, an image inside a PDF); more → document_too_large. */
  maxImagePixels: number;
  /** Private memory each extraction worker process may use (MB); a document needing more → document_too_large. */
  workerMemoryMb: number;
  /** Extraction worker processes started with a worker and kept warm however long they idle (at most `workers`). */
  warmWorkers: number;
  fetchTimeoutMs: number;
  /** Webhook endpoints a project may have. */
  maxWebhookEndpoints: number;
  /** Delays in milliseconds between webhook delivery attempts. */
  webhookRetrySchedule: number[];
  einvoice: boolean;
  /** Re-read OCR'd receipts' total, date, name and address rows with a second OCR engine. */
  secondReading: boolean;
  ocrLangs: string;
  rateLimit: RateLimit;
  /** Failed authentications allowed per client address (then 429 until the budget refills). */
  authFailureLimit: RateLimit;
  /** The bearer token GET /metrics of the API asks for; null: the API does not serve /metrics. */
  metricsToken: string | null;
  /** Delays in milliseconds between attempts after a transient fetch fault (3 attempts in all by default). */
  fetchRetrySchedule: number[];
  /** How long a worker's claim on a document lasts before another worker may take it over. */
  leaseMs: number;
  /** How often a worker renews the leases of the documents it runs (well below leaseMs). */
  leaseRenewMs: number;
  /** A document whose lease expired this many times ends failed/internal_error. */
  maxClaims: number;
  /** Give up on one document's extraction after this long. */
  processingTimeoutMs: number;
  /** How long a stopping worker waits for its documents before handing them back to the queue. */
  shutdownGraceMs: number;
  /** Documents older than this are deleted by the retention job; null keeps them. */
  retentionMs: number | null;
  /** Events, their deliveries and delivery attempts older than this are deleted by the retention job. */
  eventRetentionMs: number;
  logLevel: string;
}

export interface RateLimit {
  requests: number;
  perMs: number;
  burst: number;
}

export class ConfigError extends Error {}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** Parses `5s`, `250ms`, `2h`, `10` (= ms). */
export function parseDuration(text: string, name: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|min|h|d)?\s*$/.exec(text);
  if (!m) throw new ConfigError(`${name}: "${text}" is not a duration like 5s, 250ms or 2h`);
  return Math.round(Number(m[1]) * UNITS[m[2] ?? 'ms']);
}

export function parseDurationList(text: string, name: string): number[] {
  if (text.trim() === '') return [];
  return text.split(',').map((part) => parseDuration(part, name));
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** `600/min`, `10/s`, optionally `,burst=100`. */
export function parseRateLimit(text: string, name = 'DOCPROC_RATE_LIMIT'): RateLimit {
  const m = /^\s*(\d+)\s*\/\s*(s|sec|second|m|min|minute|h|hour)\s*(?:,\s*burst\s*=\s*(\d+))?\s*$/i.exec(text);
  if (!m || Number(m[1]) === 0) throw new ConfigError(`${name}: "${text}" is not like 600/min`);
  const unit = m[2].toLowerCase();
  const perMs = unit.startsWith('s') ? 1000 : unit.startsWith('h') ? 3_600_000 : 60_000;
  const requests = Number(m[1]);
  return { requests, perMs, burst: m[3] ? Number(m[3]) : Math.min(100, requests) };
}

/** `eng`, `eng+deu+fra`: Tesseract's spelling; whether each language is installed is checked at start (cli.ts). */
function ocrLanguages(text: string): string {
  const langs = text.trim();
  if (!isLanguageList(langs)) throw new ConfigError(`DOCPROC_OCR_LANGS: "${text}" is not a list of Tesseract languages like eng+deu`);
  return langs;
}

/** DOCPROC_LEASE (15 s) and DOCPROC_LEASE_RENEW (a third of the lease): renewals must fit in a lease twice. */
function leases(env: NodeJS.ProcessEnv): { leaseMs: number; leaseRenewMs: number } {
  const leaseMs = parseDuration(env.DOCPROC_LEASE ?? '15s', 'DOCPROC_LEASE');
  if (leaseMs < 100) throw new ConfigError(`DOCPROC_LEASE must be at least 100ms, got "${env.DOCPROC_LEASE}"`);
  const renew = env.DOCPROC_LEASE_RENEW;
  const leaseRenewMs = renew ? parseDuration(renew, 'DOCPROC_LEASE_RENEW') : Math.floor(leaseMs / 3);
  if (leaseRenewMs < 10 || leaseRenewMs * 2 > leaseMs) {
    throw new ConfigError(`DOCPROC_LEASE_RENEW must be at least 10ms and at most half of DOCPROC_LEASE (${leaseMs} ms), got "${renew}"`);
  }
  return { leaseMs, leaseRenewMs };
}

/**
 * DOCPROC_API_KEYS: comma-separated keys. A malformed entry stops the start: ignoring it silently would leave
 * the service without the key its operator meant to give it. Only the entry's first characters are shown.
 */
function apiKeys(text: string): string[] {
  const keys = text.split(',').map((k) => k.trim()).filter(Boolean);
  const bad = keys.findIndex((k) => !API_KEY_PATTERN.test(k));
  if (bad !== -1) {
    const shown = `"${keys[bad].slice(0, 6)}…" (${keys[bad].length} characters)`;
    throw new ConfigError(`DOCPROC_API_KEYS: entry ${bad + 1}, ${shown}, is not a key: keys are dp_ followed by 32 letters or digits (docproc keys create prints one)`);
  }
  return keys;
}

/**
 * DOCPROC_RETENTION and DOCPROC_EVENT_RETENTION: a duration with its unit (`30d`, `12h`, `90min`), at least a
 * minute, since a bare number would be milliseconds and would delete everything; `keep` (or unset) keeps.
 */
function retention(text: string | undefined, name: string, fallback: number | null): number | null {
  const raw = text?.trim() ?? '';
  if (raw === '') return fallback;
  if (/^(keep|forever|never)$/i.test(raw)) return null;
  if (!/[a-z]\s*$/i.test(raw)) throw new ConfigError(`${name}: "${raw}" needs a unit, like 30d or 12h (or keep)`);
  const ms = parseDuration(raw, name);
  if (ms < 60_000) throw new ConfigError(`${name} must be at least 1min, got "${raw}"`);
  return ms;
}

const MIN_TOKEN_LENGTH = 16;

function metricsToken(text: string | undefined): string | null {
  const token = text?.trim() ?? '';
  if (token === '') return null;
  if (token.length < MIN_TOKEN_LENGTH || /\s/.test(token)) {
    throw new ConfigError(`DOCPROC_METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters without spaces (e.g. openssl rand -hex 24)`);
  }
  return token;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: integer(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DOCPROC_DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    database: {
      statementTimeoutMs: parseDuration(env.DOCPROC_DB_STATEMENT_TIMEOUT ?? '30s', 'DOCPROC_DB_STATEMENT_TIMEOUT'),
      idleInTransactionTimeoutMs: parseDuration(env.DOCPROC_DB_IDLE_IN_TRANSACTION_TIMEOUT ?? '15s', 'DOCPROC_DB_IDLE_IN_TRANSACTION_TIMEOUT'),
      connectTimeoutMs: parseDuration(env.DOCPROC_DB_CONNECT_TIMEOUT ?? '5s', 'DOCPROC_DB_CONNECT_TIMEOUT'),
      keepAliveMs: parseDuration(env.DOCPROC_DB_KEEPALIVE ?? '10s', 'DOCPROC_DB_KEEPALIVE'),
      startupWaitMs: parseDuration(env.DOCPROC_DB_STARTUP_WAIT ?? '60s', 'DOCPROC_DB_STARTUP_WAIT'),
    },
    apiKeys: apiKeys(env.DOCPROC_API_KEYS ?? ''),
    workers: integer(env, 'DOCPROC_WORKERS', cpus().length),
    allowPrivateNetworks: boolean(env, 'DOCPROC_ALLOW_PRIVATE_NETWORKS', false),
    maxDocumentBytes: integer(env, 'DOCPROC_MAX_DOCUMENT_BYTES', 20 * 1024 * 1024, 1),
    maxPages: integer(env, 'DOCPROC_MAX_PAGES', 50, 1),
    maxImagePixels: integer(env, 'DOCPROC_MAX_IMAGE_PIXELS', DEFAULT_MAX_IMAGE_PIXELS, 1),
    workerMemoryMb: integer(env, 'DOCPROC_WORKER_MEMORY_MB', DEFAULT_WORKER_MEMORY_MB, 256),
    warmWorkers: integer(env, 'DOCPROC_WARM_WORKERS', 1, 0),
    fetchTimeoutMs: integer(env, 'DOCPROC_FETCH_TIMEOUT_MS', 30_000, 1),
    // DOCPROC_MAX_WEBHOOKS is the name design/API.md gives it.
    maxWebhookEndpoints: integer(env, env.DOCPROC_MAX_WEBHOOK_ENDPOINTS ? 'DOCPROC_MAX_WEBHOOK_ENDPOINTS' : 'DOCPROC_MAX_WEBHOOKS', 16, 1),
    webhookRetrySchedule: parseDurationList(env.DOCPROC_WEBHOOK_RETRY_SCHEDULE ?? '5s,5m,30m,2h,5h,10h,10h', 'DOCPROC_WEBHOOK_RETRY_SCHEDULE'),
    einvoice: boolean(env, 'DOCPROC_EINVOICE', true),
    secondReading: boolean(env, 'DOCPROC_OCR_SECOND_READING', true),
    ocrLangs: ocrLanguages(env.DOCPROC_OCR_LANGS || DEFAULT_OCR_LANGS),
    rateLimit: parseRateLimit(env.DOCPROC_RATE_LIMIT || '600/min'),
    authFailureLimit: parseRateLimit(env.DOCPROC_AUTH_FAILURE_LIMIT || '20/min', 'DOCPROC_AUTH_FAILURE_LIMIT'),
    metricsToken: metricsToken(env.DOCPROC_METRICS_TOKEN),
    fetchRetrySchedule: parseDurationList(env.DOCPROC_FETCH_RETRY_SCHEDULE ?? '2s,10s', 'DOCPROC_FETCH_RETRY_SCHEDULE'),
    ...leases(env),
    maxClaims: integer(env, 'DOCPROC_MAX_CLAIMS', 5, 1),
    processingTimeoutMs: parseDuration(env.DOCPROC_PROCESSING_TIMEOUT ?? '110s', 'DOCPROC_PROCESSING_TIMEOUT'),
    shutdownGraceMs: parseDuration(env.DOCPROC_SHUTDOWN_GRACE ?? '20s', 'DOCPROC_SHUTDOWN_GRACE'),
    retentionMs: retention(env.DOCPROC_RETENTION, 'DOCPROC_RETENTION', null),
    eventRetentionMs: retention(env.DOCPROC_EVENT_RETENTION, 'DOCPROC_EVENT_RETENTION', 30 * 86_400_000) ?? Number.POSITIVE_INFINITY,
    logLevel: env.LOG_LEVEL || 'info',
  };
}
