import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { currentPeriod, type Period } from './periods';
import { type TeamMemberStatistics, teamStatistics, viewerTimeZone } from './statisticsCalls';

export type TeamRow = TeamMemberStatistics & { id: string };

/** The team list's filter: a month (YYYY-MM) or a day (YYYY-MM-DD). */
export function periodOfFilter(filter: Record<string, unknown>): Period {
  const view = filter.view === 'day' ? 'day' : 'month';
  const date = typeof filter.date === 'string' ? filter.date : '';
  const shape = view === 'day' ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{4}-\d{2}$/;
  return shape.test(date) ? { granularity: view, date } : currentPeriod(view, viewerTimeZone());
}

const SORTABLE = new Set(['name', 'sentCount', 'receivedCount', 'medianResponseSeconds']);

/** Sorts a copy; a missing median (no answers) goes last whatever the order. */
export function sortTeam(rows: TeamRow[], field: string, order: 'ASC' | 'DESC'): TeamRow[] {
  const key = (SORTABLE.has(field) ? field : 'name') as keyof TeamMemberStatistics;
  const sign = order === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === y) return a.name.localeCompare(b.name);
    if (x === null) return 1;
    if (y === null) return -1;
    return (
      sign *
      (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)))
    );
  });
}

async function getList<R extends RaRecord>(
  _resource: string,
  params: GetListParams,
): Promise<GetListResult<R>> {
  const period = periodOfFilter(params.filter ?? {});
  const rows = await teamStatistics(
    period.granularity === 'month' ? { month: period.date } : { day: period.date },
  );
  const sorted = sortTeam(
    rows.map((row) => ({ ...row, id: row.workerId })),
    params.sort?.field ?? 'name',
    params.sort?.order ?? 'ASC',
  );
  const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length };
  return {
    data: sorted.slice((page - 1) * perPage, page * perPage) as unknown as R[],
    total: sorted.length,
  };
}

const readOnly = () => Promise.reject(new Error('workerStatistics is read-only'));

/**
 * `workerStatistics`: the admins' team figures from teamMessagesStatistics, sorted and paged here
 * (the query answers the whole team at once).
 */
export const teamProvider: DataProvider = {
  getList,
  getOne: readOnly,
  getMany: readOnly,
  getManyReference: readOnly,
  create: readOnly,
  update: readOnly,
  updateMany: readOnly,
  delete: readOnly,
  deleteMany: readOnly,
};
