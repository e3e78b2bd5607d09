import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { freePort } from '../../server/src/test/freePort';
import { adminQuery } from '../../server/src/test/postgresAdmin';
import { signInThroughForm, test } from '../e2e/support';

/**
 * docs/production.md "Production", "Step by step on real machines", followed as written: the page
 * (and the README's demo accounts, docs/configuration.md's defaults) is read when the test runs, so
 * a step that stops being true fails here. Nothing of scripts/scaleOut.ts is used: the database,
 * the two instances (every variable of step 2's block), nginx (the template the page links filled
 * in as step 3 says, run with the page's command) and the probes of step 4, then the Metrics
 * section through nginx, a demo sign-in in Chromium and an upload through nginx, then "Backup on
 * PostgreSQL": its commands run by bash as they stand, restored into a new database and a new
 * data dir, and one instance started on the copy.
 *
 * Its own databases (readme_prod_<random>, next to E2E_SCALE_DATABASE_URL's), ports and folders:
 * it runs beside the scale-out run's servers (tests/e2e-scale/globalSetup.ts) without touching them.
 */

const README = readFileSync('README.md', 'utf8');
const PRODUCTION = readFileSync('docs/production.md', 'utf8');
const CONFIGURATION = readFileSync('docs/configuration.md', 'utf8');
const TEMPLATE = readFileSync('deploy/nginx.conf', 'utf8');
const CONFIG_SOURCE = readFileSync('server/src/config.ts', 'utf8');
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

/** The text of a section of `file` (its text: `text`), from its `## title` to the next `## `. */
function section(file: string, text: string, title: string) {
  const start = text.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`${file}: no section "${title}"`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** The first fenced block of `language` after `marker` in `text`, without its fences. */
function blockAfter(text: string, marker: string, language: string) {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`docs/production.md: "${marker}" not found`);
  const fence = new RegExp(`^([ \\t]*)\`\`\`${language}\\n([\\s\\S]*?)^\\1\`\`\`$`, 'm');
  const found = fence.exec(text.slice(at));
  if (!found) throw new Error(`docs/production.md: no ${language} block after "${marker}"`);
  const indent = found[1];
  return found[2]
    .split('\n')
    .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
    .join('\n');
}

/** A single line of the page's text, whatever its line breaks. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const production = section('docs/production.md', PRODUCTION, 'Production');
const stepText = (n: number) => {
  const start = production.search(new RegExp(`\\n${n}\\. \\*\\*`));
  const end = production.search(new RegExp(`\\n${n + 1}\\. \\*\\*`));
  if (start < 0) throw new Error(`docs/production.md "Production": no step ${n}`);
  return production.slice(start, end < 0 ? production.indexOf('\n\n', start + 1) : end);
};

/**
 * Step 2's environment block: each variable with what its comment says it means (a comment on
 * the lines below continues the one above).
 */
function instanceEnvironment() {
  const block = blockAfter(stepText(2), '**The instances**', 'sh');
  const meanings = new Map<string, string>();
  let last: string[] = [];
  for (const line of block.split('\n')) {
    const hash = line.indexOf('#');
    const code = hash < 0 ? line : line.slice(0, hash);
    const comment = hash < 0 ? '' : line.slice(hash + 1).trim();
    const names = [...code.matchAll(/([A-Z][A-Z0-9_]*)=\S*/g)].map((match) => match[1]);
    if (names.length) last = names;
    for (const name of last) meanings.set(name, `${meanings.get(name) ?? ''} ${comment}`.trim());
  }
  return meanings;
}

// What every variable of step 2 gets here: the page's values adapted to one machine.
interface Deployment {
  databaseUrl: string;
  port: number;
  dataDir: string;
  publicUrl: string;
}
const SIGNING_SECRET = `readme-prod-${randomBytes(16).toString('hex')}`;
const METRICS_TOKEN = `scraper-${randomBytes(16).toString('hex')}`;
const ADAPTED: Record<string, (d: Deployment) => string> = {
  DATABASE_URL: (d) => d.databaseUrl,
  HOST: () => '127.0.0.1',
  PORT: (d) => String(d.port),
  DATA_DIR: (d) => d.dataDir,
  WEB_ROOT: () => path.resolve('dist'),
  TRUST_PROXY: () => '127.0.0.1',
  PUBLIC_URL: (d) => d.publicUrl,
  MEDIA_SIGNING_SECRET: () => SIGNING_SECRET,
};

/** Another database on the PostgreSQL server of the scale-out run. */
const baseUrl =
  process.env.E2E_SCALE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/e2e_scale';
