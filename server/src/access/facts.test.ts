import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, type RoleRule } from '../auth/policy.js';
import { users } from '../db/schema.js';
import { createHarness, type Harness } from '../test/harness.js';
import { factsFor, worksOnModerator } from './facts.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const rule: RoleRule = { roles: ['SUPER_ADMIN', 'ADMIN'], worksOn: 'id' };

describe('the worksOn condition', () => {
  it('lets a chatter act on the moderators they work, and on no others', async () => {
    const { db } = h.database;
    const [own, other] = await db
      .insert(users)
      .values([
        { email: 'own@fake.test', isModerator: true, workerId: h.userIds.CHATTER },
        { email: 'other@fake.test', isModerator: true, workerId: h.userIds.ADMIN },
      ])
      .returning({ id: users.id });
    const chatter = (await db.select().from(users)).find((u) => u.id === h.userIds.CHATTER);
    expect(await worksOnModerator(db, h.userIds.CHATTER, own.id)).toBe(true);
    expect(await worksOnModerator(db, h.userIds.CHATTER, String(own.id))).toBe(true);
    expect(await worksOnModerator(db, h.userIds.CHATTER, other.id)).toBe(false);
    expect(await worksOnModerator(db, h.userIds.CHATTER, 'x')).toBe(false);
    // A staff account is not a moderator, even when it names the caller.
    expect(await worksOnModerator(db, h.userIds.CHATTER, h.userIds.CHATTER)).toBe(false);

    const ownFacts = await factsFor(db, rule, chatter, { id: own.id }, new Date());
    expect(decide(rule, 'CHATTER', ownFacts)).toBe('allow');
    const otherFacts = await factsFor(db, rule, chatter, { id: other.id }, new Date());
    expect(decide(rule, 'CHATTER', otherFacts)).toBe('forbidden');
    // Only chatters get the exception; admins pass on their role, REGULAR never.
    expect(decide(rule, 'REGULAR', { worksOn: true })).toBe('forbidden');
    expect(decide(rule, 'ADMIN', {})).toBe('allow');
    expect(decide(rule, null, { worksOn: true })).toBe('forbidden');
  });
});
