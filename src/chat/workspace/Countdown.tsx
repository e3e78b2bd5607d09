import TimerIcon from '@mui/icons-material/TimerOutlined';
import { Chip } from '@mui/material';
import { memo, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** The spec refreshes the countdown every 451 ms. */
const TICK_MS = 451;

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * 'Remain Time' until the held chat's deadline; 'Time is over' once it has passed. Memoized: it
 * ticks on its own, apart from the workspace's renders.
 */
export const Countdown = memo(function Countdown({
  deadline,
  onOver,
}: {
  deadline: string;
  onOver: () => void;
}) {
  const translate = useTranslate();
  const end = new Date(deadline).getTime();
  const [now, setNow] = useState(Date.now());
  const over = now >= end;
  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [over]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tell once, when the time runs out
  useEffect(() => {
    if (over) onOver();
  }, [over]);
  return (
    <Chip
      icon={<TimerIcon />}
      color={over ? 'error' : end - now < 60_000 ? 'warning' : 'default'}
      label={
        over
          ? translate('app.chat.time_over')
          : `${translate('app.chat.remain_time')} ${clock(end - now)}`
      }
      role="timer"
    />
  );
});
