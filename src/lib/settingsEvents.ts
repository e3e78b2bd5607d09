import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../gql';
import type { SettingsChangedSubscription } from '../gql/graphql';
import { subscribeLive } from './live';

/** The settings every staff member reads, at once and after each change (issue 37, 39). */
const SETTINGS_CHANGED = graphql(`subscription SettingsChanged {
  settingsChanged {
    autoOffer { enabled capacity acceptSeconds } minMessageLength queueAllowed pasteAllowed
  }
}`);

type Settings = SettingsChangedSubscription['settingsChanged'];

export const AUTO_OFFER_KEY = ['autoOfferSetting'];
/** Whether the caller may take chats from the queue (layout/useQueueAllowed.ts reads it). */
export const QUEUE_ALLOWED_KEY = ['chatQueueSettings'];

const clients = new Map<QueryClient, number>();
let release: (() => void) | undefined;

/** Each event is the settings as they are now: it replaces what the screens read. */
function apply(queryClient: QueryClient, settings: Settings) {
  // A reading still under way began before this change: its answer would be older.
  void queryClient.cancelQueries({ queryKey: AUTO_OFFER_KEY });
  queryClient.setQueryData(AUTO_OFFER_KEY, settings.autoOffer);
  void queryClient.cancelQueries({ queryKey: QUEUE_ALLOWED_KEY });
  queryClient.setQueryData(QUEUE_ALLOWED_KEY, settings.queueAllowed);
  queryClient.setQueryData<Record<string, unknown>>(['chatSettings'], (shown) =>
    shown
      ? {
          ...shown,
          chatMessageLengthSetting: { minMessageLength: settings.minMessageLength },
          chatPasteSettings: { isAllowed: settings.pasteAllowed },
          chatQueueSettings: { isAllowed: settings.queueAllowed },
        }
      : shown,
  );
}

/**
 * The tab follows the settings by event, through one subscription on its one socket however many
 * screens ask (the server sends them at once on each (re)subscription, and after every change).
 */
export function useSettingsEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    clients.set(queryClient, (clients.get(queryClient) ?? 0) + 1);
    release ??= subscribeLive(
      SETTINGS_CHANGED,
      {},
      {
        next: ({ data }) => {
          if (!data) return;
          for (const client of clients.keys()) apply(client, data.settingsChanged);
        },
      },
    );
    return () => {
      const left = (clients.get(queryClient) ?? 1) - 1;
      if (left > 0) clients.set(queryClient, left);
      else clients.delete(queryClient);
      if (clients.size > 0) return;
      release?.();
      release = undefined;
    };
  }, [queryClient]);
}
