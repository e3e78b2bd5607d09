import type { Database, Db } from '../db/open.js';
import { findSession, hashKey, type TokenUser } from './tokens.js';

/**
 * Channel of the `session_changed` trigger (server/drizzle/functions/session_changed_trigger.sql):
 * a user or one of their tokens changed.
 */
export const SESSION_CHANNEL = 'session_changed';
const MAX_ENTRIES = 50_000;

type Lookup = (db: Db, keyHash: string, now: Date) => Promise<Entry | null>;

interface Entry {
  user: TokenUser;
  expiresAt: Date;
}

/**
 * Sessions remembered by this server instance: every request needs its session, and reading it is
 * a query each (a chat send, a real user's or a chatter's, is most of the traffic). A remembered
 * session is forgotten when the database says its user or one of their tokens changed (the
 * `session_changed` trigger: any instance's writes reach every instance, in commit order), and at
 * once by the instance that changes a user's rights or sessions itself (logout, block, profile
 * save, deletion), so its next request sees the change.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Lookups under way, shared by every request for the same key: after a restart a user's socket
   * and their retried sends all ask at once, and one database read answers them all.
   */
  private readonly pending = new Map<string, Promise<Entry | null>>();
  private readonly keysOfUser = new Map<number, Set<string>>();
  /** Bumped by every change: a lookup that overlapped one may have read the old row. */
  private generation = 0;

  constructor(private readonly lookup: Lookup = findSession) {}

  async find(db: Db, key: string, now: Date): Promise<TokenUser | null> {
    return (await this.findEntry(db, key, now))?.user ?? null;
  }

  /** The session with its expiry (a socket is closed when it expires). */
  async findEntry(db: Db, key: string, now: Date): Promise<Entry | null> {
    const keyHash = hashKey(key);
    const entry = this.entries.get(keyHash);
    if (entry && entry.expiresAt > now) return entry;
    if (entry) this.forgetKey(keyHash);
    const under = this.pending.get(keyHash);
    if (under) return under;
    const generation = this.generation;
    const lookup = this.lookup(db, keyHash, now)
      .then((session) => {
        if (session && generation === this.generation) this.remember(keyHash, session);
        return session;
      })
      .finally(() => {
        if (this.pending.get(keyHash) === lookup) this.pending.delete(keyHash);
      });
    this.pending.set(keyHash, lookup);
    return lookup;
  }

  forgetUser(userId: number): void {
    this.generation += 1;
    // A lookup under way may have read the old row: whoever asks from now on reads again.
    this.pending.clear();
    for (const keyHash of this.keysOfUser.get(userId) ?? []) this.entries.delete(keyHash);
    this.keysOfUser.delete(userId);
  }

  private remember(keyHash: string, entry: Entry) {
    const oldest = this.entries.keys().next().value;
    if (this.entries.size >= MAX_ENTRIES && oldest !== undefined) this.forgetKey(oldest);
    this.entries.set(keyHash, entry);
    const keys = this.keysOfUser.get(entry.user.id) ?? new Set<string>();
    this.keysOfUser.set(entry.user.id, keys.add(keyHash));
  }

  private forgetKey(keyHash: string) {
    const entry = this.entries.get(keyHash);
    if (!entry) return;
    this.entries.delete(keyHash);
    const keys = this.keysOfUser.get(entry.user.id);
    keys?.delete(keyHash);
    if (keys?.size === 0) this.keysOfUser.delete(entry.user.id);
  }

  forgetAll(): void {
    this.generation += 1;
    this.pending.clear();
    this.entries.clear();
    this.keysOfUser.clear();
  }

  /**
   * Follows the database's session changes until the returned function is called. Changes sent
   * while the listener was away are lost, so a reconnection forgets every session.
   */
  async follow(database: Database): Promise<() => Promise<void>> {
    const unlisten = await database.listen(SESSION_CHANNEL, (userId) =>
      this.forgetUser(Number(userId)),
    );
    const stopForgetting = database.onListenerReconnect(() => this.forgetAll());
    return async () => {
      stopForgetting();
      await unlisten();
    };
  }
}
