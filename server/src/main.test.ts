import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/freePort.js';
import { createTestPostgresDatabase } from './test/testDatabase.js';

let port: number;
/** On the PostgreSQL pass the server runs on a throw-away PostgreSQL database, else on PGlite. */
let databaseUrl = '';
let postgres: Awaited<ReturnType<typeof createTestPostgresDatabase>> | undefined;
beforeAll(async () => {
  port = await freePort();
  if (!process.env.DATABASE_URL) return;
  postgres = await createTestPostgresDatabase();
  databaseUrl = postgres.url;
});
afterAll(() => postgres?.drop());

function start(
  dataDir: string,
  { viaNpm = false, seed = 'demo', database = databaseUrl } = {},
): { server: ChildProcess; output: () => string } {
  let output = '';
  const [command, args] = viaNpm
    ? ['npm', ['run', '-s', 'server']]
    : [process.execPath, ['--import', 'tsx', 'server/src/main.ts']];
  const server = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database,
      SEED: seed,
      // A small demo data set: what is tested is that it is seeded once and kept.
      SEED_REAL_USERS: '20',
      WEB_ROOT: '/none',
      LOG_LEVEL: 'warn',
    },
  });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { server, output: () => output };
}

/** Waits until the server has written `text` (by default, that it is ready). */
async function waitForReady(output: () => string, text = 'Back-office ready') {
  const deadline = Date.now() + 90_000;
  while (!output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`not ready:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const dataDirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'boot-'));
  dataDirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const exitCode = (server: ChildProcess) =>
  new Promise<number | null>((resolve) => server.once('exit', resolve));

describe('the server process', () => {
  it('seeds on first boot, closes cleanly on SIGTERM, and keeps its data across a restart', async () => {
    const dataDir = newDataDir();
    const first = start(dataDir);
    await waitForReady(first.output);
    // The demo sign-ins follow the ready line, in a later write.
    await waitForReady(first.output, 'super@demo.test');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const invite = await fetch(`http://127.0.0.1:${port}/api/contact-us/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept', email: 'kept@example.com', message: 'still here?' }),
    });
    expect(invite.status).toBe(201);
    const exited = exitCode(first.server);
    first.server.kill('SIGTERM');
    expect(await exited).toBe(0);

    const second = start(dataDir);
    await waitForReady(second.output);
    expect(second.output()).not.toContain('First boot');
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/token-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const closed = exitCode(second.server);
    second.server.kill('SIGTERM');
    expect(await closed).toBe(0);
  }, 180_000);

  // DATA_DIR's lock guards PGlite's files: the PGlite pass covers it, the PostgreSQL pass would repeat it.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'closes and releases DATA_DIR when npm run server is sent SIGTERM (npm signals only its shell)',
    async () => {
      const dataDir = newDataDir();
      const viaNpm = start(dataDir, { viaNpm: true, seed: 'none', database: '' });
      await waitForReady(viaNpm.output);
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(true);
      const exited = exitCode(viaNpm.server);
      viaNpm.server.kill('SIGTERM');
      await exited;
      const deadline = Date.now() + 10_000;
      while (existsSync(path.join(dataDir, 'server.pid')) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    },
    // npm, tsx and PGlite start in turn: on a loaded machine that alone took over a minute.
    180_000,
  );
});
