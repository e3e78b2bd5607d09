import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open.js';
import { adminQuery } from './postgresAdmin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) every test file's database starts from. */
    pgliteImage: string;
    /** A migrated PostgreSQL database every test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database for the whole server suite: each test file then starts from a copy of it
 * (a PGlite image, or a PostgreSQL template) instead of running every migration again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const template = `t_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${template}`);
    const url = new URL(baseUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close(); // a template must have no connection while it is copied
    project.provide('postgresTemplate', template);
    project.provide('pgliteImage', '');
    return () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const database = await openDatabase({});
  const image = await (database.driver as PGlite).dumpDataDir('none');
  await database.close();
  const file = path.join(tmpdir(), `back-office-test-db-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  project.provide('postgresTemplate', '');
  return async () => rmSync(file, { force: true });
}
