import { countries, photos, reports, users } from '../db/schema.js';
import type { Harness } from './harness.js';

type NewUser = typeof users.$inferInsert;

/** Inserts a real app user (no role) with sensible defaults; answers its id. */
export async function addRealUser(h: Harness, values: Partial<NewUser> = {}): Promise<number> {
  const n = Math.random().toString(36).slice(2, 10);
  const [row] = await h.database.db
    .insert(users)
    .values({
      email: `real.${n}@example.com`,
      firstName: 'Real',
      lastName: n,
      displayName: `real_${n}`,
      signUp: new Date('2026-01-01T00:00:00Z'),
      ...values,
    })
    .returning({ id: users.id });
  return row.id;
}

export async function addReports(h: Harness, userId: number, ...reasons: string[]) {
  await h.database.db.insert(reports).values(reasons.map((reason) => ({ userId, reason })));
}

export async function addPhoto(
  h: Harness,
  userId: number,
  file: string,
  type: 'PUBLIC' | 'PRIVATE' = 'PUBLIC',
) {
  await h.database.db.insert(photos).values({ userId, file, type });
}

export async function countryId(h: Harness, code: string): Promise<number> {
  const rows = await h.database.db.select().from(countries);
  const found = rows.find((row) => row.code === code);
  if (!found) throw new Error(`no country ${code}`);
  return found.id;
}
