import path from 'node:path';

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
  /** How often new messages are folded into the statistics' roll-ups. */
  statsFoldMs: number;
  /** The back-office's map tile URL template: the only other host its pages load images from. */
  mapTileUrl: string;
  /** Most subscription sockets one session may hold open at once. */
  socketsPerSession: number;
  /** How long a subscription socket may wait before `connection_init` (then closed with 4408). */
  socketInitTimeoutMs: number;
  /**
   * Signs private media links; the same on every instance of a deployment. Unset: one generated
   * on the first boot and kept in the database.
   */
  mediaSigningSecret?: string;
}

const HOUR = 60 * 60 * 1000;
/** The back-office's default (src/components/map/mapConfig.ts). */
const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const MB = 1024 * 1024;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl,
    seed: (env.SEED ?? (databaseUrl ? 'none' : 'demo')) === 'none' ? 'none' : 'demo',
    seedRealUsers: Number(env.SEED_REAL_USERS ?? 2000),
    tokenTtlMs: Number(env.TOKEN_TTL_HOURS ?? 12) * HOUR,
    invitationTtlMs: 24 * HOUR,
    webRoot: env.WEB_ROOT ?? path.resolve('dist'),
    publicUrl: env.PUBLIC_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicFormLimit: Number(env.PUBLIC_FORM_LIMIT ?? 10),
    geocoderUrl: env.GEOCODER_URL || undefined,
    uploadLimits: {
      image: Number(env.MEDIA_IMAGE_MAX_MB ?? 10) * MB,
      video: Number(env.MEDIA_VIDEO_MAX_MB ?? 100) * MB,
    },
    productDomain: env.PRODUCT_DOMAIN || 'fake.chatapp.test',
    publishIntervalMs: 1000,
    chatAnswerMs: Number(env.CHAT_ANSWER_SECONDS ?? 300) * 1000,
    assignmentSweepMs: 1000,
    statsFoldMs: 1000,
    appSignUpLimit: Number(env.APP_SIGNUP_LIMIT ?? 600),
    mapTileUrl: env.VITE_MAP_TILE_URL || DEFAULT_MAP_TILE_URL,
    socketsPerSession: Number(env.SOCKETS_PER_SESSION ?? 16),
    socketInitTimeoutMs: 3000,
    signInAddressLimit: Number(env.SIGNIN_ADDRESS_LIMIT ?? 100),
    mediaSigningSecret: env.MEDIA_SIGNING_SECRET || undefined,
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
    statsFoldMs: 60_000,
    appSignUpLimit: 1000,
    mapTileUrl: DEFAULT_MAP_TILE_URL,
    socketsPerSession: 16,
    socketInitTimeoutMs: 3000,
    signInAddressLimit: 100,
    ...overrides,
  };
}
