import { pino, type Logger } from 'pino';

/** The process's one logger (JSON lines on stdout), shared by the API, workers and dispatcher. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'docproc' } });
}
