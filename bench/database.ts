import path from 'node:path';
import { openConfiguredDatabase } from '../server/src/boot.js';
import { loadConfig } from '../server/src/config.js';
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
