import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ExecutionArgs, GraphQLError, GraphQLSchema } from 'graphql';
import { type Context, handleProtocols, type SubscribePayload } from 'graphql-ws';
import { SESSION_CHANNEL } from '../auth/sessionCache.js';
import { findSessionRights, hashKey, keyFromHeader, rightsOf } from '../auth/tokens.js';
import { originOf } from '../lib/paging.js';
import { SocketOperations } from '../metrics/socketOperations.js';
import { type GraphqlContext, userAccessors } from './context.js';
import { subscribe } from './eventResults.js';
import { type ErrorReport, publicErrors, refusedError } from './publicErrors.js';
import { sessionTopic } from './pubsub.js';
import { graphqlWsHandler, type SocketExtra } from './socketHandler.js';
import { CLOSE, type SocketSession, SocketSessions } from './socketSessions.js';
import { SubscriptionDocuments } from './subscriptionDocuments.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open subscription sockets, closed when their session ends. */
    socketSessions: SocketSessions;
  }
}

type Extra = SocketExtra & {
  session?: SocketSession;
  /** Ids of this socket's running subscriptions (streams), counted in `sessions.subscriptions`. */
  streams?: Set<string>;
  /** What this socket's operations run with: one for all of them (the socket's user is fixed). */
  context?: GraphqlContext;
};
type SocketContext = Context<Record<string, unknown> | undefined, Extra>;

const reportOf = (ctx: SocketContext): ErrorReport => ({
  log: ctx.extra.request.log,
  requestId: String(ctx.extra.request.id),
});

export interface SocketOptions {
  path: string;
  /** The executable schema, once Mercurius has built it. */
  schema: () => GraphQLSchema;
  /** Most sockets one session key may hold at once (a browser tab holds one to three). */
  maxPerSession: number;
  /** How long a socket may stay open without `connection_init` (closed with 4408). */
  initTimeoutMs: number;
  /** Ping interval; a socket whose pong has not come within as long again is terminated. */
  keepAliveMs: number;
}

/**
 * Subscriptions over graphql-ws's own server (graphql-transport-ws to the letter: 4400, 4401,
 * 4403, 4408, 4409, 4429), on the GET route Mercurius registers for `path`. A socket
 * authenticates once at `connection_init`; its session is checked again on every operation, and
 * the socket is closed as soon as the session ends or the user's rights change, on any instance.
 */
