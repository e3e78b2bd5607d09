import { useQuery } from '@tanstack/react-query';
import { graphql } from '../gql';
import { graphqlCall } from '../lib/apollo';

const QUEUE_SETTINGS_POLL_MS = 30_000;

/** Whether the chatter's chat-queue permission is on now (read again every 30 s). */
export function useQueueAllowed(): boolean {
  const allowed = useQuery({
    queryKey: ['chatQueueSettings'],
    queryFn: async () =>
      (await graphqlCall(graphql(`query QueueAllowed { chatQueueSettings { isAllowed } }`)))
        .chatQueueSettings.isAllowed,
    refetchInterval: QUEUE_SETTINGS_POLL_MS,
  });
  return allowed.data === true;
}
