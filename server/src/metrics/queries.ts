import type { QueryKind, QueryObserver } from '../db/queryTiming.js';
import type { AppMetrics } from './registry.js';

/** One label object per kind, made once: a query's observation allocates none. */
const LABELS: Record<QueryKind, { kind: QueryKind }> = {
  select: { kind: 'select' },
  insert: { kind: 'insert' },
  update: { kind: 'update' },
  delete: { kind: 'delete' },
  other: { kind: 'other' },
};

/** The database's query observer that fills `db_query_duration_seconds`. */
export function timeQueriesInto(metrics: AppMetrics): QueryObserver {
  return (kind, seconds) => metrics.dbQueries.observe(LABELS[kind], seconds);
}
