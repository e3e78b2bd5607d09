import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';

/** Kept under react-admin's key of the resource: changing a message there refreshes it too. */
export const OPEN_COUNT_KEY = ['contactMessages', 'openCount'] as const;
/** A message sent meanwhile shows within this long (or at once after any change in the inbox). */
const REFRESH_MS = 30_000;

/** How many contact messages are still open, for the menu's badge. */
export function useOpenContactCount(): number | undefined {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data } = useQuery({
    queryKey: OPEN_COUNT_KEY,
    queryFn: () => dataProvider.getOpenContactCount(),
    refetchInterval: REFRESH_MS,
  });
  return data;
}
