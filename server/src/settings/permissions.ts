import { isAdminRole } from '../../../contract/rules/roles.js';
import type { GraphqlContext } from '../graphql/context.js';
import { workerFlags } from './service.js';

/**
 * What the caller may do in the chat: take chats from the queue, paste into the message box.
 * Admins and super admins always may (spec section 6); a worker as their profile says.
 */
export async function callerPermissions(ctx: GraphqlContext) {
  if (isAdminRole(ctx.staffRole())) return { queueAllowed: true, pasteAllowed: true };
  const flags = await workerFlags(ctx.db, ctx.requireUser().id);
  return { queueAllowed: flags.chatAccess, pasteAllowed: flags.pasteAccess };
}
