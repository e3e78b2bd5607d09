import { eq } from 'drizzle-orm';
import mercurius from 'mercurius';
import { users } from '../db/schema.js';
import type { GraphqlContext } from '../graphql/context.js';
import { findPerson, setPrimaryPhoto } from '../media/photos.js';
import { isRowId } from '../settings/service.js';
import { staffBody } from '../users/serialize.js';
import { type ProfileChanges, ProfileError, saveProfile } from './service.js';

/** A real user or moderator: only the primary photo changes through updateProfile. */
async function savePrimaryPhoto(
  ctx: GraphqlContext,
  id: number,
  changes: ProfileChanges & { avatarIndex?: number | null },
) {
  const { avatarIndex, ...others } = changes;
  if (Object.values(others).some((value) => value != null)) {
    throw new ProfileError('Only the primary photo (avatarIndex) can be changed for this user.');
  }
  if (avatarIndex == null || !(await setPrimaryPhoto(ctx.db, id, avatarIndex))) {
    throw new ProfileError('There is no public photo at that index.');
  }
  const [saved] = await ctx.db.select().from(users).where(eq(users.id, id));
  return staffBody(saved);
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
      try {
        if (!isRowId(userId)) throw new ProfileError('Given user is not found');
        if (await findPerson(ctx.db, userId)) return await savePrimaryPhoto(ctx, userId, changes);
        const { avatarIndex: _staffHaveNoPhotos, ...staffChanges } = changes;
        return await saveProfile(ctx.db, userId, staffChanges, {
          id: ctx.requireUser().id,
          isAdmin: role === 'SUPER_ADMIN' || role === 'ADMIN',
        });
      } catch (error) {
        if (!(error instanceof ProfileError)) throw error;
        const errors = error.message.split('\n');
        // Every message at once (spec section 5), in `extensions.errors`.
        throw new mercurius.ErrorWithProps(errors.join(' '), { code: 'BAD_USER_INPUT', errors });
      }
    },
  },
};
