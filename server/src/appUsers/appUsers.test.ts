import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addModerator, openChat } from '../test/chatFixtures.js';
import { createHarness, graphql, type Harness } from '../test/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const signUp = (payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/api/app/signup/', payload });

describe('the app side for real users', () => {
  it('signs a real user up once, who then signs in with the token login', async () => {
    const body = { email: 'Sam@Example.com', password: 'secret99', first_name: 'Sam' };
    const created = await signUp(body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'sam@example.com' });
    expect((await signUp(body)).statusCode).toBe(400);
    expect((await signUp({ ...body, email: 'x', role: 'ADMIN' })).statusCode).toBe(400);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/token-login/',
      payload: { email: 'sam@example.com', password: 'secret99' },
    });
    expect(login.json().user.roles).toEqual([]);
  });

  it('lists moderators to write to and the user’s own rooms, to real users only', async () => {
    const moderatorId = await addModerator(h);
    const { realUser, roomId } = await openChat(h);
    const profiles = await graphql(
      h.app,
      realUser.headers,
      '{ appProfiles { id uid } appRooms { id unread } }',
    );
    expect(profiles.data?.appProfiles).toEqual(
      expect.arrayContaining([{ id: moderatorId, uid: `m${moderatorId}x0x` }]),
    );
    expect(profiles.data?.appRooms).toEqual([{ id: roomId, unread: 0 }]);
    const staff = await graphql(h.app, h.headers.ADMIN, '{ appRooms { id } }');
    expect(staff.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
