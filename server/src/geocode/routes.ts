import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { geocoderFor } from './geocoder.js';

export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const geocoder = geocoderFor(app.deps.config.geocoderUrl);
  app.get(
    '/api/geocode/',
    { schema: { querystring: z.object({ q: z.string().trim().min(2).max(200) }) } },
    async (request) => geocoder.search(request.query.q, 8),
  );
};
