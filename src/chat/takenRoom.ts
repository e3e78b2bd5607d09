/** The chat just taken (the queue, Alt+N, an offer), kept for the workspace to open. */

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
