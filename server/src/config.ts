import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data (`pgdata/`) and uploaded media (`media/`). */
  dataDir: string;
  mediaDir: string;
  /** postgres://... selects PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  seed: 'demo' | 'none';
  /** Real users in the demo data set. */
  seedRealUsers: number;
  /** Session token lifetime. */
  tokenTtlMs: number;
  /** Invitation key lifetime (spec: 24 hours). */
  invitationTtlMs: number;
  /** Folder of the built back-office served at `/`; absent means API only. */
  webRoot?: string;
  /** Base of links the server hands out (invitation links); default: the request's own origin. */
  publicUrl?: string;
  logLevel: string;
  /** Requests per minute and address on the public forms (contact us, sign-up). */
  publicFormLimit: number;
  /** A Nominatim-compatible geocoder; unset means the offline gazetteer. */
  geocoderUrl?: string;
  /** Largest accepted upload, in bytes, per kind (larger answers 413). */
  uploadLimits: { image: number; video: number };
  /** The product's own domain, for the emails derived for new moderators (spec section 5). */
  productDomain: string;
  /** How often scheduled stories and moments due are published. */
  publishIntervalMs: number;
  /** How long a worker who took a chat has to answer it before it returns to the queue. */
  chatAnswerMs: number;
  /** App sign-ups per minute and address (the simulator signs up many users at once). */
  appSignUpLimit: number;
  /** Failed sign-ins per 15 minutes and address before its wrong passwords are answered 429. */
  signInAddressLimit: number;
  /** How often expired chat assignments are returned to the queue. */
  assignmentSweepMs: number;
  /** How often auto-offers are made and lapsed ones taken back (they also follow every change). */
  offerSweepMs: number;
  /** How often new messages are folded into the statistics' roll-ups. */
  statsFoldMs: number;
  /** The back-office's map tile URL template: the only other host its pages load images from. */
  mapTileUrl: string;
  /** Most subscription sockets one session may hold open at once. */
  socketsPerSession: number;
  /** How long a subscription socket may wait before `connection_init` (then closed with 4408). */
  socketInitTimeoutMs: number;
  /**
   * A subscription socket is pinged this often, and ended when its pong has not come within as
   * long again (a peer that vanished without a close frame goes within twice this).
   */
  socketKeepAliveMs: number;
  /**
   * Signs private media links; the same on every instance of a deployment. Unset: one generated
   * on the first boot and kept in the database.
   */
  mediaSigningSecret?: string;
  /**
   * Which peers may speak for the client in `X-Forwarded-For`/`-Proto`/`-Host` (a reverse proxy):
   * `false` trusts none (the socket's own address and scheme count), a number trusts that many
   * hops nearest the server, a list the proxies at those addresses or ranges.
   */
  trustProxy: false | number | string[];
  /** A request slower than this is logged as a `slow request` warning. */
  slowRequestMs: number;
  /** How long `/readyz` waits for the database's answer before calling it not ready. */
  readyTimeoutMs: number;
  /** Prometheus metrics at `GET /metrics` and the system page's figures; false with `METRICS=off`. */
  metrics: boolean;
  /** The scraper's bearer token for `GET /metrics`; unset: only loopback callers may scrape. */
  metricsToken?: string;
}

const HOUR = 60 * 60 * 1000;
/** The back-office's default (src/components/map/mapConfig.ts). */
const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const MB = 1024 * 1024;

/** A value the server cannot start with; the message names the variable and what it accepts. */
export class ConfigError extends Error {}

const integer = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) => {
  const error =
    max === Number.MAX_SAFE_INTEGER
      ? `${name} must be an integer of at least ${min}`
      : `${name} must be an integer between ${min} and ${max}`;
  return z
    .string()
    .regex(/^\s*[+-]?\d+\s*$/, { error })
    .transform(Number)
    .pipe(z.number().int().min(min, { error }).max(max, { error }));
};

const positive = (name: string) => {
  const error = `${name} must be a number greater than 0`;
  return z
    .string()
    .trim()
    .regex(/^\d*\.?\d+$/, { error })
    .transform(Number)
    .pipe(z.number().positive({ error }));
};

const url = (name: string, protocols: readonly string[]) => {
  const error = `${name} must be a ${protocols.join(' or ')} URL`;
  return z
    .string()
    .refine(
      (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol.slice(0, -1)),
      { error },
    );
};

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** An address, a CIDR range or one of proxy-addr's names (`loopback` is 127.0.0.1/8 and ::1). */
const proxyEntry = (entry: string) => {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};
const TRUST_PROXY_ERROR =
  'TRUST_PROXY must be a number of proxy hops or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal';
