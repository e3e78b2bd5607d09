import path from 'node:path';
import type { AppConfig } from './config.js';
import { lockDataDir } from './db/lock.js';
import { type Database, openDatabase } from './db/open.js';

/** Opens the configured database; on PGlite, first takes the data-directory lock. */
export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl });
  const release = await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'pgdata') });
    return {
      ...database,
      async close() {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
