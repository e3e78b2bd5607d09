/**
 * The server half of `bench:chat`, in its own process: the real app on a data dir (PGlite) or
 * DATABASE_URL, with the bench's people prepared once (real users, moderators, one chatter) and
 * their session tokens written to `<dataDir>/bench-people.json`. Prints its address.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { issueToken } from '../server/src/auth/tokens.js';
import { openConfiguredDatabase } from '../server/src/boot.js';
import { roomIdOf } from '../server/src/chat/ids.js';
import { loadConfig } from '../server/src/config.js';
import { rooms, users } from '../server/src/db/schema.js';
import { seedReferenceData } from '../server/src/seed/reference.js';

const dataDir = process.env.BENCH_DATA_DIR ?? '';
const people = Number(process.env.BENCH_SOCKETS ?? 1000);
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, SEED: 'none' }),
  logLevel: 'silent',
  webRoot: undefined,
  port: Number(process.env.BENCH_PORT ?? 0),
};
const database = await openConfiguredDatabase(config);
const { db } = database;
const peopleFile = path.join(dataDir, `bench-people-${database.kind}.json`);

if (process.env.BENCH_PREPARE === '1' || !existsSync(peopleFile)) {
  await seedReferenceData(db);
  await db.execute(sql`truncate rooms, messages, chat_queue restart identity cascade`);
  await db.execute(sql`delete from users where email like '%@bench-chat.test'`);
  const [chatter] = await db
    .insert(users)
    .values({ email: 'chatter@bench-chat.test', firstName: 'Bench', role: 'CHATTER' })
    .returning({ id: users.id });
  const moderatorRows = await db
    .insert(users)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        email: `mod${i}@bench-chat.test`,
        firstName: `Mod${i}`,
        isModerator: true,
        workerId: chatter.id,
      })),
    )
    .returning({ id: users.id });
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: people }, (_, i) => ({
        email: `user${i}@bench-chat.test`,
        firstName: `User${i}`,
      })),
    )
    .returning({ id: users.id });
  const expires = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  const entries = [];
  for (const [i, user] of userRows.entries()) {
    const moderatorId = moderatorRows[i % moderatorRows.length].id;
    const roomId = roomIdOf(user.id, moderatorId);
    await db.insert(rooms).values({ id: roomId, userId: user.id, moderatorId });
    entries.push({ id: user.id, roomId, token: await issueToken(db, user.id, expires) });
  }
  const chatterToken = await issueToken(db, chatter.id, expires);
  writeFileSync(peopleFile, JSON.stringify({ chatter: chatterToken, users: entries }));
}

const app = await buildApp({ database, config });
const address = await app.listen({ port: config.port, host: '127.0.0.1' });
console.log(JSON.stringify({ address, peopleFile }));
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
