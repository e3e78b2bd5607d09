import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** `vite build` of the back-office (or, with `-c`, another config) into its outDir. */
export function build(args: string[]) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export async function waitUntilUp(url: string) {
  for (let i = 0; i < 600; i += 1) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** The product as `npm start` runs it (the build in dist/): a fresh data dir with the demo data. */
export async function startProduct(
  prefix = 'bench-',
): Promise<{ origin: string; child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const port = 5200 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MALLOC_ARENA_MAX: '2', DATA_DIR: dataDir, PORT: String(port) },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${origin}/healthz`);
  return { origin, child, dataDir };
}
