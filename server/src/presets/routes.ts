import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadPresets } from './service.js';

export const presetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/', async () => loadPresets(app.deps.database.db));
};
