import { type Client, createClient } from 'graphql-ws';
import { API_URL } from './api';
import { getSession } from './session';
import { reportUnauthorized } from './unauthorized';

export type ConnectionState = 'connecting' | 'live' | 'offline';

/** The server's answer to a socket without a staff session (spec: graphql-ws Forbidden). */
const FORBIDDEN = 4403;
/** The server ends a socket whose session ended (logout elsewhere, blocked, deleted, expired). */
const SESSION_ENDED = 4401;
const MAX_RETRY_WAIT_MS = 30_000;
const PING_EVERY_MS = 10_000;
const PONG_WAIT_MS = 5_000;

const closeCode = (errorOrClose: unknown) => (errorOrClose as { code?: unknown } | null)?.code;

/**
 * Retry a dropped socket (server restart, network), but not one whose session ended (the tab signs
 * out on 4401) nor a connection refused at its start: it would be refused again. A 4403 on a
 * socket the server had accepted says the staff member's rights changed (an admin turned their
 * queue or paste permission on or off): reconnect, and be judged on the rights as they are now.
 */
export function shouldRetrySocket(errorOrClose: unknown, wasAccepted = false): boolean {
  const code = closeCode(errorOrClose);
  if (code === FORBIDDEN) return wasAccepted;
  return code !== SESSION_ENDED;
}

/**
 * Backoff that starts at half a second and grows by half each time, capped so live updates resume
 * soon after a long outage. A restarting server is back in about 3 s: the tab is back within about
 * a second of it (doubling from 1 s left chatters waiting up to 7 s more). Each wait is between half
 * and all of its step, so tabs dropped together do not come back together.
 */
export function retryWaitMs(retries: number, random = Math.random): number {
  const step = Math.min(MAX_RETRY_WAIT_MS, 500 * 1.5 ** retries);
  return Math.round(step / 2 + (random() * step) / 2);
}

/**
 * The tab's one live connection: graphql-ws over one socket, which Apollo's subscriptions share
 * (the message feed, photo-request decisions, the queue size; see src/lib/apollo.ts). It opens
 * with the first subscription and closes after the last, retries a dropped socket with backoff (at
 * once when the browser is back online), and ends a connection that stops answering pings (a
 * sleeping laptop, lost Wi-Fi).
 */
class Realtime {
  private current: Client | null = null;
  private state: ConnectionState = 'offline';
  private connections = 0;
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private wakeRetry: (() => void) | null = null;

  constructor() {
    if (typeof window === 'undefined') return;
    // The browser knows first: do not wait for the socket to notice, nor for the backoff.
    window.addEventListener('offline', () => this.current?.terminate());
    window.addEventListener('online', () => this.wakeRetry?.());
  }

  /** The connection's client (a new one after disconnect()); Apollo links to it (./apollo.ts). */
  get client(): Client {
    this.current ??= this.createClient();
    return this.current;
  }

  /**
   * Closes the connection now (a lazy close waits a tick, and a subscription made meanwhile would
   * keep the old socket); the next subscription opens a new one. Tests call it between tests.
   */
  disconnect(): void {
    const closing = this.current;
    this.current = null;
    // A socket still connecting rejects its disposal when it ends some other way: nothing to do.
    Promise.resolve(closing?.dispose()).catch(() => undefined);
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

  private createClient(): Client {
    const base = API_URL || globalThis.location.origin;
    let pongTimer: ReturnType<typeof setTimeout> | undefined;
    /** Whether the socket that just closed had been acknowledged (see shouldRetrySocket). */
    let accepted = false;
    const client: Client = createClient({
      url: `${base.replace(/^http/, 'ws')}/graphql`,
      lazy: true,
      keepAlive: PING_EVERY_MS,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: (errorOrClose) => shouldRetrySocket(errorOrClose, accepted),
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
        connecting: () => {
          accepted = false;
          this.setState('connecting');
        },
        connected: () => {
          accepted = true;
          this.connections += 1;
          this.setState('live');
        },
        closed: (event) => {
          clearTimeout(pongTimer);
          this.setState('offline');
          if (closeCode(event) === SESSION_ENDED) reportUnauthorized();
        },
        ping: (received) => {
          if (!received) pongTimer = setTimeout(() => client.terminate(), PONG_WAIT_MS);
        },
        pong: (received) => {
          if (received) clearTimeout(pongTimer);
        },
      },
    });
    return client;
  }
}

export const realtime = new Realtime();
