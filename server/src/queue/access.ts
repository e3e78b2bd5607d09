import type { GraphqlContext } from '../graphql/context.js';
import { Refusal } from '../lib/refusal.js';
import { workerFlags } from '../settings/service.js';

/** Chatters work the queue (take, accept offers) only with their chat-queue permission on. */
export async function requireQueueAccess(ctx: GraphqlContext) {
  const user = ctx.requireUser();
  if (user.role === 'CHATTER' && !(await workerFlags(ctx.db, user.id)).chatAccess) {
    throw Refusal.errors(403, ['Your chat-queue permission is off.']);
  }
}