function databaseNamed(name: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
const maintenanceUrl = databaseNamed('postgres');

// Everything started, to be stopped in afterAll whatever happened.
const children: ChildProcess[] = [];
const databases: string[] = [];
const folders: string[] = [];

async function stopChild(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const forced = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(forced);
}

const logs: string[] = [];

// On a failure, what the instances and nginx wrote (their folder goes in afterAll).
test.afterEach(async ({ browserName: _ }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const log of logs) {
    const lines = (existsSync(log) ? readFileSync(log, 'utf8') : '').trim().split('\n');
    console.error(`---- ${log} (last 15 lines)\n${lines.slice(-15).join('\n')}`);
  }
});

test.afterAll(async () => {
  // nginx first (SIGQUIT: graceful), then the instances (SIGTERM, as a supervisor stops them).
  for (const child of [...children].reverse()) {
    await stopChild(child, child.spawnfile.endsWith('nginx') ? 'SIGQUIT' : 'SIGTERM');
  }
  try {
    for (const name of databases) {
      await adminQuery(maintenanceUrl, `drop database if exists "${name}" with (force)`);
    }
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
});

async function until(what: string, child: ChildProcess, check: () => Promise<boolean>) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode})`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what}: not ready within 120 s`);
}

/** `node --import tsx server/src/main.ts` with `env` (and nothing of this process's but PATH and HOME). */
async function startInstance(name: string, env: Record<string, string>, logDir: string) {
  const log = path.join(logDir, `${name}.log`);
  logs.push(log);
  const output = openSync(log, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', output, output],
  });
  children.push(child);
  const url = `http://${env.HOST}:${env.PORT}`;
  await until(`${name} (${log})`, child, async () => (await fetch(`${url}/readyz`)).status === 200);
  return { url, address: `${env.HOST}:${env.PORT}`, log };
}

