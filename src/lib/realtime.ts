import type { Client, FormattedExecutionResult, Sink } from 'graphql-ws';
import { getSession } from '../authProvider/session';
import { API_URL } from './api';

export type ConnectionState = 'connecting' | 'live' | 'offline';

/** The server's answer to a socket without a staff session (spec: graphql-ws Forbidden). */
const FORBIDDEN = 4403;
const MAX_RETRY_WAIT_MS = 30_000;
const PING_EVERY_MS = 10_000;
const PONG_WAIT_MS = 5_000;

/**
 * Retry a dropped socket (server restart, network), but not a refused one: without a session it
 * would be refused again, and the REST calls' 401 signs the user out.
 */
export function shouldRetrySocket(errorOrClose: unknown): boolean {
  const code = (errorOrClose as { code?: unknown } | null)?.code;
  return code !== FORBIDDEN;
}

/** Exponential backoff with jitter, capped so live updates resume soon after a long outage. */
export function retryWaitMs(retries: number, random = Math.random): number {
  return Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) + Math.floor(random() * 1000);
}

interface Request {
  query: string;
  /** Read each time the subscription is sent, so a getter gives every reconnection a fresh value. */
  variables?: Record<string, unknown>;
}

/**
 * The tab's one live connection: graphql-ws over one socket, shared by every subscription (the
 * message feed, photo-request decisions, the queue size) and loaded lazily. It is open while any
 * subscription is, retries a dropped socket with backoff (at once when the browser is back
 * online), and ends a connection that stops answering pings (a sleeping laptop, lost Wi-Fi).
 */
class Realtime {
  private client: Promise<Client> | null = null;
  private state: ConnectionState = 'offline';
  private connections = 0;
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private wakeRetry: (() => void) | null = null;

  subscribe<T>(request: Request, sink: Sink<FormattedExecutionResult<T>>): () => void {
    let unsubscribe: (() => void) | undefined;
    let released = false;
    void this.connection().then((client) => {
      if (!released) unsubscribe = client.subscribe<T>(request, sink);
    });
    return () => {
      released = true;
      unsubscribe?.();
    };
  }

  /**
   * Closes the connection now (a lazy close waits a tick, and a subscription made meanwhile would
   * keep the old socket); the next subscription opens a new one. Tests call it between tests.
   */
  disconnect(): void {
    const client = this.client;
    this.client = null;
    void client?.then((closing) => closing.dispose()).catch(() => undefined);
    this.setState('offline');
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => void this.stateListeners.delete(listener);
  }

  get currentState(): ConnectionState {
    return this.state;
  }

  /** The number of the live connection, or null while there is none. */
  get liveConnection(): number | null {
    return this.state === 'live' ? this.connections : null;
  }

  private setState(state: ConnectionState) {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }

  private connection(): Promise<Client> {
    this.client ??= import('graphql-ws').then(({ createClient }) => {
      const base = API_URL || window.location.origin;
      let pongTimer: ReturnType<typeof setTimeout> | undefined;
      const client: Client = createClient({
        url: `${base.replace(/^http/, 'ws')}/graphql`,
        lazy: true,
        keepAlive: PING_EVERY_MS,
        retryAttempts: Number.POSITIVE_INFINITY,
        shouldRetry: shouldRetrySocket,
        retryWait: (retries) =>
          new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              this.wakeRetry = null;
              resolve();
            };
            const timer = setTimeout(done, retryWaitMs(retries));
            this.wakeRetry = done;
          }),
        connectionParams: () => ({ authorization: `Token ${getSession()?.key ?? ''}` }),
        on: {
          connecting: () => this.setState('connecting'),
          connected: () => {
            this.connections += 1;
            this.setState('live');
          },
          closed: () => {
            clearTimeout(pongTimer);
            this.setState('offline');
          },
          ping: (received) => {
            if (!received) pongTimer = setTimeout(() => client.terminate(), PONG_WAIT_MS);
          },
          pong: (received) => {
            if (received) clearTimeout(pongTimer);
          },
        },
      });
      // The browser knows first: do not wait for the socket to notice, nor for the backoff.
      window.addEventListener('offline', () => client.terminate());
      window.addEventListener('online', () => this.wakeRetry?.());
      return client;
    });
    return this.client;
  }
}

export const realtime = new Realtime();
