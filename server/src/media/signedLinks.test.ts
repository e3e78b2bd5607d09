import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { settings } from '../db/schema.js';
import { addModerator, openChat, send } from '../test/chatFixtures.js';
import { createHarness, graphql, type Harness, testAppConfig } from '../test/harness.js';
import { multipart } from '../test/multipart.js';
import { refusalBody } from '../test/refusalBody.js';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-signed-'));
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ mediaDir });
});
beforeEach(() => h.reset());
afterAll(async () => {
  await h.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

interface PhotoBody {
  id: number;
  file_url: string;
  thumbnail_url: string | null;
  type: string;
}

async function addPhoto(userId: number, type: 'PUBLIC' | 'PRIVATE'): Promise<PhotoBody> {
  const content = await sharp({
    create: { width: 300, height: 300, channels: 3, background: '#36c' },
  })
    .jpeg()
    .toBuffer();
  const form = multipart({ type }, { field: 'photo', name: 'p.jpg', type: 'image/jpeg', content });
  const response = await h.app.inject({
    method: 'POST',
    url: `/api/user/${userId}/photo/`,
    headers: { ...h.headers.ADMIN, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** What the browser asks the server for: the path and the query string. */
const requestOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};
const fetchMedia = (url: string, app: FastifyInstance = h.app) =>
  app.inject({ method: 'GET', url: requestOf(url) });
const unsigned = (url: string) => new URL(url).pathname;
const signatureOf = (url: string) => {
  const query = new URL(url).searchParams;
  return { exp: Number(query.get('exp')), sig: query.get('sig') ?? '' };
};
const nowSeconds = () => Math.floor(h.clock.now().getTime() / 1000);

function expectRefused(response: Awaited<ReturnType<typeof fetchMedia>>) {
  expect(response.statusCode).toBe(403);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(refusalBody(response)).toEqual({
    detail: 'This media link is missing, expired or invalid.',
  });
}

describe('private photos', () => {
  it('reach staff through signed links kept by the browser alone, for at most their validity', async () => {
    const moderatorId = await addModerator(h);
    const added = await addPhoto(moderatorId, 'PRIVATE');
    for (const url of [added.file_url, added.thumbnail_url as string]) {
      const { exp, sig } = signatureOf(url);
      expect(sig).toMatch(/^[0-9a-f]{64}$/);
      expect(exp - nowSeconds()).toBeGreaterThanOrEqual(3600);
      expect(exp - nowSeconds()).toBeLessThanOrEqual(7200);
      const served = await fetchMedia(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const maxAge = Number(
        /^private, max-age=(\d+)$/.exec(served.headers['cache-control'] ?? '')?.[1],
      );
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(exp - nowSeconds());
    }
  });

  it('are signed wherever the API hands them to staff', async () => {
    const moderatorId = await addModerator(h);
    const { realUser } = await openChat(h);
    await addPhoto(moderatorId, 'PRIVATE');
    await addPhoto(realUser.id, 'PRIVATE');
    const signedEverywhere = (photos: PhotoBody[]) => {
      const urls = photos
        .filter((photo) => photo.type === 'PRIVATE')
        .flatMap((photo) => [photo.file_url, photo.thumbnail_url]);
      expect(urls).toHaveLength(2);
      for (const url of urls) expect(url).toMatch(/\?exp=\d+&sig=[0-9a-f]{64}$/);
    };
    for (const identity of ['CHATTER', 'ADMIN'] as const) {
      const moderator = await h.app.inject({
        method: 'GET',
        url: `/api/moderator/${moderatorId}/`,
        headers: h.headers[identity],
      });
      signedEverywhere(moderator.json().avatar_photos);
    }
    const user = await h.app.inject({
      method: 'GET',
      url: `/api/user/${realUser.id}/`,
      headers: h.headers.ADMIN,
    });
    signedEverywhere(user.json().avatar_photos);
    const listed = await graphql(
      h.app,
      h.headers.CHATTER,
      'query($id: Int!) { privateUserPhotos(id: $id) { id file_url thumbnail_url type } }',
      { id: moderatorId },
    );
    const listedPhotos = (listed.data?.privateUserPhotos ?? []) as PhotoBody[];
    signedEverywhere(listedPhotos);
    for (const photo of listedPhotos) {
      expect((await fetchMedia(photo.file_url)).statusCode).toBe(200);
    }
  });

  it('are refused without a signature, even to a signed-in caller who knows the name', async () => {
    const added = await addPhoto(await addModerator(h), 'PRIVATE');
    for (const url of [added.file_url, added.thumbnail_url as string]) {
      expectRefused(await h.app.inject({ method: 'GET', url: unsigned(url) }));
      expectRefused(
        await h.app.inject({ method: 'GET', url: unsigned(url), headers: h.headers.SUPER_ADMIN }),
      );
      expect((await h.app.inject({ method: 'HEAD', url: unsigned(url) })).statusCode).toBe(403);
    }
  });

  it('are refused once the link expired', async () => {
    const added = await addPhoto(await addModerator(h), 'PRIVATE');
    const { exp } = signatureOf(added.file_url);
    h.clock.advance((exp - nowSeconds() - 1) * 1000);
    expect((await fetchMedia(added.file_url)).headers['cache-control']).toBe('private, max-age=1');
    h.clock.advance(1000);
    expectRefused(await fetchMedia(added.file_url));
  });

  it('are refused with a tampered, malformed or half signature', async () => {
    const added = await addPhoto(await addModerator(h), 'PRIVATE');
    const { exp, sig } = signatureOf(added.file_url);
    const base = unsigned(added.file_url);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    for (const query of [
      `exp=${exp}&sig=${flipped}`,
      `exp=${exp + 3600}&sig=${sig}`,
      `exp=${exp}&sig=${sig.toUpperCase()}`,
      `exp=${exp}&sig=${sig.slice(0, 32)}`,
      `exp=${exp}&sig=not-hex`,
      `exp=${exp}.0&sig=${sig}`,
      `exp=${exp}`,
      `sig=${sig}`,
      `exp=${exp}&sig=${sig}&sig=${sig}`,
    ]) {
      expectRefused(await h.app.inject({ method: 'GET', url: `${base}?${query}` }));
    }
  });

  it("are refused with another file's signature", async () => {
    const moderatorId = await addModerator(h);
    const first = await addPhoto(moderatorId, 'PRIVATE');
    const second = await addPhoto(moderatorId, 'PRIVATE');
    const borrowed = new URL(first.file_url).search;
    for (const url of [second.file_url, first.thumbnail_url as string]) {
      expectRefused(await h.app.inject({ method: 'GET', url: unsigned(url) + borrowed }));
    }
  });
});

describe('public photos', () => {
  it('keep plain links and the long public cache', async () => {
    const added = await addPhoto(await addModerator(h), 'PUBLIC');
    for (const url of [added.file_url, added.thumbnail_url as string]) {
      expect(url).not.toContain('?');
      const served = await fetchMedia(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answer a missing file with 404, cached by nobody', async () => {
    const missing = await h.app.inject({
      method: 'GET',
      url: '/media/abcdefghijklmnopqrstuvwxyzABC.jpg',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});

describe('a real user', () => {
  const VIEW =
    'query($m: Int!) { appPrivatePhotos(moderatorId: $m) { id file_url thumbnail_url } }';

  async function askToSee() {
    const chat = await openChat(h, h.userIds.CHATTER);
    await addPhoto(chat.moderatorId, 'PUBLIC');
    const privatePhoto = await addPhoto(chat.moderatorId, 'PRIVATE');
    const asked = await send(h, chat.realUser.headers, { roomId: chat.roomId, kind: 'P' });
    const message = asked.data?.sendMessage as { privatePhotoRequestId: number } | undefined;
    const requestId = message?.privatePhotoRequestId;
    const decide = (decision: 'A' | 'R') =>
      graphql(
        h.app,
        h.headers.CHATTER,
        `mutation($r: ID!, $id: Int!) { privatePhotoDecision(roomId: $r, requestId: $id, decision: ${decision}) { status } }`,
        { r: chat.roomId, id: requestId },
      );
    return { ...chat, privatePhoto, decide };
  }

  it("sees a moderator's private photos through signed links only once the request is approved", async () => {
    const { realUser, moderatorId, privatePhoto, decide } = await askToSee();
    const pending = await graphql(h.app, realUser.headers, VIEW, { m: moderatorId });
    expect(pending.data).toBeNull();
    expect(pending.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await decide('A')).data?.privatePhotoDecision).toEqual({ status: 'A' });
    const approved = await graphql(h.app, realUser.headers, VIEW, { m: moderatorId });
    const photos = approved.data?.appPrivatePhotos as PhotoBody[];
    expect(photos.map((photo) => photo.id)).toEqual([privatePhoto.id]);
    for (const url of [photos[0].file_url, photos[0].thumbnail_url as string]) {
      expect(url).toMatch(/\?exp=\d+&sig=[0-9a-f]{64}$/);
      expect((await fetchMedia(url)).statusCode).toBe(200);
    }
  });

  it('gets nothing after a rejection, nor for another moderator', async () => {
    const { realUser, moderatorId, decide } = await askToSee();
    expect((await decide('R')).data?.privatePhotoDecision).toEqual({ status: 'R' });
    const rejected = await graphql(h.app, realUser.headers, VIEW, { m: moderatorId });
    expect(rejected.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const approvedElsewhere = await askToSee();
    await approvedElsewhere.decide('A');
    const other = await graphql(h.app, approvedElsewhere.realUser.headers, VIEW, {
      m: moderatorId,
    });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('never finds a signed link in the app-side answers', async () => {
    const { realUser, roomId, moderatorId } = await askToSee();
    await send(h, realUser.headers, { roomId, content: 'Hello' });
    const answers = await graphql(
      h.app,
      realUser.headers,
      `query($r: ID!, $m: ID!) {
        appProfiles { id avatar } appRooms { id user { avatar } moderator { avatar } }
        room(id: $m) { id moderator { avatar } } roomMessages(roomId: $r) { id url }
      }`,
      { r: roomId, m: roomId },
    );
    expect(answers.errors).toBeUndefined();
    expect(JSON.stringify(answers.data)).toContain(`"id":${moderatorId}`);
    expect(JSON.stringify(answers.data)).not.toMatch(/sig=/);
  });
});

describe('the signing secret', () => {
  const bootOn = (overrides: { mediaSigningSecret?: string } = {}) =>
    buildApp({
      database: h.database,
      config: testAppConfig({ mediaDir, ...overrides }),
      clock: h.clock,
    });
  const privateUrlFrom = async (app: FastifyInstance, moderatorId: number) => {
    const detail = await app.inject({
      method: 'GET',
      url: `/api/moderator/${moderatorId}/`,
      headers: h.headers.ADMIN,
    });
    return (detail.json().avatar_photos as PhotoBody[])[0].file_url;
  };
  const storedSecret = async () =>
    (await h.database.db.select().from(settings).where(eq(settings.key, 'mediaSigningSecret')))[0]
      ?.value;

  it('is the one kept in the database (or configured), so every instance signs alike', async () => {
    const moderatorId = await addModerator(h);
    const signedBefore = (await addPhoto(moderatorId, 'PRIVATE')).file_url;
    const secret = 'a-secret-kept-by-the-first-boot-of-this-deployment';
    await h.database.db.insert(settings).values({ key: 'mediaSigningSecret', value: secret });
    const apps = await Promise.all([bootOn(), bootOn(), bootOn({ mediaSigningSecret: secret })]);
    try {
      const [first, second, configured] = apps;
      const url = await privateUrlFrom(first, moderatorId);
      expect((await fetchMedia(url, second)).statusCode).toBe(200);
      expect((await fetchMedia(url, configured)).statusCode).toBe(200);
      expect(await privateUrlFrom(configured, moderatorId)).toBe(url);
      // Signed with another secret (this harness booted before the row was there).
      expectRefused(await fetchMedia(signedBefore, second));
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('is generated on a first boot and stored for the next ones', async () => {
    const moderatorId = await addModerator(h);
    await addPhoto(moderatorId, 'PRIVATE');
    expect(await storedSecret()).toBeUndefined();
    const firstBoot = await bootOn();
    const secret = await storedSecret();
    expect(String(secret)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const nextBoot = await bootOn();
    try {
      expect(await storedSecret()).toBe(secret);
      const url = await privateUrlFrom(firstBoot, moderatorId);
      expect((await fetchMedia(url, nextBoot)).statusCode).toBe(200);
    } finally {
      await Promise.all([firstBoot.close(), nextBoot.close()]);
    }
  });
});
