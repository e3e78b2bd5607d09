import { useEffect, useRef } from 'react';
import { playChime } from '../../chat/sound';
import { type AlertState, nextAlert, QUIET, titleWithCount } from './alertSchedule';

/** A key pressed in a text field: the chatter is typing (an answer, a note). */
const isTyping = (event: KeyboardEvent) => {
  const target = event.target as HTMLElement | null;
  return Boolean(target?.closest('input, textarea, [contenteditable="true"]'));
};

interface Alerting {
  count: number | undefined;
  repeatSeconds: number;
  notify: (count: number) => void;
}

/**
 * Alerts a chatter to waiting chats (issue 21): the chime when one arrives and again every
 * `repeatSeconds` while any waits (capped), a desktop notification too when the tab is hidden and
 * notifications are allowed, quiet while they type; the tab's title carries the count meanwhile.
 */
export function useQueueAlerts(
  count: number | undefined,
  repeatSeconds: number,
  notify: (count: number) => void,
) {
  const state = useRef<AlertState>(QUIET);
  const typedAt = useRef(0);
  const latest = useRef<Alerting>({ count, repeatSeconds, notify });
  latest.current = { count, repeatSeconds, notify };

  // One step of the schedule with what is known now: on every change of the count, and each second.
  const step = useRef(() => {
    const { count: size, repeatSeconds: every, notify: tell } = latest.current;
    if (size === undefined) return;
    document.title = titleWithCount(document.title, size);
    const [next, alert] = nextAlert(state.current, {
      count: size,
      now: Date.now(),
      typedAt: typedAt.current,
      repeatSeconds: every,
    });
    state.current = next;
    if (!alert) return;
    playChime();
    if (document.visibilityState === 'hidden') tell(size);
  });

  useEffect(() => {
    const typed = (event: KeyboardEvent) => {
      if (isTyping(event)) typedAt.current = Date.now();
    };
    document.addEventListener('keydown', typed, true);
    const timer = setInterval(step.current, 1_000);
    return () => {
      document.removeEventListener('keydown', typed, true);
      clearInterval(timer);
      document.title = titleWithCount(document.title, 0);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count is heard at once
  useEffect(() => step.current(), [count]);
}
