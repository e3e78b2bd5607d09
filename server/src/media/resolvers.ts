import { and, asc, eq } from 'drizzle-orm';
import mercurius from 'mercurius';
import type { Db } from '../db/open.js';
import { photos } from '../db/schema.js';
import type { GraphqlContext } from '../graphql/context.js';
import type { Resolvers } from '../graphql/schema.generated.js';
import { isRowId } from '../settings/service.js';
import { mediaLinks } from './links.js';
import {
  addPhoto,
  copyStockImage,
  deletePhoto,
  findPerson,
  mayViewPrivatePhotos,
} from './photos.js';
import { photoBody, stockImageBody } from './serialize.js';
import type { MediaSigner } from './signing.js';
import { addStockImage, claimUpload, deleteStockImage, listStockImages } from './stock.js';

const NOT_APPROVED = 'You have no approved request to see these private photos.';

function badInput(message: string): never {
  throw new mercurius.ErrorWithProps(message, { code: 'BAD_USER_INPUT', errors: [message] });
}

/** Deletes a person's photo of that kind (public or private), with its files. */
async function deleteOfType(
  ctx: GraphqlContext,
  mediaDir: string,
  { userId, id }: { userId: number; id: number },
  type: 'PUBLIC' | 'PRIVATE',
) {
  const [photo] = isRowId(id)
    ? await ctx.db
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.id, id), eq(photos.userId, userId), eq(photos.type, type)))
    : [];
  if (!photo || !(await deletePhoto(ctx.db, mediaDir, userId, id))) {
    badInput('Given photo is not found');
  }
  return true;
}

function privatePhotosOf(db: Db, userId: number) {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.type, 'PRIVATE')))
    .orderBy(asc(photos.id));
}

/** Resolvers that need the media folder and the request's origin (for media URLs). */
export function mediaResolvers(mediaDir: string, signer: MediaSigner) {
  const linksOf = (ctx: GraphqlContext) => mediaLinks(ctx.origin, signer, ctx.now());
  return {
    Query: {
      stockImages: async (_: unknown, _args: unknown, ctx: GraphqlContext) =>
        (await listStockImages(ctx.db)).map((image) => stockImageBody(ctx.origin, image)),
      privateUserPhotos: async (_: unknown, { id }: { id: number }, ctx: GraphqlContext) => {
        if (!isRowId(id)) return [];
        const links = linksOf(ctx);
        return (await privatePhotosOf(ctx.db, id)).map((photo) => photoBody(links, photo));
      },
      appPrivatePhotos: async (
        _: unknown,
        { moderatorId }: { moderatorId: number },
        ctx: GraphqlContext,
      ) => {
        const viewer = ctx.requireUser().id;
        if (!isRowId(moderatorId) || !(await mayViewPrivatePhotos(ctx.db, viewer, moderatorId))) {
          // Not a policy refusal: the caller may ask, and may be approved later.
          throw new mercurius.ErrorWithProps(NOT_APPROVED, {
            code: 'NOT_FOUND',
            errors: [NOT_APPROVED],
          });
        }
        const links = linksOf(ctx);
        return (await privatePhotosOf(ctx.db, moderatorId)).map((photo) => photoBody(links, photo));
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
      createPrivatePhoto: async (
        _: unknown,
        args: { userId: number; uploadId?: number | null; stockImageId?: number | null },
        ctx: GraphqlContext,
      ) => {
        if (!isRowId(args.userId) || !(await findPerson(ctx.db, args.userId))) {
          badInput('Given user is not found');
        }
        if ((args.uploadId == null) === (args.stockImageId == null)) {
          badInput('Send either an upload or a stock image.');
        }
        const stored =
          args.uploadId != null
            ? await claimUpload(ctx.db, args.uploadId, ctx.requireUser().id, ['image'])
            : await copyStockImage(ctx.db, mediaDir, args.stockImageId as number);
        if (!stored) badInput('No such pending image upload of yours, or stock image.');
        const photo = await addPhoto(ctx.db, args.userId, stored, 'PRIVATE', ctx.requireUser().id);
        return photoBody(linksOf(ctx), photo);
      },
      deleteAvatarPhoto: (_: unknown, args: { userId: number; id: number }, ctx: GraphqlContext) =>
        deleteOfType(ctx, mediaDir, args, 'PUBLIC'),
      deletePrivatePhoto: (_: unknown, args: { userId: number; id: number }, ctx: GraphqlContext) =>
        deleteOfType(ctx, mediaDir, args, 'PRIVATE'),
      deleteStockImage: async (_: unknown, { id }: { id: number }, ctx: GraphqlContext) => {
        if (!isRowId(id) || !(await deleteStockImage(ctx.db, mediaDir, id))) {
          badInput('No such stock image.');
        }
        return true;
      },
    },
  } satisfies Resolvers;
}