/** The README's demo accounts: the password and the super admin's email. */
function demoAccount() {
  const demo = section('README.md', README, 'Demo accounts');
  const password = /All with the password `([^`]+)`/.exec(demo)?.[1];
  const email = /\| `([^`]+)`\s*\| SUPER_ADMIN/.exec(demo)?.[1];
  if (!password || !email) throw new Error('README "Demo accounts": no super admin or password');
  return { email, password };
}

/** bash running `script` as docs/production.md writes it, in `cwd`, with only `env` beside PATH. */
function bash(script: string, cwd: string, env: Record<string, string>) {
  const run = spawnSync('bash', ['-euo', 'pipefail', '-c', script], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    // Not a socket on stdin: Debian's bash would read /etc/bash.bashrc, as under sshd.
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  expect(run.status, `${script}\n${run.stdout}${run.stderr}`).toBe(0);
}

test('docs/production.md "Production", step by step, then "Backup on PostgreSQL"', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const work = mkdtempSync(path.join(tmpdir(), 'readme-prod-'));
  folders.push(work);
  // nginx's workers run as nobody when it is started by root: they must reach its folders.
  chmodSync(work, 0o755);
  const suffix = randomBytes(4).toString('hex');
  const nginxPort = await freePort();
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  const { email, password } = demoAccount();

  // ---- Step 1: one database for the deployment.
  expect(flat(stepText(1))).toContain('The instances migrate it themselves at start');
  const database = `readme_prod_${suffix}`;
  databases.push(database);
  await adminQuery(maintenanceUrl, `create database "${database}"`);
  const databaseUrl = databaseNamed(database);

  // ---- Step 2: the instances, with every variable of the page's block.
  const step2 = flat(stepText(2));
  expect(step2).toContain('npx vite build');
  expect(step2).toContain('node --import tsx server/src/main.ts');
  const meanings = instanceEnvironment();
  for (const [name, meaning] of meanings) {
    // A variable the server does not read (renamed, misspelt) fails here.
    expect(CONFIG_SOURCE, `${name} in server/src/config.ts`).toMatch(
      new RegExp(`^\\s+${name}: `, 'm'),
    );
    expect(ADAPTED[name], `${name} ("${meaning}") has a value in this test`).toBeDefined();
  }
  expect([...meanings.keys()]).toEqual(expect.arrayContaining(Object.keys(ADAPTED)));
  expect(meanings.get('DATA_DIR')).toMatch(/SAME folder on every instance/);
  expect(meanings.get('TRUST_PROXY')).toMatch(/nginx's address/);
  expect(meanings.get('PUBLIC_URL')).toMatch(/public origin/);
  const dataDir = path.join(work, 'media-volume');
  mkdirSync(dataDir);
  const deployment = async (extra: Record<string, string>) => {
    const d: Deployment = { databaseUrl, port: await freePort(), dataDir, publicUrl };
    const env = Object.fromEntries([...meanings.keys()].map((name) => [name, ADAPTED[name](d)]));
    // Metrics through nginx need the scraper's token (docs/production.md "Metrics").
    return { ...env, METRICS_TOKEN, LOG_LEVEL: 'info', ...extra };
  };
  // The demo data set on the first (docs/configuration.md: SEED; a small one, as the tests do).
  const [first, second] = await Promise.all([
    deployment({ SEED: 'demo', SEED_REAL_USERS: '20' }).then((env) =>
      startInstance('instance-1', env, work),
    ),
    deployment({}).then((env) => startInstance('instance-2', env, work)),
  ]);

  // ---- Step 3: nginx, the template filled in as the page says, run as the page runs it.
  // The template is deploy/nginx.conf itself, linked from the page (not a copy pasted into it).
  expect(flat(production), 'docs/production.md links deploy/nginx.conf as the template').toContain(
    'The template: [`deploy/nginx.conf`](../deploy/nginx.conf)',
  );
  const step3 = flat(stepText(3));
  const placeholders = [...new Set([...step3.matchAll(/`@([A-Z_]+)@`/g)].map((m) => m[1]))];
  const inTemplate = [...new Set([...TEMPLATE.matchAll(/@([A-Z_]+)@/g)].map((m) => m[1]))];
  expect(placeholders.sort()).toEqual(inTemplate.sort());
  const serverLine = /one `(server \S+ [^`]*;)` line per instance/.exec(step3)?.[1];
  expect(serverLine).toBe('server 10.0.0.11:8080 max_fails=1 fail_timeout=5s;');
  const bodySize =
    /`@CLIENT_MAX_BODY_SIZE@`: `MEDIA_VIDEO_MAX_MB` \+ 1, i\.e\. `(\d+)m` by default/;
  // MEDIA_VIDEO_MAX_MB's default, from docs/configuration.md.
  const videoMaxMb = /`MEDIA_IMAGE_MAX_MB` \/ `MEDIA_VIDEO_MAX_MB` \| `\d+` \/ `(\d+)`/.exec(
    CONFIGURATION,
  )?.[1];
  expect(Number(bodySize.exec(step3)?.[1])).toBe(Number(videoMaxMb) + 1);
  const fill: Record<string, string> = {
    LISTEN: `127.0.0.1:${nginxPort}`,
    UPSTREAM_SERVERS: [first, second]
      .map(({ address }) => serverLine?.replace('10.0.0.11:8080', address))
      .join('\n    '),
    CLIENT_MAX_BODY_SIZE: `${Number(videoMaxMb) + 1}m`,
    LOG_DIR: work,
    TEMP_DIR: work,
  };
  for (const name of placeholders) expect(fill[name], `@${name}@ filled in`).toBeDefined();
  // The comment lines describe the placeholders: those stay as they are.
  const config = TEMPLATE.split('\n')
    .map((line) => (/^\s*#/.test(line) ? line : line.replace(/@([A-Z_]+)@/g, (_, n) => fill[n])))
    .join('\n');
  writeFileSync(path.join(work, 'nginx.conf'), config);
  logs.push(path.join(work, 'error.log'));
  const command = /`(nginx -p <dir> [^`]+)`/.exec(production)?.[1];
  if (!command) throw new Error('docs/production.md "Production": no nginx command');
  const nginxArgs = flat(command)
    .replaceAll('<dir>', work)
    .match(/'[^']*'|\S+/g)
    ?.map((arg) => arg.replace(/^'(.*)'$/, '$1'));
  expect(nginxArgs?.[0]).toBe('nginx');
  const nginx = spawn(NGINX, nginxArgs?.slice(1) ?? [], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(nginx);
  // nginx itself answers (its Server header), not whatever else may hold the port.
  await until('nginx', nginx, async () => {
    const answer = await fetch(`${publicUrl}/healthz`);
    return answer.ok && (answer.headers.get('server') ?? '').startsWith('nginx');
  });

  // ---- Step 4: the probes, each instance's and through nginx.
  for (const { url } of [first, second]) {
    expect((await request.get(`${url}/readyz`)).status()).toBe(200);
    expect((await request.get(`${url}/healthz`)).status()).toBe(200);
  }
  // docs/production.md "Logs": a proxy's sane X-Request-Id is kept and answered back, through
  // nginx too.
  const ready = await request.get(`${publicUrl}/readyz`, {
    headers: { 'x-request-id': `readme-prod-${suffix}` },
  });
  expect(ready.status()).toBe(200);
  expect(ready.headers()['x-request-id']).toBe(`readme-prod-${suffix}`);

  // docs/production.md "Metrics": through nginx (which forwards), the bearer token and nothing
  // else.
  const refused = await request.get(`${publicUrl}/metrics`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    detail: 'Metrics are for the scraper: Authorization: Bearer <METRICS_TOKEN>.',
  });
  const scraped = await request.get(`${publicUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(scraped.status()).toBe(200);
  expect(await scraped.text()).toContain('http_request_duration_seconds');

  // A demo account signs in through nginx in Chromium and the back-office loads.
  await signInThroughForm(page, email, { password, origin: publicUrl });
  await expect(page.getByRole('button', { name: /logout/i })).toBeVisible();

  // An upload through nginx, served back at PUBLIC_URL.
  const login = await request.post(`${publicUrl}/api/auth/token-login/`, {
    data: { email, password },
  });
  expect(login.status()).toBe(200);
  const { key } = (await login.json()) as { key: string };
  // Noise, so that the PNG stays over a megabyte: past nginx's default client_max_body_size
  // (1m) and its in-memory body buffer, so through @CLIENT_MAX_BODY_SIZE@ and @TEMP_DIR@.
  const photo = await sharp({
    create: {
      width: 800,
      height: 700,
      channels: 3,
      background: '#2a7',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  expect(photo.length).toBeGreaterThan(1024 * 1024);
  const uploaded = await request.post(`${publicUrl}/api/media/upload/`, {
    headers: { authorization: `Token ${key}` },
    multipart: { file: { name: 'readme.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const { file, file_url: fileUrl } = (await uploaded.json()) as { file: string; file_url: string };
  expect(fileUrl.startsWith(`${publicUrl}/media/${file}?`)).toBe(true);
  const served = await request.get(fileUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  const servedBytes = await served.body();

  // The access log names the instance of each request, and both served. nginx writes a request's
  // line once it has sent the answer, so the client may read the log before the line is there.
  await expect
    .poll(() => readFileSync(path.join(work, 'access.log'), 'utf8'))
    .toContain(`"GET /media/${file}?`);
  const accessLog = readFileSync(path.join(work, 'access.log'), 'utf8');
  expect(accessLog).toMatch(/"GET \/readyz HTTP\/1\.1" 200 \d+ upstream=127\.0\.0\.1:\d+/);
  for (const { address } of [first, second]) expect(accessLog).toContain(`upstream=${address}`);

  // ---- "Backup on PostgreSQL": the page's commands, by bash, while the servers run.
  const backup = blockAfter(
    section('docs/production.md', PRODUCTION, 'Logs, probes, backup'),
    '**Backup on PostgreSQL.**',
    'sh',
  );
  const split = backup.indexOf('# restore into an empty database');
  expect(split).toBeGreaterThan(0);
  const backupDir = path.join(work, 'backup');
  mkdirSync(backupDir);
  bash(backup.slice(0, split), backupDir, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const restoredDatabase = `readme_prod_${suffix}_restored`;
  databases.push(restoredDatabase);
  await adminQuery(maintenanceUrl, `create database "${restoredDatabase}"`);
  const restoredUrl = databaseNamed(restoredDatabase);
  // A new data dir, not made beforehand: the page's commands make it.
  const restoredDir = path.join(work, 'restored-data');
  bash(backup.slice(split), backupDir, { DATABASE_URL: restoredUrl, DATA_DIR: restoredDir });

  // One instance on the copy, on its own (no nginx, no PUBLIC_URL, no METRICS_TOKEN).
  const restoredPort = await freePort();
  const restored = await startInstance(
    'restored',
    {
      DATABASE_URL: restoredUrl,
      HOST: '127.0.0.1',
      PORT: String(restoredPort),
      DATA_DIR: restoredDir,
      WEB_ROOT: path.resolve('dist'),
      MEDIA_SIGNING_SECRET: SIGNING_SECRET,
    },
    work,
  );
  const again = await request.post(`${restored.url}/api/auth/token-login/`, {
    data: { email, password },
  });
  expect(again.status()).toBe(200);
  // The same signed link (same secret), on the copy: the same bytes.
  const copy = await request.get(fileUrl.replace(publicUrl, restored.url));
  expect(copy.status()).toBe(200);
  expect(Buffer.compare(await copy.body(), servedBytes)).toBe(0);
  // docs/production.md "Metrics" without METRICS_TOKEN: the loopback scrapes, a forwarded
  // request does not.
  expect((await request.get(`${restored.url}/metrics`)).status()).toBe(200);
  const forwarded = await request.get(`${restored.url}/metrics`, {
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  expect(forwarded.status()).toBe(403);
});
