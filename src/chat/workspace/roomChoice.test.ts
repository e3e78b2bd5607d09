import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatRoom } from '../../dataProvider/chat';
import { mergeMessages } from '../messages/historyCache';
import { awaitsRemembered, chooseRoom } from './roomChoice';

const message = (id: string) => ({ id, roomId: 'r' }) as ChatMessage;
const room = (id: string, holderId: number | null, unread = 0) =>
  ({ id, holderId, unread }) as ChatRoom;

describe('the conversation list', () => {
  it('keeps each id once, in id order, whatever order they arrive in', () => {
    const list = mergeMessages([message('2'), message('10')], [message('3'), message('2')]);
    expect(list.map((m) => m.id)).toEqual(['2', '3', '10']);
  });
});

describe('the chat opened on arrival', () => {
  const rooms = [room('a', null, 2), room('b', 9), room('c', null)];
  it('is the one clicked in the queue, else one held, else one with unread messages', () => {
    expect(chooseRoom(rooms, 9, 'c')?.id).toBe('c');
    expect(chooseRoom(rooms, 9, null)?.id).toBe('b');
    expect(chooseRoom(rooms, 5, null)?.id).toBe('a');
    expect(chooseRoom([room('c', null)], 5, null)).toBeNull();
  });
  it('is never another held chat when the chat just taken is missing from the reading', () => {
    // The chatter holds b and took d: a reading from before the take does not hold d yet.
    expect(chooseRoom(rooms, 9, 'd')).toBeNull();
    expect(awaitsRemembered(rooms, 'd')).toBe(true);
    expect(awaitsRemembered([...rooms, room('d', 9)], 'd')).toBe(false);
    expect(awaitsRemembered(rooms, null)).toBe(false);
  });
});
