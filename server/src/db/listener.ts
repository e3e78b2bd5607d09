import { randomBytes } from 'node:crypto';
import pg from 'pg';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/**
 * The instance's one PostgreSQL connection for LISTEN. A dropped connection (restart, failover,
 * `pg_terminate_backend`) is reconnected with backoff and every channel listened to again; the
 * notifications sent meanwhile are lost, so `onReconnect` listeners are told to resynchronise.
 */
export class PgListener {
  /** Shows in `pg_stat_activity.application_name`, so an operator (or a test) can find it. */
  readonly applicationName = `back-office-listener-${randomBytes(4).toString('hex')}`;
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly reconnectListeners = new Set<() => void>();
  private retries = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly warn: (message: string) => void = console.warn,
  ) {}

  /** True while the LISTEN connection is up (false between a drop and its reconnection). */
  get connected(): boolean {
    return this.client !== null;
  }

  /** Connects for the first time; a failure here is the caller's (the database is unreachable). */
  async start(): Promise<void> {
    this.client = await this.connect();
  }

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
      // A connection dropping right now is reconnected, and listens to every channel again.
      await this.client?.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    }
    handlers.add(onPayload);
    return async () => {
      handlers.delete(onPayload);
      if (handlers.size > 0 || this.handlers.get(channel) !== handlers) return;
      this.handlers.delete(channel);
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  /** Called after each reconnection, once every channel is listened to again. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => void this.reconnectListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: this.applicationName,
    });
    client.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload);
    });
    client.on('error', (error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) {
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  private lost(client: pg.Client, why: string) {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.warn(`PostgreSQL listener lost (${why}); reconnecting`);
    void client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.retries);
    this.retries += 1;
    this.retryTimer = setTimeout(async () => {
      try {
        const client = await this.connect();
        if (this.closed) {
          await client.end().catch(() => undefined);
          return;
        }
        this.client = client;
        this.retries = 0;
        this.warn('PostgreSQL listener reconnected');
        for (const listener of this.reconnectListeners) listener();
      } catch {
        if (!this.closed) this.scheduleReconnect();
      }
    }, wait);
    this.retryTimer.unref();
  }
}
