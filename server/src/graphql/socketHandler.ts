import type { FastifyRequest } from 'fastify';
import { CloseCode, makeServer, type ServerOptions } from 'graphql-ws';
import type { WebSocket } from 'ws';

/** What graphql-ws's hooks find in `ctx.extra`: the socket and its upgrade request. */
export interface SocketExtra {
  socket: WebSocket;
  request: FastifyRequest;
}

/**
 * graphql-ws's server on a @fastify/websocket route, as graphql-ws/use/@fastify/websocket wires it
 * (keep-alive pings, 4500 on an internal error; the subprotocol is the websocket server's
 * `handleProtocols`, see sockets.ts), but lighter per subscription: that glue awaits each
 * message's handling in an async listener, and a `subscribe` is handled for the subscription's
 * whole life, so its frame and the message's bytes stayed with every open stream (eleven per idle
 * workspace).
 */
export function graphqlWsHandler<Extra extends SocketExtra>(
  options: ServerOptions<Record<string, unknown> | undefined, Extra>,
  /** Ping interval; a socket whose pong has not come within as long again is terminated. */
  keepAliveMs: number,
  extraOf: (socket: WebSocket, request: FastifyRequest) => Extra,
) {
  const server = makeServer(options);
  return function handler(socket: WebSocket, request: FastifyRequest) {
    const internalError = (error: unknown) => {
      request.log.error(error, 'graphql-ws socket');
      socket.close(CloseCode.InternalServerError, 'Internal server error');
    };
    socket.once('error', internalError);
    let pongWait: NodeJS.Timeout | undefined;
    const pings =
      keepAliveMs > 0 && Number.isFinite(keepAliveMs)
        ? setInterval(() => {
            if (socket.readyState !== socket.OPEN) return;
            pongWait = setTimeout(() => socket.terminate(), keepAliveMs);
            socket.once('pong', () => clearTimeout(pongWait));
            socket.ping();
          }, keepAliveMs)
        : undefined;
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        // Not an async listener (see above): the handling's promise is only caught.
        onMessage: (handle) =>
          socket.on('message', (data) => {
            handle(String(data)).catch(internalError);
          }),
      },
      extraOf(socket, request),
    );
    socket.once('close', (code, reason) => {
      clearTimeout(pongWait);
      clearInterval(pings);
      closed(code, String(reason));
    });
  };
}
