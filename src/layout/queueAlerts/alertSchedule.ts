// When the queue alert sounds (pure: no timers, no DOM). The hook (useQueueAlerts) feeds it the
// queue's size as it changes and a tick every second, and plays what it answers.

/** A chatter's choice: seconds between repeats while chats wait; 0 alerts once per arrival. */
export const REPEAT_CHOICES = [0, 10, 30, 60, 120] as const;
export const DEFAULT_REPEAT_SECONDS = 30;
/** Repeats after an arrival at most this many times (then quiet until the next arrival). */
export const MAX_REPEATS = 10;
/** No sound while the chatter typed this recently: they are answering someone. */
export const QUIET_WHILE_TYPING_MS = 4_000;

export interface AlertState {
  /** The queue's size last heard. */
  count: number;
  /** When the last alert sounded (or was due and kept quiet), ms. */
  lastAt: number;
  /** Repeats since the last arrival. */
  repeats: number;
}

export const QUIET: AlertState = { count: 0, lastAt: 0, repeats: 0 };

export interface AlertInput {
  count: number;
  now: number;
  /** When the chatter last typed, ms (0: never). */
  typedAt: number;
  repeatSeconds: number;
}

/**
 * The next state, and whether to alert now: at once when a chat joins the queue, then every
 * `repeatSeconds` while any waits, at most MAX_REPEATS times; quiet while the chatter types (the
 * due alert is skipped, not saved up). An empty queue ends it.
 */
export function nextAlert(state: AlertState, input: AlertInput): [AlertState, boolean] {
  const { count, now, typedAt, repeatSeconds } = input;
  const typing = typedAt > 0 && now - typedAt < QUIET_WHILE_TYPING_MS;
  if (count <= 0) return [QUIET, false];
  if (count > state.count) return [{ count, lastAt: now, repeats: 0 }, !typing];
  const due =
    repeatSeconds > 0 && state.repeats < MAX_REPEATS && now - state.lastAt >= repeatSeconds * 1000;
  if (!due) return [{ ...state, count }, false];
  return [{ count, lastAt: now, repeats: state.repeats + 1 }, !typing];
}

/** The tab's title with the queue's size in front while chats wait: `(3) Users`. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\) /, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}
