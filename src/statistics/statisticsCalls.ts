import type { TeamMemberStatistics, WorkerStatistics } from '../../contract/statistics';
import { graphql } from '../gql';
import { graphqlCall } from '../lib/apollo';

export type {
  StatisticsModerator,
  TeamMemberStatistics,
  WorkerStatistics,
} from '../../contract/statistics';

/** The viewer's IANA time zone: every statistics query reads its periods in it. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

// Spelled out for the type generator; the documents that use it carry its text (src/gql).
export const WORKER_STATISTICS_FIELDS = graphql(`
  fragment WorkerStatisticsFields on WorkerStatistics {
    workerId name date timeZone days { day sentCount receivedCount }
    hours { hour sentCount receivedCount } totals { sentCount receivedCount }
    medianResponseSeconds lastContact isOnline lastMessage activeChats
    moderators { id fullName avatar }
  }
`);

export async function monthStatistics(workerId: string, month: string) {
  const data = await graphqlCall(
    graphql(`query WorkerMonthStatistics($w: ID!, $month: String!, $tz: String) {
      messagesStatistics(workerId: $w, month: $month, timeZone: $tz) { ...WorkerStatisticsFields }
    }`),
    { w: workerId, month, tz: viewerTimeZone() },
  );
  return data.messagesStatistics satisfies WorkerStatistics;
}

/** `day` null means today in the viewer's time zone. */
export async function dayStatistics(workerId: string, day: string | null) {
  const data = await graphqlCall(
    graphql(`query WorkerDayStatistics($w: ID!, $day: String, $tz: String) {
      sameDayMessagesStatistics(workerId: $w, day: $day, timeZone: $tz) {
        ...WorkerStatisticsFields
      }
    }`),
    { w: workerId, day, tz: viewerTimeZone() },
  );
  return data.sameDayMessagesStatistics satisfies WorkerStatistics;
}

export async function weekStatistics(workerId: string) {
  const data = await graphqlCall(
    graphql(`query WorkerWeekStatistics($w: ID!, $tz: String) {
      sameWeekMessagesStatistics(workerId: $w, timeZone: $tz) { ...WorkerStatisticsFields }
    }`),
    { w: workerId, tz: viewerTimeZone() },
  );
  return data.sameWeekMessagesStatistics satisfies WorkerStatistics;
}

/** Every worker for a month (`$month`, YYYY-MM) or a day (`$day`, YYYY-MM-DD); admins only. */
export const TEAM_STATISTICS = graphql(`
  query TeamStatistics($month: String, $day: String, $tz: String) {
    teamMessagesStatistics(month: $month, day: $day, timeZone: $tz) {
      workerId name email sentCount receivedCount medianResponseSeconds lastContact isOnline
      lastMessage activeChats
    }
  }
`);

export type TeamPeriod = { month: string } | { day: string };

export async function teamStatistics(period: TeamPeriod) {
  const data = await graphqlCall(TEAM_STATISTICS, { ...period, tz: viewerTimeZone() });
  return data.teamMessagesStatistics satisfies TeamMemberStatistics[];
}

/**
 * lastContact and lastMessage travel as nanoseconds since the epoch, in strings (a wire quirk of
 * the spec, section 3 'Worker statistics'): milliseconds are the number divided by 1e6, in
 * BigInt, since today's nanoseconds are past a double's exact integers (Number() could land 1 ms early).
 */
export function nanosToMs(nanos: string | null): number | null {
  if (nanos === null || !/^\d{1,30}$/.test(nanos)) return null;
  return Number(BigInt(nanos) / 1_000_000n);
}
