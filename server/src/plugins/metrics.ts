import fastifyPlugin from 'fastify-plugin';
import { registerMetrics } from '../metrics/routes.js';

/** Prometheus metrics, the system page's snapshot and the timing of every request. */
export const metrics = fastifyPlugin(registerMetrics, { name: 'metrics' });
