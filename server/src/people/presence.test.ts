import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roomIdOf } from '../../../contract/rules/roomIds.js';
import { rooms, users } from '../db/schema.js';
import { addModerator } from '../test/chatFixtures.js';
import { createHarness, graphql, type Harness } from '../test/harness.js';
import { addRealUser } from '../test/people.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const MINUTE = 60_000;
const ago = (ms: number) => new Date(h.clock.now().getTime() - ms);

/** The four states of issue 37, and what every field must say of each. */
const STATES = {
  active2: { isOnline: true, lastSeen: () => ago(2 * MINUTE), online: true, seen: true },
  active10: { isOnline: true, lastSeen: () => ago(10 * MINUTE), online: false, seen: true },
  signedOut: { isOnline: false, lastSeen: () => ago(1 * MINUTE), online: false, seen: true },
  never: { isOnline: false, lastSeen: () => null, online: false, seen: false },
} as const;
type State = keyof typeof STATES;
const STATE_NAMES = Object.keys(STATES) as State[];

async function addChatters(): Promise<Record<State, number>> {
  const ids = {} as Record<State, number>;
  for (const state of STATE_NAMES) {
    const [row] = await h.database.db
      .insert(users)
      .values({
        email: `${state.toLowerCase()}@staff.example`,
        firstName: state,
        lastName: 'Worker',
        role: 'CHATTER',
        isOnline: STATES[state].isOnline,
        lastSeen: STATES[state].lastSeen(),
      })
      .returning({ id: users.id });
    ids[state] = row.id;
  }
  return ids;
}

const get = async (url: string) =>
  (await h.app.inject({ method: 'GET', url, headers: h.headers.SUPER_ADMIN })).json();

function expectState(
  state: State,
  fields: { isOnline: boolean; lastSeen: string | null | undefined },
  where: string,
) {
  expect({ where, state, ...fields, lastSeen: fields.lastSeen != null }).toEqual({
    where,
    state,
    isOnline: STATES[state].online,
    lastSeen: STATES[state].seen,
  });
}

