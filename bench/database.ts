import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { hashPassword } from '../server/src/auth/password.js';
import { openConfiguredDatabase } from '../server/src/boot.js';
import { loadConfig } from '../server/src/config.js';
import type { Db } from '../server/src/db/open.js';
import { users } from '../server/src/db/schema.js';
import { seedReferenceData } from '../server/src/seed/reference.js';

/**
 * A benchmark's database: its own PGlite data dir under bench/ (kept between runs, so the bulk data
 * is written once), or PostgreSQL when DATABASE_URL is set; reference data in place, no demo seed.
 */
export async function openBenchDatabase(dir: string) {
  const dataDir = path.resolve('bench', dir);
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, SEED: 'none' }),
    logLevel: 'silent',
    webRoot: undefined,
  };
  const database = await openConfiguredDatabase(config);
  await seedReferenceData(database.db);
  const where = database.kind === 'pglite' ? `PGlite (${dataDir})` : 'PostgreSQL';
  return { config, database, db: database.db, where };
}

/** A PostgreSQL benchmark's database, created on first use. */
export async function ensurePostgresDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
}

/** The benchmarks' super admin, made once, signed in through the real route: its header. */
export async function benchSuperAdmin(db: Db, app: FastifyInstance): Promise<string> {
  await db
    .insert(users)
    .values({
      email: 'bench.super@bench.test',
      firstName: 'Bench',
      role: 'SUPER_ADMIN',
      passwordHash: await hashPassword('bench-password'),
    })
    .onConflictDoNothing();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/token-login/',
    payload: { email: 'bench.super@bench.test', password: 'bench-password' },
  });
  return `Token ${login.json().key}`;
}
