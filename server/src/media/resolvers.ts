import { and, asc, eq } from 'drizzle-orm';
import mercurius from 'mercurius';
import { photos } from '../db/schema.js';
import type { GraphqlContext } from '../graphql/context.js';
import { isRowId } from '../settings/service.js';
import { photoBody, stockImageBody } from './serialize.js';
import { addStockImage, deleteStockImage, listStockImages } from './stock.js';

function badInput(message: string): never {
  throw new mercurius.ErrorWithProps(message, { code: 'BAD_USER_INPUT', errors: [message] });
}

/** Resolvers that need the media folder and the request's origin (for media URLs). */
export function mediaResolvers(mediaDir: string) {
  return {
    Query: {
      stockImages: async (_: unknown, _args: unknown, ctx: GraphqlContext) =>
        (await listStockImages(ctx.db)).map((image) => stockImageBody(ctx.origin, image)),
      privateUserPhotos: async (_: unknown, { id }: { id: number }, ctx: GraphqlContext) => {
        if (!isRowId(id)) return [];
        const rows = await ctx.db
          .select()
          .from(photos)
          .where(and(eq(photos.userId, id), eq(photos.type, 'PRIVATE')))
          .orderBy(asc(photos.id));
        return rows.map((photo) => photoBody(ctx.origin, photo));
      },
    },
    Mutation: {
      uploadStockImage: async (
        _: unknown,
        { uploadId }: { uploadId: number },
        ctx: GraphqlContext,
      ) => {
        const image = isRowId(uploadId)
          ? await addStockImage(ctx.db, uploadId, ctx.requireUser().id)
          : null;
        if (!image) badInput('No such pending image upload of yours.');
        return stockImageBody(ctx.origin, image);
      },
      deleteStockImage: async (_: unknown, { id }: { id: number }, ctx: GraphqlContext) => {
        if (!isRowId(id) || !(await deleteStockImage(ctx.db, mediaDir, id))) {
          badInput('No such stock image.');
        }
        return true;
      },
    },
  };
}
