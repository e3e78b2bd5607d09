import type { Db } from './open.js';

/**
 * A query built once per database handle and run with placeholders (`sql.placeholder`): building a
 * Drizzle query walks its whole tree every time (about a millisecond under load), and the hottest
 * reads (a session per request and per socket) run thousands of times a second after a restart.
 * On PostgreSQL the statement is also prepared once per connection under `name`.
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
