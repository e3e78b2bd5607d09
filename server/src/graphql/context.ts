import type { FastifyBaseLogger } from 'fastify';
import type { TokenUser } from '../auth/tokens.js';
import type { Db } from '../db/open.js';
import type { Role } from '../db/schema.js';
import type { LivePubSub } from './pubsub.js';

export interface GraphqlContext {
  db: Db;
  /** Set on subscription operations only (graphql-ws). */
  pubsub: LivePubSub;
  /** Base of the media URLs in answers (the API host, spec section 1). */
  origin: string;
  /** The app's clock (tests move it). */
  now(): Date;
  /** undefined when anonymous. */
  user?: TokenUser;
  requireUser(): TokenUser;
  /** The caller's staff role; only called from fields the policy limits to staff. */
  staffRole(): Role;
  /**
   * Set on subscription streams: throws the policy's refusal when the caller may no longer run
   * the operation with its arguments (a stream whose right can change while it runs asks again).
   */
  recheckAccess?(): Promise<void>;
  /** The socket's logger, on subscription operations (what an event's shared read reports to). */
  log?: FastifyBaseLogger;
  /** This instance forgets the user's remembered sessions (after changing their rights). */
  forgetSessionsOf(userId: number): void;
}

export function userAccessors(user: TokenUser | undefined) {
  return {
    user,
    requireUser() {
      if (!user) throw new Error('No user in context');
      return user;
    },
    staffRole() {
      if (!user?.role) throw new Error('No staff role in context');
      return user.role;
    },
  };
}
