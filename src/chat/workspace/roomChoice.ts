import type { ChatRoom } from '../../../contract/chat';

/**
 * The chat to open on arrival: the one just taken (clicked in the queue, Alt+N, an accepted offer),
 * else one held, else one with unread messages. A chat just taken that the reading does not hold
 * yet (a reading that began before the take) opens nothing: the caller reads the chats again
 * (`awaitsRemembered`) rather than open an older held chat in its place.
 */
export function chooseRoom(rooms: ChatRoom[], workerId: number, remembered: string | null) {
  if (remembered !== null) return rooms.find((room) => room.id === remembered) ?? null;
  return (
    rooms.find((room) => room.holderId === workerId) ??
    rooms.find((room) => room.unread > 0) ??
    null
  );
}

/** The chat just taken is missing from this reading of the chats: it is older than the take. */
export const awaitsRemembered = (rooms: ChatRoom[], remembered: string | null) =>
  remembered !== null && !rooms.some((room) => room.id === remembered);
