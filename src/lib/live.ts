import type { FetchResult, OperationVariables } from '@apollo/client';
import type { TypedDocumentString } from '../gql/graphql';
import type { LiveSink } from './apollo';

/** One subscription on the socket and everyone on the screen who asked for it. */
interface Shared {
  sinks: Set<LiveSink<unknown>>;
  stop: () => void;
}

const shared = new Map<string, Shared>();

let client: Promise<typeof import('./apollo')> | undefined;
/** The GraphQL client's module, imported once; a failed import is tried again next time. */
function loadClient() {
  client ??= import('./apollo').catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/**
 * What makes two subscriptions the same one: the document and the variables' values. Variables
 * read through a getter (a feed's "since", fresh at each reconnection) belong to one caller and
 * are never shared.
 */
function sharingKey(source: unknown, variables: object): string | null {
  const plain = Object.values(Object.getOwnPropertyDescriptors(variables)).every(
    (property) => 'value' in property,
  );
  return plain ? `${String(source)}\n${JSON.stringify(variables)}` : null;
}

/**
 * `subscribeLive` (src/lib/apollo.ts), the GraphQL client loaded on the first subscription: the
 * layout's live counters subscribe from the first screen, and Apollo, graphql and their link to
 * the socket (~170 KB) would otherwise be on every screen's path, the users list's too.
 * The returned function ends the subscription, whether or not it has started yet; a client that
 * fails to load is the subscription's error (its callers then read on a clock).
 */
function subscribeAlone<R, V extends OperationVariables>(
  source: TypedDocumentString<R, V>,
  variables: V,
  sink: LiveSink<R>,
): () => void {
  let ended = false;
  let stop: (() => void) | undefined;
  loadClient().then(
    (apollo) => {
      if (!ended) stop = apollo.subscribeLive(source, variables, sink);
    },
    (error: unknown) => {
      if (!ended) sink.error?.(error);
    },
  );
  return () => {
    ended = true;
    stop?.();
  };
}

/**
 * A subscription to the server's events. Panels of one screen that ask for the same events (the
 * stories and the moments of one person, each profile panel's changes) share one subscription on
 * the socket: the server sends each event once per tab, and each panel hears it. The subscription
 * ends with its last listener; an error ends it for all of them.
 */
export function subscribeLive<R, V extends OperationVariables>(
  source: TypedDocumentString<R, V>,
  variables: V,
  sink: LiveSink<R>,
): () => void {
  const key = sharingKey(source, variables);
  if (key === null) return subscribeAlone(source, variables, sink);
  let entry = shared.get(key);
  if (!entry) {
    const sinks = new Set<LiveSink<unknown>>();
    const created: Shared = {
      sinks,
      stop: subscribeAlone(source, variables, {
        next: (result: FetchResult<R>) => {
          for (const listener of [...sinks]) listener.next(result);
        },
        error: (error: unknown) => {
          if (shared.get(key) === created) shared.delete(key);
          for (const listener of [...sinks]) listener.error?.(error);
          sinks.clear();
        },
      }),
    };
    entry = created;
    shared.set(key, entry);
  }
  const listener = sink as LiveSink<unknown>;
  const joined = entry;
  joined.sinks.add(listener);
  return () => {
    if (!joined.sinks.delete(listener) || joined.sinks.size > 0) return;
    if (shared.get(key) === joined) shared.delete(key);
    joined.stop();
  };
}
