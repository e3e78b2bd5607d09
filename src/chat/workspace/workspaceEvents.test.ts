// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chatRoom } from '../messageFixture';
import { ownHoldEndingIn } from './workspaceEvents';

const ME = 1;
const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const heldUntil = (ms: number) =>
  chatRoom({ holderId: ME, deadline: new Date(NOW + ms).toISOString() });
const released = chatRoom({ holderId: null, deadline: null });

describe('a change that ends the caller’s own hold', () => {
  it('waits for the countdown when the server’s sweep came just before the tab’s deadline', () => {
    expect(ownHoldEndingIn(heldUntil(1500), released, ME, NOW)).toBe(2100);
    expect(ownHoldEndingIn(heldUntil(1500), null, ME, NOW)).toBe(2100);
  });

  it('applies at once once the countdown has ended, or for a hold given back early', () => {
    expect(ownHoldEndingIn(heldUntil(-1000), released, ME, NOW)).toBe(0);
    expect(ownHoldEndingIn(heldUntil(4 * 60_000), released, ME, NOW)).toBe(0);
  });

  it('applies at once to others’ holds and to a hold that stays the caller’s', () => {
    expect(ownHoldEndingIn(chatRoom({ holderId: 7, deadline: null }), released, ME, NOW)).toBe(0);
    expect(ownHoldEndingIn(heldUntil(1500), heldUntil(60_000), ME, NOW)).toBe(0);
    expect(ownHoldEndingIn(undefined, released, ME, NOW)).toBe(0);
  });
});
