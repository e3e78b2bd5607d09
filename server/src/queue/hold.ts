import { type Placeholder, sql } from 'drizzle-orm';
import { chatQueue } from '../db/schema.js';

/**
 * The chat is held at `now`: a worker took it from the queue (or started it) and its answer
 * deadline has not passed. The SQL function `chat_is_held` (server/drizzle/functions/
 * chat_is_held.sql) is the one definition, shared with `chat_send`. NULL, not false, for a room
 * without a queue entry: compare with `is not true` to negate it.
 */
export const chatIsHeld = (now: Date | Placeholder) =>
  sql<boolean | null>`chat_is_held(${chatQueue.isAssigned}, ${chatQueue.clearedAt}, ${
    now instanceof Date ? now.toISOString() : now
  }::timestamptz)`;
