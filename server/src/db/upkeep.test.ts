import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/testDatabase.js';
import type { Database } from './open.js';
import { rowsOf } from './rows.js';
import { tidyTables } from './upkeep.js';

// PostgreSQL runs its own autovacuum (which would race these counts); the job is for PGlite.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database’s upkeep', () => {
  let database: Database & { dispose(): Promise<void> };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  const plannerRows = async () => {
    const [{ reltuples }] = await rowsOf<{ reltuples: number }>(
      database.db,
      sql`select reltuples from pg_class where relname = 'presets'`,
    );
    return Number(reltuples);
  };

  it('vacuums and analyses a table its changes made due, and leaves it alone once tidy', async () => {
    const { db } = database;
    await db.execute(sql`insert into presets (kind, id, label)
      select 'upkeep', n, 'label ' || n from generate_series(1, 200) n`);
    for (const round of [1, 2]) {
      await db.execute(
        sql`update presets set label = label || ${String(round)} where kind = 'upkeep'`,
      );
    }
    expect(await plannerRows()).toBeLessThan(200);
    const tidied = await tidyTables(db);
    expect(tidied).toContainEqual({ table: 'presets', vacuumed: true, analyzed: true });
    // The planner now knows the table's size.
    expect(await plannerRows()).toBeGreaterThanOrEqual(200);
    expect((await tidyTables(db)).map((each) => each.table)).not.toContain('presets');
  });

  it('analyses, without vacuuming, a table that only grew', async () => {
    const { db } = database;
    await db.execute(sql`insert into presets (kind, id, label)
      select 'grown', n, 'label ' || n from generate_series(1, 500) n`);
    expect(await tidyTables(db)).toContainEqual({
      table: 'presets',
      vacuumed: false,
      analyzed: true,
    });
    expect(await plannerRows()).toBeGreaterThanOrEqual(700);
  });
});
