/**
 * Wire building blocks every REST domain shares: whole numbers as paths and query strings give them,
 * row ids, paged bodies, error bodies and the list query. Paths and field names follow the spec's
 * wire contract literally (snake_case where it has it).
 */
import { z } from 'zod';

/** PostgreSQL `integer` bounds: every whole number a route stores or looks up fits them. */
export const int4 = () => z.int32();

/**
 * A whole number as a path or query string gives it: plain decimal only (no sign but `-`, no
 * exponent, hex, spaces or leading zeros), then checked as a number by `target`.
 */
export function decimal<T extends z.ZodType<unknown, number>>(target: T) {
  return z
    .string()
    .regex(/^(0|-?[1-9][0-9]{0,9})$/, 'Expected a whole number in plain decimal.')
    .transform(Number)
    .pipe(target);
}

/** A row id in a path or query string: plain decimal, 1 to the largest `integer`. */
export const idParam = decimal(int4().min(1, 'Not a valid id.'));
export const idParams = z.object({ id: idParam });

/** Drops the keys a representation has but nobody writes (before a strict schema). */
export function ignoring(keys: readonly string[]) {
  return (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)))
      : value;
}

/** Paged REST bodies. `next`/`previous` are full URLs or null. */
export interface Page<T> {
  results: T[];
  next: string | null;
  previous: string | null;
  count: number;
}

/**
 * Error bodies: `{ errors: [...] }` or DRF-style `{ field: [messages] }` with 400;
 * `{ detail }` with 401/403/404/429.
 */
export type ErrorBody = { errors: string[] } | { detail: string } | Record<string, string[]>;

/** Columns the lists sort by (`field`); `ordered` is 1 ascending, -1 descending, 0 none. */
export const USER_SORT_FIELDS = [
  'id',
  'display_name',
  'email',
  'disabled',
  'reports',
  'sign_up',
  'user_last_seen',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** limit/offset paging, sorting and search shared by every list route. */
export const listQuery = z.object({
  limit: decimal(int4().min(1).max(100)).default(25),
  offset: decimal(int4().min(0)).default(0),
  field: z.enum(USER_SORT_FIELDS).optional(),
  ordered: decimal(z.union([z.literal(1), z.literal(-1), z.literal(0)])).default(0),
  /** Present but blank is refused with 'filter not defined' (spec section 5). */
  search: z.string().optional(),
});
export type ListQuery = z.input<typeof listQuery>;
