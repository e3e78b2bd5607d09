import type { ChatMessage, ChatRoom } from '../../dataProvider/chat';

/**
 * A chatter's room list after a live message, worked out from the message alone (no reading the
 * list again): the room moves to the top with its newest message and time, counts one more unread
 * message from the real user, and stops being held when the moderator side answered (the server
 * takes the chat out of the queue then; a notification does not). A chat held for another
 * moderator than the chatter's own leaves the list with its hold, as the server's list would.
 *
 * `ownModerator` says whether the chatter works that fake user (undefined while not known: the
 * room stays). Answers null when the message's room is not in the list: the caller reads that room.
 */
export function roomsAfterMessage(
  rooms: ChatRoom[],
  message: ChatMessage,
  ownModerator: (moderatorId: number) => boolean | undefined,
): ChatRoom[] | null {
  const room = rooms.find((candidate) => candidate.id === message.roomId);
  if (!room) return null;
  if (room.lastMessageId !== null && Number(message.id) <= Number(room.lastMessageId)) return rooms;
  const answered = message.fromModerator && message.messageType !== 'N';
  const others = rooms.filter((candidate) => candidate !== room);
  if (answered && room.holderId !== null && ownModerator(room.moderatorId) === false) return others;
  const updated: ChatRoom = {
    ...room,
    lastMessageId: message.id,
    latestTime: message.timestamp,
    unread: room.unread + (message.fromModerator || message.isDeleted ? 0 : 1),
    ...(answered ? { holderId: null, deadline: null } : {}),
  };
  return [updated, ...others];
}

/** The list with `room` in it (replacing its older copy), newest message first as the server orders. */
export function roomsWith(rooms: ChatRoom[], room: ChatRoom): ChatRoom[] {
  const others = rooms.filter((candidate) => candidate.id !== room.id);
  const time = (candidate: ChatRoom) =>
    candidate.latestTime === null ? Number.NEGATIVE_INFINITY : Date.parse(candidate.latestTime);
  const at = others.findIndex((candidate) => time(candidate) < time(room));
  return at < 0 ? [...others, room] : [...others.slice(0, at), room, ...others.slice(at)];
}

/** The list with a room's unread count set to zero (the chatter opened and read it). */
export function roomsRead(rooms: ChatRoom[], roomId: string): ChatRoom[] {
  return rooms.map((room) => (room.id === roomId ? { ...room, unread: 0 } : room));
}

/**
 * The list after one chat was read again for a change other than a message (a hold, a note): the
 * chat as read, in its place, or out of the list when the caller no longer shows it (`room` null:
 * gone or not theirs; `shown` false: not theirs by the list's rule). A message the list heard while
 * the chat was read is newer than the reading: its count and time stay.
 */
export function roomsAfterChange(
  rooms: ChatRoom[],
  roomId: string,
  room: ChatRoom | null,
  shown: boolean,
): ChatRoom[] {
  if (!room || !shown) {
    return rooms.some((candidate) => candidate.id === roomId)
      ? rooms.filter((candidate) => candidate.id !== roomId)
      : rooms;
  }
  const listed = rooms.find((candidate) => candidate.id === roomId);
  const heard = listed?.lastMessageId ?? null;
  const heardLater =
    heard !== null && (room.lastMessageId === null || Number(heard) > Number(room.lastMessageId));
  return roomsWith(
    rooms,
    listed && heardLater
      ? {
          ...room,
          lastMessageId: listed.lastMessageId,
          latestTime: listed.latestTime,
          unread: listed.unread,
        }
      : room,
  );
}
