import { gql } from '@apollo/client/core';
import buildDataProvider from 'ra-data-graphql';
import { type DataProvider, GET_LIST, type GetListParams } from 'react-admin';
import { apolloClient } from '../lib/apollo';
import { currentPeriod, type Period } from '../lib/periods';
import { TEAM_STATISTICS, type TeamMemberStatistics } from './statistics';
import { viewerTimeZone } from './wireTime';

export type TeamRow = TeamMemberStatistics & { id: string };

/** The team list's filter: a month (YYYY-MM) or a day (YYYY-MM-DD). */
export function periodOfFilter(filter: Record<string, unknown>): Period {
  const view = filter.view === 'day' ? 'day' : 'month';
  const date = typeof filter.date === 'string' ? filter.date : '';
  const shape = view === 'day' ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{4}-\d{2}$/;
  return shape.test(date) ? { granularity: view, date } : currentPeriod(view, viewerTimeZone());
}

const SORTABLE = new Set(['name', 'sentCount', 'receivedCount', 'medianResponseSeconds']);

/** The page of the sorted team that react-admin asked for. */
export function pageOf(team: TeamMemberStatistics[], params: GetListParams) {
  const sorted = sortTeam(
    team.map((row) => ({ ...row, id: row.workerId })),
    params.sort?.field ?? 'name',
    params.sort?.order ?? 'ASC',
  );
  const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length };
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}

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

/**
 * `workerStatistics`: the admins' team figures, through ra-data-graphql on the back-office's one
 * Apollo client. The documents are written here, so no introspection; teamMessagesStatistics
 * answers the whole team at once, and the list is sorted and paged here.
 */
export const teamProvider: DataProvider = buildDataProvider({
  client: apolloClient,
  introspection: false,
  // Screens keep data in react-admin's cache; Apollo's stays unused (ra-data-graphql would write it).
  query: () => ({ fetchPolicy: 'no-cache' }),
  buildQuery: () => (fetchType: string, _resource: string, params: GetListParams) => {
    if (fetchType !== GET_LIST) throw new Error('workerStatistics is read-only');
    const period = periodOfFilter(params.filter ?? {});
    return {
      query: gql(String(TEAM_STATISTICS)),
      variables: {
        ...(period.granularity === 'month' ? { month: period.date } : { day: period.date }),
        tz: viewerTimeZone(),
      },
      parseResponse: ({ data }: { data: { teamMessagesStatistics: TeamMemberStatistics[] } }) =>
        pageOf(data.teamMessagesStatistics, params),
    };
  },
});
