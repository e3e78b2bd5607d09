import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectEvents, listenWs } from '../test/graphqlWs.js';
import { createHarness, type Harness } from '../test/harness.js';

let h: Harness;
let wsUrl: string;
beforeAll(async () => {
  h = await createHarness();
  wsUrl = await listenWs(h.app);
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const quietFor = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

async function follow(identity: 'CHATTER' | 'ADMIN' | 'REGULAR', query: string) {
  const events = collectEvents(wsUrl, h.headers[identity].authorization, query);
  await events.ready();
  return events;
}

describe('staff lists by event', () => {
  it('tell every staff member when an admin writes, edits or deletes a team briefing', async () => {
    const chatter = await follow('CHATTER', 'subscription { briefingsChanged }');
    const regular = await follow('REGULAR', 'subscription { briefingsChanged }');
    try {
      const created = await h.app.inject({
        method: 'POST',
        url: '/api/briefings/',
        headers: h.headers.ADMIN,
        payload: { title: 'Shift change', body_html: '<p>At six.</p>' },
      });
      expect(created.statusCode).toBe(201);
      await chatter.waitFor(1);
      await regular.waitFor(1);
      const removed = await h.app.inject({
        method: 'DELETE',
        url: `/api/briefings/${created.json().id}/`,
        headers: h.headers.ADMIN,
      });
      expect(removed.statusCode).toBeLessThan(300);
      expect(await chatter.waitFor(2)).toEqual([
        { data: { briefingsChanged: true } },
        { data: { briefingsChanged: true } },
      ]);
      // Reading one is the reader's own business: nobody else is told.
      await quietFor();
      expect(regular.events).toHaveLength(2);
    } finally {
      await chatter.close();
      await regular.close();
    }
  });

  it('tell admins when a visitor writes in or an admin handles a message; chatters are refused', async () => {
    const admin = await follow('ADMIN', 'subscription { contactMessagesChanged }');
    const chatter = collectEvents(
      wsUrl,
      h.headers.CHATTER.authorization,
      'subscription { contactMessagesChanged }',
    );
    try {
      const sent = await h.app.inject({
        method: 'POST',
        url: '/api/contact-us/',
        payload: { name: 'Pat', email: 'pat@example.com', message: 'Hello' },
      });
      expect(sent.statusCode).toBe(201);
      await admin.waitFor(1);
      const handled = await h.app.inject({
        method: 'PATCH',
        url: `/api/contact-messages/${sent.json().id}/`,
        headers: h.headers.ADMIN,
        payload: { status: 'handled' },
      });
      expect(handled.statusCode).toBe(200);
      await admin.waitFor(2);
      await quietFor();
      expect(chatter.events).toEqual([]);
      expect(JSON.stringify(chatter.errors)).toMatch(/permission/i);
    } finally {
      await admin.close();
      await chatter.close();
    }
  });
});
