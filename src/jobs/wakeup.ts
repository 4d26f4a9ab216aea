/**
 * Wake-ups for loops that claim work from a table (documents, deliveries): on PostgreSQL a dedicated
 * connection LISTENs on the channel the inserting transaction NOTIFYs, so an idle process in another
 * machine starts within milliseconds; on PGlite the embedded database's in-process signal. Polling stays
 * the fallback of the caller. The PostgreSQL connection is re-established after any loss (database
 * restart, failover, a killed backend), and every (re)connection wakes the caller once, since NOTIFYs
 * sent while nobody listened are gone.
 */
import pg from 'pg';
import type { Db } from '../db/index.ts';

export interface WakeupOptions {
  db: Db;
  /** The NOTIFY channel (DOCUMENTS_CHANNEL, DELIVERIES_CHANNEL). */
  channel: string;
  /** config.databaseUrl: PostgreSQL gets its own listening connection; null means the embedded database. */
  databaseUrl: string | null;
  onWake: () => void;
  logger: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** First delay before reconnecting; doubles up to maxReconnectMs. */
  reconnectMs?: number;
  maxReconnectMs?: number;
}

export interface Wakeups {
  /** Whether notifications are being received right now (false while reconnecting). */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** Starts listening; resolves after the first attempt, whether it connected or not (it keeps retrying). */
export async function subscribeWakeups(options: WakeupOptions): Promise<Wakeups> {
  if (options.databaseUrl) return listenPostgres(options.databaseUrl, options);
  const stop = await options.db.listen(options.channel, () => options.onWake());
  return { listening: true, close: stop };
}

async function listenPostgres(url: string, options: WakeupOptions): Promise<Wakeups> {
  const { channel, onWake, logger } = options;
  const firstDelay = options.reconnectMs ?? 200;
  const maxDelay = options.maxReconnectMs ?? 5000;
  let delay = firstDelay;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let everLost = false;

  const lost = (lostClient: pg.Client, error?: unknown) => {
    if (client !== lostClient) return;
    client = null;
    listening = false;
    lostClient.end().catch(() => {});
    if (closed) return;
    if (!everLost) logger.warn({ err: error, channel }, 'wake-up connection lost; reconnecting (polling meanwhile)');
    everLost = true;
    retry = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, maxDelay);
  };

  const connect = async () => {
    retry = null;
    // keepAlive: a silently dropped connection (no RST) is noticed by the OS instead of never.
    const next = new pg.Client({ connectionString: url, application_name: `docproc-wakeup:${channel}`, keepAlive: true, connectionTimeoutMillis: 5000 });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) onWake();
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (client !== next) return;
    listening = true;
    delay = firstDelay;
    if (everLost) logger.info({ channel }, 'wake-up connection re-established');
    everLost = false;
    onWake();
  };

  await connect();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      listening = false;
      await current?.end().catch(() => {});
    },
  };
}