const trustProxy = z.string().transform((value, context): number | string[] => {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (entries.every(proxyEntry)) return entries;
  context.addIssue({ code: 'custom', message: TRUST_PROXY_ERROR });
  return z.NEVER;
});

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The environment variables the server reads (docs/configuration.md); unset ones take defaults. */
const environment = z.object({
  PORT: integer('PORT', 1, 65_535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: url('DATABASE_URL', ['postgres', 'postgresql']).optional(),
  SEED: z.enum(['demo', 'none'], { error: 'SEED must be demo or none' }).optional(),
  SEED_REAL_USERS: integer('SEED_REAL_USERS', 1).default(2000),
  TOKEN_TTL_HOURS: positive('TOKEN_TTL_HOURS').default(12),
  WEB_ROOT: z.string().optional(),
  PUBLIC_URL: url('PUBLIC_URL', ['http', 'https']).optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  PUBLIC_FORM_LIMIT: integer('PUBLIC_FORM_LIMIT', 1).default(10),
  GEOCODER_URL: url('GEOCODER_URL', ['http', 'https']).optional(),
  MEDIA_IMAGE_MAX_MB: positive('MEDIA_IMAGE_MAX_MB').default(10),
  MEDIA_VIDEO_MAX_MB: positive('MEDIA_VIDEO_MAX_MB').default(100),
  PRODUCT_DOMAIN: z.string().default('fake.chatapp.test'),
  CHAT_ANSWER_SECONDS: positive('CHAT_ANSWER_SECONDS').default(300),
  APP_SIGNUP_LIMIT: integer('APP_SIGNUP_LIMIT', 1).default(600),
  VITE_MAP_TILE_URL: z.string().default(DEFAULT_MAP_TILE_URL),
  SOCKETS_PER_SESSION: integer('SOCKETS_PER_SESSION', 1).default(16),
  SIGNIN_ADDRESS_LIMIT: integer('SIGNIN_ADDRESS_LIMIT', 1).default(100),
  MEDIA_SIGNING_SECRET: z.string().optional(),
  TRUST_PROXY: trustProxy.optional(),
  SLOW_REQUEST_MS: integer('SLOW_REQUEST_MS', 0).default(1000),
  READY_TIMEOUT_MS: integer('READY_TIMEOUT_MS', 1).default(2000),
  METRICS: z.enum(['on', 'off'], { error: 'METRICS must be on or off' }).default('on'),
  METRICS_TOKEN: z
    .string()
    .regex(/^\S{16,}$/, { error: 'METRICS_TOKEN must be at least 16 characters, no spaces' })
    .optional(),
});

/** An empty variable counts as unset (`DATABASE_URL=` selects PGlite). */
const setVariables = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );

/** The server's configuration from its environment; a bad value throws a `ConfigError` naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environment.safeParse(setVariables(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: vars.DATABASE_URL,
    seed: vars.SEED ?? (vars.DATABASE_URL ? 'none' : 'demo'),
    seedRealUsers: vars.SEED_REAL_USERS,
    tokenTtlMs: vars.TOKEN_TTL_HOURS * HOUR,
    invitationTtlMs: 24 * HOUR,
    webRoot: vars.WEB_ROOT ?? path.resolve('dist'),
    publicUrl: vars.PUBLIC_URL,
    logLevel: vars.LOG_LEVEL,
    publicFormLimit: vars.PUBLIC_FORM_LIMIT,
    geocoderUrl: vars.GEOCODER_URL,
    uploadLimits: { image: vars.MEDIA_IMAGE_MAX_MB * MB, video: vars.MEDIA_VIDEO_MAX_MB * MB },
    productDomain: vars.PRODUCT_DOMAIN,
    publishIntervalMs: 1000,
    chatAnswerMs: vars.CHAT_ANSWER_SECONDS * 1000,
    assignmentSweepMs: 1000,
    offerSweepMs: 1000,
    statsFoldMs: 1000,
    appSignUpLimit: vars.APP_SIGNUP_LIMIT,
    mapTileUrl: vars.VITE_MAP_TILE_URL,
    socketsPerSession: vars.SOCKETS_PER_SESSION,
    socketInitTimeoutMs: 3000,
    socketKeepAliveMs: 12_000,
    signInAddressLimit: vars.SIGNIN_ADDRESS_LIMIT,
    mediaSigningSecret: vars.MEDIA_SIGNING_SECRET,
    trustProxy: vars.TRUST_PROXY === 0 ? false : (vars.TRUST_PROXY ?? false),
    slowRequestMs: vars.SLOW_REQUEST_MS,
    readyTimeoutMs: vars.READY_TIMEOUT_MS,
    metrics: vars.METRICS === 'on',
    metricsToken: vars.METRICS_TOKEN,
  };
}

/** Config for tests: in-memory database, no static site, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    mediaDir: '/nonexistent/media',
    seed: 'none',
    seedRealUsers: 20,
    tokenTtlMs: 12 * HOUR,
    invitationTtlMs: 24 * HOUR,
    webRoot: undefined,
    logLevel: process.env.TEST_LOG ?? 'silent',
    publicFormLimit: 1000,
    uploadLimits: { image: 10 * MB, video: 100 * MB },
    productDomain: 'fake.chatapp.test',
    publishIntervalMs: 60_000,
    chatAnswerMs: 5 * 60_000,
    assignmentSweepMs: 60_000,
    offerSweepMs: 60_000,
    statsFoldMs: 60_000,
    appSignUpLimit: 1000,
    mapTileUrl: DEFAULT_MAP_TILE_URL,
    socketsPerSession: 16,
    socketInitTimeoutMs: 3000,
    socketKeepAliveMs: 12_000,
    signInAddressLimit: 100,
    trustProxy: false,
    slowRequestMs: 1000,
    readyTimeoutMs: 2000,
    metrics: true,
    ...overrides,
  };
}
