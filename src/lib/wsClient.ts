import type { Client } from 'graphql-ws';

/**
 * Closes a graphql-ws client. Its `dispose()` rejects when the socket was terminated while still
 * connecting (a missed pong: 4499 Terminated); the caller already handles that as a drop, so the
 * rejection is not an error to report.
 */
export function disposeClient(client: Pick<Client, 'dispose'> | null | undefined): void {
  if (!client) return;
  Promise.resolve()
    .then(() => client.dispose())
    .catch(() => undefined);
}
