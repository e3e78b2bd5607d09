import { sql } from 'drizzle-orm';
import { journalMigrationCount } from '../db/migrate.js';
import type { Database } from '../db/open.js';

export type CheckName = 'database' | 'migrations' | 'listener';

export interface Readiness {
  ready: boolean;
  /** Each check's outcome: `ok`, or why it failed. */
  checks: Partial<Record<CheckName, string>>;
}

class TimedOut extends Error {}

async function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The failure as a short reason: never a connection string or SQL text. */
function reasonOf(error: unknown): string {
  if (error instanceof TimedOut) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? `failed (${code})` : 'failed';
}

/**
 * Whether this instance can serve: the database answers a trivial query within `timeoutMs`, has
 * run every migration of the journal, and (PostgreSQL) the LISTEN connection is up.
 */
export async function readiness(database: Database, timeoutMs: number): Promise<Readiness> {
  const checks: Readiness['checks'] = {};
  try {
    await within(timeoutMs, () => database.db.execute(sql`select 1`));
    checks.database = 'ok';
  } catch (error) {
    checks.database = reasonOf(error);
  }
  if (checks.database === 'ok') {
    try {
      const result = (await within(timeoutMs, () =>
        database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      )) as unknown as { rows: { n: number }[] };
      const ran = Number(result.rows[0]?.n ?? 0);
      const expected = journalMigrationCount();
      checks.migrations = ran >= expected ? 'ok' : `${ran} of ${expected} run`;
    } catch (error) {
      checks.migrations = reasonOf(error);
    }
  } else {
    checks.migrations = 'not checked (no database)';
  }
  if (database.listenerConnected) {
    checks.listener = database.listenerConnected() ? 'ok' : 'not connected';
  }
  return { ready: Object.values(checks).every((outcome) => outcome === 'ok'), checks };
}
