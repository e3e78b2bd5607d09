import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/open.js';
import { adminQuery } from './postgresAdmin.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set, a throw-away PostgreSQL database created beside it (so that test files
 * running in parallel never share tables). Both are copies of the database the suite's global
 * setup migrated once. Call `dispose()` in afterAll.
 */
export async function openTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const image = new Blob([readFileSync(inject('pgliteImage'))]);
    const database = await openDatabase({ pgliteImage: image });
    return { ...database, dispose: () => database.close() };
  }
  const copy = await createTestPostgresDatabase();
  const database = await openDatabase({ databaseUrl: copy.url });
  return {
    ...database,
    async dispose() {
      await database.close();
      await copy.drop();
    },
  };
}

/** A throw-away copy of the migrated template on the DATABASE_URL server: its URL and its end. */
export async function createTestPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('createTestPostgresDatabase needs DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Empties every table (between tests of one file). population_counts stays: its rows are kept by
 * triggers, and truncating users sets them back to zero.
 */
export async function truncateAll(database: Database): Promise<void> {
  const result = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'
      and tablename not like '__drizzle%' and tablename <> 'population_counts'`,
  )) as unknown as { rows: { tablename: string }[] };
  const names = result.rows.map((r) => `"${r.tablename}"`).join(', ');
  if (!names) return;
  // The app of the test before may still be at work (an auto-offer round on another instance):
  // PostgreSQL ends one side of a deadlock between its statements and this TRUNCATE, which then
  // goes again, as a real client would.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
      return;
    } catch (error) {
      const failure = error as { code?: string; cause?: { code?: string } };
      const code = failure.cause?.code ?? failure.code;
      if (code !== DEADLOCK_DETECTED || attempt >= 5) throw error;
    }
  }
}

const DEADLOCK_DETECTED = '40P01';
