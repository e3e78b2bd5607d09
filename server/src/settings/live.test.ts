import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { users } from '../db/schema.js';
import { collectEvents, firstEvent, listenWs } from '../test/graphqlWs.js';
import {
  createHarness,
  graphql,
  type Harness,
  IDENTITIES,
  testAppConfig,
} from '../test/harness.js';

let h: Harness;
let wsUrl: string;
let other: FastifyInstance;
let otherWs: string;
beforeAll(async () => {
  h = await createHarness();
  wsUrl = await listenWs(h.app);
  other = await buildApp({ database: h.database, config: testAppConfig(), clock: h.clock });
  otherWs = await listenWs(other);
});
afterAll(async () => {
  await other.close();
  await h.close();
});
beforeEach(() => h.reset());

const SETTINGS = `subscription {
  settingsChanged { autoOffer { enabled capacity acceptSeconds } minMessageLength } }`;
const SET = `mutation($enabled: Boolean!, $capacity: Int!, $acceptSeconds: Int!) {
  setAutoOffer(enabled: $enabled, capacity: $capacity, acceptSeconds: $acceptSeconds) { enabled } }`;

const OFF = { autoOffer: { enabled: false, capacity: 3, acceptSeconds: 15 }, minMessageLength: 50 };
const ON = { autoOffer: { enabled: true, capacity: 5, acceptSeconds: 20 }, minMessageLength: 50 };

describe('the settings by event', () => {
  it('come to every staff member, on both instances, within a second of an admin’s change', async () => {
    const staff = ['REGULAR', 'CHATTER', 'ADMIN', 'SUPER_ADMIN'] as const;
    const followers = staff.flatMap((identity) =>
      [wsUrl, otherWs].map((url) =>
        collectEvents(url, h.headers[identity].authorization, SETTINGS),
      ),
    );
    try {
      for (const follower of followers) {
        expect(await follower.waitFor(1)).toEqual([{ data: { settingsChanged: OFF } }]);
      }
      const changedAt = Date.now();
      const saved = await graphql(h.app, h.headers.ADMIN, SET, {
        enabled: true,
        capacity: 5,
        acceptSeconds: 20,
      });
      expect(saved.errors).toBeUndefined();
      for (const follower of followers) {
        await follower.waitFor(2, 1000 - (Date.now() - changedAt));
        expect(follower.events.at(-1)).toEqual({ data: { settingsChanged: ON } });
      }
    } finally {
      for (const follower of followers) await follower.close();
    }
  });

  it("carry the caller's own queue and paste permissions; a change of them ends the socket, and the next one carries the new ones", async () => {
    const OWN = 'subscription { settingsChanged { queueAllowed pasteAllowed } }';
    const flags = (queueAllowed: boolean, pasteAllowed: boolean) =>
      h.database.db
        .update(users)
        .set({ chatAccess: queueAllowed, pasteAccess: pasteAllowed })
        .where(eq(users.id, h.userIds.CHATTER));
    const follow = () => collectEvents(wsUrl, h.headers.CHATTER.authorization, OWN);
    await flags(true, false);
    const before = follow();
    const admin = collectEvents(otherWs, h.headers.ADMIN.authorization, OWN);
    try {
      expect((await before.waitFor(1))[0]).toEqual({
        data: { settingsChanged: { queueAllowed: true, pasteAllowed: false } },
      });
      // An admin always may, whatever a chatter's flags say.
      expect((await admin.waitFor(1))[0]).toEqual({
        data: { settingsChanged: { queueAllowed: true, pasteAllowed: true } },
      });
      await flags(false, true);
      const started = Date.now();
      while (!before.errors.length && Date.now() - started < 2000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((before.errors[0] as { code?: number }).code).toBe(4403);
      const after = follow();
      try {
        expect((await after.waitFor(1))[0]).toEqual({
          data: { settingsChanged: { queueAllowed: false, pasteAllowed: true } },
        });
      } finally {
        await after.close();
      }
    } finally {
      await before.close();
      await admin.close();
    }
  });

  it('are refused to real users and to callers without a session', async () => {
    const refusals = IDENTITIES.filter(
      (identity) => identity === 'appUser' || identity === 'anonymous',
    );
    for (const identity of refusals) {
      const opened = firstEvent(wsUrl, h.headers[identity].authorization, SETTINGS, async () =>
        graphql(h.app, h.headers.ADMIN, SET, { enabled: true, capacity: 4, acceptSeconds: 15 }),
      );
      const refusal = await opened.then(
        () => 'delivered',
        (error: { code?: number } | { extensions?: { code?: string } }[]) =>
          Array.isArray(error) ? error[0]?.extensions?.code : error.code,
      );
      expect(refusal).toBe(identity === 'anonymous' ? 4403 : 'FORBIDDEN');
    }
  });
});
