import { hashPassword } from '../auth/password.js';
import { countries, photos, reports, users } from '../db/schema.js';
import { type Harness, PASSWORD } from './harness.js';

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

/** Inserts a user who can sign in (staff with `role`, or a real user without); answers id and headers. */
export async function addSignedIn(h: Harness, values: Partial<NewUser> = {}) {
  const n = Math.random().toString(36).slice(2, 10);
  const email = `signed.${n}@example.com`;
  const [row] = await h.database.db
    .insert(users)
    .values({
      email,
      firstName: 'Signed',
      lastName: n,
      displayName: `signed_${n}`,
      passwordHash: await hashPassword(PASSWORD),
      ...values,
    })
    .returning({ id: users.id });
  const login = await h.app.inject({
    method: 'POST',
    url: '/api/auth/token-login/',
    payload: { email, password: PASSWORD },
  });
  return { id: row.id, headers: { authorization: `Token ${login.json().key}` } };
}
