import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { photos, privatePhotoRequests, stockImages, users } from '../db/schema.js';
import { releaseMediaFiles } from './files.js';
import type { StoredMedia } from './ingest.js';
import { randomMediaName, thumbnailNameOf } from './names.js';

export type PhotoType = 'PUBLIC' | 'PRIVATE';
type PhotoRow = typeof photos.$inferSelect;

/** A person whose photos staff manage: a real user or a moderator (no staff role). */
export async function findPerson(db: Db, id: number) {
  const [person] = await db
    .select({ id: users.id, avatarIndex: users.avatarIndex })
    .from(users)
    .where(and(eq(users.id, id), sql`${users.role} is null`));
  return person ?? null;
}

/**
 * Copies a stock image (and its thumbnail) under new names, so that deleting the copy or the
 * stock image never breaks the other. Null when there is no such stock image.
 */
export async function copyStockImage(
  db: Db,
  mediaDir: string,
  stockImageId: number,
): Promise<StoredMedia | null> {
  const [stock] = await db.select().from(stockImages).where(eq(stockImages.id, stockImageId));
  if (!stock) return null;
  const extension = path.extname(stock.file).slice(1) || 'jpg';
  const file = randomMediaName(extension);
  await copyFile(path.join(mediaDir, stock.file), path.join(mediaDir, file));
  let thumbnail: string | null = null;
  if (stock.thumbnail) {
    thumbnail = thumbnailNameOf(file);
    await copyFile(path.join(mediaDir, stock.thumbnail), path.join(mediaDir, thumbnail));
  }
  return { file, thumbnail, kind: 'image' };
}

export async function addPhoto(
  db: Db,
  userId: number,
  stored: StoredMedia,
  type: PhotoType,
  createdById: number,
): Promise<PhotoRow> {
  const [photo] = await db
    .insert(photos)
    .values({
      userId,
      file: stored.file,
      thumbnail: stored.thumbnail,
      type,
      isVideo: stored.kind === 'video',
      createdById,
    })
    .returning();
  return photo;
}

/**
 * Deletes one of the person's photos with its files. The primary photo is the avatar_index-th
 * public photo (spec section 4), so an earlier public photo's removal moves the index back by one
 * to keep the same primary; removing the primary itself makes the first public photo primary.
 */
export async function deletePhoto(
  db: Db,
  mediaDir: string,
  userId: number,
  photoId: number,
): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ avatarIndex: users.avatarIndex })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!person) return null;
    const own = await tx
      .select({ id: photos.id, type: photos.type })
      .from(photos)
      .where(eq(photos.userId, userId))
      .orderBy(asc(photos.id));
    const target = own.find((photo) => photo.id === photoId);
    if (!target) return null;
    const [row] = await tx.delete(photos).where(eq(photos.id, photoId)).returning();
    if (target.type === 'PUBLIC') {
      const position = own.filter((p) => p.type === 'PUBLIC').findIndex((p) => p.id === photoId);
      const index = person.avatarIndex;
      const next = position < index ? index - 1 : position === index ? 0 : index;
      if (next !== index)
        await tx.update(users).set({ avatarIndex: next }).where(eq(users.id, userId));
    }
    return row;
  });
  if (!removed) return false;
  await releaseMediaFiles(db, mediaDir, [removed.file, removed.thumbnail]);
  return true;
}

/** Makes the index-th public photo the primary one. False when there is no such photo. */
export async function setPrimaryPhoto(db: Db, userId: number, index: number): Promise<boolean> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.type, 'PUBLIC')));
  if (!Number.isInteger(index) || index < 0 || index >= count) return false;
  await db.update(users).set({ avatarIndex: index }).where(eq(users.id, userId));
  return true;
}

/** Whether `viewerId` asked `ownerId` for their private photos and was approved. */
export async function mayViewPrivatePhotos(db: Db, viewerId: number, ownerId: number) {
  const [approved] = await db
    .select({ id: privatePhotoRequests.id })
    .from(privatePhotoRequests)
    .where(
      and(
        eq(privatePhotoRequests.userToViewId, viewerId),
        eq(privatePhotoRequests.requestedUserId, ownerId),
        eq(privatePhotoRequests.status, 'A'),
      ),
    )
    .limit(1);
  return Boolean(approved);
}
