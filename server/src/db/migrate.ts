import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Db } from './database.js';

const drizzleFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const migrationsFolder = drizzleFolder;
/** One file per SQL function, holding its live definition (`CREATE OR REPLACE FUNCTION`). */
export const functionsFolder = path.join(drizzleFolder, 'functions');

/**
 * Held while a server brings the schema up to date, so that instances starting at once on one
 * PostgreSQL database migrate one after another. The key is 'schm' in ASCII.
 */
const SCHEMA_LOCK = 1935894637;

export interface FunctionFile {
  name: string;
  text: string;
}

/** The function files, in the order they are applied: by file name. */
export function functionFiles(folder = functionsFolder): FunctionFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(folder, name), 'utf8') }));
}

/**
 * Runs every function file, in one transaction, so the database runs what the files say whatever
 * older definition a migration left. Idempotent. Function bodies are checked when called, not
 * when created (as pg_dump restores them), so a function may call one whose file comes later.
 */
export async function applyFunctions(db: Db, folder = functionsFolder): Promise<void> {
  const files = functionFiles(folder);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEMA_LOCK})`);
    await tx.execute(sql`set local check_function_bodies = off`);
    for (const file of files) await tx.execute(sql.raw(file.text));
  });
}

/** Runs the migrations not run yet, then the function files. */
export async function migratePgliteDatabase(client: PGlite): Promise<void> {
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  await applyFunctions(db as unknown as Db);
}

/**
 * Runs the migrations not run yet, then the function files, on one connection that holds the
 * schema lock meanwhile: a second instance waits, then finds nothing left to migrate.
 */
export async function migratePostgresDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    const db = drizzlePg(client);
    await migratePg(db, { migrationsFolder });
    await applyFunctions(db as unknown as Db);
  } finally {
    const unlocked = await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]).then(
      () => true,
      () => false,
    );
    // A connection that cannot unlock is closed instead, which ends its lock too.
    client.release(!unlocked);
  }
}

/** How many migrations the journal lists: a database that ran fewer is not up to date. */
export function journalMigrationCount(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
