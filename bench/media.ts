/**
 * `npm run bench:media`: the media figures (moderator list, uploads, the cards' thumbnails).
 *
 * 1. GET /api/moderator/ p50/p95 with 10,000 moderators of 10 photos each (built once in
 *    bench/.media-data on PGlite, or in DATABASE_URL's database).
 * 2. Upload of a 5 MB 4000x3000 JPEG through the real server over HTTP until its original and
 *    thumbnail are served: p50/p95, and the server's memory after 50 uploads.
 * 3. The images the /moderators page loads cold: its 28 cards' thumbnails, in bytes.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../server/src/app.js';
import { hashPassword } from '../server/src/auth/password.js';
import { users } from '../server/src/db/schema.js';
import { writeImagePool } from '../server/src/seed/media.js';
import { openBenchDatabase } from './database.js';
import { percentile } from './figures.js';

const MODERATORS = Number(process.env.BENCH_MODERATORS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 50);
const { config, database, db, where } = await openBenchDatabase('.media-data');

const [{ n: have }] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(users)
  .where(sql`${users.isModerator}`);
if (have < MODERATORS) {
  console.log(`Adding ${MODERATORS - have} moderators with 10 photos each to ${where} (once)…`);
  const started = performance.now();
  // Private photos have files of their own: /media/ serves those by signed links only.
  const arrayOf = (pool: string[]) => sql.raw(`array[${pool.map((f) => `'${f}'`).join(',')}]`);
  const open = arrayOf(await writeImagePool(config.mediaDir, 32));
  const closed = arrayOf(await writeImagePool(config.mediaDir, 8));
  await db.execute(sql`
    insert into users (email, first_name, display_name, is_moderator, age, gender, city, country,
                       created_at, owner_id)
    select 'bench.mod' || g || '@bench.test', 'Bench' || g, 'Bench' || g || '_' || (18 + g % 40),
           true, 1 + g % 40, 1 + g % 2, 'Paris', 'France', now() - (g || ' minutes')::interval,
           null
    from generate_series(${have + 1}::int, ${MODERATORS}::int) g`);
  await db.execute(
    sql`update users set uid = 'm' || id || 'x0x' where is_moderator and uid is null`,
  );
  await db.execute(sql`
    insert into photos (user_id, file, thumbnail, type)
    select u.id, f.file, 'thumbs/' || f.file, f.type
    from users u cross join generate_series(0, 9) p
    cross join lateral (
      select case when p < 8 then (${open})[1 + (u.id + p) % 32]
                  else (${closed})[1 + (u.id + p) % 8] end as file,
             case when p < 8 then 'PUBLIC' else 'PRIVATE' end as type) f
    where u.is_moderator and not exists (select 1 from photos where photos.user_id = u.id)`);
  await db.execute(sql`
    insert into stories (user_id, file)
    select id, 'story.jpg' from users where is_moderator and id % 3 = 0
      and not exists (select 1 from stories s where s.user_id = users.id)`);
  console.log(`  took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
// Moments for every fifth moderator (added separately: older bench data sets have none).
const [{ n: withMoments }] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`moments`);
if (withMoments === 0) {
  await db.execute(sql`
    insert into moments (user_id, description)
    select id, 'A bench moment' from users where is_moderator and id % 5 = 0`);
}
await db.execute(sql`analyze`);
await db
  .insert(users)
  .values({
    email: 'bench.admin@bench.test',
    firstName: 'Bench',
    role: 'ADMIN',
    passwordHash: await hashPassword('bench-password'),
  })
  .onConflictDoNothing();

const app = await buildApp({ database, config });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/token-login/',
  payload: { email: 'bench.admin@bench.test', password: 'bench-password' },
});
const authorization = `Token ${login.json().key}`;

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

// 1. The moderator list.
const [{ n: total }] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(users)
  .where(sql`${users.isModerator}`);
console.log(
  `\nGET /api/moderator/ on ${where}, ${total} moderators (10 photos each), ${RUNS} runs`,
);
const [admin] = await db
  .select({ id: users.id })
  .from(users)
  .where(sql`${users.role} = 'ADMIN'`)
  .limit(1);
const scenarios: [string, string][] = [
  ['first page (newest)', ''],
  ['deep page (offset 5,600)', 'offset=5600'],
  ['search "bench12"', 'search=bench12'],
  ['created by an admin', `created_by=${admin.id}`],
  ['has stories', 'collection=stories'],
  ['has moments', 'collection=moments'],
  ['has public photos', 'collection=public_photos'],
  ['has private photos', 'collection=private_photos'],
  ['sort by name', 'field=display_name&ordered=1'],
];
for (const [label, query] of scenarios) {
  const times: number[] = [];
  let count = 0;
  for (let run = 0; run < RUNS + 3; run += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/api/moderator/?${query}`,
      headers: { authorization },
    });
    if (run >= 3) times.push(performance.now() - started);
    count = response.json().count;
  }
  console.log(
    `  ${label.padEnd(28)} p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   (${count} matches)`,
  );
}

// 3. Cold load of /moderators: the first page's card images.
const page = (
  await app.inject({ method: 'GET', url: '/api/moderator/', headers: { authorization } })
).json();
let imageBytes = 0;
for (const card of page.results as { avatar: string | null }[]) {
  if (!card.avatar) continue;
  const image = await app.inject({ method: 'GET', url: new URL(card.avatar).pathname });
  imageBytes += image.rawPayload.length;
}
console.log(
  `\n/moderators cold load: ${page.results.length} card images, ${(imageBytes / 1024).toFixed(1)} KB (thumbnails)`,
);

// 2. Uploads over HTTP to a server in its own process (bench/upload-server.ts), so that the memory
// figures are the server's alone.
const server = spawn(process.execPath, ['--import', 'tsx', 'bench/upload-server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { MALLOC_ARENA_MAX: '2', ...process.env }, // as `npm start` runs the server
});
const [line] = (await once(createInterface({ input: server.stdout }), 'line')) as [string];
const { address, dataDir: uploadDataDir } = JSON.parse(line) as {
  address: string;
  dataDir: string;
};
const uploadLogin = await fetch(`${address}/api/auth/token-login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench.admin@bench.test', password: 'bench-password' }),
});
const uploadAuthorization = `Token ${((await uploadLogin.json()) as { key: string }).key}`;
const photo = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: '#777',
    noise: { type: 'gaussian', mean: 128, sigma: 32 },
  },
})
  .jpeg({ quality: 80 })
  .toBuffer();
console.log(
  `\nUpload of a ${(photo.length / 1024 / 1024).toFixed(1)} MB 4000x3000 JPEG over HTTP to ${address}, ${UPLOADS} times`,
);
const serverRss = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const upload = async () => {
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const response = await fetch(`${address}/api/media/upload/`, {
    method: 'POST',
    headers: { authorization: uploadAuthorization },
    body: form,
  });
  const body = (await response.json()) as { file_url: string; thumbnail_url: string };
  const [original, thumbnail] = await Promise.all([
    fetch(body.file_url.replace(/^https?:\/\/[^/]+/, address)).then((r) => r.arrayBuffer()),
    fetch(body.thumbnail_url.replace(/^https?:\/\/[^/]+/, address)).then((r) => r.arrayBuffer()),
  ]);
  if (!original.byteLength || !thumbnail.byteLength) throw new Error('not served');
  return performance.now() - started;
};
const idle = () => new Promise((resolve) => setTimeout(resolve, 3000));
const baseline = serverRss();
await upload(); // the first upload loads sharp's codecs once
await idle();
const warm = serverRss();
const times: number[] = [];
const peaks: number[] = [];
for (let i = 0; i < UPLOADS; i += 1) {
  times.push(await upload());
  peaks.push(serverRss());
}
const afterUploads = serverRss();
await idle();
const settled = serverRss();
console.log(
  `  upload → original and thumbnail served: p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}`,
);
console.log(
  `  server RSS: ${baseline.toFixed(0)} MB idle, ${warm.toFixed(0)} MB after the first upload (codecs loaded), peak ${Math.max(...peaks).toFixed(0)} MB during ${UPLOADS} uploads, ${afterUploads.toFixed(0)} MB right after, ${settled.toFixed(0)} MB 3 s later`,
);
server.kill('SIGTERM');
await once(server, 'exit');
await app.close();
await database.close();
rmSync(uploadDataDir, { recursive: true, force: true });
