import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../test/harness.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
let h: Harness;

beforeAll(async () => {
  h = await createHarness({ readyTimeoutMs: 300 });
});
afterAll(() => h.close());
afterEach(() => vi.restoreAllMocks());

const readyz = () => h.app.inject({ method: 'GET', url: '/readyz' });

/** Asks /readyz until its answer passes `test` (a lost connection is noticed in its own time). */
async function until(test: (response: Awaited<ReturnType<typeof readyz>>) => boolean) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await readyz();
    if (test(response)) return response;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`/readyz never answered as expected: ${(await readyz()).body}`);
}

describe('/readyz', () => {
  it('answers 200 to anyone when every check passes, and /healthz still says alive', async () => {
    const response = await readyz();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: {
        database: 'ok',
        migrations: 'ok',
        ...(onPostgres ? { listener: 'ok' } : {}),
      },
    });
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 naming the database when it fails or is too slow, and 200 again after', async () => {
    const execute = vi.spyOn(h.app.deps.database.db, 'execute');
    execute.mockRejectedValueOnce(Object.assign(new Error('gone'), { code: '57P01' }));
    const failed = await readyz();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      status: 'not ready',
      checks: { database: 'failed (57P01)', migrations: 'not checked (no database)' },
      requestId: failed.headers['x-request-id'],
    });
    execute.mockImplementationOnce(() => new Promise(() => undefined) as never);
    const slow = await readyz();
    expect(slow.statusCode).toBe(503);
    expect(slow.json().checks.database).toBe('no answer within 300 ms');
    expect((await readyz()).statusCode).toBe(200);
  });

  it('answers 503 while a migration of the journal has not run', async () => {
    const { db } = h.database;
    const [last] = (
      (await db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    try {
      const response = await readyz();
      expect(response.statusCode).toBe(503);
      expect(response.json().checks.migrations).toMatch(/^\d+ of \d+ run$/);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await readyz()).statusCode).toBe(200);
  });
});

describe.runIf(onPostgres)('/readyz on PostgreSQL', () => {
  it('turns not ready when the database goes away and ready again when it is back', async () => {
    const listenerName = h.database.listenerName as string;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_stat_activity where application_name = $1',
        [listenerName],
      );
      const name = pg.escapeIdentifier(rows[0].datname);
      // No new connection may open, and every one open now ends: the pool's and the listener's.
      await admin.query(`alter database ${name} allow_connections false`);
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [rows[0].datname],
        );
        // The pool's query and the listener each notice in their own time: wait for both.
        const down = await until(
          (response) =>
            response.statusCode === 503 && response.json().checks.listener === 'not connected',
        );
        expect(down.json().checks.database).not.toBe('ok');
      } finally {
        await admin.query(`alter database ${name} allow_connections true`);
      }
      const up = await until((response) => response.statusCode === 200);
      expect(up.json().checks).toEqual({ database: 'ok', migrations: 'ok', listener: 'ok' });
    } finally {
      await admin.end();
    }
  });
});
