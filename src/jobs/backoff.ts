/**
 * How a loop that reads its work from the database lives through an outage: after a failure it waits
 * (250 ms, doubling up to `maxMs`) before trying again, logs the outage once when it starts and once when
 * it ends, and never gives up — a worker or dispatcher outlives a database restart or failover.
 */
export interface BackoffLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export class Backoff {
  private delayMs = 0;
  private retryAt = 0;
  private failingSince: number | null = null;
  private failures = 0;

  constructor(
    private readonly logger: BackoffLogger,
    private readonly what: string,
    private readonly firstMs = 250,
    private readonly maxMs = 5000,
  ) {}

  /** Whether the loop may try now. */
  due(): boolean {
    return Date.now() >= this.retryAt;
  }

  /** Records a failure; returns how long to wait before the next try. */
  failed(error: unknown): number {
    this.delayMs = this.delayMs === 0 ? this.firstMs : Math.min(this.delayMs * 2, this.maxMs);
    this.retryAt = Date.now() + this.delayMs;
    this.failures++;
    if (this.failingSince === null) {
      this.failingSince = Date.now();
      this.logger.error({ err: error, retry_in_ms: this.delayMs }, `${this.what} failed; retrying with backoff until the database answers`);
    } else if (this.delayMs < this.maxMs) {
      this.logger.warn({ err: error, failures: this.failures, retry_in_ms: this.delayMs }, `${this.what} still failing`);
    }
    return this.delayMs;
  }

  succeeded(): void {
    if (this.failingSince !== null) {
      this.logger.info({ failures: this.failures, outage_ms: Date.now() - this.failingSince }, `${this.what} works again`);
    }
    this.delayMs = 0;
    this.retryAt = 0;
    this.failingSince = null;
    this.failures = 0;
  }

  /** Allows a try at once (a sign the database is back, such as a notification), keeping the failure count. */
  reset(): void {
    this.retryAt = 0;
  }
}
