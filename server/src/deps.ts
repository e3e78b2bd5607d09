import type { Clock } from './clock.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/open.js';
import type { MediaSigner } from './media/signing.js';
import type { AppMetrics } from './metrics/registry.js';

/** What the server runs on, built once by buildApp (app.ts) and read as `app.deps`. */
export interface AppDeps {
  database: Database;
  config: AppConfig;
  clock: Clock;
  mediaSigner: MediaSigner;
  /** This app's own registry (tests build several apps in one process); null with METRICS=off. */
  metrics: AppMetrics | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
