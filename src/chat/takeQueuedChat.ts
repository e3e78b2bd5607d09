import { ApiError } from '../lib/api';
import { takeChat } from './chatCalls';
import { rememberRoom } from './rememberedRoom';

/**
 * Takes a waiting chat for the worker and remembers it for the workspace, which opens the
 * remembered chat on arrival (the queue's Chat button, and Alt+N in the workspace).
 */
export async function takeQueuedChat(roomId: string) {
  const taken = await takeChat(roomId);
  rememberRoom(roomId);
  return taken;
}

/** The server's answer when another worker took the chat first (or it left the queue). */
export const takenElsewhere = (error: unknown) => error instanceof ApiError && error.status === 409;
