import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { stockImages, uploads } from '../db/schema.js';
import { releaseMediaFiles } from './files.js';

/** The shared stock-image library, newest first. */
export async function listStockImages(db: Db) {
  return db.select().from(stockImages).orderBy(desc(stockImages.createdAt), desc(stockImages.id));
}

/**
 * Takes one of the caller's pending uploads (POST /api/media/upload/) out of `uploads`: what
 * attaches it now owns its files. Null when it is not theirs, is gone, or is not of that kind.
 */
export async function claimUpload(
  db: Db,
  uploadId: number,
  uploaderId: number,
  kinds: readonly ('image' | 'video')[],
) {
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  if (!upload || upload.uploaderId !== uploaderId || !kinds.includes(upload.kind)) return null;
  const [claimed] = await db.delete(uploads).where(eq(uploads.id, uploadId)).returning();
  return claimed ?? null;
}

export async function addStockImage(db: Db, uploadId: number, uploaderId: number) {
  return db.transaction(async (tx) => {
    const upload = await claimUpload(tx as unknown as Db, uploadId, uploaderId, ['image']);
    if (!upload) return null;
    const [image] = await tx
      .insert(stockImages)
      .values({ file: upload.file, thumbnail: upload.thumbnail, ownerId: uploaderId })
      .returning();
    return image;
  });
}

export async function deleteStockImage(db: Db, mediaDir: string, id: number) {
  const [removed] = await db.delete(stockImages).where(eq(stockImages.id, id)).returning();
  if (!removed) return false;
  await releaseMediaFiles(db, mediaDir, [removed.file, removed.thumbnail]);
  return true;
}

export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Removes uploads nobody attached within a day, with their files. Answers how many. */
export async function sweepPendingUploads(db: Db, mediaDir: string, now: Date) {
  const stale = await db
    .delete(uploads)
    .where(lt(uploads.createdAt, new Date(now.getTime() - PENDING_UPLOAD_TTL_MS)))
    .returning();
  await releaseMediaFiles(
    db,
    mediaDir,
    stale.flatMap((upload) => [upload.file, upload.thumbnail]),
  );
  return stale.length;
}
