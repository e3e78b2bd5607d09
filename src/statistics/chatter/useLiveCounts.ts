import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { type FeedState, liveFeed } from '../../chat/liveFeed';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { ChatMessage } from '../../dataProvider/chat';
import type { WorkerStatistics } from '../../dataProvider/statistics';
import { type ChatterPeriod, chatterStatistics, isLive } from './chatterPeriods';

/** Each answer is numbered, so live additions belong to exactly one reading of the figures. */
let readings = 0;

interface Delta {
  /** The reading (answer) this delta adds to. */
  base: number;
  sent: number;
  received: number;
}

/** Live additions are settled against a fresh reading this often, so no drift outlives it. */
export const READ_AGAIN_MS = 3 * 60_000;
/** After a reconnection, time for the server to register the feed before the figures are read. */
export const SETTLE_MS = 1_000;
/** Readings taken again because the chatter's messages kept arriving while one was under way. */
const MAX_ATTEMPTS = 3;

/**
 * The chatter's own figures for a period, moved live by the session's message feed: +1 sent when
 * they wrote a message as a moderator, +1 received when a message reached them.
 *
 * A message counts once: either in a reading or as an addition. One that arrives while a reading
 * is under way may be in it or not, so the figures are read again until one reading saw none
 * arrive. After a drop, a feed that resumed from a delivered id replays what was missed, and the
 * additions simply go on; a feed that could not, or figures read while it was away, are read again
 * once the server has had a moment to register the feed (what arrives before then is in that
 * reading). Doing both would count the replayed messages twice.
 */
export function useLiveCounts(workerId: string | undefined, period: ChatterPeriod) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  // Refs, not render state: a message arriving just as an answer lands must go to that answer.
  /** Messages of this chatter seen while a reading was pending or under way. */
  const arrivedDuringReading = useRef(0);
  const readingPending = useRef(false);
  const readingsUnderWay = useRef(0);
  const newestReading = useRef(0);
  const query = useQuery({
    queryKey: ['chatterStatistics', workerId, period],
    queryFn: async () => {
      readingPending.current = false;
      readingsUnderWay.current += 1;
      try {
        let stats: WorkerStatistics;
        let attempts = 0;
        let connection: number | null;
        do {
          arrivedDuringReading.current = 0;
          connection = liveFeed.liveConnection;
          stats = await chatterStatistics(dataProvider, workerId ?? '', period);
          attempts += 1;
        } while (arrivedDuringReading.current > 0 && attempts < MAX_ATTEMPTS);
        const takenLive = connection !== null && connection === liveFeed.liveConnection;
        newestReading.current = ++readings;
        return { stats, reading: newestReading.current, takenLive };
      } finally {
        readingsUnderWay.current -= 1;
      }
    },
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
        const { period: shown, workerId: me } = current.current;
        if (!isLive(shown) || me === undefined) return;
        const sent = message.senderWorkerId === Number(me) ? 1 : 0;
        const received = message.receiverWorkerId === Number(me) ? 1 : 0;
        if (!sent && !received) return;
        if (readingsUnderWay.current > 0 || readingPending.current || !newestReading.current) {
          arrivedDuringReading.current += 1;
          return;
        }
        const base = newestReading.current;
        setDelta((previous) =>
          previous.base === base
            ? { base, sent: previous.sent + sent, received: previous.received + received }
            : { base, sent, received },
        );
      }),
    [],
  );

  useEffect(() => {
    // The feed may be live already (the tab's connection was open): that counts as connecting.
    let previous: FeedState = 'offline';
    let settle: ReturnType<typeof setTimeout> | undefined;
    const stopListening = liveFeed.onState((state) => {
      const connected = state === 'live' && previous !== 'live';
      previous = state;
      const { query: latest, workerId: me } = current.current;
      if (!connected || me === undefined) return;
      if (liveFeed.replaysMissed && latest.data?.takenLive) return;
      readingPending.current = true;
      clearTimeout(settle);
      settle = setTimeout(() => void current.current.query.refetch(), SETTLE_MS);
    });
    return () => {
      clearTimeout(settle);
      stopListening();
    };
  }, []);

  // Day, week and month begin at local midnight: the figures are read again then, and every few
  // minutes while they move live.
  useEffect(() => {
    if (!query.data) return;
    const readAgain = () => void current.current.query.refetch();
    const timers = [setTimeout(readAgain, msUntilNextMidnight(new Date()))];
    if (isLive(period)) timers.push(setTimeout(readAgain, READ_AGAIN_MS));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [query.data, period]);

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
