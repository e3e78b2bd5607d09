import { graphql } from '../gql';
import { subscribeLive } from '../lib/live';
import { realtime } from '../lib/realtime';

/** A new queue size, or null when a (re)connection may have missed changes: read it then. */
type QueueListener = (count: number | null) => void;

const listeners = new Set<QueueListener>();
let release: (() => void) | undefined;

function tell(count: number | null) {
  for (const listener of listeners) listener(count);
}

function subscribe() {
  const stopQueue = subscribeLive(
    graphql(`subscription QueueChanged { queueChanged }`),
    {},
    {
      next: ({ data }) => {
        if (data) tell(data.queueChanged);
      },
    },
  );
  const stopStates = realtime.onState((state) => {
    if (state === 'live') tell(null);
  });
  return () => {
    stopQueue();
    stopStates();
  };
}

/**
 * Hears every new queue size the server announces (`queueChanged` carries it), and null on each
 * (re)connection, through one subscription on the tab's one connection.
 */
export function subscribeToQueue(listener: QueueListener): () => void {
  listeners.add(listener);
  release ??= subscribe();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    release?.();
    release = undefined;
  };
}
