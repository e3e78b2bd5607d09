import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/testDatabase.js';
import { intArray, textArray } from './arrays.js';
import { rowsOf } from './rows.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

describe('arrays bound as one parameter', () => {
  it('keep every text as it is, quotes, backslashes, commas and braces too', async () => {
    const values = ['12___x0x34', 'a"b', 'back\\slash', 'x,y', '{}', '', ' spaced '];
    const rows = await rowsOf<{ value: string }>(
      database.db,
      sql`select unnest(${textArray(values)}) as value`,
    );
    expect(rows.map((row) => row.value)).toEqual(values);
  });

  it('bind ten thousand items as one parameter, and none as an empty array', async () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => i);
    const [{ n }] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from unnest(${intArray(ids)})`,
    );
    expect(n).toBe(10_000);
    const [{ empty }] = await rowsOf<{ empty: number }>(
      database.db,
      sql`select cardinality(${textArray([])}) as empty`,
    );
    expect(empty).toBe(0);
  });
});
