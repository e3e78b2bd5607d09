/**
 * The server half of `bench:media`'s upload figures, in its own process so that its memory is the
 * server's alone: a fresh PGlite data dir, one admin, the real app; prints its address and token.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app.js';
import { hashPassword } from '../server/src/auth/password.js';
import { openConfiguredDatabase } from '../server/src/boot.js';
import { loadConfig } from '../server/src/config.js';
import { users } from '../server/src/db/schema.js';
import { seedReferenceData } from '../server/src/seed/reference.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-upload-'));
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, SEED: 'none', DATABASE_URL: '' }),
  logLevel: 'silent',
  webRoot: undefined,
};
const database = await openConfiguredDatabase(config);
await seedReferenceData(database.db);
await database.db.insert(users).values({
  email: 'bench.admin@bench.test',
  firstName: 'Bench',
  role: 'ADMIN',
  passwordHash: await hashPassword('bench-password'),
});
const app = await buildApp({ database, config });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ address, dataDir }));
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
