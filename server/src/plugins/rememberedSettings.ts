import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { followSettings } from '../settings/service.js';

/** Settings are remembered while the app runs, and forgotten when any instance changes them. */
export const rememberedSettings = fastifyPlugin(
  async (app: FastifyInstance) => {
    const unfollow = await followSettings(app.deps.database);
    app.addHook('onClose', async () => unfollow());
  },
  { name: 'remembered-settings' },
);
