import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { QueueItem } from '../../dataProvider/chat';

/** A wait this long is getting long (amber), and this long is too long (red). */
export const WAIT_WARNING_MS = 2 * 60_000;
export const WAIT_LATE_MS = 5 * 60_000;

export type WaitLevel = 'fresh' | 'warning' | 'late';

export const waitLevel = (waitedMs: number): WaitLevel =>
  waitedMs >= WAIT_LATE_MS ? 'late' : waitedMs >= WAIT_WARNING_MS ? 'warning' : 'fresh';

/** m:ss under an hour, h:mm:ss from there; never negative (a clock a little ahead of the server's). */
export function formatWait(waitedMs: number): string {
  const seconds = Math.max(0, Math.floor(waitedMs / 1000));
  const ss = String(seconds % 60).padStart(2, '0');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}:${ss}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${ss}`;
}

/** The waiting chats, the one that has waited longest first. */
export const oldestFirst = (items: QueueItem[]) =>
  [...items].sort((a, b) => Date.parse(a.dateCreated) - Date.parse(b.dateCreated));

/** The time now, again every second while shown. */
export function useSecondClock() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const COLOUR: Record<WaitLevel, string> = {
  fresh: 'text.secondary',
  warning: 'warning.dark',
  late: 'error.main',
};

/**
 * How long a queued chat has waited, ticking: grey, then amber from 2 minutes, red from 5. The
 * level is in the words too, not only in the colour.
 */
export function WaitTime({ since, now }: { since: string; now: number }) {
  const translate = useTranslate();
  const waited = now - Date.parse(since);
  const level = waitLevel(waited);
  return (
    <Typography
      variant="caption"
      component="div"
      data-wait={level}
      sx={{ color: COLOUR[level], fontWeight: level === 'fresh' ? 400 : 700 }}
    >
      {translate(`app.chat.queue.waited_${level}`, { time: formatWait(waited) })}
    </Typography>
  );
}
