import type { WebSocket } from 'ws';
import type { TokenUser } from '../auth/tokens.js';

/** How the server closes a subscription socket (graphql-transport-ws codes, plus 1012). */
export const CLOSE = {
  /** The token is no longer valid (logout, expiry, block, deletion): clients do not retry it. */
  unauthorized: [4401, 'Unauthorized'],
  /** The staff member's rights changed: clients reconnect and are judged again. */
  forbidden: [4403, 'Forbidden'],
  /** The token already holds as many sockets as it may. */
  tooMany: [4429, 'Too many connections for this session'],
  /** Service Restart: this instance may have missed events; reconnect and resume with `after`. */
  resync: [1012, 'Resynchronise'],
} as const satisfies Record<string, readonly [number, string]>;

export interface SocketSession {
  socket: WebSocket;
  /** The session key, kept in memory only, to check the session again on each operation. */
  key: string;
  user: TokenUser;
  expiresAt: Date;
}

/** setTimeout's longest wait (about 24.8 days); a later expiry is re-armed when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The open, acknowledged subscription sockets of this instance, by user and by session key. */
export class SocketSessions {
  private readonly byUser = new Map<number, Set<SocketSession>>();
  private readonly perKey = new Map<string, number>();
  private readonly expiryTimers = new Map<SocketSession, NodeJS.Timeout>();

  constructor(
    private readonly maxPerKey: number,
    private readonly now: () => Date,
  ) {}

  /** Registers an authenticated socket; false when its key already holds `maxPerKey` sockets. */
  admit(session: SocketSession): boolean {
    const count = this.perKey.get(session.key) ?? 0;
    if (count >= this.maxPerKey) return false;
    this.perKey.set(session.key, count + 1);
    const sessions = this.byUser.get(session.user.id) ?? new Set();
    this.byUser.set(session.user.id, sessions.add(session));
    this.armExpiry(session);
    return true;
  }

  remove(session: SocketSession): void {
    const sessions = this.byUser.get(session.user.id);
    if (!sessions?.delete(session)) return;
    if (sessions.size === 0) this.byUser.delete(session.user.id);
    const count = (this.perKey.get(session.key) ?? 1) - 1;
    if (count > 0) this.perKey.set(session.key, count);
    else this.perKey.delete(session.key);
    clearTimeout(this.expiryTimers.get(session));
    this.expiryTimers.delete(session);
  }

  ofUser(userId: number): SocketSession[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  all(): SocketSession[] {
    return [...this.byUser.values()].flatMap((sessions) => [...sessions]);
  }

  /** Subscriptions running over these sockets (for the metrics). */
  subscriptions = 0;

  get size(): number {
    return this.expiryTimers.size;
  }

  /** Closes the socket; its close handler removes it. */
  static close(session: SocketSession, [code, reason]: readonly [number, string]): void {
    session.socket.close(code, reason);
  }

  private armExpiry(session: SocketSession) {
    const wait = session.expiresAt.getTime() - this.now().getTime();
    const timer = setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) this.armExpiry(session);
        else SocketSessions.close(session, CLOSE.unauthorized);
      },
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
    timer.unref();
    this.expiryTimers.set(session, timer);
  }
}
