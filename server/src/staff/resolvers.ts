import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { GraphqlContext } from '../graphql/context.js';
import type { Resolvers } from '../graphql/schema.generated.js';
import { Refusal } from '../lib/refusal.js';
import { findPerson, setPrimaryPhoto } from '../media/photos.js';
import { isRowId } from '../settings/service.js';
import { staffBody } from '../users/serialize.js';
import { type ProfileChanges, saveProfile } from './service.js';

/** A real user or moderator: only the primary photo changes through updateProfile. */
async function savePrimaryPhoto(
  ctx: GraphqlContext,
  id: number,
  changes: ProfileChanges & { avatarIndex?: number | null },
) {
  const { avatarIndex, ...others } = changes;
  if (Object.values(others).some((value) => value != null)) {
    throw Refusal.errors(400, [
      'Only the primary photo (avatarIndex) can be changed for this user.',
    ]);
  }
  if (avatarIndex == null || !(await setPrimaryPhoto(ctx.db, id, avatarIndex))) {
    throw Refusal.errors(400, ['There is no public photo at that index.']);
  }
  const [saved] = await ctx.db.select().from(users).where(eq(users.id, id));
  return staffBody(saved, { viewer: ctx.requireUser(), now: ctx.now() });
}

export const staffResolvers = {
  Mutation: {
    updateProfile: async (
      _: unknown,
      { id, ...changes }: ProfileChanges & { id: string; avatarIndex?: number | null },
      ctx: GraphqlContext,
    ) => {
      const userId = Number(id);
      const role = ctx.staffRole();
      if (!isRowId(userId)) throw Refusal.errors(400, ['Given user is not found']);
      if (await findPerson(ctx.db, userId)) return savePrimaryPhoto(ctx, userId, changes);
      const { avatarIndex: _staffHaveNoPhotos, ...staffChanges } = changes;
      const saved = await saveProfile(ctx.db, userId, staffChanges, {
        id: ctx.requireUser().id,
        role,
        now: ctx.now(),
      });
      // The rights it holds (chat access, manual chats) apply to the member's next request here.
      ctx.forgetSessionsOf(userId);
      return saved;
    },
  },
} satisfies Resolvers;
