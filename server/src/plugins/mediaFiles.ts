import { existsSync, mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { registerMediaFiles } from '../media/serve.js';
import { sweepPendingUploads } from '../media/stock.js';

const PENDING_UPLOAD_SWEEP_MS = 60 * 60 * 1000;

/** True when the directory exists or could be created. */
function ensureDirectory(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    return true;
  } catch {
    return existsSync(dir);
  }
}

/** `/media/` and the hourly sweep of its pending uploads, when the media folder is usable. */
export const mediaFiles = fastifyPlugin(
  async (app: FastifyInstance) => {
    const { config, database } = app.deps;
    if (!ensureDirectory(config.mediaDir)) return;
    await registerMediaFiles(app, config.mediaDir);
    // Pending uploads nobody attached go after a day, with their files.
    const sweep = () =>
      sweepPendingUploads(database.db, config.mediaDir, app.deps.clock.now()).catch((error) =>
        app.log.error(error, 'sweeping pending uploads failed'),
      );
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void sweep();
      timer = setInterval(sweep, PENDING_UPLOAD_SWEEP_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'media-files' },
);
