import fastifyPlugin from 'fastify-plugin';
import { registerGraphql } from '../graphql/plugin.js';

/** `/graphql` over HTTP and subscription sockets, with the live relays of notifications. */
export const graphql = fastifyPlugin(registerGraphql, { name: 'graphql' });