export async function registerSubscriptionSockets(app: FastifyInstance, options: SocketOptions) {
  const { db } = app.deps.database;
  const now = () => app.deps.clock.now();
  const sessions = new SocketSessions(options.maxPerSession, now);
  app.decorate('socketSessions', sessions);
  app.deps.metrics?.watchSockets(() => ({
    sockets: sessions.size,
    subscriptions: sessions.subscriptions,
  }));
  const documents = new SubscriptionDocuments();
  const timing = app.deps.metrics ? new SocketOperations(app.deps.metrics) : null;

  /** The operation's execution arguments, or why it is refused (sent as its `error` message). */
  async function prepareOperation(
    ctx: SocketContext,
    payload: SubscribePayload,
  ): Promise<ExecutionArgs | readonly GraphQLError[]> {
    const session = ctx.extra.session;
    const current = session ? await rightsNow(session) : null;
    // The refusal is sent first, then the socket closed.
    if (!session || !current) {
      if (session) setImmediate(() => SocketSessions.close(session, CLOSE.unauthorized));
      return [refusedError('Invalid token.', 'UNAUTHENTICATED')];
    }
    if (rightsOf(current) !== rightsOf(session.user)) {
      // An unannounced change: the instance's remembered session is as stale as this socket's.
      app.sessions.forgetUser(session.user.id);
      setImmediate(() => SocketSessions.close(session, CLOSE.forbidden));
      return [refusedError('You do not have permission to perform this action.', 'FORBIDDEN')];
    }
    const schema = options.schema();
    // The user as the socket signed in: what may change it without a change of rights (a name)
    // does not matter to a subscription.
    const prepared = documents.prepare(schema, payload, session.user);
    if ('errors' in prepared) return [...prepared.errors];
    const { document } = prepared;
    ctx.extra.context ??= {
      db,
      pubsub: app.pubsub,
      origin: originOf(ctx.extra.request),
      now,
      log: ctx.extra.request.log,
      forgetSessionsOf: (userId) => app.sessions.forgetUser(userId),
      ...userAccessors(session.user),
    };
    return {
      schema,
      document,
      operationName: payload.operationName,
      variableValues: payload.variables,
      contextValue: ctx.extra.context,
    };
  }

  const handler = graphqlWsHandler<Extra>(
    {
      subscribe,
      connectionInitWaitTimeout: options.initTimeoutMs,
      onConnect: async (ctx: SocketContext) => {
        const header = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        const key = keyFromHeader(typeof header === 'string' ? header : undefined);
        // Through the instance's session cache, as an HTTP request: the user's next request (a real
        // user's first send) finds the session remembered. Every operation still reads it afresh.
        const found = key ? await app.sessions.findEntry(db, key, now()) : null;
        if (!key || !found) return false;
        const session: SocketSession = { socket: ctx.extra.socket, key, ...found };
        if (!sessions.admit(session)) {
          SocketSessions.close(session, CLOSE.tooMany);
          return false;
        }
        if (ctx.extra.socket.readyState !== ctx.extra.socket.OPEN) {
          // Closed while its session was read: onClose has run already and would not remove it.
          sessions.remove(session);
          return false;
        }
        ctx.extra.session = session;
        // Counted out the moment the socket closes, not when graphql-ws's onClose runs: that waits
        // for every subscription's `return()`.
        ctx.extra.socket.once('close', () => sessions.remove(session));
        return true;
      },
      onClose: (ctx: SocketContext) => {
        if (ctx.extra.session) sessions.remove(ctx.extra.session);
        // Each stream has ended by now (graphql-ws awaited their `return()`); any not yet counted
        // out by onComplete goes with its socket.
        sessions.subscriptions -= ctx.extra.streams?.size ?? 0;
        ctx.extra.streams?.clear();
      },
      onSubscribe: async (ctx: SocketContext, _id, payload) => {
        if (!timing) return prepareOperation(ctx, payload);
        const started = timing.arrived();
        const prepared = await prepareOperation(ctx, payload);
        if ('schema' in prepared) timing.prepared(prepared, started);
        else timing.refused(payload.operationName, started);
        return prepared;
      },
      onOperation: (ctx: SocketContext, id, _payload, args, result) => {
        timing?.ran(args, result);
        if (result && typeof result === 'object' && Symbol.asyncIterator in result) {
          ctx.extra.streams ??= new Set();
          ctx.extra.streams.add(id);
          sessions.subscriptions += 1;
        }
      },
      // After the stream ended: completed by the client or the server, or its socket closed.
      onComplete: (ctx: SocketContext, id) => {
        if (ctx.extra.streams?.delete(id)) sessions.subscriptions -= 1;
      },
      onNext: (ctx: SocketContext, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: publicErrors(result.errors, reportOf(ctx)) }
          : undefined,
      onError: (ctx: SocketContext, _id, _payload, errors) => publicErrors(errors, reportOf(ctx)),
    },
    // Every socket is pinged this often and terminated when its pong is late.
    options.keepAliveMs,
    (socket, request) => ({ socket, request }),
  );

  // Runs before @fastify/websocket's own onRoute hook (registered just below), which turns a
  // route with a wsHandler into an upgrade route.
  app.addHook('onRoute', (route) => {
    if (route.url === options.path && route.method === 'GET') route.wsHandler = handler;
  });
  // graphql-ws's choice of subprotocol, given to the websocket server once: set from the handler
  // (as graphql-ws's own glue does), it would only apply from the second connection on.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024, handleProtocols } });

  /** Read afresh: every operation checks the session in the database, announced change or not. */
  const rightsNow = (session: SocketSession) => findSessionRights(db, hashKey(session.key), now());

  /** Checks every socket of a user again: closed when the session ended or the rights changed. */
  async function recheckUser(userId: number) {
    for (const session of sessions.ofUser(userId)) {
      const current = await rightsNow(session);
      if (!current) SocketSessions.close(session, CLOSE.unauthorized);
      else if (rightsOf(current) !== rightsOf(session.user)) {
        SocketSessions.close(session, CLOSE.forbidden);
      }
    }
  }

  const unlisten = await app.deps.database.listen(SESSION_CHANNEL, (userId) => {
    app.pubsub.publish({ topic: sessionTopic(userId), payload: userId });
    recheckUser(Number(userId)).catch((error) => app.log.error(error, 'socket session check'));
  });
  // Events sent while the listener was away are lost here: clients resume with `after`.
  const stopResync = app.deps.database.onListenerReconnect(() => {
    for (const session of sessions.all()) SocketSessions.close(session, CLOSE.resync);
  });
  app.addHook('preClose', async () => {
    stopResync();
    await unlisten();
  });
}
