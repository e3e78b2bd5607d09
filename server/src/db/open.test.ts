import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/testDatabase.js';
import type { Database } from './open.js';

let database: Database & { dispose(): Promise<void> };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

describe('the database', () => {
  it('lets the server answer other work between the queries of a burst', async () => {
    // A thousand sockets reconnecting at once each read their session and what they missed.
    let answered = 0;
    const burst = Array.from({ length: 1000 }, () =>
      database.db.execute(sql`select 1`).then(() => {
        answered += 1;
      }),
    );
    // A timer due now stands for a request or a socket write waiting for the event loop.
    const answeredWhenTheTimerRan = await new Promise<number>((resolve) =>
      setTimeout(() => resolve(answered), 0),
    );
    await Promise.all(burst);
    // About 20 ms of queries run before the timer: tens of them here, never most of the burst.
    expect(answeredWhenTheTimerRan).toBeLessThan(250);
  });

  // PGlite's own turns: a PostgreSQL query waits for its socket's answer, a turn of the loop.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'does not hold a query back for the turn the loop spent on other work',
    async () => {
      await database.db.execute(sql`select 1`);
      // A turn of the loop ends that run of queries.
      await new Promise((resolve) => setImmediate(resolve));
      // The loop works 40 ms at something else (a queue count going to thousands of sockets).
      const busyUntil = performance.now() + 40;
      while (performance.now() < busyUntil);
      let nextTurnCame = false;
      setImmediate(() => {
        nextTurnCame = true;
      });
      await database.db.execute(sql`select 1`);
      // Answered in this turn: the query began a run of its own, it had no run of queries to break.
      expect(nextTurnCame).toBe(false);
    },
  );
});
