import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { preparedQuery } from '../db/prepared.js';
import { type TokenKind, tokens, users } from '../db/schema.js';

/** 256 random bits, URL-safe. Only its SHA-256 is stored. */
export function newKey(): string {
  return randomBytes(32).toString('base64url');
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export async function issueToken(
  db: Db,
  userId: number,
  expiresAt: Date,
  kind: TokenKind = 'session',
): Promise<string> {
  const key = newKey();
  await db.insert(tokens).values({ keyHash: hashKey(key), userId, kind, expiresAt });
  return key;
}

export type TokenUser = typeof users.$inferSelect;

/** A live session of the key's hash (placeholders `keyHash` and `now`). */
const liveSession = and(
  eq(tokens.keyHash, sql.placeholder('keyHash')),
  eq(tokens.kind, 'session'),
  isNull(tokens.revokedAt),
  gt(tokens.expiresAt, sql.placeholder('now')),
);

const sessionByKeyHash = preparedQuery((db) =>
  db
    .select({ user: users, expiresAt: tokens.expiresAt })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(liveSession)
    .limit(1)
    .prepare('find_session'),
);

/** A live session by its key's hash: its user and when it expires; null when unknown, expired or revoked. */
export async function findSession(db: Db, keyHash: string, now: Date) {
  const [row] = await sessionByKeyHash(db).execute({ keyHash, now: now.toISOString() });
  return row ?? null;
}

/** What decides what a user may do: a change to any of these ends their sockets. */
const rightsColumns = {
  role: users.role,
  isBlocked: users.isBlocked,
  disabled: users.disabled,
  isModerator: users.isModerator,
  chatAccess: users.chatAccess,
  pasteAccess: users.pasteAccess,
  allowManualChat: users.allowManualChat,
};
export type UserRights = Pick<TokenUser, keyof typeof rightsColumns>;

/** The rights as one comparable value. */
export const rightsOf = (user: UserRights): string =>
  JSON.stringify(Object.keys(rightsColumns).map((key) => user[key as keyof UserRights]));

const rightsByKeyHash = preparedQuery((db) =>
  db
    .select(rightsColumns)
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(liveSession)
    .limit(1)
    .prepare('find_session_rights'),
);

/**
 * The rights of a live session's user, or null: what a socket checks before each operation, a
 * fraction of the whole user row's cost (sixty columns) to read.
 */
export async function findSessionRights(
  db: Db,
  keyHash: string,
  now: Date,
): Promise<UserRights | null> {
  const [row] = await rightsByKeyHash(db).execute({ keyHash, now: now.toISOString() });
  return row ?? null;
}

export async function revokeToken(db: Db, key: string, now: Date): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: now })
    .where(eq(tokens.keyHash, hashKey(key)));
}

/**
 * Ends every session of a user (on block, on a password reset), or every one but the key `except`
 * (a password change keeps the session that made it). `now` only dates the revocation.
 */
export async function revokeAllTokens(
  db: Db,
  userId: number,
  now = new Date(),
  except?: string,
): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(tokens.userId, userId),
        isNull(tokens.revokedAt),
        except === undefined ? undefined : ne(tokens.keyHash, hashKey(except)),
      ),
    );
}

/** `Authorization: Token <key>` (spec) or `Bearer <key>`. */
export function keyFromHeader(header: string | undefined): string | null {
  const match = header?.match(/^(?:Token|Bearer)\s+(\S+)$/i);
  return match ? match[1] : null;
}
