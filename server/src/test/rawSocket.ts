import WebSocket from 'ws';

export interface RawSocket {
  socket: WebSocket;
  /** Every message the server sent, parsed. */
  received: { type: string; id?: string; payload?: unknown }[];
  send(message: unknown): void;
  /** Resolves with the close code and reason (rejects after `timeoutMs`). */
  closed(timeoutMs?: number): Promise<{ code: number; reason: string }>;
  /** Resolves once a message of that type has arrived. */
  waitFor(
    type: string,
    timeoutMs?: number,
  ): Promise<{ type: string; id?: string; payload?: unknown }>;
}

/** A graphql-transport-ws socket driven message by message, to test the protocol itself. */
export async function openRawSocket(
  url: string,
  options?: WebSocket.ClientOptions,
): Promise<RawSocket> {
  const socket = new WebSocket(url, 'graphql-transport-ws', options);
  const received: RawSocket['received'] = [];
  let close: { code: number; reason: string } | undefined;
  socket.on('message', (data) => received.push(JSON.parse(String(data))));
  socket.on('close', (code, reason) => {
    close = { code, reason: String(reason) };
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const until = async <T>(read: () => T | undefined, timeoutMs: number, what: string) => {
    const started = Date.now();
    for (;;) {
      const value = read();
      if (value !== undefined) return value;
      if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return {
    socket,
    received,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    closed: (timeoutMs = 5000) => until(() => close, timeoutMs, 'the socket to close'),
    waitFor: (type, timeoutMs = 5000) =>
      until(() => received.find((message) => message.type === type), timeoutMs, type),
  };
}

/** A socket past `connection_init` and its ack. */
export async function openAcknowledged(
  url: string,
  authorization: string,
  options?: WebSocket.ClientOptions,
): Promise<RawSocket> {
  const raw = await openRawSocket(url, options);
  raw.send({ type: 'connection_init', payload: { authorization } });
  await raw.waitFor('connection_ack');
  return raw;
}
