import type { ChatRoom } from '../../../contract/chat';

const KEY = 'chat.clickedRoom';
/** A chat clicked in the queue is remembered for 60 s (spec section 9). */
export const REMEMBER_MS = 60_000;

export function rememberRoom(roomId: string, now = Date.now()) {
  sessionStorage.setItem(KEY, JSON.stringify({ roomId, at: now }));
}

/** The room clicked less than 60 s ago, if any. */
export function rememberedRoom(now = Date.now()): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      roomId: string;
      at: number;
    } | null;
    return saved && now - saved.at < REMEMBER_MS ? saved.roomId : null;
  } catch {
    return null;
  }
}

export function forgetRoom() {
  sessionStorage.removeItem(KEY);
}

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
