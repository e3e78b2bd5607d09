import type { OperationVariables } from '@apollo/client';
import type { TypedDocumentString } from '../gql/graphql';
import type { LiveSink } from './apollo';

/**
 * `subscribeLive` (src/lib/apollo.ts), the GraphQL client loaded on the first subscription: the
 * layout's live counters subscribe from the first screen, and Apollo, graphql and their link to
 * the socket (~170 KB) would otherwise be on every screen's path, the users list's too.
 * The returned function ends the subscription, whether or not it has started yet; a client that
 * fails to load is the subscription's error (its callers then read on a clock).
 */
export function subscribeLive<R, V extends OperationVariables>(
  source: TypedDocumentString<R, V>,
  variables: V,
  sink: LiveSink<R>,
): () => void {
  let ended = false;
  let stop: (() => void) | undefined;
  import('./apollo').then(
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
