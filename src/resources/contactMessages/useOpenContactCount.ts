import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { graphql } from '../../gql';
import { useLiveRefresh } from '../../lib/useLiveRefresh';

/** Kept under react-admin's key of the resource: changing a message there refreshes it too. */
export const OPEN_COUNT_KEY = ['contactMessages', 'openCount'] as const;
/** A message sent meanwhile shows within this long while the socket is down (else by event). */
const REFRESH_MS = 30_000;

const CONTACT_MESSAGES_CHANGED = graphql(
  `subscription ContactMessagesChanged { contactMessagesChanged }`,
);

/**
 * How many contact messages are still open, for the menu's badge. A message arriving or handled
 * elsewhere reads the count and the inbox's list (react-admin's keys of the resource) again.
 */
export function useOpenContactCount(): number | undefined {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const refetchInterval = useLiveRefresh(
    CONTACT_MESSAGES_CHANGED,
    {},
    ['contactMessages'],
    REFRESH_MS,
  );
  const { data } = useQuery({
    queryKey: OPEN_COUNT_KEY,
    queryFn: () => dataProvider.getOpenContactCount(),
    refetchInterval,
  });
  return data;
}
