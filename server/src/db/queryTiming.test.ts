import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/testDatabase.js';
import type { Database } from './open.js';
import { type QueryKind, queryKind } from './queryTiming.js';

let database: Database & { dispose(): Promise<void> };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

describe('queryKind', () => {
  it.each([
    ['select 1', 'select'],
    ['  \n\tSELECT * from users', 'select'],
    ['insert into "users" ("email") values ($1)', 'insert'],
    ['Update "rooms" set x = 1', 'update'],
    ['delete from "drafts"', 'delete'],
    ['with moved as (delete from x returning *) insert into y select * from moved', 'other'],
    ['selective_function()', 'other'],
    ['begin', 'other'],
    ['sel', 'other'],
    ['', 'other'],
  ] as const)('%j is %s', (text, kind) => {
    expect(queryKind(text)).toBe(kind);
  });
});

describe('observeQueries', () => {
  it('tells of every query, in transactions and failed ones too, until removed', async () => {
    const seen: { kind: QueryKind; seconds: number }[] = [];
    const stop = database.observeQueries((kind, seconds) => seen.push({ kind, seconds }));
    await database.db.execute(sql`select 1`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table timing_probe (n int)`);
      await tx.execute(sql`insert into timing_probe values (1)`);
      await tx.execute(sql`update timing_probe set n = 2`);
      await tx.execute(sql`delete from timing_probe`);
      await tx.execute(sql`drop table timing_probe`);
    });
    await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow(
      /no_such_table/,
    );
    const kinds = seen.map(({ kind }) => kind);
    for (const kind of ['select', 'insert', 'update', 'delete', 'other'] as const) {
      expect(kinds).toContain(kind);
    }
    // Both selects, the failed one too.
    expect(kinds.filter((kind) => kind === 'select')).toHaveLength(2);
    for (const { seconds } of seen) expect(seconds).toBeGreaterThanOrEqual(0);

    stop();
    const told = seen.length;
    await database.db.execute(sql`select 1`);
    expect(seen).toHaveLength(told);
  });
});
