// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chatMessage, chatRoom } from '../messageFixture';
import { roomsAfterChange, roomsAfterMessage, roomsRead, roomsWith } from './roomCache';

const ME = 4;
const own = (id: number) => id === 3;
const held = chatRoom({
  id: '8___m9x0x',
  userId: 8,
  moderatorId: 9,
  lastMessageId: '6',
  latestTime: '2026-11-23T09:00:00.000Z',
  holderId: ME,
  deadline: '2026-11-23T10:05:00.000Z',
});
const mine = chatRoom({ lastMessageId: '5', latestTime: '2026-11-23T08:00:00.000Z' });

describe('the room list after a live message', () => {
  it("moves the room to the top with the real user's message, one more unread", () => {
    const message = chatMessage({ id: '10', timestamp: '2026-11-23T10:01:00.000Z' });
    const [first, second] = roomsAfterMessage([held, mine], message, own) ?? [];
    expect(first).toMatchObject({
      id: mine.id,
      lastMessageId: '10',
      latestTime: '2026-11-23T10:01:00.000Z',
      unread: 1,
      holderId: null,
    });
    expect(second).toBe(held);
  });

  it("does not count the moderator side's message, nor a deleted one, as unread", () => {
    const answer = chatMessage({ id: '10', fromModerator: true, senderWorkerId: ME });
    expect(roomsAfterMessage([mine], answer, own)?.[0].unread).toBe(0);
    const deleted = chatMessage({ id: '11', isDeleted: true });
    expect(roomsAfterMessage([mine], deleted, own)?.[0].unread).toBe(0);
  });

  it("drops a held chat of another worker's fake user once it is answered", () => {
    const answer = chatMessage({
      id: '12',
      roomId: held.id,
      fromModerator: true,
      senderWorkerId: ME,
    });
    expect(roomsAfterMessage([held, mine], answer, own)).toEqual([mine]);
    // While the chatter's own fake users are not known yet, the room stays, no longer held.
    expect(roomsAfterMessage([held], answer, () => undefined)?.[0]).toMatchObject({
      id: held.id,
      holderId: null,
      deadline: null,
    });
  });

  it('keeps the hold for a notification and for the real user writing again', () => {
    const notification = chatMessage({
      id: '12',
      roomId: held.id,
      fromModerator: true,
      messageType: 'N',
    });
    expect(roomsAfterMessage([held], notification, own)?.[0].holderId).toBe(ME);
    const again = chatMessage({ id: '13', roomId: held.id });
    expect(roomsAfterMessage([held], again, own)?.[0]).toMatchObject({ holderId: ME, unread: 1 });
  });

  it('changes nothing for a message it already holds (a replay after a reconnection)', () => {
    const list = [held, mine];
    expect(roomsAfterMessage(list, chatMessage({ id: '5' }), own)).toBe(list);
  });

  it('answers null for a room it does not hold, to be read', () => {
    expect(roomsAfterMessage([mine], chatMessage({ id: '20', roomId: '1___m2x0x' }), own)).toBe(
      null,
    );
  });
});

describe('a room read on its own', () => {
  it('takes its place by its newest message, replacing an older copy', () => {
    const newer = chatRoom({ id: 'n', latestTime: '2026-11-23T11:00:00.000Z' });
    expect(roomsWith([held, mine], newer).map((room) => room.id)).toEqual(['n', held.id, mine.id]);
    const between = chatRoom({ id: 'b', latestTime: '2026-11-23T08:30:00.000Z' });
    expect(roomsWith([held, mine], between).map((room) => room.id)).toEqual([
      held.id,
      'b',
      mine.id,
    ]);
    const silent = chatRoom({ id: 's', latestTime: null });
    expect(roomsWith([held], silent).map((room) => room.id)).toEqual([held.id, 's']);
    const changed = { ...mine, unread: 3 };
    expect(roomsWith([held, mine], changed)).toEqual([held, changed]);
  });

  it('reads to zero unread', () => {
    expect(roomsRead([{ ...mine, unread: 4 }, held], mine.id)[0].unread).toBe(0);
  });
});

describe('the room list after a chat changed other than by a message', () => {
  it('takes the chat as read again: another worker now holds it', () => {
    const taken = { ...mine, holderId: 12, deadline: '2026-11-23T10:05:00.000Z' };
    expect(roomsAfterChange([held, mine], mine.id, taken, true)).toEqual([held, taken]);
  });

  it('drops the chat the caller shows no more, and leaves a list without it alone', () => {
    expect(roomsAfterChange([held, mine], held.id, { ...held, holderId: null }, false)).toEqual([
      mine,
    ]);
    expect(roomsAfterChange([held, mine], held.id, null, true)).toEqual([mine]);
    const list = [mine];
    expect(roomsAfterChange(list, held.id, null, true)).toBe(list);
  });

  it('adds a chat the list did not hold (a hold taken on it), in its place by time', () => {
    expect(roomsAfterChange([mine], held.id, held, true)).toEqual([held, mine]);
  });

  it('keeps the count and time of a message heard while the chat was read', () => {
    const heard = {
      ...mine,
      lastMessageId: '9',
      latestTime: '2026-11-23T10:30:00.000Z',
      unread: 2,
    };
    const read = { ...mine, holderId: 12 };
    expect(roomsAfterChange([heard], mine.id, read, true)).toEqual([
      { ...read, lastMessageId: '9', latestTime: '2026-11-23T10:30:00.000Z', unread: 2 },
    ]);
  });
});
