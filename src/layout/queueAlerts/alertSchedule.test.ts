// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  MAX_REPEATS,
  nextAlert,
  QUIET,
  QUIET_WHILE_TYPING_MS,
  titleWithCount,
} from './alertSchedule';

/** Feeds one input per second for `seconds`, answering at which seconds an alert sounded. */
function run(counts: (second: number) => number, seconds: number, options = {}) {
  const { repeatSeconds = 10, typedAt = () => 0 } = options as {
    repeatSeconds?: number;
    typedAt?: (second: number) => number;
  };
  let state = QUIET;
  const alerts: number[] = [];
  for (let second = 1; second <= seconds; second += 1) {
    const [next, alert] = nextAlert(state, {
      count: counts(second),
      now: second * 1000,
      typedAt: typedAt(second),
      repeatSeconds,
    });
    state = next;
    if (alert) alerts.push(second);
  }
  return alerts;
}

describe('the queue alert', () => {
  it('sounds when a chat arrives, then every interval while it waits, and stops when it is taken', () => {
    expect(run((s) => (s >= 3 && s < 40 ? 1 : 0), 60)).toEqual([3, 13, 23, 33]);
  });

  it('sounds again at once for each new arrival, and resets the repeats', () => {
    expect(run((s) => (s < 5 ? 0 : s < 8 ? 1 : 2), 30)).toEqual([5, 8, 18, 28]);
  });

  it('does not sound when a chat leaves a queue that still holds others', () => {
    expect(run((s) => (s < 5 ? 2 : 1), 12)).toEqual([1, 11]);
  });

  it('repeats at most MAX_REPEATS times after an arrival', () => {
    const alerts = run(() => 1, 1_000);
    expect(alerts).toHaveLength(1 + MAX_REPEATS);
  });

  it('sounds once per arrival when repeats are off', () => {
    expect(run(() => 1, 100, { repeatSeconds: 0 })).toEqual([1]);
  });

  it('keeps quiet while the chatter types, and skips what fell due then', () => {
    // Typing from second 10 to 25: the alerts due at 11 and 21 are skipped, the next at 31.
    const typedAt = (s: number) => (s >= 10 && s <= 25 ? s * 1000 : s > 25 ? 25_000 : 0);
    expect(run(() => 1, 40, { typedAt })).toEqual([1, 31]);
    expect(QUIET_WHILE_TYPING_MS).toBeLessThan(10_000);
  });
});

describe('titleWithCount', () => {
  it('puts the count in front while chats wait, once', () => {
    expect(titleWithCount('Users', 3)).toBe('(3) Users');
    expect(titleWithCount('(3) Users', 4)).toBe('(4) Users');
    expect(titleWithCount('(4) Users', 0)).toBe('Users');
  });
});
