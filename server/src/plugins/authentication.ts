import fastifyPlugin from 'fastify-plugin';
import { registerAuth } from '../access/plugin.js';

/** Sessions and the policy table, for every route registered after it. */
export const authentication = fastifyPlugin(registerAuth, { name: 'authentication' });