describe('one presence rule (5 minutes, signed out is offline, never only without contact)', () => {
  it('says the same of a staff member on the worker list, profile, user list, dashboard and team statistics', async () => {
    const ids = await addChatters();
    const workerList = (await get('/api/worker/?limit=100')).results as {
      id: number;
      isOnline: boolean;
      user_last_seen: string | null;
    }[];
    const chatterList = (await get('/api/user/user-list/?user_role=chatter&limit=100'))
      .results as typeof workerList;
    const day = h.clock.now().toISOString().slice(0, 10);
    const team = await graphql(
      h.app,
      h.headers.ADMIN,
      'query($d: String) { teamMessagesStatistics(day: $d) { workerId isOnline lastContact } }',
      { d: day },
    );
    const teamRows = team.data?.teamMessagesStatistics as {
      workerId: string;
      isOnline: boolean;
      lastContact: string | null;
    }[];
    for (const state of STATE_NAMES) {
      const id = ids[state];
      const card = workerList.find((row) => row.id === id);
      expectState(state, { isOnline: !!card?.isOnline, lastSeen: card?.user_last_seen }, 'cards');
      const profile = await get(`/api/worker/${id}/`);
      expectState(
        state,
        { isOnline: profile.isOnline, lastSeen: profile.user_last_seen },
        'profile',
      );
      const row = chatterList.find((item) => item.id === id);
      expectState(state, { isOnline: !!row?.isOnline, lastSeen: row?.user_last_seen }, 'user list');
      const dashboard = await graphql(
        h.app,
        h.headers.ADMIN,
        'query($w: ID!) { sameDayMessagesStatistics(workerId: $w) { isOnline lastContact } }',
        { w: id },
      );
      const figures = dashboard.data?.sameDayMessagesStatistics as {
        isOnline: boolean;
        lastContact: string | null;
      };
      expectState(
        state,
        { isOnline: figures.isOnline, lastSeen: figures.lastContact },
        'dashboard',
      );
      const member = teamRows.find((item) => Number(item.workerId) === id);
      expectState(state, { isOnline: !!member?.isOnline, lastSeen: member?.lastContact }, 'team');
    }
  });

  it('counts a worker who only sent messages as seen, not "never signed in"', async () => {
    const [row] = await h.database.db
      .insert(users)
      .values({ email: 'quiet@staff.example', role: 'CHATTER', lastMessageAt: ago(3 * MINUTE) })
      .returning({ id: users.id });
    const profile = await get(`/api/worker/${row.id}/`);
    expect(profile.user_last_seen).toBe(ago(3 * MINUTE).toISOString());
    expect(profile.isOnline).toBe(false); // never signed in on this server: not online
  });

  it('says the same of a real user on the list, its online filter, the detail and the CSV', async () => {
    const ids = {} as Record<State, number>;
    for (const state of STATE_NAMES) {
      ids[state] = await addRealUser(h, {
        isOnline: STATES[state].isOnline,
        lastSeen: STATES[state].lastSeen(),
      });
    }
    const list = (await get('/api/user/user-list/?limit=100')).results as {
      id: number;
      isOnline: boolean;
      user_last_seen: string | null;
    }[];
    const onlineIds = (
      (await get('/api/user/user-list/?s_online=true&limit=100')).results as {
        id: number;
      }[]
    ).map((row) => row.id);
    const offlineIds = (
      (await get('/api/user/user-list/?s_online=false&limit=100')).results as {
        id: number;
      }[]
    ).map((row) => row.id);
    const ticket = (
      await h.app.inject({
        method: 'POST',
        url: '/api/internal/export-ticket/',
        headers: h.headers.SUPER_ADMIN,
      })
    ).json().ticket as string;
    const csv = (await h.app.inject({ method: 'GET', url: `/internal/users.csv?token=${ticket}` }))
      .body;
    const header = csv.split('\n')[0].split(',');
    const cellOf = (id: number, column: string) =>
      csv
        .split('\n')
        .find((line) => line.startsWith(`${id},`))
        ?.split(',')[header.indexOf(column)];
    for (const state of STATE_NAMES) {
      const id = ids[state];
      const row = list.find((item) => item.id === id);
      expectState(state, { isOnline: !!row?.isOnline, lastSeen: row?.user_last_seen }, 'list');
      const detail = await get(`/api/user/${id}/`);
      expectState(state, { isOnline: detail.isOnline, lastSeen: detail.user_last_seen }, 'detail');
      expect({ state, filtered: onlineIds.includes(id) }).toEqual({
        state,
        filtered: STATES[state].online,
      });
      expect({ state, filtered: offlineIds.includes(id) }).toEqual({
        state,
        filtered: !STATES[state].online,
      });
      expect({
        state,
        csv: cellOf(id, 'is_online'),
        seen: cellOf(id, 'last_seen_utc') !== '',
      }).toEqual({
        state,
        csv: STATES[state].online ? 'yes' : 'no',
        seen: STATES[state].seen,
      });
    }
  });

  it('says the same of a real user in a chat room, while the fake user is online as an admin set it', async () => {
    const moderatorId = await addModerator(h);
    await h.database.db.update(users).set({ isOnline: true }).where(eq(users.id, moderatorId));
    for (const state of STATE_NAMES) {
      const userId = await addRealUser(h, {
        isOnline: STATES[state].isOnline,
        lastSeen: STATES[state].lastSeen(),
      });
      const roomId = roomIdOf(userId, moderatorId);
      await h.database.db.insert(rooms).values({ id: roomId, userId, moderatorId });
      const answer = await graphql(
        h.app,
        h.headers.ADMIN,
        'query($id: ID!) { room(id: $id) { user { isOnline } moderator { isOnline } } }',
        { id: roomId },
      );
      const room = answer.data?.room as {
        user: { isOnline: boolean };
        moderator: { isOnline: boolean };
      };
      expect({ state, user: room.user.isOnline, moderator: room.moderator.isOnline }).toEqual({
        state,
        user: STATES[state].online,
        moderator: true, // a fake user has no requests: its dot is the toggle
      });
    }
  });

  it('marks a staff member signed in by their requests and signed out by signing out', async () => {
    h.clock.advance(10 * MINUTE);
    const profile = () => get(`/api/worker/${h.userIds.CHATTER}/`);
    expect((await profile()).isOnline).toBe(false); // 10 minutes without a request
    await h.app.inject({ method: 'GET', url: '/api/worker/', headers: h.headers.CHATTER });
    expect((await profile()).isOnline).toBe(true);
    await h.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: h.headers.CHATTER });
    const after = await profile();
    expect(after.isOnline).toBe(false);
    expect(after.user_last_seen).toBe(h.clock.now().toISOString());
  });
});
