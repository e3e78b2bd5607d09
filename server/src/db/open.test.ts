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
});
