import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { photos, stockImages, uploads, users } from '../db/schema.js';
import { createHarness, graphql, type Harness, type Identity } from '../test/harness.js';
import { multipart } from '../test/multipart.js';
import { sweepPendingUploads } from './stock.js';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-photos-'));
let h: Harness;
let moderatorId: number;
let othersModeratorId: number;
let realUserId: number;
beforeAll(async () => {
  h = await createHarness({ mediaDir });
});
beforeEach(async () => {
  await h.reset();
  const rows = await h.database.db
    .insert(users)
    .values([
      { email: 'own@fake.test', isModerator: true, workerId: h.userIds.CHATTER },
      { email: 'other@fake.test', isModerator: true, workerId: null },
      { email: 'real@app.test' },
    ])
    .returning({ id: users.id });
  [moderatorId, othersModeratorId, realUserId] = rows.map((row) => row.id);
});
afterAll(async () => {
  await h.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const image = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

async function addPhoto(
  userId: number,
  fields: Record<string, string> = {},
  identity: Identity = 'ADMIN',
  withFile = true,
) {
  const form = multipart(
    fields,
    withFile
      ? { field: 'photo', name: 'p.jpg', type: 'image/jpeg', content: await image() }
      : undefined,
  );
  return h.app.inject({
    method: 'POST',
    url: `/api/user/${userId}/photo/`,
    headers: { ...h.headers[identity], ...form.headers },
    payload: form.payload,
  });
}

const mediaFile = (url: string) =>
  path.join(mediaDir, new URL(url).pathname.slice('/media/'.length));

describe('photos of real users and moderators', () => {
  it('adds public and private photos with thumbnails; the detail lists them', async () => {
    const added = await addPhoto(realUserId);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ type: 'PUBLIC', video: false });
    expect(existsSync(mediaFile(added.json().thumbnail_url))).toBe(true);
    const priv = await addPhoto(realUserId, { type: 'PRIVATE' });
    expect(priv.json().type).toBe('PRIVATE');
    const detail = await h.app.inject({
      method: 'GET',
      url: `/api/user/${realUserId}/`,
      headers: h.headers.ADMIN,
    });
    expect(detail.json().avatar_photos.map((p: { type: string }) => p.type)).toEqual([
      'PUBLIC',
      'PRIVATE',
    ]);
    const privateOnes = await graphql(
      h.app,
      h.headers.REGULAR,
      `{ privateUserPhotos(id: ${realUserId}) { id type thumbnail_url } }`,
    );
    expect(privateOnes.data?.privateUserPhotos).toEqual([
      expect.objectContaining({ id: priv.json().id, type: 'PRIVATE' }),
    ]);
  });

  it('lets a chatter manage the fake users they work, and no one else', async () => {
    expect((await addPhoto(moderatorId, {}, 'CHATTER')).statusCode).toBe(201);
    expect((await addPhoto(othersModeratorId, {}, 'CHATTER')).statusCode).toBe(403);
    expect((await addPhoto(realUserId, {}, 'CHATTER')).statusCode).toBe(403);
    expect((await addPhoto(moderatorId, {}, 'REGULAR')).statusCode).toBe(403);
    expect((await addPhoto(moderatorId, {}, 'appUser')).statusCode).toBe(403);
    const [own] = await h.database.db.select().from(photos).where(eq(photos.userId, moderatorId));
    const remove = (identity: Identity, userId: number) =>
      h.app.inject({
        method: 'DELETE',
        url: `/api/user/${userId}/photo/?id=${own.id}`,
        headers: h.headers[identity],
      });
    expect((await remove('REGULAR', moderatorId)).statusCode).toBe(403);
    expect((await remove('CHATTER', othersModeratorId)).statusCode).toBe(403);
    expect((await remove('CHATTER', moderatorId)).statusCode).toBe(204);
  });

  it('answers 404 for staff and unknown people, 400 for a form without a photo', async () => {
    expect((await addPhoto(h.userIds.ADMIN)).statusCode).toBe(404);
    expect((await addPhoto(999_999)).statusCode).toBe(404);
    const empty = await addPhoto(realUserId, {}, 'ADMIN', false);
    expect(empty.statusCode).toBe(400);
    const badType = await addPhoto(realUserId, { type: 'SECRET' });
    expect(badType.statusCode).toBe(400);
    expect(await h.database.db.select().from(photos)).toEqual([]);
  });

  it('deletes a photo with its files and keeps the same primary photo', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await addPhoto(moderatorId)).json().id);
    // The third public photo is primary.
    const primary = await graphql(
      h.app,
      h.headers.CHATTER,
      `mutation { updateProfile(id: "${moderatorId}", avatarIndex: 2) { id } }`,
    );
    expect(primary.errors).toBeUndefined();
    const [first] = await h.database.db.select().from(photos).where(eq(photos.id, ids[0]));
    const response = await h.app.inject({
      method: 'DELETE',
      url: `/api/user/${moderatorId}/photo/`,
      headers: h.headers.ADMIN,
      payload: { id: ids[0] },
    });
    expect(response.statusCode).toBe(204);
    expect(existsSync(path.join(mediaDir, first.file))).toBe(false);
    expect(existsSync(path.join(mediaDir, first.thumbnail ?? ''))).toBe(false);
    const [person] = await h.database.db.select().from(users).where(eq(users.id, moderatorId));
    expect(person.avatarIndex).toBe(1); // still the third photo, now second
    // Removing the primary falls back to the first public photo.
    await h.app.inject({
      method: 'DELETE',
      url: `/api/user/${moderatorId}/photo/?id=${ids[2]}`,
      headers: h.headers.ADMIN,
    });
    const [after] = await h.database.db.select().from(users).where(eq(users.id, moderatorId));
    expect(after.avatarIndex).toBe(0);
    const missing = await h.app.inject({
      method: 'DELETE',
      url: `/api/user/${realUserId}/photo/?id=${ids[1]}`,
      headers: h.headers.ADMIN,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a primary index without a photo, and other fields of a non-staff user', async () => {
    await addPhoto(realUserId);
    const out = await graphql(
      h.app,
      h.headers.ADMIN,
      `mutation { updateProfile(id: "${realUserId}", avatarIndex: 5) { id } }`,
    );
    expect(out.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const other = await graphql(
      h.app,
      h.headers.ADMIN,
      `mutation { updateProfile(id: "${realUserId}", avatarIndex: 0, about: "x") { id } }`,
    );
    expect(other.errors?.[0].extensions?.errors).toEqual([
      'Only the primary photo (avatarIndex) can be changed for this user.',
    ]);
    const chatter = await graphql(
      h.app,
      h.headers.CHATTER,
      `mutation { updateProfile(id: "${othersModeratorId}", avatarIndex: 0) { id } }`,
    );
    expect(chatter.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the stock-image library', () => {
  async function stockFromUpload(identity: Identity = 'ADMIN') {
    const form = multipart(
      {},
      { field: 'file', name: 's.jpg', type: 'image/jpeg', content: await image() },
    );
    const uploaded = await h.app.inject({
      method: 'POST',
      url: '/api/media/upload/',
      headers: { ...h.headers[identity], ...form.headers },
      payload: form.payload,
    });
    return graphql(
      h.app,
      h.headers[identity],
      `mutation { uploadStockImage(uploadId: ${uploaded.json().id}) { id file file_url thumbnail_url } }`,
    );
  }

  it('adds an upload to the library once, only the uploader, and lists it', async () => {
    const added = await stockFromUpload('CHATTER');
    const stock = added.data?.uploadStockImage as { id: number; file: string };
    expect(stock.file).toMatch(/^[A-Za-z0-9]{29}\.jpg$/);
    expect(await h.database.db.select().from(uploads)).toEqual([]);
    const listed = await graphql(h.app, h.headers.REGULAR, '{ stockImages { id thumbnail_url } }');
    expect(listed.data?.stockImages).toEqual([expect.objectContaining({ id: stock.id })]);
    const again = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation { uploadStockImage(uploadId: 1) { id } }',
    );
    expect(again.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('makes photos from stock copies: deleting either never breaks the other', async () => {
    const stock = (await stockFromUpload()).data?.uploadStockImage as { id: number; file: string };
    const photo = await addPhoto(moderatorId, { stock_image_id: String(stock.id) }, 'ADMIN', false);
    expect(photo.statusCode).toBe(201);
    expect(photo.json().file_url).not.toContain(stock.file);
    const removed = await graphql(
      h.app,
      h.headers.ADMIN,
      `mutation { deleteStockImage(id: ${stock.id}) }`,
    );
    expect(removed.data?.deleteStockImage).toBe(true);
    expect(existsSync(path.join(mediaDir, stock.file))).toBe(false);
    expect(existsSync(mediaFile(photo.json().file_url))).toBe(true);
    expect(existsSync(mediaFile(photo.json().thumbnail_url))).toBe(true);
    expect(await h.database.db.select().from(stockImages)).toEqual([]);
    const both = await addPhoto(moderatorId, { stock_image_id: String(stock.id) });
    expect(both.statusCode).toBe(400);
    const chatterDelete = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation { deleteStockImage(id: 1) }',
    );
    expect(chatterDelete.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('answers the spec’s GraphQL names: createPrivatePhoto, deleteAvatarPhoto, deletePrivatePhoto', async () => {
    const stock = (await stockFromUpload()).data?.uploadStockImage as { id: number };
    const created = await graphql(
      h.app,
      h.headers.CHATTER,
      `mutation { createPrivatePhoto(userId: ${moderatorId}, stockImageId: ${stock.id}) { id type } }`,
    );
    const photo = created.data?.createPrivatePhoto as { id: number; type: string };
    expect(photo.type).toBe('PRIVATE');
    const wrongKind = await graphql(
      h.app,
      h.headers.CHATTER,
      `mutation { deleteAvatarPhoto(userId: ${moderatorId}, id: ${photo.id}) }`,
    );
    expect(wrongKind.errors?.[0].extensions?.errors).toEqual(['Given photo is not found']);
    const deleted = await graphql(
      h.app,
      h.headers.CHATTER,
      `mutation { deletePrivatePhoto(userId: ${moderatorId}, id: ${photo.id}) }`,
    );
    expect(deleted.data?.deletePrivatePhoto).toBe(true);
    const elsewhere = await graphql(
      h.app,
      h.headers.CHATTER,
      `mutation { createPrivatePhoto(userId: ${othersModeratorId}, stockImageId: ${stock.id}) { id } }`,
    );
    expect(elsewhere.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('sweeps uploads nobody attached within a day, with their files', async () => {
    const form = multipart(
      {},
      { field: 'file', name: 'a.jpg', type: 'image/jpeg', content: await image() },
    );
    const uploaded = await h.app.inject({
      method: 'POST',
      url: '/api/media/upload/',
      headers: { ...h.headers.ADMIN, ...form.headers },
      payload: form.payload,
    });
    const file = path.join(mediaDir, uploaded.json().file);
    const now = new Date();
    expect(await sweepPendingUploads(h.database.db, mediaDir, now)).toBe(0);
    expect(existsSync(file)).toBe(true);
    const tomorrow = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    expect(await sweepPendingUploads(h.database.db, mediaDir, tomorrow)).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect(await h.database.db.select().from(uploads)).toEqual([]);
  });
});

describe('files shared by several rows (the demo image pool)', () => {
  it('stay on disk until no row uses them', async () => {
    const added = (await addPhoto(realUserId)).json();
    const [row] = await h.database.db.select().from(photos).where(eq(photos.id, added.id));
    // A second row on the same files, as the demo data does.
    const [copy] = await h.database.db
      .insert(photos)
      .values({ userId: moderatorId, file: row.file, thumbnail: row.thumbnail })
      .returning();
    const remove = (userId: number, id: number) =>
      h.app.inject({
        method: 'DELETE',
        url: `/api/user/${userId}/photo/?id=${id}`,
        headers: h.headers.ADMIN,
      });
    expect((await remove(realUserId, row.id)).statusCode).toBe(204);
    expect(existsSync(path.join(mediaDir, row.file))).toBe(true);
    expect((await remove(moderatorId, copy.id)).statusCode).toBe(204);
    expect(existsSync(path.join(mediaDir, row.file))).toBe(false);
    expect(existsSync(path.join(mediaDir, row.thumbnail ?? ''))).toBe(false);
  });
});
