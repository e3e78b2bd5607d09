import mercurius from 'mercurius';
import type { GraphqlContext } from '../graphql/context.js';
import { isRowId } from '../settings/service.js';
import { type ProfileChanges, ProfileError, saveProfile } from './service.js';

export const staffResolvers = {
  Mutation: {
    updateProfile: async (
      _: unknown,
      { id, ...changes }: ProfileChanges & { id: string },
      ctx: GraphqlContext,
    ) => {
      const userId = Number(id);
      const role = ctx.staffRole();
      try {
        if (!isRowId(userId)) throw new ProfileError('Given user is not found');
        return await saveProfile(ctx.db, userId, changes, {
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
