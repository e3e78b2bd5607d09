/**
 * Scale-out behind nginx: N server instances on one PostgreSQL database and one shared DATA_DIR
 * (media), each on a free port, and nginx (deploy/nginx.conf, filled in) in front of them as a
 * foreground process with its own prefix in a temporary folder. Used by `npm run scale-out`, the
 * scale-out end-to-end spec and `npm run bench:failover`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
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
import pg from 'pg';
import { freePort } from '../server/src/test/freePort.js';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const TEMPLATE = path.resolve(import.meta.dirname, '../deploy/nginx.conf');

/** Creates the database of `url` when missing; `fresh` drops it first (a test's clean slate). */
export async function preparePostgresDatabase(url: string, { fresh = false } = {}) {
  const name = new URL(url).pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name in ${url}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/** deploy/nginx.conf with its placeholders filled in. */
export function nginxConfig(values: {
  logDir: string;
  tempDir: string;
  listen: string;
  upstreams: string[];
  clientMaxBodySize: string;
}) {
  const servers = values.upstreams
    .map((address) => `server ${address} max_fails=1 fail_timeout=5s;`)
    .join('\n    ');
  const fill: Record<string, string> = {
    LOG_DIR: values.logDir,
    TEMP_DIR: values.tempDir,
    LISTEN: values.listen,
    UPSTREAM_SERVERS: servers,
    CLIENT_MAX_BODY_SIZE: values.clientMaxBodySize,
  };
  // Comment lines name the placeholders too: those stay as they are.
  const filled = readFileSync(TEMPLATE, 'utf8')
    .split('\n')
    .map((line) =>
      /^\s*#/.test(line)
        ? line
        : line.replace(/@([A-Z_]+)@/g, (all, name: string) => fill[name] ?? all),
    )
    .join('\n');
  const left = /@[A-Z_]+@/.exec(filled.replace(/^\s*#.*$/gm, ''));
  if (left) throw new Error(`deploy/nginx.conf: ${left[0]} not filled in`);
  return filled;
}

/** The largest request body the server accepts (its largest upload and the form's fields). */
export function clientMaxBodySize(env: NodeJS.ProcessEnv) {
  const mb = (name: string, fallback: number) => Number(env[name] || fallback);
  return `${Math.ceil(Math.max(mb('MEDIA_IMAGE_MAX_MB', 10), mb('MEDIA_VIDEO_MAX_MB', 100))) + 1}m`;
}

async function untilHealthy(url: string, process: ChildProcess, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exitCode !== null || process.signalCode !== null) {
      throw new Error(`${what} exited (${process.exitCode ?? process.signalCode})`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} not healthy after ${timeoutMs} ms`);
}

export interface Instance {
  name: string;
  /** Its own address (nginx's upstream). */
  address: string;
  child: ChildProcess;
  /** Its log, when the instances write to files. */
  log: string;
  /** SIGKILL, as a crash: no goodbye to its sockets or the database. */
  crash(): Promise<void>;
}

export interface ScaleOut {
  /** nginx's address: what clients use. */
  url: string;
  instances: Instance[];
  /** nginx's prefix: nginx.conf, error.log, access.log. */
  prefix: string;
  accessLog(): string;
  stop(): Promise<void>;
}

export interface ScaleOutOptions {
  databaseUrl: string;
  /** The built back-office (`vite build`'s dist). */
  webRoot: string;
  /** nginx's port (a free one when 0). */
  port?: number;
  host?: string;
  instances?: number;
  /** Shared by the instances: uploaded media (DATA_DIR). A temporary folder by default. */
  dataDir?: string;
  /** Leave nginx's prefix (config, logs; the media when no dataDir was given) after stop(). */
  keep?: boolean;
  /** Drop and create the database first. */
  fresh?: boolean;
  /** More environment for the instances (SEED, LOG_LEVEL, …). */
  env?: Record<string, string>;
  /** The instances' output: to this process's, or to `instance-N.log` in nginx's prefix. */
  output?: 'inherit' | 'files';
}

async function waitExit(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
}

export async function startScaleOut(options: ScaleOutOptions): Promise<ScaleOut> {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx not found at ${NGINX}: apt-get install -y nginx (or set NGINX)`);
  }
  if (!existsSync(path.join(options.webRoot, 'index.html'))) {
    throw new Error(`no built back-office in ${options.webRoot}: npx vite build`);
  }
  await preparePostgresDatabase(options.databaseUrl, { fresh: options.fresh });
  const prefix = mkdtempSync(path.join(tmpdir(), 'scale-out-'));
  // nginx's workers run as nobody when started by root: they must reach the temp folders.
  chmodSync(prefix, 0o755);
  const dataDir = options.dataDir ?? path.join(prefix, 'data');
  mkdirSync(dataDir, { recursive: true });
  const host = options.host ?? '127.0.0.1';
  const env = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    WEB_ROOT: path.resolve(options.webRoot),
    HOST: '127.0.0.1',
    // nginx on this machine is the only proxy the instances believe (X-Forwarded-*).
    TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1',
    ...options.env,
  };
  const instances: Instance[] = [];
  const startInstance = async (index: number) => {
    const port = await freePort();
    const name = `instance ${index + 1}`;
    const output =
      options.output === 'files'
        ? openSync(path.join(prefix, `instance-${index + 1}.log`), 'a')
        : 'inherit';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', output, output],
    });
    const address = `127.0.0.1:${port}`;
    await untilHealthy(`http://${address}`, child, name, 180_000);
    const instance: Instance = {
      name,
      address,
      child,
      log: path.join(prefix, `instance-${index + 1}.log`),
      async crash() {
        child.kill('SIGKILL');
        await waitExit(child);
      },
    };
    instances.push(instance);
  };
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT'); // graceful: ends open sockets after their requests
      const forced = setTimeout(() => nginx?.kill('SIGKILL'), 5000);
      await waitExit(nginx);
      clearTimeout(forced);
    }
    await Promise.all(
      instances.map(async ({ child }) => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await waitExit(child);
      }),
    );
    // nginx's config, logs and temp files, and the media when the data dir was ours.
    if (!options.keep) rmSync(prefix, { recursive: true, force: true });
  };
  try {
    // The first one migrates (and seeds, with SEED=demo); the others then only start.
    await startInstance(0);
    await Promise.all(
      Array.from({ length: (options.instances ?? 2) - 1 }, (_, i) => startInstance(i + 1)),
    );
    const port = options.port || (await freePort());
    const config = path.join(prefix, 'nginx.conf');
    writeFileSync(
      config,
      nginxConfig({
        logDir: prefix,
        tempDir: prefix,
        listen: `${host}:${port}`,
        upstreams: instances.map((instance) => instance.address),
        clientMaxBodySize: clientMaxBodySize(env),
      }),
    );
    nginx = spawn(
      NGINX,
      [
        '-p',
        prefix,
        '-c',
        config,
        '-e',
        path.join(prefix, 'error.log'),
        '-g',
        `daemon off; pid ${path.join(prefix, 'nginx.pid')};`,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const url = `http://${host}:${port}`;
    await untilHealthy(url, nginx, `nginx (${path.join(prefix, 'error.log')})`, 15_000);
    return {
      url,
      instances,
      prefix,
      accessLog: () => readFileSync(path.join(prefix, 'access.log'), 'utf8'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
