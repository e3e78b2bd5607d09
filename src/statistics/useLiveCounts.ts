import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../chat/chatCalls';
import { liveFeed } from '../chat/liveFeed';
import { type ChatterPeriod, chatterStatistics, isLive } from './chatterPeriods';

/** Each answer is numbered, so live additions belong to exactly one reading of the figures. */
let readings = 0;

interface Delta {
  /** The reading (answer) this delta adds to. */
  base: number;
  sent: number;
  received: number;
}

/**
 * The chatter's own figures for a period, moved live by the session's message feed: +1 sent when
 * they wrote a message as a moderator, +1 received when a message reached them. Each (re)connection
 * of the feed reads the figures again and drops what was added, so a drop neither loses nor
 * double-counts messages; messages arriving while a reading is under way are left to that reading.
 */
export function useLiveCounts(workerId: string | undefined, period: ChatterPeriod) {
  const query = useQuery({
    queryKey: ['chatterStatistics', workerId, period],
    queryFn: async () => ({
      stats: await chatterStatistics(workerId ?? '', period),
      reading: ++readings,
    }),
    enabled: workerId !== undefined,
  });
  const [delta, setDelta] = useState<Delta>({ base: 0, sent: 0, received: 0 });
  const current = useRef({ query, period, workerId });
  current.current = { query, period, workerId };

  // The counter is live on every page, not only while the chat workspace has the feed open.
  useEffect(() => (workerId === undefined ? undefined : liveFeed.retain()), [workerId]);

  useEffect(
    () =>
      liveFeed.onMessage((message: ChatMessage) => {
        const { query: latest, period: shown, workerId: me } = current.current;
        if (!latest.data || latest.isFetching || !isLive(shown) || me === undefined) return;
        const sent = message.senderWorkerId === Number(me) ? 1 : 0;
        const received = message.receiverWorkerId === Number(me) ? 1 : 0;
        if (!sent && !received) return;
        const base = latest.data.reading;
        setDelta((previous) =>
          previous.base === base
            ? { base, sent: previous.sent + sent, received: previous.received + received }
            : { base, sent, received },
        );
      }),
    [],
  );

  useEffect(() => {
    let previous = liveFeed.currentState;
    return liveFeed.onState((state) => {
      const connected = state === 'live' && previous !== 'live';
      previous = state;
      if (connected && current.current.workerId !== undefined) {
        void current.current.query.refetch();
      }
    });
  }, []);

  // Day, week and month begin at local midnight: the figures are read again then.
  useEffect(() => {
    if (!query.data) return;
    const timer = setTimeout(
      () => void current.current.query.refetch(),
      msUntilNextMidnight(new Date()),
    );
    return () => clearTimeout(timer);
  }, [query.data]);

  const stats = query.data?.stats;
  const added = delta.base === query.data?.reading ? delta : null;
  return {
    stats,
    isError: query.isError,
    sent: stats ? stats.totals.sentCount + (added?.sent ?? 0) : null,
    received: stats ? stats.totals.receivedCount + (added?.received ?? 0) : null,
  };
}

/** Milliseconds from `now` to the next local midnight, and a second past it. */
export function msUntilNextMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime() + 1000;
}
