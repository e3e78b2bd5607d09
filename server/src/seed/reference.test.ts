import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, gifts, presets, settings } from '../db/schema.js';
import { openTestDatabase } from '../test/testDatabase.js';
import { writeGiftPictures } from './media.js';
import { seedReferenceData } from './reference.js';
import { PRESET_DATA } from './referenceData.js';

const KINDS = [
  'ages',
  'heights',
  'genders',
  'ethnicity',
  'zodiacSigns',
  'family',
  'politics',
  'religious',
  'tags',
  'subscriptions',
  'languages',
  'interestedIn',
];

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

const tableSizes = async () => {
  const db = database.db;
  const size = async (table: typeof presets | typeof countries | typeof gifts | typeof settings) =>
    (await db.select({ value: count() }).from(table))[0].value;
  return {
    presets: await size(presets),
    countries: await size(countries),
    gifts: await size(gifts),
    settings: await size(settings),
  };
};

describe('reference data', () => {
  it('is idempotent and keeps what staff changed', async () => {
    await seedReferenceData(database.db);
    const first = await tableSizes();
    await database.db
      .update(settings)
      .set({ value: 120 })
      .where(eq(settings.key, 'minMessageLength'));
    await seedReferenceData(database.db);
    expect(await tableSizes()).toEqual(first);
    const [minimum] = await database.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'minMessageLength'));
    expect(minimum.value).toBe(120);
  });

  it('has every preset kind, the 15 interested-in options and ages displayed from 18', async () => {
    const kinds = await database.db
      .select({ kind: presets.kind, n: count() })
      .from(presets)
      .groupBy(presets.kind);
    expect(kinds.map((k) => k.kind).sort()).toEqual([...KINDS].sort());
    expect(Object.keys(PRESET_DATA).sort()).toEqual([...KINDS].sort());
    const interested = await database.db
      .select()
      .from(presets)
      .where(eq(presets.kind, 'interestedIn'))
      .orderBy(asc(presets.id));
    expect(interested.map((p) => p.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(interested[0].label).toBe('Serious - Men');
    expect(interested[14].label).toBe('Business contacts - Both');
    const ages = await database.db
      .select()
      .from(presets)
      .where(eq(presets.kind, 'ages'))
      .orderBy(asc(presets.id));
    expect(ages.every((a) => Number(a.label) === a.id + 17)).toBe(true);
    expect(ages[0]).toMatchObject({ id: 1, label: '18' });
    const subscriptions = await database.db
      .select({ id: presets.id, label: presets.label })
      .from(presets)
      .where(eq(presets.kind, 'subscriptions'))
      .orderBy(asc(presets.id));
    expect(subscriptions).toEqual([
      { id: 1, label: 'SILVER' },
      { id: 2, label: 'GOLD' },
      { id: 3, label: 'PLATINUM' },
    ]);
    const [zodiac] = await database.db
      .select({ n: count() })
      .from(presets)
      .where(eq(presets.kind, 'zodiacSigns'));
    expect(zodiac.n).toBe(12);
  });

  it('has countries with ISO codes, the default settings and gifts of both types', async () => {
    const rows = await database.db.select().from(countries);
    expect(rows.length).toBeGreaterThanOrEqual(45);
    expect(rows.every((c) => /^[A-Z]{2}$/.test(c.code) && c.name && c.fullName)).toBe(true);
    const values = Object.fromEntries(
      (await database.db.select().from(settings)).map((s) => [s.key, s.value]),
    );
    expect(values.minMessageLength).toBeTypeOf('number');
    expect(values.listingAccess).toEqual({
      users: ['SUPER_ADMIN', 'ADMIN', 'CHATTER'],
      admins: ['SUPER_ADMIN', 'ADMIN'],
    });
    const types = await database.db
      .select({ type: gifts.type, n: count() })
      .from(gifts)
      .groupBy(gifts.type)
      .orderBy(sql`1`);
    expect(types.map((t) => t.type)).toEqual(['real', 'virtual']);
  });

  it('has a picture file for every gift once the pictures are written', async () => {
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-'));
    writeGiftPictures(mediaDir);
    const rows = await database.db.select().from(gifts);
    expect(rows.every((g) => existsSync(path.join(mediaDir, g.picture)))).toBe(true);
  });
});
