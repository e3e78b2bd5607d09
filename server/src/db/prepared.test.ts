import { describe, expect, it } from 'vitest';
import type { Db } from './open.js';
import { preparedQuery } from './prepared.js';

describe('a prepared query', () => {
  it('is built once per database handle', () => {
    const builds: Db[] = [];
    const query = preparedQuery((db) => {
      builds.push(db);
      return { db };
    });
    const one = {} as Db;
    const other = {} as Db;
    expect(query(one)).toBe(query(one));
    expect(query(other).db).toBe(other);
    expect(builds).toEqual([one, other]);
  });
});
