import { type SQL, sql } from 'drizzle-orm';

/**
 * A list as one bound PostgreSQL array (`$1::text[]`), not one parameter per item as drizzle
 * expands a JavaScript array: an instance's ten thousand viewers are one parameter, not ten
 * thousand (PostgreSQL allows 65,535 a statement).
 */
export function textArray(values: readonly string[]): SQL {
  const items = values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`);
  return sql`${`{${items.join(',')}}`}::text[]`;
}

/** The same for whole numbers. */
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;
}
