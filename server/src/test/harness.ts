import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { hashPassword } from '../auth/password.js';
import { issueToken } from '../auth/tokens.js';
import type { Clock } from '../clock.js';
import { type AppConfig, testConfig } from '../config.js';
import { type Role, users } from '../db/schema.js';
import { seedReferenceData } from '../seed/reference.js';
import { openTestDatabase, truncateAll } from './testDatabase.js';

export const PASSWORD = 'secret123';
/**
 * Media of this test file only (each file loads this module afresh): a test that checks which
 * files appeared never sees another file's uploads.
 */
export const TEST_MEDIA_DIR = path.join(
  tmpdir(),
  `back-office-test-media-${process.pid}-${randomBytes(4).toString('hex')}`,
);
export const IDENTITIES = [
  'anonymous',
  'appUser',
  'REGULAR',
  'CHATTER',
  'ADMIN',
  'SUPER_ADMIN',
] as const;
export type Identity = (typeof IDENTITIES)[number];

/** A clock tests can move. */
export class FakeClock implements Clock {
  constructor(private current = new Date('2026-06-01T12:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface Harness {
  app: FastifyInstance;
  clock: FakeClock;
  database: Awaited<ReturnType<typeof openTestDatabase>>;
  /** Authorization header per identity (none for anonymous). */
  headers: Record<Identity, Record<string, string>>;
  userIds: Record<Exclude<Identity, 'anonymous'>, number>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

const ROLE_OF: Record<Exclude<Identity, 'anonymous'>, Role | null> = {
  appUser: null,
  REGULAR: 'REGULAR',
  CHATTER: 'CHATTER',
  ADMIN: 'ADMIN',
  SUPER_ADMIN: 'SUPER_ADMIN',
};

export function emailOf(identity: Exclude<Identity, 'anonymous'>) {
  return `${identity.toLowerCase()}@test.example`;
}

/** The shared test config, with media in a temporary folder (never a path under /). */
export function testAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return testConfig({ mediaDir: TEST_MEDIA_DIR, ...overrides });
}

/**
 * Resolves once every notification committed so far has been delivered to this instance's
 * listeners: PostgreSQL delivers them in commit order, so a marker sent now arrives after them.
 * Without it a `session_changed` from `reset()` can land mid-test and empty the session cache.
 */
export async function notificationsDelivered(database: Harness['database']): Promise<void> {
  const channel = `delivered_${randomBytes(4).toString('hex')}`;
  let arrived!: () => void;
  const marker = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const unlisten = await database.listen(channel, () => arrived());
  try {
    await database.notify(channel, 'marker');
    await marker;
  } finally {
    await unlisten();
  }
}

/** One database and app per test file; `reset()` restores a known state between tests. */
export async function createHarness(
  overrides: Partial<AppConfig> = {},
  /** Where the app's log lines go (a test that reads them; set `logLevel` too). */
  logStream?: NodeJS.WritableStream,
): Promise<Harness> {
  const database = await openTestDatabase();
  const clock = new FakeClock();
  const app = await buildApp({ database, config: testAppConfig(overrides), clock, logStream });
  const passwordHash = await hashPassword(PASSWORD);
  const harness = {
    app,
    clock,
    database,
    headers: { anonymous: {} } as Harness['headers'],
    userIds: {} as Harness['userIds'],
    async reset() {
      await truncateAll(database);
      await seedReferenceData(database.db);
      for (const [identity, role] of Object.entries(ROLE_OF) as [
        Exclude<Identity, 'anonymous'>,
        Role | null,
      ][]) {
        const [user] = await database.db
          .insert(users)
          .values({
            email: emailOf(identity),
            firstName: identity,
            lastName: 'Test',
            role,
            passwordHash,
            // As a sign-in leaves them (POST /api/auth/token-login/, which has its own tests).
            isOnline: true,
            lastSeen: clock.now(),
          })
          .returning({ id: users.id });
        harness.userIds[identity] = user.id;
        // A session issued directly: five scrypt sign-ins cost most of every test's reset.
        const key = await issueToken(
          database.db,
          user.id,
          new Date(clock.now().getTime() + app.deps.config.tokenTtlMs),
        );
        harness.headers[identity] = { authorization: `Token ${key}` };
      }
      await notificationsDelivered(database);
    },
    async close() {
      await app.close();
      await database.dispose();
      rmSync(TEST_MEDIA_DIR, { recursive: true, force: true });
    },
  };
  await harness.reset();
  return harness;
}

export async function graphql(
  app: FastifyInstance,
  headers: Record<string, string>,
  query: string,
  variables?: Record<string, unknown>,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: { query, variables },
  });
  return response.json() as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string; errors?: string[] } }[];
  };
}
