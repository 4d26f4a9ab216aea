import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_OCR_LANGS, isLanguageList } from './extraction/sources/ocr-languages.ts';

/** Every setting docproc reads, from the environment, validated once. Documented in README.md. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  apiKeys: string[];
  workers: number;
  allowPrivateNetworks: boolean;
  maxDocumentBytes: number;
  maxPages: number;
  fetchTimeoutMs: number;
  /** Delays in milliseconds between webhook delivery attempts. */
  webhookRetrySchedule: number[];
  einvoice: boolean;
  /** Re-read OCR'd receipts' total, date, name and address rows with a second OCR engine. */
  secondReading: boolean;
  ocrLangs: string;
  rateLimit: { requests: number; perMs: number; burst: number };
  /** Delays in milliseconds between attempts after a transient fetch fault (3 attempts in all by default). */
  fetchRetrySchedule: number[];
  /** How long a worker's claim on a document lasts before another worker may take it over. */
  leaseMs: number;
  /** A document whose lease expired this many times ends failed/internal_error. */
  maxClaims: number;
  /** Give up on one document's extraction after this long. */
  processingTimeoutMs: number;
  /** How long a stopping worker waits for its documents before handing them back to the queue. */
  shutdownGraceMs: number;
  logLevel: string;
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
export function parseRateLimit(text: string): Config['rateLimit'] {
  const m = /^\s*(\d+)\s*\/\s*(s|sec|second|m|min|minute|h|hour)\s*(?:,\s*burst\s*=\s*(\d+))?\s*$/i.exec(text);
  if (!m) throw new ConfigError(`DOCPROC_RATE_LIMIT: "${text}" is not like 600/min`);
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: integer(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DOCPROC_DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    apiKeys: (env.DOCPROC_API_KEYS ?? '').split(',').map((k) => k.trim()).filter(Boolean),
    workers: integer(env, 'DOCPROC_WORKERS', cpus().length),
    allowPrivateNetworks: boolean(env, 'DOCPROC_ALLOW_PRIVATE_NETWORKS', false),
    maxDocumentBytes: integer(env, 'DOCPROC_MAX_DOCUMENT_BYTES', 20 * 1024 * 1024, 1),
    maxPages: integer(env, 'DOCPROC_MAX_PAGES', 50, 1),
    fetchTimeoutMs: integer(env, 'DOCPROC_FETCH_TIMEOUT_MS', 30_000, 1),
    webhookRetrySchedule: parseDurationList(env.DOCPROC_WEBHOOK_RETRY_SCHEDULE ?? '5s,5m,30m,2h,5h,10h,10h', 'DOCPROC_WEBHOOK_RETRY_SCHEDULE'),
    einvoice: boolean(env, 'DOCPROC_EINVOICE', true),
    secondReading: boolean(env, 'DOCPROC_OCR_SECOND_READING', true),
    ocrLangs: ocrLanguages(env.DOCPROC_OCR_LANGS || DEFAULT_OCR_LANGS),
    rateLimit: parseRateLimit(env.DOCPROC_RATE_LIMIT || '600/min'),
    fetchRetrySchedule: parseDurationList(env.DOCPROC_FETCH_RETRY_SCHEDULE ?? '2s,10s', 'DOCPROC_FETCH_RETRY_SCHEDULE'),
    leaseMs: parseDuration(env.DOCPROC_LEASE ?? '120s', 'DOCPROC_LEASE'),
    maxClaims: integer(env, 'DOCPROC_MAX_CLAIMS', 5, 1),
    processingTimeoutMs: parseDuration(env.DOCPROC_PROCESSING_TIMEOUT ?? '110s', 'DOCPROC_PROCESSING_TIMEOUT'),
    shutdownGraceMs: parseDuration(env.DOCPROC_SHUTDOWN_GRACE ?? '20s', 'DOCPROC_SHUTDOWN_GRACE'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
