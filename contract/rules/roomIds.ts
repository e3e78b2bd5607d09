/**
 * Wire ids of chats (spec section 3): a moderator's id carries the marker `x0x` (`m12x0x`), and a
 * room id is the real user's id and the moderator's wire id joined by `___` (`7___m12x0x`).
 */
export const moderatorUid = (moderatorId: number) => `m${moderatorId}x0x`;

export const roomIdOf = (userId: number, moderatorId: number) =>
  `${userId}___${moderatorUid(moderatorId)}`;

const ROOM_ID = /^(\d{1,10})___m(\d{1,10})x0x$/;

/** The two participants of a room id, or null for anything that is not one. */
export function parseRoomId(roomId: unknown): { userId: number; moderatorId: number } | null {
  if (typeof roomId !== 'string') return null;
  const match = ROOM_ID.exec(roomId);
  if (!match) return null;
  const userId = Number(match[1]);
  const moderatorId = Number(match[2]);
  const fits = (id: number) => id > 0 && id <= 2_147_483_647;
  return fits(userId) && fits(moderatorId) ? { userId, moderatorId } : null;
}
