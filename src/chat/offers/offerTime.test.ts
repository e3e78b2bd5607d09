import { describe, expect, it } from 'vitest';
import { secondsLeft } from './offerTime';

describe('secondsLeft', () => {
  const at = Date.parse('2026-11-27T10:00:00Z');
  it('counts what the offer leaves', () => {
    expect(secondsLeft('2026-11-27T10:00:12Z', at, 15)).toBe(12);
  });
  it('never more than the time to accept (a server clock ahead of the browser)', () => {
    expect(secondsLeft('2026-11-27T10:05:00Z', at, 15)).toBe(15);
  });
  it('at least a second (a server clock behind the browser)', () => {
    expect(secondsLeft('2026-11-27T09:59:00Z', at, 15)).toBe(1);
  });
  it('the time to accept for a date it cannot read', () => {
    expect(secondsLeft('soon', at, 15)).toBe(15);
  });
});
