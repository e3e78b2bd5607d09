import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/src/test/freePort';

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A real server (the built back-office, a fresh PGlite data dir, the demo seed) on a free port. */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      DATABASE_URL: '',
      WEB_ROOT: path.resolve('dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(url, server, 180_000);
  return {
    url,
    dataDir,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the run's servers: the main one, and a small one whose chats must be answered within
 * seconds, for the spec that watches a deadline pass.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [main, shortDeadline] = await Promise.all([
    startServer({}),
    startServer({ CHAT_ANSWER_SECONDS: '10', SEED_REAL_USERS: '20' }),
  ]);
  process.env.E2E_BASE_URL = main.url;
  process.env.E2E_SHORT_DEADLINE_URL = shortDeadline.url;
  // The media tests look at what the server left on disk.
  process.env.E2E_DATA_DIR = main.dataDir;
  return async () => {
    await Promise.all([main.stop(), shortDeadline.stop()]);
  };
}
