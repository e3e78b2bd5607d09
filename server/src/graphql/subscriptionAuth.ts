import type { WebSocket } from 'ws';
import type { SessionCache } from '../auth/sessionCache.js';
import { keyFromHeader } from '../auth/tokens.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';
import { userAccessors } from './context.js';

/**
 * Authenticates a subscription socket once, at connection init, from the payload
 * `{ authorization: 'Token <key>' }` (browsers cannot set headers on a WebSocket). Staff and real
 * app users may connect (each field's policy row decides the rest); `false` refuses the connection.
 */
export function authenticateConnection(db: Db, clock: Clock, sessions: SessionCache) {
  return async ({ payload }: { payload?: Record<string, unknown> }) => {
    const header = payload?.authorization ?? payload?.Authorization;
    const key = keyFromHeader(typeof header === 'string' ? header : undefined);
    const user = key ? await sessions.find(db, key, clock.now()) : null;
    if (!user) return false;
    return { db, ...userAccessors(user) };
  };
}

const REFUSAL_PREFIX = '{"type":"connection_error"';

/**
 * Mercurius refuses a connection_init with a `connection_error` message, which exists only in the
 * old subscriptions-transport-ws protocol; graphql-transport-ws clients (graphql-ws) treat it as an
 * invalid message. The protocol's answer is to close with 4403 Forbidden, so send that instead.
 */
export function closeRefusalsWith4403(socket: WebSocket): void {
  if (socket.protocol !== 'graphql-transport-ws') return;
  const send = socket.send.bind(socket) as (
    data: unknown,
    callback?: (error?: Error) => void,
  ) => void;
  const patched = (data: unknown, callback?: (error?: Error) => void) => {
    if (typeof data === 'string' && data.startsWith(REFUSAL_PREFIX)) {
      socket.close(4403, 'Forbidden');
      callback?.();
      return;
    }
    send(data, callback);
  };
  socket.send = patched as WebSocket['send'];
}
