/**
 * An idle back-office tab's one socket, as the server sees it: the graphql-transport-ws handshake
 * with the chatter's session, then the subscriptions the tab holds, answered pings, nothing else.
 * Plain `ws` (no client library): ten thousand of them share the bench process.
 */
import WebSocket from 'ws';
import type { AppMessage } from '../simulator/appClient.js';

export interface Subscription {
  operationName?: string;
  query: string;
  variables?: Record<string, unknown>;
}

interface Frame {
  type: string;
  id?: string;
  payload?: { data?: { onNewMessage?: AppMessage } } | { message: string }[];
}

export class IdleWorkspaceSocket {
  private socket: WebSocket | null = null;
  /** Subscriptions the server refused (their operation names): a bench that counts nothing. */
  readonly refused: string[] = [];
  /** Events heard on the socket. */
  events = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly subscriptions: Subscription[],
    private readonly onMessage: (message: AppMessage) => void,
  ) {}

  /** Resolves once the server acknowledged the session and every subscription was sent. */
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(
        `${this.baseUrl.replace(/^http/, 'ws')}/graphql`,
        'graphql-transport-ws',
      );
      this.socket = socket;
      socket.on('open', () =>
        socket.send(
          JSON.stringify({
            type: 'connection_init',
            payload: { authorization: `Token ${this.token}` },
          }),
        ),
      );
      socket.on('error', reject);
      socket.on('close', (code) =>
        reject(new Error(`socket closed (${code}) before it was accepted`)),
      );
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as Frame;
        if (frame.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
        if (frame.type === 'connection_ack') {
          for (const [index, payload] of this.subscriptions.entries()) {
            socket.send(JSON.stringify({ id: String(index + 1), type: 'subscribe', payload }));
          }
          resolve();
        }
        if (frame.type === 'next') {
          this.events += 1;
          const message = (frame.payload as { data?: { onNewMessage?: AppMessage } }).data
            ?.onNewMessage;
          if (message) this.onMessage(message);
        }
        if (frame.type === 'error') {
          this.refused.push(this.subscriptions[Number(frame.id) - 1]?.operationName ?? '?');
        }
      });
    });
  }

  async close() {
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return;
    socket.close();
    await new Promise((resolve) => socket.once('close', resolve));
  }
}
