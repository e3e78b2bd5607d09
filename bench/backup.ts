/**
 * `npm run bench:backup`: a backup of the demo data set (embedded PGlite) taken while real users
 * send messages through the real send path (`sendMessage` over HTTP, as the app does): how long
 * it takes, how big the archive is, and the sends' latency before and during it.
 *
 * The server runs in its own process on `bench/.backup-data` (seeded with the demo data on the
 * first run, kept for later ones). BENCH_RATE messages a second (100), BENCH_BEFORE seconds of
 * sends before the backup (10).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { backup } from '../server/src/backup/client.js';
import { AppClient } from '../simulator/appClient.js';
import { percentile } from './figures.js';
import { pause, referenceLoopMs, untilQuiet } from './traffic.js';

const RATE = Number(process.env.BENCH_RATE ?? 100);
const BEFORE_SECONDS = Number(process.env.BENCH_BEFORE ?? 10);
const SENDERS = 20;
const dataDir = path.resolve('bench/.backup-data');
const archive = path.resolve('bench/.backup-data.tar.gz');

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

/** What the server logged of the database image: how long queries waited, its size. */
let imageTaken = { ms: Number.NaN, bytes: Number.NaN };

async function startServer(port: number): Promise<ChildProcess> {
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED: 'demo',
      LOG_LEVEL: 'info',
      APP_SIGNUP_LIMIT: '10000',
      MALLOC_ARENA_MAX: '2',
    },
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  await new Promise<void>((ready) => {
    lines.on('line', (line) => {
      if (line.startsWith('Back-office ready')) ready();
      if (line.startsWith('First boot')) console.log('  (first run: seeding the demo data set)');
      if (line.includes('backup: database image taken')) {
        const { ms, bytes } = JSON.parse(line) as { ms: number; bytes: number };
        imageTaken = { ms, bytes };
      }
    });
  });
  return child;
}

interface Sender {
  client: AppClient;
  roomId: string;
}

async function senders(base: string): Promise<Sender[]> {
  const joined: Sender[] = [];
  for (let i = 0; i < SENDERS; i++) {
    const client = await AppClient.connect(base, `bench.backup.${i}@bench.test`, 'bench1234', 'B');
    const { appProfiles } = await client.graphql<{ appProfiles: { id: number }[] }>(
      '{ appProfiles(limit: 20) { id } }',
    );
    const moderatorId = appProfiles[i % appProfiles.length].id;
    const { appStartChat } = await client.graphql<{ appStartChat: { id: string } }>(
      'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
      { m: moderatorId },
    );
    joined.push({ client, roomId: appStartChat.id });
  }
  return joined;
}

/** Sends at RATE a second until `until()` is true; each send's latency, by when it started. */
async function send(people: Sender[], until: () => boolean) {
  const samples: { at: number; ms: number }[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let sent = 0;
  while (!until()) {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE);
    for (; sent < due; sent++) {
      const sender = people[sent % people.length];
      const at = performance.now();
      const clientId = `bk-${sent}-${Date.now().toString(36)}`;
      pending.push(
        sender.client.send(sender.roomId, `backup bench ${sent}`, clientId).then(() => {
          samples.push({ at, ms: performance.now() - at });
        }),
      );
    }
    await pause(5);
  }
  await Promise.all(pending);
  return samples;
}

const describe = (label: string, values: number[]) =>
  `${label}: ${values.length} sends, p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

async function main() {
  console.log(`reference loop: ${referenceLoopMs().toFixed(0)} ms`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  try {
    const people = await senders(base);
    // After a first boot the server folds statistics and vacuums for a while: measure after.
    await untilQuiet([server], 120);
    const warmEnd = performance.now() + 2000;
    await send(people, () => performance.now() > warmEnd);
    const beforeEnd = performance.now() + BEFORE_SECONDS * 1000;
    const before = await send(people, () => performance.now() > beforeEnd);

    let backupDone = false;
    let window = { from: 0, to: 0 };
    const sending = send(people, () => backupDone);
    await pause(500);
    window.from = performance.now();
    process.env.BACKUP_EMAIL = 'super@demo.test';
    process.env.BACKUP_PASSWORD = 'demo1234';
    const result = await backup(archive, base);
    window = { ...window, to: performance.now() };
    backupDone = true;
    const during = (await sending).filter((s) => s.at >= window.from && s.at <= window.to);

    console.log(
      `backup of the demo data set while ${RATE} messages/s flow: ${(result.ms / 1000).toFixed(1)} s, ${(result.bytes / 1024 / 1024).toFixed(1)} MB`,
    );
    console.log(
      `  of which the database image (queries wait meanwhile): ${imageTaken.ms} ms, ${(imageTaken.bytes / 1024 / 1024).toFixed(1)} MB uncompressed`,
    );
    console.log(
      describe(
        '  sends before',
        before.map((s) => s.ms),
      ),
    );
    console.log(
      describe(
        '  sends during',
        during.map((s) => s.ms),
      ),
    );
    await Promise.all(people.map((p) => p.client.close()));
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(archive, { force: true });
  }
}

await main();
