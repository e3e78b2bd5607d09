import { and, asc, eq, inArray } from 'drizzle-orm';
import { primaryPhoto } from '../../../contract/rules/people.js';
import type { Db } from '../db/open.js';
import { photos } from '../db/schema.js';
import { mediaUrl } from '../media/urls.js';

export interface PhotoFiles {
  file: string;
  thumbnail: string | null;
}

/** Each person's primary photo by id, in one query; people without a public photo are absent. */
export async function primaryPhotosOf(
  db: Db,
  people: readonly { id: number; avatarIndex: number }[],
): Promise<Map<number, PhotoFiles>> {
  const primary = new Map<number, PhotoFiles>();
  const ids = [...new Set(people.map((person) => person.id))];
  if (ids.length === 0) return primary;
  const rows = await db
    .select({ userId: photos.userId, file: photos.file, thumbnail: photos.thumbnail })
    .from(photos)
    .where(and(inArray(photos.userId, ids), eq(photos.type, 'PUBLIC')))
    .orderBy(asc(photos.id));
  const publicPhotos = new Map<number, PhotoFiles[]>();
  for (const row of rows)
    publicPhotos.set(row.userId, [...(publicPhotos.get(row.userId) ?? []), row]);
  for (const person of people) {
    const photo = primaryPhoto(publicPhotos.get(person.id) ?? [], person.avatarIndex);
    if (photo) primary.set(person.id, photo);
  }
  return primary;
}

/** The URL an avatar shows: the photo's thumbnail when there is one, else its file. */
export const avatarUrl = (origin: string, photo: PhotoFiles) =>
  mediaUrl(origin, photo.thumbnail ?? photo.file);

/** Each person's avatar URL by id (people without a public photo are absent). */
export async function avatarsOf(
  db: Db,
  people: readonly { id: number; avatarIndex: number }[],
  origin: string,
) {
  const primary = await primaryPhotosOf(db, people);
  return new Map([...primary].map(([id, photo]) => [id, avatarUrl(origin, photo)]));
}
